"""How much a decision lost, in one word: the verdict scale and its thresholds.

A decision's *loss* is what the reviewer's value of the option taken falls short of the value of
the option it would choose (as the coach chooses), from the same position with the same playouts
(:mod:`.judge`), in VP: the outlook (VP plus what the final scoring would give for the earth at
the end of the turn) against the best other animal, with the coach's small board tie-breakers.
The thresholds come from data — the losses of random, greedy and coach players over many reviewed
games (``benchmarks/review_thresholds.py``, the table and the reasoning in docs/benchmarks.md).
"""
from __future__ import annotations

#: the verdicts, best first; "only" is a best move that every other option would have made a mistake;
#: "unclear" (last: it is off the scale) is a decision the reviewer could not judge surely within its
#: budget — its loss's interval straddles a threshold (:mod:`.sure`) — and is not marked
VERDICTS = ("only", "best", "good", "inaccuracy", "mistake", "blunder", "unclear")
#: the letter beside a verdict's colour (never colour alone), language-neutral like chess's ?! ? ??
MARKS = {"only": "!", "best": "\u2713", "good": "\u00b7", "inaccuracy": "?!", "mistake": "?", "blunder": "??",
         "unclear": "~"}

BEST_AT_MOST = 0.05
"""a loss this small is the best move (values are averages of playouts: rounding, not judgement)"""
# The coach's own decisions, reviewed with other draws than it played with, show the playouts'
# noise: 80 % of them lose at most 1.6 VP, 90 % at most 6.1, 95 % at most 10.1 (50 games, 3,813
# decisions, the coach that keeps the greedy bot's choice; docs/benchmarks.md, "The game review").
# The thresholds are those percentiles to the whole VP: per 100 decisions the coach gets 8
# inaccuracies, 5 mistakes and 5 blunders, the greedy bot 10, 8 and 9, the random bot 13, 11 and 15.
GOOD_AT_MOST = 2.0
"""the coach's own decisions lose at most this much 80 % of the time: noise, not a worse move"""
INACCURACY_AT_MOST = 6.0
"""... 90 % of the time"""
MISTAKE_AT_MOST = 10.0
"""... 95 % of the time; above this a decision is a blunder"""


def verdict(loss: float, *, only: bool = False) -> str:
    """The verdict of a decision that lost ``loss`` VP; ``only``: every other option the reviewer
    tried would have lost more than :data:`INACCURACY_AT_MOST` (a best move that had to be found)."""
    if loss <= BEST_AT_MOST:
        return "only" if only else "best"
    if loss <= GOOD_AT_MOST:
        return "good"
    if loss <= INACCURACY_AT_MOST:
        return "inaccuracy"
    if loss <= MISTAKE_AT_MOST:
        return "mistake"
    return "blunder"


def is_mistake(v: str) -> bool:
    """The verdicts a learner is walked through (Next mistake) and that become practice."""
    return v in ("inaccuracy", "mistake", "blunder")


def worse_than(v: str, than: str) -> bool:
    """``v`` is a worse verdict than ``than`` ("only" and "best" are equal; "unclear" is worse than
    nothing and better than nothing: it is no verdict)."""
    rank = {"only": 0, "best": 0, "good": 1, "inaccuracy": 2, "mistake": 3, "blunder": 4}
    return v in rank and than in rank and rank[v] > rank[than]
