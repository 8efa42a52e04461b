"""Mass Exodus (docs/rules.md §10.2 card 19, R38)."""
from __future__ import annotations

from typing import Any

from ..constants import FOOD_CHAIN
from ..flow import Decision, Option, count_options, opt_tile
from ..hexmap import NEIGHBOURS_SORTED, Hex, parse_hex
from ..moves import choose_move
from ..state import State
from .base import Card


class MassExodus(Card):
    """Pick a tile and empty it: the chooser moves every species on it, of every animal, to
    adjacent tiles, dividing them as it likes."""

    card = "mass_exodus"
    own_stages = ("count", "to")

    def neighbours(self, st: State, h: Hex) -> list[Hex]:
        return [n for n in NEIGHBOURS_SORTED[h] if n in st.tiles]

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "start":
            tiles = [h for h, t in sorted(st.tiles.items()) if t.species and self.neighbours(st, h)]
            if not tiles:
                self.nothing(st, fr, "no_tile_to_empty")
                self.finish(st, fr)
                return None
            return self.ask(fr, "mass_exodus_tile", [opt_tile(h) for h in tiles])
        h = parse_hex(fr["target"])
        species = st.tiles[h].species
        if not species:
            self.finish(st, fr, tile=fr["target"])
            return None
        mover = min(species, key=FOOD_CHAIN.__getitem__)
        if stage == "to":
            return self.ask(fr, "mass_exodus_to", [opt_tile(n) for n in self.neighbours(st, h)],
                            mover=mover, left=species[mover], tile=fr["target"])
        n = species[mover]
        lo = n if len(self.neighbours(st, h)) == 1 else 1
        return self.ask(fr, "mass_exodus_count", count_options(lo, n), mover=mover,
                        tile=fr["target"], to=fr["dest"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        choose_move(st, fr, opt.value, lambda h: min(st.tiles[h].species, key=FOOD_CHAIN.__getitem__),
                    origin="target", source=self.card, then="to")
