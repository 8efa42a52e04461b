"""The optional rules (docs/rules.md §12): several animals per player, random earth, short game, fan variant."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine import SetupError
from ds_widget.engine.constants import ANIMALS, KEY_ELEMENT
from ds_widget.engine.hexmap import CORNERS_OF
from ds_widget.engine.invariants import problems
from ds_widget.engine.phases import _winner
from ds_widget.engine.scenario import ScenarioBuilder


@pytest.mark.parametrize("players", [2, 3])
def test_several_animals_per_player_setup(players):
    g = Game.new(players=players, seed=5, multi=True)
    st = g.state
    assert list(st.animals) == list(ANIMALS)
    for a in st.animals.values():
        assert (a.pawns, a.gene_pool, a.unused) == (3, 35 - 1 - 4, 55 - 35)
    assert Counter(a.player for a in st.animals.values()) == dict.fromkeys(range(players), 6 // players)
    assert st.initiative == list(reversed(ANIMALS))
    assert problems(st) == []


def test_several_animals_controllers_are_checked():
    g = Game.new(players=2, seed=1, multi=True, animals=list(ANIMALS), controllers=[0, 1, 0, 1, 0, 1])
    assert [g.state.animals[a].player for a in ANIMALS] == [0, 1, 0, 1, 0, 1]
    with pytest.raises(SetupError, match="controllers"):
        Game.new(players=2, seed=1, multi=True, animals=list(ANIMALS), controllers=[0, 0, 0, 0, 0, 1])


def test_final_score_of_a_player_is_its_lowest_animal():
    # 000 p.17: 70/145/160 -> 70 against 75/85/95 -> 75: the second player wins
    b = ScenarioBuilder(multi=True, controllers=[0, 1, 0, 1, 0, 1])
    b.tile("0,0", "sea", species={"mammals": 1})
    st = b.build()
    for a, vp in zip(ANIMALS, (70, 75, 145, 85, 160, 95)):
        st.animals[a].vp = vp
    res = _winner(st)
    assert res["player_scores"] == {"1": 75, "0": 70}
    assert res["winner_player"] == 1 and res["winner"] == "reptiles"


def test_tied_players_decided_by_their_scoring_animals_food_chain_r30():
    b = ScenarioBuilder(multi=True, controllers=[0, 1, 0, 1, 0, 1])
    b.tile("0,0", "sea", species={"mammals": 1})
    st = b.build()
    for a, vp in zip(ANIMALS, (90, 80, 80, 90, 90, 90)):
        st.animals[a].vp = vp
    res = _winner(st)
    # player 0's lowest is birds (80), player 1's is reptiles (80): reptiles are higher
    assert res["winner_player"] == 1 and res["scoring_animal"] == {"1": "reptiles", "0": "birds"}


def test_in_the_variant_a_players_other_animals_are_opponents():
    b = ScenarioBuilder(multi=True, controllers=[0, 1, 0, 1, 0, 1])
    b.tile("0,0", "forest", species={"mammals": 2, "birds": 2})       # both player 0
    b.pawn("competition.3", "mammals")                                  # desert + forest + tundra
    b.at_section("competition")
    g = Game.from_state(b.build())
    assert g.pending.kind == "competition_tile" and "tile:0,0" in [o.id for o in g.options]


def test_survival_is_held_by_an_animal_even_against_its_own_player_r48():
    from ds_widget.engine.calc import survival
    b = ScenarioBuilder(multi=True, controllers=[0, 1, 0, 1, 0, 1])
    b.tile("0,0", "tundra", species={"mammals": 2, "birds": 2})       # same player: a tie
    assert survival(b.build())["holder"] is None


def test_random_earth_setup_species_follow_key_elements_and_vp_compensate():
    for seed in range(8):
        g = Game.new(players=4, seed=seed, random_earth=True)
        st = g.state
        assert problems(st) == [] and st.tiles[(0, 0)].tundra and len(st.corners) == 12
        placed = {}
        for a in st.animals:
            placed[a] = 0
            for h, t in st.tiles.items():
                n = sum(1 for c in CORNERS_OF[h] if st.corners.get(c) == KEY_ELEMENT[a])
                assert t.species.get(a, 0) == (0 if t.tundra else n)
                placed[a] += t.species.get(a, 0)
        most = max(placed.values())
        assert {a: x.vp for a, x in st.animals.items()} == {a: most - n for a, n in placed.items()}


def test_random_earth_tiles_are_drawn_from_all_31():
    terrains = Counter()
    for seed in range(30):
        st = Game.new(players=3, seed=seed, random_earth=True).state
        terrains.update(t.terrain for h, t in st.tiles.items() if h != (0, 0))
    assert len(terrains) == 7       # any terrain can be a start tile


@pytest.mark.parametrize("options", [{"multi": True, "players": 3}, {"random_earth": True, "players": 5},
                                     {"short_game": True, "players": 4}, {"remove_cards": 9, "players": 6}])
def test_random_games_of_each_optional_rule_finish_cleanly(options):
    for seed in range(4):
        g = Game.new(seed=seed, max_turns=80, **options)
        r = random.Random(seed)
        while not g.is_over:
            g.choose(r.choice(g.options).id)
            assert problems(g.state) == []
        assert g.completed
        played = set(g.state.played)
        if options.get("short_game"):
            assert played.isdisjoint({"immigrants", "intelligence", "omnivore", "parasitism"})
        if options.get("remove_cards"):
            assert played.isdisjoint(g.state.removed) and len(g.state.removed) == 9
