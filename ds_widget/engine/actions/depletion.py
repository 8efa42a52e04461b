"""Depletion (docs/rules.md §9.6, R44)."""
from __future__ import annotations

from typing import Any

from ..flow import CORNER_OPTION, Decision, Option, register
from ..hexmap import parse_corner
from ..moves import remove_element
from ..state import State
from .base import SectionOp


@register
class Depletion(SectionOp):
    """Remove one element from the earth whose type is in the Depletion box."""

    section = "depletion"

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        types = set(st.boxes["depletion"])
        corners = sorted([c for c, e in st.corners.items() if e in types])
        if not corners:
            self.no_effect(st, fr, "no_elements" if not types else "nothing_to_remove",
                           types=sorted(types))
            return None
        return self.ask(fr, "depletion_corner", [CORNER_OPTION[c] for c in corners],
                        {"types": sorted(types)}, decline=True)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        remove_element(st, parse_corner(opt.value), animal=fr["actor"], source="depletion")
        fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if option_id.startswith("corner:"):
            types = ", ".join(sorted(set(st.boxes["depletion"]))) or "nothing"
            return f"only an element whose type is in the Depletion box ({types}) may be removed"
        return None
