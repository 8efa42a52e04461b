"""Random complete games with invariant checks after every choice (the engine's backbone).

After every choice of every game: all 120 elements accounted for, every species accounted for,
VP never below 0, pawns, tiles, tundra tiles and cards accounted for, dominance markers equal a
fresh recomputation (``invariants.problems``); undo then redo gives the identical state; the JSON
round trip gives the identical state; the pending decision has distinct option ids. Dominance is
also recomputed independently of the engine (:mod:`tests.engine.oracle`, a few lines from docs/rules.md
§7.1/§7.3), since ``problems`` compares the markers with the engine's own ``calc.dominant``.
"""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ds_widget import Game
from ds_widget.engine import IllegalChoiceError, MalformedError
from ds_widget.engine.flow import choose, pending
from ds_widget.engine.invariants import problems
from ds_widget.engine.serialize import state_from_dict, state_to_dict
from tests.conftest import random_edit, random_game
from tests.engine.oracle import dominance_problems

#: (players, seed) of the games played; 4-6 players always reach Ice Age with these seeds,
#: uniformly random 2-3 player games sometimes exterminate every species first (see docs)
CASES = ([(p, s) for p in (4, 5, 6) for s in range(50)]
         + [(3, s) for s in range(50)] + [(2, s) for s in range(40)])
MAX_TURNS = 80


def check_everything(g: Game) -> dict:
    st_ = g.state
    found = problems(st_)
    assert found == [], found
    wrong = dominance_problems(st_)
    assert wrong == [], wrong
    saved = state_to_dict(st_)
    again = state_from_dict(json.loads(json.dumps(saved)))
    assert state_to_dict(again) == saved
    if g.can_undo:
        g.undo()
        g.redo()
        assert state_to_dict(g.state) == saved
    d = g.pending
    if d is not None:
        ids = [o.id for o in d.options]
        assert ids and len(set(ids)) == len(ids)
    return saved


VARIANTS = ([(3, s, {"multi": True}) for s in range(8)] + [(2, s, {"multi": True}) for s in range(4)]
            + [(4, s, {"random_earth": True}) for s in range(8)]
            + [(4, s, {"short_game": True}) for s in range(6)]
            + [(5, s, {"remove_cards": 7}) for s in range(6)])


@pytest.mark.parametrize("players, seed, options", VARIANTS,
                         ids=[f"{p}p-{s}-{'-'.join(o)}" for p, s, o in VARIANTS])
def test_random_variant_game_keeps_every_invariant(players, seed, options):
    g = Game.new(players=players, seed=seed, max_turns=MAX_TURNS, **options)
    rng = random.Random(seed)
    while not g.is_over:
        g.choose(rng.choice(g.options).id)
        check_everything(g)
    assert g.completed


@pytest.mark.parametrize("players, seed", CASES, ids=[f"{p}p-{s}" for p, s in CASES])
def test_random_game_keeps_every_invariant(players, seed):
    g = Game.new(players=players, seed=seed, max_turns=MAX_TURNS)
    rng = random.Random(seed)
    while not g.is_over:
        g.choose(rng.choice(g.options).id)
        check_everything(g)
    assert g.result["reason"] in ("ice_age", "turn_limit")
    if players >= 4:
        assert g.completed, f"{players}-player game {seed} did not reach Ice Age"
    if g.completed:
        # final scoring happened and dominance markers were removed
        assert all(t.dominant is None for t in g.state.tiles.values())
        assert g.winner == max(g.state.animals.values(),
                               key=lambda a: (a.vp, -list(g.state.animals).index(a.name))).name


def test_at_least_200_of_the_games_are_complete():
    """The invariant test above plays at least 200 complete games (counted without the checks)."""
    from ds_widget.engine.simulate import play_random_game  # noqa: F401  (same engine, fast path)
    done = 0
    for players, seed in CASES:
        g = Game.new(players=players, seed=seed, max_turns=MAX_TURNS)
        g.state.events = None
        rng = random.Random(seed)
        while not g.is_over:
            g.choose(rng.choice(g.options).id)
        done += g.completed
    assert done >= 200


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), plies=st.integers(1, 400),
       junk=st.text(min_size=1, max_size=12))
def test_illegal_or_malformed_choices_never_change_the_state(seed, players, plies, junk):
    g = random_game(players, seed, plies)
    if g.is_over:
        return
    before = state_to_dict(g.state)
    legal = {o.id for o in g.options}
    for bad in (junk, "tile:99,99", "count:-1", "space:nowhere.1", "card:ice_age", "decline "):
        if bad in legal:
            continue
        with pytest.raises((IllegalChoiceError, MalformedError)):
            g.choose(bad)
        assert state_to_dict(g.state) == before


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), cut=st.integers(0, 300))
def test_replaying_a_prefix_of_a_record_equals_time_travel(seed, players, cut):
    g = random_game(players, seed, 300)
    cut = min(cut, g.ply)
    assert Game.from_record(g.record(), upto=cut).to_dict() == state_to_dict(g.state_at(cut))


def play_on(state, rng: random.Random, n: int) -> None:
    """Up to ``n`` random choices on ``state`` itself (fewer if the game ends)."""
    for _ in range(n):
        d = pending(state)
        if d is None:
            return
        choose(state, rng.choice(d.options).id)


@settings(max_examples=40, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), cut=st.integers(0, 600),
       more=st.integers(1, 60))
def test_a_clone_is_equal_and_independent(seed, players, cut, more):
    """What the bots' and the coach's searches rely on: a clone saves to the same record, and
    playing on the clone leaves the original as it was — and the other way round, since the two
    share their tiles until one writes one (``State.tile_w``)."""
    original = random_game(players, seed, cut).state
    before = state_to_dict(original)
    copy = original.clone()
    assert state_to_dict(copy) == before
    r2 = random.Random(seed + 1)
    play_on(copy, r2, more)
    assert state_to_dict(original) == before
    played = state_to_dict(copy)
    second = original.clone()
    play_on(original, r2, more)
    assert state_to_dict(copy) == played
    assert state_to_dict(second) == before


@settings(max_examples=15, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), cut=st.integers(0, 300))
def test_an_edit_of_a_position_never_reaches_its_clones(seed, cut):
    """The what-if editor changes its state in place — discs, tiles (a lifted tile's lone discs
    go back to the bag), species, sheets — while clones share its tiles, corners and animals: every clone
    (a history's snapshot, a search's copy) keeps the position it was taken from."""
    from ds_widget.engine.editor import EditError, Editor

    ed = Editor(random_game(4, seed, cut).state)
    here = ed.state
    rng = random.Random(seed)
    for _ in range(80):
        snap = here.clone()
        before = state_to_dict(snap)
        edit, *how = random_edit(ed, rng)
        try:
            edit(*how)
        except EditError:
            continue
        assert state_to_dict(snap) == before


def test_the_loaders_trial_sees_each_loaded_step_as_the_same_frame_while_it_runs():
    """A clone shares its frames and copies the top one before writing it (``State.frame_w``);
    the loader's trial (``schema.check_playable``) plays on a clone until the lowest loaded step
    is off the agenda, telling that step's frame apart by identity, so it owns its frames first."""
    g = random_game(4, 3, 0)                       # Planning: its frame stays on top for a while
    trial = g.state.clone()
    trial.own_frames()
    first = trial.frames[-1]
    copy = g.state.clone()                          # a plain clone copies the frame it writes
    for s in (trial, copy):
        choose(s, pending(s).options[0].id)
    assert trial.frames[-1] is first and trial.frames[-1]["op"] == "planning"
    assert copy.frames[-1] is not g.state.frames[-1]
    assert g.state.frames[-1] == {"op": "planning", "pos": 0, "round": 1}   # the original as it was


@pytest.mark.parametrize("players, seed", [(2, 21), (4, 22), (6, 23)])
def test_every_option_of_every_decision_of_a_game_leaves_the_position_and_its_clones_as_they_were(players, seed):
    """The bots' look-ahead at every decision of a whole random game: every option chosen in a
    clone of the position leaves the position as it was; and the position, played on, leaves a
    clone taken before its choice as it was. A clone shares the tiles, corners, animals, frames,
    element boxes and Wanderlust stacks with its position until either writes them; the random
    games of :func:`test_a_clone_is_equal_and_independent` reach a rare choice (a Wasteland
    element, a Wanderlust tile) only now and then, this game reaches every one it meets."""
    rng = random.Random(seed)
    state = Game.new(players=players, seed=seed).state
    state.events = None
    d = pending(state)
    while d is not None:
        before = state_to_dict(state)
        for o in d.options:
            look = state.clone()
            look.events = None
            choose(look, o.id)
        assert state_to_dict(state) == before, d.kind
        kept, kind = state.clone(), d.kind
        d = choose(state, rng.choice(d.options).id)
        assert state_to_dict(kept) == before, kind


@settings(max_examples=30, deadline=None, derandomize=True, database=None)
@given(seed=st.integers(0, 2 ** 32), players=st.integers(2, 6), cut=st.integers(0, 600),
       more=st.integers(1, 80))
def test_a_watched_states_clones_tell_every_tile_and_disc_they_changed(seed, players, cut, more):
    """``State.changes``: a state cloned (once or more) from a watched state names, among the hexes
    and corners it may have changed, every one whose tile or disc differs from the watched state's
    (the bots value their look-aheads' copies from it); the watched state tells none until it
    changes."""
    state = random_game(players, seed, cut).state
    mark = state.watch()
    assert state.unchanged_since(mark) and state.watch() is mark
    r = random.Random(seed)
    copy = state.clone()
    play_on(copy, r, more // 2)
    copy = copy.clone()
    play_on(copy, r, more - more // 2)
    hexes, corners = copy.changes(mark)
    assert {h for h in set(copy.tiles) | set(state.tiles)
            if copy.tiles.get(h) is not state.tiles.get(h)} <= set(hexes)
    assert {c for c in set(copy.corners) | set(state.corners)
            if copy.corners.get(c) != state.corners.get(c)} <= set(corners)
    assert len(set(hexes)) == len(hexes) and len(set(corners)) == len(corners)    # each once
    assert state.unchanged_since(mark)
    assert random_game(players, seed, cut).state.changes(mark) is None
