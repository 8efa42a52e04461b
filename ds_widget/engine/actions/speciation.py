"""Speciation and the insects' free species (docs/rules.md §9.8, R37, R45)."""
from __future__ import annotations

from typing import Any

from ..constants import FREE_SPACES, SPEC_ELEMENT, SPECIATION_CAP
from ..flow import CORNER_OPTION, TILE_OPTION, Decision, Option, count_options, opt_word, register
from ..hexmap import HEX_TEXT, corner_str, parse_corner, parse_hex
from ..moves import add_from_gene_pool
from ..state import State
from .base import SectionOp


@register
class Speciation(SectionOp):
    """Pick an element of the space's type on earth; each tile it touches may receive species from
    the gene pool up to its cap. After all pawns, the insects may add one species to any tile."""

    section = "speciation"
    own_stages = ("count", "insects")

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "insects":
            opts = [TILE_OPTION[h] for h in st.earth().hexes] + [opt_word("none")]
            return Decision(FREE_SPACES["speciation"], "insects_free_species", opts, self.section, {})
        a = fr["actor"]
        if fr["stage"] == "begin":
            e = SPEC_ELEMENT[fr["idx"] - 1]
            fr["element"] = e
            if st.animals[a].gene_pool <= 0:
                self.no_effect(st, fr, "empty_gene_pool", element=e)
                return None
            corners = sorted([c for c, x in st.corners.items() if x == e])
            if not corners:
                self.no_effect(st, fr, "no_element_on_earth", element=e)
                return None
            return self.ask(fr, "speciation_corner", [CORNER_OPTION[c] for c in corners],
                            {"element": e}, decline=True)
        # stage "count": how many species on each tile touching the corner, in turn
        tiles = fr["tiles"]
        pool = st.animals[a].gene_pool
        while fr["t"] < len(tiles):
            tile = tiles[fr["t"]]
            kind = st.tiles[parse_hex(tile)].kind
            cap = SPECIATION_CAP[kind]
            most = min(cap, pool)
            if most > 0:
                return self.ask(fr, "speciation_count", count_options(0, most),
                                {"tile": tile, "terrain": kind, "cap": cap, "corner": fr["corner"],
                                 "element": fr["element"], "gene_pool": pool})
            fr["t"] += 1
        fr["stage"] = "scan"
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        a = fr.get("actor", "")
        if opt.kind == "decline":
            self.declined(st, fr)
        elif fr["stage"] == "begin":
            c = parse_corner(opt.value)
            fr["corner"] = corner_str(c)
            fr["tiles"] = [HEX_TEXT[h] for h in st.corner_tiles(c)]
            fr["t"] = 0
            fr["stage"] = "count"
        elif fr["stage"] == "count":
            n = int(opt.value)
            tile = fr["tiles"][fr["t"]]
            if n:
                add_from_gene_pool(st, a, parse_hex(tile), n, "speciation")
            fr["t"] += 1
        else:  # the insects' free species
            if opt.kind == "tile":
                add_from_gene_pool(st, "insects", parse_hex(opt.value), 1, "insects_free")
            else:
                st.emit("declined", animal="insects", section="speciation", space=None)
            fr["stage"] = "done"

    def after(self, st: State, fr: dict[str, Any]) -> Decision | None:
        insects = FREE_SPACES["speciation"]
        if insects in st.animals and st.animals[insects].gene_pool > 0 and st.tiles:
            fr["stage"] = "insects"
        else:
            fr["stage"] = "done"
        return None

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if d.kind == "speciation_corner" and option_id.startswith("corner:"):
            return f"the corner must hold a {fr['element']} (the element of space {fr['space']})"
        if d.kind == "speciation_count" and option_id.startswith("count:"):
            return (f"at most {d.args['cap']} species may go on a {d.args['terrain']} tile, "
                    f"and the gene pool holds {d.args['gene_pool']}")
        if d.kind == "speciation_count" and option_id.startswith("tile:"):
            return (f"tile ({option_id[5:]}) does not touch the chosen {fr['element']} at corner "
                    f"{fr['corner']}; this decision is how many species go on tile ({d.args['tile']})")
        return None
