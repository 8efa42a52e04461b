"""Cold Snap (docs/rules.md §10.2 card 6, R26)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision
from ..moves import eliminate
from ..state import State
from .base import Card


class ColdSnap(Card):
    """Every opposing animal loses one species on each tundra tile where it has any."""

    card = "cold_snap"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        hits = 0
        for a in self.opponents(st, fr):
            for h in sorted(st.tiles):
                t = st.tiles[h]
                if t.tundra and a in t.species:
                    eliminate(st, h, a, 1, self.card, fr["chooser"])
                    hits += 1
        if not hits:
            self.nothing(st, fr, "no_opponent_on_tundra")
        self.finish(st, fr)
        return None
