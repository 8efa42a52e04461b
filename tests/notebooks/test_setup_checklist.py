"""The setup checklist of lesson 1 (issue 30): the numbers of each player count, in three languages."""
from __future__ import annotations

from collections import Counter

import pytest

from ds_widget.engine.constants import ALLOTMENT, CONES_PER_ANIMAL, ELEMENTS, MULTI_ANIMAL_ALLOTMENT
from ds_widget.engine.errors import MalformedError
from ds_widget.engine.setup import new_state, normalise_setup
from ds_widget.explain.catalog import LANGUAGES, msg
from ds_widget.lessons.tables import setup_checklist, setup_numbers


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", sorted(ALLOTMENT))
def test_the_checklist_gives_the_pieces_of_the_player_count(lang, players):
    steps = setup_checklist(players, lang)
    pawns, cubes = ALLOTMENT[players]
    assert msg("lesson.setup.pieces", lang, pawns=pawns, cubes=cubes, cones=CONES_PER_ANIMAL) in steps
    assert msg("lesson.setup.animals", lang, n=players) in steps
    assert len(steps) == 11 and all(s and "{" not in s and "[lesson" not in s for s in steps)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("players", [2, 3])
def test_several_animals_each_take_the_six_player_pieces(lang, players):
    steps = setup_checklist(players, lang, several_animals=True)
    pawns, cubes = MULTI_ANIMAL_ALLOTMENT
    assert msg("lesson.setup.pieces", lang, pawns=pawns, cubes=cubes, cones=CONES_PER_ANIMAL) in steps
    assert msg("lesson.setup.animals_multi", lang, players=players, per=6 // players) in steps
    assert steps[-1] == msg("lesson.setup.multi_score", lang)


@pytest.mark.parametrize("players,several", [(1, False), (7, False), (4, True), ("4", False)])
def test_a_table_that_cannot_be_set_up_is_refused(players, several):
    with pytest.raises(MalformedError):
        setup_checklist(players, "en", several)


def test_the_checklist_cites_the_numbers_of_a_table_the_engine_sets_up():
    """The steps type no number (tests/explain/test_catalog_numbers.py): each is a field filled from
    the engine's tables, and those are what the engine's own setup does (docs/rules.md §6)."""
    numbers = setup_numbers()
    st = new_state(normalise_setup(4, seed=3))
    assert numbers["tundra_supply"] == st.tundra_supply
    assert [len(s) for s in st.stacks] == [numbers["per_stack"]] * numbers["stacks"]
    assert len(st.available) == numbers["face_up"]
    assert len(st.corners) == numbers["start_corners"]
    assert sorted(Counter(st.corners.values()).values()) == [numbers["per_type"]] * len(ELEMENTS)
    in_boxes = sum(len(st.boxes[b]) for b in ("adaptation", "abundance", "wanderlust"))
    assert in_boxes == 3 * numbers["squares"] and sum(st.bag.values()) + in_boxes == numbers["bag"]
    assert {a.vp for a in st.animals.values()} == {numbers["vp"]}
    assert sorted(n for t in st.tiles.values() for n in t.species.values()) == sorted(
        [numbers["on_first"]] * 4 + [numbers["on_others"]] * 8)
    for lang in LANGUAGES:
        steps = setup_checklist(4, lang)
        for key in ("tiles", "stacks", "cards", "elements", "vp", "species"):
            assert msg(f"lesson.setup.{key}", lang, **numbers) in steps
