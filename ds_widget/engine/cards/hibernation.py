"""Hibernation (docs/rules.md §10.2 card 13, R16, R40)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, count_options, opt_tile
from ..hexmap import parse_hex
from ..state import State
from .base import Card


class Hibernation(Card):
    """Bring back up to 5 of your previously eliminated species onto one tile; this turn's
    Extinction cannot kill that many of yours there (R40)."""

    card = "hibernation"
    own_stages = ("count",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            if st.animals[me].eliminated <= 0:
                self.nothing(st, fr, "nothing_eliminated")
                self.finish(st, fr)
                return None
            return self.ask(fr, "hibernation_tile", [opt_tile(h) for h in sorted(st.tiles)],
                            eliminated=st.animals[me].eliminated)
        most = min(5, st.animals[me].eliminated)
        return self.ask(fr, "hibernation_count", count_options(0, most), tile=fr["target"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            fr["target"] = opt.value
            fr["stage"] = "count"
            return
        n = int(opt.value)
        h = parse_hex(fr["target"])
        if n:
            st.animal_w(me).eliminated -= n
            st.add_species(h, me, n)
            st.ledger_w()
            st.hibernation[(h, me)] = st.hibernation.get((h, me), 0) + n
        st.emit("hibernation", animal=me, tile=fr["target"], terrain=st.tiles[h].kind, count=n,
                eliminated_left=st.animals[me].eliminated)
        self.finish(st, fr)
