"""Every choice of the rules' own tests also checks what the bots' searches rely on.

A clone shares its tiles, corners, animals, frames (and the lists in them), element boxes and
Wanderlust stacks with the state it came from until either writes one. The random games reach a
rare choice (a Predator victim on a tile of two prey, a Regression protection) only now and then;
the rules' tests set each one up. So in those modules every choice made through a game is first
made in a clone, which must leave the game as it was, and then in the game, which must leave a
clone taken before as it was.
"""
from __future__ import annotations

import sys

import pytest

from ds_widget.engine import flow, match
from ds_widget.engine.errors import DSError
from ds_widget.engine.serialize import state_to_dict

#: the modules whose games set up the rules' rare choices one by one
RULE_MODULES = {"test_actions", "test_cards", "test_rule_effects", "test_rule_negatives",
                "test_last_turn", "test_variants", "test_scenarios"}


def clone_checked(choose):
    def checked(st, option_id, at=-1):
        if st.over:
            return choose(st, option_id, at)
        before = state_to_dict(st)
        trial = st.clone()
        trial.events = None
        try:
            choose(trial, option_id)
        except DSError:
            pass
        assert state_to_dict(st) == before, f"{option_id} chosen in a clone changed the game"
        kept = st.clone()
        out = choose(st, option_id, at)
        assert state_to_dict(kept) == before, f"{option_id} chosen in the game changed a clone taken before"
        return out
    return checked


@pytest.fixture(autouse=True)
def _choices_checked_in_clones(request, monkeypatch):
    if request.module.__name__.rsplit(".", 1)[-1] in RULE_MODULES:
        monkeypatch.setattr(match, "choose", clone_checked(match.choose))


@pytest.fixture(autouse=True)
def _kept_state_checked(monkeypatch):
    """Every choice of the engine's tests recomputes from scratch what the moves keep up to date
    (dominance markers, the animals' elements, the earth: ``invariants.stale``) and fails on a
    difference (issue 51). Not in Pyodide (tests/pyodide runs these files there to show the
    engine works in that Python, within a time limit; the check doubles a game's time and finds
    nothing that depends on the Python it runs in): test_kept_state.py turns it on there too."""
    if sys.platform != "emscripten":
        monkeypatch.setattr(flow, "CHECKED", True)
