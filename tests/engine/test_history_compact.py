"""The compact history (``ds_widget.engine.history``): a long game keeps only its choices, a few
snapshots and the words of its newest choices — and still answers every question about its past
exactly as when the choices were made: the events and label of any choice, the state after any
number of choices, through Undo, a new branch and a reload."""
from __future__ import annotations

import json
import random

import pytest

from ds_widget.engine import Match
from ds_widget.engine.history import DENSE, KEPT, NEAR, REMADE, SPARSE
from ds_widget.engine.serialize import state_to_dict

LONG = KEPT * 3 + 37


@pytest.fixture(scope="module")
def long_game():
    """A 2-player random game of LONG choices, with what each choice returned and the state after
    every 97th choice, as they were when played."""
    g = Match.new(players=2, seed=2, max_turns=10_000)
    rng = random.Random(2)
    events, labels, states = [], [], {0: state_to_dict(g.state)}
    while g.ply < LONG:
        events.append(g.choose(rng.choice(g.pending.options).id))
        labels.append({k: v for k, v in g.history_tail(1)[0].items() if k != "events"})
        if g.ply % 97 == 0:
            states[g.ply] = state_to_dict(g.state)
    return g, events, labels, states


def test_old_choices_are_told_as_they_were_made(long_game):
    g, events, labels, _ = long_game
    for ply in (1, 2, 16, 17, 255, 256, 257, 600, LONG - KEPT, LONG - KEPT + 1, LONG):
        assert g.events_of(ply) == events[ply - 1], ply
    whole = g.history
    assert len(whole) == LONG
    assert [e["events"] for e in whole] == events
    assert [{k: v for k, v in e.items() if k != "events"} for e in whole] == labels


def test_the_state_after_any_choice_is_the_one_played(long_game):
    g, _, _, states = long_game
    for ply, saved in states.items():
        assert state_to_dict(g.state_at(ply)) == saved, ply


def test_the_history_stays_small(long_game):
    g, *_ = long_game
    h = g._history
    assert len(h.entries) <= KEPT and len(h.remade) <= REMADE
    assert len(h.snapshots) <= NEAR // DENSE + LONG // SPARSE + 2
    assert all(p % SPARSE == 0 or p > LONG - NEAR - DENSE for p in h.snapshots)
    # and enough of them: time travel replays at most SPARSE choices
    assert all(p in h.snapshots for p in range(0, LONG - NEAR, SPARSE))


def test_undo_and_a_new_branch_keep_the_past_and_forget_the_old_future(long_game):
    g0, events, _, states = long_game
    g = Match.load(json.dumps(g0.record()))
    assert g.ply == LONG and g.events_of(5) == events[4] and g.events_of(LONG) == events[-1]
    g.goto(776)
    assert state_to_dict(g.state) == states[776] and g.can_redo
    other = next(o.id for o in g.pending.options if o.id != g0.choices[776])
    new = g.choose(other)
    assert g.ply == g.plies == 777 and not g.can_redo
    assert g.events_of(777) == new and g.events_of(300) == events[299]
    assert g.choices[:776] == g0.choices[:776]
    g.undo()
    g.redo()
    assert g.events_of(777) == new and g.choices[-1] == other


def test_a_loaded_record_tells_its_old_choices_too(long_game):
    g0, events, labels, _ = long_game
    g = Match.from_record(g0.record(), upto=LONG - 5)
    assert len(g._history.entries) <= KEPT                 # made in haste, words on demand
    assert g.events_of(3) == events[2]
    entries = g.history_tail(LONG)
    assert [e["events"] for e in entries] == events[:LONG - 5]
    assert [{k: v for k, v in e.items() if k != "events"} for e in entries] == labels[:LONG - 5]
