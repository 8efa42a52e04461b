"""What a clone costs, part by part: the positions a search copies, timed copy by copy.

    taskset -c 1 python benchmarks/bench_clone.py [--positions 3000] [--repeat 3]

Collects the states the greedy bots clone in a 4-player game (seed 7000) from turn 4 on — the
positions a search copies — then times, over all of them, ``State.clone`` and each part of it
done alone: the tile dict (as a clone now makes it, sharing the tiles, and with every tile
copied, as before), the animals, the agenda's frames, the action display's boxes and the dozen
small lists and dicts. Prints µs per state, min / median / max over ``--repeat`` passes, and the
load average. Plain measurement, not a test.
"""
from __future__ import annotations

import argparse
import os
import statistics
import time

from ds_widget.bots.tournament import play_bot_game
from ds_widget.engine.rng import Rng
from ds_widget.engine.state import State, copy_data

PARTS = {
    "State.clone": lambda s: s.clone(),
    "tiles shared (the dict only)": lambda s: s.tiles.copy(),
    "tiles each copied (before)": lambda s: {h: t.copy() for h, t in s.tiles.items()},
    "animals": lambda s: {n: a.copy() for n, a in s.animals.items()},
    "frames": lambda s: copy_data(s.frames),
    "boxes": lambda s: {b: list(v) for b, v in s.boxes.items()},
    "small lists and dicts": lambda s: (
        list(s.initiative), dict(s.spaces), [list(x) for x in s.stacks], list(s.stack_up), dict(s.bag),
        list(s.deck), list(s.available), list(s.played), list(s.removed), list(s.scored),
        dict(s.hibernation), dict(s.corners), set(s.dirty), Rng(s.rng.state)),
}


def positions(n: int) -> list[State]:
    """Up to ``n`` states the greedy bots clone from turn 4 on (the clones made here are dropped)."""
    seen: list[State] = []
    clone = State.clone

    def keep(self: State) -> State:
        if len(seen) < n and self.turn >= 4:
            seen.append(clone(self))
        return clone(self)

    State.clone = keep              # type: ignore[method-assign]
    try:
        play_bot_game(["greedy"] * 4, 7000)
    finally:
        State.clone = clone         # type: ignore[method-assign]
    return seen


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=3000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    states = positions(args.positions)
    load = os.getloadavg()
    times: dict[str, list[float]] = {name: [] for name in PARTS}
    for _ in range(args.repeat):
        for name, part in PARTS.items():            # the parts interleaved in every pass
            t0 = time.perf_counter()
            for s in states:
                part(s)
            times[name].append((time.perf_counter() - t0) / len(states) * 1e6)
    print(f"{len(states)} positions, {args.repeat} passes; load {load[0]:.2f} → {os.getloadavg()[0]:.2f}\n")
    print("| copy | µs per state, min / median / max |")
    print("| --- | --- |")
    for name, xs in times.items():
        print(f"| {name} | {min(xs):.1f} / {statistics.median(xs):.1f} / {max(xs):.1f} |")


if __name__ == "__main__":
    main()
