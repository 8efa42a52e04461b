"""A hint's rows say why they name nothing, and say a figure is rough only once (the thirty-fourth readers).

H5: a row valued higher than the coach's kept choice said "about 2 VP more … but that could be luck" and
named nothing — now it says why (no part worth weighing, or trial games that stopped at different points).
H4: a short-test row listed below a measured one said "only a rough figure … A rough figure" in one line."""
from __future__ import annotations

import pytest

from ds_widget.bots.coach import number
from ds_widget.explain import LANGUAGES, msg
from ds_widget.review.kept import hint_more
from ds_widget.review.lead import TRADE_AT_LEAST
from ds_widget.review.listing import short_test_row

TERMS = {"gain": 0.0, "rival": 0.0, "earth": 0.0, "endangered": 0.0, "dominated": 0.0, "species": 0.0}


def row(value: float, cut=None, **terms: float) -> dict:
    return {"option": "x", "value": value, "terms": dict(TERMS, **terms), "cut": cut}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_row_valued_higher_that_names_no_part_says_why(lang):
    kept = row(1.0)
    small = hint_more(kept, row(1.6, gain=0.4), "“A”", lang)
    cut = hint_more(kept, row(3.0, cut=5, gain=2.0), "“A”", lang)
    least = number(TRADE_AT_LEAST, lang)
    assert small == msg("review.hint_more", lang, better="“A”", gap=number(0.5, lang), why="small", least=least)
    assert cut == msg("review.hint_more", lang, better="“A”", gap=number(2.0, lang), why="cut", least=least)
    assert small != cut and least in small and least not in cut.replace(number(2.0, lang), "")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_rough_row_listed_below_a_measured_one_is_called_rough_once(lang):
    rough = msg("review.row_uneven", lang, better="“A”", gap=number(3.0, lang))
    top = (9.0, {"option": "y"})
    said = short_test_row(rough, 3.0, top, lang, lambda r: "“B”", rough=True)
    plain = short_test_row(rough, 3.0, top, lang, lambda r: "“B”")
    note = msg("review.hint_first_look_below", lang, text="", above="“B”", rough="no").split(".", 1)[1]
    assert note.strip() and note not in said and note in plain, (said, plain)
