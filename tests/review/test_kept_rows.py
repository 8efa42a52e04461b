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
def test_a_rough_row_gives_no_figure_and_is_called_rough_once(lang):
    """A short-test row whose trial games stopped at another point than the choice's: no figure (the
    thirty-fifth readers: 18.5 VP "rough" was taken at face value), no second note that it is less
    reliable, and no note on why it stands below a measured row it seems to beat, since no figure is said
    (the thirty-sixth readers); a row with a figure keeps both."""
    rough = msg("review.row_uneven", lang, better="“A”", gap=number(3.0, lang))
    assert number(3.0, lang) not in rough
    top = (9.0, {"option": "y"})
    said = short_test_row(rough, 3.0, top, lang, lambda r: "“B”", rough=True)
    assert said == msg("review.hint_first_look", lang, text=rough, rough="yes")
    assert said != msg("review.hint_first_look", lang, text=rough, rough="no")
    plain = short_test_row("x", 3.0, top, lang, lambda r: "“B”")
    assert plain == msg("review.hint_first_look_below", lang, text="x", above="“B”")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_kept_lead_gives_no_figure_from_trial_games_cut_elsewhere(lang):
    """The coach keeps its first choice over rows valued higher: where every such row's trial games stopped
    at another point than the choice's, the lead says they came out higher but gives no figure (the
    thirty-sixth readers, H5: a figure the rows below refuse to give); where they stopped alike, the figure."""
    from ds_widget.engine import Match
    from ds_widget.review.words import advice
    d = Match.new(players=4, seed=3).pending
    a, b = (o.id for o in d.options[:2])
    gap = number(2.5, lang)
    cut = [dict(row(1.0, cut=3), option=a, reasons=["x"]), dict(row(3.5, cut=5), option=b, reasons=["y"])]
    lead, rows = advice(cut, d, lang)
    assert gap not in lead and rows[1]["label"] in lead, lead
    same = [dict(row(1.0, cut=3), option=a, reasons=["x"]), dict(row(3.5, cut=3), option=b, reasons=["y"])]
    lead, _ = advice(same, d, lang)
    assert gap in lead, lead


@pytest.mark.parametrize("lang", LANGUAGES)
def test_why_cut_trial_games_are_no_fair_comparison_is_said_once_under_the_hint(lang):
    """The thirty-eighth readers: a 40-word reason repeated on up to eleven rows of one hint. Each row that
    compares trial games cut at different points says so in a few words; the legend under the hint says why,
    once, and only where such a row is said."""
    from ds_widget.engine import Match
    from ds_widget.review.legend import legend_text
    from ds_widget.review.words import advice
    d = Match.new(players=4, seed=3).pending
    a, b, c = (o.id for o in d.options[:3])
    why = msg("review.legend-uneven", lang)
    told: set[str] = set()
    advice([dict(row(1.0, cut=3), option=a, reasons=["x"]), dict(row(3.5, cut=5), option=b, reasons=["y"]),
            dict(row(-4.0, cut=7), option=c, reasons=["z"])], d, lang, told=told)
    assert legend_text(told, lang).count(why) == 1
    told = set()
    advice([dict(row(1.0, cut=3), option=a, reasons=["x"]), dict(row(-4.0, cut=3), option=c, reasons=["z"])], d,
           lang, told=told)
    assert why not in legend_text(told, lang)
