"""The same games (issue 51): seeded random games — every choice, the scores, the winner — per
configuration, pinned as a digest. An optimisation of the engine must leave every digest as it is;
a change of the rules or of the order of a decision's options changes them, on purpose, and then
they are made again (``python benchmarks/games_digest.py . --games 4 --seeds 7000``) in the same
commit, with the goldens, exercise solutions and practice seeds that depend on the games."""
from __future__ import annotations

import hashlib
import json

import pytest

from ds_widget.engine.simulate import CONFIGS, play_random_game

GAMES = 4
SEED = 7000
#: made by benchmarks/games_digest.py at 65a6ae1 (the engine before issue 51) and unchanged since
PINNED = {
    "2p": "20ad7264d1308b8e",
    "3p": "a5a1e1051769cadb",
    "4p": "cab0e5a29ac80780",
    "5p": "9388163d8658a03f",
    "6p": "5e353077e020ff66",
    "4p random earth": "905da3213b5da704",
    "3p short game": "6489b3aaaa042b39",
    "5p 6 cards removed": "f30c081ffc91d979",
    "2p several animals": "781cba98949da012",
    "3p several animals": "502d2466eb9b4504",
}


@pytest.mark.parametrize("name,players,variant", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_seeded_games_are_the_same_games(name, players, variant):
    h = hashlib.sha256()
    for i in range(GAMES):
        g = play_random_game(players, SEED + i, record=True, **variant)
        h.update(json.dumps([g["record"]["choices"], g["turns"], g["scores"], g["winner"],
                             g["reason"]]).encode())
    assert h.hexdigest()[:16] == PINNED[name]
