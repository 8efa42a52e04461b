"""Metamorphosis (docs/rules.md §10.2 card 20, R14)."""
from __future__ import annotations

from typing import Any

from ..constants import ELEMENTS
from ..flow import Decision, Option, opt_element
from ..state import State
from .base import Card


class Metamorphosis(Card):
    """Trade one added element on your sheet for any element you pick from the bag (the new disc
    comes out of the bag first, then the old one goes in)."""

    card = "metamorphosis"
    own_stages = ("take",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            added = st.animals[me].added
            if not added or not any(st.bag.values()):
                self.nothing(st, fr, "only_inherent_elements" if not added else "bag_empty")
                self.finish(st, fr)
                return None
            return self.ask(fr, "metamorphosis_give",
                            [opt_element(e, "sheet-" + me) for e in sorted(set(added))],
                            zone="sheet-" + me)
        return self.ask(fr, "metamorphosis_take", [opt_element(e, "bag") for e in ELEMENTS if st.bag[e]],
                        zone="bag", give=fr["give"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            fr["give"] = opt.value
            fr["stage"] = "take"
            return
        added = st.animal_w(me).added
        st.from_bag(opt.value)
        idx = len(added) - 1 - added[::-1].index(fr["give"])
        added[idx] = opt.value
        st.to_bag(fr["give"])
        st.sheet_changed(me, (fr["give"], opt.value))
        st.emit("element_traded", animal=me, gave=fr["give"], took=opt.value,
                elements=list(st.animals[me].elements))
        self.finish(st, fr)
