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

MUTANTS = 3000
SAMPLE_GAMES = [(2, 3, 150), (4, 5, 400), (5, 8, 700), (6, 2, 250)]   # players, seed, plies


def played(players: int, seed: int, plies: int) -> Game:
    g = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    while g.ply < plies and not g.is_over:
        g.choose(rng.choice(g.pending.options).id)
    return g


@pytest.fixture(scope="module")
def samples() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(saved state, record) of a few games in progress."""
    return [(g.to_dict(), g.record()) for g in (played(*s) for s in SAMPLE_GAMES)]


def paths(node: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside ``node`` (dict keys and list indexes)."""
    out = [prefix]
    if isinstance(node, dict):
        for k, v in node.items():
            out += paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += paths(v, prefix + (i,))
    return out


ODD_VALUES = [None, True, False, 0, -1, 1, 2, 10 ** 9, -10 ** 9, 2 ** 70, 1.5, float("nan"),
              "", "x", "²", "-9,9", "0,0", "0,0E", "mammals", "seed", "tundra", "ice_age",
              "space:speciation.3", [], [1], {}, {"op": "turn"}, "a" * 500]


def mutate(data: Any, rng: random.Random) -> Any:
    """One random damage: delete, retype, out of range, duplicate, truncate, swap."""
    data = copy.deepcopy(data)
    target = rng.choice([p for p in paths(data) if p])
    *parent_path, key = target
    parent = data
    for k in parent_path:
        parent = parent[k]
    how = rng.choice(["delete", "retype", "retype", "duplicate", "truncate", "swap"])
    if how == "delete":
        del parent[key]
    elif how == "retype":
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    elif how == "duplicate" and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
    elif how == "truncate" and isinstance(parent[key], (list, str)):
        parent[key] = parent[key][: len(parent[key]) // 2]
    elif how == "swap" and isinstance(parent, list) and len(parent) > 1:
        j = rng.randrange(len(parent))
        parent[key], parent[j] = parent[j], parent[key]
    else:
        parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
    return data


def accepted_and_plays_on(game: Game, rng: random.Random) -> None:
    for _ in range(50):
        assert problems(game.state) == []
        if game.pending is None:
            assert game.is_over and isinstance(game.result, dict)
            return
        game.choose(rng.choice(game.pending.options).id)
    assert problems(game.state) == []


def test_mutated_states_and_records_are_refused_or_play_on(samples):
    rng = random.Random(2026)
    refused = accepted = 0
    for i in range(MUTANTS):
        state, record = samples[i % len(samples)]
        mutant = mutate(state if i % 3 else record, rng)
        text = json.dumps(mutant)
        try:
            game = Game.load(text)
        except DSError:
            refused += 1
            continue
        accepted += 1
        accepted_and_plays_on(game, random.Random(i))
    assert refused > MUTANTS // 3 and accepted > 0       # the fuzzing reaches both outcomes


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
