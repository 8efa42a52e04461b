"""Glaciation (docs/rules.md §9.7, R3, R4, R13)."""
from __future__ import annotations

from typing import Any

from ..calc import glaciation_targets
from ..constants import EYEBALLS
from ..flow import Decision, Option, opt_tile, register
from ..hexmap import parse_hex
from ..moves import glaciate
from ..state import State
from .base import SectionOp


@register
class Glaciation(SectionOp):
    """Only the leftmost pawn present acts (R3); the others wait and slide left at Reset."""

    section = "glaciation"

    def next_pawn(self, st: State, fr: dict[str, Any]) -> bool:
        if fr["idx"]:  # the one acting pawn has been resolved
            return False
        for i in range(1, EYEBALLS["glaciation"] + 1):
            if st.spaces[f"glaciation.{i}"] is not None:
                fr["idx"] = i - 1
                super().next_pawn(st, fr)
                fr["idx"] = EYEBALLS["glaciation"]
                return True
        fr["idx"] = EYEBALLS["glaciation"]
        return False

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if st.tundra_supply <= 0:
            self.no_effect(st, fr, "no_tundra_left")
            return None
        targets = glaciation_targets(st)
        if not targets:
            self.no_effect(st, fr, "no_tile_next_to_tundra")
            return None
        return self.ask(fr, "glaciation_tile", [opt_tile(h) for h in targets], {}, decline=True)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        glaciate(st, fr["actor"], parse_hex(opt.value))
        fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        return glaciation_why_not(st, option_id)


def glaciation_why_not(st: State, option_id: str) -> str | None:
    if option_id.startswith("tile:"):
        try:
            h = parse_hex(option_id[5:])
        except ValueError:
            return None
        if h not in st.tiles:
            return f"({option_id[5:]}) is not an earth tile"
        if st.tiles[h].tundra:
            return f"tile ({option_id[5:]}) is already tundra"
        return f"tile ({option_id[5:]}) does not touch a tundra tile"
    return None
