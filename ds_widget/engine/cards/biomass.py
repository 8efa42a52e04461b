"""Biomass (docs/rules.md §10.2 card 4, R38)."""
from __future__ import annotations

from typing import Any

from ..constants import FOOD_CHAIN
from ..flow import Decision, Option, opt_animal, take_first
from ..hexmap import hex_str, parse_hex
from ..moves import eliminate
from ..state import State
from .base import Card


class Biomass(Card):
    """On each tile holding more species (all animals) than elements, one species is eliminated;
    the chooser picks whose where several animals are present (its own included)."""

    card = "biomass"
    own_stages = ("next",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            fr["queue"] = [hex_str(h) for h, t in sorted(st.tiles.items())
                           if t.species and t.total() > len(st.tile_elements(h))]
            fr["stage"] = "next"
            if not fr["queue"]:
                self.nothing(st, fr, "no_crowded_tile")
        while fr["queue"]:
            h = parse_hex(fr["queue"][0])
            present = sorted(st.tiles[h].species, key=FOOD_CHAIN.__getitem__)
            if len(present) == 1:
                take_first(fr, "queue")
                eliminate(st, h, present[0], 1, self.card, fr["chooser"])
                continue
            return self.ask(fr, "biomass_victim", [opt_animal(a) for a in present], tile=fr["queue"][0])
        self.finish(st, fr)
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        h = parse_hex(take_first(fr, "queue"))
        eliminate(st, h, opt.value, 1, self.card, fr["chooser"])
