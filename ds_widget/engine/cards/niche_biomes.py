"""Niche Biomes (docs/rules.md §10.2 card 21, R25)."""
from __future__ import annotations

from typing import Any

from ..constants import TILE_SCORES
from ..flow import Decision
from ..hexmap import parse_hex
from ..state import State
from .base import Card


class NicheBiomes(Card):
    """Every animal with more VP than yours loses the first-place value of the tile just scored."""

    card = "niche_biomes"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        kind = st.tiles[parse_hex(fr["tile"])].kind
        value = TILE_SCORES[kind][0]
        mine = st.animals[me].vp
        rows = []
        for a in st.animals:
            if st.animals[a].vp > mine:
                before = st.animals[a].vp
                lost = -st.gain_vp(a, -value)
                rows.append({"animal": a, "before": before, "lost": lost})
        if not rows:
            self.nothing(st, fr, "nobody_ahead")
        st.emit("niche_biomes", animal=me, tile=fr["tile"], terrain=kind, value=value, vp=mine,
                losers=rows)
        self.finish(st, fr)
        return None
