"""The expert: the coach valuing a line's end by each animal's predicted final VP (``bots/leaf.py``),
with three times the coach's work. The leaf value is what the fitting tool fits, it counts a game
that is over as its VP, its clock runs from 1 to 0 over a game, and the expert is a bot kind that
plays legal moves, the same for the same seed."""
from __future__ import annotations

import pytest

from ds_widget.bots import BOT_KINDS, make_bot
from ds_widget.bots.coach import CoachBot, outlook
from ds_widget.bots.greedy import GreedyBot, evaluate
from ds_widget.bots.leaf import FEATURES, LEARNED, clock, design, features, predicted
from ds_widget.bots.levels import EXPERT_WORK, LEVEL_NAMES
from ds_widget.engine.match import Match


def greedy_game(seed: int, stop_turn: int | None = None) -> Match:
    game = Match.new(players=4, seed=seed)
    bot = GreedyBot(seed)
    while game.pending is not None and (stop_turn is None or game.state.turn < stop_turn):
        game.choose(bot.pick(game))
    return game


def test_the_bot_predicts_with_the_rows_the_tool_fits():
    assert len(LEARNED) == len(design(tuple(range(len(FEATURES))), 0.5)) == 2 * len(FEATURES) + 2
    st = greedy_game(4, stop_turn=3).state
    seen = outlook(st)
    for a in st.animals:
        board = evaluate(st, a)
        row = design(features(st, a, seen[a], board), clock(st))
        assert predicted(st, a, seen[a], board) == pytest.approx(sum(w * x for w, x in zip(LEARNED, row)))
        assert row[0] == st.animals[a].vp and row[1] == seen[a] - st.animals[a].vp


def test_the_clock_runs_from_one_to_zero_and_a_finished_game_is_worth_its_vp():
    game = Match.new(players=4, seed=6)
    assert clock(game.state) == 1.0
    mid = greedy_game(6, stop_turn=3).state
    assert 0.0 < clock(mid) < 1.0
    end = greedy_game(6).state
    assert end.over and clock(end) == 0.0
    seen = outlook(end)
    assert all(predicted(end, a, seen[a], evaluate(end, a)) == end.animals[a].vp for a in end.animals)


def test_the_expert_is_a_bot_kind_not_yet_a_rated_level():
    bot = make_bot("expert", 3)
    assert "expert" in BOT_KINDS and "expert" not in LEVEL_NAMES
    assert isinstance(bot, CoachBot) and bot.name == "expert" and bot.leaf == "learned"
    assert bot.WORK == EXPERT_WORK == 3 * CoachBot.WORK and make_bot("coach", 3).WORK == CoachBot.WORK
    with pytest.raises(ValueError, match="leaf"):
        CoachBot(1, leaf="hope")


def test_the_leaf_changes_the_values_and_the_expert_plays_legal_moves_the_same_for_a_seed():
    game = greedy_game(11, stop_turn=2)
    cheap = {"candidates": 3, "playouts": 1, "work": 4_000}
    by_outlook = CoachBot(2, **cheap).analyse(game)
    by_leaf = CoachBot(2, leaf="learned", **cheap).analyse(game)
    assert {r["option"] for r in by_outlook} == {r["option"] for r in by_leaf}   # the same candidates
    assert [r["value"] for r in by_outlook] != [r["value"] for r in by_leaf]      # valued otherwise
    picks = []
    for _ in range(2):
        oid = make_bot("expert", 9).pick(game)
        assert game.pending.get(oid) is not None
        picks.append(oid)
    assert picks[0] == picks[1]
