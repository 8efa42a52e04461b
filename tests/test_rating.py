"""Elo-style ratings from multi-player games (ds_widget/bots/rating.py): the pairwise results, the fit
recovering known ratings from simulated 4-player games with intervals that cover them, symmetry,
anchoring, finite ratings for a level that always won, bad input refused, the same seed the same rows."""
from __future__ import annotations

import doctest
import math
import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ds_widget.bots import rating
from ds_widget.bots.rating import fit, pairwise, ratings
from ds_widget.engine.errors import SetupError

TRUE = {"a": 1000.0, "b": 1150.0, "c": 1300.0, "d": 1500.0}


def simulate(truth: dict[str, float], games: int, seed: int, seats: int = 4) -> list[list[tuple[str, float]]]:
    """Mixed seatings (a level may take several seats); score = strength + Gumbel noise with strength
    R·ln(10)/400, so any two seats' order follows the Elo formula exactly (Plackett–Luce)."""
    rng = random.Random(seed)
    names = sorted(truth)
    out = []
    for _ in range(games):
        game = []
        for name in (rng.choice(names) for _ in range(seats)):
            gumbel = -math.log(-math.log(1.0 - rng.random() * (1 - 1e-12)))
            game.append((name, truth[name] * math.log(10) / 400 + gumbel))
        out.append(game)
    return out


def elo(ra: float, rb: float) -> float:
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def test_the_module_examples_hold():
    assert doctest.testmod(rating, optionflags=doctest.ELLIPSIS).failed == 0


def test_pairwise_results_skip_same_level_seats_and_count_draws_as_half():
    game = [("b", 3), ("a", 5), ("a", 3), ("c", 9)]
    assert pairwise([game]) == {("a", "b"): [1.0, 0.5], ("b", "c"): [0.0], ("a", "c"): [0.0, 0.0]}
    assert pairwise([[("x", 2), ("y", 2)], [("y", 1), ("x", 0)]]) == {("x", "y"): [0.5, 0.0]}


def test_simulated_games_give_back_the_true_ratings_inside_their_intervals():
    rows = ratings(simulate(TRUE, 3000, seed=7), boots=40, seed=1, anchor="a")
    assert [row["name"] for row in rows] == ["a", "b", "c", "d"]
    for row in rows:
        assert abs(row["rating"] - TRUE[row["name"]]) < 40, rows
        assert row["low"] <= TRUE[row["name"]] <= row["high"], rows
        assert row["games"] > 1500
    assert rows[0]["low"] == rows[0]["high"] == 1000.0          # the anchor's interval is a point
    assert all(row["high"] - row["low"] > 10 for row in rows[1:])


def test_the_elo_scale():
    # a beats b in 3 pairs of 4: the ratings differ by 400·log10(3) (the prior's pull is tiny)
    games = [[("a", 1), ("b", 0)]] * 3000 + [[("a", 0), ("b", 1)]] * 1000
    r = fit(games)
    assert r["a"] - r["b"] == pytest.approx(400 * math.log10(3), abs=0.5)
    assert elo(r["a"], r["b"]) == pytest.approx(0.75, abs=1e-3)
    # two wins and two draws of four: three quarters of the points, the same difference
    drawn = [[("a", 1), ("b", 0)]] * 2000 + [[("a", 5), ("b", 5)]] * 2000
    assert fit(drawn)["a"] - fit(drawn)["b"] == pytest.approx(400 * math.log10(3), abs=0.5)


def test_only_draws_give_equal_ratings():
    assert fit([[("a", 2), ("b", 2), ("c", 2)]] * 5) == {"a": 1000.0, "b": 1000.0, "c": 1000.0}


def test_the_fit_is_where_the_likelihood_is_flat():
    """At the fit, each level's expected points equal its points (plus the prior's virtual draw)."""
    games = simulate(TRUE, 200, seed=3)
    r = fit(games)
    # the virtual opponent sits where the prior's pull on all levels together balances; find it from a
    theta = {name: (value - r["a"]) / rating.ELO_SCALE for name, value in r.items()}
    lo, hi = -20.0, 20.0
    results = pairwise(games)
    def excess(name: str, shift: float) -> float:
        out = 0.5 - 1 / (1 + math.exp(-(theta[name] + shift)))
        for (x, y), res in results.items():
            if name in (x, y):
                p = 1 / (1 + math.exp(theta[y] - theta[x]))
                out += sum(res) - len(res) * p if name == x else len(res) * p - sum(res)
        return out
    for _ in range(200):                                   # bisection on the total (decreasing in shift)
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if sum(excess(n, mid) for n in theta) > 0 else (lo, mid)
    assert all(abs(excess(name, lo)) < 1e-6 for name in theta)


SMALL_GAMES = st.lists(st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 4)), min_size=2, max_size=4),
                       min_size=1, max_size=12)


@settings(max_examples=40, deadline=None)
@given(SMALL_GAMES)
def test_swapping_names_swaps_ratings(games):
    games = [[("a", 3), ("b", 1), ("c", 2)], *games]          # every level met
    swap = {"a": "b", "b": "a", "c": "c"}
    mirrored = [[(swap[name], score) for name, score in game] for game in games]
    r, m = fit(games, anchor="c"), fit(mirrored, anchor="c")
    assert all(m[swap[name]] == pytest.approx(value, abs=1e-6) for name, value in r.items())


@settings(max_examples=40, deadline=None)
@given(SMALL_GAMES, st.sampled_from("abc"), st.floats(-5000, 5000))
def test_anchoring_moves_every_rating_together(games, anchor, at):
    games = [[("a", 3), ("b", 1), ("c", 2)], *games]
    default, anchored = fit(games), fit(games, anchor=anchor, anchor_rating=at)
    assert min(default.values()) == pytest.approx(1000.0, abs=1e-9)   # ties: equal up to rounding
    assert anchored[anchor] == at
    shift = at - default[anchor]
    assert all(anchored[name] == pytest.approx(default[name] + shift, abs=1e-6) for name in default)


def test_ratings_rows_follow_the_anchor():
    games = simulate(TRUE, 100, seed=5)
    rows = ratings(games, boots=10, anchor="c")
    assert [row["rating"] for row in rows] == sorted(row["rating"] for row in rows)
    (row,) = [row for row in rows if row["name"] == "c"]
    assert row["rating"] == row["low"] == row["high"] == 1000.0
    assert all(row["low"] is None and row["high"] is None for row in ratings(games, boots=0))


def test_a_level_that_won_or_lost_every_pair_gets_a_finite_rating():
    games = [[("top", 9), ("mid", 5), ("low", 1)], [("mid", 4), ("top", 8)], [("low", 2), ("mid", 3)],
             [("top", 7), ("low", 0), ("low", 1)]]
    r = fit(games)
    assert all(math.isfinite(v) for v in r.values())
    assert r["low"] == 1000.0 < r["mid"] < r["top"] < 2000.0
    one = fit([[("a", 1), ("b", 0)]])
    assert 1000.0 < one["a"] < 1400.0
    rows = ratings([[("a", 1), ("b", 0)]] * 20, boots=20)
    assert all(math.isfinite(x) for row in rows for x in (row["rating"], row["low"], row["high"]))


OK = [("a", 1), ("b", 2)]


@pytest.mark.parametrize(("games", "kwargs", "words"), [
    ([], {}, "non-empty list of games"),
    ("ab", {}, "non-empty list of games"),
    (None, {}, "non-empty list of games"),
    ([[("a", 1)]], {}, "at least 2 seats"),
    ([OK, [("a", 1)]], {}, "game 1 must list at least 2 seats"),
    ([[("a", "7"), ("b", 2)]], {}, "finite number"),
    ([[("a", None), ("b", 2)]], {}, "finite number"),
    ([[("a", True), ("b", 2)]], {}, "finite number"),
    ([[("a", math.nan), ("b", 2)]], {}, "finite number"),
    ([[("a", 1, 2), ("b", 2)]], {}, "(level, score) pair"),
    ([[(3, 1), ("b", 2)]], {}, "non-empty name"),
    ([OK, [("c", 1), ("d", 2)]], {}, "never met, so their ratings cannot be compared: a, b; c, d"),
    ([OK, [("c", 1), ("c", 2)]], {}, "never met"),
    ([OK], {"anchor": "z"}, "anchor must be one of the levels a, b"),
    ([OK], {"anchor_rating": math.inf}, "anchor_rating"),
    ([OK], {"boots": -1}, "boots must be a whole number from 0 to 100000"),
    ([OK], {"boots": 100_001}, "boots"),
    ([OK], {"boots": 2.0}, "boots"),
    ([OK], {"seed": "x"}, "seed"),
])
def test_bad_input_is_refused(games, kwargs, words):
    with pytest.raises(SetupError, match=re.escape(words)):
        ratings(games, **kwargs)
    if not {"boots", "seed"} & set(kwargs):
        with pytest.raises(SetupError):
            fit(games, **kwargs)


def test_too_few_games_to_bootstrap_is_refused_not_looped_on():
    chain = [[("a", 1), ("b", 0)], [("b", 1), ("c", 0)]]      # half of all resamples leave a level out
    assert len(ratings(chain, boots=50)) == 3
    sparse = [[(f"l{i}", 1), (f"l{i + 1}", 0)] for i in range(20)]
    with pytest.raises(SetupError, match="too few games to bootstrap"):
        ratings(sparse, boots=1)


def test_the_same_seed_gives_the_same_rows():
    games = simulate(TRUE, 150, seed=11)
    assert ratings(games, boots=15, seed=4) == ratings(games, boots=15, seed=4)
    assert ratings(games, boots=15, seed=4) != ratings(games, boots=15, seed=5)
    assert fit(games) == fit(list(games))
