"""Ecodiversity (docs/rules.md §10.2 card 8, R18)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision
from ..state import State
from .base import Card


class Ecodiversity(Card):
    """1 VP per element disc on earth whose type appears on your sheet (each type counted once)."""

    card = "ecodiversity"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        types = sorted(set(st.animals[me].elements))
        per_type = {e: sum(1 for x in st.corners.values() if x == e) for e in types}
        n = sum(per_type.values())
        vp = st.gain_vp(me, n)
        st.emit("card_vp", card=self.card, animal=me, vp=vp, quantity=n, per_type=per_type)
        self.finish(st, fr)
        return None
