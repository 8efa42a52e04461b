"""Which kinds of "VP for you" a hint or a ledger said, and the legend they then need: VP scored (by the end of
the turn, or where the trial games stopped) and VP the earth would give in a final scoring (not scored yet) read
alike to a learner unless told apart (``review-legend``)."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ..explain import msg

TIMELESS = ("rival", "small")
"""the parts whose words say no point of the turn (the leading opponent's VP, the small differences): the only ones
``lead.part_text`` never says "where the trial games stopped" of"""
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


def legend(told: Collection[str]) -> list[str]:
    """The clauses of the legend that words naming parts of the ``told`` kinds need, one for each phrase
    said (``gain_end``, ``gain_cut``, ``earth_end``, ``earth_cut`` or ``earth_both``, ``rival`` and ``uneven``:
    ``review-legend-<clause>``),
    or none: VP from the earth (what the species there would score, not scored yet) said beside VP scored, or
    said where the trial games stopped — two kinds of "VP for you" a reader takes for one (the twenty-eighth
    readers) —, and no clause for a phrase not said (the twenty-ninth and thirtieth: a legend quoting "by the
    end of the turn" under rows that never said it)."""
    kinds = set(told)
    earth = {EARTH[k] for k in kinds & EARTH.keys()}
    scored = {SCORED[k] for k in kinds & SCORED.keys()}
    # "the leading opponent" said: who that is (the thirty-first readers: never defined, and at turn 1 all have 0 VP);
    # trial games cut at different points said to be no fair comparison: why, once (the thirty-eighth readers: a
    # 40-word reason on up to eleven rows of one hint)
    rival = ["rival"] * ("rival" in kinds) + ["uneven"] * ("uneven" in kinds)
    if not earth or not scored and earth == {"end"}:     # the earth alone, at the end of the turn: its words say it
        return rival
    # the earth said at both points in one clause ("if the game ended this turn" or "counted where the trial games
    # stopped"): four clauses under a hint were more than a pupil reads
    said_earth = f"earth_{'both' if len(earth) > 1 else earth.pop()}"
    return [f"gain_{t}" for t in ("end", "cut") if t in scored] + [said_earth] + rival


def legend_text(told: Collection[str], lang: str) -> str:
    """:func:`legend` in words (``review-legend``), or "" where none is needed."""
    clauses = [msg(f"review.legend-{c}", lang) for c in legend(told)]
    if not clauses:
        return ""
    text = clauses[0]
    for clause in clauses[1:]:
        text = msg("review.legend_join", lang, first=text, second=clause)
    return msg("review.legend", lang, clauses=text)
