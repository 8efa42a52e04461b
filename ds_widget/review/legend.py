"""Which kinds of "VP for you" a hint or a ledger said, and the legend they then need: VP scored (by the end of
the turn, or where the trial games stopped) and VP the earth would give in a final scoring (not scored yet) read
alike to a learner unless told apart (``review-ledger_legend``)."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

TIMELESS = ("rival", "small")
"""the parts whose words say no point of the turn (the leading opponent's VP, the small differences)"""
SCORED = {"gain": "end", "gain_cut": "cut"}
"""VP scored, by the end of the turn or before the trial games stopped"""
EARTH = {"earth": "end", "earth_tile": "end", "earth_cut": "cut", "earth_tile_cut": "cut"}
"""VP the earth (or a tile of it) would give in a final scoring then: not scored yet"""


def said_kinds(told: set[str] | None, said_parts: Sequence[tuple[Any, ...]], cut: bool) -> None:
    """Adds to ``told`` (when given) the kind of each of ``said_parts`` a sentence named, as its words
    say it: ``_cut`` where they are said where the trial games stopped (``part_text``'s ``_cut`` keys).
    What :func:`legend` reads."""
    if told is not None:
        told.update(p[0] + ("_cut" if cut and p[0] not in TIMELESS else "") for p in said_parts)


def legend(told: Collection[str]) -> str | None:
    """The variant of the legend (``review-ledger_legend``: ``end``, ``cut`` or ``both``) that words naming
    parts of the ``told`` kinds need, or None: VP from the earth (what the tiles would give, not scored
    yet) said beside VP scored, or said where the trial games stopped — two kinds of "VP for you" a
    reader takes for one (the twenty-eighth readers) —, the legend explaining the phrases said and no
    other (the twenty-ninth: a "cut" legend under rows that said only the end of the turn and the
    leading opponent)."""
    kinds = set(told)
    earth = {EARTH[k] for k in kinds & EARTH.keys()}
    scored = {SCORED[k] for k in kinds & SCORED.keys()}
    if not earth or not scored and earth == {"end"}:     # the earth alone, at the end of the turn: its words say it
        return None
    times = earth | scored
    return "both" if len(times) > 1 else times.pop()
