"""The hint's reasons tell options apart: what the choice scores, takes, protects or denies that the
next does not; equal options said to be equal; no sentence said twice."""
from __future__ import annotations

import pytest

from ds_widget.bots.coach import CoachBot
from ds_widget.engine import Match
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.review.words import advice, differences, why

TERMS = {"gain": 2.0, "earth": 10.0, "rival": 20.0, "endangered": 1.0, "dominated": 1.0}


def row(option: str, value: float, reasons: list[str], **terms: float) -> dict:
    return {"option": option, "value": value, "reasons": reasons, "terms": dict(TERMS, **terms)}


def decision():
    g = Match.new(players=4, seed=3)
    return g.pending


def test_the_lead_says_what_sets_the_choice_apart_and_no_row_repeats_it():
    d = decision()
    a, b, c = (o.id for o in d.options[:3])
    same = "at the end of this turn you would be 5 VP behind the best other animal"
    ranking = [row(a, 3.0, [same, "one more element"], gain=5.0),
               row(b, 1.0, [same, "new species"], gain=3.0),
               row(c, 1.0, [same, "new species"], gain=3.0)]
    lead, rows = advice(ranking, d, "en")
    assert "2 VP more scored by the end of the turn" in lead            # the one term that differs
    assert lead not in sum((r["reasons"] for r in rows), [])
    assert rows[1]["reasons"][0].startswith("about 2 VP less than") and "2 VP less scored" in rows[1]["reasons"][0]
    assert same not in rows[1]["reasons"] and "new species" not in rows[2]["reasons"]   # said above already
    assert rows[2]["reasons"] == [rows[1]["reasons"][0]]


def test_options_of_equal_value_are_said_to_be_equal():
    d = decision()
    a, b = (o.id for o in d.options[:2])
    lead, rows = advice([row(a, 2.0, ["x"]), row(b, 2.0, ["y"])], d, "en")
    assert "comes out equal" in lead and rows[1]["reasons"][0].startswith("as good as")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_real_hint_reads_whole_in_every_language(lang):
    g = Match.new(players=4, seed=11)
    explained = CoachBot(11).explain(g, lang=lang)
    lead, rows = advice(explained["ranking"], g.pending, lang)
    assert lead and "{" not in lead and all("{" not in x for r in rows for x in r["reasons"])
    assert len({tuple(r["reasons"]) for r in rows}) == len(rows)


def test_a_difference_is_said_from_the_side_of_the_option_it_favours():
    better = dict(TERMS, gain=5.0, rival=18.0, endangered=3.0)
    worse = dict(TERMS)
    terms = [t for t, _, amount in differences(better, worse) if amount > 0]
    assert terms[:2] == ["gain", "rival"]                           # 3 VP and 2 VP, before a species
    text = why(better, worse, "en")
    assert text.startswith("3 VP more scored") and "the best other animal 2 VP lower" in text
    assert "(though with 2 more of your species endangered)" in text
    assert why(better, worse, "en", lacks=True).startswith("3 VP less scored")


@pytest.mark.parametrize("lang, lead_words, more_words", [
    ("en", "the greedy bot's first choice", "too little to leave the greedy bot's first choice"),
    ("it", "la prima scelta del bot avido", "troppo poco per lasciare la prima scelta del bot avido"),
    ("de", "die erste Wahl des gierigen Bots", "zu wenig, um die erste Wahl des gierigen Bots aufzugeben")])
def test_a_kept_choice_is_not_said_to_be_equal_to_an_option_valued_higher(lang, lead_words, more_words):
    """The coach keeps the greedy bot's choice over an option valued 2.5 higher (CoachBot.first): the
    lead names the higher one and its gap, and that row says it is higher, not that it lacks."""
    d = decision()
    a, b, c = (o.id for o in d.options[:3])
    lead, rows = advice([row(a, 1.0, ["x"]), row(b, 3.5, ["y"], gain=4.5), row(c, 0.0, ["z"], gain=1.0)], d, lang)
    assert lead_words in lead and rows[1]["label"] in lead and " 2,5 " in lead.replace("2.5", "2,5")
    assert rows[1]["reasons"][0].startswith(("about 2.5 VP more", "circa 2,5 PV più", "etwa 2,5 SP mehr"))
    assert more_words in rows[1]["reasons"][0]
    assert not any(w in lead for w in ("equal", "altrettanto", "gleich gut"))
    assert rows[2]["reasons"][0].startswith(("about 1 VP less", "circa 1 PV meno", "etwa 1 SP weniger"))
