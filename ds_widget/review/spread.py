"""How sure a verdict is, in words: the range the trial games put the move played in.

A reader of the review saw "unclear" beside a gap of 15.5 VP and a sure "blunder" beside a smaller
one from fewer trial games (the thirteenth reading) and could not tell why. The reason is the
interval of :mod:`.sure`: a verdict is given where the whole range of what the move played lost,
at :data:`.sure.CONFIDENCE`, lies inside one verdict's band, and none where it straddles a
threshold. The "Why?" ledger says that range against the move it names (the fourteenth readers: a
range against "the best other move", another than the one the lead names, read as a contradiction)
and which side of the threshold it lies on — against that move where it alone gives the verdict's
conclusion, else against the move tried that does, by name (the fifteenth and sixteenth readers), so
the line never argues against its own mark; rounded as every VP in the review is.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..bots.coach import number
from ..explain import msg
from .lead import sentence, signed_half, to_half
from .sure import CONFIDENCE, agrees, sure_verdict, surest
from .verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST, MISTAKE_AT_MOST

#: the verdicts whose interval the ledger says: the marked ones, the one that is not marked, and a sure good or
#: best move (the forty-fourth German readers: "bester Zug" at +0.5 with no range, "unclear" at +0.5 with one)
SAID = ("inaccuracy", "mistake", "blunder", "unclear", "good", "best")


def _fit(judgement: dict[str, Any]) -> tuple[dict[str, list[float]], dict[str, list[float]]]:
    """The rivals raced with a finite range, and of those the ones whose range alone says what the verdict says."""
    verdict, versus = judgement.get("verdict"), judgement.get("versus") or {}
    if not isinstance(versus, dict):
        return {}, {}
    finite = {o: v for o, v in versus.items() if all(map(math.isfinite, v))}
    return finite, {o: v for o, v in finite.items() if agrees(str(verdict), sure_verdict(*v))}


def said_rival(judgement: dict[str, Any]) -> str | None:
    """The rival a reason and its ledger compare the move played with: the judgement's ``rival`` (the best on
    average), except for an *unclear* verdict that this rival alone would not give — then the rival whose range
    makes it unclear, so that the lead, the ledger and the range speak of one comparison (the thirty-first and
    thirty-second readers, R15: a lead and ledger about one move, the "unclear" and its range about another)."""
    return _said(judgement, _fit(judgement)[1])


def _said(judgement: dict[str, Any], fit: dict[str, list[float]]) -> str | None:
    """:func:`said_rival` from the rivals whose range agrees with the verdict (``fit``, :func:`_fit`)."""
    named = judgement.get("rival")
    if judgement.get("verdict") != "unclear":
        return named
    return named if not fit or named in fit else surest("unclear", fit)


#: the verdicts' bands of what a move loses on average, in VP (:mod:`.verdicts`): each ``(key, from, to)``
BANDS = (("good", -math.inf, GOOD_AT_MOST), ("inaccuracy", GOOD_AT_MOST, INACCURACY_AT_MOST),
         ("mistake", INACCURACY_AT_MOST, MISTAKE_AT_MOST), ("blunder", MISTAKE_AT_MOST, math.inf))


def bands(low: float, high: float, lang: str) -> str:
    """The verdicts an unclear range of ``low`` to ``high`` VP lost (as printed: to the half VP) reaches, each
    with its band, in words: only those (the forty-first Italian reader: "un errore grave" offered beside a
    range that stops at 5 VP). A band is reached where the range enters it past its lower end."""
    lo, hi = signed_half(low), signed_half(high)
    said = [key for key, start, end in BANDS if lo <= end and hi > start]
    limits = {"good": number(GOOD_AT_MOST, lang), "inacc": number(INACCURACY_AT_MOST, lang),
              "mistake": number(MISTAKE_AT_MOST, lang)}
    texts = {f"b{i + 1}": msg(f"review.band-{key}", lang, **limits) for i, key in enumerate(said)}
    return msg("review.bands", lang, n=len(texts), **texts)


def spread_lines(judgement: dict[str, Any], lang: str,
                 name: Callable[[str], str] = str) -> list[tuple[str, int]]:
    """The ledger's line on how sure the verdict is (a good or best move's too, :func:`good_line`): how far behind the
    rival the ledger names — or, where that rival alone would not give the verdict, the rival that
    does (the one whose range reaches furthest, which the verdict's own interval comes from), called
    by ``name`` (an option id to its words) —, or from how far ahead to how far behind, the trial
    games put the move played (``versus``: each rival's range), and that this range lies past a
    verdict's threshold (marked) or across one (unclear)."""
    verdict = judgement.get("verdict")
    if verdict not in SAID:
        return []
    finite, fit = _fit(judgement)
    if not fit:
        return []
    named, first = _said(judgement, fit), []
    if named in fit:
        rival, them = named, msg("review.spread_against", lang, against="named")
    else:                      # marked (an unclear one's rival is always in ``fit``, :func:`said_rival`): the rival
        # whose range alone gives the word, named with a note
        rival = surest(str(verdict), fit)
        them = msg("review.spread_against", lang, against="other")
        loss = fit[rival][0]           # what the move played lost against it on average (a mark: more than 2 VP)
        # the move above (the ledger's) said to be the best on average only where it is (the twenty-eighth readers, R4)
        above = "best" if named in finite and finite[named][0] >= loss else "other"
        first = [(sentence(msg("review.spread_decider", lang, move=name(rival), gap=number(to_half(loss), lang),
                               above=above)), 0)]
    low, high = fit[rival][1:]
    fields = {"low": number(to_half(low), lang), "high": number(to_half(high), lang),
              "confidence": number(round(CONFIDENCE * 100), lang), "them": them}
    if verdict in ("good", "best"):
        return [*first, good_line(verdict, low, high, fields, lang)]
    if verdict == "unclear":
        side = "better" if low < 0 and to_half(low) > 0 else "worse"
        return [*first, (msg("review.ledger_spread_unclear", lang, side=side, bands=bands(low, high, lang),
                             **fields), 0)]
    limit, upto = (GOOD_AT_MOST, INACCURACY_AT_MOST) if verdict == "inaccuracy" else (INACCURACY_AT_MOST,
                                                                                     MISTAKE_AT_MOST)
    if low > limit >= to_half(low):    # past the threshold surely, printed at it: "just over 6", not "6" beside
        fields["low"] = msg("review.just_over", lang, n=number(limit, lang))   # "more than 6" (the thirtieth readers)
    band, fields["top"], fields["gap"] = verdict, "", ""
    if verdict == "blunder" and sure_verdict(*fit[rival]) != "blunder":
        # this range is a mistake's: the blunder is the average against the move the trial games put furthest
        # ahead of the one played, named with its average
        top = max(finite, key=lambda o: finite[o][0])
        band = "blunder_elsewhere"
        fields.update(top=name(top), gap=number(to_half(finite[top][0]), lang))
    return [*first, (msg("review.ledger_spread_marked", lang, band=band, limit=number(limit, lang),
                         upto=number(upto, lang), **fields), 0)]


def good_line(verdict: str, low: float, high: float, fields: dict[str, Any], lang: str) -> tuple[str, int]:
    """The range of a sure good or best move (what it lost, ``low`` to ``high``: below :data:`GOOD_AT_MOST` VP)
    said from how far ahead to how far behind the rival, each end on its side of it, and why that is sure; the
    upper end "just under 2" where it rounds to the threshold it lies below."""
    lo, hi = signed_half(low), signed_half(high)
    side = "ahead" if hi <= 0 else "both" if lo < 0 else "behind"
    ends = (to_half(high), to_half(low)) if side == "ahead" else (to_half(low), to_half(high))
    fields["low"], fields["high"] = (number(x, lang) for x in ends)
    if side != "ahead" and high < GOOD_AT_MOST <= to_half(high):
        fields["high"] = msg("review.just_under", lang, n=number(GOOD_AT_MOST, lang))
    return msg("review.ledger_spread_good", lang, side=side, word=verdict, limit=number(GOOD_AT_MOST, lang),
               **fields), 0


def surely_worse(judgement: dict[str, Any]) -> bool:
    """An unclear decision whose move played is surely worse than the rival its reason names (the
    whole range of what it lost lies above 0) but by how much is not sure (that range straddles a
    verdict's threshold): the reason says so rather than only "the trial games vary too much" beside
    a range of 0 to 9.5 VP worse (the eighteenth English reader, R20)."""
    versus = judgement.get("versus")
    v = versus.get(said_rival(judgement)) if isinstance(versus, dict) else None
    if judgement.get("verdict") != "unclear" or not v or not all(map(math.isfinite, v)):
        return False
    return v[1] > 0 and sure_verdict(*v) == "unclear"
