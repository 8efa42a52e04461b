"""Catastrophe (docs/rules.md §10.2 card 5, R21)."""
from __future__ import annotations

from typing import Any

from ..constants import FOOD_CHAIN
from ..flow import Decision, Option, opt_animal, opt_tile, take_first
from ..hexmap import NEIGHBOURS, hex_str, parse_hex
from ..moves import eliminate
from ..state import State
from .base import Card


class Catastrophe(Card):
    """Pick a tile: all its species but one (the chooser picks the survivor) are eliminated; then
    every adjacent tile with species loses one — compulsory, even the chooser's own (R21)."""

    card = "catastrophe"
    own_stages = ("neighbours", "survivor")

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "start":
            return self.ask(fr, "catastrophe_tile", [opt_tile(h) for h in sorted(st.tiles)])
        if stage == "survivor":
            h = parse_hex(fr["target"])
            present = sorted(st.tiles[h].species, key=FOOD_CHAIN.__getitem__)
            if st.tiles[h].total() <= 1:
                self.nothing(st, fr, "one_species_or_fewer", tile=fr["target"])
            elif len(present) == 1:
                self.wipe(st, fr, present[0])
            else:
                return self.ask(fr, "catastrophe_survivor", [opt_animal(a) for a in present],
                                tile=fr["target"])
            self.next_stage(st, fr)
        while fr["queue"]:
            h = parse_hex(fr["queue"][0])
            present = sorted(st.tiles[h].species, key=FOOD_CHAIN.__getitem__)
            if not present:
                take_first(fr, "queue")
                continue
            if len(present) == 1:
                take_first(fr, "queue")
                eliminate(st, h, present[0], 1, self.card, fr["chooser"])
                continue
            return self.ask(fr, "catastrophe_neighbour", [opt_animal(a) for a in present],
                            tile=fr["queue"][0])
        self.finish(st, fr, tile=fr["target"])
        return None

    def next_stage(self, st: State, fr: dict[str, Any]) -> None:
        h = parse_hex(fr["target"])
        fr["queue"] = [hex_str(n) for n in sorted(NEIGHBOURS[h]) if n in st.tiles]
        fr["stage"] = "neighbours"

    def wipe(self, st: State, fr: dict[str, Any], survivor: str) -> None:
        h = parse_hex(fr["target"])
        for a, n in sorted(st.tiles[h].species.items(), key=lambda kv: FOOD_CHAIN[kv[0]]):
            lose = n - 1 if a == survivor else n
            if lose:
                eliminate(st, h, a, lose, self.card, fr["chooser"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        stage = fr["stage"]
        if stage == "start":
            fr["target"] = opt.value
            fr["stage"] = "survivor"
        elif stage == "survivor":
            self.wipe(st, fr, opt.value)
            self.next_stage(st, fr)
        else:
            eliminate(st, parse_hex(take_first(fr, "queue")), opt.value, 1, self.card, fr["chooser"])
