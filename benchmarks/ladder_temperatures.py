"""How strong the softmax levels are at other temperatures: a short ladder to place a new level.

    python benchmarks/ladder_temperatures.py --games 600 --temperatures 0.8 [--workers 2]

Adds a level ``t<T>`` for each temperature (:class:`ds_widget.bots.levels.SoftGreedyBot` at ``T``,
listed between ``novice`` and ``greedy``) and plays a ladder of ``beginner``, ``novice``, those and
``greedy`` (``ds_widget.bots.ladder.ladder``, seed 100000, 100 resamples), then prints each level's
rating with its 95 % interval and the wall time. The coach is left out: it costs some 30 times a
greedy bot's CPU. This is how ``intermediate``'s temperature was chosen (docs/benchmarks.md).
Plain measurement, not a test.
"""
from __future__ import annotations

import argparse
import time

from ds_widget.bots import ladder as ladder_module
from ds_widget.bots.levels import SoftGreedyBot
from ds_widget.bots.registry import BOT_KINDS


def level(temperature: float, name: str):
    return lambda seed=0: SoftGreedyBot(seed, temperature=temperature, name=name)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=600)
    ap.add_argument("--temperatures", default="0.8", help="comma-separated, e.g. 0.7,0.35")
    ap.add_argument("--workers", type=int, default=2)
    args = ap.parse_args()
    names = []
    for t in (float(x) for x in args.temperatures.split(",")):
        name = f"t{t:g}"
        BOT_KINDS[name] = level(t, name)            # this process and its forked workers only
        names.append(name)
    order = ["beginner", "novice", *names, "greedy"]
    ladder_module.ORDER = (*order, *(x for x in ladder_module.ORDER if x not in order))
    t0 = time.perf_counter()
    out = ladder_module.ladder(args.games, seed=100000, levels=order, workers=args.workers, boots=100)
    print(f"{args.games} games, {time.perf_counter() - t0:.0f} s wall, {args.workers} workers\n")
    print("| level | rating | 95 % interval | games |")
    print("| --- | --- | --- | --- |")
    for r in out["levels"]:
        print(f"| {r['name']} | {r['rating']:.0f} | {r['low']:.0f}–{r['high']:.0f} | {r['games']} |")


if __name__ == "__main__":
    main()
