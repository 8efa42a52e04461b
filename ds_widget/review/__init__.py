"""The game review: the coach looks back over a player's decisions, grades each by the VP it lost
against the best option, and says why (:mod:`.judge`, :mod:`.verdicts`, :mod:`.words`)."""
from .judge import REVIEWER, Review, ReviewError, judge, review_game
from .verdicts import MARKS, VERDICTS, is_mistake, verdict
from .words import compare, reason

__all__ = ["MARKS", "REVIEWER", "VERDICTS", "Review", "ReviewError", "compare", "is_mistake", "judge",
           "reason", "review_game", "verdict"]
