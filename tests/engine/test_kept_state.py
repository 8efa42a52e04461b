"""What the moves keep up to date equals its recomputation from scratch after every choice
(issue 51): the dominance markers (docs/rules.md R1), each animal's elements, the earth's shape,
Planning's empty spaces.

``flow.CHECKED`` (on for every test of tests/engine, by its conftest) recomputes them after every
choice. Here random games of every configuration are played with it on; ``benchmarks/check_kept.py``
plays 2,000 and more the same way (too slow for the suite). A planted stale cache must fail it."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from ds_widget.engine import flow
from ds_widget.engine.invariants import stale
from ds_widget.engine.rng import Rng
from ds_widget.engine.setup import new_state, normalise_setup
from ds_widget.engine.simulate import BOT_SALT
from ds_widget.engine.state import State
from tests.engine.test_same_games import CONFIGS

GAMES = 6


def play(players: int, seed: int, **variant) -> int:
    """A random game with the check on after every choice; returns its number of choices."""
    st = new_state(normalise_setup(players, seed=seed, max_turns=200, **variant))
    st.events = None
    bot = Rng(seed ^ BOT_SALT)
    d = flow.advance(st)
    assert stale(st) == []
    while d is not None:
        i = bot.below(len(d.options))
        d = flow.choose(st, d.options[i].id, i)
    return st.ply


@pytest.fixture(autouse=True)
def _checked(monkeypatch):
    monkeypatch.setattr(flow, "CHECKED", True)       # on here in any Python (conftest.py: not in Pyodide)


@pytest.mark.parametrize("name,players,variant", CONFIGS, ids=[c[0] for c in CONFIGS])
def test_the_kept_state_equals_its_recomputation_after_every_choice(name, players, variant):
    assert flow.CHECKED
    plies = [play(players, 51_000 + i, **variant) for i in range(GAMES)]
    assert min(plies) > 100


def test_a_stale_dominance_marker_fails_the_check(monkeypatch):
    """Planted: a species arriving on a tile no longer marks it for recomputation."""
    def forgetful(self, h, animal, n):
        if n > 0:
            sp = self.tile_w(h).species
            sp[animal] = sp.get(animal, 0) + n
    monkeypatch.setattr(State, "add_species", forgetful)
    with pytest.raises(AssertionError, match="the dominance marker on .* says"):
        for seed in range(51_000, 51_010):
            play(4, seed)


def test_stale_elements_fail_the_check(monkeypatch):
    """Planted: an animal's sheet changes but its elements are not read again."""
    def forgetful(self, animal, types=None):
        self.animal_w(animal)
        self.dirty.update(h for h, t in self.tiles.items() if animal in t.species)
    monkeypatch.setattr(State, "sheet_changed", forgetful)
    with pytest.raises(AssertionError, match="elements"):
        for seed in range(51_000, 51_010):
            play(4, seed)


def test_the_check_is_off_in_play():
    """Off outside the tests (it doubles a random game's time): the module says so as written."""
    source = Path(flow.__file__).read_text(encoding="utf-8")
    assert re.search(r"^CHECKED = False$", source, re.M)


def test_stale_planning_spaces_fail_the_check(monkeypatch):
    """Planted: a pawn placement takes the wrong space off Planning's empty spaces kept."""
    from bisect import bisect_left

    from ds_widget.engine import phases
    monkeypatch.setattr(phases, "bisect_left", lambda a, x: max(bisect_left(a, x) - 1, 0))
    with pytest.raises(AssertionError, match="empty eyeball spaces kept for Planning"):
        for seed in range(51_000, 51_010):
            play(4, seed)
