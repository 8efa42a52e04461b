"""Click → painted board in JupyterLab, for the widget and a minimal echo widget, in the same runs.

    python benchmarks/bench_widget.py --runs 3            # or: taskset -c 1 python benchmarks/...

Each run starts a throw-away JupyterLab on 127.0.0.1 and Debian's headless Chromium (the browser
tests' harness, ``tests/e2e``), opens a late-game position (4 players, turn 9, about 100 KB of
SVG) and alternates 30 clicks on the widget's board with 30 clicks on the echo widget
(click → Python → trait → repaint). What is timed, in the page: from dispatching the click to the
new board being in the DOM (the widget's version marker arrives with the board in one message
and is set at the end of the redraw that replaces the SVG) plus two animation frames, i.e. to the
new board painted. Per run: median and p95 of each widget, and their ratio; then min / median /
max of those over the runs. Wall time is what is measured (what a user waits for); the work is
spread over the server, the kernel and the browser, so no single process's CPU time means much.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEST = "tests/e2e/test_jupyterlab.py::test_click_to_painted_board_latency"


def one_run(folder: Path, nodelay: bool) -> dict:
    env = dict(os.environ, E2E_ARTIFACTS=str(folder), E2E_NODELAY="1" if nodelay else "0")
    out = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "e2e", "-p", "no:cacheprovider", TEST],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    if out.returncode != 0:
        raise SystemExit(f"the measuring run failed:\n{out.stdout[-3000:]}\n{out.stderr[-2000:]}")
    return json.loads((folder / "latency.json").read_text(encoding="utf-8"))


def spread(xs: list[float]) -> str:
    return f"{min(xs):.1f} / {statistics.median(xs):.1f} / {max(xs):.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=3, help="JupyterLab + Chromium sessions (default 3)")
    ap.add_argument("--json", action="store_true", help="print the per-run figures as JSON")
    ap.add_argument("--nodelay", action="store_true",
                    help="JupyterLab's kernel websocket with TCP_NODELAY (no wait for the browser's delayed ACK)")
    args = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory(prefix="bench_widget_") as tmp:
        for i in range(args.runs):
            r = one_run(Path(tmp) / f"run{i + 1}", args.nodelay)
            rows.append({"run": i + 1, "svg_bytes": r["svg_bytes"],
                         "widget_median": r["widget_click_to_painted_ms"]["median"],
                         "widget_p95": r["widget_click_to_painted_ms"]["p95"],
                         "echo_median": r["echo_click_to_painted_ms"]["median"],
                         "echo_p95": r["echo_click_to_painted_ms"]["p95"],
                         "ratio_median": r["ratio_median"], "ratio_p95": r["ratio_p95"]})
            print(f"run {i + 1}: widget median {rows[-1]['widget_median']} ms, p95 {rows[-1]['widget_p95']} ms; "
                  f"echo median {rows[-1]['echo_median']} ms, p95 {rows[-1]['echo_p95']} ms; "
                  f"ratio p95 {rows[-1]['ratio_p95']}", flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))
    print(f"\nclick → painted board, {args.runs} runs of 30 clicks each (min / median / max over runs, ms):")
    for key in ("widget_median", "widget_p95", "echo_median", "echo_p95", "ratio_median", "ratio_p95"):
        print(f"  {key:14} {spread([r[key] for r in rows])}")
    print(f"  load average at the end: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
