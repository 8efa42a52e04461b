"""Engine A/B by instruction count: machine instructions per random 4-player game, of two checkouts.

Run by hand (not a test), e.g. against the commit before the speed work::

    git worktree add --detach /tmp/base d385927
    python benchmarks/count_instructions.py /tmp/base . [--games 10]

Times on this shared machine move with the neighbours' load; the number of instructions a
program executes does not. ``valgrind --tool=callgrind`` (Debian's ``valgrind``) counts them: for
each checkout, one run of a process that imports the engine and plays one game (the warm-up), and
one that plays the same game and then ``--games`` more (seeds 7000…, through ``play_random_game``,
as ``bench_engine_ab.py``); the difference divided by ``--games`` is the cost of a game without
the interpreter's start, the imports and the warm-up. The same count comes out on every run, idle
or busy, with the string hash salt fixed (``PYTHONHASHSEED=0``, which the script sets; it is
slower under valgrind, about 50×, but that does not change the count). Instructions
are not time — a cache miss or a big-integer multiplication costs more than a comparison — so
this is a second, load-free view beside the timed A/B, not a replacement for it.

With ``--greedy`` the games are four greedy bots (``play_bot_game``, as ``bench_engine_ab.py
--greedy``): the work of a search — a clone, a choice and an evaluation for every option.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import sys
sys.path.insert(0, sys.argv[1])
import ds_widget
assert ds_widget.__file__.startswith(sys.argv[1]), ds_widget.__file__
if sys.argv[3] == "greedy":
    from ds_widget.bots.tournament import play_bot_game
    def play(seed):
        play_bot_game(["greedy"] * 4, seed)
else:
    from ds_widget.engine.simulate import play_random_game
    def play(seed):
        play_random_game(4, seed)
play(1)
for i in range(int(sys.argv[2])):
    play(7000 + i)
"""


def instructions(tree: Path, games: int, kind: str = "random") -> int:
    """Instructions executed by the child playing the warm-up game and then ``games`` games."""
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           sys.executable, "-c", CHILD, str(tree.resolve()), str(games), kind]
    # str hashes are salted per process: set dicts' and sets' layouts, and so the count, move by
    # about 0.3 % from run to run unless the salt is fixed (the same for both checkouts)
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    out = subprocess.run(cmd, check=True, capture_output=True, text=True, env=env).stderr
    found = re.search(r"Collected\s*:\s*(\d+)", out)
    if not found:
        raise SystemExit(f"no instruction count in valgrind's report:\n{out[-2000:]}")
    return int(found.group(1))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("a", type=Path, help="checkout A (e.g. the older commit)")
    ap.add_argument("b", type=Path, help="checkout B (e.g. this one)")
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--greedy", action="store_true", help="four greedy bots instead of random play")
    args = ap.parse_args()
    kind = "greedy" if args.greedy else "random"
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed: apt-get install valgrind")
    per_game = {}
    for side, tree in (("A", args.a), ("B", args.b)):
        per_game[side] = (instructions(tree, args.games, kind) - instructions(tree, 0, kind)) / args.games
        print(f"{side} `{tree}`: {per_game[side] / 1e6:.1f} million instructions per game "
              f"({args.games} {kind} 4-player games, seeds 7000-{7000 + args.games - 1})")
    print(f"\nA / B: {per_game['A'] / per_game['B']:.2f}× fewer instructions per game on side B")


if __name__ == "__main__":
    main()
