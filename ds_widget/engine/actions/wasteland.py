"""Wasteland (docs/rules.md §9.5, R43)."""
from __future__ import annotations

from typing import Any

from ..flow import DECLINE, Decision, Option, element_options, register
from ..hexmap import CORNER_BOARD_HEXES
from ..moves import remove_element
from ..state import State
from .base import SectionOp


@register
class Wasteland(SectionOp):
    """The pawn's owner may return one element of the Wasteland box to the bag; then, always,
    every element on a tundra tile whose type is still in the box goes to the bag."""

    section = "wasteland"

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        box = st.boxes["wasteland"]
        if not box:
            self.no_effect(st, fr, "no_elements")
            return None
        return self.ask(fr, "wasteland_return", element_options(box, "wasteland"), {},
                        decline=True, zone="wasteland")

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == DECLINE:
            self.declined(st, fr)
            return
        st.boxes_w()["wasteland"].remove(opt.value)
        st.to_bag(opt.value)
        st.emit("element_returned", animal=fr["actor"], element=opt.value, source="wasteland")
        fr["stage"] = "scan"

    def after(self, st: State, fr: dict[str, Any]) -> Decision | None:
        types = set(st.boxes["wasteland"])
        removed = []
        report = st.events is not None
        if types:
            tundra = {h for h, t in st.tiles.items() if t.tundra}
            # the corners next to tundra picked before they are sorted: fewer corners (tuples,
            # compared item by item) to sort, the same ones in the same order
            for c in sorted([c for c, e in st.corners.items()
                             if e in types and not tundra.isdisjoint(CORNER_BOARD_HEXES[c])]):
                if report:
                    r = remove_element(st, c, report=False)
                    removed.append({"corner": r["corner"], "element": r["element"]})
                else:                   # remove_element without its summary: nobody reads it
                    st.to_bag(st.take_element(c))
        if report:
            st.emit("wasteland", types=sorted(types), removed=removed)
        fr["stage"] = "done"
        return None
