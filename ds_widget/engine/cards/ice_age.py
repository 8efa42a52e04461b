"""Ice Age (docs/rules.md §10.2 card 14, §11, R41)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision
from ..moves import gain_bonus
from ..state import State
from .base import Card


class IceAge(Card):
    """Every animal gains bonus VP for the tiles it dominates now. This is the last turn."""

    card = "ice_age"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        rows = []
        for a in st.animals:
            n = sum(1 for t in st.tiles.values() if t.dominant == a)
            vp = gain_bonus(st, a, n)
            rows.append({"animal": a, "tiles": n, "vp": vp})
        st.ice_age = True
        st.emit("ice_age", animals=rows)
        self.finish(st, fr)
        return None
