"""A kept choice says what the coach's rule of thumb sees in it (the thirty-ninth readers, H5: "why does the
coach keep Domination 2?" — the lead said only that the others' higher scores were no fair comparison)."""
from __future__ import annotations

import pytest

from ds_widget.bots.greedy import GIST, gist, planning_value
from ds_widget.engine import Match
from ds_widget.engine.constants import SPACES
from ds_widget.explain import LANGUAGES, msg
from ds_widget.review.lead import MOST_WORDS, words
from ds_widget.review.words import advice

TERMS = {"gain": 0.0, "rival": 0.0, "earth": 0.0, "endangered": 0.0, "dominated": 0.0, "species": 0.0}


def row(option: str, value: float, cut=None, **extra) -> dict:
    return dict({"option": option, "value": value, "terms": dict(TERMS), "cut": cut, "reasons": ["r"]}, **extra)


def spaces(section: str) -> list[str]:
    return [s for s in SPACES if s.split(".")[0] == section]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_gist_of_a_placement_is_the_board_fact_its_rule_of_thumb_counts(lang):
    """At the start each animal dominates its start tile (docs/rules.md: start dominance): the gist of its
    Domination says one tile; a rule of thumb that says the action does little has no gist."""
    m = Match.new(players=4, seed=3)
    st, animal = m.state, m.pending.animal
    n = sum(1 for t in st.tiles.values() if t.dominant == animal)
    assert n == 1
    value, why = planning_value(st, animal, spaces("domination")[0])
    assert why == ("domination", {"n": 1})
    assert gist({"why": why}, lang) == msg("bot.gist.domination", lang, n=1) != msg("bot.gist.domination", lang, n=2)
    assert gist({"why": ("abundance_none", {})}, lang) == ""
    assert gist({"vp": 2.0, "matching": 1.0}, lang) == ""          # not a placement: its terms are the rows'


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_of_thumb_with_a_gist_says_it_in_a_few_words(lang):
    fields = {"n": 2, "k": 2, "element": "grass", "types": ["grass", "seed"], "x": 7}
    for key in GIST:
        said = gist({"why": (key, fields)}, lang)
        assert said and words(said) <= 18, (key, said)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("cut", [(3, 3), (3, 5)])
def test_a_kept_lead_says_the_gist_within_the_word_limit(lang, cut):
    """The kept lead names what the rule of thumb sees in the first choice, whether the rows valued higher were
    measured alike (a gap that could be luck) or in trial games cut elsewhere (no fair comparison), and keeps
    to the lead's word limit with the longest gist (Domination with n tiles) and the real labels of the
    options; where the row carries no gist, the lead is the one without it (planted: the gist dropped)."""
    d = Match.new(players=4, seed=3).pending
    a, b, c = (o.id for o in d.options[:3])
    for n in (0, 1, 2, 5):
        said = msg("bot.gist.domination", lang, n=n)
        # two rows valued higher in trial games cut elsewhere (H5), or one that could be luck (H10)
        rows = [row(a, 1.0, cut[0], gist=said), row(b, 3.5, cut[1]), row(c, 3.0 if cut[0] != cut[1] else 0.5, cut[1])]
        lead, shown = advice(rows, d, lang)
        assert said in lead and words(lead) <= MOST_WORDS, lead
        assert all("gist" not in r for r in shown)
        bare, _ = advice([dict(rows[0], gist=""), *rows[1:]], d, lang)
        assert said not in bare and bare != lead


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_short_test_row_says_why_it_stands_below_before_its_figure(lang):
    """The thirty-ninth readers, H15: a move 7 VP behind listed below one 10.5 VP behind, explained only at the end
    of a chain of colons. The reason comes first, then the figure, as a sentence of its own."""
    from ds_widget.review.listing import short_test_row
    figure = msg("review.hint_less", lang, gap="7", better="“A”", why="x")
    said = short_test_row(figure, 7.0, (10.5, {"option": "y"}), lang, lambda r: "“B”")
    assert said.index("“B”") < said.index(figure[1:]), said
    assert figure in said or figure[0].upper() + figure[1:] in said
