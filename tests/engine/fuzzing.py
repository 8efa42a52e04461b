"""Saved games damaged at random, and what the loader does with them: the harness of the file fuzz.

``tests/engine/test_fuzz_doors.py`` runs a bounded part in CI (3,000 mutants); the large run is

    .venv/bin/python -m tests.engine.fuzzing --mutants 20000 --seed 2026

which prints how many mutants were refused, accepted and played on, and every one that hung,
escaped with an error of another kind, or was accepted and then broke (each must be 0).
"""
from __future__ import annotations

import argparse
import copy
import json
import random
import time
from typing import Any

from ds_widget import Game
from ds_widget.engine.invariants import problems
from tests.engine.guards import load_outcome

SAMPLE_GAMES = [(2, 3, 150), (4, 5, 400), (5, 8, 700), (6, 2, 250)]   # players, seed, plies
#: choices played on an accepted mutant, with every invariant checked after each
PLAY_ON = 50
#: seconds one load may take before the fuzz calls it a hang
HANG = 10.0


def played(players: int, seed: int, plies: int) -> Game:
    g = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    while g.ply < plies and not g.is_over:
        g.choose(rng.choice(g.pending.options).id)
    return g


def sample_files() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(saved state, record) of a few games in progress; the last record starts from a rulebook
    example (a fragment: :mod:`ds_widget.engine.fragment`), so its ``start`` (a whole state with
    its agenda and its ``fragment``) is damaged too."""
    out = [(g.to_dict(), g.record()) for g in (played(*s) for s in SAMPLE_GAMES)]
    example = Game.scenario("migration")            # in progress: the example's last choice not yet made
    example.play(example.example["choices"][:-1])
    out.append((example.to_dict(), example.record()))
    return out


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
              "space:speciation.3", [], [1], {}, {"op": "turn"}, "a" * 500, "zzz", "start", "scan"]


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


def plays_on(game: Game, rng: random.Random, choices: int = PLAY_ON) -> None:
    """``choices`` random choices, every invariant kept after each; the end of the game is fine."""
    for _ in range(choices):
        found = problems(game.state)
        if found:
            raise AssertionError(found[0])
        if game.pending is None:
            if not (game.is_over and isinstance(game.result, dict) and repr(game)):
                raise AssertionError("nothing to decide, and the game is not over")
            return
        game.choose(rng.choice(game.pending.options).id)
    found = problems(game.state)
    if found:
        raise AssertionError(found[0])


def fuzz_files(samples: list[tuple[dict[str, Any], dict[str, Any]]], mutants: int, seed: int) -> dict[str, Any]:
    """Load ``mutants`` damaged files (two states for each record); returns the counts of refused
    and accepted ones and the lists of those that hung, escaped with another error, or broke."""
    rng = random.Random(seed)
    out: dict[str, Any] = {"mutants": mutants, "refused": 0, "accepted": 0, "hung": [], "bare": [], "broken": []}
    for i in range(mutants):
        state, record = samples[i % len(samples)]
        text = json.dumps(mutate(state if i % 3 else record, rng))
        kind, game = load_outcome(text, HANG, f"mutant {i}")
        if kind == "refused":
            out["refused"] += 1
            continue
        if kind != "accepted":
            out[kind].append(f"mutant {i}" + (f": {game}" if game else ""))
            continue
        out["accepted"] += 1
        try:
            plays_on(game, random.Random(i))
        except Exception as exc:  # noqa: BLE001 - a DSError too: the file was accepted, the game must go on
            out["broken"].append(f"mutant {i}: {type(exc).__name__}: {exc}"[:200])
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mutants", type=int, default=20_000)
    ap.add_argument("--seed", type=int, default=2026)
    args = ap.parse_args()
    t0, c0 = time.perf_counter(), time.process_time()
    out = fuzz_files(sample_files(), args.mutants, args.seed)
    out["seconds"] = {"wall": round(time.perf_counter() - t0, 1), "cpu": round(time.process_time() - c0, 1)}
    print(json.dumps({**out, "hung": len(out["hung"]), "bare": len(out["bare"]), "broken": len(out["broken"]),
                      "examples": (out["hung"] + out["bare"] + out["broken"])[:10]}, indent=1))
    return 1 if out["hung"] or out["bare"] or out["broken"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
