"""The widget's Python per click in two checkouts, measured in one run (A/B).

Run by hand (not a test), e.g. against the commit before the kept parts::

    git worktree add --detach /tmp/before 6506d38
    taskset -c 1 python benchmarks/bench_click_ab.py /tmp/before . [--batches 10] [--clicks 20]

Each batch is a fresh Python process that imports ds_widget from one checkout, builds the browser
tests' late-game position (``tests/e2e/measure.py``: 4 players, seed 4, random choices to turn 9's
Planning; the same in both, checked) in a widget as it comes, and times ``_on_front_end_message`` for ``--clicks``
clicks that each place a pawn, an Undo (not timed) after each — the browser benchmarks' pattern.
Batches alternate A, B, A, B … so that a busy spell of the shared machine falls on both. Reports,
per checkout, the batch medians' min / median / max (wall and CPU), every click's p95, and the
ratio of the medians, with the load average before and after.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from measure import LATE_GAME  # noqa: E402

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import ds_widget
assert ds_widget.__file__.startswith(sys.argv[1]), ds_widget.__file__
""" + LATE_GAME + r"""
w = DominantSpeciesWidget(players=["human"] * 4, game=g)
def send(msg):
    w._on_front_end_message(w, dict(msg, version=w.version), [])
def space():
    return next(o.id for o in w.game.pending.options if o.id.startswith("space:"))
send({"type": "choose", "option": space()}); send({"type": "undo"})      # warm up
wall, cpu = [], []
for _ in range(int(sys.argv[2])):
    c0, t0 = time.process_time(), time.perf_counter()
    send({"type": "choose", "option": space()})
    t1, c1 = time.perf_counter(), time.process_time()
    wall.append((t1 - t0) * 1000); cpu.append((c1 - c0) * 1000)
    send({"type": "undo"})
print(json.dumps({"wall": wall, "cpu": cpu, "ply": g.ply, "svg": len(w.svg)}))
"""


def batch(checkout: Path, clicks: int) -> dict:
    out = subprocess.run([sys.executable, "-c", CHILD, str(checkout.resolve()), str(clicks)],
                         capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", type=Path, help="checkout A (e.g. a worktree of an older commit)")
    ap.add_argument("b", type=Path, help="checkout B")
    ap.add_argument("--batches", type=int, default=10)
    ap.add_argument("--clicks", type=int, default=20)
    args = ap.parse_args()
    load0 = os.getloadavg()
    runs: dict[str, list[dict]] = {"A": [], "B": []}
    for _ in range(args.batches):
        for side, path in (("A", args.a), ("B", args.b)):
            runs[side].append(batch(path, args.clicks))
    positions = {(r["ply"], r["svg"]) for side in runs.values() for r in side}
    print(f"load average {' '.join(f'{x:.2f}' for x in load0)} → {' '.join(f'{x:.2f}' for x in os.getloadavg())}; "
          f"{args.batches} batches × {args.clicks} clicks per side; position (ply, SVG chars): {sorted(positions)}")
    medians = {}
    for side, path in (("A", args.a), ("B", args.b)):
        for kind in ("wall", "cpu"):
            meds = sorted(statistics.median(r[kind]) for r in runs[side])
            every = sorted(x for r in runs[side] for x in r[kind])
            p95 = every[int(0.95 * (len(every) - 1))]
            medians[side, kind] = statistics.median(meds)
            print(f"{side} {str(path):24} {kind:4} ms per click: batch medians {meds[0]:.2f} / "
                  f"{statistics.median(meds):.2f} / {meds[-1]:.2f}, p95 of every click {p95:.2f}")
    for kind in ("wall", "cpu"):
        print(f"A ÷ B, median {kind}: {medians['A', kind] / medians['B', kind]:.2f}")


if __name__ == "__main__":
    main()
