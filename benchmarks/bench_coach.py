"""The coach: how long its advice takes, and how it plays against the greedy bot.

    taskset -c 1 python benchmarks/bench_coach.py --positions 12          # the coach's analysis' time
    taskset -c 1 python benchmarks/bench_coach.py --decisions 4 --seed 1000  # each decision's time
    python benchmarks/bench_coach.py --games 200 --workers 2 --seed 1000    # coach vs 3 greedy bots
    python benchmarks/bench_coach.py --games 200 --workers 2 --seed 1000 --log games.jsonl  # resumable
    python benchmarks/bench_coach.py --games 40 --bots coach,coach,greedy,greedy --workers 2

What is timed with ``--positions``: one call of ``CoachBot(seed, budget=1.0).explain(game)`` — what
the widget's Hint ran until 2026-11-30 (the greedy ranking, the playouts, the words of the top
three; today's Hint reads no clock and adds a longer test: ``bench_hint.py`` times it) — on
positions taken every few decisions from random 4-player games; wall and CPU time,
min / median / max. What is timed per decision (``--decisions N``): every pick of the first seat
(the coach) in the first N games of the tournament below, played here one after another — from
the position to the chosen option id, CPU and wall seconds, min / median / p95 / max.

The games: ``tournament(["coach", "greedy", "greedy", "greedy"], ...)`` with
fixed seeds (the coach without a time budget — its effort is capped by counted work,
``CoachBot.WORK`` in the units of ``greedy.effort`` — so the results do not depend on the machine);
win rate per seat with its 95 % Wilson interval, mean VP, and each seat's slowest decision (CPU
seconds of its process to pick one option; other processes sharing the cores stretch even CPU
time, so quote it with the load).
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.bots.coach import CoachBot  # noqa: E402
from ds_widget.bots.tournament import play_bot_game, summarise, tournament  # noqa: E402
from ds_widget.engine import Match  # noqa: E402


def positions(n: int, seed: int) -> list[Match]:
    out = []
    r = random.Random(seed)
    while len(out) < n:
        g = Match.new(players=4, seed=r.randrange(10**6))
        for _ in range(r.randrange(0, 400)):
            if g.pending is None:
                break
            g.choose(r.choice(g.options).id)
        if g.pending is not None:
            out.append(g)
    return out


def spread(xs: list[float]) -> str:
    return f"{min(xs):.3f} / {statistics.median(xs):.3f} / {max(xs):.3f}"


def spread95(xs: list[float]) -> str:
    """min / median / p95 / max of sorted ``xs``."""
    return (f"{xs[0]:.3f} / {statistics.median(xs):.3f} / {xs[min(len(xs) - 1, int(0.95 * len(xs)))]:.3f}"
            f" / {xs[-1]:.3f}")


def logged(bots: list[str], args: argparse.Namespace, progress: Any) -> dict[str, Any]:
    """The tournament of ``args.games`` seeds from ``args.seed``, played ``args.chunk`` games at a
    time, each game appended to ``args.log`` with the commit it was played at; seeds already there
    for the same bots are not played again (start a new file when play changes). The summary covers
    every seed of the range."""
    code = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1]).stdout.strip()
    rows: dict[int, dict[str, Any]] = {}
    if args.log.exists():
        for line in args.log.read_text().splitlines():
            r = json.loads(line)
            if r["bots"] == bots:
                rows[r["seed"]] = r
    seeds = [s for s in range(args.seed, args.seed + args.games) if s not in rows]
    print(f"{args.games - len(seeds)} of the seeds already in {args.log} (played at "
          f"{', '.join(sorted({r['code'] for r in rows.values()})) or '-'}); playing {len(seeds)} at {code}",
          file=sys.stderr)
    t0 = time.perf_counter()
    while seeds:
        first, n = seeds[0], 1                  # the next run of consecutive seeds, at most a chunk
        while n < min(args.chunk, len(seeds)) and seeds[n] == first + n:
            n += 1
        out = tournament(bots, n, first, workers=args.workers, timed=True)
        with args.log.open("a") as f:
            for r in out["results"]:
                r = {**r, "bots": bots, "code": code}
                rows[r["seed"]] = r
                f.write(json.dumps(r) + "\n")
        seeds = seeds[n:]
        progress(args.games - len(seeds), args.games)
    return summarise(bots, [rows[s] for s in sorted(rows) if args.seed <= s < args.seed + args.games],
                     time.perf_counter() - t0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=0, help="time the hint on this many positions")
    ap.add_argument("--decisions", type=int, default=0,
                    help="time every decision of the first seat in this many games, played here")
    ap.add_argument("--games", type=int, default=0, help="play this many games coach vs 3 greedy bots")
    ap.add_argument("--bots", default="coach,greedy,greedy,greedy", help="one bot per seat")
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--log", type=Path, help="append every game to this JSON-lines file and skip the "
                    "seeds already in it (a long run survives an interruption and goes on later)")
    ap.add_argument("--chunk", type=int, default=10, help="with --log: games played between appends")
    args = ap.parse_args()
    if args.positions:
        wall, cpu = [], []
        for i, g in enumerate(positions(args.positions, args.seed)):
            t0, c0 = time.perf_counter(), time.process_time()
            CoachBot(i, budget=1.0).explain(g)
            wall.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
        print(f"hint on {args.positions} positions, seconds (min / median / max): wall {spread(wall)}, "
              f"CPU {spread(cpu)}")
    bots = args.bots.split(",")
    if args.decisions:
        times: list[tuple[float, float, str, int]] = []

        def heard(seat: int, d: Any, cpu: float, wall: float) -> None:
            if seat == 0 and len(d.options) > 1:          # a forced move is no decision
                times.append((cpu, wall, d.kind, len(d.options)))

        for i in range(args.decisions):
            play_bot_game(bots, args.seed + i, on_pick=heard)
        cpu = sorted(t[0] for t in times)
        wall = sorted(t[1] for t in times)
        games = f"{args.decisions} game{'s' * (args.decisions != 1)}"
        print(f"{bots[0]}: {len(times)} decisions in {games} (seeds {args.seed}-"
              f"{args.seed + args.decisions - 1}), seconds min / median / p95 / max: "
              f"CPU {spread95(cpu)}, wall {spread95(wall)}; over 1 s: CPU {sum(x > 1 for x in cpu)}, "
              f"wall {sum(x > 1 for x in wall)}")
        for c, w, kind, n in sorted(times, reverse=True)[:3]:
            print(f"  dearest: {kind} with {n} options, CPU {c:.3f} s, wall {w:.3f} s")
    if args.games:
        done = [0]

        def progress(n: int, total: int) -> None:
            if n * 10 // total != done[0] * 10 // total:
                print(f"  {n}/{total} games, {time.strftime('%H:%M:%S')}", file=sys.stderr, flush=True)
            done[0] = n

        if args.log:
            out = logged(bots, args, progress)
        else:
            out = tournament(bots, args.games, args.seed, workers=args.workers, timed=True, progress=progress)
        print(f"{out['games']} games, seeds {args.seed}-{args.seed + args.games - 1}, "
              f"{out['completed']} completed, mean {out['mean_turns']} turns, {out['seconds']:.0f} s")
        print("| seat | bot | wins | win rate | 95 % Wilson interval | mean VP | slowest decision (CPU s) |")
        print("| --- | --- | --- | --- | --- | --- | --- |")
        for k, bot in enumerate(bots):
            lo, hi = out["win_ci95"][k]
            print(f"| {k + 1} | {bot} | {out['wins'][k]} | {100 * out['win_rate'][k]:.1f} % | "
                  f"{100 * lo:.1f}–{100 * hi:.1f} % | {out['mean_vp'][k]:.1f} | {out['slowest_decision'][k]:.2f} |")
        print(json.dumps({k: v for k, v in out.items() if k != "results"}))


if __name__ == "__main__":
    main()
