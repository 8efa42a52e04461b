"""A verdict only where the reviewer is sure: paired playouts until an interval clears the thresholds.

The coach's analysis (:meth:`ds_widget.bots.coach.CoachBot.analyse`) values each candidate on two
playouts or so: enough to choose a move, far too few to tell a learner that a move lost 7 VP — two
playouts leave a spread of 10-20 VP in a difference, and the best of five such averages is best
partly by luck. So a judgement is not read off the analysis. The option taken meets the
:data:`RIVALS` options the greedy bot ranks first (the coach's shortlist, no chance in it) in a
:class:`Race`: in *rounds*, every one of them played out once per round with the same hidden draws
(bag, deck) and ties broken by the situation (:class:`~ds_widget.bots.greedy.KeyedGreedyBot`), to the
end of the turn (:data:`HORIZON`). What the option taken loses to a rival in a round is the rival's
value minus its own there; the loss is the most it loses to any rival, with a :data:`CONFIDENCE`
interval (Student's t, the rivals' intervals widened to hold together, :meth:`Race.loss`).

Rounds go on while the interval straddles a threshold of :mod:`.verdicts` that decides the word
(:data:`DECIDES`: good or not, mistake or not), and stop when it clears them, when the rounds are
spent (:data:`MAX_ROUNDS`), or when the interval could not clear within them at the rate it
narrows. The verdict is then the band the interval lies in — or *unclear*, not marked, when it
straddles one (:func:`sure_verdict`). A mistake whose interval reaches past the blunder threshold
is still surely a mistake or worse; it is worded by its mean.

Where the spread comes from (measured on game 31 of the issue, docs/benchmarks.md): not the hidden
draws — to the end of the turn, with ties broken alike, the draws change nothing — but the
players' ties: half of the greedy bot's decisions in a playout have two or more options it values
alike, and which one it takes moves a difference by 10-30 VP. That is real doubt about how the turn
goes on, so it is sampled, not fixed: a tie-break fixed once would give the same verdict under every
reviewer seed, but an arbitrary one.

Standard library only, like the bots.
"""
from __future__ import annotations

import math
from functools import cache
from typing import Any

from ..bots.coach import CoachBot, mean
from ..engine.match import Match
from ..engine.rng import Rng
from .verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST, is_mistake, verdict

CONFIDENCE = 0.95
"""the two-sided confidence of the interval a verdict must clear (Student's t on the paired
differences, :func:`interval`; with several rivals each is widened so they hold together,
:meth:`Race.loss`). 95 %, not 90 %: the interval is looked at up to four times (:data:`LOOK_EVERY`),
and a decision called good under one reviewer seed must never be a mistake under another — on the
rounds of game 31 resampled (docs/benchmarks.md) 90 % let that happen, 95 % did not. How often the
review agrees with itself is measured, not assumed: ``benchmarks/review_agreement.py``"""
RIVALS = 3
"""the options raced against the one taken: the first of the coach's candidates (the greedy bot's
ranking, :meth:`~ds_widget.bots.coach.CoachBot.shortlist`: no chance in it, so the same decision
reviewed with other draws races the same options)"""
HORIZON = 600
"""decisions a playout may play after the option: every playout goes to the end of the turn (Reset
included), so two options are compared at the same point of the game — a line cut in the middle of
Execution and one that has been through Extinction and Survival are not comparable"""
MIN_ROUNDS = 4
"""rounds before the interval is looked at (a standard deviation from fewer is a guess)"""
PRIOR_ROUNDS = 1
PRIOR_SPREAD = 3.0
"""the spread (VP) of a difference the interval assumes before it has seen any, weighed as this many
rounds: rounds that happen to agree exactly (a playout's VP come in whole points, and a decision
late in a turn often changes nothing after it) must not make an interval of nothing — four such
rounds still leave about ±2.5 VP, so such a decision is judged good or best, not certain to a
tenth. Larger priors (3 rounds of 10 VP) made most quiet decisions unclear for nothing"""
MAX_ROUNDS = 16
"""rounds at most: the review's budget per decision (one seat of a 4-player game in about a minute
of one core: docs/benchmarks.md)"""
LOOK_EVERY = 4
"""rounds between two looks at the interval (the budget's end is always looked at): each look is one
more chance to be wrong, so it is looked at after rounds 4, 8, 12 and 16 only"""
GIVE_UP_AFTER = 8
"""from this many rounds on, a race whose interval, narrowing as 1/√rounds, would still straddle its
threshold at :data:`MAX_ROUNDS` (by a quarter) stops: unclear, and the budget kept for others"""
DECIDES = (GOOD_AT_MOST, INACCURACY_AT_MOST)
"""the thresholds an interval must clear: whether a decision is marked at all, and whether it is a
mistake (a mistake and a blunder are told apart by the mean: both are surely a mistake or worse)"""


def t_quantile(df: int, confidence: float = CONFIDENCE) -> float:
    """Student's t quantile: the ``t`` with P(|T| < t) = ``confidence`` for ``df`` degrees of
    freedom, found by bisection on the exact distribution (:func:`t_within`)."""
    if df < 1:
        return math.inf
    lo, hi = 0.0, 1.0
    while t_within(hi, df) < confidence:
        lo, hi = hi, hi * 2
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if t_within(mid, df) < confidence else (lo, mid)
    return (lo + hi) / 2


def t_within(t: float, df: int) -> float:
    """P(|T| < ``t``) for Student's t with ``df`` degrees of freedom: the finite series of Abramowitz &
    Stegun 26.7.3-4 (exact for whole degrees of freedom)."""
    theta = math.atan(t / math.sqrt(df))
    c2, s = math.cos(theta) ** 2, math.sin(theta)
    if df % 2:                                    # odd: 2/pi (theta + sin cos (1 + 2/3 cos^2 + ...))
        term, total = 1.0, 1.0 if df > 1 else 0.0
        for k in range(1, (df - 1) // 2):
            term *= c2 * (2 * k) / (2 * k + 1)
            total += term
        return 2 / math.pi * (theta + s * math.cos(theta) * total)
    term, total = 1.0, 1.0                        # even: sin (1 + 1/2 cos^2 + 1.3/2.4 cos^4 + ...)
    for k in range(1, df // 2):
        term *= c2 * (2 * k - 1) / (2 * k)
        total += term
    return s * total


def interval(xs: list[float], confidence: float = CONFIDENCE) -> tuple[float, float, float]:
    """``(mean, low, high)``: the mean of ``xs`` and its ``confidence`` interval. The variance is
    the sample's with :data:`PRIOR_ROUNDS` rounds of spread :data:`PRIOR_SPREAD` added: a few rounds
    that happen to agree (a playout's VP come in whole points, and often the same) must not make an
    interval of nothing."""
    n = len(xs)
    m = mean(xs)
    if n < 2:
        return m, -math.inf, math.inf
    var = (sum((x - m) ** 2 for x in xs) + PRIOR_ROUNDS * PRIOR_SPREAD ** 2) / (n - 1 + PRIOR_ROUNDS)
    half = _t(n - 1, confidence) * math.sqrt(var / n)
    return m, m - half, m + half


@cache
def _t(df: int, confidence: float) -> float:
    return t_quantile(df, confidence)


def sure_verdict(loss: float, low: float, high: float, *, only: bool = False) -> str:
    """The verdict of a decision whose loss (the best rival's value minus the option taken's: below
    0 when the option taken is better) has mean ``loss`` and interval ``low``-``high``; ``only``: the
    option taken is surely more than an inaccuracy better than every rival. "unclear" when the
    interval straddles a threshold that decides the word."""
    sure = (high <= GOOD_AT_MOST or low > INACCURACY_AT_MOST
            or low > GOOD_AT_MOST and high <= INACCURACY_AT_MOST)
    return verdict(max(0.0, loss), only=only) if sure else "unclear"


def agrees(word: str, alone: str) -> bool:
    """Whether the verdict ``alone`` (of one rival's range) says what ``word`` says: as unclear, as an
    inaccuracy, or past the mistake threshold (mistake or blunder: the word between the two comes from
    the mean)."""
    marked = ("mistake", "blunder")
    return alone == word or (word in marked and alone in marked)


def surest(word: str, fit: dict[str, Any]) -> str:
    """Of the rivals whose range (mean, low, high) alone agrees with ``word`` (``fit``, not empty): unclear,
    the range reaching highest; marked, the one surest past its threshold, of those that alone give the very
    word where there are any (a "mistake" alone says nothing of a blunder)."""
    pool = {o: v for o, v in fit.items() if sure_verdict(*v) == word} or fit
    return max(pool, key=lambda o: fit[o][2] if word == "unclear" else fit[o][1])


def futures(seed: int, ply: int, salt: int = 0) -> Rng:
    """The reviewer's draws at decision ``ply`` (its own: never the analysis', never a player's)."""
    return Rng((seed * 1_000_003 + ply * 7_919 + 0xA5A5_5A5A) ^ (salt * 0x9E3779B97F4A7C15))


class Race:
    """``Race(game, taken, rivals, bot)``: the option ``taken`` at ``game``'s pending decision and its
    ``rivals``, played out in paired rounds by ``bot`` (:meth:`CoachBot.paired`). :meth:`run` plays
    rounds until the verdict is sure or the budget is spent; :meth:`result` says what it found."""

    def __init__(self, game: Match, taken: str, rivals: list[str], bot: CoachBot, *, salt: int = 0,
                 max_rounds: int | None = None) -> None:
        self.game = game
        self.taken = taken
        self.rivals = [r for r in dict.fromkeys(rivals) if r != taken]
        self.bot = bot
        self.draws = futures(bot.seed, game.ply, salt)
        self.max_rounds = MAX_ROUNDS if max_rounds is None else max_rounds
        self.lines: dict[str, list[tuple[Any, ...]]] = {o: [] for o in [taken, *self.rivals]}
        self.rounds = 0
        self.dropped: set[str] = set()

    # ------------------------------------------------------------------ playing
    def round(self) -> None:
        """One more round: every option still in the race played once, with the same draws."""
        live = [self.taken] + [r for r in self.rivals if r not in self.dropped]
        got = self.bot.paired(self.game, live, self.draws.next64(), HORIZON)
        for o in live:
            self.lines[o].append(got[o])
        self.rounds += 1
        if self.rounds >= MIN_ROUNDS:
            self._drop_the_beaten()

    def _drop_the_beaten(self) -> None:
        """A rival surely worse than the best rival, or surely more than an inaccuracy worse than the
        option taken (paired over the rounds both played), is not the one the loss is measured
        against: it stops costing playouts."""
        best = self.best_rival()
        if best is None:
            return
        for r in self.rivals:
            if r != best and r not in self.dropped:
                n = len(self.lines[r])
                _, _, high = interval([a[0] - b[0] for a, b in zip(self.lines[r], self.lines[best][:n])])
                if high < 0 or interval(self.differences(r))[2] < -INACCURACY_AT_MOST:
                    self.dropped.add(r)

    def run(self) -> Race:
        """Rounds until :meth:`settled`."""
        while not self.settled():
            self.round()
        return self

    def settled(self) -> bool:
        """No more rounds: the verdict is sure, the budget is spent, or the interval would not clear
        within it at the rate it narrows (half-width ∝ 1/√rounds). Looked at only every
        :data:`LOOK_EVERY` rounds from :data:`MIN_ROUNDS` on: each look is a chance to be wrong."""
        if not self.rivals:
            return True
        if not self.looks():
            return False
        loss, low, high = self.loss()
        if sure_verdict(loss, low, high) != "unclear" or self.rounds >= self.max_rounds:
            return True
        if self.rounds < GIVE_UP_AFTER:
            return False
        half = (high - low) / 2
        gap = min(abs(loss - t) for t in DECIDES if low <= t < high)
        return half * math.sqrt(self.rounds / self.max_rounds) > gap * 1.25

    def looks(self) -> bool:
        """Whether the interval is looked at after this round: when the rounds are spent, and from
        :data:`MIN_ROUNDS` on every :data:`LOOK_EVERY` rounds (the review and the hint alike)."""
        n = self.rounds
        return n >= self.max_rounds or n >= MIN_ROUNDS and not (n - MIN_ROUNDS) % LOOK_EVERY

    # ------------------------------------------------------------------ reading
    def value(self, option: str) -> float:
        return mean(x[0] for x in self.lines[option])

    def live(self) -> list[str]:
        """The rivals still in the race that have played."""
        return [r for r in self.rivals if self.lines[r] and r not in self.dropped]

    def best_rival(self) -> str | None:
        live = self.live()
        return max(live, key=self.value, default=None)

    def differences(self, rival: str) -> list[float]:
        """``rival``'s value minus the option taken's, round by round (the rounds both played)."""
        return [a[0] - b[0] for a, b in zip(self.lines[rival], self.lines[self.taken])]

    def loss(self) -> tuple[float, float, float]:
        """(mean, low, high) of what the option taken loses to the best rival (below 0: it is
        better). The loss is the most any rival still in the race gains over the option taken, so its
        interval is the highest of their intervals' ends, each at the confidence that makes them hold
        together (Bonferroni: ``1 - (1 - CONFIDENCE) / rivals``) — the rival that looks best is partly
        the one whose rounds were luckiest, and its own interval alone would say too much."""
        live = self.live()
        if not live:
            return 0.0, 0.0, 0.0
        level = 1 - (1 - CONFIDENCE) / len(self.rivals)
        spans = [interval(self.differences(r), level) for r in live]
        return max(x[0] for x in spans), max(x[1] for x in spans), max(x[2] for x in spans)

    def against(self, rival: str) -> tuple[float, float, float]:
        """(mean, low, high) of what the option taken loses to ``rival`` alone, at the confidence
        :meth:`loss` holds each rival to — the range the review's "Why?" says of the move it names."""
        return interval(self.differences(rival), 1 - (1 - CONFIDENCE) / max(1, len(self.rivals)))

    def ranges(self) -> dict[str, list[float]]:
        """:meth:`against` for each rival still in the race, rounded as a judgement keeps it."""
        live = self.live()
        return {r: [round(x, 2) for x in self.against(r)] for r in live}

    def only(self) -> bool:
        """Every rival surely more than an inaccuracy worse than the option taken."""
        level = 1 - (1 - CONFIDENCE) / max(1, len(self.rivals))
        return bool(self.rivals) and all(
            interval(self.differences(r), level)[2] < -INACCURACY_AT_MOST for r in self.rivals)

    def measured(self) -> tuple[str | None, float]:
        """The rival a verdict is measured against, and the mean of what the option taken loses to it: the
        best rival on average — except for a mark that this rival's range alone would not give (the loss's
        interval takes each end from the rival that reaches furthest, so a mark can rest on another
        rival's range): then the rival whose range is surest past the threshold (:func:`surest`), so the
        mark, its size, the move the board calls better and the range the ledger says all speak of one
        comparison (the thirty-fourth readers, R4: a blunder of 21 VP against one move, sure only against
        another)."""
        loss, low, high = self.loss()
        best = self.best_rival()
        word = sure_verdict(loss, low, high)
        if best is None or not is_mistake(word):
            return best, loss
        ranges = {r: self.against(r) for r in self.live()}
        fit = {r: v for r, v in ranges.items() if agrees(word, sure_verdict(*v))}
        if best in fit or not fit:
            return best, loss
        rival = surest(word, fit)
        return rival, ranges[rival][0]

    def verdict(self) -> str:
        """:func:`sure_verdict` of :meth:`loss`, a mark worded by the mean against the rival it is measured
        against (:meth:`measured`: mistake or blunder by that mean, as sure as the interval)."""
        loss, low, high = self.loss()
        word = sure_verdict(loss, low, high, only=self.only())
        if is_mistake(word):
            word = verdict(max(0.0, self.measured()[1]))
        return word

    def playouts(self) -> int:
        return sum(len(v) for v in self.lines.values())

    def averaged(self, option: str) -> dict[str, Any]:
        """``option``'s value, outlook and terms averaged over its rounds, and how many."""
        ls = self.lines[option]
        keys = dict.fromkeys(k for x in ls for k in x[6])      # a tile may score in some rounds only
        return {"value": mean(x[0] for x in ls), "outlook": mean(x[3] for x in ls), "n": len(ls),
                "terms": {k: mean(x[6].get(k, 0) for x in ls) for k in keys}, "cut": ls[0][5]}


def settle(game: Match, first: str, second: str, bot: CoachBot, rounds: int) -> dict[str, Any]:
    """Is ``first`` surely better than ``second`` at ``game``'s pending decision? The hint's question
    (the coach's choice against the next best), asked as the review asks its own: paired rounds
    (:class:`Race`), the :data:`CONFIDENCE` interval of what ``first`` gains over ``second`` looked at
    when the review looks at its own (after rounds 4, 8, 12 and 16: :data:`LOOK_EVERY`), until it
    leaves 0 or ``rounds`` are played. Counted, not timed: the same position gives the same hint on
    any machine, busy or idle, in the kernel or in the site's Python — a class asking for a hint on
    the teacher's position reads what the teacher reads. ``gap`` (its mean), ``low``, ``high``,
    ``rounds``: the hint says the two are about equal when ``low`` is not above 0; ``first``,
    ``second``: each option's value and terms averaged over the rounds (:meth:`Race.averaged`), where
    the hint says how the two differ."""
    race = Race(game, first, [second], bot, salt=2, max_rounds=rounds)
    while True:
        race.round()
        if race.looks():
            loss, low, high = race.loss()
            if high < 0 or low > 0 or race.rounds >= race.max_rounds:
                break
    return {"gap": round(-loss, 3), "low": round(-high, 3), "high": round(-low, 3), "rounds": race.rounds,
            "first": brief(race.averaged(first)), "second": brief(race.averaged(second))}


HINT_ROUNDS = MAX_ROUNDS
"""the hint's longer test: at most this many paired rounds of the coach's choice and the next best
(:func:`settle`), as many as the review plays a decision. The hint reads no clock (the coach's own
analysis is bounded by counted work, :attr:`CoachBot.WORK`): the same position and seed give the same
hint on a busy kernel, an idle one and the site's Python (``benchmarks/bench_hint.py`` times it)"""


def hint_analysis(game: Match, seed: int) -> dict[str, Any] | None:
    """What the Hint button computes at ``game``'s pending decision, no words in it: the coach's
    analysis (:meth:`CoachBot.analyse`, seeded with ``seed``) and whether its choice is surely better
    than the next best (``sure``, :func:`settle`); None with no decision pending."""
    if game.pending is None:
        return None
    coach = CoachBot(seed)
    ranked = coach.analyse(game)
    sure = None
    if len(ranked) > 1 and ranked[0]["value"] > ranked[1]["value"]:
        sure = settle(game, ranked[0]["option"], ranked[1]["option"], coach, HINT_ROUNDS)
    return {"seed": seed, "ply": game.ply, "ranked": ranked, "sure": sure}


def brief(averaged: dict[str, Any]) -> dict[str, Any]:
    """:meth:`Race.averaged` as a hint keeps it (it goes to the page): its figures to a thousandth."""
    return dict(averaged, value=round(averaged["value"], 3), outlook=round(averaged["outlook"], 3),
                terms={k: round(v, 3) for k, v in averaged["terms"].items()})
