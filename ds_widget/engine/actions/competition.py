"""Competition and the arachnids' free competition (docs/rules.md §9.11, R12, R13)."""
from __future__ import annotations

from typing import Any

from ..calc import contested
from ..constants import FOOD_CHAIN, FREE_SPACES, space_data
from ..flow import TILE_OPTION, Decision, Option, opt_animal, opt_word, register
from ..hexmap import parse_hex
from ..moves import eliminate
from ..state import State
from .base import SectionOp


@register
class Competition(SectionOp):
    """For each of the space's three terrains (tundra and two printed ones) the owner may pick one
    tile with its own and opposing species and eliminate one opposing species of its choice; the
    arachnids first compete once on any tile for free."""

    section = "competition"
    own_stages = ("free", "tile", "victim")
    first_stage = "free"

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "free":
            arachnids = FREE_SPACES["competition"]
            tiles = contested(st, arachnids) if arachnids in st.animals else []
            if not tiles:
                fr["stage"] = "scan"
                return None
            fr["actor"] = arachnids
            return self.ask(fr, "competition_free_tile",
                            [TILE_OPTION[h] for h in tiles] + [opt_word("none")], {})
        if stage == "begin":
            fr["terrains"] = list(space_data(fr["space"])["terrains"])
            fr["ti"] = 0
            fr["stage"] = "tile"
            return None
        if stage == "tile":
            mine = contested(st, fr["actor"])       # one look at the earth for the three terrains
            tiles_on = st.tiles
            while mine and fr["ti"] < 3:
                terrain = fr["terrains"][fr["ti"]]
                tiles = [h for h in mine if tiles_on[h].kind == terrain]
                if tiles:
                    return self.ask(fr, "competition_tile",
                                    [TILE_OPTION[h] for h in tiles] + [opt_word("none")],
                                    {"terrain": terrain, "terrains": fr["terrains"]})
                fr["ti"] += 1
            fr["stage"] = "scan"
            return None
        # stage "victim"
        h = parse_hex(fr["tile"])
        victims = sorted((a for a in st.tiles[h].species if a != fr["actor"]), key=FOOD_CHAIN.__getitem__)
        if len(victims) == 1:
            self.hit(st, fr, victims[0])
            return None
        return self.ask(fr, "competition_victim", [opt_animal(v) for v in victims], {"tile": fr["tile"]})

    def hit(self, st: State, fr: dict[str, Any], victim: str) -> None:
        eliminate(st, parse_hex(fr["tile"]), victim, 1, "competition", fr["actor"])
        if fr.get("free"):
            fr["free"] = False
            fr["stage"] = "scan"
        else:
            fr["ti"] += 1
            fr["stage"] = "tile"

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        stage = fr["stage"]
        if stage == "victim":
            self.hit(st, fr, opt.value)
        elif opt.kind == "none":
            if stage == "free":
                st.emit("declined", animal=fr["actor"], section="competition", space=None)
                fr["stage"] = "scan"
            else:
                fr["ti"] += 1
        else:
            fr["tile"] = opt.value
            fr["free"] = stage == "free"
            fr["stage"] = "victim"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if d.kind == "competition_tile" and option_id.startswith("tile:"):
            return (f"the tile must be {d.args['terrain']} and hold species of both the "
                    f"{fr['actor']} and an opponent (one tile per terrain, R12)")
        if d.kind == "competition_free_tile" and option_id.startswith("tile:"):
            return "the tile must hold species of both the arachnids and an opponent"
        return None



