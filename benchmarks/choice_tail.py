"""What the slow tenth of a bare choice is made of: Python lines executed, per function.

    taskset -c 1 python benchmarks/choice_tail.py [--games 8] [--band 85 97]

A bare choice (``engine.flow.choose`` with events off, as bots and ``simulate`` use it) of random
4-player games (seeds 0…, the random bot of ``bench_engine.py``), traced with ``sys.settrace``: the
lines each choice executes, a count that does not move with the machine's load (a line is not a
fixed time, but in the engine's plain Python a line costs a few tens of nanoseconds, so the count
orders the choices as their times do). Printed: the percentiles of lines per choice, and for the
choices in the percentile ``--band`` (by default the 85th to the 97th, around the p95 that
``bench_engine.py`` times), the functions that run those lines, grouped into the *walk* (the
driver and the sections' walk from one pawn to the next: ``flow.choose``, ``flow.advance``,
``Decision``, ``State.frame_w``, ``SectionOp.step``/``next_pawn``/``ask``/``after``, and the phases'
steps — Execution's walk over the sections, Planning, the turn; Reset's too, which the band seldom
reaches)
and the rules' own work, with the decision kinds the band's choices answer and reach.

Then the same choices are timed (``time.perf_counter``, the least of three passes over the same
games, so a neighbour's burst counts less), and the p95 is worked out again as if each choice took
only its rules' share of its time (its time × its lines outside the walk ÷ all its lines) and as if
the walk took half: how far the walk alone can bring the p95.
"""
from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_engine import bare_choices, pct  # noqa: E402  (beside this script)

from ds_widget.engine.flow import choose  # noqa: E402

#: (file, function) of the walk: what carries a choice from one decision to the next
WALK = {("flow.py", "choose"), ("flow.py", "advance"), ("flow.py", "__init__"), ("sharing.py", "frame_w"),
        ("base.py", "step"), ("base.py", "next_pawn"), ("base.py", "ask"), ("base.py", "after"),
        ("phases.py", "step")}


def traced_games(games: int) -> list[tuple[collections.Counter, str, str]]:
    """Every bare choice of ``games`` random games: (lines per function, kind answered, kind reached)."""
    out = []

    def traced(st: Any, d: Any, oid: str) -> Any:
        lines: collections.Counter = collections.Counter()

        def tracer(frame: Any, event: str, arg: Any) -> Any:
            if event == "line":
                code = frame.f_code
                lines[(code.co_filename.rsplit("/", 1)[-1], code.co_name)] += 1
            return tracer

        kind = d.kind
        sys.settrace(tracer)
        d = choose(st, oid)
        sys.settrace(None)
        out.append((lines, kind, d.kind if d is not None else "end"))
        return d

    bare_choices(games, traced)
    return out


def timed_games(games: int, passes: int = 3) -> list[float]:
    """The same choices as :func:`traced_games`, each timed in µs: the least of ``passes`` passes."""
    runs: list[list[float]] = []
    for _ in range(passes):
        times: list[float] = []

        def timed(st: Any, d: Any, oid: str, times: list[float] = times) -> Any:
            t0 = time.perf_counter()
            d = choose(st, oid)
            times.append((time.perf_counter() - t0) * 1e6)
            return d

        bare_choices(games, timed)
        runs.append(times)
    return [min(ts) for ts in zip(*runs)]


def p95(xs: list[float]) -> float:
    return pct(xs, 0.95)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=8)
    ap.add_argument("--band", type=int, nargs=2, default=(85, 97), metavar=("LOW", "HIGH"))
    args = ap.parse_args()
    rows = traced_games(args.games)
    sizes = sorted(sum(c.values()) for c, _, _ in rows)

    def at(p: float) -> int:
        return sizes[min(len(sizes) - 1, int(p / 100 * (len(sizes) - 1)))]

    print(f"{len(rows)} bare choices of {args.games} random 4-player games; lines per choice, percentiles: "
          + ", ".join(f"p{p} {at(p)}" for p in (50, 70, 80, 85, 90, 95, 97, 99)))
    lo, hi = at(args.band[0]), at(args.band[1])
    band = [(c, a, b) for c, a, b in rows if lo <= sum(c.values()) <= hi]
    total: collections.Counter = collections.Counter()
    for c, _, _ in band:
        total.update(c)
    n, all_lines = len(band), sum(total.values())
    walk = sum(v for k, v in total.items() if k in WALK)
    print(f"band p{args.band[0]}-p{args.band[1]}: {n} choices of {lo}-{hi} lines, {all_lines / n:.0f} a choice; "
          f"the walk {walk / n:.0f} ({100 * walk / all_lines:.0f} %), the rules' own work "
          f"{(all_lines - walk) / n:.0f} ({100 * (all_lines - walk) / all_lines:.0f} %)")
    print("\n| lines a choice | walk | function |\n| --- | --- | --- |")
    for (f, name), v in total.most_common(15):
        print(f"| {v / n:.1f} | {'yes' if (f, name) in WALK else ''} | {f} {name} |")
    kinds = collections.Counter((a, b) for _, a, b in band)
    print("\nmost common in the band (answered -> reached): "
          + "; ".join(f"{a} -> {b} ({k})" for (a, b), k in kinds.most_common(8)))
    times = timed_games(args.games)
    share = [(sum(c.values()), sum(v for k, v in c.items() if k in WALK)) for c, _, _ in rows]
    print(f"\ntimed, the least of 3 passes: median {sorted(times)[len(times) // 2]:.1f} µs, p95 {p95(times):.1f} µs; "
          f"p95 if the walk cost nothing {p95([t * (n - w) / n for t, (n, w) in zip(times, share)]):.1f} µs, "
          f"if it cost half {p95([t * (n - w / 2) / n for t, (n, w) in zip(times, share)]):.1f} µs")


if __name__ == "__main__":
    main()
