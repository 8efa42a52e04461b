"""Adaptation (docs/rules.md §9.2)."""
from __future__ import annotations

from typing import Any

from ..constants import MAX_ELEMENTS_ON_SHEET
from ..flow import Decision, Option, element_options, register
from ..state import State
from .base import SectionOp


@register
class Adaptation(SectionOp):
    """Take one element from the Adaptation squares onto the animal sheet (at most 6 in all)."""

    section = "adaptation"

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        a = st.animals[fr["actor"]]
        box = st.boxes["adaptation"]
        if len(a.elements) >= MAX_ELEMENTS_ON_SHEET:
            self.no_effect(st, fr, "sheet_full")
            return None
        if not box:
            self.no_effect(st, fr, "no_elements")
            return None
        return self.ask(fr, "adaptation_element", element_options(box, "adaptation"),
                        {}, decline=True, zone="adaptation")

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        a = fr["actor"]
        st.boxes_w()["adaptation"].remove(opt.value)
        st.animal_w(a).added.append(opt.value)
        st.sheet_changed(a, (opt.value,))
        if st.events is not None:
            st.emit("element_gained", animal=a, element=opt.value, source="adaptation",
                    elements=list(st.animals[a].elements))
        fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if option_id.startswith("element:"):
            return f"there is no {option_id[8:]} in the Adaptation squares"
        return None
