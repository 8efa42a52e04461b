"""Where the review's doubt comes from: the spread of paired differences under other tie-breaks.

    python benchmarks/tie_spread.py --game 31 --seat 1 --every 6 --variant keyed
    (variants: keyed, first, spite, outlook; run by hand, not a test)

The review (:mod:`ds_widget.review.sure`) races the option taken against up to three rivals in
paired rounds; what limits its verdicts is the spread of a rival's value minus the option taken's
from round to round, and nearly all of it is which of several options the greedy bots in the
playouts value alike they take (docs/benchmarks.md, "A verdict only where the coach is sure"). This
plays 8 rounds at every ``--every``-th decision of ``--seat`` in a kept game
(``benchmarks/results/agreement_games/``; reviewer seed 101) and reports the standard deviation of
each rival's difference over them, with the greedy bots breaking their ties by:

- ``keyed``: the review's own (:class:`~ds_widget.bots.greedy.KeyedGreedyBot`: a hash of the
  situation and the round's salt — sampled);
- ``first``: the first tied option id (one fixed, arbitrary tie-break: what "no doubt" would look like);
- ``spite``: the tied option that leaves the strongest other animal's greedy score lowest, the rest keyed;
- ``outlook``: the tied option with the best margin if the earth were scored now (the playout's own
  measure, :func:`~ds_widget.bots.coach.outlook`), the rest keyed.

It also prints the spread of the two parts of the value: the animal's own outlook (VP scored plus the
earth) and the best other animal's, and per kind of decision how often a tie was left after
``outlook``'s measure.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from zlib import crc32

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots import greedy as G  # noqa: E402
from ds_widget.bots.board import evaluate  # noqa: E402
from ds_widget.bots.coach import outlook  # noqa: E402
from ds_widget.engine.rng import Rng  # noqa: E402
from ds_widget.review.judge import Review, load_record  # noqa: E402
from ds_widget.review.sure import RIVALS, Race  # noqa: E402

LEFT: dict[str, list[int]] = {}
"""per kind of decision: [ties met, ties left after the measure]"""


def tied(bot: G.KeyedGreedyBot, st, d) -> list[str]:
    ranked = bot.rank_state(st, d)
    return sorted(r[1] for r in ranked if abs(r[0] - ranked[0][0]) < 1e-9)


def keyed_among(bot: G.KeyedGreedyBot, d, top: list[str]) -> str:
    key = crc32(f"{d.animal}|{'|'.join(top)}".encode())
    return top[Rng(bot.salt ^ key).below(len(top))]


def by_measure(measure):
    """A pick_state that breaks the greedy bot's ties by ``measure(state after, animal)`` (highest
    first), what is still tied by the review's keyed hash."""
    def pick_state(self, st, d):
        top = tied(self, st, d)
        if len(top) == 1:
            return top[0]
        values = {}
        for o in top:
            s, _ = G.look_ahead(st, o)
            s.pending = None
            values[o] = measure(s, d.animal)
        best = max(values.values())
        left = [o for o in top if best - values[o] < 1e-9]
        count = LEFT.setdefault(d.kind, [0, 0])
        count[0] += 1
        count[1] += len(left) > 1
        return left[0] if len(left) == 1 else keyed_among(self, d, left)
    return pick_state


def spite(s, me: str) -> float:
    return -max((G.score(evaluate(s, a)) for a in s.animals if a != me), default=0.0)


def margin(s, me: str) -> float:
    seen = outlook(s)
    return seen[me] - max((v for a, v in seen.items() if a != me), default=0)


def first(self, st, d):
    return tied(self, st, d)[0]


VARIANTS = {"keyed": None, "first": first, "spite": by_measure(spite), "outlook": by_measure(margin)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", type=int, default=31)
    ap.add_argument("--seat", type=int, default=1)
    ap.add_argument("--every", type=int, default=6)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--variant", choices=VARIANTS, default="keyed")
    args = ap.parse_args()
    if VARIANTS[args.variant] is not None:
        G.KeyedGreedyBot.pick_state = VARIANTS[args.variant]      # type: ignore[method-assign]
    rec = load_record(json.loads((ROOT / "benchmarks/results/agreement_games" / f"{args.game}.json").read_text()))
    review = Review(rec, [args.seat], seed=101)
    value, own, rival = [], [], []
    t0 = time.process_time()
    plies = review.plan[::args.every]
    for ply in plies:
        review.game.goto(ply)
        taken = rec["choices"][ply]
        _, picked = review.bot.shortlist(review.game)
        race = Race(review.game, taken, [o for _, o, _ in picked if o != taken][:RIVALS], review.bot,
                    max_rounds=args.rounds)
        for _ in range(args.rounds):
            race.round()
        for r in race.rivals:
            a, b = race.lines[r], race.lines[taken]
            if len(a) < args.rounds:
                continue
            value.append(statistics.pstdev(race.differences(r)))
            own.append(statistics.pstdev([x[6]["gain"] + x[6]["earth"] - y[6]["gain"] - y[6]["earth"]
                                          for x, y in zip(a, b)]))
            rival.append(statistics.pstdev([x[6]["rival"] - y[6]["rival"] for x, y in zip(a, b)]))

    def said(xs: list[float]) -> str:
        return f"mean {statistics.mean(xs):.2f}, median {statistics.median(xs):.2f}"
    print(f"{args.variant}: game {args.game}, seat {args.seat}, {len(plies)} decisions, {len(value)} rivals "
          f"of {args.rounds} rounds; sd of the difference in value: {said(value)} "
          f"(none at all: {sum(x < 1e-9 for x in value) / len(value):.0%}); own outlook {said(own)}; "
          f"best other's outlook {said(rival)}; CPU {time.process_time() - t0:.0f} s")
    if LEFT:
        print("ties left after the measure, by kind (met, left):",
              ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(LEFT.items(), key=lambda kv: -kv[1][0])[:8]))


if __name__ == "__main__":
    main()
