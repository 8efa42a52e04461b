"""Fit the learned leaf value's weights (``ds_widget/bots/leaf.py``) from games of four greedy bots.

    python tools/fit_leaf_value.py [--games 800] [--seed 9000] [--workers 2]

Plays ``--games`` 4-player games of four greedy bots (seeds ``--seed``…, the bot in seat ``k``
seeded as in a tournament), and at the first decision of every turn after the first records each
animal's measures (:func:`ds_widget.bots.leaf.features`) and the deck's share still to come
(:func:`ds_widget.bots.leaf.clock`), with the VP that animal had when the game ended. The weights
are the least-squares fit (numpy's ``lstsq``) of the final VP on the measures, the measures times
the clock, a constant and the clock, over every game in seed order; printed as the Python tuple
``leaf.LEARNED`` holds. As a check it also fits on the games whose seed is not a multiple of 5 and
reports, on the others, how often the fit and the outlook (VP plus the earth) order two animals of
the same position as their final VP do.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import numpy as np  # noqa: E402

from ds_widget.bots.coach import outlook  # noqa: E402
from ds_widget.bots.greedy import GreedyBot, evaluate  # noqa: E402
from ds_widget.bots.leaf import clock, design, features  # noqa: E402
from ds_widget.bots.tournament import seat_seed  # noqa: E402
from ds_widget.engine.match import Match  # noqa: E402
from ds_widget.engine.simulate import run_all  # noqa: E402


def one_game(seed: int) -> dict[str, Any]:
    """The positions at each turn's first decision after the first: [(animal, design row)], and
    every animal's final VP."""
    game = Match.new(players=4, seed=seed)
    bots = [GreedyBot(seat_seed(seed, k)) for k in range(4)]
    turns: list[list[tuple[str, list[float]]]] = []
    turn = game.state.turn
    while (d := game.pending) is not None:
        st = game.state
        if st.turn != turn:
            turn = st.turn
            seen = outlook(st)
            turns.append([(a, design(features(st, a, seen[a], evaluate(st, a)), clock(st))) for a in st.animals])
        game.choose(bots[st.animals[d.animal].player].pick(game))
    return {"seed": seed, "turns": turns, "final": {a: x.vp for a, x in game.state.animals.items()}}


def fitted(games: list[dict[str, Any]]) -> np.ndarray:
    rows = [(x, g["final"][a]) for g in games for t in g["turns"] for a, x in t]
    weights, *_ = np.linalg.lstsq(np.array([x for x, _ in rows]), np.array([y for _, y in rows], float), rcond=None)
    return weights


def ordered(games: list[dict[str, Any]], value: Any) -> float:
    """How often ``value`` of a design row orders two animals of a position as their final VP do."""
    right = pairs = 0
    for g in games:
        for t in g["turns"]:
            for i, (a, x) in enumerate(t):
                for b, z in t[i + 1:]:
                    if g["final"][a] != g["final"][b]:
                        pairs += 1
                        right += (value(x) - value(z)) * (g["final"][a] - g["final"][b]) > 0
    return right / pairs


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=800)
    ap.add_argument("--seed", type=int, default=9000)
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    games = run_all(one_game, range(args.seed, args.seed + args.games), workers=args.workers)
    weights = fitted(games)
    print(f"{args.games} games, {sum(len(t) for g in games for t in g['turns'])} animal positions")
    print("LEARNED = (" + ", ".join(repr(float(w)) for w in weights) + ")")
    held = [g for g in games if g["seed"] % 5 == 0]
    check = fitted([g for g in games if g["seed"] % 5])
    print(f"check: fitted on {args.games - len(held)} games, on the other {len(held)} the fit orders two animals "
          f"of a position as their final VP {100 * ordered(held, lambda x: float(np.dot(check, x))):.1f} % of the "
          f"time, the outlook {100 * ordered(held, lambda x: x[0] + x[1]):.1f} %")


if __name__ == "__main__":
    main()
