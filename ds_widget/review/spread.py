"""How sure a verdict is, in words: the range the trial games put the move played in.

A reader of the review saw "unclear" beside a gap of 15.5 VP and a sure "blunder" beside a smaller
one from fewer trial games (the thirteenth reading) and could not tell why. The reason is the
interval of :mod:`.sure`: a verdict is given where the whole range of what the move played lost,
at :data:`.sure.CONFIDENCE`, lies inside one verdict's band, and none where it straddles a
threshold. The "Why?" ledger says that range against the move it names (the fourteenth readers: a
range against "the best other move", another than the one the lead names, read as a contradiction)
and which side of the threshold it lies on — against that move where it alone gives the verdict's
conclusion, else against the best of the moves tried (the interval the verdict was taken from), so the
line never argues against its own mark; rounded as every VP in the review is.
"""
from __future__ import annotations

import math
from typing import Any

from ..bots.coach import number
from ..explain import msg
from .lead import to_half
from .sure import CONFIDENCE, sure_verdict
from .verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST, MISTAKE_AT_MOST

#: the verdicts whose interval the ledger says: the marked ones, and the one that is not marked
SAID = ("inaccuracy", "mistake", "blunder", "unclear")


def agrees(verdict: str, alone: str) -> bool:
    """Whether the verdict ``alone`` (of the rival the ledger names) says what ``verdict`` says: as
    unclear, as an inaccuracy, or past the mistake threshold (mistake or blunder: the word between
    the two comes from the mean)."""
    marked = ("mistake", "blunder")
    return alone == verdict or (verdict in marked and alone in marked)


def spread_lines(judgement: dict[str, Any], lang: str) -> list[tuple[str, int]]:
    """The ledger's line on how sure the verdict is (none for a good or best move): how far behind the
    rival the ledger names (``versus``) — or, where that rival alone would not give the verdict, the
    best of the moves tried (``interval``) —, or from how far ahead to how far behind, the trial games
    put the move played, and that this range lies past a verdict's threshold (marked) or across one
    (unclear)."""
    verdict, versus, span = judgement.get("verdict"), judgement.get("versus"), judgement.get("interval")
    if verdict not in SAID:
        return []
    if versus and all(map(math.isfinite, versus)) and agrees(verdict, sure_verdict(*versus)):
        against, (low, high) = "named", versus[1:]
    elif span and all(map(math.isfinite, span)):     # the verdict comes from another rival: said of them all
        against, (low, high) = "any", span
    else:
        return []
    fields = {"low": number(to_half(low), lang), "high": number(to_half(high), lang),
              "confidence": number(round(CONFIDENCE * 100), lang),
              "them": msg("review.spread_against", lang, against=against)}
    if verdict == "unclear":
        side = "better" if low < 0 and to_half(low) > 0 else "worse"
        return [(msg("review.ledger_spread_unclear", lang, side=side, **fields), 0)]
    limit, upto = (GOOD_AT_MOST, INACCURACY_AT_MOST) if verdict == "inaccuracy" else (INACCURACY_AT_MOST,
                                                                                     MISTAKE_AT_MOST)
    return [(msg("review.ledger_spread_marked", lang, band=verdict, limit=number(limit, lang),
                 upto=number(upto, lang), **fields), 0)]
