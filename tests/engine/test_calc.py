"""The core calculations and their explanations (docs/rules.md §7)."""
from __future__ import annotations

import pytest

from ds_widget.engine.calc import dominance_verdict, endangered, matching_breakdown, score_places, survival
from ds_widget.engine.constants import bonus_vp
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import corner


def matching_example():
    """docs/rules.md §7.6 matching example (000 p.6-7): a desert with 1 grass, 1 grub and 3 suns, one
    sun shared with the savannah, which also has 1 water."""
    b = ScenarioBuilder(["reptiles", "amphibians", "insects"])
    b.tile("1,0", "desert", species={"insects": 1, "amphibians": 3})
    b.tile("1,-1", "savannah", species={"reptiles": 1})
    b.element(corner("1,0", "NE"), "sun")     # shared with the savannah
    b.element(corner("1,0", "E"), "sun")
    b.element(corner("1,0", "SE"), "sun")
    b.element(corner("1,0", "W"), "grass")
    b.element(corner("1,0", "SW"), "grub")
    b.element(corner("1,-1", "E"), "water")
    b.sheet("insects", ["grub", "water"])
    b.sheet("amphibians", ["grub", "grub", "meat"])
    return b


def test_matching_example_numbers_and_terms():
    st = matching_example().build()
    ins = matching_breakdown(st, "insects", (1, 0))
    assert ins["total"] == 3
    assert ins["terms"] == [
        {"element": "grass", "on_sheet": 2, "on_tile": 1, "product": 2},
        {"element": "grub", "on_sheet": 1, "on_tile": 1, "product": 1},
        {"element": "water", "on_sheet": 1, "on_tile": 0, "product": 0},
    ]
    assert matching_breakdown(st, "amphibians", (1, 0))["total"] == 2
    assert matching_breakdown(st, "reptiles", (1, 0))["total"] == 6
    # quality, not quantity: the insects dominate although the amphibians have more cubes
    v = dominance_verdict(st, (1, 0))
    assert (v["dominant"], v["reason"], v["highest"]) == ("insects", "unique_highest", 3)
    assert st.tiles[(1, 0)].dominant == "insects"
    # the savannah: the reptiles match 2 through the shared sun; amphibians would match 3
    assert matching_breakdown(st, "reptiles", (1, -1))["total"] == 2
    assert matching_breakdown(st, "amphibians", (1, -1))["total"] == 3


def test_matching_example_what_ifs():
    b = matching_example()
    b.species("1,0", "reptiles", 1)          # a reptile migrates into the desert
    b.species("1,-1", "reptiles", 0)
    st = b.build()
    assert st.tiles[(1, 0)].dominant == "reptiles"
    b = matching_example()
    b.species("1,-1", "amphibians", 1)        # amphibians move into the savannah: 3 against 2
    assert b.build().tiles[(1, -1)].dominant == "amphibians"
    b = matching_example()
    del b._corners[(2, -1, 1)]                # remove the shared sun
    st = b.build()
    assert ((1, -1), "reptiles", 1) in endangered(st)
    assert dominance_verdict(st, (1, -1))["reason"] == "all_endangered"


def test_tie_gives_nobody_dominance_and_food_chain_does_not_break_it():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "forest", species={"mammals": 3, "birds": 1})
    b.element("0,0E", "meat")
    b.element("0,0W", "seed")
    st = b.build()
    v = dominance_verdict(st, (0, 0))
    assert v["reason"] == "tie" and v["tied"] == ["mammals", "birds"] and v["dominant"] is None


def test_endangered_alone_is_not_dominant_and_alone_with_match_is():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "forest", species={"mammals": 2})
    b.tile("1,0", "desert", species={"birds": 1})
    b.element("0,0E", "meat")
    b.element("1,0E", "sun")
    st = b.build()
    assert st.tiles[(0, 0)].dominant == "mammals"
    assert st.tiles[(1, 0)].dominant is None
    assert endangered(st) == [((1, 0), "birds", 1)]


def test_domination_scoring_example_wetland_8_4_2():
    # 000 p.16: amphibians 4, reptiles 2, birds 2 on the only wetland: 8 / 4 / 2 / -
    b = ScenarioBuilder(["reptiles", "birds", "amphibians"])
    b.tile("0,0", "wetland", species={"amphibians": 4, "reptiles": 2, "birds": 2})
    places = score_places(b.build(), (0, 0))
    assert [(p["animal"], p["species"], p["vp"]) for p in places] == [
        ("amphibians", 4, 8), ("reptiles", 2, 4), ("birds", 2, 2)]
    assert places[1]["tiebreak_over"] == ["birds"]


@pytest.mark.parametrize("terrain, values", [
    ("sea", [9, 5, 3, 2]), ("wetland", [8, 4, 2, 1]), ("savannah", [7, 4, 2]),
    ("jungle", [6, 3, 2]), ("forest", [5, 3, 2]), ("desert", [4, 2]), ("mountain", [3, 2]),
    ("tundra", [1]),
])
def test_scoring_places_per_terrain_with_six_animals(terrain, values):
    b = ScenarioBuilder()
    b.tile("0,0", terrain, species={"mammals": 1, "reptiles": 2, "birds": 3, "amphibians": 4,
                                    "arachnids": 5, "insects": 6})
    places = score_places(b.build(), (0, 0))
    assert [p["vp"] for p in places] == values
    assert [p["animal"] for p in places] == ["insects", "arachnids", "amphibians", "birds"][:len(values)]


def test_an_animal_alone_takes_only_first_place():
    b = ScenarioBuilder(["mammals", "birds"])
    b.tile("0,0", "sea", species={"mammals": 5})
    assert [(p["animal"], p["vp"]) for p in score_places(b.build(), (0, 0))] == [("mammals", 9)]


def test_bonus_vp_is_the_triangular_series_without_cap():
    assert [bonus_vp(n) for n in range(13)] == [0, 1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66, 78]
    assert bonus_vp(20) == 210


def test_survival_holder_strictly_most_species_on_tundra():
    b = ScenarioBuilder(["reptiles", "arachnids", "insects"])
    b.tile("0,0", "tundra", species={"reptiles": 2, "arachnids": 2})
    b.tile("1,0", "tundra", species={"reptiles": 1, "insects": 1})
    b.tile("0,1", "desert", species={"arachnids": 5})
    sv = survival(b.build())
    assert sv["holder"] == "reptiles" and sv["tundra_tiles"] == 2 and sv["vp"] == 3
    b.species("1,0", "arachnids", 1)
    sv = survival(b.build())
    assert sv["holder"] is None and sv["vp"] == 0        # 3 against 3: nobody
