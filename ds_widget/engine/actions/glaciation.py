"""Glaciation (RULES.md §9.7, R3, R4, R13)."""
from __future__ import annotations

from typing import Any

from ..constants import EYEBALLS, bonus_vp
from ..flow import Decision, Option, opt_tile, register
from ..hexmap import CORNER_BOARD_HEXES, NEIGHBOURS, Hex, corner_str, hex_str, parse_hex
from ..state import State
from .base import SectionOp


def glaciation_targets(st: State) -> list[Hex]:
    """Non-tundra tiles adjacent to at least one tundra tile (empty list if no tundra is left)."""
    if st.tundra_supply <= 0:
        return []
    tiles = st.tiles
    return sorted(h for h, t in tiles.items() if not t.tundra
                  and any(n in tiles and tiles[n].tundra for n in NEIGHBOURS[h]))


def glaciate(st: State, animal: str, h: Hex, source: str = "glaciation") -> None:
    """Steps 2-7 of Glaciation on tile ``h`` for ``animal`` (also used by Ice Sheet)."""
    tiles = st.tiles
    t = tiles[h]
    terrain = t.terrain
    # 2. set aside all species
    aside = dict(t.species)
    for a, n in aside.items():
        st.remove_species(h, a, n)
    # 3. the tile becomes tundra
    t.tundra = True
    st.tundra_supply -= 1
    # 4. remove every element surrounded by three tundra tiles, anywhere on earth
    removed = []
    for c, e in sorted(st.corners.items()):
        hs = CORNER_BOARD_HEXES[c]
        if len(hs) == 3 and all(x in tiles and tiles[x].tundra for x in hs):
            st.take_element(c)
            st.to_bag(e)
            removed.append({"corner": corner_str(c), "element": e})
    # 5. bonus VP for adjacent tundra tiles
    n = sum(1 for x in NEIGHBOURS[h] if x in tiles and tiles[x].tundra)
    vp = st.gain_vp(animal, bonus_vp(n))
    # 6-7. one species of each animal stays; the others go back to the gene pools
    stayed, returned = {}, {}
    for a in sorted(aside, key=list(st.animals).index):
        st.add_species(h, a, 1)
        stayed[a] = 1
        if aside[a] > 1:
            st.animals[a].gene_pool += aside[a] - 1
            returned[a] = aside[a] - 1
    st.emit("glaciation", animal=animal, tile=hex_str(h), terrain=terrain, source=source,
            set_aside=aside, removed=removed, adjacent_tundra=n, bonus=vp, stayed=stayed,
            returned=returned, tundra_left=st.tundra_supply)


@register
class Glaciation(SectionOp):
    """Only the leftmost pawn present acts (R3); the others wait and slide left at Reset."""

    section = "glaciation"

    def next_pawn(self, st: State, fr: dict[str, Any]) -> bool:
        if fr["idx"]:  # the one acting pawn has been resolved
            return False
        for i in range(1, EYEBALLS["glaciation"] + 1):
            if st.spaces[f"glaciation.{i}"] is not None:
                fr["idx"] = i - 1
                super().next_pawn(st, fr)
                fr["idx"] = EYEBALLS["glaciation"]
                return True
        fr["idx"] = EYEBALLS["glaciation"]
        return False

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if st.tundra_supply <= 0:
            self.no_effect(st, fr, "no_tundra_left")
            return None
        targets = glaciation_targets(st)
        if not targets:
            self.no_effect(st, fr, "no_tile_next_to_tundra")
            return None
        return self.ask(fr, "glaciation_tile", [opt_tile(h) for h in targets], decline=True)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        glaciate(st, fr["actor"], parse_hex(opt.value))
        fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        return glaciation_why_not(st, option_id)


def glaciation_why_not(st: State, option_id: str) -> str | None:
    if option_id.startswith("tile:"):
        try:
            h = parse_hex(option_id[5:])
        except ValueError:
            return None
        if h not in st.tiles:
            return f"({option_id[5:]}) is not an earth tile"
        if st.tiles[h].tundra:
            return f"tile ({option_id[5:]}) is already tundra"
        return f"tile ({option_id[5:]}) does not touch a tundra tile"
    return None
