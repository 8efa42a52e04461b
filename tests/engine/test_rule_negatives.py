"""What must NOT be offered: for each of the twelve actions (and Planning, the insects' free species
and the mammals' save) an option the rules forbid is absent from the pending decision, and forcing
it through ``choose`` raises :class:`IllegalChoiceError` naming the rule and changes nothing.

Every position is hand-made with :class:`ScenarioBuilder`; the forbidden options are chosen next
to legal ones (an adjacent tile next to a two-step one, a tundra tile next to a savannah …) so an
off-by-one in a range or an adjacency test shows up here.
"""
from __future__ import annotations

import pytest

from ds_widget import Game
from ds_widget.engine import IllegalChoiceError
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import corner, event, ids, snapshot

#: the rule's name as the message starts with it, per decision rule id
RULE_WORDS = {"planning": "Planning", "initiative": "Initiative", "adaptation": "Adaptation",
              "regression": "Regression", "abundance": "Abundance", "wasteland": "Wasteland",
              "depletion": "Depletion", "glaciation": "Glaciation", "speciation": "Speciation",
              "wanderlust": "Wanderlust", "migration": "Migration", "competition": "Competition",
              "domination": "Domination", "extinction": "Extinction"}


def refused(g: Game, option_id: str, rule: str, because: str = "") -> None:
    """``option_id`` is not offered, and forcing it is refused naming ``rule`` (and ``because``),
    leaving the game exactly as it was."""
    assert option_id not in ids(g), f"{option_id} is offered"
    before, decision = snapshot(g), (g.pending.animal, g.pending.kind, ids(g))
    with pytest.raises(IllegalChoiceError) as exc:
        g.choose(option_id)
    assert exc.value.rule == rule
    assert str(exc.value).startswith(RULE_WORDS[rule] + ": "), str(exc.value)
    assert because in str(exc.value)
    assert exc.value.option_id == option_id and option_id not in exc.value.legal
    assert snapshot(g) == before and (g.pending.animal, g.pending.kind, ids(g)) == decision


def build(b: ScenarioBuilder) -> Game:
    return Game.from_state(b.build())


# ------------------------------------------------------------------------------------ planning
def test_planning_refuses_occupied_and_printed_free_spaces():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.pawn("migration.2", "reptiles")
    b.at_planning()
    g = build(b)
    assert g.pending.kind == "place_pawn" and len(ids(g)) == 40
    refused(g, "space:migration.2", "planning", "already holds an action pawn")
    refused(g, "space:regression.3", "planning", "no eyeball space")      # the reptiles' printed space
    refused(g, "space:speciation.7", "planning", "no eyeball space")      # the insects' printed space


# ---------------------------------------------------------------------------------- initiative
def test_initiative_refuses_its_own_space_r5_and_an_occupied_space():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.pawn("initiative.1", "reptiles")
    b.pawn("domination.1", "insects")
    b.at_section("initiative")
    g = build(b)
    assert "space:abundance.1" in ids(g)
    refused(g, "space:initiative.1", "initiative", "R5")
    refused(g, "space:domination.1", "initiative", "not empty")


# ---------------------------------------------------------------------------------- adaptation
def test_adaptation_refuses_an_element_not_in_the_squares():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.box("adaptation", ["meat", "sun"])
    b.pawn("adaptation.1", "reptiles")
    b.at_section("adaptation")
    g = build(b)
    assert ids(g) == ["element:meat", "element:sun", "decline"]
    refused(g, "element:water", "adaptation", "no water in the Adaptation squares")
    gained = event(g.choose("element:sun"), "element_gained")
    assert (gained["animal"], gained["element"], gained["elements"]) == ("reptiles", "sun", ["sun", "sun", "sun"])
    assert g.state.boxes["adaptation"] == ["meat"]


def test_adaptation_with_a_full_sheet_asks_nothing():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.box("adaptation", ["meat", "sun"])
    b.sheet("reptiles", ["grub", "grub", "seed", "seed"])                  # 2 + 4 = 6
    b.pawn("adaptation.1", "reptiles")
    b.pawn("adaptation.2", "insects")
    b.at_section("adaptation")
    g = build(b)
    assert (g.pending.animal, g.pending.kind) == ("insects", "adaptation_element")
    assert g.state.animals["reptiles"].added == ["grub", "grub", "seed", "seed"]


# ---------------------------------------------------------------------------------- regression
def test_regression_refuses_protecting_a_type_that_is_not_threatened():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.box("regression", ["grub", "seed", "seed"])
    b.sheet("reptiles", ["grub", "seed", "water"])
    b.at_section("regression")
    g = build(b)
    assert (g.pending.animal, g.pending.kind) == ("reptiles", "regression_protect")
    assert ids(g) == ["element:grub", "element:seed"]
    refused(g, "element:water", "regression")     # on the sheet, not in the box
    refused(g, "element:sun", "regression")       # inherent: never threatened
    g.choose("element:seed")
    assert g.state.animals["reptiles"].added == ["seed", "water"]


# ----------------------------------------------------------------------------------- abundance
def test_abundance_refuses_an_occupied_corner_and_a_corner_of_no_tile():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.element(corner("0,0", "E"), "grass")
    b.box("abundance", ["sun"])
    b.pawn("abundance.1", "reptiles")
    b.at_section("abundance")
    g = build(b)
    g.choose("element:sun")
    assert len(ids(g)) == 5                                         # six corners, one taken
    refused(g, "corner:" + corner("0,0", "E"), "abundance")          # occupied
    refused(g, "corner:" + corner("2,-2", "E"), "abundance")         # touches no earth tile


# ----------------------------------------------------------------------------------- wasteland
def test_wasteland_refuses_returning_an_element_not_in_the_box():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "tundra", species={"insects": 1})
    b.element(corner("0,0", "E"), "water")
    b.box("wasteland", ["water", "water"])
    b.pawn("wasteland.1", "reptiles")
    b.at_section("wasteland")
    g = build(b)
    assert ids(g) == ["element:water", "decline"]
    refused(g, "element:grub", "wasteland")
    events = g.choose("element:water")
    returned = event(events, "element_returned")
    assert (returned["animal"], returned["element"]) == ("reptiles", "water")
    assert g.state.boxes["wasteland"] == ["water"]
    # a water is still in the box: the water on the tundra goes, told in the Wasteland summary
    assert [r["element"] for r in event(events, "wasteland")["removed"]] == ["water"]
    assert "element_removed" not in [e["kind"] for e in events] and g.state.corners == {}


# ----------------------------------------------------------------------------------- depletion
def test_depletion_refuses_an_element_whose_type_is_not_in_the_box():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.element(corner("0,0", "E"), "grass")
    b.element(corner("0,0", "W"), "sun")
    b.box("depletion", ["grass"])
    b.pawn("depletion.1", "reptiles")
    b.at_section("depletion")
    g = build(b)
    assert ids(g) == ["corner:" + corner("0,0", "E"), "decline"]
    refused(g, "corner:" + corner("0,0", "W"), "depletion", "Depletion box (grass)")


# ---------------------------------------------------------------------------------- glaciation
def test_glaciation_refuses_tundra_and_tiles_not_touching_tundra():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "tundra", species={"insects": 1})
    b.tile("1,0", "desert")
    b.tile("2,-2", "forest")                                         # two steps from the tundra
    b.pawn("glaciation.1", "reptiles")
    b.at_section("glaciation")
    g = build(b)
    assert ids(g) == ["tile:1,0", "decline"]
    refused(g, "tile:0,0", "glaciation", "already tundra")
    refused(g, "tile:2,-2", "glaciation", "does not touch a tundra tile")
    refused(g, "tile:2,-1", "glaciation", "not an earth tile")       # an empty hex


# ---------------------------------------------------------------------------------- speciation
def test_speciation_refuses_a_tile_the_element_does_not_touch_and_insects_refuse_empty_hexes():
    b = ScenarioBuilder(["reptiles", "insects"])
    b.tile("0,0", "sea", species={"insects": 1})
    b.tile("1,0", "desert")
    b.tile("2,-2", "forest")
    b.element(corner("0,0", "SE"), "sun")                            # (0,0), (1,0) and empty (0,1)
    b.pawn("speciation.2", "reptiles")
    b.at_section("speciation")
    g = build(b)
    g.choose("corner:" + corner("0,0", "SE"))
    assert [g.pending.args["tile"]] == ["0,0"]
    refused(g, "tile:2,-2", "speciation", "does not touch the chosen sun")
    g.choose("count:0")
    g.choose("count:2")                                              # the desert
    assert g.state.tiles[(1, 0)].species == {"reptiles": 2}
    assert (g.pending.animal, g.pending.kind) == ("insects", "insects_free_species")
    assert ids(g) == ["tile:0,0", "tile:1,0", "tile:2,-2", "none"]
    refused(g, "tile:0,1", "speciation")                             # an empty hex is no tile
    declined = event(g.choose("none"), "declined")
    assert (declined["animal"], declined["section"]) == ("insects", "speciation")
    assert not [e for e in g.last_events if e["kind"] == "species_added"]


# ---------------------------------------------------------------------------------- wanderlust
def wanderlust_game(box=("seed",)) -> Game:
    b = ScenarioBuilder(["birds", "insects"])
    b.tile("0,0", "sea", species={"birds": 2})
    b.tile("0,-2", "jungle", species={"insects": 1})
    b.tile("2,0", "forest", species={"birds": 3})                     # not next to (0,-1)
    rest = b.remaining_tiles()
    for t in ("wetland", "sea", "mountain"):
        rest.remove(t)
    b.stacks([rest[:10], rest[10:] + ["mountain"], ["sea", "wetland"]])    # tops: -, mountain, wetland
    b.box("wanderlust", box)
    b.pawn("wanderlust.1", "birds")
    b.pawn("domination.1", "insects")
    b.at_section("wanderlust")
    return build(b)


def test_wanderlust_refuses_occupied_off_board_and_detached_hexes_r9():
    g = wanderlust_game()
    assert {k: v for k, v in g.pending.args["terrains"].items() if k != "1"} == {"2": "mountain", "3": "wetland"}
    g.choose("stack:3")
    assert (g.pending.kind, g.pending.args["terrain"]) == ("wanderlust_hex", "wetland")
    offered = ids(g)
    assert "hex:0,-1" in offered and "hex:1,-3" in offered           # next to the jungle (0,-2)
    refused(g, "hex:0,0", "wanderlust", "R9")                         # holds a tile
    refused(g, "hex:0,-3", "wanderlust", "R9")                        # the notch: not a board hex
    refused(g, "hex:-3,3", "wanderlust", "R9")                        # no earth tile next to it
    placed = event(g.choose("hex:0,-1"), "tile_placed")
    assert (placed["animal"], placed["tile"], placed["terrain"], placed["stack"]) == ("birds", "0,-1", "wetland", 3)
    g.choose("element:seed")
    refused(g, "corner:" + corner("0,0", "SE"), "wanderlust", "vacant corner of the new tile")
    g.choose("corner:" + corner("0,-1", "NE"))
    # followers: only from tiles adjacent to the new one; never more than are there
    d = g.pending
    assert (d.animal, d.kind, d.args["tile"]) == ("birds", "wanderlust_follow", "0,0")
    assert ids(g) == ["count:0", "count:1", "count:2"]
    refused(g, "count:3", "wanderlust")
    g.choose("count:2")
    assert (g.pending.animal, g.pending.args["tile"]) == ("insects", "0,-2")   # (2,0) is not asked
    g.choose("count:1")
    assert g.state.tiles[(0, -1)].species == {"birds": 2, "insects": 1}
    assert g.state.tiles[(2, 0)].species == {"birds": 3}


# ----------------------------------------------------------------------------------- migration
def migration_game(animal: str) -> Game:
    """Birds and mammals on (0,0). Earth: (1,0) adjacent; (2,-1) two steps away through the tile
    (1,0); (-2,0) two steps away but only through the empty hex (-1,0); (0,-2) two steps away
    through the empty (0,-1); (3,-1) three steps away along a chain of tiles."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 2})
    b.tile("1,0", "desert")
    b.tile("2,-1", "savannah")
    b.tile("-2,0", "jungle")
    b.tile("0,-2", "forest")
    b.tile("3,-1", "mountain")
    b.pawn("migration.1", animal)
    b.pawn("domination.1", "mammals")
    b.at_section("migration")
    return build(b)


def test_birds_never_fly_over_an_empty_hex_nor_three_steps():
    """docs/rules.md §9.10: a bird may reach a tile two steps away only through an existing tile
    adjacent to both; never across an empty hex (000 p.15)."""
    g = migration_game("birds")
    refused(g, "tile:1,0", "migration", "R11")                        # no birds there to move
    g.choose("tile:0,0")
    assert ids(g) == ["tile:1,0", "tile:2,-1"]
    refused(g, "tile:-2,0", "migration", "two steps away through an existing tile")
    refused(g, "tile:0,-2", "migration", "two steps away through an existing tile")
    refused(g, "tile:3,-1", "migration", "two steps away through an existing tile")
    g.choose("tile:2,-1")
    g.choose("count:2")
    assert g.state.tiles[(2, -1)].species == {"birds": 2}


def test_other_animals_migrate_one_step_only():
    g = migration_game("mammals")
    g.choose("tile:0,0")
    assert ids(g) == ["tile:1,0"]
    refused(g, "tile:2,-1", "migration", "only migrate to an adjacent earth tile")


def test_a_two_step_flight_needs_a_tile_in_between():
    """The same two-step move opens once the middle hex holds a tile."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 1})
    b.tile("-1,0", "wetland")
    b.tile("-2,0", "jungle")
    b.tile("0,-2", "forest")
    b.pawn("migration.6", "birds")
    b.pawn("domination.1", "mammals")
    b.at_section("migration")
    g = build(b)
    g.choose("tile:0,0")
    assert ids(g) == ["tile:-2,0", "tile:-1,0"]
    refused(g, "tile:0,-2", "migration")


# --------------------------------------------------------------------------------- competition
def test_competition_refuses_tiles_without_both_sides_and_a_second_tile_of_a_terrain():
    b = ScenarioBuilder(["mammals", "reptiles"])
    b.tile("0,0", "forest", species={"reptiles": 1, "mammals": 1})
    b.tile("2,-2", "forest", species={"reptiles": 1, "mammals": 1})
    b.tile("0,2", "desert", species={"reptiles": 2})                  # no opponent
    b.tile("-2,2", "desert", species={"mammals": 2})                  # no reptiles
    b.pawn("competition.3", "reptiles")                               # tundra, desert, forest
    b.pawn("domination.1", "mammals")
    b.at_section("competition")
    g = build(b)
    d = g.pending
    assert (d.kind, d.args["terrain"]) == ("competition_tile", "forest")   # no tundra, no desert fight
    assert ids(g) == ["tile:0,0", "tile:2,-2", "none"]
    refused(g, "tile:0,2", "competition", "must be forest")
    refused(g, "tile:-2,2", "competition", "must be forest")
    g.choose("tile:0,0")
    # one tile per terrain (R12): the second forest is not offered again
    assert g.pending.kind != "competition_tile"
    assert g.state.tiles[(2, -2)].species == {"reptiles": 1, "mammals": 1}


def test_arachnids_free_competition_happens_first_without_any_pawn():
    """docs/rules.md §9.11: the arachnids compete for free, before the eyeball pawns, on one tile of any
    terrain (tundra included) holding their species and an opponent's."""
    b = ScenarioBuilder(["mammals", "reptiles", "arachnids"])
    b.tile("0,0", "tundra", species={"arachnids": 1, "mammals": 2, "reptiles": 1})
    b.tile("2,-2", "mountain", species={"arachnids": 3})               # alone
    b.tile("0,2", "sea", species={"mammals": 1})                       # no arachnids
    b.pawn("competition.6", "reptiles")
    b.pawn("domination.1", "mammals")
    b.at_section("competition")
    g = build(b)
    d = g.pending
    assert (d.animal, d.kind) == ("arachnids", "competition_free_tile")
    assert ids(g) == ["tile:0,0", "none"]
    refused(g, "tile:2,-2", "competition", "arachnids and an opponent")
    refused(g, "tile:0,2", "competition", "arachnids and an opponent")
    g.choose("tile:0,0")
    assert ids(g) == ["animal:mammals", "animal:reptiles"]
    g.choose("animal:mammals")
    hit = event(g.last_events, "species_eliminated")
    assert (hit["animal"], hit["tile"], hit["by"], hit["cause"]) == ("mammals", "0,0", "arachnids", "competition")
    assert g.state.animals["mammals"].eliminated == 1
    # then the reptiles' eyeball pawn
    assert (g.pending.animal, g.pending.kind, g.pending.args["terrain"]) == ("reptiles", "competition_tile", "tundra")


# ---------------------------------------------------------------------------------- domination
def test_domination_refuses_a_tile_scored_this_turn_an_empty_hex_and_a_card_not_face_up():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 2})
    b.tile("2,-2", "forest", species={"birds": 1})
    b.element(corner("0,0", "E"), "seed")
    b.element(corner("2,-2", "E"), "seed")
    b.scored(["0,0"])
    b.cards(["nocturnal", "fertile"])
    b.pawn("domination.2", "mammals")
    b.at_section("domination")
    g = build(b)
    assert ids(g) == ["tile:2,-2", "other_tile"]
    refused(g, "tile:0,0", "domination", "already chosen for Domination this turn")
    refused(g, "tile:1,0", "domination", "not an earth tile")
    g.choose("tile:2,-2")
    assert (g.pending.animal, g.pending.kind) == ("birds", "pick_card")
    refused(g, "card:ice_age", "domination", "not among the face-up Dominance cards")
    refused(g, "card:biomass", "domination", "not among the face-up Dominance cards")


# ------------------------------------------------------------------------------------ extinction
def test_mammals_save_refuses_a_tile_where_they_are_not_endangered():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"mammals": 2})
    b.tile("2,-2", "forest", species={"mammals": 1})
    b.tile("0,2", "desert", species={"mammals": 1})
    b.element(corner("0,2", "E"), "meat")
    b.at_reset()
    g = build(b)
    assert (g.pending.animal, g.pending.kind) == ("mammals", "mammal_save")
    assert ids(g) == ["tile:0,0", "tile:2,-2", "decline"]
    refused(g, "tile:0,2", "extinction")
    g.choose("tile:2,-2")
    st = g.state
    assert st.tiles[(2, -2)].species == {"mammals": 1} and st.tiles[(0, 0)].species == {}
    assert st.animals["mammals"].eliminated == 2


def test_migration_counts_what_is_left_per_origin_and_in_all_r11():
    """docs/rules.md R11: per origin at most the species there when the action began, minus those
    already moved; in all at most X — down to the last one."""
    b = ScenarioBuilder(["mammals", "insects"])
    b.tile("0,0", "sea", species={"insects": 3})
    b.tile("1,0", "desert", species={"insects": 2, "mammals": 1})
    b.tile("2,0", "forest")
    b.pawn("migration.3", "insects")                                 # X = 5
    b.pawn("domination.1", "mammals")
    b.at_section("migration")
    g = build(b)
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    g.choose("count:2")
    assert g.pending.args["left"] == 3
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    assert ids(g) == ["count:1"]                                     # 3 there, 2 already moved
    refused(g, "count:2", "migration", "at most 3 more species")
    g.choose("count:1")
    assert ids(g) == ["tile:1,0", "done"]                             # only the two that were there
    refused(g, "tile:0,0", "migration", "R11")                        # everything there has moved
    refused(g, "tile:2,0", "migration", "R11")                        # no insects there
    g.choose("tile:1,0")
    g.choose("tile:2,0")
    g.choose("count:1")
    d = g.pending
    assert (d.kind, d.args["left"], ids(g)) == ("migration_from", 1, ["tile:1,0", "done"])   # one more may move
    g.choose("tile:1,0")
    g.choose("tile:2,0")
    g.choose("count:1")
    st = g.state
    assert [st.tiles[h].species.get("insects", 0) for h in ((0, 0), (1, 0), (2, 0))] == [0, 3, 2]
    assert g.pending.kind != "migration_from"                        # X used up


def test_arachnids_may_decline_their_free_competition():
    b = ScenarioBuilder(["mammals", "arachnids"])
    b.tile("0,0", "sea", species={"arachnids": 1, "mammals": 2})
    b.pawn("domination.1", "mammals")
    b.at_section("competition")
    g = build(b)
    assert (g.pending.animal, g.pending.kind) == ("arachnids", "competition_free_tile")
    declined = event(g.choose("none"), "declined")
    assert (declined["animal"], declined["section"]) == ("arachnids", "competition")
    assert g.state.tiles[(0, 0)].species == {"arachnids": 1, "mammals": 2}


@pytest.mark.parametrize("space", [2, 3, 4])
def test_glaciation_the_leftmost_pawn_acts_whatever_its_space_r3(space):
    b = ScenarioBuilder(["reptiles", "birds"])
    b.tile("0,0", "tundra")
    b.tile("1,0", "desert", species={"birds": 1})
    b.pawn(f"glaciation.{space}", "reptiles")
    for later in range(space + 1, 5):
        b.pawn(f"glaciation.{later}", "birds")
    b.pawn("domination.1", "birds")
    b.at_section("glaciation")
    g = build(b)
    assert (g.pending.animal, g.pending.kind) == ("reptiles", "glaciation_tile")
    g.choose("tile:1,0")
    st = g.state
    assert st.spaces[f"glaciation.{space}"] is None
    assert [st.spaces[f"glaciation.{k}"] for k in range(space + 1, 5)] == ["birds"] * (4 - space)
    assert g.pending.kind.startswith("domination")                     # only one Glaciation acts


def test_wanderlust_asks_for_no_element_when_its_squares_are_empty():
    g = wanderlust_game(box=())
    g.choose("stack:3")
    g.choose("hex:0,-1")
    assert (g.pending.animal, g.pending.kind) == ("birds", "wanderlust_follow")
