"""Effects that the rest of the suite met only by accident (a golden or a random game breaking):
each pinned here with a hand-made position and the rule it checks.
"""
from __future__ import annotations

from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine.calc import dominance_verdict, dominant
from ds_widget.engine.constants import ELEMENTS
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import assert_consistent, corner, event
from tests.engine import oracle


def build(b: ScenarioBuilder) -> Game:
    return Game.from_state(b.build())


# ---------------------------------------------------------------------------------- glaciation
def glaciation_game() -> Game:
    b = ScenarioBuilder(["reptiles", "birds"])
    b.tile("0,0", "tundra")
    b.tile("1,-1", "savannah", tundra=True)
    b.tile("1,0", "desert", species={"birds": 2})
    b.element(corner("0,0", "E"), "sun")            # (0,0) (1,-1) (1,0): three tundras once (1,0) is
    b.element(corner("0,0", "NE"), "grass")         # (0,0) (0,-1) (1,-1): (0,-1) is an empty hex
    # far away, three tundra tiles around a disc an Abundance once put there
    b.tile("-2,2", "jungle", tundra=True)
    b.tile("-2,3", "forest", tundra=True)
    b.tile("-1,2", "mountain", tundra=True, species={"reptiles": 1})
    b.element("-1,2W", "grub")                      # {(-1,2), (-2,3), (-2,2)}: all three tundra
    b.element(corner("-2,2", "E"), "meat")          # {(-2,2), (-1,1), (-1,2)}: (-1,1) is empty
    b.element(corner("-1,2", "E"), "seed")          # {(-1,2), (0,1), (0,2)}: one tundra only
    b.pawn("glaciation.1", "reptiles")
    b.pawn("domination.1", "birds")
    b.at_section("glaciation")
    return build(b)


def test_glaciation_removes_every_disc_surrounded_by_three_tundras_on_the_whole_earth():
    """docs/rules.md §9.7 step 4: every element whose corner is surrounded by three tundra tiles,
    anywhere on earth — not only around the new tile; corners with one or two tundras keep theirs."""
    g = glaciation_game()
    bag = dict(g.state.bag)
    g.choose("tile:1,0")
    ev = event(g.last_events, "glaciation")
    assert "element_removed" not in [e["kind"] for e in g.last_events]     # told in the summary
    assert sorted((r["corner"], r["element"]) for r in ev["removed"]) == [("-1,2W", "grub"), ("0,0E", "sun")]
    st = g.state
    assert sorted(st.corners.values()) == ["grass", "meat", "seed"]
    assert st.bag == {**bag, "grub": bag["grub"] + 1, "sun": bag["sun"] + 1}
    # step 5: two tundra tiles touch the new one -> 3 bonus VP; step 6: one bird stays, one goes home
    assert (ev["adjacent_tundra"], st.animals["reptiles"].vp) == (2, 3)
    assert st.tiles[(1, 0)].species == {"birds": 1} and ev["returned"] == {"birds": 1}
    assert_consistent(g)


# --------------------------------------------------------------------------------------- reseed
def reseed_game(*, dry_bag: bool, queue: dict[str, str]) -> Game:
    b = ScenarioBuilder(["reptiles", "birds"])
    b.tile("0,0", "sea")
    b.box("regression", ["meat"])
    b.box("depletion", ["grass", "grass"])
    b.box("wanderlust", ["seed", "seed"])
    b.box("adaptation", [])
    b.box("abundance", [])
    if dry_bag:
        # every other disc waits in the Wasteland box (which goes to Depletion, not to the bag)
        rest = Counter(dict.fromkeys(ELEMENTS, 20)) - Counter(["meat", "grass", "grass", "seed", "seed"])
        b.box("wasteland", sorted(rest.elements()))
    else:
        b.box("wasteland", ["water"])
    # the builder deals the deck in card-list order: aquatic, biodiversity, … are its top cards
    b.cards(["nocturnal", "fertile", "blight"])
    rest_tiles = b.remaining_tiles()
    # stack 2 was used: its face-down top (a desert) differs from the tile below it
    b.stacks([rest_tiles[1:15], rest_tiles[15:] + rest_tiles[:1], []], up=[True, False, False])
    for space, animal in queue.items():
        b.pawn(space, animal)
    b.at_reset()
    return build(b)


def test_reseed_returns_regression_depletion_and_wanderlust_discs_to_the_bag():
    """docs/rules.md §8.3 C step 3, then steps 4-6 (the boxes slide down), 1 (cards), 2 (Glaciation
    queue, R3), 8 (stacks) and the next turn."""
    g = reseed_game(dry_bag=False, queue={"glaciation.1": "reptiles", "glaciation.2": "birds",
                                          "glaciation.4": "reptiles"})
    ev = event(g.start_events, "reseed")
    assert ev["to_bag"] == {"meat": 1, "grass": 2, "seed": 2}
    st = g.state
    assert st.boxes["depletion"] == ["water"]            # from the Wasteland box
    assert st.boxes["wasteland"] == [] and st.boxes["regression"] == []
    # 1. the face-up cards stay, the top of the deck fills the slots up to 5
    assert st.available == ["nocturnal", "fertile", "blight", "aquatic", "biodiversity"]
    assert ev["cards"] == ["aquatic", "biodiversity"]
    # 2. only a pawn whose left neighbour space is empty slides, one space
    assert [st.spaces[f"glaciation.{k}"] for k in range(1, 5)] == ["reptiles", "birds", "reptiles", None]
    assert ev["glaciation_moves"] == [["glaciation.4", "glaciation.3"]]
    # 8. the face-down top of stack 2 turns up; the empty stack 3 stays empty
    assert st.stack_up == [True, True, False] and st.stacks[2] == []
    assert st.stacks[1][-1] == "desert" != st.stacks[1][-2]
    assert ev["stacks_flipped"] == [{"stack": 2, "terrain": "desert"}]
    assert (st.turn, st.phase) == (2, "planning")
    started = event(g.start_events, "turn_started")
    assert started["turn"] == 2 and g.pending.args["round"] == 1


def test_reseed_draws_from_the_bag_after_the_returns_r14():
    """With the bag otherwise empty, the five returned discs are all there is to draw: Adaptation
    is filled first (4), then Abundance (1); the Wanderlust squares stay empty (R14)."""
    g = reseed_game(dry_bag=True, queue={"glaciation.2": "birds", "glaciation.3": "reptiles"})
    st = g.state
    assert [st.spaces[f"glaciation.{k}"] for k in range(1, 5)] == ["birds", "reptiles", None, None]
    assert [len(st.boxes[b]) for b in ("adaptation", "abundance", "wanderlust")] == [4, 1, 0]
    assert Counter(st.boxes["adaptation"] + st.boxes["abundance"]) == {"meat": 1, "grass": 2, "seed": 2}
    assert sum(st.bag.values()) == 0
    assert_consistent(g)


# ----------------------------------------------------------------------------------- dominance
def test_a_tie_leaves_no_dominant_animal_and_no_marker():
    """docs/rules.md §7.3: ties for the highest matching -> nobody; the food chain does not break it."""
    b = ScenarioBuilder(["mammals", "birds", "insects"])
    b.tile("0,0", "forest", species={"mammals": 3, "birds": 1, "insects": 1})
    b.element(corner("0,0", "E"), "meat")
    b.element(corner("0,0", "W"), "seed")
    b.element(corner("0,0", "SE"), "grass")
    st = b.build()
    assert dominant(st, (0, 0)) is None and st.tiles[(0, 0)].dominant is None
    assert oracle.dominant(st, (0, 0)) is None
    v = dominance_verdict(st, (0, 0))
    assert v["tied"] == ["mammals", "birds", "insects"] and v["highest"] == 2
    # one more seed breaks the tie for the birds: marker and calculation agree
    b.element(corner("0,0", "NE"), "seed")
    st = b.build()
    assert dominant(st, (0, 0)) == st.tiles[(0, 0)].dominant == oracle.dominant(st, (0, 0)) == "birds"


@pytest.mark.parametrize("mammals, insects, want", [
    ([], [], None),                      # meat, meat vs grass, grass: 2 against 2, a tie
    (["meat"], [], "mammals"),           # 3 against 2
    (["grass"], [], "mammals"),          # 2 + 1 against 2
    (["grass"], ["meat"], None),         # 3 against 3
    (["water"], [], None),               # no water on the tile: still 2 against 2
    ([], ["meat", "meat"], "insects"),   # 2 against 4
])
def test_added_elements_count_like_inherent_ones(mammals, insects, want):
    b = ScenarioBuilder(["mammals", "insects"])
    b.tile("0,0", "sea", species={"mammals": 1, "insects": 5})
    b.element(corner("0,0", "E"), "meat")
    b.element(corner("0,0", "W"), "grass")
    b.sheet("mammals", mammals)
    b.sheet("insects", insects)
    st = b.build()
    assert dominant(st, (0, 0)) == st.tiles[(0, 0)].dominant == oracle.dominant(st, (0, 0)) == want


def test_the_oracle_agrees_with_the_engine_on_the_rulebook_start():
    """docs/rules.md §7.6: each animal dominates its 2-species tile, the tundra has nobody."""
    st = Game.new(players=6, seed=0).state
    assert oracle.dominance_problems(st) == []
    assert {h: oracle.dominant(st, h) for h in st.tiles} == {
        (0, 0): None, (0, -1): "amphibians", (1, -1): "insects", (1, 0): "reptiles",
        (0, 1): "mammals", (-1, 1): "birds", (-1, 0): "arachnids"}


# ------------------------------------------------------------------------------------ planning
def test_planning_ends_when_every_pawn_is_placed_and_execution_starts():
    """docs/rules.md §8.1: the phase ends when no animal has a pawn in its supply."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 1})
    b.element(corner("0,0", "E"), "seed")
    b.pawns("mammals", supply=1, total=1)
    b.pawns("birds", supply=1, total=1)
    b.at_planning()
    g = Game.from_state(b.build())
    g.choose("space:domination.1")
    assert g.state.phase == "planning" and g.pending.animal == "mammals"
    events = g.choose("space:domination.2")
    k = [e["kind"] for e in events]
    assert k.index("pawn_placed") < k.index("phase_ended") < k.index("phase_started")
    assert event(events, "phase_ended")["phase"] == "planning"
    assert g.state.phase == "execution"


def test_planning_goes_round_the_initiative_track_in_rounds():
    """docs/rules.md §8.1: left to right on the Initiative track, one pawn each, round after round."""
    b = ScenarioBuilder(["mammals", "birds", "insects"])
    b.tile("0,0", "sea", species={"birds": 1})
    b.pawns("mammals", supply=1, total=1)
    b.pawns("birds", supply=2, total=2)
    b.pawns("insects", supply=3, total=3)
    b.at_planning()
    g = Game.from_state(b.build())
    assert g.state.initiative == ["insects", "birds", "mammals"]
    seen = []
    events = []
    while g.state.phase == "planning":
        seen.append((g.pending.animal, g.pending.args["round"]))
        events += g.choose(g.options[0].id)
    # the mammals, last on the track, run out first: round 3 starts again from the left
    assert seen == [("insects", 1), ("birds", 1), ("mammals", 1), ("insects", 2), ("birds", 2), ("insects", 3)]
    assert event(events, "phase_started")["phase"] == "execution"


# --------------------------------------------------------------------------------- calculations
def test_a_matching_of_one_is_enough_to_dominate_and_one_one_is_a_tie():
    """docs/rules.md §7.3: the highest matching must be above 0 — 1 is enough; 1 against 1 is a tie."""
    b = ScenarioBuilder(["mammals", "reptiles"])
    b.tile("0,0", "sea", species={"mammals": 2})
    b.element(corner("0,0", "E"), "water")
    b.sheet("mammals", ["water"])                     # meat, meat, water: matching 1
    st = b.build()
    g = Game.from_state(st)
    assert g.matching("mammals", "0,0")["total"] == 1 and not g.matching("mammals", "0,0")["endangered"]
    assert dominant(st, (0, 0)) == st.tiles[(0, 0)].dominant == oracle.dominant(st, (0, 0)) == "mammals"
    b.species("0,0", "reptiles", 1)
    b.sheet("reptiles", ["water"])                    # 1 against 1
    st = b.build()
    assert dominant(st, (0, 0)) is None and st.tiles[(0, 0)].dominant is None
    assert dominance_verdict(st, (0, 0))["tied"] == ["mammals", "reptiles"]
    assert Game.from_state(st).matching("reptiles", "0,0")["endangered"] is False


def test_verdicts_and_breakdowns_of_empty_and_endangered_tiles():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea")
    b.tile("2,-2", "forest", species={"birds": 1})
    b.element(corner("2,-2", "E"), "meat")
    g = Game.from_state(b.build())
    v = g.dominance("0,0")
    assert (v["reason"], v["dominant"], v["highest"], v["tied"]) == ("no_species", None, 0, [])
    m = g.matching("birds", "2,-2")
    assert (m["total"], m["endangered"]) == (0, True)
    assert g.dominance("2,-2")["reason"] == "all_endangered"


def test_scoring_places_are_numbered_from_first():
    b = ScenarioBuilder(["mammals", "birds", "insects"])
    b.tile("0,0", "sea", species={"mammals": 1, "birds": 3, "insects": 2})
    places = Game.from_state(b.build()).preview_scoring("0,0")["places"]
    assert [(p["place"], p["animal"], p["vp"]) for p in places] == [(1, "birds", 9), (2, "insects", 5),
                                                                     (3, "mammals", 3)]


def test_survival_without_a_holder_counts_no_tundra_tiles():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "tundra", species={"mammals": 1, "birds": 1})
    sv = Game.from_state(b.build()).survival()
    assert (sv["holder"], sv["tundra_tiles"], sv["vp"]) == (None, 0, 0)


@pytest.mark.parametrize("on_earth, offered", [(11, True), (12, False)])
def test_glaciation_can_use_the_last_tundra_tile_r4(on_earth, offered):
    """docs/rules.md §9.7: the action is skipped only when the supply is empty (all 12 on earth)."""
    b = ScenarioBuilder(["mammals", "birds"])
    tundra = ["0,0", "-3,0", "-3,1", "-3,2", "-3,3", "-2,3", "-1,3", "3,-3", "3,-2", "3,-1", "3,0", "2,1"]
    printed = ["sea", "wetland", "savannah", "jungle", "forest", "mountain"] * 2
    for h, terrain in zip(tundra[:on_earth], printed):
        b.tile(h, terrain, tundra=True)
    b.tile("1,0", "desert", species={"birds": 1})     # next to the centre tundra
    b.pawn("glaciation.1", "mammals")
    b.pawn("domination.1", "birds")
    b.at_section("glaciation")
    g = Game.from_state(b.build())
    if offered:
        assert (g.pending.kind, [o.id for o in g.options]) == ("glaciation_tile", ["tile:1,0", "decline"])
        g.choose("tile:1,0")
        assert g.state.tundra_supply == 0 and g.state.tiles[(1, 0)].tundra
    else:
        assert g.pending.kind == "domination_tile" or g.pending.kind == "domination_other_tile"
        assert event(g.start_events, "no_effect")["reason"] == "no_tundra_left"


# ----------------------------------------------------------------------------- the winner, §12.1
def final_of(vps: dict[str, int], controllers: list[int], players: int) -> Game:
    b = ScenarioBuilder(list(vps), players=players, multi=True, controllers=controllers)
    b.tile("0,0", "sea")
    for a, vp in vps.items():
        b.vp(a, vp)
    b.at_card("ice_age", "mammals", "0,0")
    return Game.from_state(b.build())


def test_several_animals_a_player_scores_his_lowest_animal_example_of_000_p17():
    """docs/rules.md §12.1: 70/145/160 -> 70 against 75/85/95 -> 75: the second player wins."""
    g = final_of({"mammals": 70, "reptiles": 145, "birds": 160, "amphibians": 75, "arachnids": 85,
                  "insects": 95}, controllers=[0, 0, 0, 1, 1, 1], players=2)
    r = g.result
    assert (r["winner_player"], r["player_scores"], r["winner"]) == (1, {"1": 75, "0": 70}, "amphibians")
    assert r["scoring_animal"] == {"1": "amphibians", "0": "mammals"}


def test_several_animals_three_players_the_best_lowest_animal_wins_not_the_best_animal():
    g = final_of({"mammals": 50, "reptiles": 90, "birds": 60, "amphibians": 61, "arachnids": 100,
                  "insects": 10}, controllers=[0, 0, 1, 1, 2, 2], players=3)
    r = g.result
    assert (r["winner_player"], r["winner"]) == (1, "birds")
    assert r["player_scores"] == {"1": 60, "0": 50, "2": 10}


# ---------------------------------------------------------------- declining, and nothing to do
def one_pawn(section: str, space: int = 1, **extra) -> Game:
    """The birds' pawn on ``section.space`` with something to do there; the mammals wait on the
    last Domination space so the turn stops before Reset."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 2, "mammals": 1})
    b.tile("1,0", "tundra")
    b.element(corner("0,0", "E"), "seed")           # (0,0), (1,-1) empty, (1,0)
    b.box("adaptation", ["meat"])
    b.box("abundance", ["meat"])
    b.box("wasteland", ["meat"])
    b.box("depletion", ["seed"])
    b.pawn(f"{section}.{space}", "birds")
    b.pawn("domination.5", "mammals")
    for name, value in extra.items():
        getattr(b, name)(*value)
    b.at_section(section)
    return Game.from_state(b.build())


@pytest.mark.parametrize("section, space", [
    ("initiative", 1), ("adaptation", 1), ("abundance", 1), ("wasteland", 1), ("depletion", 1),
    ("glaciation", 1), ("speciation", 3), ("wanderlust", 1), ("migration", 1), ("domination", 1)])
def test_every_action_can_be_declined_r39(section, space):
    """docs/rules.md §8.2, R39: the owner may decline the action; nothing changes but the pawn, which
    goes back to the supply, and the section goes on."""
    g = one_pawn(section, space)
    assert g.pending.animal == "birds"
    if section == "domination":
        g.choose("other_tile")
    keep = ("tiles", "corners", "bag", "initiative", "tundra_supply", "stacks", "stack_up", "available")
    before = {k: v for k, v in g.to_dict().items() if k in keep}
    events = g.choose("decline")
    after = {k: v for k, v in g.to_dict().items() if k in keep}
    assert after == before
    declined = event(events, "declined")
    assert (declined["animal"], declined["section"], declined["space"]) == ("birds", section, f"{section}.{space}")
    birds = g.state.animals["birds"]
    assert birds.supply == birds.pawns
    assert (g.pending.animal, g.pending.kind) == ("mammals", "domination_tile")


def no_vacant_corner(b):
    for name in ("NE", "NW", "W", "SW", "SE"):
        b.element(corner("0,0", name), "grub")
    b.element(corner("1,0", "E"), "grub")
    b.element(corner("1,0", "NE"), "grub")
    b.element(corner("1,0", "SE"), "grub")
    b.element(corner("1,0", "SW"), "grub")


@pytest.mark.parametrize("section, space, change, reason", [
    ("adaptation", 1, {"box": ("adaptation", [])}, "no_elements"),
    ("abundance", 1, {"box": ("abundance", [])}, "no_elements"),
    ("abundance", 1, None, "no_vacant_corner"),
    ("wasteland", 1, {"box": ("wasteland", [])}, "no_elements"),
    ("depletion", 1, {"box": ("depletion", [])}, "no_elements"),
    ("depletion", 1, {"box": ("depletion", ["sun"])}, "nothing_to_remove"),
    ("speciation", 1, {}, "no_element_on_earth"),                   # the meat space, no meat on earth
    ("speciation", 3, {"eliminated": ("birds", 55 - 1 - 2)}, "empty_gene_pool"),
    ("migration", 1, {"species": ("0,0", "birds", 0)}, "nothing_to_move"),
])
def test_every_action_with_nothing_to_do_says_so_and_the_game_goes_on(section, space, change, reason):
    if change is None:          # Abundance with every earth corner taken
        b = ScenarioBuilder(["mammals", "birds"])
        b.tile("0,0", "sea", species={"birds": 2, "mammals": 1})
        b.tile("1,0", "tundra")
        b.element(corner("0,0", "E"), "seed")
        no_vacant_corner(b)
        b.box("abundance", ["meat"])
        b.pawn("abundance.1", "birds")
        b.pawn("domination.5", "mammals")
        b.at_section("abundance")
        g = Game.from_state(b.build())
    else:
        g = one_pawn(section, space, **change)
    ne = [e for e in g.start_events if e["kind"] == "no_effect"]
    assert [(e["animal"], e["section"], e["reason"]) for e in ne] == [("birds", section, reason)]
    assert g.pending.animal == "mammals" and g.pending.kind.startswith("domination")


def test_regression_losses_change_dominance_at_once_r1():
    """docs/rules.md R1: dominance is recomputed after every change of an animal sheet."""
    b = ScenarioBuilder(["mammals", "insects"])
    b.tile("0,0", "sea", species={"mammals": 1, "insects": 1})
    b.element(corner("0,0", "E"), "water")
    b.sheet("mammals", ["water"])                     # the water makes the mammals dominant, 1 to 0
    b.box("regression", ["water"])
    b.pawn("domination.1", "insects")
    b.at_section("regression")
    g = Game.from_state(b.build())
    changed = event(g.start_events, "dominance_changed")
    assert (changed["tile"], changed["before"], changed["after"]) == ("0,0", "mammals", None)
    assert g.state.animals["mammals"].added == [] and g.state.tiles[(0, 0)].dominant is None
    assert oracle.dominance_problems(g.state) == []


# ----------------------------------------------------------------------------------- extinction
def test_the_mammals_save_goes_where_hibernation_does_not_already_protect_r40():
    """§8.3 A: the mammals keep one endangered species; a tile where Hibernation protects all of
    them needs no save, so the save can only go to the other tile."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea")                                    # hibernation target: no meat, endangered
    b.element(corner("0,0", "E"), "seed")
    b.tile("2,-2", "forest", species={"mammals": 2})        # endangered too
    b.element(corner("2,-2", "E"), "seed")
    b.tile("0,2", "desert", species={"birds": 1})           # the scored tile
    b.element(corner("0,2", "E"), "seed")
    b.eliminated("mammals", 3)
    b.cards(["nocturnal", "fertile", "blight", "biomass"])
    b.at_card("hibernation", "mammals", "0,2")
    g = Game.from_state(b.build())
    g.choose("tile:0,0")
    events = g.choose("count:3")
    # the hibernating tile needs no save: the question offers only the other tile (or declining)
    assert (g.pending.kind, [o.id for o in g.options]) == ("mammal_save", ["tile:2,-2", "decline"])
    events += g.choose("tile:2,-2")
    assert g.pending.kind == "place_pawn"
    rows = {(v["tile"], v["animal"]): (v["endangered"], v["hibernating"], v["saved"], v["eliminated"])
            for v in event(events, "extinction")["victims"]}
    assert rows == {("0,0", "mammals"): (3, 3, 0, 0), ("2,-2", "mammals"): (2, 0, 1, 1)}
    assert g.state.tiles[(2, -2)].species == {"mammals": 1}


def test_the_turn_limit_ends_after_that_turn_r29():
    g = Game.new(players=4, seed=3, max_turns=1)
    events = []
    while not g.is_over:
        events = g.choose(g.options[-1].id)
    assert (event(events, "game_over")["reason"], event(events, "game_over")["turns"]) == ("turn_limit", 1)
    assert (g.result["reason"], g.result["turns"], g.state.turn) == ("turn_limit", 1, 1)
    assert not g.completed


def test_domination_with_every_tile_already_scored_does_nothing():
    """R35: only a tile not yet chosen this turn may be scored; with none left, nothing happens."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"birds": 2})
    b.element(corner("0,0", "E"), "seed")
    b.scored(["0,0"])
    b.pawn("domination.3", "birds")
    b.at_section("domination")
    g = Game.from_state(b.build())
    ne = event(g.start_events, "no_effect")
    assert (ne["animal"], ne["section"], ne["reason"]) == ("birds", "domination", "every_tile_scored")
    assert g.state.animals["birds"].vp == 0 and g.pending.kind == "place_pawn"
