"""How far the coach's playouts look: per kind of decision, how many stop before the end of the turn.

    taskset -c 1 python benchmarks/coach_horizon.py [--seed 1000] [--work 80000]

One game of the coach (seat 1, with ``CoachBot.WORK`` set to ``--work``) against three greedy bots,
game seed ``--seed``. For every decision of the coach with more than one option: whether the line
it chose stopped before the end of the turn (its ``cut``: the decisions it played), and the CPU
seconds of the analysis; grouped by decision kind and phase. The game's VP at the end.
"""
from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.bots.coach import CoachBot  # noqa: E402
from ds_widget.bots.greedy import GreedyBot  # noqa: E402
from ds_widget.bots.tournament import seat_seed  # noqa: E402
from ds_widget.engine.match import Match  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--work", type=int, default=CoachBot.WORK)
    args = ap.parse_args()
    game = Match.new(players=4, seed=args.seed)
    coach = CoachBot(seat_seed(args.seed, 0))
    coach.WORK = args.work
    bots = [coach] + [GreedyBot(seat_seed(args.seed, k)) for k in range(1, 4)]
    rows: dict[tuple[str, str], list] = collections.defaultdict(list)
    while (d := game.pending) is not None:
        seat = game.state.animals[d.animal].player
        if seat == 0 and len(d.options) > 1:
            c0 = time.process_time()
            ranked = coach.analyse(game)
            rows[(d.kind, game.state.phase)].append((ranked[0]["cut"], time.process_time() - c0))
            game.choose(ranked[0]["option"])
        else:
            game.choose(bots[seat].pick(game))
    print(f"seed {args.seed}, work {args.work:,}: VP " + ", ".join(
        f"{a} {x.vp}{' (coach)' if x.player == 0 else ''}" for a, x in game.state.animals.items()))
    print("\n| decision | phase | decisions | stopped before the turn's end | played when stopped | CPU s mean |")
    print("| --- | --- | --- | --- | --- | --- |")
    for (kind, phase), xs in sorted(rows.items(), key=lambda kv: -len(kv[1])):
        cuts = sorted(c for c, _ in xs if c is not None)
        span = f"{cuts[0]}–{cuts[-1]}" if cuts else "—"
        print(f"| {kind} | {phase} | {len(xs)} | {len(cuts)} | {span} | {sum(t for _, t in xs) / len(xs):.3f} |")


if __name__ == "__main__":
    main()
