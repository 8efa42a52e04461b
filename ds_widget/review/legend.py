"""Which kinds of "VP for you" a hint or a ledger said, and the legend they then need: VP scored (by the end of
the turn, or where the trial games stopped) and VP the earth would give in a final scoring (not scored yet) read
alike to a learner unless told apart (``review-ledger_legend``)."""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any


def said_kinds(told: set[str] | None, said_parts: Sequence[tuple[Any, ...]], cut: bool) -> None:
    """Adds to ``told`` (when given) the kinds of ``said_parts`` a sentence named, and "cut" when it
    said them where the trial games stopped: what :func:`legend` reads."""
    if told is not None and said_parts:
        told.update(p[0] for p in said_parts)
        if cut:
            told.add("cut")


def legend(told: Collection[str]) -> str | None:
    """The ``cut`` of the legend (``review-ledger_legend``) that words naming parts of ``told`` kinds
    need, or None: VP from the earth (what the tiles would give, not scored yet) said beside VP
    scored, or said where the trial games stopped — two kinds of "VP for you" a reader takes for one
    (the twenty-eighth readers: hint rows that said both, without the legend the ledger has)."""
    if {"earth", "earth_tile"} & set(told) and ("gain" in told or "cut" in told):
        return "cut" if "cut" in told else "end"
    return None
