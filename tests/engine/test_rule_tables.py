"""Every data table of the engine, each value typed here from docs/rules.md (the section is named).

Two kinds of check: the table itself (``ds_widget.engine.constants`` compared with numbers typed
from the digest, never read from the engine), and the table at work in a hand-made position, so a
wrong number fails a test that names the rule even if the table is moved or renamed.
"""
from __future__ import annotations

from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine import IllegalChoiceError
from ds_widget.engine import constants as C
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import corner, event, ids, snapshot

# ---------------------------------------------------------------- the tables, typed from docs/rules.md
#: §7.4 Tile-scoring table: values per place, and the Speciation cap (last column)
SCORING = {
    "sea": ((9, 5, 3, 2), 4),
    "wetland": ((8, 4, 2, 1), 4),
    "savannah": ((7, 4, 2), 3),
    "jungle": ((6, 3, 2), 3),
    "forest": ((5, 3, 2), 3),
    "desert": ((4, 2), 2),
    "mountain": ((3, 2), 2),
    "tundra": ((1,), 1),
}
#: §9.0 eyeball spaces per section, left to right, in execution order (§8.2)
EYEBALLS = [("initiative", 1), ("adaptation", 3), ("regression", 2), ("abundance", 2),
            ("wasteland", 1), ("depletion", 1), ("glaciation", 4), ("speciation", 6),
            ("wanderlust", 3), ("migration", 6), ("competition", 7), ("domination", 5)]
#: §9.0 Speciation: element per space
SPECIATION_ELEMENTS = ["meat", "sun", "seed", "water", "grub", "grass"]
#: §9.0 Migration: X per space
MIGRATION_X = [7, 6, 5, 4, 3, 2]
#: §9.0 Competition: terrains per space (each also allows tundra)
COMPETITION = [("jungle", "wetland"), ("wetland", "desert"), ("desert", "forest"),
               ("forest", "savannah"), ("savannah", "mountain"), ("mountain", "sea"), ("sea", "jungle")]
#: §2 allotment per player count: (cylinders, cubes); §12.1 several animals: 3 and 35 each
ALLOTMENT = {6: (3, 35), 5: (4, 40), 4: (5, 45), 3: (6, 50), 2: (7, 55)}
#: §5 inherent elements, food-chain order (§3.5)
INHERENT = [("mammals", ["meat", "meat"]), ("reptiles", ["sun", "sun"]), ("birds", ["seed", "seed"]),
            ("amphibians", ["water", "water", "water"]), ("arachnids", ["grub", "grub"]),
            ("insects", ["grass", "grass"])]
#: §12.2 key element of each animal (random earth)
KEY = {"mammals": "meat", "reptiles": "sun", "birds": "seed", "amphibians": "water",
       "arachnids": "grub", "insects": "grass"}
#: §7.5 bonus VP for n = 0..12
BONUS = [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]
#: §10.1 the 26 Dominance cards (ids) and the starred ones (short game, §12.3)
CARDS = ["aquatic", "biodiversity", "blight", "biomass", "catastrophe", "cold_snap", "disease",
         "ecodiversity", "evolution", "fecundity", "fertile", "habitat", "hibernation", "ice_age",
         "ice_sheet", "immigrants", "instinct", "intelligence", "mass_exodus", "metamorphosis",
         "niche_biomes", "nocturnal", "omnivore", "parasitism", "predator", "symbiotic"]
STARRED = {"immigrants", "intelligence", "omnivore", "parasitism"}


def test_tile_scoring_table_rules_7_4():
    assert {t: v for t, (v, _) in SCORING.items()} == C.TILE_SCORES


def test_speciation_caps_rules_7_4_and_9_8():
    assert {t: cap for t, (_, cap) in SCORING.items()} == C.SPECIATION_CAP


def test_action_display_rules_9_0():
    assert list(C.SECTIONS) == [s for s, _ in EYEBALLS]
    assert dict(EYEBALLS) == C.EYEBALLS
    assert sum(n for _, n in EYEBALLS) == 41 == len(C.SPACES)
    assert list(C.SPEC_ELEMENT) == SPECIATION_ELEMENTS
    assert list(C.MIGRATION_X) == MIGRATION_X
    assert [tuple(p) for p in C.COMPETITION_TERRAINS] == COMPETITION
    assert C.FREE_SPACES == {"regression": "reptiles", "speciation": "insects", "competition": "arachnids"}
    assert C.SQUARES == 4


@pytest.mark.parametrize("k", range(1, 8))
def test_space_data_of_every_competition_space_rules_9_0(k):
    assert C.space_data(f"competition.{k}") == {"terrains": ("tundra",) + COMPETITION[k - 1]}


@pytest.mark.parametrize("k", range(1, 7))
def test_space_data_of_speciation_and_migration_spaces_rules_9_0(k):
    assert C.space_data(f"speciation.{k}") == {"element": SPECIATION_ELEMENTS[k - 1]}
    assert C.space_data(f"migration.{k}") == {"x": MIGRATION_X[k - 1]}
    assert C.space_data(f"domination.{min(k, 5)}") == {}


def test_animals_food_chain_and_inherent_elements_rules_3_5_and_5():
    assert list(C.ANIMALS) == [a for a, _ in INHERENT]
    assert {a: i for i, (a, _) in enumerate(INHERENT)} == C.FOOD_CHAIN
    assert {a: list(v) for a, v in C.INHERENT.items()} == dict(INHERENT)
    assert C.MAX_ELEMENTS_ON_SHEET == 6
    assert C.KEY_ELEMENT == KEY


def test_components_rules_2():
    assert sorted(C.ELEMENTS) == ["grass", "grub", "meat", "seed", "sun", "water"]
    assert C.ELEMENTS_PER_TYPE == 20
    assert set(C.TERRAINS) == set(SCORING) - {"tundra"} and len(C.TERRAINS) == 7
    assert Counter(C.DRAW_TILES) == {"sea": 6, "wetland": 3, "savannah": 3, "jungle": 3, "forest": 3,
                                     "desert": 3, "mountain": 3}
    assert C.TUNDRA_TILES == 12
    assert C.CUBES_PER_COLOUR == 55 and C.PAWNS_PER_COLOUR == 10 and C.START_SPECIES == 4
    assert C.ALLOTMENT == ALLOTMENT
    assert tuple(C.MULTI_ANIMAL_ALLOTMENT) == (3, 35)


def test_cards_rules_10_1():
    assert list(C.CARDS) == CARDS and C.ICE_AGE == "ice_age"
    assert set(C.STARRED_CARDS) == STARRED
    assert C.AVAILABLE_SLOTS == 5


def test_bonus_vp_rules_7_5_and_r2():
    assert [C.bonus_vp(n) for n in range(13)] == BONUS
    assert C.bonus_vp(30) == 465                   # n(n+1)/2, no cap (R2)


# ------------------------------------------------------------------- the tables at work in play
def speciation_at(terrain: str, *, tundra: bool = False, own: int = 0, space: int = 1,
                  gene_pool_left: int | None = None) -> Game:
    """The birds' Speciation pawn on ``speciation.<space>``; one element of that space's type on
    a corner that touches only the tile (0,0) of ``terrain``, where the birds already have ``own``
    species (and the mammals one)."""
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", terrain, tundra=tundra, species={"birds": own, "mammals": 1})
    b.element(corner("0,0", "E"), SPECIATION_ELEMENTS[space - 1])
    if gene_pool_left is not None:
        b.eliminated("birds", 55 - 1 - own - gene_pool_left)
    b.pawn(f"speciation.{space}", "birds")
    b.pawn("domination.1", "mammals")            # holds the turn before Reset
    b.at_section("speciation")
    return Game.from_state(b.build())


@pytest.mark.parametrize("terrain", list(SCORING))
@pytest.mark.parametrize("own", [0, 1, 3])
def test_speciation_cap_of_every_terrain_whatever_the_animal_already_has_there(terrain, own):
    """docs/rules.md §9.8: up to the cap per tile — sea, wetland 4; savannah, jungle, forest 3; desert,
    mountain 2; tundra 1 — however many of its own species the animal already has there."""
    cap = SCORING[terrain][1]
    g = speciation_at(terrain, own=own)
    g.choose("corner:" + corner("0,0", "E"))
    d = g.pending
    assert (d.kind, d.args["terrain"], d.args["cap"]) == ("speciation_count", terrain, cap)
    assert ids(g) == [f"count:{n}" for n in range(cap + 1)]
    before = snapshot(g)
    with pytest.raises(IllegalChoiceError, match=f"Speciation: .*at most {cap} species may go on a {terrain}") as exc:
        g.choose(f"count:{cap + 1}")
    assert exc.value.rule == "speciation" and snapshot(g) == before
    g.choose(f"count:{cap}")
    assert g.state.tiles[(0, 0)].species["birds"] == own + cap


@pytest.mark.parametrize("printed", ["sea", "mountain", "desert"])
def test_a_glaciated_tile_speciates_as_tundra_cap_1_r13(printed):
    g = speciation_at(printed, tundra=True)
    g.choose("corner:" + corner("0,0", "E"))
    assert ids(g) == ["count:0", "count:1"]


def test_speciation_is_capped_by_the_gene_pool_r45():
    g = speciation_at("sea", gene_pool_left=2)
    g.choose("corner:" + corner("0,0", "E"))
    assert ids(g) == ["count:0", "count:1", "count:2"]


@pytest.mark.parametrize("space", range(1, 7))
def test_speciation_element_of_every_space(space):
    """docs/rules.md §9.0: the space's element type decides which discs may be picked."""
    e = SPECIATION_ELEMENTS[space - 1]
    other = SPECIATION_ELEMENTS[space % 6]
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"mammals": 1})
    b.element(corner("0,0", "E"), e)
    b.element(corner("0,0", "W"), other)
    b.pawn(f"speciation.{space}", "birds")
    b.at_section("speciation")
    g = Game.from_state(b.build())
    assert (g.pending.kind, g.pending.args["element"]) == ("speciation_corner", e)
    assert ids(g) == ["corner:" + corner("0,0", "E"), "decline"]
    with pytest.raises(IllegalChoiceError, match=f"Speciation: .*must hold a {e}") as exc:
        g.choose("corner:" + corner("0,0", "W"))
    assert exc.value.rule == "speciation"


@pytest.mark.parametrize("space", range(1, 7))
def test_migration_x_of_every_space(space):
    """docs/rules.md §9.10: up to X = 7, 6, 5, 4, 3, 2 species per action."""
    x = MIGRATION_X[space - 1]
    b = ScenarioBuilder(["mammals", "insects"])
    b.tile("0,0", "sea", species={"insects": 9})
    b.tile("1,0", "desert", species={"mammals": 1})
    b.pawn(f"migration.{space}", "insects")
    b.pawn("domination.1", "mammals")
    b.at_section("migration")
    g = Game.from_state(b.build())
    assert g.pending.args["x"] == x
    g.choose("tile:0,0")
    g.choose("tile:1,0")
    assert ids(g) == [f"count:{n}" for n in range(1, x + 1)]
    with pytest.raises(IllegalChoiceError, match=f"Migration: .*at most {x} more species") as exc:
        g.choose(f"count:{x + 1}")
    assert exc.value.rule == "migration"
    moved = event(g.choose(f"count:{x}"), "species_moved")
    assert (moved["animal"], moved["count"], moved["origin"], moved["to"]) == ("insects", x, "0,0", "1,0")
    assert g.state.tiles[(1, 0)].species == {"mammals": 1, "insects": x}
    # the whole allowance is used: the action ends
    assert g.pending.kind != "migration_from"


#: one tile of every current terrain (a glaciated forest counts as tundra, R13), each holding
#: the reptiles and the mammals; hexes pairwise apart so nothing else matters
EVERY_TERRAIN = [("-2,0", "sea"), ("-2,2", "wetland"), ("0,-2", "savannah"), ("0,0", "jungle"),
                 ("0,2", "forest"), ("2,-2", "desert"), ("2,0", "mountain"), ("-1,3", "tundra")]


def competition_on_every_terrain(space: int) -> Game:
    b = ScenarioBuilder(["mammals", "reptiles"])
    for h, terrain in EVERY_TERRAIN:
        b.tile(h, terrain, species={"reptiles": 1, "mammals": 1})
    b.tile("2,-3", "forest", tundra=True, species={"reptiles": 1, "mammals": 1})   # glaciated forest
    b.tile("-3,1", "forest", species={"mammals": 2})                               # no reptiles
    b.pawn(f"competition.{space}", "reptiles")
    b.pawn("domination.1", "mammals")
    b.at_section("competition")
    return Game.from_state(b.build())


@pytest.mark.parametrize("space", range(1, 8))
def test_competition_terrains_of_every_space(space):
    """docs/rules.md §9.11, R12, R13: tundra plus the space's two printed terrains, one tile each; a
    glaciated tile is tundra only; other terrains are refused, naming the rule."""
    pair = COMPETITION[space - 1]
    g = competition_on_every_terrain(space)
    asked = []
    by_terrain = {t: h for h, t in EVERY_TERRAIN}
    while g.pending.kind == "competition_tile":
        terrain = g.pending.args["terrain"]
        asked.append(terrain)
        want = sorted([by_terrain[terrain]] + (["2,-3"] if terrain == "tundra" else []))
        assert ids(g) == sorted("tile:" + h for h in want) + ["none"]
        wrong = [h for h, t in EVERY_TERRAIN if t != terrain]
        for h in wrong:
            with pytest.raises(IllegalChoiceError, match=f"Competition: .*must be {terrain}") as exc:
                g.choose("tile:" + h)
            assert exc.value.rule == "competition"
        with pytest.raises(IllegalChoiceError):
            g.choose("tile:-3,1")                      # a forest without the reptiles
        if terrain != "tundra":
            with pytest.raises(IllegalChoiceError, match=f"must be {terrain}"):
                g.choose("tile:2,-3")                  # a glaciated forest is tundra only (R13)
        g.choose("none")
    assert asked == ["tundra", *pair]


def test_each_competition_terrain_eliminates_one_opposing_species():
    g = competition_on_every_terrain(3)                # tundra, desert, forest
    eliminated = []
    while g.pending.kind == "competition_tile":
        h = ids(g)[0][5:]
        g.choose("tile:" + h)
        eliminated.append(event(g.last_events, "species_eliminated")["tile"])
    assert eliminated == ["-1,3", "2,-2", "0,2"]
    st = g.state
    assert st.animals["mammals"].eliminated == 3 and st.animals["reptiles"].eliminated == 0
    assert [st.tiles[(int(h.split(",")[0]), int(h.split(",")[1]))].species for h in eliminated] == \
        [{"reptiles": 1}] * 3


@pytest.mark.parametrize("n, terrain", [(1, "mountain"), (3, "savannah"), (4, "wetland")])
def test_wanderlust_bonus_vp_for_adjacent_tiles_rules_7_5(n, terrain):
    """docs/rules.md §9.9 step 3: bonus VP for the number of earth tiles adjacent to the new tile."""
    around = ["0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0"][:n]
    b = ScenarioBuilder(["mammals", "birds"])
    for i, h in enumerate(around):
        b.tile(h, ["sea", "jungle", "forest", "desert"][i], species={"mammals": 1} if i == 0 else None)
    rest = b.remaining_tiles()
    rest.remove(terrain)
    b.stacks([rest[:8], rest[8:16], rest[16:] + [terrain]])
    b.pawn("wanderlust.1", "birds")
    b.pawn("domination.1", "mammals")
    b.at_section("wanderlust")
    g = Game.from_state(b.build())
    g.choose("stack:3")
    g.choose("hex:0,0")
    if g.pending.kind == "wanderlust_element":
        g.choose("none")
    assert event(g.last_events, "bonus_vp")["quantity"] == n
    assert g.state.animals["birds"].vp == BONUS[n]


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_allotment_in_play_rules_2(players):
    aps, cubes = ALLOTMENT[players]
    st = Game.new(players=players, seed=players).state
    for a in st.animals.values():
        assert (a.supply, a.pawns, a.gene_pool) == (aps, aps, cubes - 1 - 4)


@pytest.mark.parametrize("players", [2, 3])
def test_several_animals_allotment_rules_12_1(players):
    st = Game.new(players=players, seed=1, multi=True).state
    assert len(st.animals) == 6
    for a in st.animals.values():
        assert (a.supply, a.gene_pool) == (3, 35 - 1 - 4)


def test_inherent_elements_decide_matching_rules_5_and_7_1():
    """One disc of each type on a tile: every animal matches the number of its inherent elements,
    and only the amphibians (3 waters) dominate."""
    b = ScenarioBuilder()
    b.tile("0,0", "sea", species={a: 1 for a, _ in INHERENT})
    for name, e in zip(("E", "NE", "NW", "W", "SW", "SE"), ["grass", "grub", "meat", "seed", "sun", "water"]):
        b.element(corner("0,0", name), e)
    g = Game.from_state(b.build())
    assert {a: g.matching(a, "0,0")["total"] for a, _ in INHERENT} == {a: len(v) for a, v in INHERENT}
    assert g.state.tiles[(0, 0)].dominant == "amphibians"
    # with a single disc, only the animal whose inherent type it is matches
    for a, elements in INHERENT:
        b = ScenarioBuilder()
        b.tile("0,0", "sea", species={x: 1 for x, _ in INHERENT})
        b.element(corner("0,0", "E"), elements[0])
        st = b.build()
        assert st.tiles[(0, 0)].dominant == a


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_random_earth_places_species_by_key_element_rules_12_2(seed):
    st = Game.new(players=6, seed=seed, random_earth=True).state
    for h, t in st.tiles.items():
        elements = Counter(st.tile_elements(h))
        want = {} if t.tundra else {a: elements[e] for a, e in KEY.items() if elements[e]}
        assert t.species == want, h


@pytest.mark.parametrize("left", [1, 2])
def test_speciation_with_a_gene_pool_that_runs_out_r45(left):
    """R45: species come from the gene pool as far as it goes; a tile the pool cannot reach is
    not asked, and an animal with nothing left in its pool is not asked at all."""
    b = ScenarioBuilder(["mammals", "birds", "insects"])
    b.tile("0,0", "sea", species={"mammals": 1})
    b.tile("1,0", "desert")
    b.element(corner("0,0", "E"), "seed")                      # (0,0), (1,-1) empty, (1,0)
    b.eliminated("birds", 50 - 1 - left)                        # 3 players: 50 cubes
    b.eliminated("insects", 50 - 1 - (left - 1))                # the insects have one fewer
    b.pawn("speciation.3", "birds")
    b.pawn("domination.1", "mammals")
    b.at_section("speciation")
    g = Game.from_state(b.build())
    g.choose("corner:" + corner("0,0", "E"))
    assert (g.pending.args["tile"], ids(g)) == ("0,0", [f"count:{n}" for n in range(left + 1)])
    g.choose(f"count:{left}")
    assert g.state.animals["birds"].gene_pool == 0
    d = g.pending
    assert (d.kind, d.args.get("tile")) != ("speciation_count", "1,0")
    # the insects' free species: asked only with something in the gene pool
    assert (d.animal, d.kind) == (("insects", "insects_free_species") if left == 2 else ("mammals", "domination_tile"))
