"""The hint's first sentence, and the review's reason for a decision it cannot judge or finds level,
are never longer than the 35 words a lead may have (issue 49), whatever kind they are and however
long the options' labels: a corner's label can run to 20 words, and two of them leave no room; the
sentence then names neither ("the coach's choice", "the next best", "the best alternative"), and the
rows below name them. With the short labels of Planning it names both."""
from __future__ import annotations

import random

import pytest

from ds_widget.engine import Match
from ds_widget.engine.flow import option_facts
from ds_widget.explain import label
from ds_widget.explain.catalog import LANGUAGES, msg
from ds_widget.review.lead import MOST_WORDS, words
from ds_widget.review.words import advice, reason

TERMS = {"gain": 2.0, "earth": 10.0, "rival": 20.0, "endangered": 1.0, "dominated": 1.0}


def row(option: str, value: float, **extra) -> dict:
    return {"option": option, "value": value, "reasons": ["x"], "terms": dict(TERMS), **extra}


def planning() -> object:
    return Match.new(players=4, seed=3).pending


def longest_labels() -> object:
    """The decision of a seeded random game whose two longest option labels are longest together
    (in English): a choice of corners, labels of some 20 words each."""
    g, r = Match.new(players=4, seed=5), random.Random(5)
    best, most = None, 0
    while g.pending is not None and g.state.turn <= 3:
        d = g.pending
        if len(d.options) > 1:
            n = sum(sorted(words(label(o, d, "en")) for o in d.options)[-2:])
            if n > most:
                best, most = d, n
        g.choose(r.choice(g.options).id)
    assert most >= 30, most
    return best


def sure(gap: float, low: float, high: float) -> dict:
    return {"gap": gap, "low": low, "high": high, "rounds": 16}


def rankings(d, a: str, b: str) -> dict[str, list[dict]]:
    """A ranking of every kind of lead at decision ``d`` between options ``a`` and ``b`` (spaces of
    two actions: the "both" kinds too)."""
    out = {
        "kept": [row(a, 1.0), row(b, 3.5)],
        "equal": [row(a, 2.0), row(b, 2.0)],
        "about_equal": [row(a, 3.0, sure=sure(2.0, -1.0, 5.0)), row(b, 1.0)],
        "about_equal ahead": [row(a, 3.0, sure=sure(-2.0, -5.0, 1.0)), row(b, 1.0)],
        "about_equal level": [row(a, 3.0, sure=sure(0.1, -3.0, 3.0)), row(b, 1.0)],
        "beaten": [row(a, 3.0, sure=sure(-4.0, -7.0, -1.0)), row(b, 1.0)],
        "lead": [row(a, 3.0), row(b, 1.0, terms=dict(TERMS, gain=0.0))],
    }
    sa, sb = (x.removeprefix("space:") for x in (a, b))
    if d.kind == "place_pawn" and sa.split(".")[0] != sb.split(".")[0]:
        out["both"] = [row(a, 2.0, placed=(sa, sb)), row(b, 2.0, placed=(sa, sb))]
        # each option's lines use the other's action on another of its spaces
        other_a = f"{sb.split('.')[0]}.9"
        out["both_actions"] = [row(a, 2.0, placed=(sa, other_a)), row(b, 2.0, placed=(f"{sa.split('.')[0]}.9", sb))]
    return out


def longest_two(d) -> tuple[str, str]:
    a, b = sorted((o.id for o in d.options), key=lambda o: -words(label(d.option(o), d, "en")))[:2]
    return a, b


CASES = {
    "short labels": lambda: (planning(), "space:initiative.1", "space:adaptation.1"),
    "Planning's longest labels": lambda: (planning(), *longest_two(planning())),
    "corners' labels": lambda: (longest_labels(), *longest_two(longest_labels())),
}


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", list(CASES))
def test_every_kind_of_hint_lead_keeps_to_35_words(lang, case):
    d, a, b = CASES[case]()
    for kind, ranking in rankings(d, a, b).items():
        lead, rows = advice(ranking, d, lang)
        assert lead and "{" not in lead, (kind, lead)
        assert words(lead) <= MOST_WORDS, (kind, words(lead), lead)
        if case == "short labels":   # room for both names: the sentence names them
            assert all(r["label"] in lead for r in rows), (kind, lead)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("case", list(CASES))
def test_the_reviews_unsure_and_level_reasons_keep_to_35_words(lang, case):
    """The review's reason for an unclear decision (behind, ahead, level) and for a move as good as
    the best, at decisions with short and with the longest labels."""
    d, a, b = CASES[case]()
    rows = [dict(row(o, v), facts=option_facts(d.option(o), d)) for o, v in ((a, 1.0), (b, 3.0))]
    judged = [{"rows": rows, "taken": a, "best": b, "rival": b, "verdict": "unclear", "loss": 2.0},
              {"rows": [dict(rows[0], value=3.0), rows[1]], "taken": a, "best": b, "rival": b, "verdict": "unclear",
               "loss": 0.0},
              {"rows": [dict(rows[0], value=4.0), rows[1]], "taken": a, "best": a, "rival": b, "verdict": "unclear",
               "loss": 0.0},
              {"rows": [dict(rows[0], value=3.0), rows[1]], "taken": a, "best": a, "verdict": "best", "loss": 0.0}]
    for j in judged:
        text = reason(j, lang)
        assert text and "{" not in text and words(text) <= MOST_WORDS, (words(text), text)
        if case == "short labels":
            assert label(d.option(a), d, lang) in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_choice_the_longer_test_confirms_is_said_with_that_tests_numbers(lang):
    """The quick test put the choice 2 VP ahead; the longer test (more rounds, paired) found it surely
    9 VP ahead, 5 of them VP for you: the lead and the next row say the longer test's gap and parts,
    not the quick test's (the eighth readers' H4: "3 VP more" beside a test that had found 9), and a
    third row, valued in the quick test only, says so."""
    d = planning()
    a, b, c = "space:initiative.1", "space:adaptation.1", "space:wanderlust.1"
    first = {"value": 1.0, "terms": dict(TERMS, gain=5.0, rival=16.0), "cut": None, "n": 4}
    second = {"value": -8.0, "terms": dict(TERMS, gain=0.0, rival=20.0), "cut": None, "n": 4}
    ranking = [row(a, 3.0, sure=dict(sure(9.0, 3.0, 15.0), first=first, second=second)), row(b, 1.0),
               row(c, 0.0)]
    lead, rows = advice(ranking, d, lang)
    said = {"en": "9 VP", "it": "9 PV", "de": "9 SP"}[lang]
    assert said in lead and rows[1]["label"] in lead, lead
    longer = msg("review.hint_longer", lang, text="")       # the next row says it is the longer test's
    assert rows[1]["reasons"][0].startswith(longer + {"en": "about 9", "it": "circa 9", "de": "etwa 9"}[lang]), rows[1]
    short = {"en": "in the coach's short test", "it": "solo nella prova rapida", "de": "nur im kurzen Test"}
    assert short[lang] in rows[2]["reasons"][0], rows[2]
