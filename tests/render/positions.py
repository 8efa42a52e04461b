"""The positions the renderer tests draw: starts for 2, 4 and 6 players and a late game.

The late game is reproducible from the engine alone: a 4-player game with seed 9, played with
uniformly random choices from ``random.Random(9)`` for 1057 choices, the mammals always saving a
species at Extinction without a draw when one tile qualifies and drawing among the tiles when
several do (as the engine asked before the save could be declined, record version 1; the same
position as the goldens were made from). That is turn 19, in the
Migration section: the insects pick a tile to migrate from, so the picture shows choices on the
earth, and the last step (the birds' Wanderlust element on a new tile) is marked as changed;
28 tiles, 12 of them glaciated, 13 elements on earth, species of three animals, action pawns
on the display, elements in every box, Ice Age among the available cards.
"""
from __future__ import annotations

import random
from typing import Any

from ds_widget import Game

LATE_SEED = 9
LATE_PLY = 1057


def start(players: int) -> Game:
    return Game.new(players=players, seed=1)


def late_game() -> Game:
    g = Game.new(players=4, seed=LATE_SEED)
    rng = random.Random(LATE_SEED)
    drawn = 0
    while drawn < LATE_PLY:
        d = g.pending
        options = [o for o in d.options if not (d.kind == "mammal_save" and o.kind == "decline")]
        if d.kind == "mammal_save" and len(options) == 1:
            g.choose(options[0].id)              # saved without a question before version 2
            continue
        g.choose(rng.choice(options).id)
        drawn += 1
    return g


GOLDEN: dict[str, Any] = {
    "start_2p": lambda: start(2),
    "start_4p": lambda: start(4),
    "start_6p": lambda: start(6),
    "late_game": late_game,
}


def render(game: Game, **options: Any) -> str:
    from ds_widget.render import render_svg
    return render_svg(game.state, decision=game.pending, events=game.last_events, **options)
