"""Which first sentence a hint has (:func:`lead_kind`), and the numbers the sentences of each kind say:
the gap to the half point (:func:`half`), the longer test's gap and side (:func:`race_gap`). Words come
from :mod:`.words`; this only decides."""
from __future__ import annotations

from typing import Any

from ..bots.coach import number
from .both import both_kind
from .lead import to_half

#: values this close are equal (playouts average whole VP over a few draws)
EQUAL_AT_MOST = 0.05


def half(x: float, lang: str) -> str:
    """A VP gap as words say it: to the half point, never below one half ("about 0.5 VP")."""
    return number(max(0.5, to_half(x)), lang)


def overturned(sure: dict[str, float] | None) -> bool:
    """The race of the hint's first two options (:func:`.sure.settle`) found the second surely better."""
    return sure is not None and sure["high"] < 0


def lead_kind(rows: list[dict[str, Any]]) -> str:
    """Which first sentence the hint has: ``alone`` (one row), ``kept`` (the greedy bot's choice kept
    over one valued higher), ``equal``, ``both`` or ``both_actions`` (the next as good; the last two
    for the reason :func:`.both.both_kind` gives: both spaces, or both actions), ``about_equal``
    (the first row's ``sure`` — a longer test of the two, :func:`ds_widget.review.sure.settle` — could
    not show it better; the choice is kept, as it is unless the longer test shows the other surely better),
    ``beaten`` (that test showed the next one surely better: the coach's choice is the next one), else ``lead``."""
    if len(rows) < 2:
        return "alone"
    best, nxt = rows[0], rows[1]
    if max(r["value"] for r in rows) - best["value"] > EQUAL_AT_MOST:   # CoachBot.first
        return "kept"
    if best["value"] - nxt["value"] <= EQUAL_AT_MOST:
        return both_kind(best, nxt)[0] or "equal"
    if overturned(best.get("sure")):
        return "beaten"
    if best.get("sure") is not None and best["sure"]["low"] <= 0:
        return "about_equal"
    return "lead"


def level(best: dict[str, Any]) -> bool:
    """The longer test of the hint's first two options found them level on average (to the half VP)."""
    return to_half(best["sure"]["gap"]) == 0


def race_gap(best: dict[str, Any], lang: str) -> dict[str, str]:
    """The longer test's mean gap between the hint's first two options, as the sentences say it: how much
    the next one came out ``behind`` or ``ahead`` of the choice, on average over its paired rounds."""
    gap = best["sure"]["gap"]
    return {"gap": half(gap, lang), "side": "behind" if gap >= 0 else "ahead"}
