"""Why a row of the hint stands where it does: the rows of the coach's short test are listed below those
the longer test measured (:mod:`.sure`), whatever their numbers. Where one of them falls less short of the
coach's choice than a row above it, the row says why it is listed below that one, naming it (the readers of
2026-11-30: a move 3 VP behind listed under one 9 VP behind was read as a ranking; the same clause said on
every such row, "although it looks better" over 8.5 to 23.5 VP less, was false in 13 of 15 hints)."""
from __future__ import annotations

from typing import Any

from ..explain import msg


def measured(rows: list[dict[str, Any]], kind: str,
             raced: tuple[dict[str, Any], dict[str, Any]] | None) -> tuple[float, dict[str, Any]] | None:
    """The row the longer test measured that falls furthest short of the coach's choice, and by how much
    (VP): the next best where the test confirmed the choice (``raced``: the two rows with its averages) or
    could not tell them apart (``about_equal``), the old choice where it found the next surely better
    (``beaten``); None where no row was measured, or none falls short."""
    if raced:
        top = (raced[0]["value"] - raced[1]["value"], rows[1])
    elif kind in ("about_equal", "beaten"):
        gap = rows[0]["sure"]["gap"]        # what the next row falls short of the first, on average
        top = (gap, rows[1]) if kind == "about_equal" else (-gap, rows[0])
    else:
        return None
    return top if top[0] > 0 else None


def short_test_row(deficit: str, shortfall: float, top: tuple[float, dict[str, Any]] | None, lang: str,
                   label: Any, rough: bool = False) -> str:
    """A row of the short test, said to be one (``deficit``: what it falls short of the choice by, in words;
    ``shortfall`` in VP), and — where it falls less short than the measured row ``top`` — why it stands
    below that row, named by ``label`` (an option row to its words). ``rough``: ``deficit`` gives no figure
    (:func:`.lead.lead`'s uneven row: trial games cut at different points), so neither a second note that it
    is less reliable (the thirty-fourth readers, H4: "only a rough figure … A rough figure") nor why it stands
    below a row it seems to beat (the thirty-sixth readers: no figure is said to compare)."""
    if not rough and top is not None and 0 < shortfall < top[0]:
        return msg("review.hint_first_look_below", lang, text=deficit, above=label(top[1]))
    return msg("review.hint_first_look", lang, text=deficit, rough="yes" if rough else "no")
