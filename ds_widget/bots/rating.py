"""Elo-style ratings of bot levels from multi-player games, with 95 % bootstrap intervals.

The method, in plain words:

1. **Pairwise results from multi-player games.** Each game is cut into every pair of seats that
   hold *different* levels. In a pair, the seat with more victory points wins (1 point), equal
   scores are a draw (half a point each), fewer points lose (0). A 4-player game thus gives up to
   six two-player results. Two seats of the *same* level are skipped: they say nothing about how
   that level compares with another.
2. **One rating per level (Bradley–Terry on the Elo scale).** The ratings are the ones that make
   those pairwise results most likely under the Elo formula
   ``P(a beats b) = 1 / (1 + 10 ** ((Rb - Ra) / 400))``, a draw counting as half a win for each
   side (maximum likelihood, solved by Newton's method to a tight tolerance; no randomness).
3. **A weak prior.** Each level also plays one virtual draw against a virtual opponent of fixed
   rating. Without it, a level that won (or lost) every pair would be pushed to an infinite
   rating; with it, that level gets a large but finite one. One game's worth of evidence is
   negligible once a level has played a few dozen pairs.
4. **An anchor.** Only rating *differences* mean anything, so all ratings are shifted together
   until the anchor level sits at ``anchor_rating`` (by default the lowest-rated level, at 1000).
5. **95 % intervals by bootstrap.** The games are drawn again with replacement, as many as there
   were, and the ratings fitted again, a few hundred times; ``low`` and ``high`` are the 2.5 % and
   97.5 % percentiles of a level's refitted rating. Whole *games* are resampled, not pairs: the
   pairs of one game share the same dice, board and opponents, so they are not independent, and
   resampling them one by one would make the intervals too narrow. The anchor is the same level in
   every resample, so an interval says how well a level is placed *relative to the anchor* (the
   anchor's own interval is a single point).

    >>> games = [[("greedy", 30), ("random", 12), ("random", 18)],
    ...          [("greedy", 25), ("random", 25)], [("random", 20), ("greedy", 22)]]
    >>> {name: round(r) for name, r in fit(games).items()}      # greedy won 3.5 of 4 pairs
    {'greedy': 1273, 'random': 1000}
    >>> [(row["name"], row["rating"], row["games"]) for row in ratings(games, boots=20)]
    [('random', 1000.0, 3), ('greedy', 1273.3, 3)]
"""
from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Iterator, Sequence
from typing import TypedDict

from ..engine.errors import SetupError, brief

#: rating points per unit of natural-log strength: ``P(a beats b) = 1 / (1 + exp(θb - θa))``
ELO_SCALE = 400 / math.log(10)
#: virtual draws of each level against the virtual opponent (the weak prior)
PRIOR_GAMES = 1.0
MAX_BOOTS = 100_000
#: draws of a bootstrap resample that may be thrown away (see :func:`ratings`) before giving up
MAX_REDRAWS = 1000
#: Newton's method stops when no strength moves by more than this (natural-log units; ~4e-9 Elo)
TOLERANCE = 1e-11
MAX_NEWTON_STEPS = 200
#: the rating the anchor level gets (by default the lowest-rated level): the ladder's zero point
ANCHOR_RATING = 1000.0

Game = list[tuple[str, float]]
#: ``(a, b) -> (a's points, number of pairs)`` with ``a < b``, for one game or many
Tally = dict[tuple[str, str], tuple[float, float]]


class Rating(TypedDict):
    """One row of :func:`ratings`: ``low``/``high`` are ``None`` when ``boots == 0``."""

    name: str
    rating: float
    low: float | None
    high: float | None
    games: int


# ---- input ---------------------------------------------------------------------------------------

def _checked(games: object) -> list[Game]:
    """The games as lists of ``(name, score)``, or :class:`SetupError` naming what is wrong."""
    if isinstance(games, (str, bytes)) or not isinstance(games, Sequence) or not games:
        raise SetupError(f"ratings need a non-empty list of games, got {brief(games)}")
    out: list[Game] = []
    for g, game in enumerate(games):
        if isinstance(game, (str, bytes)) or not isinstance(game, Sequence) or len(game) < 2:
            raise SetupError(f"game {g} must list at least 2 seats as (level, score), got {brief(game)}")
        seats: Game = []
        for seat in game:
            if isinstance(seat, (str, bytes)) or not isinstance(seat, Sequence) or len(seat) != 2:
                raise SetupError(f"game {g}: a seat must be a (level, score) pair, got {brief(seat)}")
            name, score = seat
            if not isinstance(name, str) or not name:
                raise SetupError(f"game {g}: a level must be a non-empty name, got {brief(name)}")
            if isinstance(score, bool) or not isinstance(score, (int, float)) or not math.isfinite(score):
                raise SetupError(f"game {g}: the score of {name!r} must be a finite number, got {brief(score)}")
            seats.append((name, float(score)))
        out.append(seats)
    return out


def _seat_pairs(game: Game) -> Iterator[tuple[str, str, float]]:
    """``(a, b, a's result)`` with ``a < b`` for every pair of seats holding different levels."""
    for i, (a, sa) in enumerate(game):
        for b, sb in game[i + 1:]:
            if a == b:
                continue                                   # same level: says nothing, skipped
            result = 1.0 if sa > sb else 0.5 if sa == sb else 0.0
            yield (a, b, result) if a < b else (b, a, 1.0 - result)


def _tally(game: Game) -> Tally:
    out: dict[tuple[str, str], tuple[float, float]] = {}
    for a, b, result in _seat_pairs(game):
        points, n = out.get((a, b), (0.0, 0.0))
        out[(a, b)] = (points + result, n + 1.0)
    return out


def _groups(levels: set[str], tally: Tally) -> list[list[str]]:
    """The levels split into groups that are linked by pairwise results (connected components)."""
    parent = {name: name for name in levels}

    def root(x: str) -> str:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in tally:
        parent[root(a)] = root(b)
    groups: dict[str, list[str]] = {}
    for name in sorted(levels):
        groups.setdefault(root(name), []).append(name)
    return sorted(groups.values())


def pairwise(games: Sequence[Sequence[tuple[str, float]]]) -> dict[tuple[str, str], list[float]]:
    """Pairwise results from multi-player games.

    Keys are pairs of levels ``(a, b)`` with ``a < b`` (string order); the value lists ``a``'s
    result against ``b`` — 1 win, 0.5 draw (equal score), 0 loss — for every pair of seats holding
    those two levels, game after game. Seats of the same level are not paired.

    >>> pairwise([[("b", 3), ("a", 5), ("a", 3)]])
    {('a', 'b'): [1.0, 0.5]}
    """
    out: dict[tuple[str, str], list[float]] = {}
    for game in _checked(games):
        for a, b, result in _seat_pairs(game):
            out.setdefault((a, b), []).append(result)
    return out


# ---- the fit -------------------------------------------------------------------------------------

def _sigmoid(x: float) -> float:
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def _log_sigmoid(x: float) -> float:
    return -math.log1p(math.exp(-x)) if x >= 0 else x - math.log1p(math.exp(x))


Pairs = list[tuple[int, int, float, float]]          # (i, j, i's points, pairs) by level index


def _log_likelihood(theta: list[float], pairs: Pairs) -> float:
    total = sum(w * _log_sigmoid(theta[i] - theta[j]) + (n - w) * _log_sigmoid(theta[j] - theta[i])
                for i, j, w, n in pairs)
    # the prior: PRIOR_GAMES draws of each level against a virtual opponent of strength 0
    return total + sum(PRIOR_GAMES * 0.5 * (_log_sigmoid(t) + _log_sigmoid(-t)) for t in theta)


def _gradient_and_curvature(theta: list[float], pairs: Pairs) -> tuple[list[float], list[list[float]]]:
    """The log-likelihood's gradient and its negated Hessian (positive definite: the prior's part
    alone is a positive diagonal)."""
    k = len(theta)
    grad = [PRIOR_GAMES * (0.5 - _sigmoid(t)) for t in theta]
    curv = [[0.0] * k for _ in range(k)]
    for i, t in enumerate(theta):
        p = _sigmoid(t)
        curv[i][i] = PRIOR_GAMES * p * (1.0 - p)
    for i, j, w, n in pairs:
        p = _sigmoid(theta[i] - theta[j])
        grad[i] += w - n * p
        grad[j] -= w - n * p
        h = n * p * (1.0 - p)
        curv[i][i] += h
        curv[j][j] += h
        curv[i][j] -= h
        curv[j][i] -= h
    return grad, curv


def _solve(matrix: list[list[float]], rhs: list[float]) -> list[float]:
    """``x`` with ``matrix @ x == rhs`` for a symmetric positive definite matrix (Cholesky)."""
    k = len(rhs)
    low = [[0.0] * k for _ in range(k)]
    for i in range(k):
        for j in range(i + 1):
            s = matrix[i][j] - sum(low[i][m] * low[j][m] for m in range(j))
            low[i][j] = math.sqrt(s) if i == j else s / low[j][j]
    y = [0.0] * k
    for i in range(k):
        y[i] = (rhs[i] - sum(low[i][m] * y[m] for m in range(i))) / low[i][i]
    x = [0.0] * k
    for i in reversed(range(k)):
        x[i] = (y[i] - sum(low[m][i] * x[m] for m in range(i + 1, k))) / low[i][i]
    return x


def _strengths(k: int, pairs: Pairs) -> list[float]:
    """Maximum-likelihood strengths (natural-log scale) by Newton's method with step halving: the
    log-likelihood is strictly concave, so this converges from any start, here all zeros."""
    theta = [0.0] * k
    for _ in range(MAX_NEWTON_STEPS):
        grad, curv = _gradient_and_curvature(theta, pairs)
        step = _solve(curv, grad)
        if max(abs(s) for s in step) < TOLERANCE:
            return theta
        t = 1.0
        if max(abs(s) for s in step) > 1e-3:          # far from the top: halve until it climbs
            here, slope = _log_likelihood(theta, pairs), sum(g * s for g, s in zip(grad, step))
            while t > 1e-9 and _log_likelihood([x + t * s for x, s in zip(theta, step)], pairs) \
                    < here + 1e-4 * t * slope:
                t /= 2
        theta = [x + t * s for x, s in zip(theta, step)]
    raise RuntimeError("the rating fit did not converge")   # not seen: a bug if it is


def _fit_tally(levels: list[str], tally: Tally, anchor: str | None, anchor_rating: float) -> dict[str, float]:
    """Ratings by level name, ``anchor`` (default: the lowest, first by name) at ``anchor_rating``."""
    index = {name: i for i, name in enumerate(levels)}
    pairs = [(index[a], index[b], w, n) for (a, b), (w, n) in sorted(tally.items())]
    raw = dict(zip(levels, (ELO_SCALE * t for t in _strengths(len(levels), pairs))))
    if anchor is None:
        anchor = min(levels, key=lambda name: (raw[name], name))
    shift = anchor_rating - raw[anchor]
    return {name: anchor_rating if name == anchor else raw[name] + shift for name in levels}


def _add(total: dict[tuple[str, str], list[float]], tally: Tally, times: int = 1) -> None:
    for key, (w, n) in tally.items():
        acc = total.setdefault(key, [0.0, 0.0])
        acc[0] += times * w
        acc[1] += times * n


def _prepared(games: object, anchor: object, anchor_rating: object) -> tuple[list[Game], list[str], Tally]:
    """Checked games, their levels (sorted) and their summed pairwise results."""
    checked = _checked(games)
    levels = sorted({name for game in checked for name, _ in game})
    total: dict[tuple[str, str], list[float]] = {}
    for game in checked:
        _add(total, _tally(game))
    tally = {key: (w, n) for key, (w, n) in total.items()}
    groups = _groups(set(levels), tally)
    if len(groups) > 1:
        raise SetupError("the levels fall into groups that never met, so their ratings cannot be "
                         f"compared: {'; '.join(', '.join(g) for g in groups)}")
    if anchor is not None and anchor not in levels:
        raise SetupError(f"the anchor must be one of the levels {', '.join(levels)}, got {brief(anchor)}")
    if (isinstance(anchor_rating, bool) or not isinstance(anchor_rating, (int, float))
            or not math.isfinite(anchor_rating)):
        raise SetupError(f"anchor_rating must be a finite number, got {brief(anchor_rating)}")
    return checked, levels, tally


def fit(games: Sequence[Sequence[tuple[str, float]]], anchor: str | None = None,
        anchor_rating: float = ANCHOR_RATING) -> dict[str, float]:
    """Bradley–Terry ratings on the Elo scale from the games' pairwise results (module docstring),
    one per level, by level name. ``anchor`` gets exactly ``anchor_rating``; by default the
    lowest-rated level is the anchor (the first by name if several tie)."""
    _, levels, tally = _prepared(games, anchor, anchor_rating)
    return _fit_tally(levels, tally, anchor, float(anchor_rating))


# ---- intervals -----------------------------------------------------------------------------------

def _percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) of sorted ``values``, interpolating linearly between ranks."""
    at = q * (len(values) - 1)
    lo = math.floor(at)
    hi = min(lo + 1, len(values) - 1)
    return values[lo] + (at - lo) * (values[hi] - values[lo])


def _resample(tallies: list[Tally], levels: list[str], rng: random.Random) -> Tally:
    """The summed results of as many games drawn with replacement as there are, redrawn while a
    level is missing or the levels split into groups that never met."""
    m = len(tallies)
    for _ in range(MAX_REDRAWS):
        total: dict[tuple[str, str], list[float]] = {}
        for g, times in sorted(Counter(rng.randrange(m) for _ in range(m)).items()):
            _add(total, tallies[g], times)
        tally = {key: (w, n) for key, (w, n) in total.items()}
        if len(levels) == 1 or {name for key in tally for name in key} == set(levels) \
                and len(_groups(set(levels), tally)) == 1:
            return tally
    raise SetupError("too few games to bootstrap: resampled games keep leaving a level out or its "
                     "levels apart; play more games or pass boots=0 for ratings without intervals")


def ratings(games: Sequence[Sequence[tuple[str, float]]], *, boots: int = 200, seed: int = 0,
            anchor: str | None = None, anchor_rating: float = ANCHOR_RATING) -> list[Rating]:
    """One row per level, lowest rating first: ``name``, ``rating`` (:func:`fit`), the 95 % interval
    ``low``..``high`` from ``boots`` bootstrap resamples of whole games (module docstring; ``None``
    when ``boots`` is 0) and ``games``, the number of games the level sat in. The same ``seed``
    gives the same rows.

    A resample in which a level does not appear, or whose levels fall into groups that never met,
    cannot place every level, so it is drawn again (from the same generator, so still
    deterministic); the intervals are thus conditional on every level being compared.
    """
    if isinstance(boots, bool) or not isinstance(boots, int) or not 0 <= boots <= MAX_BOOTS:
        raise SetupError(f"boots must be a whole number from 0 to {MAX_BOOTS}, got {brief(boots)}")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed must be a whole number, got {brief(seed)}")
    checked, levels, tally = _prepared(games, anchor, anchor_rating)
    point = _fit_tally(levels, tally, anchor, float(anchor_rating))
    anchor = anchor if anchor is not None else min(levels, key=lambda name: (point[name], name))
    rng = random.Random(seed)
    tallies = [_tally(game) for game in checked]
    samples: dict[str, list[float]] = {name: [] for name in levels}
    for _ in range(boots):
        refit = _fit_tally(levels, _resample(tallies, levels, rng), anchor, float(anchor_rating))
        for name in levels:
            samples[name].append(refit[name])
    played = Counter(name for game in checked for name in {seat for seat, _ in game})
    rows: list[Rating] = []
    for name in sorted(levels, key=lambda name: (point[name], name)):
        values = sorted(samples[name])
        rows.append({"name": name, "rating": round(point[name], 1),
                     "low": round(_percentile(values, 0.025), 1) if values else None,
                     "high": round(_percentile(values, 0.975), 1) if values else None,
                     "games": played[name]})
    return rows
