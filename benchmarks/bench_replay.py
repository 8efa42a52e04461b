"""Replaying a game record: the cost per choice must not grow with the record's length.

Run: ``taskset -c 1 python benchmarks/bench_replay.py [--repeats 5]``. Plain script, not a test.

The record: a 2-player game (seed 2, turn limit 10,000) played with uniformly random choices
(``random.Random(2)``) for 100,000 choices — random play empties the earth in this game, so it
goes on for ever (docs/rules.md R29). Timed: ``Match.from_record(record, upto=N)`` for N = 1,000,
10,000 and 100,000 — the whole load through the one door, every choice checked and applied, the
history kept — in CPU time (``time.process_time``) and wall time, the three lengths interleaved in
each repeat. Printed: µs per choice, min / median / max over the repeats, and the ratio of the
100,000 to the 1,000 median (1.0 = linear).
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.engine import Match  # noqa: E402

LENGTHS = (1_000, 10_000, 100_000)


def long_record(choices: int) -> dict:
    g = Match.new(players=2, seed=2, max_turns=10_000)
    rng = random.Random(2)
    while g.ply < choices:
        if g.is_over:
            raise SystemExit("the game ended before the record was long enough; pick another seed")
        g.choose(rng.choice(g.pending.options).id)
    return g.record()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=5)
    args = ap.parse_args()
    print(f"Python {platform.python_version()}, CPUs allowed: {sorted(os.sched_getaffinity(0))}, "
          f"load {os.getloadavg()[0]:.2f}")
    record = long_record(max(LENGTHS))
    cpu: dict[int, list[float]] = {n: [] for n in LENGTHS}
    wall: dict[int, list[float]] = {n: [] for n in LENGTHS}
    for _ in range(args.repeats):
        for n in LENGTHS:
            c0, w0 = time.process_time(), time.perf_counter()
            g = Match.from_record(record, upto=n)
            c1, w1 = time.process_time(), time.perf_counter()
            assert g.ply == n
            cpu[n].append((c1 - c0) / n * 1e6)
            wall[n].append((w1 - w0) / n * 1e6)
            del g
    for n in LENGTHS:
        c, w = sorted(cpu[n]), sorted(wall[n])
        print(f"{n:>7,} choices: CPU µs/choice min {c[0]:.1f} median {statistics.median(c):.1f} max {c[-1]:.1f}"
              f" | wall min {w[0]:.1f} median {statistics.median(w):.1f} max {w[-1]:.1f}")
    ratio = statistics.median(cpu[LENGTHS[-1]]) / statistics.median(cpu[LENGTHS[0]])
    print(f"CPU per choice, {LENGTHS[-1]:,} vs {LENGTHS[0]:,} choices: {ratio:.2f} (1.0 = linear)")
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
