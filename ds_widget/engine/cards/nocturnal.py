"""Nocturnal (docs/rules.md §10.2 card 22, R19)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision
from ..moves import swap_left
from ..state import State
from .base import Card


class Nocturnal(Card):
    """Move your Initiative marker one space forward (swap with the one to its left)."""

    card = "nocturnal"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        passed = swap_left(st, me)
        if passed is None:
            self.nothing(st, fr, "already_first")
        else:
            st.emit("initiative_moved", animal=me, passed=passed, order=list(st.initiative))
        self.finish(st, fr)
        return None
