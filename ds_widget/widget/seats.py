"""The seats at the table, changed from the page: the ``seat`` message (play's,
:meth:`.modes.play.PlayMode.set_seat`) makes a seat a human or a bot of any kind, and
:func:`seat_choices` lists the kinds the page offers — the ladder's levels
weakest first, each with its rating (:mod:`ds_widget.bots.ratings`) when it has one."""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ..bots.levels import LEVEL_NAMES
from ..bots.ratings import level_ratings
from .session import SEAT_KINDS

MAX_SEAT = 5
"""the highest seat number a message may name (the game seats at most six players)"""


def seat_choices(ratings: Mapping[str, Mapping[str, Any]] | None = None) -> list[dict[str, Any]]:
    """``[{"kind", "rating"}]`` in ladder order: human, the levels weakest to strongest, then the
    other kinds (random); ``rating`` is a whole number, or None for a kind not rated (``ratings``:
    the rated levels by name, by default the package's :func:`level_ratings`)."""
    rated = level_ratings() if ratings is None else ratings
    order = ["human", *LEVEL_NAMES, *(k for k in SEAT_KINDS if k != "human" and k not in LEVEL_NAMES)]
    out = []
    for kind in order:
        value = rated.get(kind, {}).get("rating")
        rating = round(value) if isinstance(value, (int, float)) and math.isfinite(value) else None
        out.append({"kind": kind, "rating": rating})
    return out
