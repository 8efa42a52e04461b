"""Could the position occur in a real game? (issue 30, item 1): every position of random games
passes, and each check catches the fault it is there for."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.engine.plausible import implausible
from ds_widget.engine.scenario import ScenarioBuilder
from ds_widget.engine.scenarios import build

VARIANTS = [{}, {"random_earth": True}, {"short_game": True}]


@pytest.mark.parametrize("seed", range(12))
def test_every_position_of_a_random_game_could_occur(seed):
    kw = dict(VARIANTS[seed % 3])
    players = 2 + seed % 5
    if seed % 4 == 3:
        kw, players = {"multi": True}, 2 + seed % 2
    g = Game.new(players=players, seed=seed, **kw)
    rng = random.Random(seed)
    seen = 0
    while not g.is_over and g.ply < 2500:
        assert implausible(g.state) == [], (seed, g.ply, g.state.turn, g.state.phase)
        g.choose(rng.choice(g.pending.options).id)
        seen += 1
    assert seen > 100


START = {"animals": ["mammals", "reptiles", "birds", "insects"], "base": "start"}


def codes(spec):
    return [c for c, _ in implausible(build({**START, **spec}))]


def test_a_plain_start_could_occur():
    assert codes({}) == []
    assert codes({"pawns": {"initiative.1": "birds"}, "at": "initiative", "other_pawns": "placed"}) == []


@pytest.mark.parametrize("spec,code", [
    ({"tiles": {"0,0": {"terrain": "sea"}}}, "centre"),                        # the centre not tundra
    ({"boxes": {"regression": ["grub"]}}, "boxes"),                            # filled in turn 1
    ({"boxes": {"depletion": ["seed"]}, "turn": 2}, "boxes"),                  # filled in turn 2
    ({"available": ["aquatic", "blight", "biomass", "catastrophe", "cold_snap"],
      "played": ["disease", "evolution", "fertile", "habitat", "instinct", "predator"]}, "cards"),
    ({"available": ["ice_age"], "played": [], "turn": 6}, "ice_age"),         # Ice Age before the deck ends
    ({"pawns": {"initiative.1": "birds"}, "at": "initiative"}, "pawns"),        # pawns left in a supply
    ({"sheets": {"birds": ["seed", "seed", "seed", "seed"]}}, "sheet"),        # 4 Adaptations in turn 1
])
def test_each_check_catches_its_fault(spec, code):
    assert code in codes(spec)


def test_tiles_and_tundra_are_counted_against_the_turns():
    b = ScenarioBuilder(["mammals", "birds"])
    for h, t in (("0,0", "sea"), ("0,-1", "wetland"), ("1,-1", "savannah"), ("1,0", "desert"),
                 ("0,1", "mountain"), ("-1,1", "forest"), ("-1,0", "jungle")):
        b.tile(h, t, tundra=h == "0,0")
    for h, t in (("0,-2", "sea"), ("1,-2", "sea"), ("2,-2", "sea"), ("2,-1", "jungle")):
        b.tile(h, t)                                   # four Wanderlust tiles in turn 1
    b.tile("-1,2", "desert", tundra=True)
    b.tile("-2,2", "wetland", tundra=True)             # two glaciations in turn 1
    found = [c for c, _ in implausible(b.build())]
    assert "tiles" in found and "tundra" in found
