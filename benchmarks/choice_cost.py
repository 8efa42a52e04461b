"""The cost of one bare choice (``engine.flow.choose``, events off: as bots and ``simulate`` use
it), timed choice by choice over random 4-player games — in whatever Python runs it. The engine
benchmark (``bench_engine.py``) runs it in CPython and, under Node.js, in Pyodide (the no-install
site's Python), and prints both:

    python benchmarks/choice_cost.py [--games 10]                      # CPython, JSON out
    node benchmarks/pyodide_run.mjs site/_cache/pyodide-node . benchmarks/choice_cost.py --games 10

Standard library and the engine only (Pyodide loads no package for it). The games are those of
:func:`bare_choices` (seeds 0…, the random bot seeded alike); the least of ``--passes``
passes over the same games is kept per choice, so a neighbour's burst on the machine counts less.
"""
from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from ds_widget.engine.flow import advance, choose
from ds_widget.engine.rng import Rng
from ds_widget.engine.setup import new_state, normalise_setup


def bare_choices(games: int, make: Callable[[Any, Any, str], Any]) -> None:
    """Every bare choice (events off, no history: ``engine.flow.choose``) of ``games`` random
    4-player games, seeds 0…, the random bot's: ``make(state, decision, option id)`` makes it and
    returns the next decision (and may time or trace it)."""
    for seed in range(games):
        st = new_state(normalise_setup(4, seed=seed))
        st.events = None
        bot = Rng(seed)
        d = advance(st)
        while d is not None:
            d = make(st, d, d.options[bot.below(len(d.options))].id)


def timed_choices(games: int) -> list[float]:
    """µs of every bare choice of ``games`` random 4-player games, in order (:func:`bare_choices`)."""
    out: list[float] = []
    clock = time.perf_counter

    def timed(st: Any, d: Any, oid: str) -> Any:
        t0 = clock()
        nxt = choose(st, oid)
        out.append((clock() - t0) * 1e6)
        return nxt

    bare_choices(games, timed)
    return out


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--passes", type=int, default=3)
    args = ap.parse_args()
    timed_choices(1)                                   # warm up: imports, tables, caches
    passes = [timed_choices(args.games) for _ in range(args.passes)]
    best = [min(x) for x in zip(*passes)]
    print(json.dumps({"python": f"{platform.python_implementation()} {platform.python_version()} "
                                f"({sys.platform})", "n": len(best),
                      "median_us": statistics.median(best), "p95_us": pct(best, 0.95),
                      "max_us": max(best)}))


if __name__ == "__main__":
    main()
