"""One whole turn of a recorded game, section by section (issue 30, item 16).

:func:`whole_turn` replays a lesson record to the given turn and sorts the events of that turn by
where they happened: Planning, each of the twelve sections in order, the Reset. Every event of an
action names its section (a resolved pawn, a declined action, the source of an element or a move,
the cause of an elimination) or is the section's own automatic part (Regression, Wasteland), so
the sorting needs no knowledge of the rules.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.constants import SECTIONS
from ..engine.errors import MalformedError, brief
from ..game import Game
from . import exercises


@dataclass
class Turn:
    """A turn's events by section, and the games after its Planning and at its end."""

    turn: int
    planned: Game
    """the game once every pawn of the turn is placed (its first section is waiting)"""
    after: Game
    """the game after the turn's Reset"""
    planning: list[dict[str, Any]] = field(default_factory=list)
    sections: dict[str, list[dict[str, Any]]] = field(default_factory=lambda: {s: [] for s in SECTIONS})
    reset: list[dict[str, Any]] = field(default_factory=list)


def whole_turn(record: str, turn: int = 1) -> Turn:
    """Turn ``turn`` of the lesson record ``record``, played as recorded."""
    rec = exercises.record(record)
    choices = rec["choices"]
    g = Game.from_record(rec, upto=0)
    k = 0
    while g.state.turn < turn and k < len(choices):
        g.choose(choices[k])
        k += 1
    if g.state.turn != turn:
        raise MalformedError(f"the record {brief(record)} has no turn {brief(turn)}")
    planning: list[dict[str, Any]] = []
    sections: dict[str, list[dict[str, Any]]] = {s: [] for s in SECTIONS}
    reset: list[dict[str, Any]] = []
    where: str | None = "planning"
    planned: Game | None = None
    while g.state.turn == turn and k < len(choices) and not g.is_over:
        for ev in g.choose(choices[k]):
            kind = ev["kind"]
            if kind == "phase_started":            # Execution opens with the first section
                where = "reset" if ev.get("phase") == "reset" else SECTIONS[0]
            elif kind == "turn_started":
                where = "next"
            elif where not in ("reset", "next"):
                named = next((ev[k] for k in ("section", "source", "cause") if ev.get(k) in SECTIONS), None)
                if named is not None:
                    where = named
                elif kind in SECTIONS:
                    where = kind
            if where == "planning":
                planning.append(ev)
            elif where in sections:
                sections[where].append(ev)
            elif where == "reset":
                reset.append(ev)
        k += 1
        if planned is None and g.state.phase == "execution":
            planned = Game.from_record(rec, upto=k)
    if planned is None:
        raise MalformedError(f"turn {brief(turn)} of {brief(record)} has no Execution")
    return Turn(turn, planned, g, planning, sections, reset)


__all__ = ["Turn", "whole_turn"]
