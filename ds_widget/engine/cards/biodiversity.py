"""Biodiversity (docs/rules.md §10.2 card 2)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision
from ..hexmap import hex_str
from ..state import State
from .base import Card


class Biodiversity(Card):
    """1 VP per tile on which your animal has species alongside at least one opposing species."""

    card = "biodiversity"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        tiles = [hex_str(h) for h, t in sorted(st.tiles.items()) if me in t.species and len(t.species) > 1]
        vp = st.gain_vp(me, len(tiles))
        st.emit("card_vp", card=self.card, animal=me, vp=vp, quantity=len(tiles), tiles=tiles)
        self.finish(st, fr)
        return None
