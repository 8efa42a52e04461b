"""Fuzzing the engine's doors: saved states, records, option ids and raw bytes, mutated at random.

Every mutant must be either refused with the project's own error (``DSError``; the CLI exits
non-zero without a traceback: ``tests/test_cli_fuzz.py``) or accepted and then keep every
invariant while 50 random choices are played. A refused choice leaves the game bit-identical.
Seeded: the same cases every run.
"""
from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from ds_widget import Game
from ds_widget.engine.editor import Editor
from ds_widget.engine.errors import MAX_BYTES, DSError, InvalidStateError, TooLargeError
from ds_widget.engine.invariants import problems
from tests.engine.fuzzing import fuzz_files, sample_files

MUTANTS = 3000


@pytest.fixture(scope="module")
def samples() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(saved state, record) of a few games in progress (:func:`tests.engine.fuzzing.sample_files`)."""
    return sample_files()


def test_mutated_states_and_records_are_refused_or_play_on(samples):
    out = fuzz_files(samples, MUTANTS, seed=2026)
    assert not out["bare"], out["bare"][:5]
    assert not out["broken"], out["broken"][:5]
    assert out["refused"] > MUTANTS // 3 and out["accepted"] > 0      # the fuzzing reaches both outcomes


def test_the_file_fuzz_catches_a_state_accepted_then_broken(samples, monkeypatch):
    """A planted fault: the loader's trial play and step checks switched off (the fuzz must see
    saved games that load and then break in play)."""
    from ds_widget.engine import serialize
    monkeypatch.setattr(serialize, "check_playable", lambda st: None)
    monkeypatch.setattr(serialize, "check_frames", lambda st, frames: None)
    out = fuzz_files(samples, 600, seed=7)
    assert out["broken"] or out["bare"]


def test_agenda_damage_is_refused(samples):
    state = samples[1][0]
    for damage in (lambda d: d["frames"][0].update(round="1"),       # a field the step has not
                   lambda d: d["frames"].pop(0),                     # the turn dropped
                   lambda d: d["frames"][-1].update(op="teleport"),
                   lambda d: d["frames"][-1].update(pos=-1),
                   lambda d: d.update(result={"scores": []}),
                   lambda d: d.update(phase="lunch"),
                   lambda d: d["animals"][0].update(player=10 ** 9),
                   lambda d: d.update(scored=["9,9"]),
                   lambda d: d.update(available=d["available"] + d["deck"][:20]),
                   lambda d: d.update(rng="²")):
        bad = copy.deepcopy(state)
        damage(bad)
        with pytest.raises(InvalidStateError):
            Game.load(bad)


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 50_000 + "1" + "}" * 50_000,
    b"\xff\xfe{not utf-8",
    b'{"format": "ds_widget.state", "x": "\xc3"}',
    "",
    "null",
    "nan",
    '"just a string"',
])
def test_raw_input_is_refused_with_the_projects_error(text):
    with pytest.raises(InvalidStateError):
        Game.load(text)


def test_a_byte_order_mark_is_fine_and_oversize_is_refused(samples):
    state = samples[0][0]
    assert Game.load(b"\xef\xbb\xbf" + json.dumps(state).encode()).to_dict() == state
    with pytest.raises(TooLargeError):
        Game.load(" " * (MAX_BYTES + 1))


BOGUS_IDS = [["decline"], {"a": 1}, ("tile:0,0",), b"decline", bytearray(b"x"), None, 3, 2.5,
             float("nan"), True, "", " ", "x" * 10 ** 6, "tile:0,0\x00", "space:" * 30, "tile:99,99",
             "count:-1", "count:1e9", "card:nope", "ＴＩＬＥ:0,0", object()]


def test_bogus_option_ids_are_refused_and_change_nothing(samples):
    rng = random.Random(7)
    for state, _ in samples:
        game = Game.from_dict(state)
        before = json.dumps(game.to_dict(), sort_keys=True)
        ids = BOGUS_IDS + ["".join(rng.choice("tile:space,.-0123456789") for _ in range(rng.randrange(1, 14)))
                           for _ in range(300)]
        legal = set(game.pending.ids)
        for bad in ids:
            if isinstance(bad, str) and bad in legal:
                continue
            with pytest.raises(DSError) as info:
                game.choose(bad)
            assert len(str(info.value)) < 600            # the input is quoted briefly
            assert json.dumps(game.to_dict(), sort_keys=True) == before


SETUP_BAD = [None, "x", -1, 7, 2.5, float("nan"), [], {}, True, 10 ** 30, b"x", ["mammals"], "mammals",
             ["mammals"] * 4, [[]], [{}]]


@pytest.mark.parametrize("option", ["players", "seed", "animals", "multi", "random_earth", "short_game",
                                    "remove_cards", "max_turns", "controllers", "no_such_option"])
def test_bad_setup_arguments_are_refused_with_the_projects_error(option):
    for value in SETUP_BAD:
        try:
            Game.new(**{"players": 4, option: value})
        except DSError:
            pass


def test_the_what_if_editor_refuses_bad_arguments_with_the_projects_error():
    values = {"corner": ["0,0E", "x", None, 5, "99,99E", [], "0,0Q"], "element": ["grass", "x", None, 3, []],
              "hex_": ["0,0", "9,9", None, "x", []], "terrain": ["sea", "tundra", "x", None, 1],
              "tile": ["0,0", "-1,1", "9,9", None, []], "animal": ["mammals", "x", None, []],
              "n": [0, 1, -1, 60, 61, None, "2", 2.5, float("nan"), 10 ** 9]}
    calls = {"add_element": ("corner", "element"), "remove_element": ("corner",),
             "add_tile": ("hex_", "terrain"), "remove_tile": ("hex_",), "set_species": ("tile", "animal", "n"),
             "add_sheet_element": ("animal", "element"), "remove_sheet_element": ("animal", "element")}
    game = Game.new(players=4, seed=1)
    rng = random.Random(5)
    for _ in range(2000):
        editor = Editor(game.state)
        method = rng.choice(sorted(calls))
        try:
            getattr(editor, method)(**{p: rng.choice(values[p]) for p in calls[method]})
        except DSError:
            pass
        assert problems(editor.state) == []
