"""What a greedy look-ahead costs, against the work the coach's budget counts for it.

    taskset -c 1 python benchmarks/bench_effort.py --games 12 --seed 1054

The coach's budget (``CoachBot.WORK``) is counted, not timed, in the units of
:func:`ds_widget.bots.greedy.effort`: ``LOOK_BASE`` plus the tiles on the earth for every look-ahead,
``TURN_END`` more when its choice ends the turn or the game. This measures how well that count
follows the CPU time. Positions come from games of four greedy bots (seeds ``--seed`` on), every
``--every``-th decision with more than one option and not a pawn placement (those the greedy bot
ranks without looking ahead). For each option of such a decision it times one look-ahead as the
greedy bot makes it — clone the state, choose the option, evaluate the position for the deciding
animal — CPU time of this process, the least of ``--repeat`` runs. It prints, by kind (plain, ends
the turn, ends the game) and by tiles on the earth, the look-aheads measured, the median µs per
look-ahead and the median µs per unit of work. If the count is fair, the last column is about the
same in every row, while the µs per look-ahead differ several-fold.
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.bots.greedy import GreedyBot, effort, evaluate, look_ahead  # noqa: E402
from ds_widget.engine import Match  # noqa: E402

BUCKETS = ((0, 10), (11, 15), (16, 20), (21, 99))


def look(st, animal: str, option: str, repeat: int) -> tuple[float, int, str]:
    """The least CPU µs of ``repeat`` look-aheads at ``option``, its work, and its kind."""
    best = float("inf")
    for _ in range(repeat):
        t0 = time.process_time_ns()
        s, d = look_ahead(st, option)
        evaluate(s, animal)
        best = min(best, time.process_time_ns() - t0)
    kind = "ends the game" if d is None else "ends the turn" if s.turn != st.turn else "plain"
    return best / 1000, effort(st, s, d), kind


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--seed", type=int, default=1054)
    ap.add_argument("--every", type=int, default=1, help="measure every n-th decision")
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    rows: dict[tuple[str, tuple[int, int]], list[tuple[float, int]]] = defaultdict(list)
    for seed in range(args.seed, args.seed + args.games):
        g = Match.new(players=4, seed=seed)
        bots = [GreedyBot(seed * 7 + k) for k in range(4)]
        n = 0
        while (d := g.pending) is not None:
            if len(d.options) > 1 and d.kind != "place_pawn":
                n += 1
                if n % args.every == 0:
                    tiles = len(g.state.tiles)
                    bucket = next(b for b in BUCKETS if b[0] <= tiles <= b[1])
                    for o in d.options:
                        us, work, kind = look(g.state, d.animal, o.id, args.repeat)
                        rows[(kind, bucket)].append((us, work))
            g.choose(bots[g.state.animals[d.animal].player].pick(g))
    print(f"greedy look-aheads at positions of {args.games} greedy games (seeds {args.seed}-"
          f"{args.seed + args.games - 1}), CPU µs, least of {args.repeat}:")
    print("| kind | tiles | look-aheads | µs per look-ahead (median) | work (median) | µs per unit (median) |")
    print("| --- | --- | --- | --- | --- | --- |")
    per_look, per_unit = [], []
    for (kind, (lo, hi)), xs in sorted(rows.items(), key=lambda kv: (kv[0][0] != "plain", kv[0])):
        a = statistics.median(us for us, _ in xs)
        w = statistics.median(work for _, work in xs)
        u = statistics.median(us / work for us, work in xs)
        if len(xs) >= 20:
            per_look.append(a)
            per_unit.append(u)
        print(f"| {kind} | {lo}-{hi if hi < 99 else ''} | {len(xs)} | {a:.0f} | {w:.0f} | {u:.2f} |")
    print(f"rows with 20 or more look-aheads: µs per look-ahead {min(per_look):.0f}-{max(per_look):.0f} "
          f"({max(per_look) / min(per_look):.1f}x), µs per unit {min(per_unit):.2f}-{max(per_unit):.2f} "
          f"({max(per_unit) / min(per_unit):.1f}x)")


if __name__ == "__main__":
    main()
