"""Disease (docs/rules.md §10.2 card 7, R24, R46)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, opt_element, take_first
from ..state import State
from .base import Card


def lose_added_element(st: State, animal: str, element: str, source: str) -> None:
    """Remove one added disc of ``element`` from ``animal``'s sheet to the bag."""
    added = st.animal_w(animal).added
    idx = len(added) - 1 - added[::-1].index(element)
    del added[idx]
    st.to_bag(element)
    st.sheet_changed(animal, (element,))
    st.emit("element_lost", animal=animal, element=element, source=source,
            elements=list(st.animals[animal].elements))


class Disease(Card):
    """Every animal whose sheet holds more elements than yours (counted once, before any removal)
    gives up one added element of its choice, in food-chain order."""

    card = "disease"
    own_stages = ("next",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            mine = len(st.animals[fr["chooser"]].elements)
            fr["queue"] = [a for a in st.animals if len(st.animals[a].elements) > mine]
            fr["counts"] = {a: len(st.animals[a].elements) for a in st.animals}
            fr["stage"] = "next"
            if not fr["queue"]:
                self.nothing(st, fr, "no_animal_with_more_elements")
        while fr["queue"]:
            a = fr["queue"][0]
            types = sorted(set(st.animals[a].added))
            if not types:
                take_first(fr, "queue")
                self.nothing(st, fr, "only_inherent_elements", victim=a)
                continue
            if len(types) == 1:
                take_first(fr, "queue")
                lose_added_element(st, a, types[0], self.card)
                continue
            return self.ask(fr, "disease_element", [opt_element(e, "sheet-" + a) for e in types],
                            animal=a, zone="sheet-" + a)
        self.finish(st, fr, counts=fr["counts"])
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        lose_added_element(st, take_first(fr, "queue"), opt.value, self.card)
