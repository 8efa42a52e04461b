"""A digest of seeded random games — every choice, the scores, the winner — per configuration
(2 to 6 players, the variants), for one checkout or two: an optimisation of the engine must leave
it unchanged (issue 51: "the same games").

    python benchmarks/games_digest.py .                    # this checkout's digests
    python benchmarks/games_digest.py /tmp/base65 .        # two checkouts, compared
    python benchmarks/games_digest.py . --games 200 --seeds 9000

Each configuration plays ``--games`` games (seeds ``--seeds`` …) through ``play_random_game``
with the record on (the option ids chosen); the digest is SHA-256 over the JSON of (choices,
turns, scores, winner, reason) of every game. Run in a child process per checkout (it imports
that checkout's ``ds_widget``). ``tests/engine/test_same_games.py`` pins a few games per
configuration; this script plays as many as asked.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from ds_widget.engine.simulate import CONFIGS  # noqa: E402  (this checkout's list, whichever trees are compared)

CHILD = r"""
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
import ds_widget
assert ds_widget.__file__.startswith(sys.argv[1]), ds_widget.__file__
from ds_widget.engine.simulate import play_random_game
configs, games, seed0 = json.loads(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
out = {}
for name, players, variant in configs:
    h = hashlib.sha256()
    for i in range(games):
        g = play_random_game(players, seed0 + i, record=True, **variant)
        h.update(json.dumps([g["record"]["choices"], g["turns"], g["scores"], g["winner"],
                             g["reason"]]).encode())
    out[name] = h.hexdigest()[:16]
print(json.dumps(out))
"""


def digests(tree: Path, games: int, seed0: int) -> dict[str, str]:
    cmd = [sys.executable, "-c", CHILD, str(tree.resolve()), json.dumps(CONFIGS), str(games), str(seed0)]
    return json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("trees", type=Path, nargs="+", help="one or two checkouts")
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seeds", type=int, default=7000)
    args = ap.parse_args()
    found = [digests(t, args.games, args.seeds) for t in args.trees]
    print(f"{args.games} games per configuration, seeds {args.seeds}…\n")
    print("| configuration | " + " | ".join(f"`{t}`" for t in args.trees) + " |")
    print("| --- " * (len(args.trees) + 1) + "|")
    for name, *_ in CONFIGS:
        print(f"| {name} | " + " | ".join(d[name] for d in found) + " |")
    if len(found) == 2:
        same = found[0] == found[1]
        print("\nthe same games on both sides:", "yes" if same else "NO")
        sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
