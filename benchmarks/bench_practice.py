"""Practice benchmark: how long one question takes to generate, per kind and difficulty.

Run by hand (not a test):  taskset -c 1 python benchmarks/bench_practice.py [--per-cell 60] [--repeat 3]

What is timed, each as CPU time (``time.process_time``) and wall time (``time.perf_counter``):

* cold start: playing the bot games the positions of difficulty 2 and 3 are cut from (each pool
  game once, as the first questions of a fresh process do), and the first question of each
  difficulty in a fresh process (subprocess, import excluded);
* warm: one call of ``generate(kind, seed, difficulty)`` (drawing the position, staging the step,
  the engine's peeks, building the explanation as data), for every kind and difficulty, seeds
  interleaved across kinds and difficulties, ``--repeat`` passes with fresh seeds; median, p95
  and max per cell;
* the words of a question (``text`` + ``explanation`` in three languages) and a 20-question
  worksheet with its key.
"""
from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ds_widget.practice import KINDS, generate, worksheet
from ds_widget.practice import positions as P


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def timed(fn):  # type: ignore[no-untyped-def]
    c0, w0 = time.process_time(), time.perf_counter()
    out = fn()
    return out, (time.process_time() - c0) * 1000, (time.perf_counter() - w0) * 1000


def cold() -> None:
    P.clear_cache()
    cpu, wall = [], []
    for i in range(len(P.POOL)):
        _, c, w = timed(lambda i=i: P.pool_game(i))
        cpu.append(c)
        wall.append(w)
    print(f"\npool: {len(P.POOL)} bot games to the end of turn {P.LAST_TURN} or the game's end")
    print("| per game | min | median | max | all games |")
    print("| --- | --- | --- | --- | --- |")
    print(f"| CPU | {min(cpu):.0f} ms | {statistics.median(cpu):.0f} ms | {max(cpu):.0f} ms | "
          f"{sum(cpu) / 1000:.1f} s |")
    print(f"| wall | {min(wall):.0f} ms | {statistics.median(wall):.0f} ms | {max(wall):.0f} ms | "
          f"{sum(wall) / 1000:.1f} s |")
    print("\nfirst question in a fresh process (subprocess; import not timed)")
    print("| difficulty | kind | CPU | wall |")
    print("| --- | --- | --- | --- |")
    code = ("import time, sys; from ds_widget.practice import generate; c, w = time.process_time(), "
            "time.perf_counter(); generate(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])); "
            "print((time.process_time() - c) * 1000, (time.perf_counter() - w) * 1000)")
    for d in (1, 2, 3):
        for kind in ("matching", "find_move"):
            out = subprocess.run([sys.executable, "-c", code, kind, "5", str(d)], capture_output=True, text=True,
                                 check=True).stdout.split()
            print(f"| {d} | {kind} | {float(out[0]):.0f} ms | {float(out[1]):.0f} ms |")


def warm(per_cell: int, repeat: int) -> None:
    for i in range(len(P.POOL)):
        P.pool_game(i)
    cells: dict[tuple[str, int], tuple[list[float], list[float]]] = {
        (k, d): ([], []) for k in KINDS for d in (1, 2, 3)}
    for r in range(repeat):
        for s in range(per_cell):
            seed = 100_000 * (r + 1) + s
            for d in (1, 2, 3):
                for kind in KINDS:
                    _, c, w = timed(lambda kind=kind, d=d, seed=seed: generate(kind, seed, d))
                    cells[(kind, d)][0].append(c)
                    cells[(kind, d)][1].append(w)
    print(f"\nwarm: one generate() call; {per_cell} seeds x {repeat} passes per cell, interleaved")
    print("| kind | difficulty | CPU median | CPU p95 | CPU max | wall median | wall p95 | wall max |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    worst = 0.0
    for (kind, d), (cpu, wall) in cells.items():
        worst = max(worst, pct(wall, 0.95))
        print(f"| {kind} | {d} | {statistics.median(cpu):.1f} ms | {pct(cpu, 0.95):.1f} ms | {max(cpu):.1f} ms | "
              f"{statistics.median(wall):.1f} ms | {pct(wall, 0.95):.1f} ms | {max(wall):.1f} ms |")
    allc = [x for cpu, _ in cells.values() for x in cpu]
    allw = [x for _, wall in cells.values() for x in wall]
    print(f"| all | all | {statistics.median(allc):.1f} ms | {pct(allc, 0.95):.1f} ms | {max(allc):.1f} ms | "
          f"{statistics.median(allw):.1f} ms | {pct(allw, 0.95):.1f} ms | {max(allw):.1f} ms |")
    print(f"worst cell p95 (wall): {worst:.1f} ms")


def words_and_sheet() -> None:
    qs = [generate(k, s, 2) for k in KINDS for s in range(20)]
    cpu = []
    for q in qs:
        _, c, _ = timed(lambda q=q: [(q.text(lang), q.explanation(lang)) for lang in ("en", "it", "de")])
        cpu.append(c)
    print(f"\nwords of one question in three languages: CPU median {statistics.median(cpu):.2f} ms, "
          f"p95 {pct(cpu, 0.95):.2f} ms")
    with tempfile.TemporaryDirectory() as tmp:
        (sheet, key), c, w = timed(lambda: worksheet(n=20, seed=2024, difficulty=2, path=Path(tmp) / "w.html"))
        print(f"worksheet of 20 questions + key (warm pool): CPU {c:.0f} ms, wall {w:.0f} ms, "
              f"{sheet.stat().st_size / 1024:.0f} KiB + {key.stat().st_size / 1024:.0f} KiB")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-cell", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    if hasattr(os, "sched_getaffinity"):
        core = max(os.sched_getaffinity(0))
        os.sched_setaffinity(0, {core})
    print(f"machine: {platform.platform()}, Python {platform.python_version()}, {os.cpu_count()} cores "
          f"(pinned to one)")
    cold()
    warm(args.per_cell, args.repeat)
    words_and_sheet()


if __name__ == "__main__":
    main()
