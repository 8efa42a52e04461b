"""Regression (docs/rules.md §9.3, R27)."""
from __future__ import annotations

from typing import Any

from ..constants import FREE_SPACES, SECTION_SPACES
from ..flow import Decision, Op, Option, opt_element, pop, register, take_first
from ..state import State


@register
class Regression(Op):
    """Every animal loses one added element of each type in the Regression box, except the types
    its Regression pawns protect (one type per pawn; the reptiles have a free pawn). Always
    resolved; the pawns return only after the whole section (docs/rules.md §9.3)."""

    name = section = "regression"
    stages = frozenset({"start", "ask"})

    def new_frame(self) -> dict[str, Any]:
        return {"op": self.name, "stage": "start"}

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            aps: dict[str, int] = {}
            for space in SECTION_SPACES["regression"]:
                a = st.spaces[space]
                if a is not None:
                    aps[a] = aps.get(a, 0) + 1
            free = FREE_SPACES["regression"]
            if free in st.animals:
                aps[free] = aps.get(free, 0) + 1
            types = sorted(set(st.boxes["regression"]))
            threatened = {}
            for a, animal in st.animals.items():
                if animal.added:
                    lose = [e for e in types if e in animal.added]
                    if lose:
                        threatened[a] = lose
            fr["aps"] = aps
            fr["types"] = types
            fr["threatened"] = threatened
            fr["queue"] = [a for a, t in threatened.items() if len(t) > aps.get(a, 0) > 0]
            fr["protect"] = {a: [] for a in fr["queue"]}
            fr["stage"] = "ask"
        if fr["stage"] == "ask":
            while fr["queue"]:
                a = fr["queue"][0]
                chosen = fr["protect"][a]
                if len(chosen) < fr["aps"][a]:
                    left = [e for e in fr["threatened"][a] if e not in chosen]
                    return Decision(a, "regression_protect", [opt_element(e, "sheet-" + a) for e in left],
                                    self.section, {"types": fr["types"], "protected": list(chosen),
                                                   "pawns": fr["aps"][a]}, zone="sheet-" + a)
                take_first(fr, "queue")
            self.apply_losses(st, fr)
            pop(st)
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        a = fr["queue"][0]
        fr["protect"] = {**fr["protect"], a: fr["protect"][a] + [opt.value]}

    def apply_losses(self, st: State, fr: dict[str, Any]) -> None:
        rows = []
        report = st.events is not None
        for a, threatened in fr["threatened"].items():
            pawns = fr["aps"].get(a, 0)
            protected = threatened if len(threatened) <= pawns else fr["protect"].get(a, [])
            lost = [e for e in threatened if e not in protected]
            added = st.animal_w(a).added
            for e in lost:
                # remove the most recently gained disc of that type
                idx = len(added) - 1 - added[::-1].index(e)
                del added[idx]
                st.to_bag(e)
            if lost:
                st.sheet_changed(a, lost)
            if report:
                rows.append({"animal": a, "threatened": threatened, "protected": list(protected),
                             "lost": lost, "pawns": pawns})
        if report:
            st.emit("regression", types=fr["types"], animals=rows)
        returned = []
        for space in SECTION_SPACES["regression"]:
            a = st.spaces[space]
            if a is not None:
                st.spaces_w()[space] = None
                st.animal_w(a).supply += 1
                returned.append({"animal": a, "space": space})
        if returned and st.events is not None:
            st.emit("pawns_returned", section="regression", pawns=returned)
