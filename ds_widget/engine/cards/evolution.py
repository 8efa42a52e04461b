"""Evolution (docs/rules.md §10.2 card 9, R17)."""
from __future__ import annotations

from typing import Any

from ..flow import Decision, Option, opt_animal, opt_tile, opt_word
from ..hexmap import parse_hex
from ..moves import add_from_gene_pool, eliminate
from ..state import State
from .base import Card


class Evolution(Card):
    """Up to two different opposing animals each have one species, anywhere on earth, replaced by
    one of yours from your gene pool; the replaced species is eliminated (R17)."""

    card = "evolution"
    own_stages = ("animal", "tile")

    def targets(self, st: State, fr: dict[str, Any]) -> list[str]:
        return [a for a in self.opponents(st, fr) if a not in fr["done"] and st.occupied(a)]

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            fr["done"] = []
            fr["stage"] = "animal"
        me = fr["chooser"]
        if fr["stage"] == "animal":
            targets = self.targets(st, fr)
            if len(fr["done"]) >= 2 or not targets or st.animals[me].gene_pool <= 0:
                if not fr["done"]:
                    self.nothing(st, fr, "empty_gene_pool" if st.animals[me].gene_pool <= 0
                                 else "no_opposing_species")
                self.finish(st, fr, swapped=fr["done"])
                return None
            return self.ask(fr, "evolution_animal",
                            [opt_animal(a) for a in targets] + [opt_word("done")],
                            swapped=list(fr["done"]))
        return self.ask(fr, "evolution_tile", [opt_tile(h) for h in st.occupied(fr["victim"])],
                        victim=fr["victim"])

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "done":
            self.finish(st, fr, swapped=fr["done"])
        elif fr["stage"] == "animal":
            fr["victim"] = opt.value
            fr["stage"] = "tile"
        else:
            h = parse_hex(opt.value)
            me = fr["chooser"]
            eliminate(st, h, fr["victim"], 1, self.card, me)
            add_from_gene_pool(st, me, h, 1, self.card)
            fr["done"] = fr["done"] + [fr["victim"]]
            fr["stage"] = "animal"
