"""Lesson 11 promises that an edit which changes no dominance says so (issue 30, item 15)."""
from __future__ import annotations

import pytest

import ds_widget.lessons.whatif as whatif_module
from ds_widget import Game
from ds_widget.explain.catalog import LANGUAGES, msg
from ds_widget.lessons import Lesson


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_edit_that_changes_no_dominance_says_so(lang, monkeypatch):
    shown = []
    monkeypatch.setattr(whatif_module, "display", shown.append)
    what_if = Lesson("11_what_if", lang=lang).what_if(Game.scenario("depletion"))
    what_if.set_species("1,0", "mammals", 2)            # endangers them, changes no dominance
    unchanged = msg("lesson.dominance_unchanged", lang)
    assert unchanged in shown[-1].lines and len(shown[-1].lines) >= 3
    what_if.remove_element("1,0:NE")                    # the birds lose the desert
    assert unchanged not in shown[-1].lines
