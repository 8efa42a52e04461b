"""What the moves keep up to date equals its recomputation after every choice, in many games
(issue 51): ``tests/engine/test_kept_state.py`` plays 60 games with ``flow.CHECKED`` on; this plays
as many as asked, spread over every configuration of ``benchmarks/games_digest.py``.

    python benchmarks/check_kept.py [--games 2000] [--seed 51000]

Prints the games and choices checked per configuration and fails (exit 1) at the first stale
cache, naming the game.
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from games_digest import CONFIGS  # noqa: E402  (beside this script)

from ds_widget.engine import flow  # noqa: E402
from ds_widget.engine.invariants import stale  # noqa: E402
from ds_widget.engine.rng import Rng  # noqa: E402
from ds_widget.engine.setup import new_state, normalise_setup  # noqa: E402
from ds_widget.engine.simulate import BOT_SALT  # noqa: E402


def play(players: int, seed: int, variant: dict) -> int:
    st = new_state(normalise_setup(players, seed=seed, max_turns=200, **variant))
    st.events = None
    bot = Rng(seed ^ BOT_SALT)
    d = flow.advance(st)
    if stale(st):
        raise AssertionError(f"stale at the start: {stale(st)}")
    while d is not None:
        i = bot.below(len(d.options))
        d = flow.choose(st, d.options[i].id, i)
    return st.ply


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=51_000)
    args = ap.parse_args()
    flow.CHECKED = True
    t0 = time.perf_counter()
    print("| configuration | games | choices checked |\n| --- | --- | --- |")
    total_games = total_plies = 0
    for k, (name, players, variant) in enumerate(CONFIGS):
        games = args.games // len(CONFIGS) + (k < args.games % len(CONFIGS))
        plies = 0
        for i in range(games):
            seed = args.seed + 10_000 * k + i
            try:
                plies += play(players, seed, variant)
            except AssertionError as exc:
                print(f"\nSTALE in {name}, seed {seed}: {exc}")
                sys.exit(1)
        print(f"| {name} | {games} | {plies:,} |")
        total_games += games
        total_plies += plies
    print(f"\n{total_games} games, {total_plies:,} choices, each followed by the recomputation: "
          f"all equal ({time.perf_counter() - t0:.0f} s)")


if __name__ == "__main__":
    main()
