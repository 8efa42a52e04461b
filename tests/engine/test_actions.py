"""The twelve actions and their edge cases (docs/rules.md §8-§9)."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.engine import IllegalChoiceError
from ds_widget.engine.hexmap import parse_hex
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import assert_consistent, corner, event, ids, kinds, snapshot


def game(animals, setup):
    b = ScenarioBuilder(animals)
    setup(b)
    return Game.from_state(b.build())


# ------------------------------------------------------------------------------------ planning
def test_planning_rounds_follow_initiative_and_skip_animals_without_pawns():
    g = Game.new(players=2, seed=0, animals=["mammals", "insects"])
    order = []
    while g.state.phase == "planning":
        d = g.pending
        order.append(d.animal)
        g.choose(d.options[0].id)
    assert order == ["insects", "mammals"] * 7
    assert g.state.animals["mammals"].supply == 0


def test_planning_skips_an_animal_whose_supply_is_empty():
    b = ScenarioBuilder(["mammals", "insects"])
    b.tile("0,0", "sea", species={"mammals": 1})
    b.pawns("insects", supply=1, total=1)
    b.at_planning()
    g = Game.from_state(b.build())
    seq = []
    while g.state.phase == "planning":
        seq.append(g.pending.animal)
        g.choose(g.options[-1].id)
    assert seq == ["insects"] + ["mammals"] * 7


def test_planning_placement_goes_on_empty_eyeball_spaces_only(four):
    first = four.pending.animal
    four.choose("space:glaciation.2")
    assert four.state.spaces["glaciation.2"] == first
    assert "space:glaciation.2" not in ids(four)
    before = snapshot(four)
    with pytest.raises(IllegalChoiceError, match="already holds an action pawn"):
        four.choose("space:glaciation.2")
    with pytest.raises(IllegalChoiceError, match="no eyeball space"):
        four.choose("space:regression.3")        # the reptiles' printed space is not an eyeball
    assert snapshot(four) == before


# ---------------------------------------------------------------------------------- initiative
def initiative_game():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.initiative(["insects", "arachnids", "amphibians", "birds", "reptiles", "mammals"])
        b.pawn("initiative.1", "reptiles")
        b.box("abundance", ["sun"])
        b.at_section("initiative")
    return game(["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"], setup)


def test_initiative_swaps_left_and_relocates_the_same_pawn():
    # 000 p.10: the reptiles (5th) swap with the birds (4th), then put the pawn on Abundance
    g = initiative_game()
    assert g.pending.kind == "initiative" and "space:initiative.1" not in ids(g)
    supply = g.state.animals["reptiles"].supply
    g.choose("space:abundance.2")
    assert g.state.initiative == ["insects", "arachnids", "amphibians", "reptiles", "birds", "mammals"]
    placed = event(g.last_events, "pawn_placed")
    assert placed["space"] == "abundance.2" and placed["animal"] == "reptiles"
    # the relocated pawn is resolved this turn, when Abundance comes up
    assert (g.pending.animal, g.pending.kind) == ("reptiles", "abundance_element")
    assert g.state.animals["reptiles"].supply == supply
    assert_consistent(g)


def test_initiative_cannot_return_to_its_own_space_and_can_keep_or_decline():
    g = initiative_game()
    with pytest.raises(IllegalChoiceError, match="R5"):
        g.choose("space:initiative.1")
    g.choose("keep")
    assert g.state.initiative.index("reptiles") == 3
    assert g.state.animals["reptiles"].supply == g.state.animals["reptiles"].pawns
    g = initiative_game()
    g.choose("decline")
    assert g.state.initiative.index("reptiles") == 4


# ---------------------------------------------------------------------------------- adaptation
def test_adaptation_takes_elements_left_to_right():
    def setup(b):
        b.tile("0,0", "sea", species={"insects": 1})
        b.box("adaptation", ["meat", "sun", "sun", "water"])
        b.pawn("adaptation.1", "insects")
        b.pawn("adaptation.2", "mammals")
        b.sheet("mammals", ["seed", "seed", "seed", "grub"])     # already six elements
        b.at_section("adaptation")
    g = game(["mammals", "insects"], setup)
    assert g.pending.animal == "insects" and ids(g) == ["element:meat", "element:sun",
                                                        "element:water", "decline"]
    g.choose("element:sun")
    assert g.state.animals["insects"].added == ["sun"]
    assert g.state.boxes["adaptation"] == ["meat", "sun", "water"]
    # the mammals have six elements: no effect, nothing asked
    assert g.pending.kind != "adaptation_element"
    assert any(e["kind"] == "no_effect" and e["reason"] == "sheet_full" for e in g.last_events)


# ---------------------------------------------------------------------------------- regression
def regression_game(protect_pawns=0):
    def setup(b):
        b.tile("0,0", "sea", species={"reptiles": 1, "birds": 1, "mammals": 1})
        b.box("regression", ["grub", "grub", "seed", "water"])
        b.sheet("birds", ["grub", "water", "sun"])
        b.sheet("mammals", ["grub", "grub", "seed"])
        b.sheet("reptiles", ["water", "seed"])
        for i in range(protect_pawns):
            b.pawn(f"regression.{i + 1}", "birds")
        b.at_section("regression")
    return game(["mammals", "reptiles", "birds"], setup)


def test_regression_types_not_discs_and_reptiles_free_pawn():
    # two grubs in the box threaten one grub (000 p.11); the reptiles' free pawn protects a type
    g = regression_game()
    d = g.pending
    assert (d.animal, d.kind) == ("reptiles", "regression_protect")
    assert ids(g) == ["element:seed", "element:water"]
    g.choose("element:water")
    st = g.state
    assert st.animals["mammals"].added == ["grub"]             # lost one grub and the seed
    assert st.animals["birds"].added == ["sun"]                # lost grub and water
    assert st.animals["reptiles"].added == ["water"]           # protected water, lost seed
    ev = event(g.last_events, "regression")
    assert ev["types"] == ["grub", "seed", "water"]
    assert_consistent(g)


def test_regression_pawns_protect_and_return_after_the_section():
    g = regression_game(protect_pawns=1)
    assert g.pending.animal == "reptiles"     # food-chain order: reptiles first, then birds
    g.choose("element:seed")
    assert g.pending.animal == "birds" and ids(g) == ["element:grub", "element:water"]
    g.choose("element:grub")
    ev = event(g.last_events, "regression")
    birds = [r for r in ev["animals"] if r["animal"] == "birds"][0]
    assert birds["protected"] == ["grub"] and birds["lost"] == ["water"]
    returned = event(g.last_events, "pawns_returned")
    assert returned["pawns"] == [{"animal": "birds", "space": "regression.1"}]


def test_regression_asks_nothing_when_pawns_cover_every_threatened_type():
    g = regression_game(protect_pawns=2)
    g.choose("element:water")                 # the reptiles' choice; the birds are not asked
    birds = [r for r in event(g.last_events, "regression")["animals"] if r["animal"] == "birds"][0]
    assert birds["lost"] == [] and birds["pawns"] == 2


def test_regression_never_touches_inherent_elements():
    def setup(b):
        b.tile("0,0", "sea", species={"reptiles": 1})
        b.box("regression", ["sun", "meat"])
        b.at_section("regression")
    g = game(["mammals", "reptiles"], setup)
    assert g.state.animals["reptiles"].elements == ("sun", "sun")
    assert g.state.animals["mammals"].elements == ("meat", "meat")


# ----------------------------------------------------------------------------------- abundance
def test_abundance_places_on_any_vacant_corner_even_on_the_edge_of_the_board():
    # 000 p.11: the amphibians add a water to the savannah and dominate it, 6 to 4
    g = Game.new(players=6, seed=0)
    b = ScenarioBuilder()
    st0 = g.state
    for h, t in st0.tiles.items():
        b.tile(h, t.terrain, tundra=t.tundra, species=t.species)
    for c, e in st0.corners.items():
        from ds_widget.engine.hexmap import corner_str
        b.element(corner_str(c), e)
    b.box("abundance", ["water", "meat"])
    b.pawn("abundance.1", "amphibians")
    b.at_section("abundance")
    g = Game.from_state(b.build())
    assert ids(g) == ["element:meat", "element:water", "decline"]
    g.choose("element:water")
    vacant = ids(g)
    assert corner("1,-1", "E") in [v[7:] for v in vacant]      # savannah's outer corner
    g.choose("corner:" + corner("1,-1", "E"))
    assert g.state.tiles[(1, -1)].dominant == "amphibians"
    changed = event(g.last_events, "dominance_changed")
    assert changed["before"] == "insects" and changed["after"] == "amphibians"
    assert [r["total"] for r in changed["verdict"]["animals"] if r["animal"] in
            ("amphibians", "insects")] == [6, 4]


def test_abundance_offers_off_board_corners_r8():
    def setup(b):
        b.tile("3,-3", "sea", species={"birds": 1})
        b.box("abundance", ["seed"])
        b.pawn("abundance.1", "birds")
        b.at_section("abundance")
    g = game(["birds", "insects"], setup)
    g.choose("element:seed")
    assert len(g.options) == 6        # all six corners, three of them touch off-board hexes
    g.choose("corner:" + corner("3,-3", "E"))
    assert g.state.tiles[(3, -3)].dominant == "birds"


# ----------------------------------------------------------------------------------- wasteland
def wasteland_game(with_pawn=True):
    def setup(b):
        b.tile("0,0", "tundra", species={"arachnids": 1})
        b.tile("1,0", "desert", species={"amphibians": 2, "arachnids": 1})
        b.tile("2,0", "desert")
        b.element(corner("0,0", "SE"), "water")    # touches the tundra and the desert
        b.element(corner("1,0", "E"), "water")     # desert only
        b.element(corner("0,0", "E"), "grub")      # touches the tundra
        b.box("wasteland", ["grub", "water"])
        if with_pawn:
            b.pawn("wasteland.1", "arachnids")
        b.at_section("wasteland")
    return game(["amphibians", "arachnids"], setup)


def test_wasteland_return_then_automatic_removal_on_tundra():
    # 000 p.12: the arachnids return the grub; every water touching a tundra goes
    g = wasteland_game()
    g.choose("element:grub")
    st = g.state
    left = sorted(st.corners.values())
    assert left == ["grub", "water"]                 # the grub survives, the desert-only water too
    ev = event(g.last_events, "wasteland")
    assert ev["types"] == ["water"] and [r["element"] for r in ev["removed"]] == ["water"]
    assert st.bag["grub"] == 20 - 1 and st.boxes["wasteland"] == ["water"]


def test_wasteland_is_automatic_without_a_pawn():
    g = wasteland_game(with_pawn=False)
    ev = event(g.start_events, "wasteland")
    assert sorted(r["element"] for r in ev["removed"]) == ["grub", "water"]


# ----------------------------------------------------------------------------------- depletion
def test_depletion_example_one_seed_changes_two_tiles():
    # 000 p.12: the birds lose the desert (2-2 with the reptiles); the mammals take the savannah
    def setup(b):
        b.tile("1,0", "desert", species={"birds": 1, "reptiles": 1})
        b.tile("1,-1", "savannah", species={"birds": 1, "mammals": 1})
        shared = corner("1,0", "NE")
        b.element(shared, "seed")
        b.element(corner("1,0", "E"), "seed")
        b.element(corner("1,0", "SE"), "sun")
        b.element(corner("1,-1", "E"), "meat")
        b.element(corner("1,-1", "NE"), "meat")
        b.element(corner("1,-1", "NW"), "seed")
        b.box("depletion", ["seed", "grass"])
        b.pawn("depletion.1", "reptiles")
        b.at_section("depletion")
    g = game(["mammals", "reptiles", "birds"], setup)
    assert g.state.tiles[(1, 0)].dominant == "birds" and g.state.tiles[(1, -1)].dominant is None
    assert len(g.options) == 4      # three seeds on earth + decline; no grass on earth
    with pytest.raises(IllegalChoiceError, match="Depletion box"):
        g.choose("corner:" + corner("1,0", "SE"))
    g.choose("corner:" + corner("1,0", "NE"))
    changes = {e["tile"]: (e["before"], e["after"]) for e in g.last_events
               if e["kind"] == "dominance_changed"}
    assert changes == {"1,0": ("birds", None), "1,-1": (None, "mammals")}
    removed = event(g.last_events, "element_removed")
    assert removed["element"] == "seed" and removed["tiles"] == ["1,-1", "1,0"]


# ---------------------------------------------------------------------------------- glaciation
def glaciation_game():
    def setup(b):
        b.tile("0,0", "tundra")
        b.tile("0,-1", "tundra")
        b.tile("1,-1", "savannah", species={"reptiles": 3, "arachnids": 2, "insects": 1})
        b.tile("1,0", "desert", species={"insects": 1, "birds": 2, "amphibians": 4})
        b.element(corner("0,0", "NE"), "sun")        # {(0,0),(0,-1),(1,-1)}
        b.element(corner("1,-1", "E"), "grass")
        b.pawn("glaciation.2", "reptiles")
        b.pawn("glaciation.3", "birds")
        b.at_section("glaciation")
    return game(["reptiles", "birds", "amphibians", "arachnids", "insects"], setup)


def test_glaciation_leftmost_pawn_acts_example_of_000_p13():
    g = glaciation_game()
    assert g.pending.animal == "reptiles"          # glaciation.1 empty: the leftmost present acts (R3)
    assert ids(g) == ["tile:1,-1", "tile:1,0", "decline"]
    vp = g.state.animals["reptiles"].vp
    pools = {a: x.gene_pool for a, x in g.state.animals.items()}
    g.choose("tile:1,0")
    st = g.state
    assert st.tiles[(1, 0)].kind == "tundra" and st.tundra_supply == 12 - 3
    assert st.tiles[(1, 0)].species == {"birds": 1, "amphibians": 1, "insects": 1}
    assert st.animals["birds"].gene_pool == pools["birds"] + 1
    assert st.animals["amphibians"].gene_pool == pools["amphibians"] + 3
    assert st.animals["amphibians"].eliminated == 0             # set aside, not eliminated
    assert st.animals["reptiles"].vp == vp + 1                  # one adjacent tundra: 1 bonus VP
    ev = event(g.last_events, "glaciation")
    assert ev["removed"] == [] and ev["returned"] == {"birds": 1, "amphibians": 3}
    # the other pawn stays and slides left at Reset (R3)
    assert st.spaces["glaciation.3"] == "birds"


def test_glaciation_savannah_alternative_removes_the_surrounded_sun_and_scores_3():
    g = glaciation_game()
    g.choose("tile:1,-1")
    ev = event(g.last_events, "glaciation")
    assert ev["adjacent_tundra"] == 2 and ev["bonus"] == 3
    assert [r["element"] for r in ev["removed"]] == ["sun"]     # surrounded by three tundras now


def test_glaciation_queue_slides_left_at_reset():
    g = glaciation_game()
    g.choose("decline")
    while g.state.phase != "planning":
        g.choose(g.options[-1].id)
    assert g.state.spaces["glaciation.2"] == "birds" and g.state.spaces["glaciation.3"] is None


def test_glaciation_without_a_tile_next_to_tundra_does_nothing_but_returns_the_pawn():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.pawn("glaciation.1", "birds")
        b.at_section("glaciation")
    b = ScenarioBuilder(["birds", "insects"])
    setup(b)
    st = b.build()
    g = Game.from_state(st)
    ev = [e for e in g.start_events if e["kind"] == "no_effect"]
    assert ev and ev[0]["reason"] == "no_tile_next_to_tundra"
    assert g.state.animals["birds"].supply == g.state.animals["birds"].pawns


# ---------------------------------------------------------------------------------- speciation
def speciation_game():
    def setup(b):
        b.tile("1,-1", "savannah", species={"insects": 2})
        b.tile("1,0", "desert", species={"amphibians": 3})
        b.tile("0,0", "tundra")
        b.element(corner("0,0", "E"), "grass")     # touches tundra, savannah, desert
        b.element(corner("1,0", "SE"), "water")
        b.sheet("arachnids", ["grass"])
        b.pawn("speciation.6", "arachnids")        # the grass space
        b.at_section("speciation")
    return game(["amphibians", "arachnids", "insects"], setup)


def test_speciation_example_caps_and_insects_free_species():
    # 000 p.14: 3 + 2 + 1 species; the amphibians lose the desert (3-3 tie); insects' free species
    g = speciation_game()
    g.choose("corner:0,0E")
    order = []
    want = {"0,0": 1, "1,-1": 3, "1,0": 2}
    for _ in range(3):
        d = g.pending
        order.append((d.args["tile"], d.args["cap"]))
        g.choose(f"count:{want[d.args['tile']]}")
    assert order == [("0,0", 1), ("1,-1", 3), ("1,0", 2)]
    st = g.state
    assert st.tiles[(1, 0)].species == {"amphibians": 3, "arachnids": 2}
    assert st.tiles[(1, -1)].species == {"insects": 2, "arachnids": 3}
    d = g.pending
    assert (d.animal, d.kind) == ("insects", "insects_free_species")
    g.choose("tile:1,-1")
    assert st.tiles[(1, -1)].species["insects"] == 3


def test_speciation_names_the_rule_when_the_count_is_over_the_cap():
    g = speciation_game()
    g.choose("corner:0,0E")
    before = snapshot(g)
    with pytest.raises(IllegalChoiceError, match="Speciation: .*at most 1 species may go on a tundra"):
        g.choose("count:2")
    with pytest.raises(IllegalChoiceError, match=r"does not touch the chosen grass at corner 0,0E"):
        g.choose("tile:2,2")
    assert snapshot(g) == before


def test_speciation_needs_an_element_of_the_space_type_and_a_gene_pool():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.element("0,0E", "sun")
        b.pawn("speciation.1", "birds")            # the meat space: no meat on earth
        b.at_section("speciation")
    g = game(["birds", "mammals"], setup)
    ne = [e for e in g.start_events if e["kind"] == "no_effect"]
    assert ne and ne[0]["reason"] == "no_element_on_earth"


# ---------------------------------------------------------------------------------- wanderlust
def wanderlust_game():
    def setup(b):
        b.tile("0,0", "forest", species={"birds": 2, "arachnids": 1})
        b.tile("1,-1", "savannah", species={"insects": 3, "birds": 1})
        b.tile("0,-2", "sea")
        rest = b.remaining_tiles()
        rest.remove("wetland")
        b.stacks([rest[:9], rest[9:18], rest[18:] + ["wetland"]])   # a wetland on top of stack 3
        b.box("wanderlust", ["seed", "grub"])
        b.pawn("wanderlust.1", "birds")
        b.at_section("wanderlust")
    return game(["birds", "arachnids", "insects"], setup)


def test_wanderlust_example_of_000_p14():
    g = wanderlust_game()
    d = g.pending
    assert d.kind == "wanderlust_stack" and ids(g) == ["stack:1", "stack:2", "stack:3", "decline"]
    g.choose("stack:3")                          # a wetland on top
    assert "hex:0,-1" in ids(g) and "hex:3,3" not in ids(g)
    vp = g.state.animals["birds"].vp
    g.choose("hex:0,-1")                         # touches the forest (0,0), savannah (1,-1), sea (0,-2)
    assert g.state.tiles[(0, -1)].terrain == "wetland" and not g.state.stack_up[2]
    g.choose("element:seed")
    with pytest.raises(IllegalChoiceError, match="vacant corner of the new tile"):
        g.choose("corner:" + corner("0,0", "SE"))
    g.choose("corner:" + corner("0,-1", "W"))
    assert g.state.animals["birds"].vp == vp + 6            # three adjacent tiles: 6 bonus VP
    # followers in food-chain order: birds (from each adjacent tile), arachnids, insects
    seq = []
    while g.pending.kind == "wanderlust_follow":
        d = g.pending
        seq.append((d.animal, d.args["tile"]))
        g.choose({"birds": "count:1", "arachnids": "count:0", "insects": "count:2"}[d.animal])
    assert seq == [("birds", "0,0"), ("birds", "1,-1"), ("arachnids", "0,0"), ("insects", "1,-1")]
    assert g.state.tiles[(0, -1)].species == {"birds": 2, "insects": 2}
    assert g.state.tiles[(0, -1)].dominant == "birds"


def test_wanderlust_without_a_face_up_tile_has_no_effect_r47():
    def setup(b):
        b.tile("0,0", "forest", species={"birds": 1})
        rest = b.remaining_tiles()
        b.stacks([rest[:10], rest[10:20], rest[20:]], up=[False, False, False])
        b.pawn("wanderlust.1", "birds")
        b.at_section("wanderlust")
    g = game(["birds", "insects"], setup)
    ne = [e for e in g.start_events if e["kind"] == "no_effect" and e["section"] == "wanderlust"]
    assert ne and ne[0]["reason"] == "no_face_up_tile"
    assert len(g.state.tiles) == 1


# ----------------------------------------------------------------------------------- migration
def migration_game(animal="insects", space="migration.1"):
    def setup(b):
        b.tile("0,0", "tundra", species={"insects": 6, "birds": 1})
        b.tile("1,0", "desert", species={"insects": 1})
        b.tile("1,-1", "savannah", species={"birds": 1})
        b.tile("0,1", "mountain")
        b.tile("-1,1", "sea", species={"birds": 1})
        b.tile("-2,2", "sea")
        b.pawn(space, animal)
        b.pawn("domination.1", "birds")          # stops the turn before Reset
        b.at_section("migration")
    return game(["birds", "insects"], setup)


def test_migration_up_to_x_species_each_to_an_adjacent_tile():
    g = migration_game()
    assert g.pending.args["x"] == 7
    g.choose("tile:1,0")
    assert ids(g) == ["tile:0,0", "tile:0,1", "tile:1,-1"]     # adjacent earth tiles only
    g.choose("tile:1,-1")
    g.choose("count:1")
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    assert ids(g) == [f"count:{n}" for n in range(1, 7)]
    g.choose("count:4")
    g.choose("tile:0,0")
    g.choose("tile:0,1")
    assert ids(g) == ["count:1", "count:2"]                      # 7 - 5 = 2 left
    g.choose("count:2")
    st = g.state
    assert st.tiles[(0, 0)].species == {"birds": 1}
    assert st.tiles[(1, 0)].species == {"insects": 4}
    assert st.tiles[(0, 1)].species == {"insects": 2}


def test_migrated_species_cannot_move_again_in_the_same_action():
    g = migration_game()
    g.choose("tile:1,0")
    g.choose("tile:0,1")
    g.choose("count:1")
    assert "tile:0,1" not in ids(g)          # it arrived this action (R11)
    assert "done" in ids(g)


def test_birds_fly_two_tiles_through_an_existing_tile_never_over_empty_hexes():
    g = migration_game(animal="birds", space="migration.5")
    g.choose("tile:-1,1")
    dests = ids(g)
    assert "tile:0,0" in dests            # adjacent
    assert "tile:1,0" in dests            # through the tundra (0,0) or the mountain (0,1)
    assert "tile:-2,2" in dests
    assert "tile:1,-1" in dests           # via (0,0)
    g = migration_game(animal="birds", space="migration.5")
    g.choose("tile:1,-1")
    assert "tile:-1,1" in ids(g)          # via (0,0)


# --------------------------------------------------------------------------------- competition
def competition_game(arachnids_free=False):
    def setup(b):
        b.tile("-1,1", "forest", species={"reptiles": 1, "mammals": 2})
        b.tile("-2,1", "forest", species={"reptiles": 1, "mammals": 1})
        b.tile("0,0", "tundra", species={"reptiles": 1, "insects": 2, "mammals": 1})
        b.tile("1,0", "desert", species={"mammals": 1})
        b.tile("0,-1", "sea", species={"reptiles": 1, "insects": 1})
        b.pawn("competition.3", "reptiles")         # tundra + desert + forest
        b.at_section("competition")
    animals = ["mammals", "reptiles", "insects"] + (["arachnids"] if arachnids_free else [])
    return game(animals, setup)


def test_competition_example_of_000_p15():
    g = competition_game()
    d = g.pending
    assert (d.kind, d.args["terrain"]) == ("competition_tile", "tundra")
    assert ids(g) == ["tile:0,0", "none"]
    g.choose("tile:0,0")
    assert ids(g) == ["animal:mammals", "animal:insects"]
    g.choose("animal:insects")
    # no reptiles in any desert: skipped; one forest only
    d = g.pending
    assert d.args["terrain"] == "forest" and ids(g) == ["tile:-2,1", "tile:-1,1", "none"]
    g.choose("tile:-1,1")                      # one opponent there: no victim question
    st = g.state
    assert st.tiles[(0, 0)].species == {"reptiles": 1, "insects": 1, "mammals": 1}
    assert st.tiles[(-1, 1)].species == {"reptiles": 1, "mammals": 1}
    assert st.animals["mammals"].eliminated == 1 and st.animals["insects"].eliminated == 1
    assert g.pending is None or g.pending.kind != "competition_tile"


def test_arachnids_compete_first_for_free_on_any_terrain():
    g = competition_game(arachnids_free=True)
    # the arachnids have no species anywhere: nothing to ask, then the reptiles' pawn
    assert g.pending.animal == "reptiles"


# ---------------------------------------------------------------------------------- domination
def domination_game():
    def setup(b):
        b.tile("0,0", "wetland", species={"amphibians": 4, "reptiles": 2, "birds": 2})
        b.tile("1,0", "desert", species={"birds": 1})
        b.tile("0,1", "mountain")
        b.element("0,0E", "sun")
        b.element("0,0W", "sun")
        b.pawn("domination.1", "birds")
        b.pawn("domination.2", "amphibians")
        b.cards(["nocturnal", "biodiversity", "fertile", "omnivore", "ecodiversity"])
        b.at_section("domination")
    return game(["reptiles", "birds", "amphibians"], setup)


def test_domination_scores_then_the_dominant_animal_takes_a_card():
    g = domination_game()
    d = g.pending
    assert d.animal == "birds" and d.kind == "domination_tile"
    assert ids(g) == ["tile:0,0", "other_tile"]
    g.choose("tile:0,0")
    st = g.state
    assert (st.animals["amphibians"].vp, st.animals["reptiles"].vp, st.animals["birds"].vp) == (8, 4, 2)
    d = g.pending
    assert (d.animal, d.kind) == ("reptiles", "pick_card")    # the dominant animal chooses
    assert len(d.options) == 5
    g.choose("card:biodiversity")
    assert "biodiversity" in st.played and "biodiversity" not in st.available
    # the second pawn: the wetland was scored this turn
    d = g.pending
    # no tile left with a dominant animal: straight to the other tiles (and declining)
    assert (d.animal, d.kind) == ("amphibians", "domination_other_tile")
    assert ids(g) == ["tile:0,1", "tile:1,0", "decline"]
    assert len(st.available) == 4                   # no refill during the turn
    g.choose("tile:0,1")                            # an empty tile: nothing, but allowed (R35)
    assert event(g.last_events, "tile_scored")["places"] == []


def test_domination_can_be_declined():
    g = domination_game()
    g.choose("other_tile")
    g.choose("decline")
    assert g.state.animals["amphibians"].vp == 0


# ------------------------------------------------------------------------------------- reset
def test_extinction_mammals_save_one_and_survival_scores():
    def setup(b):
        b.tile("0,0", "tundra", species={"mammals": 2, "birds": 1})
        b.tile("1,0", "tundra", species={"mammals": 1})
        b.tile("0,1", "mountain", species={"birds": 3})
        b.element("0,0E", "seed")       # touches (0,0) and (1,-1) none, (1,0)
        b.at_reset()
    g = game(["mammals", "birds"], setup)
    d = g.pending
    assert (d.animal, d.kind) == ("mammals", "mammal_save")
    assert ids(g) == ["tile:0,0", "tile:1,0", "decline"]
    g.choose("tile:1,0")
    ev = event(g.last_events, "extinction")
    st = g.state
    assert st.tiles[(0, 0)].species == {"birds": 1}
    assert st.tiles[(1, 0)].species == {"mammals": 1}
    assert st.tiles[(0, 1)].species == {}
    assert st.animals["mammals"].eliminated == 2 and st.animals["birds"].eliminated == 3
    assert ev["total"] == 5
    sv = event(g.last_events, "survival")
    assert sv["holder"] is None               # 1 mammal against 1 bird on tundra: tie


def _mammals_endangered(tiles: list[str]):
    def setup(b):
        for i, t in enumerate(tiles):
            b.tile(t, "tundra", species={"mammals": 1 + i})
        b.tile("0,1", "mountain", species={"birds": 3})
        b.at_reset()
    return game(["mammals", "birds"], setup)


@pytest.mark.parametrize("tiles", [["1,0"], ["0,0", "1,0"]], ids=["one tile", "two tiles"])
def test_the_mammals_may_decline_their_save(tiles):
    """docs/rules.md §8.3 A and R39: the mammals *may* keep one endangered species — with one
    qualifying tile as with several, they are asked, and declining lets every one die out."""
    g = _mammals_endangered(tiles)
    d = g.pending
    assert (d.animal, d.kind) == ("mammals", "mammal_save")
    assert ids(g) == [f"tile:{t}" for t in tiles] + ["decline"]
    g.choose("decline")
    ev = event(g.last_events, "extinction")
    assert all(r["saved"] == 0 for r in ev["victims"])
    assert all(g.state.tiles[parse_hex(t)].species == {} for t in tiles)
    assert g.state.animals["mammals"].eliminated == sum(1 + i for i in range(len(tiles)))


def test_the_mammals_save_on_their_only_qualifying_tile_when_they_choose_it():
    g = _mammals_endangered(["1,0"])
    g.choose("tile:1,0")
    assert g.state.tiles[(1, 0)].species == {"mammals": 1}
    rows = {r["animal"]: r for r in event(g.last_events, "extinction")["victims"]}
    assert (rows["mammals"]["saved"], rows["birds"]["saved"]) == (1, 0)


def test_a_version_1_record_with_a_silent_single_save_still_loads():
    """Records made before the save became a decision (version 1) go on without it."""
    g = Game.new(players=2, seed=1)
    rng = random.Random(4)
    while not g.is_over and not (g.pending.kind == "mammal_save" and len(g.pending.options) == 2):
        g.choose(rng.choice(g.pending.options).id)
    assert not g.is_over, "this seed reaches a single-tile mammal save"
    before = g.choices
    g.choose(g.pending.options[0].id)                # the save the old engine made by itself
    for _ in range(30):
        if g.is_over:
            break
        g.choose(rng.choice(g.pending.options).id)
    old = {"format": "ds_widget.record", "version": 1, "setup": g.record()["setup"],
           "start": None, "choices": before + g.choices[len(before) + 1:]}
    again = Game.from_record(old)
    assert again.to_dict() == g.to_dict()


def test_reseed_moves_the_elements_down_the_display():
    def setup(b):
        b.tile("0,0", "sea", species={"birds": 1})
        b.element("0,0E", "seed")
        b.box("adaptation", ["grub"])
        b.box("regression", ["meat"])
        b.box("abundance", ["sun", "sun"])
        b.box("wasteland", ["water"])
        b.box("depletion", ["grass"])
        b.box("wanderlust", ["seed"])
        b.at_reset()
    g = game(["birds", "insects"], setup)
    st = g.state
    assert st.boxes["regression"] == ["grub"] and st.boxes["wasteland"] == ["sun", "sun"]
    assert st.boxes["depletion"] == ["water"]
    assert [len(st.boxes[b]) for b in ("adaptation", "abundance", "wanderlust")] == [4, 4, 4]
    assert st.turn == 2 and st.phase == "planning"
    assert "reseed" in kinds(g.start_events)
