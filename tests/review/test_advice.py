"""The hint's reasons tell options apart: what the choice scores, takes, protects or denies that the
next does not; equal options said to be equal; no sentence said twice."""
from __future__ import annotations

import pytest

from ds_widget.bots.coach import CoachBot, number
from ds_widget.engine import Match
from ds_widget.explain import msg
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.review.legend import legend, legend_text
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
    assert "2 VP more for you by the end of the turn" in lead                   # the one term that differs
    assert lead not in sum((r["reasons"] for r in rows), [])
    first = rows[1]["reasons"][0]
    assert first.startswith("about 2 VP less than") and "2 VP less for you by the end of the turn" in first
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
    assert text.startswith("3 VP more scored") and "the leading opponent 2 VP lower" in text
    assert "(although with 2 more of your species endangered)" in text
    assert why(better, worse, "en", lacks=True).startswith("3 VP less scored")


@pytest.mark.parametrize("lang, lead_words, more_words", [
    ("en", "The coach keeps its first choice", "but that could be luck, so the coach keeps its first choice"),
    ("it", "la mossa che a prima vista sembra la migliore",
     "ma può essere un caso, quindi il coach resta sulla mossa che a prima vista sembra la migliore"),
    ("de", "Der Coach bleibt bei seiner ersten Wahl",
     "doch das kann Zufall sein, darum bleibt der Coach bei seiner ersten Wahl")])
def test_a_kept_choice_is_not_said_to_be_equal_to_an_option_valued_higher(lang, lead_words, more_words):
    """The coach keeps the greedy bot's choice over an option valued 2.5 higher (CoachBot.first): the
    lead names the higher one and its gap, and that row says it is higher, not that it lacks."""
    d = decision()
    a, b, c = (o.id for o in d.options[:3])
    lead, rows = advice([row(a, 1.0, ["x"]), row(b, 3.5, ["y"], gain=4.5), row(c, 0.0, ["z"], gain=1.0)], d, lang)
    assert lead_words in lead and rows[1]["label"] in lead and " 2,5 " in lead.replace("2.5", "2,5")
    assert rows[1]["reasons"][0].startswith(("about 2.5 VP more", "circa 2,5 PV in più", "etwa 2,5 SP mehr"))
    assert more_words in rows[1]["reasons"][0]
    # what it made more of, where a part of 1 VP or more is (the thirty-first readers, H5 and H10: "2 VP more …
    # but that could be luck" named nothing it did better); none where no part is that big
    from ds_widget.review.lead import part_text
    assert part_text(("gain", 2.5, None), lang, {}) in rows[1]["reasons"][0], rows[1]["reasons"]
    _, flat = advice([row(a, 1.0, ["x"]), row(b, 3.5, ["y"], gain=2.5, earth=10.5, rival=19.5)], d, lang)
    plain = msg("review.hint_more", lang, better=msg("review.quote", lang, label=flat[0]["label"]),
                gap="2,5" if lang != "en" else "2.5", why="small", least=number(1, lang))
    assert flat[1]["reasons"][0] == plain, flat[1]["reasons"]
    assert not any(w in lead for w in ("equal", "altrettanto", "gleich gut"))
    assert rows[2]["reasons"][0].startswith(("about 1 VP less", "circa 1 PV in meno", "etwa 1 SP weniger"))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_kept_choice_says_what_it_looks_best_for(lang):
    """The greedy bot's choice kept over one valued higher: its row's first reason is what the greedy
    bot sees in it at once (the row's ``first_look``, :meth:`CoachBot.explain`), said once, not only
    "the move that looks best at first sight"; a choice not kept is said to be the coach's choice, its
    outlook not said (the fourteenth to sixteenth readers: not a reason, and measured where each hint's
    trial games stopped, so two hints' outlooks of one round contradict each other)."""
    d = decision()
    a, b = (o.id for o in d.options[:2])
    look = "scores a tile"
    kept = dict(row(a, 1.0, ["outlook", look]), first_look=look)
    _, rows = advice([kept, row(b, 3.5, ["y"], gain=4.5)], d, lang)
    assert rows[0]["reasons"][0].endswith(look) and rows[0]["reasons"].count(look) == 0
    assert rows[0]["reasons"][1] == "outlook"
    ahead = dict(row(a, 4.0, ["outlook", look]), first_look=look)
    _, rows = advice([ahead, row(b, 1.0, ["y"], gain=1.0)], d, lang)
    assert rows[0]["reasons"][0] == msg("review.hint_choice", lang) and "outlook" not in rows[0]["reasons"]
    assert look in rows[0]["reasons"]


def test_equal_placements_say_why_when_every_playout_takes_both_spaces():
    """Two action spaces of equal value, and in every playout of each the animal also puts a pawn on
    the other: the lead says so, and so does the next row (read alone, "as good as" without the condition
    is bad advice: the forty-third readers, H3, H8, H9); a third row as good, whose lines take both spaces
    too, says it in its own row; a row whose lines do not take the choice's space is only as good."""
    d = decision()
    a, b, c, e = (o.id for o in d.options[1:5])              # Adaptation 1, 2, 3 and Regression 1
    sa, sb, sc, se = (x[6:] for x in (a, b, c, e))
    ranking = [dict(row(a, 2.0, ["x"]), placed=(sa, sb, sc)), dict(row(b, 2.0, ["y"]), placed=(sa, sb)),
               dict(row(c, 2.0, ["z"]), placed=(sa, sc)), dict(row(e, 2.0, ["w"]), placed=(se,))]
    lead, rows = advice(ranking, d, "en")
    # what the trial games did, said as past and as an order, not a promise for the rest of the turn (the
    # nineteenth readers: a later hint ranks the other space lower once rivals have moved)
    assert lead.endswith("comes out equal: in the trial games you took both spaces this turn either "
                         "way; only the order of placing them differed."), lead
    assert rows[1]["reasons"][0].startswith(f"as good as “{rows[0]['label']}”: in the trial games you took "
                                            "both")
    assert rows[2]["reasons"][0].startswith(f"as good as “{rows[0]['label']}”: in the trial games you took "
                                            "both")
    assert rows[3]["reasons"][0] == f"as good as “{rows[0]['label']}”: the same result in the trial games"
    assert all("placed" not in r for r in rows)             # not sent to the page
    ranking[1]["placed"] = (sb,)                              # its lines never take the choice's space
    lead, rows = advice(ranking, d, "en")
    assert lead.endswith("comes out equal: the same result in the trial games, so you can take either.")
    assert rows[2]["reasons"][0].startswith("as good as")


def test_two_spaces_of_two_actions_are_said_as_the_two_actions():
    """The animal took the very two spaces in every playout, but they are of two actions: the lead
    says the actions ("both Initiative and Adaptation"), not "both spaces", which a reader took for
    two spaces of one action (seventeenth reading, H8, H10)."""
    d = decision()
    a, b = d.options[0].id, d.options[1].id                 # Initiative, Adaptation 1
    ranking = [dict(row(a, 2.0, ["x"]), placed=(a[6:], b[6:])), dict(row(b, 2.0, ["y"]), placed=(a[6:], b[6:]))]
    lead, _ = advice(ranking, d, "en")
    # the condition said too: the same action is not always as good later (the thirty-sixth German reader)
    assert lead.endswith("is as good if you take the other action later: in the trial games you used "
                         "both Initiative and Adaptation either way."), lead


@pytest.mark.parametrize("lang, words", [
    ("en", "you used both Domination and Speciation either way"),
    ("it", "avresti usato comunque sia Dominazione sia Speciazione"),
    ("de", "hast du so oder so Dominanz und Artenbildung genutzt")])
def test_a_real_hint_says_why_two_placements_are_equal(lang, words):
    """Seed 13, the amphibians' first pawn (after the insects took Domination 3): the coach values
    Domination 1, Speciation 4 and Adaptation 1 the same. In every playout of the first two the
    amphibians take both spaces, so the lead says they used both actions, and Speciation 4's row keeps that condition
    (the forty-third readers); Adaptation 1's lines take Adaptation 2, not Adaptation 1, after Domination 1, so its row
    only says it is as good."""
    g = Match.new(players=4, seed=13)
    g.choose("space:domination.3")
    ranking = CoachBot(13).explain(g, lang=lang)["ranking"]
    assert [r["option"] for r in ranking] == ["space:domination.1", "space:speciation.4", "space:adaptation.1"]
    assert len({r["value"] for r in ranking}) == 1
    assert {"domination.1", "speciation.4"} <= set(ranking[0]["placed"]) & set(ranking[1]["placed"])
    assert "adaptation.1" not in ranking[0]["placed"]
    lead, rows = advice(ranking, g.pending, lang)
    assert words in lead and rows[1]["label"] in lead
    assert words in rows[1]["reasons"][0] and words not in rows[2]["reasons"][0]


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_a_kept_choice_names_every_option_valued_higher(lang):
    """Two options valued higher than the kept choice: the lead names both, with the larger gap as the
    most (the twenty-first readers, H5: "“Speciation 6” came out only about 2 VP better" hid that
    Adaptation 1 did too). Naming only the highest, as before, fails here."""
    d = decision()
    a, b, c = (o.id for o in d.options[:3])
    lead, rows = advice([row(a, 1.0, ["x"]), row(b, 3.5, ["y"]), row(c, 3.0, ["z"])], d, lang)
    assert rows[1]["label"] in lead and rows[2]["label"] in lead, lead
    assert " 2,5 " in lead.replace("2.5", "2,5") and rows[0]["label"] in lead, lead
    # the two gaps said each, not "at most 2.5" over both (the twenty-eighth readers, H5): 2.5 and 2
    assert " 2 " in lead and lead.index(" 2,5 " if lang != "en" else " 2.5 ") < lead.index(" 2 "), lead
    # the same gap for both is said once, for each
    same, _ = advice([row(a, 1.0, ["x"]), row(b, 3.0, ["y"]), row(c, 3.0, ["z"])], d, lang)
    assert same.count(" 2 ") == 1, same


@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_a_hint_that_says_vp_scored_and_vp_from_the_earth_says_what_each_is(lang):
    """A hint whose rows say VP scored by the end of the turn and VP the earth would give side by side
    tells the two apart, as the review's ledger does (the twenty-eighth readers: "2 VP less … from the
    earth … (although with 6 VP more … by the point where …)" read alike, and no legend was shown);
    one that says only one kind shows none. The kinds come from the sentences said: a lead cut to
    fewer parts to keep to its words does not count the parts it left out."""
    d = decision()
    a, b, c = (o.id for o in d.options[:3])
    told: set[str] = set()
    advice([row(a, 10.0, ["x"], gain=6.0, earth=14.0), row(b, 4.0, ["y"], gain=12.0, earth=2.0),
            row(c, 3.0, ["z"], gain=1.0)], d, lang, None, told)
    assert {"gain", "earth"} <= told and legend(told) == ["gain_end", "earth_end"], told
    one: set[str] = set()
    advice([row(a, 6.0, ["x"], gain=8.0), row(b, 4.0, ["y"], gain=6.0), row(c, 3.0, ["z"], gain=5.0)],
           d, lang, None, one)
    assert one == {"gain"} and legend(one) == [], one
    # said where the trial games stopped: the earth's VP then need the legend even alone
    cut: set[str] = set()
    advice([dict(row(a, 10.0, ["x"], earth=18.0), cut=40), dict(row(b, 4.0, ["y"]), cut=40)], d, lang, None, cut)
    assert "earth_cut" in cut and legend(cut) == ["earth_cut"], cut
    # rows that name only the leading opponent say no point of the turn: no "cut" legend for them (the
    # twenty-ninth readers, H17)
    rival: set[str] = set()
    advice([dict(row(a, 10.0, ["x"], rival=12.0), cut=40), dict(row(b, 4.0, ["y"]), cut=40)], d, lang, None, rival)
    # and "the leading opponent" is said who it is (the thirty-first readers: never defined, every animal at 0 VP
    # in round 1)
    assert rival <= {"rival", "small"} and "rival" in rival and legend(rival) == ["rival"], rival
    assert legend({"rival", "gain"}) == ["rival"] and legend({"earth_tile", "gain"}) == ["gain_end", "earth_end"]
    assert legend({"rival", "gain", "earth"}) == ["gain_end", "earth_end", "rival"]
    assert legend({"earth"}) == [] and legend({"earth_tile_cut"}) == ["earth_cut"]
    # one clause for each phrase said and none for a phrase not said (the twenty-ninth and thirtieth readers, H6,
    # H19: a legend quoting "by the end of the turn" where no row said it)
    assert legend({"gain", "earth_tile", "earth_cut"}) == ["gain_end", "earth_both"]
    assert legend({"gain_cut", "earth_cut"}) == ["gain_cut", "earth_cut"]
    text = legend_text({"gain", "earth_cut"}, lang)
    # two clauses joined once (English: two short sentences, the thirty-fourth reader: a 100-word sentence)
    assert text.count(";" if lang != "en" else ". ") == 1 and msg("review.legend-gain_end", lang) in text and msg(
        "review.legend-earth_cut", lang) in text and msg("review.legend-gain_cut", lang) not in text, text
    assert legend_text({"gain"}, lang) == "" and msg("review.legend-rival", lang) in legend_text({"rival"}, lang)
