"""Lesson 12's facts: the game four greedy bots played (``positions.json``, ``four_greedy``)."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...engine.errors import MalformedError
from ...game import Game
from .. import exercises
from ..exercises import Applied
from . import Named

RECORD = "four_greedy"
STEPS = 25
"""the steps the lesson's cell takes from the start (``for _ in range(25)``)"""


@cache
def played() -> Game:
    return exercises.start({"record": RECORD})


def prose() -> dict[str, Any]:
    """The recorded game's players, and where the lesson's first steps take the class."""
    game = played()
    first, then = game.state_at(0), game.state_at(STEPS)
    if first.turn != then.turn:
        raise MalformedError(f"{RECORD}: step {STEPS} is in turn {then.turn}, no longer in turn {first.turn}")
    return {"players": len(exercises.record(RECORD)["setup"]["animals"]), "steps": STEPS, "steps_turn": first.turn,
            "steps_from": Named("phase", first.phase), "steps_to": Named("phase", then.phase)}


def step_300(a: Applied) -> dict[str, Any]:
    """Where the step the exercise jumps to stands: turn, phase, and who decides."""
    game = a.final()
    d = game.pending
    if d is None or d.kind != "domination_tile":
        raise MalformedError(f"the note explains a Domination's choice of tile, step {game.ply} is {d and d.kind}")
    return {"step": game.ply, "turn": game.state.turn, "phase": Named("phase", game.state.phase),
            "animal": Named("animal", d.animal)}


def winner(a: Applied) -> dict[str, Any]:
    """Who won the recorded game, the runner-up, and when and how it ended."""
    game = a.final()
    result = game.state.result or {}
    if result.get("reason") != "ice_age":
        raise MalformedError(f"the note explains a game ended by the Ice Age card, not {result.get('reason')}")
    scores = result["scores"]
    second = max((a for a in scores if a != result["winner"]), key=lambda a: scores[a])
    return {"winner": Named("animal", result["winner"]), "winner_vp": scores[result["winner"]],
            "second": Named("animal", second), "second_vp": scores[second], "turn": result["turns"]}


NOTES = {"step_300": step_300, "winner": winner}
