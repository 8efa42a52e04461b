"""The coach: it plays legal options, never reads what players cannot see (bag draws, the
face-down deck), gives the same advice for the same position, and explains its top three options
distinctly, in three languages."""
from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ds_widget.bots import make_bot
from ds_widget.bots.coach import CoachBot, PlainCoachBot, determinize, keep_first, number
from ds_widget.bots.greedy import LOOK_BASE, TURN_END, effort, look_ahead
from ds_widget.engine import Match
from ds_widget.engine.rng import Rng
from ds_widget.engine.serialize import state_to_dict
from ds_widget.explain import label
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.review.words import advice, half


def position(seed: int, steps: int, players: int = 4) -> Match:
    g = Match.new(players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(steps):
        if g.pending is None:
            break
        g.choose(r.choice(g.options).id)
    return g


def test_determinize_redraws_only_what_no_player_sees():
    g = position(3, 150)
    st = g.state
    s = determinize(st, Rng(99))
    a, b = state_to_dict(st), state_to_dict(s)
    hidden = {"rng", "deck"}
    assert {k: v for k, v in a.items() if k not in hidden} == {k: v for k, v in b.items() if k not in hidden}
    assert sorted(s.deck) == sorted(st.deck) and s.deck[-1:] == st.deck[-1:]
    assert s.rng.state != st.rng.state
    assert state_to_dict(st) == a                                     # the game itself is untouched


@pytest.mark.parametrize("seed,steps", [(1, 0), (2, 40), (5, 130)])
def test_the_coachs_choice_does_not_depend_on_hidden_information(seed, steps):
    g = position(seed, steps)
    other = Match.from_state(g.state.clone())                         # the same table, other hidden draws
    other.state.rng = Rng(123456789)
    rest = other.state.deck[:-1]
    random.Random(7).shuffle(rest)
    other.state.deck = rest + other.state.deck[-1:]
    coach = CoachBot(4, candidates=3, playouts=1)
    mine = [(r["option"], round(r["value"], 6)) for r in coach.analyse(g)]
    theirs = [(r["option"], round(r["value"], 6)) for r in CoachBot(4, candidates=3, playouts=1).analyse(other)]
    assert mine == theirs
    assert coach.pick(g) in {o.id for o in g.pending.options}


def test_the_same_position_gets_the_same_advice():
    g = position(6, 60)
    first = CoachBot(2, candidates=3, playouts=1).analyse(g)
    again = CoachBot(2, candidates=3, playouts=1).analyse(g)
    assert [r["option"] for r in first] == [r["option"] for r in again]


def test_a_short_budget_still_tries_three_options_and_spends_the_rest_round_by_round():
    """On a busy machine the hint's budget runs out early: the top three are still there (the
    widget shows three), and a whole budget gives the same advice as no budget at all."""
    g = position(3, 0)
    assert len(g.pending.options) >= 4
    hurried = CoachBot(5, candidates=4, playouts=2, budget=0.0).analyse(g)
    assert len(hurried) == 3 and len({r["option"] for r in hurried}) == 3
    patient = Lavish(5, candidates=4, playouts=2, budget=3600.0).analyse(g)
    assert patient == Lavish(5, candidates=4, playouts=2).analyse(g) and len(patient) == 4


class Lavish(CoachBot):
    """A coach without a work budget."""
    WORK = 10**9


def test_the_work_budget_cuts_dear_decisions_alike_on_every_machine():
    """The coach stops starting playouts after ``WORK`` work of look-aheads (so no decision takes a
    second), counted, not timed: the same cut, the same advice, and still the top three."""
    g = position(3, 0)                                 # the first pawn: a whole turn to play out

    class Thrifty(CoachBot):
        WORK = 0

    cut = Thrifty(5, candidates=4, playouts=2).analyse(g)
    assert len(cut) == 3 and cut == Thrifty(5, candidates=4, playouts=2).analyse(g)
    whole = Lavish(5, candidates=4, playouts=2).analyse(g)
    assert len(whole) == 4 and whole != cut


class Counted(CoachBot):
    """A coach that adds up the work of its playouts (its ranking's is in ``greedy.work``)."""

    def analyse(self, game):
        self.spent = 0
        return super().analyse(game)

    def _playout(self, *args, **kwargs):
        line, spent = super()._playout(*args, **kwargs)
        self.spent += spent
        return line, spent


def test_a_look_ahead_weighs_what_it_costs():
    """The budget counts work, not look-aheads: one with more tiles on the earth weighs more, and
    one whose choice ends the turn or the game (the Reset Phase, docs/rules.md §8.3, or the final
    scoring, §11, runs in the copy) weighs ``TURN_END`` more — so late picks of the last turn, whose
    look-aheads mostly end the game, get fewer of them instead of taking twice as long."""
    def weigh(g):
        s, d = look_ahead(g.state, g.options[0].id)
        return effort(g.state, s, d), s, d

    early, late = position(3, 3), position(3, 600)
    assert len(late.state.tiles) > len(early.state.tiles)
    assert weigh(early)[0] == LOOK_BASE + len(early.state.tiles) < weigh(late)[0]
    for steps, ends in ((74, "turn"), (725, "game")):     # the last card of turn 1; the game's last choice
        g = position(3, steps)
        w, s, d = weigh(g)
        assert d is None if ends == "game" else s.turn == g.state.turn + 1
        assert w == LOOK_BASE + len(g.state.tiles) + TURN_END


def test_no_playout_starts_that_would_overrun_the_work_budget():
    """What keeps every decision under a second: once three options are tried, a playout starts
    only if, at the average cost so far, it ends within ``WORK``; early in a turn (a playout to
    its end costs more than the whole budget) the coach then tries fewer than all its candidates,
    and late in the last turn (look-aheads that end the game weigh more) fewer look-aheads."""
    for steps in (0, 3, 40, 90, 677, 724):
        g = position(3, steps)
        coach = Counted(5)
        before = coach.greedy.work
        rows = coach.analyse(g)
        spent = coach.spent + coach.greedy.work - before
        assert len(rows) >= min(3, len(g.pending.options))
        assert spent <= 1.25 * CoachBot.WORK, (steps, spent)


def test_a_turn_too_long_to_look_through_is_cut_alike_for_every_option_and_said_so():
    """When the first playout cannot reach the end of the turn within its share of the budget,
    every line stops after as many decisions (or sooner, where its own share ends), and the
    reasons say how far on, not "at the end of this turn"."""
    g = position(3, 0)                                 # the first pawn: a whole turn to play out

    class Short(CoachBot):
        WORK = 300

    rows = Short(5, candidates=4, playouts=1).analyse(g)
    cuts = [r["cut"] for r in rows]
    assert len(rows) == 3 and None not in cuts and min(cuts) > 1
    for lang, words in (("en", "after the next"), ("it", "dopo le prossime"), ("de", "nach den nächsten")):
        for row in Short(5, candidates=4, playouts=1).explain(g, lang=lang)["ranking"]:
            assert any(words in x for x in row["reasons"])
            assert not any(x.startswith(("at the end of this turn", "alla fine di questo turno",
                                         "am Ende dieser Runde")) for x in row["reasons"])
    whole = CoachBot(5, candidates=4, playouts=1).analyse(position(3, 90))
    assert all(r["cut"] is None for r in whole)        # later in the turn: to its end


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_top_three_read_distinctly_in_every_language(lang):
    g = position(3, 0)
    h = CoachBot(1, candidates=4, playouts=1).explain(g, lang=lang)
    rows = h["ranking"]
    assert len(rows) == 3 and h["choice"] == rows[0]["option"]
    texts = [f"{label(g.pending.get(r['option']), g.pending, lang)}: {' · '.join(r['reasons'])}" for r in rows]
    assert len(set(texts)) == 3
    for r in rows:
        assert len(r["reasons"]) >= 3 and all(x and "{" not in x and "[coach." not in x for x in r["reasons"])
    assert number(2.5, lang) == ("2.5" if lang == "en" else "2,5")      # decimals as each language writes them


def test_a_coach_seat_plays_through_the_one_door():
    g = position(8, 20, players=3)
    coach = make_bot("coach", 3)
    for _ in range(5):
        if g.pending is None:
            break
        oid = coach.pick(g)
        assert oid in {o.id for o in g.pending.options}
        g.choose(oid)


def test_the_reasons_count_the_vp_each_event_gives_as_the_engine_emits_it():
    from ds_widget.bots.coach import _vp_for
    # field names as moves.glaciate, wanderlust and the Survival step emit them
    assert _vp_for({"kind": "glaciation", "animal": "birds", "bonus": 3}, "birds") == 3
    assert _vp_for({"kind": "glaciation", "animal": "birds", "bonus": 3}, "mammals") == 0
    assert _vp_for({"kind": "bonus_vp", "animal": "birds", "vp": 6}, "birds") == 6
    assert _vp_for({"kind": "survival", "holder": "birds", "vp": 10}, "birds") == 10
    scored = {"kind": "tile_scored", "places": [{"animal": "birds", "vp": 5}, {"animal": "insects", "vp": 3}]}
    assert (_vp_for(scored, "birds"), _vp_for(scored, "insects")) == (5, 3)


def test_more_work_with_the_same_share_looks_as_far_and_plays_out_more():
    """``SHARE_WORK`` below ``WORK`` (a screening variant, benchmarks/screen_coach_variants.py): the
    first playouts get the coach's share, so every line stops where the coach's stop, and the rest
    of the work goes to more playouts."""
    g = position(3, 0)                                 # the first pawn: a whole turn to play out

    class Wide(CoachBot):
        WORK = 3 * CoachBot.WORK
        SHARE_WORK = CoachBot.WORK

    coach = CoachBot(5, candidates=4, playouts=4).analyse(g)
    wide = Wide(5, candidates=4, playouts=4).analyse(g)
    assert {r["cut"] for r in wide} == {r["cut"] for r in coach} != {None}
    assert sum(r["n"] for r in wide) > sum(r["n"] for r in coach)



@pytest.mark.parametrize("seed, kept", [(3, True), (2, False)])
def test_the_coach_leaves_the_greedy_choice_only_for_a_clear_gain(seed, kept):
    """The coach values its candidates as the plain one does, but plays the greedy bot's first
    choice unless another is valued more than ``KEEP_MARGIN`` higher — and when it keeps it over
    one valued higher, the hint's first sentence says which, by how much, and why, in every language. The first
    pawn of seed 3: the playouts value another placement 2.7 higher; of seed 2: 8.1."""
    g = position(seed, 0)
    plain = PlainCoachBot(5, candidates=4, playouts=1).analyse(g)
    first = max(plain, key=lambda r: r["greedy"])
    assert first is not plain[0]                       # the playouts prefer another to greedy's choice
    rows = CoachBot(5, candidates=4, playouts=1).analyse(g)
    assert sorted((r["option"], r["value"]) for r in rows) == sorted((r["option"], r["value"]) for r in plain)
    assert rows[0]["option"] == (first if kept else plain[0])["option"]
    more = round(plain[0]["value"] - first["value"], 1)
    assert CoachBot.KEEP_MARGIN == 3.0 and (more <= CoachBot.KEEP_MARGIN) is kept
    for lang, words in (("en", "The coach keeps its first choice"),
                        ("it", "Il coach resta su"),
                        ("de", "Der Coach bleibt bei seiner ersten Wahl")):
        hint = CoachBot(5, candidates=4, playouts=1).explain(g, lang=lang)
        assert hint["choice"] == rows[0]["option"] == hint["ranking"][0]["option"]
        lead, shown = advice(hint["ranking"], g.pending, lang)
        assert (words in lead) is kept
        if kept:
            # the options valued higher are named in the lead, or in their rows below a lead that says first
            # what the coach's rule of thumb sees in its choice (its gist, where the names leave no room for both)
            other = label(g.pending.get(plain[0]["option"]), g.pending, lang)
            assert other in lead or hint["ranking"][0]["gist"] in lead and other in {r["label"] for r in shown}
            assert half(more, lang) in lead
        plain_hint = PlainCoachBot(5, candidates=4, playouts=1).explain(g, lang=lang)
        assert words not in advice(plain_hint["ranking"], g.pending, lang)[0]


@pytest.mark.parametrize("lang, words", [("en", "unless another option comes out more than 3 VP better"),
                                         ("it", "a meno che un'altra opzione risulti migliore di più di 3 PV"),
                                         ("de", "außer eine andere Option ist mehr als 3 SP besser")])
def test_how_the_coach_decides_says_it_keeps_the_greedy_choice(lang, words):
    """The hint's "how" names the margin and the playouts it is set with, in the singular for one;
    the plain coach's says nothing of keeping."""
    assert CoachBot().how(lang).startswith(PlainCoachBot().how(lang)) and words in CoachBot().how(lang)
    assert words not in PlainCoachBot().how(lang)
    two, one = CoachBot().how(lang), CoachBot(playouts=1).how(lang)
    assert " 2 " in two and " 2 " not in one and one != two


@given(st.lists(st.tuples(st.integers(-20, 20), st.integers(-20, 20)), min_size=1, max_size=6),
       st.sampled_from([0.0, 0.5, 3.0, 100.0]))
def test_keep_first_moves_only_the_greedy_choice_and_only_within_the_margin(pairs, margin):
    ranked = sorted(({"option": f"o{i}", "value": v / 2, "greedy": gv} for i, (v, gv) in enumerate(pairs)),
                    key=lambda r: -r["value"])
    out = keep_first(list(ranked), margin)
    first = max(ranked, key=lambda r: r["greedy"])
    assert out[1:] == [r for r in ranked if r is not out[0]]          # the others keep their order
    assert out[0] in (ranked[0], first)
    assert (out[0] is first) == (first is ranked[0] or ranked[0]["value"] - first["value"] <= margin)
