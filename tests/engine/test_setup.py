"""Setup for 2 to 6 players, exactly as docs/rules.md §6 (and §2, §4, §5)."""
from __future__ import annotations

from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine import SetupError
from ds_widget.engine.calc import matching
from ds_widget.engine.constants import ANIMALS, ICE_AGE
from ds_widget.engine.hexmap import BOARD, CORNERS_OF, START_TILES, corner_str
from ds_widget.engine.invariants import problems

ALLOT = {2: (7, 55), 3: (6, 50), 4: (5, 45), 5: (4, 40), 6: (3, 35)}


def test_board_has_35_hexes_without_the_two_notches():
    assert len(BOARD) == 35
    assert (0, -3) not in BOARD and (0, 3) not in BOARD
    assert Counter(q for q, _ in BOARD) == {-3: 4, -2: 5, -1: 6, 0: 5, 1: 6, 2: 5, 3: 4}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_allotment_and_counts(players):
    g = Game.new(players=players, seed=players)
    st = g.state
    aps, cubes = ALLOT[players]
    assert len(st.animals) == players
    for a in st.animals.values():
        assert (a.supply, a.pawns) == (aps, aps)
        assert a.gene_pool == cubes - 1 - 4          # R15: VP marker and 4 start species
        assert st.earth_species(a.name) == 4
        assert a.vp == 0 and a.added == []
    # initiative: reverse food-chain order, animals in play only
    assert st.initiative == sorted(st.animals, key=ANIMALS.index, reverse=True)
    # the first decision belongs to the leftmost animal on the Initiative track
    assert g.pending.animal == st.initiative[0] and g.pending.kind == "place_pawn"
    assert len(g.pending.options) == 41
    assert problems(st) == []


def test_start_tiles_elements_and_species_six_players():
    st = Game.new(players=6, seed=3).state
    assert {h: t.kind for h, t in st.tiles.items()} == {**START_TILES, (0, 0): "tundra"}
    assert st.tundra_supply == 11
    per_tile = {START_TILES[h]: sorted(st.tile_elements(h)) for h in START_TILES}
    assert per_tile == {
        "sea": ["grass", "grub", "meat", "seed", "sun", "water"],
        "wetland": ["grass", "grub", "water", "water"],
        "savannah": ["grass", "grass", "sun", "water"],
        "desert": ["grass", "meat", "sun", "sun"],
        "mountain": ["meat", "meat", "seed", "sun"],
        "forest": ["grub", "meat", "seed", "seed"],
        "jungle": ["grub", "grub", "seed", "water"],
    }
    species = {START_TILES[h]: t.species for h, t in st.tiles.items() if h != (0, 0)}
    assert species == {
        "wetland": {"amphibians": 2, "insects": 1, "arachnids": 1},
        "savannah": {"insects": 2, "amphibians": 1, "reptiles": 1},
        "desert": {"reptiles": 2, "insects": 1, "mammals": 1},
        "mountain": {"mammals": 2, "birds": 1, "reptiles": 1},
        "forest": {"birds": 2, "arachnids": 1, "mammals": 1},
        "jungle": {"arachnids": 2, "amphibians": 1, "birds": 1},
    }
    # docs/rules.md §7.6: each animal starts dominant on its 2-species tile
    dom = {START_TILES[h]: t.dominant for h, t in st.tiles.items()}
    assert dom == {"sea": None, "wetland": "amphibians", "savannah": "insects",
                   "desert": "reptiles", "mountain": "mammals", "forest": "birds",
                   "jungle": "arachnids"}


def test_start_matching_table_of_rules_7_6():
    st = Game.new(players=6, seed=0).state
    by_terrain = {START_TILES[h]: h for h in START_TILES}
    table = {  # mam rep bir amp ara ins
        "wetland": (0, 0, 0, 6, 2, 2), "savannah": (0, 2, 0, 3, 0, 4),
        "desert": (2, 4, 0, 0, 0, 2), "mountain": (4, 2, 2, 0, 0, 0),
        "forest": (2, 0, 4, 0, 2, 0), "jungle": (0, 0, 2, 3, 4, 0), "sea": (2, 2, 2, 3, 2, 2),
    }
    for terrain, row in table.items():
        got = tuple(matching(st, a, by_terrain[terrain]) for a in ANIMALS)
        assert got == row, terrain


def test_fewer_animals_recompute_dominance():
    # docs/rules.md §7.6: with only insects and mammals on the desert, both match 2: no dominance
    st = Game.new(players=2, seed=0, animals=["insects", "mammals"]).state
    assert st.tiles[(1, 0)].species == {"insects": 1, "mammals": 1}
    assert st.tiles[(1, 0)].dominant is None


def test_action_display_cards_and_stacks():
    st = Game.new(players=4, seed=9).state
    assert [len(st.boxes[b]) for b in ("adaptation", "abundance", "wanderlust")] == [4, 4, 4]
    assert st.boxes["regression"] == st.boxes["wasteland"] == st.boxes["depletion"] == []
    assert sum(st.bag.values()) == 120 - 12 - 12
    assert len(st.available) == 5 and len(st.deck) == 21 and st.deck[-1] == ICE_AGE
    assert [len(s) for s in st.stacks] == [8, 8, 8] and st.stack_up == [True] * 3
    assert Counter(t for s in st.stacks for t in s) == {
        "sea": 6, "wetland": 3, "savannah": 3, "jungle": 3, "forest": 3, "desert": 3, "mountain": 3}
    assert all(v is None for v in st.spaces.values())


def test_short_game_and_fan_variant_cards():
    st = Game.new(players=3, seed=2, short_game=True).state
    assert {"immigrants", "intelligence", "omnivore", "parasitism"}.isdisjoint(st.deck + st.available)
    assert st.removed == ["immigrants", "intelligence", "omnivore", "parasitism"]
    assert len(st.deck) + len(st.available) == 22 and st.deck[-1] == ICE_AGE
    assert problems(st) == []
    fan = Game.new(players=3, seed=2, remove_cards=10).state
    assert len(fan.removed) == 10 and ICE_AGE not in fan.removed
    assert len(fan.deck) + len(fan.available) == 16 and fan.deck[-1] == ICE_AGE


def test_same_seed_same_game_different_seed_differs():
    a, b, c = (Game.new(players=5, seed=s) for s in (7, 7, 8))
    assert a.to_dict() == b.to_dict()
    assert a.to_dict() != c.to_dict()


def test_chosen_animals_and_random_deal():
    g = Game.new(players=3, seed=4, animals=["birds", "insects", "mammals"])
    assert list(g.state.animals) == ["mammals", "birds", "insects"]
    assert [g.state.animals[a].player for a in ("birds", "insects", "mammals")] == [0, 1, 2]
    dealt = {tuple(Game.new(players=2, seed=s).state.animals) for s in range(30)}
    assert len(dealt) > 5   # the deal depends on the seed


@pytest.mark.parametrize("kwargs, words", [
    ({"players": 1}, "2 to 6 players"),
    ({"players": 7}, "2 to 6 players"),
    ({"players": "4"}, "integer"),
    ({"players": 3, "animals": ["birds", "birds", "insects"]}, "different animals"),
    ({"players": 2, "animals": ["dragons", "birds"]}, "unknown animal"),
    ({"players": 4, "multi": True}, "2 or 3 players"),
    ({"players": 4, "remove_cards": 30}, "remove_cards"),
    ({"players": 4, "seed": -1}, "seed"),
    ({"players": 4, "max_turns": 0}, "max_turns"),
])
def test_setup_arguments_are_checked(kwargs, words):
    with pytest.raises(SetupError, match=words):
        Game.new(**kwargs)


def test_corner_names_match_rules_4_4():
    # NW corner of the centre = {(0,0), (-1,0), (0,-1)}: the E corner of (-1,0)
    assert corner_str(CORNERS_OF[(0, 0)][2]) == "-1,0E"
    assert [corner_str(c) for c in CORNERS_OF[(0, 0)]] == ["0,0E", "1,-1W", "-1,0E", "0,0W",
                                                          "-1,1E", "1,0W"]
