"""Blight (docs/rules.md §10.2 card 3, R38)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, opt_corner, opt_tile
from ..hexmap import CORNERS_OF, parse_corner, parse_hex
from ..moves import remove_element
from ..state import State
from .base import Card


class Blight(Card):
    """Choose a tile: every element on its corners but one (the chooser's pick) goes to the bag."""

    card = "blight"
    own_stages = ("keep",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            return self.ask(fr, "blight_tile", [opt_tile(h) for h in sorted(st.tiles)])
        h = parse_hex(fr["target"])
        held = [c for c in CORNERS_OF[h] if c in st.corners]
        return self.ask(fr, "blight_keep", [opt_corner(c) for c in sorted(held)], tile=fr["target"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if fr["stage"] == "start":
            h = parse_hex(opt.value)
            held = [c for c in CORNERS_OF[h] if c in st.corners]
            if len(held) <= 1:
                self.nothing(st, fr, "one_element_or_fewer", tile=opt.value)
                self.finish(st, fr, tile=opt.value, terrain=st.tiles[h].kind, removed=[])
                return
            fr["target"] = opt.value
            fr["stage"] = "keep"
            return
        keep = parse_corner(opt.value)
        h = parse_hex(fr["target"])
        removed = []
        for c in sorted(CORNERS_OF[h]):
            if c in st.corners and c != keep:
                removed.append(remove_element(st, c, report=False))
        self.finish(st, fr, tile=fr["target"], terrain=st.tiles[h].kind, kept=opt.value,
                    kept_element=st.corners.get(keep), removed=removed)
