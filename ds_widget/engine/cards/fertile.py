"""Fertile (docs/rules.md §10.2 card 11)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, opt_tile
from ..hexmap import Hex, hex_str, parse_hex
from ..state import State
from .base import Card

#: the VP the card scores for each species on the chosen tile (docs/rules.md §10.2 card 11)
VP_PER_SPECIES = 1


class Fertile(Card):
    """Pick a tile where you have species: 1 VP per species on it, whoever owns them."""

    card = "fertile"

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        tiles = st.occupied(fr["chooser"])
        if not tiles:
            self.nothing(st, fr, "no_tile_occupied")
            self.finish(st, fr)
            return None
        if len(tiles) == 1:
            self.score(st, fr, tiles[0])
            return None
        return self.ask(fr, "fertile_tile", [opt_tile(h) for h in tiles])

    def score(self, st: State, fr: dict[str, Any], h: Hex) -> None:
        n = st.tiles[h].total()
        vp = st.gain_vp(fr["chooser"], n * VP_PER_SPECIES)
        st.emit("card_vp", card=self.card, animal=fr["chooser"], vp=vp, quantity=n, tile=hex_str(h))
        self.finish(st, fr)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        self.score(st, fr, parse_hex(opt.value))
