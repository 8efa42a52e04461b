"""How sure a verdict is, in words: the range the trial games put the move played in.

A reader of the review saw "unclear" beside a gap of 15.5 VP and a sure "blunder" beside a smaller
one from fewer trial games (the thirteenth reading) and could not tell why. The reason is the
interval of :mod:`.sure`: a verdict is given where the whole range of what the move played lost,
at :data:`.sure.CONFIDENCE`, lies inside one verdict's band, and none where it straddles a
threshold. The "Why?" ledger says that range and which side of the threshold it lies on — the same
numbers the verdict was taken from, rounded as every VP in the review is.
"""
from __future__ import annotations

from typing import Any

from ..bots.coach import number
from ..explain import msg
from .lead import to_half
from .sure import CONFIDENCE
from .verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST

#: the verdicts whose interval the ledger says: the marked ones, and the one that is not marked
SAID = ("inaccuracy", "mistake", "blunder", "unclear")


def spread_lines(judgement: dict[str, Any], lang: str) -> list[tuple[str, int]]:
    """The ledger's line on how sure the verdict is (none for a good or best move, or without an
    interval): how far behind the best other move, or from how far ahead to how far behind, the trial
    games put the move played, and that this range lies past a verdict's threshold (marked) or across
    one (unclear)."""
    verdict, span = judgement.get("verdict"), judgement.get("interval")
    if verdict not in SAID or not span:
        return []
    low, high = span
    fields = {"high": number(to_half(high), lang), "confidence": number(round(CONFIDENCE * 100), lang)}
    if verdict == "unclear":
        side = "better" if low < 0 and to_half(low) > 0 else "worse"
        text = msg("review.ledger_spread_unclear", lang, side=side, low=number(to_half(low), lang), **fields)
    else:
        band = "inaccuracy" if verdict == "inaccuracy" else "mistake"
        limit = GOOD_AT_MOST if band == "inaccuracy" else INACCURACY_AT_MOST
        text = msg("review.ledger_spread_marked", lang, band=band, low=number(to_half(low), lang),
                   limit=number(limit, lang), upto=number(INACCURACY_AT_MOST, lang), **fields)
    return [(text, 0)]
