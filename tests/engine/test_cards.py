"""The 26 Dominance cards, checked against the rules digest (docs/rules.md §10 with §7, §9.12, §12.1
and the rulings of §13).

Each card has tests for its normal effect, for the clarifications, engine notes and rulings that
apply to it, and for the case where nothing applies (the card resolves, says what lapsed, and the
game goes on). Positions come from :class:`ScenarioBuilder`: ``at_card`` starts with the card about
to be resolved after the last Domination pawn of the turn, so once the card is done the engine runs
Extinction, Survival and Reseed and waits in the next turn's Planning. Scenarios therefore feed
every occupied tile (so Extinction changes nothing unless a test wants it to). Where a test must see
the state before Reset (the bag, pawns on the display, Domination still to come), it plays a real
Domination action instead (:func:`domination_game`) and keeps a second Domination pawn waiting.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine import IllegalChoiceError
from ds_widget.engine.constants import ANIMALS, CARDS, ELEMENTS, ICE_AGE
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import assert_consistent, corner, event, ids, kinds, snapshot

SIX = list(ANIMALS)
CORNER_NAMES = ("E", "NE", "NW", "W", "SW", "SE")
# Scenarios put independent tiles on pairwise non-adjacent hexes ("0,0", "2,-2", "2,0", "0,2",
# "-2,2", "-2,0"): their corners are disjoint, so each is fed on its own.


# ------------------------------------------------------------------------------------ helpers
def lush(b: ScenarioBuilder, tile: str, elements=ELEMENTS) -> None:
    """Put the given element discs (default: one of each type) on the corners of ``tile``, in the
    order E, NE, NW, W, SW, SE: every animal then matches there and nobody is endangered."""
    for name, e in zip(CORNER_NAMES, elements):
        b.element(corner(tile, name), e)


def others(card: str) -> list[str]:
    """Five face-up cards other than ``card`` (and Ice Age)."""
    return [c for c in CARDS if c not in (card, ICE_AGE)][:5]


def card_game(card: str, chooser: str, setup=None, animals=SIX, tile: str = "0,0", **kw) -> Game:
    """The position where ``chooser`` is about to resolve ``card`` after scoring ``tile``."""
    b = ScenarioBuilder(animals, **kw)
    b.cards(others(card))
    if setup:
        setup(b)
    b.at_card(card, chooser, tile)
    return Game.from_state(b.build())


def domination_game(setup, *, actor: str, card: str, later: str | None = None, animals=SIX,
                    cards=None, **kw) -> Game:
    """Domination about to resolve: ``actor`` on the 1st space and, if given, ``later`` on the
    2nd (it holds the game before Reset once the card is done). ``card`` (or ``cards``) face up."""
    b = ScenarioBuilder(animals, **kw)
    setup(b)
    b.pawn("domination.1", actor)
    if later:
        b.pawn("domination.2", later)
    b.cards(cards or [card] + others(card)[:4])
    b.at_section("domination")
    return Game.from_state(b.build())


def all_events(g: Game) -> list[dict]:
    out = list(g.start_events)
    for h in g.history:
        out += h["events"]
    return out


def lapses(events: list[dict], reason: str | None = None) -> list[dict]:
    return [e for e in events if e["kind"] == "card_part_lapsed"
            and (reason is None or e["reason"] == reason)]


def assert_card_done(g: Game, card: str) -> None:
    """The card was resolved, the turn went on through Reset, and the game waits in Planning."""
    ev = all_events(g)
    assert any(e["kind"] == "card_resolved" and e["card"] == card for e in ev), kinds(ev)
    st = g.state
    assert (st.turn, st.phase, g.pending.kind) == (2, "planning", "place_pawn")
    assert_consistent(g)


def save_mammals(g: Game) -> None:
    """Answer the Extinction question the mammals get when a card left some of them endangered."""
    while g.pending is not None and g.pending.kind == "mammal_save":
        g.choose(g.options[0].id)


def assert_no_extinction(g: Game) -> None:
    assert event(all_events(g), "extinction")["total"] == 0


def assert_illegal(g: Game, *option_ids: str) -> None:
    """Each option is refused with IllegalChoiceError naming the card, and changes nothing."""
    for option_id in option_ids:
        before, pending = snapshot(g), (g.pending.animal, g.pending.kind, ids(g))
        with pytest.raises(IllegalChoiceError) as exc:
            g.choose(option_id)
        assert exc.value.rule == g.pending.rule
        assert snapshot(g) == before
        assert (g.pending.animal, g.pending.kind, ids(g)) == pending


def park(b: ScenarioBuilder, placed, keep=None) -> None:
    """Leave in the bag only ``keep`` (element -> count): every other disc not already ``placed``
    (on corners and sheets) goes to the Depletion box."""
    used = Counter(placed)
    keep = keep or {}
    rest = []
    for e in ELEMENTS:
        rest += [e] * (20 - used[e] - keep.get(e, 0))
    b.box("depletion", rest)


def species(g: Game, tile: str) -> dict:
    q, r = (int(x) for x in tile.split(","))
    return dict(g.state.tiles[(q, r)].species)


def animal(g: Game, name: str):
    return g.state.animals[name]


def test_every_card_is_covered_by_this_module():
    names = {n.split("_", 1)[1] for n in globals() if n.startswith("test_")}
    for card in CARDS:
        assert any(card in n for n in names), card


# ------------------------------------------------------------------------------------ 1 aquatic
def aquatic_setup(b):
    b.tile("0,0", "sea")
    b.tile("2,-2", "desert", species={"birds": 1})
    lush(b, "2,-2")


def test_aquatic_places_a_chosen_element_then_up_to_four_species_on_that_tile():
    g = card_game("aquatic", "birds", aquatic_setup, animals=["birds", "insects"], tile="2,-2")
    d = g.pending
    assert (d.animal, d.kind, d.rule) == ("birds", "aquatic_element", "card.aquatic")
    assert ids(g) == ["element:" + e for e in ELEMENTS]        # picked, not drawn blind
    g.choose("element:seed")
    assert g.pending.kind == "aquatic_corner"
    assert sorted(ids(g)) == sorted("corner:" + corner("0,0", n) for n in CORNER_NAMES)
    seeds = g.state.bag["seed"]
    g.choose("corner:" + corner("0,0", "SW"))
    st = g.state
    assert st.corners[(-1, 1, 0)] == "seed"
    assert st.bag["seed"] == seeds - 1                           # it came out of the bag
    # one sea tile has that corner: straight to the count, 0..4
    assert g.pending.kind == "aquatic_count" and ids(g) == [f"count:{n}" for n in range(5)]
    pool = animal(g, "birds").gene_pool
    g.choose("count:4")
    assert species(g, "0,0") == {"birds": 4}
    assert animal(g, "birds").gene_pool == pool - 4
    assert_no_extinction(g)
    assert_card_done(g, "aquatic")


def test_aquatic_offers_only_types_present_in_the_bag():
    def setup(b):
        aquatic_setup(b)
        park(b, ELEMENTS, keep={e: 1 for e in ELEMENTS if e != "sun"})
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    assert "element:sun" not in ids(g) and len(ids(g)) == 5
    assert_illegal(g, "element:sun", "element:fire", "count:2")


def test_aquatic_corner_shared_by_two_watery_tiles_lets_the_chooser_pick_the_tile():
    def setup(b):
        b.tile("0,0", "sea")
        b.tile("1,-1", "wetland")
        b.tile("1,0", "desert")                   # the E corner of (0,0) also touches the desert
        b.tile("-2,2", "forest", species={"birds": 1})
        lush(b, "-2,2")
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    g.choose("element:seed")
    # the vacant corners of the sea and the wetland, not the desert's own
    assert "corner:" + corner("1,0", "SE") not in ids(g)
    assert "corner:" + corner("1,-1", "NE") in ids(g)
    assert_illegal(g, "corner:" + corner("1,0", "SE"), "corner:" + corner("-2,2", "E"))
    g.choose("corner:" + corner("0,0", "E"))
    d = g.pending
    assert d.kind == "aquatic_tile" and ids(g) == ["tile:0,0", "tile:1,-1"]   # not the desert
    assert_illegal(g, "tile:1,0")
    g.choose("tile:1,-1")
    g.choose("count:2")
    assert species(g, "1,-1") == {"birds": 2} and species(g, "0,0") == {}
    assert_card_done(g, "aquatic")


def test_aquatic_a_glaciated_sea_is_tundra_not_sea():
    # R13: the tundra on the printed sea offers no corner; only the wetland counts
    def setup(b):
        b.tile("0,0", "tundra")
        b.tile("2,-2", "wetland")
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    g.choose("element:grub")
    assert sorted(ids(g)) == sorted("corner:" + corner("2,-2", n) for n in CORNER_NAMES)


def test_aquatic_with_no_sea_or_wetland_lapses_entirely_and_the_game_goes_on():
    def setup(b):
        b.tile("0,0", "tundra", species={"birds": 1})
        b.tile("2,-2", "desert")
        lush(b, "0,0")
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    ev = all_events(g)
    assert lapses(ev, "no_sea_or_wetland")
    assert not any(e["kind"] in ("element_placed", "species_added") for e in ev)
    assert_card_done(g, "aquatic")


def test_aquatic_element_part_lapses_when_every_watery_corner_is_full_but_species_still_come():
    # R22: the two parts are independent
    def setup(b):
        b.tile("0,0", "sea")
        b.tile("2,-2", "wetland")
        lush(b, "0,0")
        lush(b, "2,-2", ["seed"] * 6)
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    assert lapses(g.start_events, "no_vacant_corner")
    assert g.pending.kind == "aquatic_tile" and ids(g) == ["tile:0,0", "tile:2,-2"]
    g.choose("tile:2,-2")
    g.choose("count:3")
    assert species(g, "2,-2") == {"birds": 3}
    assert_no_extinction(g)
    assert_card_done(g, "aquatic")


def test_aquatic_element_part_lapses_with_an_empty_bag_but_species_still_come():
    def setup(b):
        b.tile("0,0", "sea")
        b.element(corner("0,0", "E"), "seed")
        park(b, ["seed"])
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    assert lapses(g.start_events, "bag_empty")
    assert g.pending.kind == "aquatic_count"          # the only watery tile: no tile question
    g.choose("count:1")
    assert species(g, "0,0") == {"birds": 1}
    assert_card_done(g, "aquatic")


def test_aquatic_species_are_capped_by_the_gene_pool_and_lapse_when_it_is_empty():
    def setup(b):
        aquatic_setup(b)
        b.eliminated("birds", 51)                 # 55 - 1 marker - 1 on earth - 51 = 2 left
    g = card_game("aquatic", "birds", setup, animals=["birds", "insects"])
    g.choose("element:seed")
    g.choose("corner:" + corner("0,0", "E"))
    assert ids(g) == ["count:0", "count:1", "count:2"]
    assert_illegal(g, "count:3")

    def empty(b):
        aquatic_setup(b)
        b.eliminated("birds", 53)
    g = card_game("aquatic", "birds", empty, animals=["birds", "insects"])
    g.choose("element:seed")
    events = g.choose("corner:" + corner("0,0", "E"))
    assert lapses(events, "empty_gene_pool")
    assert g.state.corners[(0, 0, 0)] == "seed"        # the element part still happened
    assert_card_done(g, "aquatic")


# ------------------------------------------------------------------------------- 2 biodiversity
def test_biodiversity_one_vp_per_tile_shared_with_any_opponent():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1, "mammals": 2, "reptiles": 1})   # 1 VP, not 2
        b.tile("2,-2", "desert", species={"birds": 2, "insects": 1})
        b.tile("2,0", "forest", species={"birds": 3})                              # alone: 0
        b.tile("0,2", "jungle", species={"mammals": 1, "insects": 1})              # not birds'
        for t in ("0,0", "2,-2", "2,0", "0,2"):
            lush(b, t)
        b.vp("birds", 5)
    g = card_game("biodiversity", "birds", setup)
    ev = event(g.start_events, "card_vp")
    assert ev["quantity"] == 2 and sorted(ev["tiles"]) == ["0,0", "2,-2"]
    assert animal(g, "birds").vp == 7
    assert all(animal(g, a).vp == 0 for a in SIX if a != "birds")     # only the chooser scores
    assert_no_extinction(g)
    assert_card_done(g, "biodiversity")


def test_biodiversity_counts_the_same_players_other_animals_as_opponents():
    # §12.1, R26: mammals, reptiles and birds belong to player 0, but they are opponents
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1, "reptiles": 1})
        lush(b, "0,0")
    g = card_game("biodiversity", "birds", setup, multi=True)
    assert g.state.animals["birds"].player == g.state.animals["reptiles"].player
    assert animal(g, "birds").vp == 1
    assert_card_done(g, "biodiversity")


def test_biodiversity_with_no_shared_tile_scores_nothing_and_the_game_goes_on():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.tile("2,-2", "sea", species={"insects": 1})
        lush(b, "0,0")
        lush(b, "2,-2")
    g = card_game("biodiversity", "birds", setup)
    assert event(g.start_events, "card_vp")["vp"] == 0
    assert animal(g, "birds").vp == 0
    assert_card_done(g, "biodiversity")


# ------------------------------------------------------------------------------------- 3 blight
def blight_setup(b):
    b.tile("0,0", "sea")
    b.tile("1,-1", "savannah", species={"reptiles": 1})
    b.tile("-2,2", "forest", species={"birds": 1})
    b.element(corner("0,0", "E"), "sun")         # shared with the savannah
    b.element(corner("0,0", "NE"), "grass")      # shared with the savannah
    b.element(corner("0,0", "W"), "seed")
    b.element(corner("0,0", "SW"), "meat")
    b.element(corner("1,-1", "NE"), "water")     # the savannah's own
    lush(b, "-2,2")


def test_blight_keeps_one_element_of_the_choosers_choice_and_bags_the_rest():
    g = card_game("blight", "birds", blight_setup)
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "blight_tile")
    assert ids(g) == ["tile:-2,2", "tile:0,0", "tile:1,-1"]
    g.choose("tile:0,0")
    assert g.pending.kind == "blight_keep"
    assert sorted(ids(g)) == sorted("corner:" + corner("0,0", n) for n in ("E", "NE", "W", "SW"))
    assert_illegal(g, "corner:" + corner("1,-1", "NE"), "corner:" + corner("0,0", "SE"))
    events = g.choose("corner:" + corner("0,0", "W"))
    st = g.state
    assert st.tile_elements((0, 0)) == ["seed"]
    # the discs also disappear from the savannah: only its own water is left there
    assert st.tile_elements((1, -1)) == ["water"]
    done = event(events, "card_resolved")
    assert sorted(r["element"] for r in done["removed"]) == ["grass", "meat", "sun"]
    # the reptiles lost their sun on the savannah: endangered, they die in Extinction
    assert event(events, "extinction")["total"] == 1
    assert_card_done(g, "blight")                     # conservation: the discs are in the bag


@pytest.mark.parametrize("discs", [0, 1])
def test_blight_on_a_tile_with_one_element_or_none_changes_nothing(discs):
    def setup(b):
        b.tile("0,0", "sea")
        b.tile("2,-2", "sea")
        if discs:
            b.element(corner("0,0", "E"), "sun")
        lush(b, "2,-2")
    g = card_game("blight", "birds", setup)
    corners = dict(g.state.corners)
    events = g.choose("tile:0,0")
    assert lapses(events, "one_element_or_fewer")
    assert g.state.corners == corners
    assert_card_done(g, "blight")


# ------------------------------------------------------------------------------------ 4 biomass
def biomass_setup(b):
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 2})          # 4 species, 3 discs
    lush(b, "0,0", ["meat", "seed", "grass"])
    b.tile("2,-2", "desert", species={"birds": 3})                     # 3 species, 1 disc
    lush(b, "2,-2", ["seed"])
    b.tile("2,0", "forest", species={"birds": 1})                      # 1 species, 2 discs: safe
    lush(b, "2,0", ["seed", "seed"])
    b.tile("0,2", "jungle", species={"reptiles": 5})                   # 5 species, 1 disc
    lush(b, "0,2", ["sun"])
    b.tile("-2,2", "savannah", species={"insects": 1})                 # species, no disc at all
    b.tile("-2,0", "wetland", species={"amphibians": 2})               # 2 species, 2 discs: safe
    lush(b, "-2,0", ["water", "water"])


def test_biomass_eliminates_exactly_one_species_on_each_crowded_tile():
    g = card_game("biomass", "birds", biomass_setup)
    d = g.pending
    # on the shared tile the chooser picks the animal
    assert (d.animal, d.kind, d.args["tile"]) == ("birds", "biomass_victim", "0,0")
    assert ids(g) == ["animal:mammals", "animal:birds"]
    assert_illegal(g, "animal:reptiles", "animal:insects")
    g.choose("animal:mammals")
    elim = [(e["tile"], e["animal"], e["count"]) for e in all_events(g)
            if e["kind"] == "species_eliminated"]
    assert sorted(elim) == [("-2,2", "insects", 1), ("0,0", "mammals", 1), ("0,2", "reptiles", 1),
                            ("2,-2", "birds", 1)]
    assert species(g, "0,0") == {"birds": 2, "mammals": 1}
    assert species(g, "2,-2") == {"birds": 2}          # alone there: the chooser loses its own
    assert species(g, "0,2") == {"reptiles": 4}        # never more than one per tile (R38)
    assert species(g, "2,0") == {"birds": 1} and species(g, "-2,0") == {"amphibians": 2}
    st = g.state
    assert (st.animals["mammals"].eliminated, st.animals["birds"].eliminated,
            st.animals["reptiles"].eliminated) == (1, 1, 1)
    # the insects' last species (no disc) was eliminated by Biomass; Extinction found none left
    assert species(g, "-2,2") == {} and st.animals["insects"].eliminated == 1
    assert_card_done(g, "biomass")


def test_biomass_lets_the_chooser_pick_itself_on_a_shared_tile():
    g = card_game("biomass", "birds", biomass_setup)
    g.choose("animal:birds")
    assert species(g, "0,0") == {"birds": 1, "mammals": 2}


def test_biomass_with_no_crowded_tile_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2})
        lush(b, "0,0", ["seed", "seed"])
    g = card_game("biomass", "birds", setup)
    assert lapses(g.start_events, "no_crowded_tile")
    assert species(g, "0,0") == {"birds": 2}
    assert_card_done(g, "biomass")


# -------------------------------------------------------------------------------- 5 catastrophe
def catastrophe_setup(b):
    # the centre and three neighbours; every animal also holds a water, so one water feeds it
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 3, "insects": 1})
    b.tile("0,-1", "wetland", species={"birds": 2})                     # only the chooser
    b.tile("1,-1", "savannah", species={"mammals": 1, "reptiles": 2})
    b.tile("1,0", "desert")                                              # no species
    b.tile("-2,2", "forest", species={"insects": 2})                     # not adjacent
    for a in SIX:
        b.sheet(a, ["water"])
    b.element(corner("0,0", "E"), "water")       # (0,0), (1,-1), (1,0)
    b.element(corner("0,0", "NE"), "water")      # (0,0), (1,-1), (0,-1)
    b.element(corner("-2,2", "E"), "water")


def test_catastrophe_spares_one_species_and_costs_every_occupied_neighbour_one():
    g = card_game("catastrophe", "birds", catastrophe_setup)
    assert g.pending.kind == "catastrophe_tile"
    assert ids(g) == ["tile:-2,2", "tile:0,-1", "tile:0,0", "tile:1,-1", "tile:1,0"]
    g.choose("tile:0,0")
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "catastrophe_survivor")
    assert ids(g) == ["animal:mammals", "animal:birds", "animal:insects"]   # any animal, own too
    assert_illegal(g, "animal:reptiles")
    g.choose("animal:mammals")
    assert species(g, "0,0") == {"mammals": 1}
    # the wetland held only the chooser's birds: they lose one, without a question (R21);
    # the savannah has two animals: the chooser picks
    d = g.pending
    assert (d.kind, d.args["tile"]) == ("catastrophe_neighbour", "1,-1")
    assert species(g, "0,-1") == {"birds": 1}
    assert ids(g) == ["animal:mammals", "animal:reptiles"]
    g.choose("animal:reptiles")
    assert species(g, "1,-1") == {"mammals": 1, "reptiles": 1}
    assert species(g, "1,0") == {} and species(g, "-2,2") == {"insects": 2}
    st = g.state
    assert (st.animals["birds"].eliminated, st.animals["mammals"].eliminated,
            st.animals["insects"].eliminated, st.animals["reptiles"].eliminated) == (3, 2, 1, 1)
    assert_no_extinction(g)
    assert_card_done(g, "catastrophe")


def test_catastrophe_on_a_single_animals_tile_keeps_one_of_it_without_asking():
    g = card_game("catastrophe", "birds", catastrophe_setup)
    g.choose("tile:0,-1")                     # birds 2 alone
    assert species(g, "0,-1") == {"birds": 1}
    # its neighbours (0,0) and (1,-1) each lose one: (0,0) first
    assert (g.pending.kind, g.pending.args["tile"]) == ("catastrophe_neighbour", "0,0")


def test_catastrophe_may_pick_an_empty_tile_and_the_neighbours_still_lose_one():
    # R21: any tile, even with 0-1 species; the neighbour losses are compulsory
    g = card_game("catastrophe", "birds", catastrophe_setup)
    events = g.choose("tile:1,0")
    assert lapses(events, "one_species_or_fewer")
    assert (g.pending.kind, g.pending.args["tile"]) == ("catastrophe_neighbour", "0,0")
    g.choose("animal:birds")                   # the chooser may hit itself
    g.choose("animal:mammals")
    assert species(g, "0,0") == {"birds": 1, "mammals": 3, "insects": 1}
    assert species(g, "1,-1") == {"reptiles": 2}
    assert species(g, "0,-1") == {"birds": 2}  # not adjacent to (1,0)
    assert_card_done(g, "catastrophe")


def test_catastrophe_with_nothing_to_eliminate_resolves_and_the_game_goes_on():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.tile("2,-2", "sea", species={"insects": 3})
        lush(b, "0,0")
        lush(b, "2,-2")
    g = card_game("catastrophe", "birds", setup)
    events = g.choose("tile:0,0")
    assert lapses(events, "one_species_or_fewer")
    assert species(g, "0,0") == {"birds": 1} and species(g, "2,-2") == {"insects": 3}
    assert_card_done(g, "catastrophe")


# ---------------------------------------------------------------------------------- 6 cold snap
def cold_snap_setup(b):
    b.tile("0,0", "tundra", species={"birds": 2, "mammals": 3, "insects": 1, "reptiles": 1})
    b.tile("2,-2", "desert", tundra=True, species={"mammals": 1})
    b.tile("2,0", "desert", species={"mammals": 2, "insects": 1})      # not tundra
    for t in ("0,0", "2,-2", "2,0"):
        lush(b, t)


def test_cold_snap_every_opponent_loses_one_species_on_each_tundra_tile():
    g = card_game("cold_snap", "birds", cold_snap_setup)
    st = g.state
    assert species(g, "0,0") == {"birds": 2, "mammals": 2}     # the chooser is spared
    assert species(g, "2,-2") == {}
    assert species(g, "2,0") == {"mammals": 2, "insects": 1}   # not tundra
    assert (st.animals["mammals"].eliminated, st.animals["insects"].eliminated,
            st.animals["reptiles"].eliminated, st.animals["birds"].eliminated) == (2, 1, 1, 0)
    assert not any(e["kind"] == "card_part_lapsed" for e in g.start_events)
    assert_card_done(g, "cold_snap")


def test_cold_snap_hits_the_choosers_players_other_animals_in_the_several_animals_variant():
    # R26: the peer spares the chooser's other animals; the digest does not
    g = card_game("cold_snap", "birds", cold_snap_setup, multi=True)
    st = g.state
    assert st.animals["reptiles"].player == st.animals["mammals"].player == st.animals["birds"].player
    assert species(g, "0,0") == {"birds": 2, "mammals": 2}
    assert st.animals["reptiles"].eliminated == 1 and st.animals["mammals"].eliminated == 2
    assert_card_done(g, "cold_snap")


def test_cold_snap_with_no_opponent_on_tundra_lapses():
    def setup(b):
        b.tile("0,0", "tundra", species={"birds": 2})
        b.tile("2,-2", "desert", species={"mammals": 1})
        lush(b, "0,0")
        lush(b, "2,-2")
    g = card_game("cold_snap", "birds", setup)
    assert lapses(g.start_events, "no_opponent_on_tundra")
    assert species(g, "2,-2") == {"mammals": 1} and species(g, "0,0") == {"birds": 2}
    assert_card_done(g, "cold_snap")


# ------------------------------------------------------------------------------------ 7 disease
def disease_setup(b):
    b.sheet("reptiles", ["water"])                    # the chooser: 3 elements
    b.sheet("mammals", ["grub", "seed"])              # 4: two types, it picks
    b.sheet("birds", ["grass"])                       # 3: not more
    # amphibians: 3 inherent waters: not more
    b.sheet("arachnids", ["meat", "meat", "meat"])    # 5: one type, nothing to pick
    b.sheet("insects", ["sun", "water", "sun"])       # 5: it picks


def test_disease_animals_with_more_elements_each_give_up_one_added_element_in_food_chain_order():
    g = card_game("disease", "reptiles", disease_setup)
    d = g.pending
    assert (d.animal, d.kind, d.rule) == ("mammals", "disease_element", "card.disease")
    assert ids(g) == ["element:grub", "element:seed"]
    assert_illegal(g, "element:meat", "element:water")     # inherent meat; a type it lacks
    g.choose("element:grub")
    assert animal(g, "mammals").added == ["seed"]
    # the arachnids had a single type: removed without a question; then the insects decide
    assert animal(g, "arachnids").added == ["meat", "meat"]
    d = g.pending
    assert d.animal == "insects" and ids(g) == ["element:sun", "element:water"]
    assert_illegal(g, "element:grass")                    # inherent: never removable
    g.choose("element:sun")
    st = g.state
    assert st.animals["insects"].added == ["sun", "water"]
    assert st.animals["birds"].added == ["grass"] and st.animals["reptiles"].added == ["water"]
    assert_card_done(g, "disease")


def test_disease_counts_inherent_elements_too():
    # R24: the amphibians' three printed waters beat the reptiles' two suns ...
    def setup(b):
        b.sheet("amphibians", ["grub"])
    g = card_game("disease", "reptiles", setup, animals=["reptiles", "amphibians", "insects"])
    assert animal(g, "amphibians").added == []            # 4 > 2: it loses its only added disc
    assert animal(g, "insects").added == []
    assert_card_done(g, "disease")
    # ... and an animal ahead only by its inherent elements loses nothing
    g = card_game("disease", "reptiles", None, animals=["reptiles", "amphibians"])
    assert lapses(g.start_events, "only_inherent_elements")[0]["victim"] == "amphibians"
    assert_card_done(g, "disease")


def test_disease_compares_with_the_choosers_total_inherent_included():
    # birds: seed, seed + grub = 3; amphibians with 3 printed waters are not ahead
    def setup(b):
        b.sheet("birds", ["grub"])
    g = card_game("disease", "birds", setup, animals=["birds", "amphibians"])
    assert lapses(g.start_events, "no_animal_with_more_elements")
    assert_card_done(g, "disease")


# ------------------------------------------------------------------------------- 8 ecodiversity
def test_ecodiversity_counts_each_type_on_the_sheet_once_and_only_the_chooser_scores():
    # the digest's example: reptiles with sun, sun, water; 5 sun and 4 water on earth -> 9 VP
    def setup(b):
        b.sheet("reptiles", ["water"])
        b.tile("0,0", "sea")
        b.tile("2,-2", "sea")
        lush(b, "0,0", ["sun"] * 5 + ["water"])
        lush(b, "2,-2", ["water"] * 3 + ["grass", "grass", "meat"])
        b.vp("reptiles", 2)
    g = card_game("ecodiversity", "reptiles", setup)
    ev = event(g.start_events, "card_vp")
    assert ev["quantity"] == 9 and ev["per_type"] == {"sun": 5, "water": 4}
    assert animal(g, "reptiles").vp == 11
    assert all(animal(g, a).vp == 0 for a in SIX if a != "reptiles")     # R18
    assert_card_done(g, "ecodiversity")


def test_ecodiversity_with_no_matching_disc_scores_nothing():
    def setup(b):
        b.tile("0,0", "sea")
        lush(b, "0,0", ["grass", "grub"])
    g = card_game("ecodiversity", "reptiles", setup)
    assert event(g.start_events, "card_vp")["vp"] == 0
    assert animal(g, "reptiles").vp == 0
    assert_card_done(g, "ecodiversity")


# ---------------------------------------------------------------------------------- 9 evolution
FOUR = ["mammals", "reptiles", "birds", "insects"]


def evolution_setup(b):
    b.tile("0,0", "sea", species={"mammals": 2})
    b.tile("2,-2", "desert", species={"reptiles": 1, "birds": 1})
    b.tile("2,0", "forest", species={"insects": 3})
    for t in ("0,0", "2,-2", "2,0"):
        lush(b, t)


def test_evolution_replaces_one_species_of_up_to_two_different_opponents():
    g = card_game("evolution", "birds", evolution_setup, animals=FOUR)
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "evolution_animal")
    assert ids(g) == ["animal:mammals", "animal:reptiles", "animal:insects", "done"]
    assert_illegal(g, "animal:birds")
    g.choose("animal:mammals")
    assert g.pending.kind == "evolution_tile" and ids(g) == ["tile:0,0"]   # anywhere, not shared
    assert_illegal(g, "tile:2,-2")
    pool = animal(g, "birds").gene_pool
    mammal_pool = animal(g, "mammals").gene_pool
    g.choose("tile:0,0")
    assert species(g, "0,0") == {"mammals": 1, "birds": 1}
    # R17: the replaced species is eliminated, not returned to its gene pool
    assert animal(g, "mammals").eliminated == 1 and animal(g, "mammals").gene_pool == mammal_pool
    assert animal(g, "birds").gene_pool == pool - 1
    assert ids(g) == ["animal:reptiles", "animal:insects", "done"]       # the two must differ
    g.choose("animal:reptiles")
    g.choose("tile:2,-2")
    assert species(g, "2,-2") == {"birds": 2}
    assert animal(g, "reptiles").eliminated == 1
    assert species(g, "2,0") == {"insects": 3}
    assert_no_extinction(g)
    assert_card_done(g, "evolution")


def test_evolution_may_stop_after_one_or_none():
    g = card_game("evolution", "birds", evolution_setup, animals=FOUR)
    g.choose("done")
    assert species(g, "0,0") == {"mammals": 2}
    assert_card_done(g, "evolution")


def test_evolution_replacements_are_capped_by_the_gene_pool():
    def one_left(b):
        evolution_setup(b)
        b.eliminated("birds", 42)                 # 45 - 1 - 1 on earth - 42 = 1 in the pool
    g = card_game("evolution", "birds", one_left, animals=FOUR)
    assert animal(g, "birds").gene_pool == 1
    g.choose("animal:insects")
    g.choose("tile:2,0")                          # one replacement, then the card ends
    assert species(g, "2,0") == {"insects": 2, "birds": 1}
    assert animal(g, "birds").gene_pool == 0
    assert_card_done(g, "evolution")

    def none_left(b):
        evolution_setup(b)
        b.eliminated("birds", 43)
    g = card_game("evolution", "birds", none_left, animals=FOUR)
    assert lapses(g.start_events, "empty_gene_pool")
    assert species(g, "0,0") == {"mammals": 2}
    assert_card_done(g, "evolution")


def test_evolution_may_target_the_same_players_other_animal():
    # R26: in the several-animals variant the reptiles are the birds' opponents
    g = card_game("evolution", "birds", evolution_setup, multi=True)
    assert "animal:reptiles" in ids(g)


def test_evolution_without_opposing_species_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2})
        lush(b, "0,0")
    g = card_game("evolution", "birds", setup, animals=FOUR)
    assert lapses(g.start_events, "no_opposing_species")
    assert_card_done(g, "evolution")


# --------------------------------------------------------------------------------- 10 fecundity
def fecundity_setup(b):
    b.tile("0,0", "sea", species={"birds": 2})
    b.tile("2,-2", "desert", species={"birds": 1, "mammals": 1})
    b.tile("2,0", "forest", species={"mammals": 1})
    for t in ("0,0", "2,-2", "2,0"):
        lush(b, t)


def test_fecundity_adds_one_species_per_occupied_tile():
    g = card_game("fecundity", "birds", fecundity_setup, animals=FOUR)
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "fecundity_tile")
    assert ids(g) == ["tile:0,0", "tile:2,-2", "all", "done"]
    assert_illegal(g, "tile:2,0")                 # not occupied by the chooser
    pool = animal(g, "birds").gene_pool
    g.choose("all")
    assert species(g, "0,0") == {"birds": 3}      # +1 per tile, not per species
    assert species(g, "2,-2") == {"birds": 2, "mammals": 1}
    assert species(g, "2,0") == {"mammals": 1}
    assert animal(g, "birds").gene_pool == pool - 2
    assert_card_done(g, "fecundity")


def test_fecundity_is_optional_per_tile():
    g = card_game("fecundity", "birds", fecundity_setup, animals=FOUR)
    g.choose("tile:2,-2")
    assert ids(g) == ["tile:0,0", "all", "done"]
    g.choose("done")
    assert species(g, "0,0") == {"birds": 2} and species(g, "2,-2") == {"birds": 2, "mammals": 1}
    assert_card_done(g, "fecundity")


def test_fecundity_with_a_short_gene_pool_the_chooser_picks_the_tiles():
    def setup(b):
        fecundity_setup(b)
        b.eliminated("birds", 40)                 # 45 - 1 - 3 - 40 = 1 in the pool
    g = card_game("fecundity", "birds", setup, animals=FOUR)
    assert ids(g) == ["tile:0,0", "tile:2,-2", "done"]      # no "all"
    assert_illegal(g, "all")
    g.choose("tile:2,-2")
    assert species(g, "2,-2") == {"birds": 2, "mammals": 1}
    assert_card_done(g, "fecundity")                        # the pool is empty: done


def test_fecundity_lapses_without_occupied_tile_or_gene_pool():
    g = card_game("fecundity", "insects", fecundity_setup, animals=FOUR)
    assert lapses(g.start_events, "no_tile_occupied")
    assert_card_done(g, "fecundity")

    def empty(b):
        fecundity_setup(b)
        b.eliminated("birds", 41)
    g = card_game("fecundity", "birds", empty, animals=FOUR)
    assert lapses(g.start_events, "empty_gene_pool")
    assert_card_done(g, "fecundity")


# ----------------------------------------------------------------------------------- 11 fertile
def test_fertile_scores_every_species_on_the_chosen_tile_whoever_owns_them():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2, "mammals": 3, "insects": 1})
        b.tile("2,-2", "desert", species={"birds": 1})
        b.tile("2,0", "desert", species={"mammals": 9})
        for t in ("0,0", "2,-2", "2,0"):
            lush(b, t)
    g = card_game("fertile", "birds", setup)
    assert g.pending.kind == "fertile_tile" and ids(g) == ["tile:0,0", "tile:2,-2"]
    assert_illegal(g, "tile:2,0")
    g.choose("tile:0,0")
    assert animal(g, "birds").vp == 6
    assert animal(g, "mammals").vp == 0
    assert_card_done(g, "fertile")


def test_fertile_with_one_occupied_tile_needs_no_question_and_without_any_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2, "mammals": 3})
        lush(b, "0,0")
    g = card_game("fertile", "birds", setup)
    assert animal(g, "birds").vp == 5
    assert_card_done(g, "fertile")
    g = card_game("fertile", "insects", setup)
    assert lapses(g.start_events, "no_tile_occupied") and animal(g, "insects").vp == 0
    assert_card_done(g, "fertile")


# ----------------------------------------------------------------------------------- 12 habitat
def test_habitat_places_a_chosen_type_from_the_bag_on_any_vacant_corner_even_at_the_edge():
    def setup(b):
        b.tile("3,-3", "sea")                                  # on the board's rim
        b.tile("0,0", "sea")
        b.element(corner("0,0", "E"), "sun")
        park(b, ["sun"], keep={"grub": 2, "meat": 1})
    g = card_game("habitat", "birds", setup)
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "habitat_element")
    assert ids(g) == ["element:grub", "element:meat"]            # only what is in the bag
    assert_illegal(g, "element:sun")
    g.choose("element:grub")
    rim = "corner:" + corner("3,-3", "NE")                       # two of its hexes are off-board
    assert rim in ids(g) and len(ids(g)) == 11                   # 6 + 5 vacant corners (R8)
    assert_illegal(g, "corner:" + corner("0,0", "E"), "corner:" + corner("-2,2", "E"))
    events = g.choose(rim)
    assert g.state.corners[(4, -4, 1)] == "grub"
    placed = event(events, "element_placed")
    assert placed["tiles"] == ["3,-3"] and placed["source"] == "habitat"
    assert_card_done(g, "habitat")


def test_habitat_lapses_with_an_empty_bag_or_no_vacant_corner():
    def empty_bag(b):
        b.tile("0,0", "sea")
        park(b, [])
    g = card_game("habitat", "birds", empty_bag)
    assert lapses(g.start_events, "bag_empty")
    assert g.state.corners == {}
    assert_card_done(g, "habitat")

    def full(b):
        b.tile("0,0", "sea")
        lush(b, "0,0")
    g = card_game("habitat", "birds", full)
    assert lapses(g.start_events, "no_vacant_corner")
    assert_card_done(g, "habitat")


# ------------------------------------------------------------------------------- 13 hibernation
def hibernation_setup(b):
    b.tile("0,0", "sea", species={"birds": 1, "mammals": 1})
    lush(b, "0,0")
    b.tile("2,-2", "desert", species={"mammals": 1})
    lush(b, "2,-2", ["meat"])                      # birds would be endangered here
    b.eliminated("birds", 7)


def test_hibernation_brings_back_eliminated_species_that_survive_this_extinction():
    g = card_game("hibernation", "birds", hibernation_setup, animals=["mammals", "birds"])
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "hibernation_tile")
    g.choose("tile:2,-2")
    assert ids(g) == [f"count:{n}" for n in range(6)]               # up to 5
    assert_illegal(g, "count:6")
    pool = animal(g, "birds").gene_pool
    events = g.choose("count:5")
    st = g.state
    assert st.animals["birds"].eliminated == 2                     # from the eliminated pool ...
    assert st.animals["birds"].gene_pool == pool                   # ... not from the gene pool
    ext = event(events, "extinction")
    row = [v for v in ext["victims"] if v["tile"] == "2,-2" and v["animal"] == "birds"][0]
    assert (row["endangered"], row["hibernating"], row["eliminated"]) == (5, 5, 0)
    assert species(g, "2,-2") == {"mammals": 1, "birds": 5}        # they survived Extinction
    assert st.hibernation == {}                                    # protection expired
    assert_card_done(g, "hibernation")


def test_hibernation_protection_is_a_count_per_tile_and_animal():
    # R40: two birds already endangered there + three hibernating: three are protected
    def setup(b):
        hibernation_setup(b)
        b.species("2,-2", "birds", 2)
        b.tile("2,0", "forest", species={"birds": 1})              # endangered elsewhere: dies
    g = card_game("hibernation", "birds", setup, animals=["mammals", "birds"])
    g.choose("tile:2,-2")
    events = g.choose("count:3")
    assert species(g, "2,-2") == {"mammals": 1, "birds": 3}
    assert species(g, "2,0") == {}
    assert event(events, "extinction")["total"] == 3
    assert_card_done(g, "hibernation")


def test_hibernation_stacks_with_the_mammals_save():
    def setup(b):
        b.tile("0,0", "sea", species={"mammals": 1})
        lush(b, "0,0", ["seed"])                  # the mammals are endangered here
        b.eliminated("mammals", 4)
    g = card_game("hibernation", "mammals", setup, animals=["mammals", "birds"])
    g.choose("tile:0,0")
    g.choose("count:2")                           # 3 endangered: 2 hibernating + 1 saved
    assert (g.pending.kind, ids(g)) == ("mammal_save", ["tile:0,0", "decline"])
    g.choose("tile:0,0")
    assert species(g, "0,0") == {"mammals": 3}
    assert_card_done(g, "hibernation")


def test_hibernation_is_capped_by_the_eliminated_pool_and_lapses_without_one():
    def setup(b):
        hibernation_setup(b)
        b.eliminated("birds", 2)
    g = card_game("hibernation", "birds", setup, animals=["mammals", "birds"])
    g.choose("tile:0,0")
    assert ids(g) == ["count:0", "count:1", "count:2"]

    def none(b):
        hibernation_setup(b)
        b.eliminated("birds", 0)                  # a full gene pool does not count
    g = card_game("hibernation", "birds", none, animals=["mammals", "birds"])
    assert lapses(g.start_events, "nothing_eliminated")
    assert species(g, "0,0") == {"birds": 1, "mammals": 1}
    assert_card_done(g, "hibernation")


def test_hibernation_protection_does_not_follow_species_that_move():
    # R40: Hibernation onto (0,0), then a Mass Exodus the same turn moves them to (1,0)
    def setup(b):
        b.tile("-2,2", "forest", species={"birds": 1})
        lush(b, "-2,2", ["seed"])
        b.tile("2,-2", "forest", species={"birds": 1})
        lush(b, "2,-2", ["seed"])
        b.tile("0,0", "sea", species={"mammals": 1})
        b.tile("1,0", "desert")
        b.element(corner("0,0", "E"), "meat")      # feeds the mammals on both; not the birds
        b.eliminated("birds", 5)
    g = domination_game(setup, actor="insects", later="insects", cards=["hibernation", "mass_exodus"],
                        card="hibernation", animals=["mammals", "birds", "insects"])
    g.choose("tile:-2,2")
    g.choose("card:hibernation")
    g.choose("tile:0,0")
    g.choose("count:3")
    assert g.state.hibernation == {((0, 0), "birds"): 3}
    g.choose("tile:2,-2")
    g.choose("card:mass_exodus")
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    g.choose("count:1")
    g.choose("tile:1,0")
    events = g.choose("count:3")
    ext = event(events, "extinction")
    rows = {(v["tile"], v["animal"]): (v["hibernating"], v["eliminated"]) for v in ext["victims"]}
    assert rows == {("1,0", "birds"): (0, 3)}
    assert species(g, "1,0") == {"mammals": 1}
    assert_consistent(g)


# ----------------------------------------------------------------------------------- 14 ice age
def test_ice_age_is_always_the_last_card_of_the_deck():
    for kw in ({}, {"short_game": True}):
        st = Game.new(players=4, seed=3, **kw).state
        assert st.deck[-1] == ICE_AGE and ICE_AGE not in st.available



def ice_age_setup(b):
    b.tile("0,0", "sea", species={"birds": 1})
    b.tile("2,-2", "desert", species={"birds": 1})
    b.tile("2,0", "mountain", species={"birds": 1})
    for t in ("0,0", "2,-2", "2,0"):
        lush(b, t, ["seed"])
    b.tile("0,2", "forest", species={"mammals": 1})
    lush(b, "0,2", ["meat"])
    b.tile("-2,0", "jungle", species={"reptiles": 1, "insects": 1})   # 1 - 1: nobody dominates
    lush(b, "-2,0", ["sun", "grass"])
    b.sheet("amphibians", [])


def test_ice_age_gives_every_animal_bonus_vp_for_tiles_dominated_and_ends_the_game():
    g = card_game("ice_age", "mammals", ice_age_setup,
                  animals=["mammals", "reptiles", "birds", "insects"])
    ev = event(g.start_events, "ice_age")
    rows = {r["animal"]: (r["tiles"], r["vp"]) for r in ev["animals"]}
    # triangular series: 3 tiles -> 6 (not the peer's 4); the chooser scores too
    assert rows == {"mammals": (1, 1), "reptiles": (0, 0), "birds": (3, 6), "insects": (0, 0)}
    # the last turn: Extinction and Survival, no Reseed, then every tile scored once more
    k = kinds(g.start_events)
    assert "extinction" in k and "survival" in k and "reseed" not in k
    assert k.index("ice_age") < k.index("extinction") < k.index("game_over")
    assert g.is_over and g.pending is None and g.completed
    st = g.state
    assert st.turn == 1 and st.available == others("ice_age")     # no refill
    final = {(e["tile"]) for e in g.start_events if e["kind"] == "tile_scored" and e["final"]}
    assert final == {"0,0", "2,-2", "2,0", "0,2", "-2,0"}
    assert (st.animals["birds"].vp, st.animals["mammals"].vp, st.animals["reptiles"].vp,
            st.animals["insects"].vp) == (6 + 9 + 4 + 3, 1 + 5, 6, 3)
    assert g.result["winner"] == "birds"
    assert all(t.dominant is None for t in st.tiles.values())


def test_ice_age_with_nobody_dominant_still_makes_it_the_last_turn():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1, "reptiles": 1})
        lush(b, "0,0", ["seed", "sun"])
    g = card_game("ice_age", "birds", setup, animals=["reptiles", "birds"])
    assert all(r["vp"] == 0 for r in event(g.start_events, "ice_age")["animals"])
    assert g.is_over
    assert (animal(g, "reptiles").vp, animal(g, "birds").vp) == (9, 5)


def test_ice_age_later_domination_actions_still_score_and_take_cards():
    # R41, §11 step 2
    def setup(b):
        ice_age_setup(b)
    g = domination_game(setup, actor="insects", later="insects", card="ice_age",
                        cards=["ice_age", "nocturnal"],
                        animals=["mammals", "reptiles", "birds", "insects"])
    g.choose("tile:0,0")
    assert (g.pending.animal, g.pending.kind) == ("birds", "pick_card")
    g.choose("card:ice_age")
    assert g.state.ice_age and not g.is_over
    assert animal(g, "birds").vp == 9 + 6
    # the second Domination pawn is still resolved, and its dominant animal takes a card
    assert (g.pending.animal, g.pending.kind) == ("insects", "domination_tile")
    g.choose("tile:0,2")
    assert (g.pending.animal, g.pending.kind) == ("mammals", "pick_card")
    events = g.choose("card:nocturnal")
    assert event(events, "card_resolved")["card"] == "nocturnal"
    assert g.state.initiative[-2] == "mammals"
    assert g.is_over and g.completed


# --------------------------------------------------------------------------------- 15 ice sheet
def ice_sheet_setup(b):
    b.tile("0,0", "tundra")
    b.tile("1,-1", "savannah", tundra=True)
    b.tile("1,0", "desert", species={"birds": 2, "mammals": 1, "insects": 3})
    b.element(corner("0,0", "E"), "sun")           # (0,0), (1,-1), (1,0): three tundras after
    b.element(corner("0,0", "NE"), "grass")        # (0,-1) is empty: not surrounded
    b.element(corner("1,0", "SE"), "seed")
    b.tile("-2,2", "forest", species={"birds": 2})  # the tile being scored
    lush(b, "-2,2", ["seed"])
    b.pawn("glaciation.2", "reptiles")


def test_ice_sheet_performs_a_full_glaciation_for_the_chooser_without_a_pawn():
    g = domination_game(ice_sheet_setup, actor="mammals", later="mammals", card="ice_sheet")
    g.choose("tile:-2,2")
    g.choose("card:ice_sheet")
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "ice_sheet_tile")
    assert ids(g) == ["tile:1,0"]                 # non-tundra next to a tundra
    assert_illegal(g, "tile:0,0", "tile:-2,2")
    st = g.state
    pools = {a: st.animals[a].gene_pool for a in SIX}
    vp = st.animals["birds"].vp
    events = g.choose("tile:1,0")
    t = st.tiles[(1, 0)]
    assert t.tundra and t.kind == "tundra" and st.tundra_supply == 9
    # one species of each animal stays; the rest go back to the gene pools (not eliminated)
    assert t.species == {"birds": 1, "mammals": 1, "insects": 1}
    assert st.animals["birds"].gene_pool == pools["birds"] + 1
    assert st.animals["insects"].gene_pool == pools["insects"] + 2
    assert all(st.animals[a].eliminated == 0 for a in SIX)
    # the sun, now surrounded by three tundras, went to the bag; the edge grass stayed
    assert (0, 0, 0) not in st.corners and st.corners[(1, -1, 1)] == "grass"
    assert st.bag["sun"] == 20
    # bonus VP for two adjacent tundras: 3, to the chooser
    assert st.animals["birds"].vp == vp + 3
    glac = event(events, "glaciation")
    assert (glac["animal"], glac["source"], glac["adjacent_tundra"]) == ("birds", "ice_sheet", 2)
    # no Glaciation pawn was used or moved, and Domination goes on
    assert st.spaces["glaciation.2"] == "reptiles"
    assert (g.pending.animal, g.pending.rule) == ("mammals", "domination")
    assert_consistent(g)


def test_ice_sheet_lapses_without_a_tile_next_to_tundra_or_an_empty_tundra_supply():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
    g = card_game("ice_sheet", "birds", setup)
    assert lapses(g.start_events, "no_tile_next_to_tundra")
    assert_card_done(g, "ice_sheet")

    def twelve(b):
        hexes = ["0,0", "0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0", "2,-2", "2,-1", "2,0",
                 "-2,1", "-2,2"]
        terrains = ["sea"] * 7 + ["wetland"] * 4 + ["savannah"]
        for h, terrain in zip(hexes, terrains):
            b.tile(h, terrain, tundra=True)
        b.tile("0,-2", "desert", species={"birds": 1})   # next to the tundra (0,-1)
        lush(b, "0,-2")
    g = card_game("ice_sheet", "birds", twelve)
    assert g.state.tundra_supply == 0
    assert lapses(g.start_events, "no_tundra_left")
    assert not g.state.tiles[(0, -2)].tundra
    assert_card_done(g, "ice_sheet")


# -------------------------------------------------------------------------------- 16 immigrants
def immigrants_setup(b):
    b.sheet("mammals", ["grub"])
    b.sheet("birds", ["grub", "meat"])
    b.pawns("amphibians", supply=0, total=2)
    b.pawn("adaptation.1", "amphibians")
    b.pawn("migration.2", "amphibians")
    b.pawns("arachnids", supply=0, total=0)
    b.pawns("insects", supply=0, total=1)
    b.pawn("wanderlust.1", "insects")
    b.tile("0,0", "sea", species={"arachnids": 3, "birds": 1, "mammals": 2})
    b.tile("2,-2", "desert", species={"arachnids": 1})
    b.tile("2,0", "forest", species={"arachnids": 2, "insects": 2})
    for t in ("0,0", "2,-2", "2,0"):
        lush(b, t)


def test_immigrants_every_animal_chooses_in_food_chain_order_the_chooser_included():
    g = card_game("immigrants", "birds", immigrants_setup)
    seen = []

    def step(option):
        d = g.pending
        seen.append((d.animal, d.kind))
        return g.choose(option)

    # mammals: one added type -> lose it without a second question
    assert ids(g) == ["lose_element", "lose_pawn", "thin_out"]
    step("lose_element")
    assert animal(g, "mammals").added == []
    # reptiles: only inherent elements -> no "lose an element" option
    assert ids(g) == ["lose_pawn", "thin_out"]
    assert_illegal(g, "lose_element")
    step("lose_pawn")
    assert (animal(g, "reptiles").pawns, animal(g, "reptiles").supply) == (2, 2)
    # birds, the chooser, decide too; two added types -> which one
    step("lose_element")
    assert ids(g) == ["element:grub", "element:meat"]
    assert_illegal(g, "element:seed")
    step("element:meat")
    assert animal(g, "birds").added == ["grub"]
    # amphibians: supply empty, two pawns on the display -> which one leaves the game (R23)
    step("lose_pawn")
    assert ids(g) == ["space:adaptation.1", "space:migration.2"]
    step("space:migration.2")
    st = g.state
    assert st.spaces["migration.2"] is None and st.spaces["adaptation.1"] == "amphibians"
    assert st.animals["amphibians"].pawns == 1
    # arachnids: no element to lose, no pawn at all -> only the third option
    assert ids(g) == ["thin_out"]
    step("thin_out")
    assert species(g, "0,0")["arachnids"] == 1 and species(g, "2,0")["arachnids"] == 1
    assert species(g, "2,-2") == {"arachnids": 1}
    assert st.animals["arachnids"].eliminated == 3
    # insects: one pawn, on the display -> it goes without a question
    assert ids(g) == ["lose_pawn", "thin_out"]
    step("lose_pawn")
    assert [a for a, _ in seen] == ["mammals", "reptiles", "birds", "birds", "amphibians",
                                    "amphibians", "arachnids", "insects"]
    st = g.state
    assert st.spaces["wanderlust.1"] is None and st.animals["insects"].pawns == 0
    assert_no_extinction(g)
    assert_card_done(g, "immigrants")


def test_immigrants_thin_out_is_always_available_even_when_it_changes_nothing():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
    g = card_game("immigrants", "birds", setup, animals=["birds", "insects"])
    assert (g.pending.animal, ids(g)) == ("birds", ["lose_pawn", "thin_out"])
    g.choose("thin_out")
    g.choose("thin_out")
    assert species(g, "0,0") == {"birds": 1}
    assert_card_done(g, "immigrants")


# ---------------------------------------------------------------------------------- 17 instinct
def test_instinct_may_use_the_initiative_space_which_acts_next_turn():
    # R6: any empty eyeball space, Initiative included; it stays through Reset
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1, "insects": 1})
        lush(b, "0,0")
        b.pawns("birds", supply=1, total=1)
        b.pawns("insects", supply=1, total=1)
    g = card_game("instinct", "birds", setup, animals=["birds", "insects"])
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "instinct_space") and len(ids(g)) == 41
    assert "space:initiative.1" in ids(g) and "space:domination.1" in ids(g)
    assert_illegal(g, "space:regression.3", "space:speciation.7")   # printed free spaces
    g.choose("space:initiative.1")
    assert_card_done(g, "instinct")
    st = g.state
    assert st.spaces["initiative.1"] == "birds"
    assert (st.animals["birds"].supply, st.animals["birds"].pawns) == (0, 1)
    # Planning of turn 2: the birds have nothing in supply; the insects place their pawn
    assert g.pending.animal == "insects"
    g.choose("space:wasteland.1")
    # Execution of turn 2 starts with the birds' Initiative pawn
    assert (g.pending.animal, g.pending.kind) == ("birds", "initiative")


def test_instinct_on_a_domination_space_still_to_come_acts_this_turn():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2, "insects": 1})
        lush(b, "0,0", ["seed", "seed", "grass"])          # birds 4, insects 2
        b.tile("2,-2", "desert")
        b.pawn("wasteland.1", "insects")
    g = domination_game(setup, actor="insects", card="instinct", animals=["birds", "insects"])
    g.choose("tile:0,0")
    g.choose("card:instinct")
    assert {"space:domination.1", "space:domination.3", "space:adaptation.1"} <= set(ids(g))
    assert_illegal(g, "space:wasteland.1")                      # occupied
    events = g.choose("space:domination.3")
    assert event(events, "pawn_placed")["space"] == "domination.3"
    assert event(events, "pawn_resolved")["space"] == "domination.3"
    # the same turn, the Domination section reaches space 3: the birds act
    assert g.state.turn == 1
    assert (g.pending.animal, g.pending.kind) == ("birds", "domination_other_tile")


def test_instinct_on_an_already_resolved_space_waits_for_the_next_execution():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
    g = card_game("instinct", "birds", setup, animals=["birds", "insects"])
    g.choose("space:adaptation.2")
    assert_card_done(g, "instinct")
    st = g.state
    assert st.spaces["adaptation.2"] == "birds"
    assert st.animals["birds"].supply == st.animals["birds"].pawns - 1   # not in Planning's supply


def test_instinct_without_a_pawn_in_supply_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
        b.pawns("birds", supply=0, total=1)
        b.pawn("migration.1", "birds")
    g = card_game("instinct", "birds", setup, animals=["birds", "insects"])
    assert lapses(g.start_events, "no_pawn_in_supply")
    assert_card_done(g, "instinct")


# ------------------------------------------------- 18 intelligence, 23 omnivore, 24 parasitism
@pytest.mark.parametrize("card, chooser, gainers", [
    ("intelligence", "birds", {"mammals", "reptiles", "birds"}),
    ("intelligence", "mammals", {"mammals"}),
    ("parasitism", "birds", {"birds", "amphibians", "arachnids", "insects"}),
    ("parasitism", "insects", {"insects"}),
    ("omnivore", "amphibians", {"amphibians"}),
])
def test_intelligence_parasitism_omnivore_give_new_pawns_from_the_box(card, chooser, gainers):
    g = card_game(card, chooser, None)
    got = {e["animal"] for e in g.start_events if e["kind"] == "pawn_gained"}
    assert got == gainers
    st = g.state
    for a in SIX:
        n = 4 if a in gainers else 3              # 6 players: 3 pawns each, +1 from the box
        assert (st.animals[a].pawns, st.animals[a].supply) == (n, n)
    assert_card_done(g, card)


def test_intelligence_only_animals_in_play_benefit():
    g = card_game("intelligence", "amphibians", None, animals=["reptiles", "amphibians", "insects"])
    got = [e["animal"] for e in g.start_events if e["kind"] == "pawn_gained"]
    assert got == ["reptiles", "amphibians"]
    assert animal(g, "reptiles").pawns == 7 and animal(g, "insects").pawns == 6


@pytest.mark.parametrize("card", ["intelligence", "parasitism", "omnivore"])
def test_new_pawns_never_exceed_ten_cylinders_per_colour(card):
    def setup(b):
        b.pawns("birds", supply=10, total=10)
    g = card_game(card, "birds", setup, animals=["birds", "insects"])
    assert lapses(g.start_events, "no_cylinder_left")
    assert animal(g, "birds").pawns == 10
    assert_card_done(g, card)


def test_a_pawn_gained_from_a_card_is_usable_by_instinct_the_same_turn():
    # R42: into the supply at once
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2})
        b.tile("2,-2", "desert", species={"birds": 1})
        lush(b, "0,0", ["seed"])
        lush(b, "2,-2", ["seed"])
        b.pawns("birds", supply=0, total=0)
    g = domination_game(setup, actor="insects", later="insects", card="omnivore",
                        cards=["omnivore", "instinct"], animals=["birds", "insects"])
    g.choose("tile:0,0")
    g.choose("card:omnivore")
    assert (animal(g, "birds").pawns, animal(g, "birds").supply) == (1, 1)
    g.choose("tile:2,-2")
    g.choose("card:instinct")
    assert (g.pending.animal, g.pending.kind) == ("birds", "instinct_space")
    g.choose("space:initiative.1")
    assert g.state.spaces["initiative.1"] == "birds" and animal(g, "birds").supply == 0


# ------------------------------------------------------------------------------ 19 mass exodus
def mass_exodus_setup(b):
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 3})
    b.tile("0,-1", "wetland")
    b.tile("1,0", "desert")
    b.tile("1,-2", "forest")                      # two steps away through the wetland
    b.element(corner("0,0", "E"), "meat")         # (0,0), (1,0)
    b.element(corner("0,0", "SE"), "seed")        # (0,0), (1,0)
    b.element(corner("0,0", "NE"), "meat")        # (0,0), (0,-1)
    b.element(corner("0,0", "NW"), "seed")        # (0,0), (0,-1)
    b.element(corner("1,-2", "E"), "seed")


def test_mass_exodus_moves_every_species_of_every_animal_to_adjacent_tiles():
    g = card_game("mass_exodus", "birds", mass_exodus_setup, animals=["mammals", "birds"])
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "mass_exodus_tile")
    assert ids(g) == ["tile:0,0"]                 # only a tile with species and neighbours
    g.choose("tile:0,0")
    d = g.pending
    assert (d.kind, d.args["mover"]) == ("mass_exodus_to", "mammals")   # the chooser moves them
    assert ids(g) == ["tile:0,-1", "tile:1,0"]    # adjacent only: no bird range
    assert_illegal(g, "tile:1,-2", "tile:0,0")
    g.choose("tile:1,0")
    assert ids(g) == ["count:1", "count:2", "count:3"]
    g.choose("count:2")
    g.choose("tile:0,-1")
    assert ids(g) == ["count:1"]
    g.choose("count:1")
    assert g.pending.args["mover"] == "birds"
    g.choose("tile:0,-1")
    g.choose("count:2")
    assert species(g, "0,0") == {}
    assert species(g, "1,0") == {"mammals": 2}
    assert species(g, "0,-1") == {"mammals": 1, "birds": 2}
    assert species(g, "1,-2") == {}
    assert_no_extinction(g)
    assert_card_done(g, "mass_exodus")


def test_mass_exodus_with_a_single_neighbour_moves_everything_there():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2})
        b.tile("1,0", "desert")
        lush(b, "0,0", ["seed"])
    g = card_game("mass_exodus", "birds", setup, animals=["mammals", "birds"])
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    assert ids(g) == ["count:2"]
    g.choose("count:2")
    assert species(g, "1,0") == {"birds": 2} and species(g, "0,0") == {}


def test_mass_exodus_with_no_tile_to_empty_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 2})      # alone on earth
        b.tile("2,-2", "sea")                           # empty
        lush(b, "0,0")
    g = card_game("mass_exodus", "birds", setup, animals=["mammals", "birds"])
    assert lapses(g.start_events, "no_tile_to_empty")
    assert species(g, "0,0") == {"birds": 2}
    assert_card_done(g, "mass_exodus")


# ---------------------------------------------------------------------------- 20 metamorphosis
def test_metamorphosis_trades_an_added_disc_for_any_type_from_the_bag():
    def setup(b):
        b.sheet("birds", ["grub", "seed"])
    g = card_game("metamorphosis", "birds", setup)
    d = g.pending
    assert (d.animal, d.kind) == ("birds", "metamorphosis_give")
    assert ids(g) == ["element:grub", "element:seed"]       # the added seed, not the printed ones
    assert_illegal(g, "element:meat")
    g.choose("element:grub")
    assert ids(g) == ["element:" + e for e in ELEMENTS]
    events = g.choose("element:meat")
    assert sorted(animal(g, "birds").added) == ["meat", "seed"]
    assert animal(g, "birds").elements.count("seed") == 3
    tr = event(events, "element_traded")
    assert (tr["gave"], tr["took"]) == ("grub", "meat")
    assert_card_done(g, "metamorphosis")


def test_metamorphosis_takes_the_new_disc_before_returning_the_old_one():
    # no grub left in the bag: the birds cannot "trade" their grub for a grub
    def setup(b):
        b.sheet("birds", ["grub"])
        park(b, ["grub"], keep={"meat": 1})
    g = card_game("metamorphosis", "birds", setup)
    g.choose("element:grub")
    assert ids(g) == ["element:meat"]
    assert_illegal(g, "element:grub")
    g.choose("element:meat")
    assert animal(g, "birds").added == ["meat"]
    assert_card_done(g, "metamorphosis")

    # an empty bag: nothing to take, even though the old disc would refill it
    def empty(b):
        b.sheet("birds", ["grub"])
        park(b, ["grub"])
    g = card_game("metamorphosis", "birds", empty)
    assert lapses(g.start_events, "bag_empty")
    assert animal(g, "birds").added == ["grub"]
    assert_card_done(g, "metamorphosis")


def test_metamorphosis_with_only_inherent_elements_lapses():
    g = card_game("metamorphosis", "amphibians", None)
    assert lapses(g.start_events, "only_inherent_elements")
    assert animal(g, "amphibians").elements == ("water", "water", "water")
    assert_card_done(g, "metamorphosis")


# ------------------------------------------------------------------------------ 21 niche biomes
def niche_setup(b):
    b.tile("0,-1", "wetland", species={"birds": 1})
    lush(b, "0,-1")
    for a, vp in {"birds": 10, "mammals": 15, "reptiles": 10, "amphibians": 3, "arachnids": 12,
                  "insects": 5}.items():
        b.vp(a, vp)


def test_niche_biomes_every_animal_ahead_loses_the_scored_tiles_first_place_value():
    g = card_game("niche_biomes", "birds", niche_setup, tile="0,-1")
    vps = {a: animal(g, a).vp for a in SIX}
    assert vps == {"birds": 10, "mammals": 7, "reptiles": 10, "amphibians": 3, "arachnids": 4,
                   "insects": 5}
    ev = event(g.start_events, "niche_biomes")
    assert (ev["terrain"], ev["value"]) == ("wetland", 8)
    assert_card_done(g, "niche_biomes")


def test_niche_biomes_vp_stop_at_zero_and_tundra_is_worth_one():
    def sea(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
        b.vp("mammals", 4)
    g = card_game("niche_biomes", "birds", sea, animals=["mammals", "birds"])
    assert animal(g, "mammals").vp == 0
    assert event(g.start_events, "niche_biomes")["losers"][0]["lost"] == 4

    def tundra(b):
        b.tile("0,0", "tundra", species={"birds": 1})      # a glaciated sea: value 1 (R13)
        lush(b, "0,0")
        b.vp("mammals", 15)
    g = card_game("niche_biomes", "birds", tundra, animals=["mammals", "birds"])
    assert animal(g, "mammals").vp == 14


def test_niche_biomes_compares_vp_after_the_tile_was_scored():
    # before scoring the mammals lead 6-3; after it the birds lead 11-10: nobody loses (R25)
    def setup(b):
        b.tile("0,0", "wetland", species={"birds": 3, "mammals": 1})
        lush(b, "0,0", ["seed", "seed", "meat"])
        b.tile("2,-2", "desert")                 # for the second Domination pawn
        b.vp("birds", 3)
        b.vp("mammals", 6)
    g = domination_game(setup, actor="mammals", later="mammals", card="niche_biomes",
                        animals=["mammals", "birds"])
    g.choose("tile:0,0")
    assert (animal(g, "birds").vp, animal(g, "mammals").vp) == (11, 10)
    events = g.choose("card:niche_biomes")
    assert lapses(events, "nobody_ahead")
    assert (animal(g, "birds").vp, animal(g, "mammals").vp) == (11, 10)
    assert g.pending.animal == "mammals"         # Domination goes on


def test_niche_biomes_with_nobody_ahead_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        lush(b, "0,0")
        b.vp("birds", 20)
        b.vp("mammals", 20)
    g = card_game("niche_biomes", "birds", setup, animals=["mammals", "birds"])
    assert lapses(g.start_events, "nobody_ahead")
    assert animal(g, "mammals").vp == 20
    assert_card_done(g, "niche_biomes")


# --------------------------------------------------------------------------------- 22 nocturnal
def test_nocturnal_moves_the_chooser_one_space_forward():
    g = card_game("nocturnal", "birds", None)
    assert g.state.initiative == ["insects", "arachnids", "birds", "amphibians", "reptiles",
                                  "mammals"]
    assert_card_done(g, "nocturnal")


def test_nocturnal_from_second_place_takes_the_lead_without_touching_pawns():
    def setup(b):
        b.initiative(["birds", "mammals"])
        b.pawn("initiative.1", "birds")
    g = card_game("nocturnal", "mammals", setup, animals=["mammals", "birds"])
    ev = event(g.start_events, "initiative_moved")
    assert (ev["animal"], ev["passed"]) == ("mammals", "birds")
    assert g.state.initiative == ["mammals", "birds"]
    assert g.state.spaces["initiative.1"] == "birds"       # R19: no pawn is relocated
    assert_card_done(g, "nocturnal")


def test_nocturnal_when_already_first_does_nothing():
    g = card_game("nocturnal", "insects", None)
    assert lapses(g.start_events, "already_first")
    assert g.state.initiative[0] == "insects"
    assert_card_done(g, "nocturnal")


# ---------------------------------------------------------------------------------- 25 predator
def predator_setup(b):
    b.tile("0,0", "sea", species={"birds": 1, "mammals": 2})
    b.tile("2,-2", "desert", species={"birds": 2, "reptiles": 1, "insects": 3})
    b.tile("2,0", "forest", species={"birds": 3})
    b.tile("0,2", "jungle", species={"mammals": 2})
    for t in ("0,0", "2,-2", "2,0", "0,2"):
        lush(b, t)


def test_predator_eliminates_one_opposing_species_on_each_tile_shared_with_the_chooser():
    g = card_game("predator", "birds", predator_setup)
    # (0,0) has one opponent: automatic; (2,-2) has two: the chooser picks
    assert species(g, "0,0") == {"birds": 1, "mammals": 1}
    d = g.pending
    assert (d.animal, d.kind, d.args["tile"]) == ("birds", "predator_victim", "2,-2")
    assert ids(g) == ["animal:reptiles", "animal:insects"]
    assert_illegal(g, "animal:birds", "animal:mammals")
    g.choose("animal:insects")
    assert species(g, "2,-2") == {"birds": 2, "reptiles": 1, "insects": 2}
    assert species(g, "2,0") == {"birds": 3}          # only the chooser there: nothing
    assert species(g, "0,2") == {"mammals": 2}        # the chooser is absent: nothing
    assert animal(g, "birds").eliminated == 0
    assert_no_extinction(g)
    assert_card_done(g, "predator")


def test_predator_hits_the_same_players_other_animals_in_the_several_animals_variant():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1, "reptiles": 2})
        lush(b, "0,0")
    g = card_game("predator", "birds", setup, multi=True)
    assert species(g, "0,0") == {"birds": 1, "reptiles": 1}


def test_predator_without_shared_tile_lapses():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.tile("2,-2", "sea", species={"mammals": 1})
        lush(b, "0,0")
        lush(b, "2,-2")
    g = card_game("predator", "birds", setup)
    assert lapses(g.start_events, "no_shared_tile")
    assert species(g, "2,-2") == {"mammals": 1}
    assert_card_done(g, "predator")


# --------------------------------------------------------------------------------- 26 symbiotic
def gained(events: list[dict]) -> list[str]:
    return [e["animal"] for e in events if e["kind"] == "element_gained"]


def test_symbiotic_the_chooser_and_every_animal_with_fewer_elements_draw_one():
    def setup(b):
        b.sheet("reptiles", ["water", "grub"])          # the chooser: 4
        b.sheet("birds", ["grass"])                     # 3: fewer
        b.sheet("arachnids", ["sun", "sun"])            # 4: not fewer
        b.sheet("insects", ["sun", "water", "meat", "meat"])   # 6
        # mammals 2 and amphibians 3 (inherent) are fewer too
    g = card_game("symbiotic", "reptiles", setup)
    assert gained(g.start_events) == ["reptiles", "mammals", "birds", "amphibians"]
    sizes = {a: len(animal(g, a).elements) for a in SIX}
    assert sizes == {"mammals": 3, "reptiles": 5, "birds": 4, "amphibians": 4, "arachnids": 4,
                     "insects": 6}
    assert_card_done(g, "symbiotic")


def test_symbiotic_compares_counts_before_anyone_gains():
    # the chooser has 3; the birds have 3 too: not fewer, even after the chooser drew its 4th
    def setup(b):
        b.sheet("reptiles", ["water"])
        b.sheet("birds", ["grass"])
    g = card_game("symbiotic", "reptiles", setup, animals=["mammals", "reptiles", "birds"])
    assert gained(g.start_events) == ["reptiles", "mammals"]


def test_symbiotic_serves_the_chooser_first_when_the_bag_runs_out():
    def setup(b):
        b.sheet("birds", ["grub"])                      # the chooser: 3
        park(b, ["grub"], keep={"seed": 2})
    g = card_game("symbiotic", "birds", setup)
    ev = g.start_events
    # takers: birds (chooser), then mammals, reptiles, arachnids, insects (2 each, fewer)
    assert gained(ev) == ["birds", "mammals"]
    assert [e["victim"] for e in lapses(ev, "bag_empty")] == ["reptiles", "arachnids", "insects"]
    assert animal(g, "birds").added == ["grub", "seed"]
    assert_card_done(g, "symbiotic")


def test_symbiotic_a_full_sheet_gains_nothing():
    def setup(b):
        b.sheet("birds", ["grub"] * 4)                  # the chooser: 6
    g = card_game("symbiotic", "birds", setup, animals=["birds", "insects"])
    ev = g.start_events
    assert lapses(ev, "sheet_full")[0]["victim"] == "birds"
    assert gained(ev) == ["insects"]
    assert_card_done(g, "symbiotic")


def test_symbiotic_when_nothing_can_be_gained_resolves_and_the_game_goes_on():
    def setup(b):
        b.sheet("birds", ["grub"] * 4)
        b.sheet("insects", ["grub"] * 4)
    g = card_game("symbiotic", "birds", setup, animals=["birds", "insects"])
    assert gained(g.start_events) == []
    assert_card_done(g, "symbiotic")


# -------------------------------------------------------------------------- all cards, generic
def generic_setup(b):
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 1})
    b.tile("1,0", "desert", species={"birds": 1})
    b.tile("2,-2", "tundra", species={"insects": 2, "birds": 1})
    lush(b, "0,0")
    lush(b, "2,-2")
    b.eliminated("birds", 3)
    b.sheet("birds", ["grub"])


@pytest.mark.parametrize("card", CARDS)
def test_every_card_resolves_through_the_decision_model_and_survives_a_reload(card):
    """Always taking the first option, every card resolves and the game goes on; at every card
    decision the saved state reloads to the same decision (a card's step has no side effect when
    it asks again)."""
    g = card_game(card, "birds", generic_setup)
    steps = 0
    while g.pending is not None and g.pending.rule == "card." + card:
        assert_illegal(g, "bogus", "tile:9,9", "count:99", "card:" + card)
        copy = Game.from_dict(g.to_dict())
        assert (copy.pending.animal, copy.pending.kind, ids(copy)) == \
            (g.pending.animal, g.pending.kind, ids(g))
        assert copy.to_dict() == g.to_dict()
        before = snapshot(g)
        g.choose(g.options[0].id)
        after = snapshot(g)
        g.undo()
        assert snapshot(g) == before
        g.redo()
        assert snapshot(g) == after
        steps += 1
        assert steps < 50
    assert any(e["kind"] == "card_resolved" and e["card"] == card for e in all_events(g))
    assert_consistent(g)
    save_mammals(g)
    if card == ICE_AGE:
        assert g.is_over
    else:
        assert g.state.turn == 2 and g.pending.kind == "place_pawn"


@pytest.mark.parametrize("multi", [False, True])
@pytest.mark.parametrize("card", CARDS)
def test_every_card_keeps_the_state_consistent_under_random_choices(card, multi):
    for seed in range(4):
        g = card_game(card, "birds", generic_setup, multi=multi)
        rnd = random.Random(seed)
        while g.pending is not None and g.pending.rule == "card." + card:
            g.choose(rnd.choice(ids(g)))
            assert_consistent(g)
        assert any(e["kind"] == "card_resolved" for e in all_events(g))
        save_mammals(g)
        assert g.is_over if card == ICE_AGE else g.state.turn == 2


@pytest.mark.parametrize("multi", [False, True])
@pytest.mark.parametrize("card", CARDS)
def test_every_card_leaves_the_clones_of_its_position_as_they_were(card, multi):
    """A clone shares its tiles, corners, animals and frames with the state it came from until
    either writes one (``State.tile_w``, ``animal_w``, ``frame_w``, ``put_element``): every choice
    from the card's pick to its end, played in a clone or in the original, reaches neither the
    other nor any earlier clone (a card without decisions resolves within its pick)."""
    from ds_widget.engine.flow import choose
    from ds_widget.engine.serialize import state_to_dict

    for seed in range(3):
        g = domination_game(generic_setup, actor="birds", card=card, multi=multi)
        g.choose("tile:0,0")                             # the birds dominate it: they pick a card
        assert g.pending.kind == "pick_card"
        rnd = random.Random(seed)
        kept = []
        oid = "card:" + card
        while True:
            here = state_to_dict(g.state)
            trial = g.state.clone()
            choose(trial, oid)                           # played in a clone: the original stays
            assert state_to_dict(g.state) == here
            kept.append((g.state.clone(), here))
            g.choose(oid)                                # played in the original: the clones stay
            assert state_to_dict(g.state) == state_to_dict(trial)     # the same choice, the same result
            for snap, saved in kept:
                assert state_to_dict(snap) == saved
            if g.pending is None or g.pending.rule != "card." + card:
                break
            oid = rnd.choice(ids(g))
        assert any(e["kind"] == "card_resolved" and e["card"] == card for e in all_events(g))
