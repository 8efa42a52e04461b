"""Files that once hung the kernel, bricked the widget or were accepted and broke later (issue 25,
D1–D6, D9): each is refused with the project's own error, and nothing can make a load run on.

D7 and D8 (the page's messages) are in ``tests/widget/test_widget_survives.py``.
"""
from __future__ import annotations

import copy
import inspect
import json
import random
import time
import tracemalloc
from pathlib import Path

import pytest

from ds_widget import Game
from ds_widget.engine import Match, flow, schema
from ds_widget.engine.errors import MAX_BYTES, DSError, InvalidStateError, MalformedError, StuckError, TooLargeError
from ds_widget.practice import PracticeSession
from tests.engine.guards import wall_clock


def played_until(players: int, seed: int, stop, **setup) -> Match:
    g = Match.new(players=players, seed=seed, **setup)
    rng = random.Random(seed)
    while not stop(g):
        g.choose(rng.choice(g.pending.options).id)
    return g


def frame_of(data: dict, op: str) -> dict:
    return next(fr for fr in data["frames"] if fr["op"] == op)


# ------------------------------------------------------------------------------------------ D1
def test_d1_an_unknown_regression_stage_is_refused_at_once():
    g = played_until(3, 1, lambda g: any(fr["op"] == "regression" for fr in g.state.frames))
    data = g.to_dict()
    frame_of(data, "regression")["stage"] = "zzz"
    with wall_clock(5, "loading"), pytest.raises(InvalidStateError, match="field 'stage' cannot be 'zzz'"):
        Match.load(json.dumps(data))


def test_a_step_the_schema_lets_through_that_never_moves_on_ends_in_stuck_error(monkeypatch):
    """The step budget, not the schema, ends the loop: a stage declared but never handled."""
    g = played_until(3, 1, lambda g: any(fr["op"] == "regression" for fr in g.state.frames))
    data = g.to_dict()
    frame_of(data, "regression")["stage"] = "zzz"
    op = flow.OPS["regression"]
    monkeypatch.setattr(type(op), "stages", op.stages | {"zzz"})
    t0 = time.perf_counter()
    with wall_clock(10, "loading"), pytest.raises(StuckError) as info:
        Match.load(json.dumps(data))
    assert info.value.code == "state/stuck" and isinstance(info.value, InvalidStateError)
    assert time.perf_counter() - t0 < 5
    assert f"{flow.STEP_LIMIT:,} automatic steps" in str(info.value)


def test_a_section_that_never_moves_on_ends_in_stuck_error_too(monkeypatch):
    """A section's own loop (SectionOp.step) is bounded like advance."""
    from ds_widget.engine.actions.domination import Domination
    g = played_until(4, 1, lambda g: g.state.frames[-1]["op"] == "domination")
    monkeypatch.setattr(Domination, "stage", lambda self, st, fr: None)
    with wall_clock(10, "playing"), pytest.raises(StuckError):
        for _ in range(5000):
            g.choose(g.pending.options[0].id)


# ------------------------------------------------------------------------------------------ D2
@pytest.fixture(scope="module")
def finished() -> dict:
    return played_until(2, 4, lambda g: g.is_over, max_turns=3).to_dict()


@pytest.mark.parametrize("damage,words", [
    (lambda r: r.pop("winner"), "does not match its final position"),
    (lambda r: r.update(winner="insects"), "does not match"),
    (lambda r: r.update(winner=None), "does not match"),
    (lambda r: r["scores"].update({next(iter(r["scores"])): 999}), "does not match"),
    (lambda r: r.update(turns=99), "does not match"),
    (lambda r: r.update(reason="ice_age"), "is not how this game ended"),
    (lambda r: r.update(extra=1), "does not match"),
])
def test_d2_a_result_that_does_not_match_the_final_position_is_refused(finished, damage, words):
    data = copy.deepcopy(finished)
    damage(data["result"])
    with pytest.raises(InvalidStateError, match=words):
        Match.load(data)


def test_d2_a_good_finished_game_loads_and_says_who_won(finished):
    g = Match.load(json.dumps(finished))
    assert g.is_over and g.winner == finished["result"]["winner"] and "wins" in repr(g)


# ------------------------------------------------------------------------------------------ D3
def test_d3_an_action_step_without_its_place_is_refused_in_a_record_and_in_a_state():
    record = Game.scenario("migration", play=True).record()
    del record["start"]["frames"][2]["idx"]
    with pytest.raises(InvalidStateError, match=r"\(migration\) lacks idx"):
        Match.load(json.dumps(record))
    state = Game.scenario("competition").to_dict()
    action = next(fr for fr in state["frames"] if fr["op"] == "competition")
    del action["idx"]
    with pytest.raises(InvalidStateError, match=r"\(competition\) lacks idx"):
        Match.load(state)


# ------------------------------------------------------------------------------------------ D4
def test_d4_regression_threatening_an_element_the_animal_lacks_is_refused():
    g = played_until(3, 1, lambda g: g.pending.kind == "regression_protect")
    data = g.to_dict()
    fr = frame_of(data, "regression")
    animal = fr["queue"][0]
    added = next(row["added"] for row in data["animals"] if row["name"] == animal)
    missing = next(e for e in ("grass", "grub", "meat", "seed", "sun", "water") if e not in added)
    fr["threatened"][animal] = fr["threatened"][animal] + [missing]
    with pytest.raises(InvalidStateError):
        Match.load(json.dumps(data))


# ------------------------------------------------------------------------------------------ D5
def test_d5_an_unknown_domination_stage_is_refused():
    g = played_until(4, 1, lambda g: any(fr["op"] == "domination" for fr in g.state.frames))
    data = g.to_dict()
    frame_of(data, "domination")["stage"] = "zzz"
    with pytest.raises(InvalidStateError, match="field 'stage'"):
        Match.load(json.dumps(data))


# ------------------------------------------------------------------------------------------ D6
def test_d6_practice_progress_is_refused_from_its_size_without_reading_it(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(2 * MAX_BYTES)                   # 8 MB (sparse): read whole, the peak would show it
    tracemalloc.start()
    try:
        with pytest.raises(TooLargeError):
            PracticeSession.load(big)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < MAX_BYTES // 2, peak
    if Path("/dev/zero").exists():                  # no size to read first: cut at the limit + 1
        tracemalloc.start()
        try:
            with wall_clock(10, "reading /dev/zero"), pytest.raises(InvalidStateError):
                PracticeSession.load("/dev/zero")
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 3 * MAX_BYTES, peak
    with pytest.raises(InvalidStateError, match="cannot read"):
        PracticeSession.load(tmp_path / "missing.json")


def test_d6_every_reader_of_a_users_file_reads_through_the_limit():
    """The CLI, the widget's load from Python and the practice loader all read with
    ``read_limited``; nothing else of the package opens a file to read it."""
    root = Path(__file__).resolve().parents[2] / "ds_widget"
    readers = []
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for needle in ("read_bytes(", '"rb"', "open(path", "open(data"):
            if needle in text and path.name != "serialize.py":
                readers.append(f"{path.relative_to(root)}: {needle}")
    assert not readers, readers


# ------------------------------------------------------------------------------------------ D9
HOSTILE = ["1", 1.0, True, None, -1, 10 ** 30, -(10 ** 30), 10 ** 5000, float("nan"), [], ["mammals"],
           {}, {"a": 1}, set(), b"1", object(), "x" * 10_000]


def public_methods(obj):
    for name, member in inspect.getmembers(type(obj)):
        if name.startswith("_") or not callable(member) or isinstance(inspect.getattr_static(type(obj), name),
                                                                       (classmethod, staticmethod)):
            continue
        yield name, getattr(obj, name)


#: methods that write files or take long, left out of the sweep (they have tests of their own)
SKIP = {"save", "play", "svg"}


@pytest.mark.parametrize("make", [lambda: Game.new(players=3, seed=1),
                                  lambda: played_until(3, 2, lambda g: g.ply >= 40)])
def test_d9_the_game_methods_refuse_any_argument_with_the_projects_error(make):
    game = make()
    before = json.dumps(game.to_dict(), sort_keys=True)
    checked = 0
    for name, method in public_methods(game):
        if name in SKIP:
            continue
        params = [p for p in inspect.signature(method).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
        if not params:
            continue
        for i in range(len(params)):
            for bad in HOSTILE:
                args = ["mammals" if p.name == "animal" else "0,0" for p in params]
                args[i] = bad
                try:
                    method(*args)
                except DSError:
                    pass
                checked += 1
        assert json.dumps(game.to_dict(), sort_keys=True) == before, name
    assert checked > 150


def test_d9_named_calls():
    g = Match.new(players=3, seed=1)
    for call in (lambda: g.goto("1"), lambda: g.events_of(10 ** 30), lambda: g.matching(["mammals"], "0,0"),
                 lambda: Match.from_record(g.record(), upto="1"), lambda: g.state_at(True)):
        with pytest.raises(DSError):
            call()
    s = PracticeSession(seed=1)
    s.next_question()
    for bad in (10 ** 5000, [10 ** 5000], [1] * 10_000, {"a": 1}, float("inf")):
        with pytest.raises(MalformedError):
            s.answer(bad)
    assert s.current is not None                    # the question still waits


def test_d9_the_practice_session_refuses_any_argument_with_the_projects_error():
    for args in ([10 ** 5000], ["1"], [1, "2"], [1, 10 ** 9], [1, 1, ["nope"]], [1, 1, None, "xx"],
                 [None, None], [[], {}]):
        with pytest.raises(DSError):
            PracticeSession(*args)
    for text in (b"\x00" * 100, "[]", '{"format": 1}', "1" * 5000, json.dumps({"format": "x"})):
        with pytest.raises(DSError):
            PracticeSession.from_json(text)


def test_the_trial_runs_every_loaded_step_to_its_end():
    """check_playable waits for the loaded steps above the turn's own, within its limit."""
    assert schema.TRIAL_LIMIT >= 200 and schema.LASTING == ("turn", "execution")

