"""Habitat (docs/rules.md §10.2 card 12, R8, R14)."""
from __future__ import annotations

from typing import Any

from ..constants import ELEMENTS
from ..flow import Decision, Option, opt_corner, opt_element
from ..hexmap import parse_corner
from ..moves import place_element
from ..state import State
from .base import Card


class Habitat(Card):
    """Choose any element type present in the bag and place it on any vacant earth corner."""

    card = "habitat"
    own_stages = ("corner",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            if not any(st.bag.values()) or not st.vacant_corners():
                self.nothing(st, fr, "bag_empty" if not any(st.bag.values()) else "no_vacant_corner")
                self.finish(st, fr)
                return None
            return self.ask(fr, "habitat_element", [opt_element(e, "bag") for e in ELEMENTS if st.bag[e]],
                            zone="bag")
        return self.ask(fr, "habitat_corner", [opt_corner(c) for c in st.vacant_corners()],
                        element=fr["element"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if fr["stage"] == "start":
            fr["element"] = opt.value
            fr["stage"] = "corner"
            return
        st.from_bag(fr["element"])
        place_element(st, fr["chooser"], fr["element"], parse_corner(opt.value), self.card)
        self.finish(st, fr)
