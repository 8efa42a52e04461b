"""Fecundity (docs/rules.md §10.2 card 10)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, opt_tile, opt_word
from ..hexmap import hex_str, parse_hex
from ..moves import add_from_gene_pool
from ..state import State
from .base import Card


class Fecundity(Card):
    """Every tile where your animal is present may receive one more of your species from the gene
    pool (+1 per tile); with too few in the gene pool you choose which tiles."""

    card = "fecundity"
    own_stages = ("pick",)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        me = fr["chooser"]
        if fr["stage"] == "start":
            fr["tiles"] = [hex_str(h) for h in st.occupied(me)]
            fr["stage"] = "pick"
            if not fr["tiles"]:
                self.nothing(st, fr, "no_tile_occupied")
        left = fr["tiles"]
        pool = st.animals[me].gene_pool
        if not left or pool <= 0:
            if left:
                self.nothing(st, fr, "empty_gene_pool")
            self.finish(st, fr)
            return None
        opts = [opt_tile(parse_hex(t)) for t in left]
        if pool >= len(left):
            opts.append(opt_word("all"))
        opts.append(opt_word("done"))
        return self.ask(fr, "fecundity_tile", opts, gene_pool=pool, remaining=len(left))

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        me = fr["chooser"]
        if opt.kind == "done":
            self.finish(st, fr)
        elif opt.kind == "all":
            for t in fr["tiles"]:
                add_from_gene_pool(st, me, parse_hex(t), 1, self.card)
            fr["tiles"] = []
        else:
            fr["tiles"] = [t for t in fr["tiles"] if t != opt.value]
            add_from_gene_pool(st, me, parse_hex(opt.value), 1, self.card)
