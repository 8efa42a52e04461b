"""The widget's Python per click, with and without the parts kept between renders.

Run: ``taskset -c 1 python benchmarks/bench_click_python.py [--batches 40] [--clicks 3]``. Plain
script, not a test.

What is timed: ``DominantSpeciesWidget._on_front_end_message`` for a ``choose`` message — all the
Python a click costs in the kernel (the rule, the table rendered, the patch found, the words and
panels made, the message handed to ipywidgets), wall clock and process CPU time — on the browser
tests' late-game position (``tests/e2e/measure.py``: 4 players, seed 4, random choices to turn 9's
Planning). Two patterns:

* **click and Undo**: a pawn placed, then taken back (the browser benchmarks' pattern, the Undo
  not timed);
* **placements**: every placement of a Planning round one after the other (each a new position),
  then Undo back to the start (not timed).

Batches alternate: the widget's own :class:`~ds_widget.render.memo.PartCache` (``cache``) and no
cache (``none``, every part drawn), so a busy spell of the shared machine falls on both. Prints
min / median / p95 / max per pattern and side, the ratio of the medians, the full collections of
the cycle collector that fell inside timed clicks, and the load average before and after.

Last, one full collection of the cycle collector in this process is timed (median of 3) with the
number of objects it tracks; with ``--kernel-modules`` what a Jupyter kernel holds besides the
widget (IPython, ipykernel, ipywidgets, anywidget, jedi) is imported first, so that figure is
what such a collection costs inside a kernel, whichever click it falls in.
"""
from __future__ import annotations

import argparse
import gc
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from measure import LATE_GAME  # noqa: E402

from ds_widget import DominantSpeciesWidget, Game  # noqa: E402
from ds_widget.render.memo import PartCache  # noqa: E402


def late_game() -> Game:
    """The browser tests' late-game position (``tests/e2e/measure.py``)."""
    ns: dict = {}
    exec(LATE_GAME, ns)
    return ns["g"]


class Clock:
    """Wall and CPU milliseconds of timed messages, and the full collections inside them."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.full = 0
        self._on = False
        gc.callbacks.append(self._gc)

    def _gc(self, phase: str, info: dict) -> None:
        if self._on and phase == "start" and info["generation"] == 2:
            self.full += 1

    def send(self, w: DominantSpeciesWidget, msg: dict, timed: bool) -> None:
        self._on = timed
        c0, t0 = time.process_time(), time.perf_counter()
        w._on_front_end_message(w, dict(msg, version=w.version), [])
        t1, c1 = time.perf_counter(), time.process_time()
        self._on = False
        if timed:
            self.wall.append((t1 - t0) * 1000)
            self.cpu.append((c1 - c0) * 1000)


def space(w: DominantSpeciesWidget) -> str:
    return next(o.id for o in w.game.pending.options if o.id.startswith("space:"))


def click_and_undo(w: DominantSpeciesWidget, clock: Clock, n: int) -> None:
    for _ in range(n):
        clock.send(w, {"type": "choose", "option": space(w)}, True)
        clock.send(w, {"type": "undo"}, False)


def placements(w: DominantSpeciesWidget, clock: Clock, n: int) -> None:
    for _ in range(n):
        made = 0
        while w.game.state.phase == "planning" and any(o.id.startswith("space:") for o in w.game.pending.options):
            clock.send(w, {"type": "choose", "option": space(w)}, True)
            made += 1
        for _ in range(made):
            clock.send(w, {"type": "undo"}, False)


def spread(xs: list[float]) -> str:
    s = sorted(xs)
    return (f"{s[0]:6.2f} / {statistics.median(s):6.2f} / {s[int(0.95 * (len(s) - 1))]:6.2f} / "
            f"{s[-1]:6.2f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--batches", type=int, default=40, help="batches per side and pattern")
    ap.add_argument("--clicks", type=int, default=3, help="clicks (or Planning rounds) per batch")
    ap.add_argument("--kernel-modules", action="store_true",
                    help="import what a Jupyter kernel holds (IPython, ipykernel, jedi …) first")
    args = ap.parse_args()
    if args.kernel_modules:
        import anywidget, IPython, ipykernel.ipkernel, ipywidgets, jedi  # noqa: F401, E401, I001
    load0 = os.getloadavg()
    w = DominantSpeciesWidget(players=["human"] * 4, game=late_game())
    sides = {"cache": PartCache(), "none": None}
    patterns = {"click and Undo": click_and_undo, "placements": placements}
    clocks = {(p, s): Clock() for p in patterns for s in sides}
    for p, run in patterns.items():
        for cache in sides.values():             # warm up: imports, catalogs, both sides' caches
            w._parts = cache
            run(w, Clock(), 1)
        for _ in range(args.batches):
            for s, cache in sides.items():
                w._parts = cache
                run(w, clocks[p, s], args.clicks)
    print(f"Python {sys.version.split()[0]}; load average {' '.join(f'{x:.2f}' for x in load0)} → "
          f"{' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("ms per click, min / median / p95 / max")
    for p in patterns:
        for s in sides:
            c = clocks[p, s]
            print(f"{p:15} {s:5}  wall {spread(c.wall)}   cpu {spread(c.cpu)}   n {len(c.wall)}, "
                  f"full collections inside {c.full}")
        ratio = statistics.median(clocks[p, "none"].wall) / statistics.median(clocks[p, "cache"].wall)
        print(f"{p:15} none ÷ cache, median wall: {ratio:.2f}")
    full = []
    for _ in range(3):
        t0 = time.perf_counter()
        gc.collect()
        full.append((time.perf_counter() - t0) * 1000)
    print(f"one full collection here: {statistics.median(full):.1f} ms (median of 3), "
          f"{len(gc.get_objects())} objects tracked")


if __name__ == "__main__":
    main()
