"""How long the lessons take to run headless, in every language, as the test suite runs them.

Run: ``taskset -c 1 python benchmarks/bench_lessons.py [--repeat 3] [--lang en it de]``. Plain
script, not a test. Each run executes one notebook of ``notebooks/<lang>/`` top to bottom with
nbclient in a fresh Python kernel (kernel start-up included), exactly as
``tests/notebooks/test_lessons.py`` does. The repeats are interleaved (every notebook once, then
again), and for each lesson it prints the wall time and the CPU time of this process and the
kernel (children's CPU, measured when the kernel has exited): min / median / max over the repeats,
then the sum over all notebooks.
"""
from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

import nbformat
import psutil
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[1]


def own_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def run(path: Path) -> tuple[float, float]:
    """Wall time and CPU time (this process + the kernel) of one headless run of a notebook."""
    nb = nbformat.read(path, as_version=4)
    kernel = {"cpu": 0.0}

    def after_cell(**_: object) -> None:
        t = psutil.Process(client.km.provisioner.pid).cpu_times()
        kernel["cpu"] = t.user + t.system + t.children_user + t.children_system

    with tempfile.TemporaryDirectory() as tmp:
        client = NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": tmp}},
                                on_cell_executed=after_cell)
        c0, t0 = own_cpu(), time.perf_counter()
        client.execute()
        return time.perf_counter() - t0, own_cpu() - c0 + kernel["cpu"]


def spread(xs: list[float]) -> str:
    return f"{min(xs):6.1f} {statistics.median(xs):6.1f} {max(xs):6.1f}"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--lang", nargs="+", default=["en", "it", "de"])
    args = ap.parse_args()
    paths = [p for lang in args.lang for p in sorted((ROOT / "notebooks" / lang).glob("*.ipynb"))]
    wall: dict[Path, list[float]] = {p: [] for p in paths}
    used: dict[Path, list[float]] = {p: [] for p in paths}
    for _ in range(args.repeat):
        for p in paths:
            w, c = run(p)
            wall[p].append(w)
            used[p].append(c)
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else "?"
    print(f"python {platform.python_version()}, cores allowed {cores}, load {os.getloadavg()[0]:.1f}, "
          f"{args.repeat} interleaved repeats")
    print(f"{'notebook':45} {'wall s (min med max)':>22} {'CPU s (min med max)':>22}")
    for p in paths:
        print(f"{p.parent.name + '/' + p.stem:45} {spread(wall[p]):>22} {spread(used[p]):>22}")
    totals_w = [sum(wall[p][i] for p in paths) for i in range(args.repeat)]
    totals_c = [sum(used[p][i] for p in paths) for i in range(args.repeat)]
    print(f"{'all ' + str(len(paths)) + ' notebooks':45} {spread(totals_w):>22} {spread(totals_c):>22}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
