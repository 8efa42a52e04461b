"""Symbiotic (docs/rules.md §10.2 card 26, R14, R24)."""
from __future__ import annotations

from typing import Any

from ..constants import MAX_ELEMENTS_ON_SHEET
from ..flow import Decision
from ..state import State
from .base import Card


class Symbiotic(Card):
    """Your animal and each animal with fewer elements than yours (counted before anyone gains)
    draw one random element from the bag onto their sheets: you first, then food-chain order."""

    card = "symbiotic"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        mine = len(st.animals[me].elements)
        takers = [me] + [a for a in st.animals if a != me and len(st.animals[a].elements) < mine]
        for a in takers:
            an = st.animals[a]
            if len(an.elements) >= MAX_ELEMENTS_ON_SHEET:
                self.nothing(st, fr, "sheet_full", victim=a)
                continue
            e = st.draw_from_bag()
            if e is None:
                self.nothing(st, fr, "bag_empty", victim=a)
                continue
            an = st.animal_w(a)
            an.added.append(e)
            st.sheet_changed(a, (e,))
            st.emit("element_gained", animal=a, element=e, source=self.card,
                    elements=list(an.elements))
        self.finish(st, fr)
        return None
