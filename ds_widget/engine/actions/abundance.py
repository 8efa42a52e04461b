"""Abundance (docs/rules.md §9.4, R8)."""
from __future__ import annotations

from typing import Any

from ..flow import CORNER_OPTION, Decision, Option, element_options, register
from ..hexmap import parse_corner
from ..moves import place_element
from ..state import State
from .base import SectionOp


@register
class Abundance(SectionOp):
    """Take one element from the Abundance squares and put it on any vacant earth corner."""

    section = "abundance"
    own_stages = ("corner",)

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        box = st.boxes["abundance"]
        if fr["stage"] == "begin":
            if not box:
                self.no_effect(st, fr, "no_elements")
                return None
            if not st.any_vacant_corner():
                self.no_effect(st, fr, "no_vacant_corner")
                return None
            return self.ask(fr, "abundance_element", element_options(box, "abundance"),
                            {}, decline=True, zone="abundance")
        # stage "corner": the element stays in its square until it is placed
        vacant = list(map(CORNER_OPTION.__getitem__, st.vacant_corners()))
        return self.ask(fr, "abundance_corner", vacant, {"element": fr["element"]})

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
        elif fr["stage"] == "begin":
            fr["element"] = opt.value
            fr["stage"] = "corner"
        else:
            place_element(st, fr["actor"], fr["element"], parse_corner(opt.value), "abundance")
            st.boxes_w()["abundance"].remove(fr["element"])
            fr["stage"] = "scan"
