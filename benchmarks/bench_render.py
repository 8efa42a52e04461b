"""How long the SVG renderer takes on a late-game position, and how big the picture is.

Run: ``taskset -c 1 python benchmarks/bench_render.py [--runs 200]``. Plain script, not a test.
Times one call of ``render_svg`` on the same state again and again (wall clock and process CPU
time), after one warm-up call; the picture is built from scratch each time (only the translated
labels are cached). The position
is the late-game golden of the renderer tests (4 players, seed 9, 1057 uniformly random choices:
turn 19, 28 tiles, choices on the earth, last step marked). Targets: median ≤ 15 ms, ≤ 120 KB.

For comparison it also times the same number of elements built one svgwrite object each
(``--svgwrite-baseline``), the approach the renderer avoids for its repeated elements.
"""
from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.render import render_svg  # noqa: E402
from tests.render.positions import late_game  # noqa: E402

CPU: dict[int, list[float]] = {}


def measure(fn, runs: int) -> list[float]:
    """Wall-clock milliseconds of ``runs`` calls, sorted; the CPU milliseconds (process time) of
    the same calls are kept in ``CPU[id(result)]`` for :func:`summary`."""
    fn()  # warm up: imports, catalogs, caches
    out, cpu = [], []
    for _ in range(runs):
        c0, t0 = time.process_time(), time.perf_counter()
        fn()
        t1, c1 = time.perf_counter(), time.process_time()
        out.append((t1 - t0) * 1000)
        cpu.append((c1 - c0) * 1000)
    out.sort()
    CPU[id(out)] = sorted(cpu)
    return out


def summary(ms: list[float]) -> str:
    p95 = ms[min(len(ms) - 1, int(round(0.95 * (len(ms) - 1))))]
    text = (f"wall min {ms[0]:.2f} ms, median {statistics.median(ms):.2f} ms, p95 {p95:.2f} ms, "
            f"max {ms[-1]:.2f} ms")
    cpu = CPU.get(id(ms))
    if cpu:   # process_time ticks coarsely on some systems: its median is the figure to read
        text += f"; CPU median {statistics.median(cpu):.2f} ms"
    return text


def svgwrite_baseline(n: int) -> None:
    import svgwrite
    d = svgwrite.Drawing(size=("1760", "1000"), debug=False)
    for i in range(n):
        d.add(d.circle((i * 1.5, 3.25), 5, fill="#aabbcc", class_="corner hit",
                       **{"data-target": f"corner-{i},0E"}))
    d.tostring()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=200)
    ap.add_argument("--svgwrite-baseline", action="store_true")
    args = ap.parse_args()
    g = late_game()
    st, pending, events = g.state, g.pending, g.last_events
    svg = render_svg(st, decision=pending, events=events)
    elements = svg.count("<") - svg.count("</")
    print(f"Python {platform.python_version()} on {platform.system()} {platform.release()}")
    print(f"position: turn {st.turn}, {len(st.tiles)} tiles, {len(st.corners)} elements on "
          f"earth, {len(pending.options)} options; SVG {len(svg.encode())} bytes "
          f"({len(svg.encode()) / 1024:.1f} KiB), about {elements} elements")
    full = measure(lambda: render_svg(st, decision=pending, events=events), args.runs)
    print(f"render_svg, whole table, {args.runs} runs: {summary(full)}")
    pres = measure(lambda: render_svg(st, decision=pending, events=events, presentation=True),
                   args.runs)
    print(f"render_svg, presentation=True:        {summary(pres)}")
    board = measure(lambda: render_svg(st, decision=pending, events=events, panels=("board",)),
                    args.runs)
    print(f"render_svg, panels=('board',):        {summary(board)}")
    if args.svgwrite_baseline:
        base = measure(lambda: svgwrite_baseline(elements), max(10, args.runs // 10))
        print(f"baseline: {elements} svgwrite circles:  {summary(base)}")
    ok = statistics.median(full) <= 15 and len(svg.encode()) <= 120 * 1024
    print("targets (median <= 15 ms, <= 120 KB):", "met" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
