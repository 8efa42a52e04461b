"""Engine A/B: completed random 4-player games per second of two checkouts, measured in one run.

Run by hand (not a test), e.g. against the commit before the speed work::

    git worktree add --detach /tmp/base d385927
    taskset -c 1 python benchmarks/bench_engine_ab.py /tmp/base . [--games 40] [--repeat 7]

Each batch is ``--games`` games (seeds 7000…) through ``play_random_game`` — the fast path of
``python -m ds_widget simulate`` (events off) — in a fresh Python process that imports the engine
of one checkout and is pinned to core 1. Batches alternate A, B, A, B … so that a busy spell of
the shared machine falls on both alike. Reports wall and CPU games/s (min / median / max) per
checkout, the ratio of the medians, and the ratio per pair of neighbouring batches (min / median /
max). The same seeds are played on both sides; a side whose games end differently (different
turns or scores) is reported, because an optimisation must not change play.

With ``--greedy`` the games are four greedy bots (``ds_widget.bots.tournament.play_bot_game``,
seeds 7000…): the work of the coach's playouts and of a tournament — for every option of every
decision a clone of the state, the choice, and the bot's evaluation. With ``--coach`` they are the
coach against three greedy bots: the coach's search itself.

With ``--share`` each child also times every ``State.clone`` (``time.perf_counter`` around the
call) and reports the share of the batch's wall time spent copying states, the number of clones
and the time per clone: how much of a search is copying rather than choosing. The timer adds its
own cost to the games, so take games/s from a run without ``--share``.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
import ds_widget
assert ds_widget.__file__.startswith(sys.argv[1]), ds_widget.__file__
games, kind, share = int(sys.argv[2]), sys.argv[3], sys.argv[4] == "share"
if kind != "random":
    from ds_widget.bots.tournament import play_bot_game
    seats = ["greedy"] * 4 if kind == "greedy" else ["coach"] + ["greedy"] * 3
    def play(seed):
        g = play_bot_game(seats, seed)
        return {"completed": g["completed"], "turns": g["turns"], "scores": g["vp"]}
else:
    from ds_widget.engine.simulate import play_random_game
    def play(seed):
        return play_random_game(4, seed)
if kind != "coach":                          # warm up: imports, tables, caches (a coach game
    play(1)                                  # takes tens of seconds: its first game warms up)
copying = [0.0, 0]
if share:
    from ds_widget.engine.state import State
    clone, clock = State.clone, time.perf_counter
    def timed(self):
        t = clock()
        s = clone(self)
        copying[0] += clock() - t
        copying[1] += 1
        return s
    State.clone = timed
c0, t0 = time.process_time(), time.perf_counter()
out = [play(7000 + i) for i in range(games)]
wall, cpu = time.perf_counter() - t0, time.process_time() - c0
print(json.dumps({"wall": games / wall, "cpu": games / cpu,
                  "completed": sum(g["completed"] for g in out),
                  "clone_share": copying[0] / wall, "clones": copying[1],
                  "clone_us": 1e6 * copying[0] / max(copying[1], 1),
                  "play": [[g["turns"], g["scores"]] for g in out]}))
"""


def batch(tree: Path, games: int, kind: str, share: bool = False) -> dict:
    cmd = [sys.executable, "-c", CHILD, str(tree.resolve()), str(games), kind, "share" if share else "-"]
    if hasattr(os, "sched_setaffinity"):
        cmd = ["taskset", "-c", "1", *cmd]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def spread(xs: list[float], digits: int = 3) -> str:
    """min / median / max to ``digits`` significant digits (a coach game takes tens of seconds:
    0.0513 games/s, not 0.1)."""
    return " / ".join(f"{v:.{digits}g}" for v in (min(xs), statistics.median(xs), max(xs)))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", type=Path, help="checkout A (e.g. the older commit)")
    ap.add_argument("b", type=Path, help="checkout B (e.g. this one)")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--repeat", type=int, default=7)
    bots = ap.add_mutually_exclusive_group()
    bots.add_argument("--greedy", action="store_true", help="four greedy bots instead of random play")
    bots.add_argument("--coach", action="store_true", help="the coach against three greedy bots")
    ap.add_argument("--share", action="store_true", help="also time every clone (the share of copying)")
    args = ap.parse_args()
    kind = "greedy" if args.greedy else "coach" if args.coach else "random"
    load = os.getloadavg()
    runs: dict[str, list[dict]] = {"A": [], "B": []}
    for _ in range(args.repeat):
        runs["A"].append(batch(args.a, args.games, kind, args.share))
        runs["B"].append(batch(args.b, args.games, kind, args.share))
    print(f"load (1/5/15 min) {' / '.join(f'{x:.2f}' for x in load)} at the start, "
          f"{' / '.join(f'{x:.2f}' for x in os.getloadavg())} at the end; {args.repeat} interleaved "
          f"batches of {args.games} 4-player {kind} games per side, one core\n")
    print("| side | checkout | games/s wall min / median / max | games/s CPU min / median / max | completed |")
    print("| --- | --- | --- | --- | --- |")
    for side, tree in (("A", args.a), ("B", args.b)):
        rs = runs[side]
        print(f"| {side} | `{tree}` | {spread([r['wall'] for r in rs])} | "
              f"{spread([r['cpu'] for r in rs])} | {sum(r['completed'] for r in rs)} of "
              f"{args.games * args.repeat} |")
    for key in ("wall", "cpu"):
        med = statistics.median(r[key] for r in runs["B"]) / statistics.median(r[key] for r in runs["A"])
        pairs = [b[key] / a[key] for a, b in zip(runs["A"], runs["B"])]
        print(f"\nB / A ({key}): {med:.2f}× (medians); per neighbouring pair {spread(pairs)}")
    if args.share:
        print("\n| side | copying states, share of wall min / median / max | clones per batch | µs per clone median |")
        print("| --- | --- | --- | --- |")
        for side in ("A", "B"):
            rs = runs[side]
            print(f"| {side} | {spread([100 * r['clone_share'] for r in rs])} % | "
                  f"{statistics.median(r['clones'] for r in rs):.0f} | "
                  f"{statistics.median(r['clone_us'] for r in rs):.1f} |")
    same = all(a["play"] == b["play"] for a, b in zip(runs["A"], runs["B"]))
    print("\nplay identical on both sides (turns and scores of every game):", "yes" if same else "NO")


if __name__ == "__main__":
    main()
