"""Predator (docs/rules.md §10.2 card 25, R38)."""
from __future__ import annotations

from typing import Any

from ..calc import contested
from ..constants import FOOD_CHAIN
from ..flow import Decision, Option, opt_animal, take_first
from ..hexmap import hex_str, parse_hex
from ..moves import eliminate
from ..state import State
from .base import Card


class Predator(Card):
    """On each tile where your animal is present with opposing species, one opposing species (of
    an animal you pick) is eliminated."""

    card = "predator"
    own_stages = ("next",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            fr["queue"] = [hex_str(h) for h in contested(st, me)]
            fr["stage"] = "next"
            if not fr["queue"]:
                self.nothing(st, fr, "no_shared_tile")
        while fr["queue"]:
            h = parse_hex(fr["queue"][0])
            prey = sorted((a for a in st.tiles[h].species if a != me), key=FOOD_CHAIN.__getitem__)
            if len(prey) == 1:
                take_first(fr, "queue")
                eliminate(st, h, prey[0], 1, self.card, me)
                continue
            return self.ask(fr, "predator_victim", [opt_animal(a) for a in prey], tile=fr["queue"][0])
        self.finish(st, fr)
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        eliminate(st, parse_hex(take_first(fr, "queue")), opt.value, 1, self.card, fr["chooser"])
