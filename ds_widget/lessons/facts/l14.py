"""Lesson 14's facts: the learner's recorded game (``positions.json``, ``learner_3p``), how the review
makes sure of a verdict (its rivals, rounds and confidence, the thresholds), how many decisions it
could not judge surely, and the review's costliest decision played again (the exercise
``better_move``)."""
from __future__ import annotations

from functools import cache
from typing import Any

from ...engine.errors import MalformedError
from ...engine.hexmap import parse_hex
from ...game import Game
from ...review import Review, is_mistake, sure
from ...review.verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST, MISTAKE_AT_MOST
from ...review.words import to_half
from .. import exercises
from ..exercises import Applied
from . import Named, Place

RECORD = "learner_3p"
LESSON = "14_review"
SEAT = 1
"""the seat the lesson reviews (``lesson.review(game, seat=1)``): the learner's, counted from 1"""


@cache
def played() -> Game:
    """The learner's game as it was played, to its end."""
    return exercises.start({"record": RECORD})


def learner() -> str:
    """The animal of the seat the lesson reviews."""
    setup = exercises.record(RECORD)["setup"]
    return str(setup["animals"][setup["controllers"].index(SEAT - 1)])


def whole(x: float) -> int | float:
    return int(x) if x == int(x) else x


def prose() -> dict[str, Any]:
    """The recorded game's players and turn limit (the game stops there, not at the Ice Age card),
    the learner's seat and animal, and how the review makes sure of a verdict (review/sure.py)."""
    setup = exercises.record(RECORD)["setup"]
    result = played().state.result or {}
    if result.get("reason") != "turn_limit" or result.get("turns") != setup["max_turns"]:
        raise MalformedError(f"lesson 14 says its game stops at its turn limit; it ended: {result}")
    return {"players": setup["players"], "turns": setup["max_turns"], "seat": SEAT,
            "learner": Named("animal", learner()), "rivals": sure.RIVALS, "rounds": sure.MAX_ROUNDS,
            "confidence": whole(round(sure.CONFIDENCE * 100)), "good_at_most": whole(GOOD_AT_MOST),
            "inaccuracy_at_most": whole(INACCURACY_AT_MOST), "mistake_at_most": whole(MISTAKE_AT_MOST),
            "unclear": review().summary()["counts"]["unclear"], "judged": review().total}


@cache
def review() -> Review:
    """The review lesson 14 makes and prints (``lesson.review(game, seat=1)``)."""
    rv = Review(played(), [SEAT - 1])
    rv.run()
    return rv


def costliest() -> dict[str, Any]:
    """The mistake that lost the most VP (the first of them, if several lost as many)."""
    mistakes = [j for j in review().results if is_mistake(j["verdict"])]
    return max(mistakes, key=lambda j: j["loss"])


def chosen(option: str, ply: int) -> dict[str, Any]:
    """An option of the costliest decision as the note names it: an action space
    (``space:migration.1``: its section and number) or a tile (``tile:1,-1``: its place then)."""
    kind, _, value = option.partition(":")
    if kind == "space":
        section, _, index = value.partition(".")
        return {"kind": "space", "section": Named("section", section), "slot": int(index)}
    if kind == "tile":
        t = played().state_at(ply).tiles.get(parse_hex(value))
        return {"kind": "tile", "place": Place(value, t.kind if t is not None else None)}
    raise MalformedError(f"the note names action spaces or tiles; the costliest decision chose {option}")


def better_move(a: Applied) -> dict[str, Any]:
    """The costliest decision of the review, as the table shows it (its place, turn, the move played,
    the better one, the VP lost), and the game played on from it by the greedy bot: with the
    coach's move (the solution), with the move played, and as it was played."""
    j = costliest()
    spec = exercises.exercises(LESSON)["better_move"]
    if spec["start"].get("upto") != j["ply"] or spec["steps"][0].get("choose") != j["best"]:
        raise MalformedError(f"the exercise plays {spec['steps'][0]} at place {spec['start'].get('upto')}; the "
                             f"costliest decision is place {j['ply']}, its better move {j['best']}")
    taken, better = chosen(j["taken"], j["ply"]), chosen(j["best"], j["ply"])
    if taken["kind"] != better["kind"]:
        raise MalformedError(f"the note names two moves of a kind; the costliest decision has {j}")
    animal = j["animal"]
    result = a.final().state.result or {}
    vp = result["scores"][animal]
    before = (played().state.result or {})["scores"][animal]
    replayed = exercises.apply({**spec, "steps": [{"choose": j["taken"]}, *spec["steps"][1:]]})
    taken_vp = (replayed.final().state.result or {})["scores"][animal]
    moves = ({"taken": taken["section"], "taken_slot": taken["slot"], "better": better["section"],
              "better_slot": better["slot"]} if taken["kind"] == "space"
             else {"taken": taken["place"], "better": better["place"]})
    return {"place": j["ply"], "turn": played().state_at(j["ply"]).turn, "animal": Named("animal", animal),
            "kind": taken["kind"], **moves,
            "loss": whole(max(0.5, to_half(j["loss"]))), "vp": vp, "played_vp": before, "diff": abs(vp - before),
            "compare": "more" if vp > before else "fewer" if vp < before else "same",
            "winner": Named("animal", result["winner"]), "winner_vp": result["scores"][result["winner"]],
            "taken_vp": taken_vp, "confirmed": "yes" if vp > taken_vp else "no"}


NOTES = {"better_move": better_move}
