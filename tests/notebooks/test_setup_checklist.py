"""The setup checklist of lesson 1 (issue 30): the numbers of each player count, in three languages."""
from __future__ import annotations

import pytest

from ds_widget.engine.constants import ALLOTMENT, CONES_PER_ANIMAL, MULTI_ANIMAL_ALLOTMENT
from ds_widget.engine.errors import MalformedError
from ds_widget.explain.catalog import LANGUAGES, msg
from ds_widget.lessons.tables import setup_checklist


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
