"""Instinct (docs/rules.md §10.2 card 17, R6)."""
from __future__ import annotations

from typing import Any

from ..constants import SPACES
from ..flow import Decision, Option, opt_space
from ..state import State
from .base import Card


class Instinct(Card):
    """Put one action pawn from your supply on any empty eyeball space — Initiative and spaces
    already resolved included (they act next turn), or a Domination space still to come (R6)."""

    card = "instinct"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        empty = [s for s in SPACES if st.spaces[s] is None]
        if st.animals[me].supply <= 0 or not empty:
            self.nothing(st, fr, "no_pawn_in_supply" if st.animals[me].supply <= 0 else "no_empty_space")
            self.finish(st, fr)
            return None
        return self.ask(fr, "instinct_space", [opt_space(s) for s in empty])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        me = fr["chooser"]
        st.spaces_w()[opt.value] = me
        st.animal_w(me).supply -= 1
        st.emit("pawn_placed", animal=me, space=opt.value, round=None, source=self.card)
        self.finish(st, fr, space=opt.value)
