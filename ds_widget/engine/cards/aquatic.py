"""Aquatic (docs/rules.md §10.2 card 1, R13, R14, R22)."""
from __future__ import annotations

from typing import Any

from ..constants import ELEMENTS
from ..flow import Decision, Option, count_options, opt_corner, opt_element, opt_tile
from ..hexmap import Hex, hex_str, parse_corner, parse_hex
from ..moves import add_from_gene_pool, place_element
from ..state import State
from .base import Card

WATERY = ("sea", "wetland")
#: the most species the card places on its tile (docs/rules.md §10.2 card 1: "up to 4")
MOST_SPECIES = 4


def watery_tiles(st: State) -> list[Hex]:
    """Sea and wetland tiles; a glaciated tile is tundra, not sea or wetland (R13)."""
    return sorted(h for h, t in st.tiles.items() if t.kind in WATERY)


class Aquatic(Card):
    """Place an element of your choice from the bag on a vacant corner of a sea or wetland tile,
    then up to 4 of your species on that tile. The two parts lapse independently (R22)."""

    card = "aquatic"
    own_stages = ("type", "tile", "corner", "count")

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "start":
            tiles = watery_tiles(st)
            if not tiles:
                self.nothing(st, fr, "no_sea_or_wetland")
                self.finish(st, fr)
                return None
            corners = st.vacant_corners(tiles)
            if corners and any(st.bag.values()):
                fr["stage"] = "type"
            else:
                self.nothing(st, fr, "no_vacant_corner" if not corners else "bag_empty")
                fr["stage"] = "tile"
                fr["candidates"] = [hex_str(h) for h in tiles]
            return None
        if stage == "type":
            return self.ask(fr, "aquatic_element",
                            [opt_element(e, "bag") for e in ELEMENTS if st.bag[e]], zone="bag")
        if stage == "corner":
            return self.ask(fr, "aquatic_corner",
                            [opt_corner(c) for c in st.vacant_corners(watery_tiles(st))],
                            element=fr["element"])
        if stage == "tile":
            cands = fr["candidates"]
            if st.animals[fr["chooser"]].gene_pool <= 0:
                self.nothing(st, fr, "empty_gene_pool")
                self.finish(st, fr)
                return None
            if len(cands) == 1:
                fr["target"] = cands[0]
                fr["stage"] = "count"
                return None
            return self.ask(fr, "aquatic_tile", [opt_tile(parse_hex(t)) for t in cands])
        # stage "count"
        most = min(MOST_SPECIES, st.animals[fr["chooser"]].gene_pool)
        return self.ask(fr, "aquatic_count", count_options(0, most), tile=fr["target"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        stage = fr["stage"]
        if stage == "type":
            fr["element"] = opt.value
            fr["stage"] = "corner"
        elif stage == "corner":
            c = parse_corner(opt.value)
            st.from_bag(fr["element"])
            place_element(st, fr["chooser"], fr["element"], c, "aquatic")
            fr["candidates"] = [hex_str(h) for h in st.corner_tiles(c) if st.tiles[h].kind in WATERY]
            fr["stage"] = "tile"
        elif stage == "tile":
            fr["target"] = opt.value
            fr["stage"] = "count"
        else:
            add_from_gene_pool(st, fr["chooser"], parse_hex(fr["target"]), int(opt.value), "aquatic")
            self.finish(st, fr)
