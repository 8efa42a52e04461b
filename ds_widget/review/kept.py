"""The words of a hint's row valued higher than the coach's kept choice (:func:`hint_more`): how much more it
made in the trial games and, where one part of that is worth saying, the biggest — what the learner would gain
with it — before "but that could be luck" (the thirty-first readers, H5 and H10: a row that did better and
named nothing it did better)."""
from __future__ import annotations

from typing import Any

from ..bots.coach import number
from ..explain import msg
from .hint_kind import half
from .lead import TRADE_AT_LEAST, biggest, cut_short, part_text, parts
from .legend import said_kinds


def hint_more(best: dict[str, Any], row: dict[str, Any], best_label: str, lang: str,
              terrains: dict[str, str] | None = None, told: set[str] | None = None) -> str:
    """``row`` made more than ``best`` (the choice the coach keeps) in the trial games: by how much, and its
    biggest part in ``row``'s favour worth weighing (:func:`.lead.biggest`) (said "among other
    things": the parts need not add up to the gap). No part where the two rows' trial games stopped at
    different points (no part compares)."""
    gap = half(row["value"] - best["value"], lang)
    top = None
    if row.get("cut") == best.get("cut"):
        top = biggest(parts(row, best, terrains)[0], 1)
    if top is None:          # why none is named: all small, or games cut at different points (the readers' H5)
        if row.get("cut") != best.get("cut"):      # the legend says why those are no fair comparison
            said_kinds(told, [("uneven",)], False)
        return msg("review.hint_more", lang, better=best_label, gap=gap,
                   why="small" if row.get("cut") == best.get("cut") else "cut", least=number(TRADE_AT_LEAST, lang))
    cut = cut_short(row, best)
    said_kinds(told, [top], cut)
    return msg("review.hint_more_part", lang, better=best_label, gap=gap,
               part=part_text(top, lang, terrains or {}, cut=cut))
