"""Could the position occur in a real game? (issue 30, item 1): every position of random games
passes, and each check catches the fault it is there for."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.engine.plausible import implausible, resolved
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


#: the printed start with the squares setup fills (four elements each)
START = {"animals": ["mammals", "reptiles", "birds", "insects"], "base": "start",
         "boxes": {"adaptation": ["meat", "grass", "grub", "seed"], "abundance": ["sun", "water", "grub", "seed"],
                   "wanderlust": ["grass", "water", "meat", "sun"]}}


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
    # the game's own bounds (issue 48): at most 3 Adaptations a turn over all animals ...
    ({"sheets": {"birds": ["seed", "seed"], "mammals": ["sun", "sun"]}, "turn": 2}, "sheet"),
    ({"sheets": {"birds": ["seed"]}}, "sheet"),                                  # before Adaptation has acted
    # ... a glaciation counted only once Glaciation has acted ...
    ({"tiles": {"1,-1": {"terrain": "savannah", "tundra": True}}}, "tundra"),
    # ... the squares hold what setup drew, less what was taken ...
    ({"boxes": {"adaptation": [], "abundance": ["sun"], "wanderlust": ["sun", "grass", "water", "meat"]}},
     "squares"),
    # ... the start species before the first Speciation ...
    ({"species": {"0,0": {"reptiles": 2}}}, "start_species"),
    ({"species": {"1,0": {"insects": 3}}}, "start_species"),
    # ... and the start hexes are never empty, nor another terrain
    ({"tiles": {"-1,0": {"terrain": "forest"}}}, "start_hex"),
])
def test_each_check_catches_its_fault(spec, code):
    assert code in codes(spec)


def test_resolved_spaces_count_as_the_turn_goes():
    """Adaptation's three spaces: none before it acts, all of them once Execution is past it."""
    spec = {"pawns": {"adaptation.1": "birds", "adaptation.2": "mammals"}, "other_pawns": "placed"}
    at_adaptation = build({**START, **spec, "at": "adaptation"})
    assert resolved(at_adaptation, "adaptation") <= 1 and resolved(at_adaptation, "glaciation") == 0
    later = build({**START, **spec, "at": "glaciation", "pawns": {"glaciation.1": "birds"}})
    assert resolved(later, "adaptation") == 3 and resolved(later, "speciation") == 0


def test_an_empty_start_hex_is_caught_in_a_game_and_in_a_fragment():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", tundra=True)
    b.tile("0,-1", "wetland")
    st = b.build()
    assert "start_hex" in [c for c, _ in implausible(st)]
    example = build({"name": "planted", "source": "000 p.14", "animals": ["birds", "insects"],
                     "tiles": {"-1,0": {"terrain": "forest", "species": {"birds": 1}}},
                     "at": "wanderlust", "pawns": {"wanderlust.1": "birds"},
                     "fragment": {"shows": ["wanderlust"], "ends_after": "wanderlust"}})
    assert [c for c, _ in implausible(example)] == ["start_hex"]       # a fragment: its earth only


def test_the_rulebook_examples_are_fragments_whose_earth_could_occur():
    from ds_widget.engine.scenarios import load, names
    for name in names():
        st = load(name)[0]
        assert st.fragment is not None and st.fragment["example"] == name
        assert implausible(st) == [], name


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
