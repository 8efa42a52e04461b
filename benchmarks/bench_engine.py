"""Engine benchmark: complete random games per second, and the cost of one choice.

Run by hand (not a test):  taskset -c 1 python benchmarks/bench_engine.py [--games 60] [--repeat 5]
(it pins itself to core 1 when it may run on more). Wall time and process CPU time.

* games per second for 2, 4 and 6 players on one core: the same fast path as
  ``python -m ds_widget simulate`` (events off, no history), several repeats with the player
  counts interleaved, median and spread;
* the cost of one choice: every ``choose`` of full games through the public :class:`Game`
  (events on, history kept, as the widget uses it), median and p95, and the same through the
  engine's bare ``choose`` (as bots and simulate use it);
* the bare choice again, by ``choice_cost.py`` (the least of three passes per choice), in CPython
  and in Pyodide under Node.js — the no-install site's Python — median and p95 side by side
  (``--pyodide-games``, 0 to leave it out; the runtime is the one ``./tools/site.sh node-runtime``
  prepares in ``site/_cache/pyodide-node``).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from choice_cost import bare_choices  # noqa: E402  (benchmarks/ is the script's folder; mypyc_trial imports it from here)

from ds_widget import Game
from ds_widget.engine.flow import choose
from ds_widget.engine.rng import Rng
from ds_widget.engine.simulate import play_random_game


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p * (len(xs) - 1))))]


def one_batch(players: int, games: int, r: int) -> tuple[float, float, int, list[int]]:
    """(wall games/s, CPU games/s, completed, turns) of ``games`` random games, seeds 1000*r + i."""
    completed, turns = 0, []
    c0, t0 = time.process_time(), time.perf_counter()
    for i in range(games):
        g = play_random_game(players, 1000 * r + i)
        completed += g["completed"]
        turns.append(g["turns"])
    wall, cpu = time.perf_counter() - t0, time.process_time() - c0
    return games / wall, games / cpu, completed, turns


def games_per_second(counts: tuple[int, ...], games: int, repeat: int) -> dict[int, dict[str, float]]:
    """Batches of every player count interleaved in each repeat (2, 4, 6, 2, 4, 6 …), so that a
    busy spell of the machine falls on all of them alike."""
    batches: dict[int, list] = {p: [] for p in counts}
    for r in range(repeat):
        for p in counts:
            batches[p].append(one_batch(p, games, r))
    out = {}
    for p, bs in batches.items():
        wall, cpu = [b[0] for b in bs], [b[1] for b in bs]
        turns = [t for b in bs for t in b[3]]
        out[p] = {"median": statistics.median(wall), "min": min(wall), "max": max(wall),
                  "cpu_median": statistics.median(cpu), "cpu_min": min(cpu), "cpu_max": max(cpu),
                  "completed": sum(b[2] for b in bs) / (games * repeat), "mean_turns": statistics.mean(turns)}
    return out


def choice_costs(games: int) -> dict[str, dict[str, float]]:
    public, bare = [], []
    for seed in range(games):
        g = Game.new(players=4, seed=seed)
        bot = Rng(seed)
        while not g.is_over:
            opts = g.options
            oid = opts[bot.below(len(opts))].id
            t0 = time.perf_counter()
            g.choose(oid)
            public.append((time.perf_counter() - t0) * 1e6)

    def timed(st: Any, d: Any, oid: str) -> Any:
        t0 = time.perf_counter()
        d = choose(st, oid)
        bare.append((time.perf_counter() - t0) * 1e6)
        return d

    bare_choices(games, timed)
    return {name: {"n": len(xs), "median_us": statistics.median(xs), "p95_us": pct(xs, 0.95),
                   "max_us": max(xs)}
            for name, xs in (("Game.choose (events, history)", public), ("engine choose (bare)", bare))}


HERE = Path(__file__).resolve().parent
RUNTIME = HERE.parent / "site" / "_cache" / "pyodide-node"


def choice_cost_in(python: str, games: int) -> dict[str, Any]:
    """``choice_cost.py``'s JSON, run in ``"cpython"`` (this interpreter) or ``"pyodide"`` (Node.js)."""
    script = HERE / "choice_cost.py"
    if python == "cpython":
        cmd = [sys.executable, str(script), "--games", str(games)]
    else:
        cmd = ["node", str(HERE / "pyodide_run.mjs"), str(RUNTIME), str(HERE.parent),
               script.relative_to(HERE.parent).as_posix(), "--games", str(games)]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, cwd=HERE.parent,
                         env={**os.environ, "PYTHONPATH": str(HERE.parent)}).stdout
    return json.loads(out.strip().splitlines()[-1])


def pyodide_table(games: int) -> None:
    print("\n| bare choice, least of 3 passes (4 players, random games) | n | median | p95 | max |")
    print("| --- | --- | --- | --- | --- |")
    pythons = ["cpython"]
    if shutil.which("node") and (RUNTIME / "pyodide.mjs").is_file():
        pythons.append("pyodide")
    for python in pythons:
        c = choice_cost_in(python, games)
        print(f"| {c['python']} | {c['n']} | {c['median_us']:.1f} µs | {c['p95_us']:.1f} µs | "
              f"{c['max_us'] / 1000:.2f} ms |")
    if len(pythons) == 1:
        print(f"(Pyodide left out: no node, or no runtime in {RUNTIME}: ./tools/site.sh node-runtime)")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--pyodide-games", type=int, default=10,
                    help="games of bare choices timed in CPython and in Pyodide under Node.js (0: none)")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity") and len(os.sched_getaffinity(0)) > 1:
        os.sched_setaffinity(0, {1})          # one core (as `taskset -c 1`)
    print(f"machine: {platform.platform()}, Python {platform.python_version()}, "
          f"{os.cpu_count()} cores, running on {sorted(os.sched_getaffinity(0))}, "
          f"load {os.getloadavg()[0]:.2f}")
    print("\n| players | games/s wall median | min | max | games/s CPU median | min | max | completed | mean turns |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for p, r in games_per_second((2, 4, 6), args.games, args.repeat).items():
        print(f"| {p} | {r['median']:.1f} | {r['min']:.1f} | {r['max']:.1f} | {r['cpu_median']:.1f} | "
              f"{r['cpu_min']:.1f} | {r['cpu_max']:.1f} | {r['completed']:.0%} | {r['mean_turns']:.1f} |")
    print("\n| one choice (4 players, random games) | n | median | p95 | max |")
    print("| --- | --- | --- | --- | --- |")
    for name, c in choice_costs(max(5, args.games // 6)).items():
        print(f"| {name} | {c['n']} | {c['median_us']:.0f} µs | {c['p95_us']:.0f} µs | "
              f"{c['max_us'] / 1000:.1f} ms |")
    if args.pyodide_games:
        pyodide_table(args.pyodide_games)


if __name__ == "__main__":
    main()
