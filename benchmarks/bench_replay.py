"""Loading a long game record: the cost per choice must not grow with the record's length, and the
history it keeps must be small.

Run: ``taskset -c 1 python benchmarks/bench_replay.py [--repeats 3] [--lengths 5000,40000]``.
Plain script, not a test.

The record: a 2-player game (seed 2, turn limit 10,000) played with uniformly random choices
(``random.Random(2)``) — random play empties the earth in this game, so it goes on for ever
(docs/rules.md R29). Timed, with the garbage collector on as always: ``Match.load`` of the record's
JSON text cut to N choices — the page's and the CLI's door: every choice checked and applied, the
history kept — in CPU time (``time.process_time``) and wall time, the lengths interleaved in each
repeat. Printed: µs per choice, min / median / max over the repeats, and the ratio of the longest
to the shortest median (1.0 = linear). Then the memory the loaded game holds (``tracemalloc``: the
Python allocations still alive after the load, the game's own, the text excluded), per 1,000
choices of history. ``--json`` prints the figures as one object.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import platform
import random
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.engine import Match  # noqa: E402


def long_record(choices: int) -> dict:
    g = Match.new(players=2, seed=2, max_turns=10_000)
    rng = random.Random(2)
    st = g.state
    while g.ply < choices:
        if g.is_over:
            raise SystemExit("the game ended before the record was long enough; pick another seed")
        g.choose(rng.choice(g.pending.options).id)
        st = g.state
    assert st.ply == choices
    return g.record()


def held_bytes(text: str) -> int:
    """Bytes of Python memory the game loaded from ``text`` holds (allocated and still alive)."""
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    g = Match.load(text)
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del g
    return after - before


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--lengths", default="5000,40000", help="choices, comma-separated")
    ap.add_argument("--memory", default="40000", help="lengths whose held memory is measured")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--no-gc", action="store_true", help="switch the garbage collector off (to see its share)")
    args = ap.parse_args()
    if args.no_gc:
        gc.disable()
    lengths = [int(x) for x in args.lengths.split(",")]
    mem_lengths = [int(x) for x in args.memory.split(",") if x]
    out: dict = {"python": platform.python_version(), "cpus": sorted(os.sched_getaffinity(0)),
                 "gc_enabled": gc.isenabled(), "load": list(os.getloadavg())}
    record = long_record(max(lengths + mem_lengths))
    texts = {n: json.dumps(dict(record, choices=record["choices"][:n])) for n in set(lengths + mem_lengths)}
    cpu: dict[int, list[float]] = {n: [] for n in lengths}
    wall: dict[int, list[float]] = {n: [] for n in lengths}
    for _ in range(args.repeats):
        for n in lengths:
            c0, w0 = time.process_time(), time.perf_counter()
            g = Match.load(texts[n])
            c1, w1 = time.process_time(), time.perf_counter()
            assert g.ply == n
            cpu[n].append((c1 - c0) / n * 1e6)
            wall[n].append((w1 - w0) / n * 1e6)
            del g
    out["us_per_choice"] = {}
    for n in lengths:
        c, w = sorted(cpu[n]), sorted(wall[n])
        out["us_per_choice"][n] = {"cpu": [round(c[0], 1), round(statistics.median(c), 1), round(c[-1], 1)],
                                   "wall": [round(w[0], 1), round(statistics.median(w), 1), round(w[-1], 1)]}
        if not args.json:
            print(f"{n:>7,} choices: CPU µs/choice min {c[0]:.1f} median {statistics.median(c):.1f} "
                  f"max {c[-1]:.1f} | wall min {w[0]:.1f} median {statistics.median(w):.1f} max {w[-1]:.1f}")
    shortest, longest = statistics.median(cpu[lengths[0]]), statistics.median(cpu[lengths[-1]])
    out["ratio_longest_to_shortest"] = round(longest / shortest, 2)
    out["bytes_per_1000_choices"] = {n: round(held_bytes(texts[n]) / n * 1000) for n in mem_lengths}
    out["load_end"] = list(os.getloadavg())
    if args.json:
        print(json.dumps(out, indent=1))
    else:
        print(f"CPU per choice, {lengths[-1]:,} vs {lengths[0]:,} choices: {out['ratio_longest_to_shortest']:.2f} "
              "(1.0 = linear)")
        for n, b in out["bytes_per_1000_choices"].items():
            print(f"memory the loaded game holds, {n:,} choices: {b / 1e6:.2f} MB per 1,000 choices")
        print(f"load average: {out['load'][:3]} -> {out['load_end'][:3]}")


if __name__ == "__main__":
    main()
