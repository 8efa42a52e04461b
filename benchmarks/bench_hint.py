"""The Hint's time, in CPython and in the site's Python (Pyodide under Node.js), and its sameness.

    taskset -c 1 python benchmarks/bench_hint.py --positions 24          # CPython, then Pyodide
    taskset -c 1 python benchmarks/bench_hint.py --positions 24 --pyodide 0   # CPython only

What is timed: :func:`ds_widget.review.sure.hint_analysis` — everything the widget's Hint computes
before it words the result (the coach's analysis, bounded by counted work, then its longer test of
the choice against the next best, at most :data:`~ds_widget.review.sure.HINT_ROUNDS` paired
rounds) — on positions taken from random 4-player games (``bench_coach.positions``, the same
positions on both Pythons), wall and CPU seconds, min / median / p95 / max, and the rounds the
longer test played. The wording after it (a few milliseconds) is left out. The hint reads no clock,
so both Pythons compute the same hints: the script prints a digest of them, which must agree.

Pyodide: the runtime ``./tools/site.sh node-runtime`` prepares (``site/_cache/pyodide-node``), with
the Fluent wheels the catalogs need (``PYODIDE_PACKAGES``, read by ``pyodide_run.mjs``).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))
sys.path.insert(0, str(HERE))
RUNTIME = HERE.parent / "site" / "_cache" / "pyodide-node"

from bench_coach import positions  # noqa: E402

from ds_widget.review.sure import hint_analysis  # noqa: E402


def timed(n: int, seed: int) -> dict[str, object]:
    """The hint on ``n`` positions: per position CPU and wall seconds and the longer test's rounds,
    and a digest of every hint (choice, values, the test's gap)."""
    cpu, wall, rounds, digest = [], [], [], hashlib.sha256()
    for i, g in enumerate(positions(n, seed)):
        t0, c0 = time.perf_counter(), time.process_time()
        made = hint_analysis(g, i)
        wall.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
        sure = made["sure"] if made else None
        rounds.append(sure["rounds"] if sure else 0)
        ranked = [[r["option"], round(r["value"], 6)] for r in made["ranked"]] if made else None
        digest.update(json.dumps(ranked).encode())
        digest.update(json.dumps(sure and [sure["rounds"], sure["gap"], sure["low"]]).encode())
    return {"cpu": cpu, "wall": wall, "rounds": rounds, "digest": digest.hexdigest()[:16]}


def spread(xs: list[float]) -> str:
    s = sorted(xs)
    return (f"{s[0]:.3f} / {statistics.median(s):.3f} / {s[min(len(s) - 1, int(0.95 * len(s)))]:.3f} / "
            f"{s[-1]:.3f}")


def row(name: str, r: dict) -> str:
    return (f"| {name} | {len(r['cpu'])} | {spread(r['cpu'])} | {spread(r['wall'])} | "
            f"{statistics.mean(r['rounds']):.1f} | {r['digest']} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=24)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--pyodide", type=int, default=1, help="also time it in Pyodide under Node.js (0: not)")
    ap.add_argument("--json", action="store_true", help="print the raw figures as one JSON line (the Pyodide side)")
    args = ap.parse_args()
    r = timed(args.positions, args.seed)
    if args.json:
        print(json.dumps(r))
        return
    print(f"load {os.getloadavg()[0]:.2f}; seconds, min / median / p95 / max")
    print("\n| Python | positions | CPU s | wall s | longer test's rounds, mean | hints' digest |")
    print("| --- | --- | --- | --- | --- | --- |")
    print(row("CPython " + sys.version.split()[0], r))
    if args.pyodide and shutil.which("node") and (RUNTIME / "pyodide.mjs").is_file():
        out = subprocess.run(["node", str(HERE / "pyodide_run.mjs"), str(RUNTIME), str(HERE.parent),
                              "benchmarks/bench_hint.py", "--positions", str(args.positions), "--seed",
                              str(args.seed), "--json"], check=True, capture_output=True, text=True,
                             env={**os.environ, "PYODIDE_PACKAGES": "fluent-runtime"}).stdout
        print(row("Pyodide (Node.js)", json.loads(out.strip().splitlines()[-1])))
    elif args.pyodide:
        print(f"(Pyodide left out: no node, or no runtime in {RUNTIME}: ./tools/site.sh node-runtime)")
    print(f"load {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
