"""The stage sweep: every step of the agenda a saved game can hold, every field of it, hostile values.

Saved states are collected from seeded random games: for every (op, stage) that stands on the
agenda when a decision waits — 61 of them, every section, card and phase that can wait for a
player — one state. Then each field of that step (and ``op`` and ``stage`` themselves) is deleted
or replaced by a hostile value: an unknown word, a wrong type, a number out of range, a board
hex without a tile, an animal or element the game does not have there. Each mutant must be refused
with the project's own error, in a bounded time (no load may hang: ``StuckError`` and the trial's
limit end every loop), or be accepted and then play on with every invariant kept — never accepted
and broken later.
"""
from __future__ import annotations

import copy
import json
import random
import time
from typing import Any

import pytest

from ds_widget.engine import Match
from ds_widget.engine.constants import ANIMALS, ELEMENTS
from ds_widget.engine.flow import OPS
from ds_widget.engine.hexmap import BOARD, hex_str
from ds_widget.engine.schema import FRAME_FIELDS, frame_fields
from tests.engine.fuzzing import plays_on
from tests.engine.guards import load_outcome

#: seconds a load may take before the sweep calls it a hang (a load takes milliseconds)
HANG = 10.0
GAMES = 60


def collect_states(games: int = GAMES) -> dict[tuple[str, Any], tuple[dict[str, Any], int]]:
    """(op, stage) -> (a saved state with that step on its agenda, the step's place in it)."""
    found: dict[tuple[str, Any], tuple[dict[str, Any], int]] = {}
    for i in range(games):
        g = Match.new(players=2 + i % 5, seed=i, max_turns=12)
        rng = random.Random(i)
        while not g.is_over:
            frames = g.state.frames
            for k, fr in enumerate(frames):
                key = (fr["op"], fr.get("stage"))
                if key not in found:
                    found[key] = (g.to_dict(), k)
            g.choose(rng.choice(g.pending.options).id)
    return found


@pytest.fixture(scope="module")
def states():
    return collect_states()


def test_every_stage_a_game_waits_in_is_one_its_op_declares(states):
    """The ops' declared stages are complete: every stage met in play is declared (a stage added
    to an op's code but not to ``stages`` would make its saved games unloadable)."""
    undeclared = [key for key in states if key[1] is not None and key[1] not in OPS[key[0]].stages]
    assert not undeclared
    ops = {op for op, _ in states}
    assert len(states) >= 55 and {"planning", "regression", "reset", "migration", "card_catastrophe"} <= ops


def hostile_values(state: dict[str, Any], field: str, value: Any) -> list[Any]:
    """Values that a game never puts in ``field``: kinds that are wrong for it, and right kinds
    pointing at what is not there."""
    tiles = {row["hex"] for row in state["tiles"]}
    empty_hex = next(hex_str(h) for h in BOARD if hex_str(h) not in tiles)
    out_of_play = next((a for a in ANIMALS if a not in {row["name"] for row in state["animals"]}), "zebras")
    words = [None, True, 1.5, -1, 10 ** 6, "zzz", "", [], {}, empty_hex, "9,9", out_of_play, "0,0E"]
    if isinstance(value, list):
        words += [value + value[:1], value[1:] if value else [out_of_play], [empty_hex], ["zzz"], [[]]]
    if isinstance(value, dict):
        first = next(iter(value), None)
        words += [{**value, out_of_play: 1}, {**value, "zzz": 1}, dict.fromkeys(value, "zzz"),
                  {k: [out_of_play] for k in value}, dict.fromkeys(value, -1)]
        if first is not None:
            words.append({k: v for k, v in value.items() if k != first})
        # a list of elements naming one the animal (or the step) does not have
        words.append({k: [e for e in ELEMENTS if e not in x][:1] if isinstance(x, list) else x
                      for k, x in value.items()})
    if isinstance(value, int) and not isinstance(value, bool):
        words += [value + 1, value - 1, value + 7]
    if isinstance(value, str) and value in ELEMENTS:
        words += [e for e in ELEMENTS if e != value][:2]
    return words


def mutants(states):
    """(name, mutated state) for every sampled step, field and hostile value."""
    for (op, stage), (state, k) in sorted(states.items(), key=lambda kv: str(kv[0])):
        frame = state["frames"][k]
        fields = ["op", "stage"] + sorted(frame_fields(op) or {})
        for field in dict.fromkeys(fields):
            value = frame.get(field)
            variants = [("delete", None)] + [("set", v) for v in hostile_values(state, field, value)]
            for how, v in variants:
                mutant = copy.deepcopy(state)
                fr = mutant["frames"][k]
                if how == "delete":
                    if field not in fr:
                        continue
                    del fr[field]
                else:
                    if v == value and type(v) is type(value):
                        continue
                    fr[field] = v
                yield f"{op}/{stage}: {field} {how} {v!r}"[:120], mutant


def sweep(states, hang: float = HANG) -> dict[str, list[str]]:
    """Load every mutant; the outcomes by kind (refused / accepted / the failures)."""
    out: dict[str, list[str]] = {"refused": [], "accepted": [], "hung": [], "bare": [], "broken": []}
    for name, mutant in mutants(states):
        text = json.dumps(mutant)
        kind, game = load_outcome(text, hang, "loading " + name)
        if kind != "accepted":
            out[kind].append(name + (f": {game}" if game else ""))
            continue
        out["accepted"].append(name)
        for seed in range(3):
            try:
                plays_on(Match.load(text), random.Random(seed), 40)
            except Exception as exc:  # noqa: BLE001 - a DSError here is also a failure: the game was accepted
                out["broken"].append(f"{name} (seed {seed}): {type(exc).__name__}: {exc}"[:200])
                break
    return out


def test_the_stage_sweep_finds_no_hang_no_bare_error_and_nothing_accepted_then_broken(states):
    t0 = time.perf_counter()
    out = sweep(states)
    took = time.perf_counter() - t0
    total = sum(map(len, out.values()))
    print(f"stage sweep: {total} mutants of {len(states)} steps in {took:.1f} s — "
          + ", ".join(f"{k} {len(v)}" for k, v in out.items()))
    assert not out["hung"], out["hung"][:10]
    assert not out["bare"], out["bare"][:10]
    assert not out["broken"], out["broken"][:10]
    assert total > 2000 and len(out["refused"]) > total // 2


@pytest.mark.wall_clock
def test_the_stage_sweep_catches_a_planted_hang(states, monkeypatch):
    """The fault: no step budget, and a stage the op declares but never handles (the loader's
    trial then loops for ever — issue 25's D1)."""
    from ds_widget.engine import flow
    monkeypatch.setattr(flow, "STEP_LIMIT", 10 ** 12)
    regression = type(OPS["regression"])
    monkeypatch.setattr(regression, "stages", regression.stages | {"zzz"})
    out = sweep({k: v for k, v in states.items() if k == ("regression", "ask")}, hang=1.0)
    assert any("stage set 'zzz'" in name for name in out["hung"])


def test_every_op_that_can_be_saved_has_its_fields_declared():
    for op in OPS:
        fields = frame_fields(op)
        assert fields is not None, op
        assert "stage" in fields or op in ("planning", "execution"), op
    assert set(FRAME_FIELDS) <= set(OPS)
