"""The greedy bot's search is fast and plays exactly as the plain search it replaced.

Every look-ahead of the plain search cloned the state, made one choice and valued the copy
whole. The bot now values a copy from the tiles it changed (``greedy.Board``) and makes the last
follow-up of a look-ahead in the look-ahead's own copy. Both must give the same ranking to the
bit and count the same work (the coach's budget), on every kind of position, and leave the
ranked state as it was.
"""
from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from ds_widget.bots.greedy import WEIGHTS, Board, GreedyBot, effort, evaluate
from ds_widget.engine.flow import choose, pending
from ds_widget.engine.serialize import state_to_dict
from tests.conftest import random_game


def score(values):
    """The bot's weighted sum, by the terms' names."""
    return sum(WEIGHTS[k] * v for k, v in values.items())


def plain_after(state, animal, option_id, depth, bot):
    """The plain look-ahead: a clone for every option, the copy valued whole."""
    s = state.clone()
    s.events = None
    d = choose(s, option_id)
    bot.work += effort(state, s, d)
    if d is not None and d.animal == animal and depth > 0 and len(d.options) <= GreedyBot.MAX_FOLLOW_UPS:
        best = None
        for o in d.options:
            v = plain_after(s, animal, o.id, depth - 1, bot)
            if best is None or score(v) > score(best):
                best = v
        if best is not None:
            return best
    return evaluate(s, animal)


def plain_rank(state, d, bot):
    base = evaluate(state, d.animal)
    out = []
    for o in d.options:
        values = plain_after(state, d.animal, o.id, 1, bot)
        delta = {k: values[k] - base[k] for k in base}
        out.append((score(delta), o.id, delta))
    out.sort(key=lambda t: -t[0])
    return out


def positions(players: int, seed: int, start: int, n: int):
    """``n`` positions of a random game from its ``start``-th choice on, each with its pending
    decision (not Planning's: the greedy bot values a pawn placement by a rule of thumb, without
    looking ahead)."""
    g = random_game(players, seed, start)
    r = random.Random(seed)
    while not g.is_over and n:
        d = g.pending
        if d.kind != "place_pawn" and len(d.options) > 1:
            yield g.state, d
            n -= 1
        g.choose(r.choice(g.options).id)


@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), start=st.integers(0, 400))
def test_the_search_ranks_and_counts_work_as_the_plain_search(seed, players, start):
    checked = 0
    for state, d in positions(players, seed, start, 6):
        before = state_to_dict(state)
        fast, plain = GreedyBot(1), GreedyBot(1)
        got = fast.rank_state(state, d)
        assert got == plain_rank(state, d, plain), (seed, state.ply, d.kind)
        assert fast.work == plain.work
        assert state_to_dict(state) == before            # ranking never changes the position
        checked += 1
    assert checked >= 1 or random_game(players, seed, start).is_over


@settings(max_examples=25, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), cut=st.integers(0, 400),
       more=st.integers(1, 40))
def test_a_copy_is_valued_from_its_changed_tiles_as_evaluate_values_it_whole(seed, players, cut, more):
    """``Board(state).of(copy)`` equals ``evaluate(copy)`` however far the copy has played on —
    discs moved, sheets changed, tiles placed, turns ended — and for every animal: by comparing
    every tile, or, on a board that watches its state (as the bot's do), from what the copy says it
    changed since (``State.watch``, ``State.changes``); a copy cloned before the watch, or before
    the state moved on and was watched again, is valued the first way."""
    state = random_game(players, seed, cut).state
    before = state.clone()                               # cloned before the boards watch
    boards = {a: Board(state, a) for a in state.animals}
    watching = {a: Board(state, a, watch=True) for a in state.animals}
    copy = state.clone()
    copy.events = before.events = None
    r = random.Random(seed ^ 1)
    for _ in range(more):
        d = pending(copy)
        if d is None:
            break
        choose(copy, r.choice(d.options).id)
        again = copy.clone()                             # a copy of a copy, as the follow-ups make
        for a in boards:
            for s in (copy, again, before):
                assert boards[a].of(s) == evaluate(s, a) == watching[a].of(s)
    if pending(state) is not None:       # the state moves on and is watched again: the copies
        choose(state, r.choice(pending(state).options).id)      # cloned before, under the
        again = {a: Board(state, a, watch=True) for a in state.animals}   # old mark, compare tiles
        late = state.clone()
        for a in boards:
            for s in (copy, before, late):
                assert again[a].of(s) == evaluate(s, a)


@settings(max_examples=20, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), cut=st.integers(0, 300),
       more=st.integers(1, 60))
def test_a_board_made_again_from_the_last_counts_as_a_new_one(seed, players, cut, more):
    """``Board.again`` (the bot's board of its next decision, made from its last one) gives what a
    new board of the state gives — every tile's part, the sums, the values, the matching it keeps —
    however the state moved on since: discs moved, sheets changed, tiles placed, another board
    watching it in between (then it is counted whole)."""
    game = random_game(players, seed, cut)
    state = game.state
    r = random.Random(seed ^ 2)
    animals = list(state.animals)
    boards = {a: Board(state, a, watch=True) for a in animals[:1]}
    for _ in range(more):
        d = pending(state)
        if d is None:
            break
        choose(state, r.choice(d.options).id)
        a = r.choice(animals)
        board = boards[a].again() if a in boards else Board(state, a, watch=True)
        boards[a] = board
        new = Board(state, a)
        assert (board.parts, board.sums, board.base, board.values) == (new.parts, new.sums, new.base, new.values)
        assert all(m == new.matching.get(h, m) for h, m in board.matching.items())
