"""Ice Sheet (docs/rules.md §10.2 card 15, R4)."""
from __future__ import annotations

from typing import Any

from ..calc import glaciation_targets
from ..flow import Decision, Option, opt_tile
from ..hexmap import parse_hex
from ..moves import glaciate
from ..state import State
from .base import Card


class IceSheet(Card):
    """Perform a Glaciation at once, under all its rules; no Glaciation pawn is used or moved."""

    card = "ice_sheet"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        targets = glaciation_targets(st)
        if not targets:
            self.nothing(st, fr, "no_tundra_left" if st.tundra_supply <= 0 else "no_tile_next_to_tundra")
            self.finish(st, fr)
            return None
        return self.ask(fr, "ice_sheet_tile", [opt_tile(h) for h in targets])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        glaciate(st, fr["chooser"], parse_hex(opt.value), source=self.card)
        self.finish(st, fr)
