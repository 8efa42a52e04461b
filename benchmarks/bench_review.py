"""The game review: how long reviewing one seat of a whole game takes, and what a review running in
the background costs a click in JupyterLab.

    taskset -c 1 python benchmarks/bench_review.py --games 10          # review time, one core
    python benchmarks/bench_review.py --clicks 3                        # click -> painted, idle vs review

Review time: 4-player games, seat 1 played by the random bot (the player with the most costly
decisions, so the most of them checked with more playouts: the slowest case) and seats 2-4 by
greedy bots, seeds from ``--seed``; each game is played first (not timed), then ``Review(game,
[0]).run()`` — what ``python -m ds_widget review GAME --seat 1`` and the widget's Review button
run — is timed whole, CPU (``time.process_time``) and wall (``time.perf_counter``), and each
judged decision's CPU time. Printed per game, then min / median / max, the slowest decision, and
the load average before and after (the machine is shared: quote the figures with it).

Clicks (``--clicks N``): N runs of ``tests/e2e/test_review_in_lab.py::test_clicks_while_a_review_runs``
(a throw-away JupyterLab and headless Chromium; 25 clicks with no review running and 25 while one
runs, interleaved in blocks of 5 on the same page); per run the median and p95 of each and their
ratio, then min / median / max over the runs.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots.registry import make_bot  # noqa: E402
from ds_widget.bots.tournament import seat_seed  # noqa: E402
from ds_widget.engine import Match  # noqa: E402
from ds_widget.review import Review  # noqa: E402

CLICK_TEST = "tests/e2e/test_review_in_lab.py::test_clicks_while_a_review_runs"


def spread(xs: list[float], digits: int = 1) -> str:
    return f"{min(xs):.{digits}f} / {statistics.median(xs):.{digits}f} / {max(xs):.{digits}f}"


def game(seed: int) -> Match:
    g = Match.new(players=4, seed=seed)
    bots = [make_bot(k, seat_seed(seed, i)) for i, k in enumerate(["random", "greedy", "greedy", "greedy"])]
    while g.pending is not None:
        g.choose(bots[g.state.animals[g.pending.animal].player].pick(g))
    return g


def review_times(games: int, seed: int) -> dict:
    load = os.getloadavg()
    rows = []
    for s in range(seed, seed + games):
        g = game(s)
        review = Review(g, [0])
        slowest = 0.0
        c0, w0 = time.process_time(), time.perf_counter()
        while not review.done:
            t = time.process_time()
            review.step()
            slowest = max(slowest, time.process_time() - t)
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        rows.append({"seed": s, "decisions": review.total, "cpu": round(cpu, 2), "wall": round(wall, 2),
                     "slowest_decision_cpu": round(slowest, 3)})
        print(f"game {s}: {review.total} decisions, CPU {cpu:.1f} s, wall {wall:.1f} s, "
              f"slowest decision {slowest:.2f} s CPU", flush=True)
    return {"rows": rows, "load_before": [round(x, 2) for x in load],
            "load_after": [round(x, 2) for x in os.getloadavg()]}


def clicks(runs: int) -> list[dict]:
    out = []
    with tempfile.TemporaryDirectory(prefix="bench_review_") as tmp:
        for i in range(runs):
            folder = Path(tmp) / f"run{i + 1}"
            env = dict(os.environ, E2E_ARTIFACTS=str(folder))
            r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "e2e", "-p", "no:cacheprovider",
                                CLICK_TEST], cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
            if r.returncode != 0:
                raise SystemExit(f"the measuring run failed:\n{r.stdout[-3000:]}\n{r.stderr[-2000:]}")
            res = json.loads((folder / "review_latency.json").read_text(encoding="utf-8"))
            row = {"run": i + 1, "idle_median": res["idle_click_to_painted_ms"]["median"],
                   "idle_p95": res["idle_click_to_painted_ms"]["p95"],
                   "review_median": res["review_click_to_painted_ms"]["median"],
                   "review_p95": res["review_click_to_painted_ms"]["p95"],
                   "ratio_median": res["ratio_median"], "ratio_p95": res["ratio_p95"],
                   "load": [round(x, 2) for x in os.getloadavg()]}
            print(f"run {i + 1}: idle median {row['idle_median']} ms, p95 {row['idle_p95']} ms; during a review "
                  f"median {row['review_median']} ms, p95 {row['review_p95']} ms; p95 ratio {row['ratio_p95']}; "
                  f"load {row['load']}", flush=True)
            out.append(row)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=0, help="games whose seat 1 is reviewed (time per review)")
    ap.add_argument("--seed", type=int, default=2000)
    ap.add_argument("--clicks", type=int, default=0, help="JupyterLab runs measuring clicks during a review")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    out: dict = {"cpu_affinity": sorted(os.sched_getaffinity(0))}
    if args.games:
        r = review_times(args.games, args.seed)
        out["review"] = r
        rows = r["rows"]
        print(f"{len(rows)} games, seat 1 reviewed: CPU s min / median / max {spread([x['cpu'] for x in rows])}; "
              f"wall {spread([x['wall'] for x in rows])}; decisions {spread([x['decisions'] for x in rows], 0)}; "
              f"slowest decision {max(x['slowest_decision_cpu'] for x in rows):.2f} s CPU; "
              f"load {r['load_before']} -> {r['load_after']}; cores {out['cpu_affinity']}")
    if args.clicks:
        rows = clicks(args.clicks)
        out["clicks"] = rows
        print(f"{len(rows)} runs: p95 idle {spread([x['idle_p95'] for x in rows])} ms, during a review "
              f"{spread([x['review_p95'] for x in rows])} ms, p95 ratio {spread([x['ratio_p95'] for x in rows], 2)}")
    if args.json:
        print(json.dumps(out))


if __name__ == "__main__":
    main()
