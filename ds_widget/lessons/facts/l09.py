"""Lesson 9's facts: the recorded game of four greedy bots the lesson replays (positions.json's
``four_greedy``) — its length, who leads where the lesson stops it, and how the Initiative order
changed in its first turn."""
from __future__ import annotations

from typing import Any

from ...engine.errors import MalformedError
from ...game import Game
from .. import exercises
from ..exercises import Applied
from . import Named, Place

LESSON = "09_play_a_game"
RECORD = "four_greedy"


def _start(exercise: str) -> dict[str, Any]:
    return dict(exercises.exercises(LESSON)[exercise]["start"])


def _overtaking(before: list[str], after: list[str]) -> tuple[str, str]:
    """The animal that moved one place up the Initiative track, and the one it passed."""
    moved = [(a, before.index(a) - after.index(a)) for a in after if after.index(a) < before.index(a)]
    if len(moved) != 1 or moved[0][1] != 1 or sorted(before) != sorted(after):
        raise MalformedError(f"the Initiative order should change by one swap: {before} -> {after}")
    mover = moved[0][0]
    return mover, before[before.index(mover) - 1]


def prose() -> dict[str, Any]:
    rec = exercises.record(RECORD)
    start = _start("first_turn_vp")            # where the lesson's replay stops (its code cell)
    replay = Game.from_record(rec, upto=start["upto"])
    st = replay.state
    vps = {a: x.vp for a, x in st.animals.items()}
    leaders = [a for a, v in vps.items() if v == max(vps.values())]
    if len(leaders) != 1:
        raise MalformedError(f"the lesson says one animal leads the replay: {vps}")
    whole = Game.from_record(rec)
    result = whole.state.result or {}
    if not result or result.get("turns", 0) < 2:
        raise MalformedError("the recorded game should end after several turns")
    first = replay.state_at(0)
    mover, passed = _overtaking(list(first.initiative), list(st.initiative))
    return {"first_turn": first.turn, "replay_turn": st.turn, "leader": Named("animal", leaders[0]),
            "record_players": rec["setup"]["players"], "record_turns": result["turns"],
            "mover": Named("animal", mover), "overtaken": Named("animal", passed)}


def first_turn_vp(a: Applied) -> dict[str, Any]:
    """Where the leader's VP came from in the first turn: the Wanderlust bonus, two Dominations of
    its own, one of another animal, and the Survival card (the note's sentence has that shape)."""
    g = a.game
    st = g.state
    leader = max(st.animals, key=lambda x: st.animals[x].vp)
    events = [e for p in range(1, g.ply + 1) for e in g.events_of(p)]
    wander = [e for e in events if e["kind"] == "bonus_vp" and e["animal"] == leader]
    scored = [(e, p) for e in events if e["kind"] == "tile_scored"
              for p in e["places"] if p["animal"] == leader]
    own = [(e, p) for e, p in scored if e["animal"] == leader]
    other = [(e, p) for e, p in scored if e["animal"] != leader]
    survival = [e for e in events if e["kind"] == "survival" and e["holder"] == leader]
    if [len(wander), len(own), len(other), len(survival)] != [1, 2, 1, 1] \
            or wander[0]["reason"] != "wanderlust":
        raise MalformedError(f"the note tells a Wanderlust bonus, two own Dominations, another's and "
                             f"Survival; the {leader} scored {wander}, {scored}, {survival}")
    parts = [wander[0]["vp"], *(p["vp"] for _, p in scored), survival[0]["vp"]]
    if sum(parts) != st.animals[leader].vp:
        raise MalformedError(f"the {leader}' VP are not the sum of the note's parts: {parts}")
    (e1, p1), (e2, p2) = own
    e3, p3 = other[0]
    return {"total": st.animals[leader].vp, "wander_vp": wander[0]["vp"], "wander_touch": wander[0]["quantity"],
            "own1_vp": p1["vp"], "own1_place": p1["place"], "own1_tile": Place(e1["tile"], e1["terrain"]),
            "own2_vp": p2["vp"], "own2_place": p2["place"], "own2_tile": Place(e2["tile"], e2["terrain"]),
            "other_vp": p3["vp"], "other_place": p3["place"], "other_tile": Place(e3["tile"], e3["terrain"]),
            "other_by": Named("animal", e3["animal"]),
            "survival_vp": survival[0]["vp"], "survival_tiles": survival[0]["tundra_tiles"],
            "survival_species": survival[0]["counts"][leader]}


def initiative_changed(a: Applied) -> dict[str, Any]:
    """Who took the Initiative action, whom they passed, and where the pawn went."""
    step = a.steps[0]
    d = step["decision"]
    mover, passed = _overtaking(list(step["before"].initiative), list(a.game.state.initiative))
    if d.animal != mover or d.rule != "initiative":
        raise MalformedError(f"the {mover} should be taking the Initiative action, not {d.animal} {d.rule}")
    section = step["step"]["choose"].split(":", 1)[1].split(".")[0]
    return {"mover": Named("animal", mover), "overtaken": Named("animal", passed),
            "section": Named("section", section)}


NOTES = {"first_turn_vp": first_turn_vp, "initiative_changed": initiative_changed}
