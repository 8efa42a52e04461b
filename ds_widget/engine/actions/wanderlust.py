"""Wanderlust (docs/rules.md §9.9, R9, R10, R47)."""
from __future__ import annotations

from typing import Any

from ..flow import (
    CORNER_OPTION,
    HEX_OPTION,
    STACK_OPTIONS,
    Decision,
    Option,
    count_options,
    element_options,
    opt_word,
    register,
    take_first,
)
from ..hexmap import CORNERS_OF, HEX_TEXT, parse_corner, parse_hex
from ..moves import gain_bonus, move_species, place_element
from ..state import State, Tile
from .base import SectionOp


def face_up_stacks(st: State) -> list[int]:
    return [i for i in range(3) if st.stack_up[i] and st.stacks[i]]


@register
class Wanderlust(SectionOp):
    """Place a face-up stack tile on an empty hex next to the earth, optionally put an element from
    the Wanderlust squares on one of its corners, score bonus VP for the adjacent tiles; then every
    animal in food-chain order may move species in from the adjacent tiles."""

    section = "wanderlust"
    own_stages = ("hex", "element", "corner", "bonus", "follow")

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "begin":
            stacks = face_up_stacks(st)
            if not stacks:
                self.no_effect(st, fr, "no_face_up_tile")
                return None
            if not st.earth().open:
                self.no_effect(st, fr, "no_empty_hex")
                return None
            opts = [STACK_OPTIONS[i] for i in stacks]
            return self.ask(fr, "wanderlust_stack", opts,
                            {"terrains": {str(i + 1): st.stacks[i][-1] for i in stacks}}, decline=True)
        if stage == "hex":
            terrain = st.stacks[fr["stack"]][-1]
            return self.ask(fr, "wanderlust_hex", [HEX_OPTION[h] for h in st.earth().open],
                            {"terrain": terrain})
        if stage == "element":
            box = st.boxes["wanderlust"]
            opts = element_options(box, "wanderlust") + [opt_word("none")]
            return self.ask(fr, "wanderlust_element", opts, {"tile": fr["hex"]}, zone="wanderlust")
        if stage == "corner":
            corners = st.vacant_corners([parse_hex(fr["hex"])])
            return self.ask(fr, "wanderlust_corner", [CORNER_OPTION[c] for c in corners],
                            {"element": fr["element"], "tile": fr["hex"]})
        if stage == "bonus":
            h = parse_hex(fr["hex"])
            adjacent = st.earth().neighbours(h)
            vp = gain_bonus(st, fr["actor"], len(adjacent))
            if st.events is not None:
                st.emit("bonus_vp", animal=fr["actor"], reason="wanderlust", quantity=len(adjacent),
                        vp=vp, tile=fr["hex"])
            tiles = st.tiles
            fr["queue"] = [[a, HEX_TEXT[n]] for a in st.animals for n in adjacent
                           if a in tiles[n].species]
            fr["stage"] = "follow"
            return None
        # stage "follow": each animal in food-chain order, each adjacent tile in turn (R10)
        while fr["queue"]:
            a, src = fr["queue"][0]
            n = st.tiles[parse_hex(src)].species.get(a, 0)
            if n:
                return self.ask(fr, "wanderlust_follow", count_options(0, n),
                                {"tile": src, "to": fr["hex"]}, animal=a)
            take_first(fr, "queue")
        fr["stage"] = "scan"
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        stage = fr["stage"]
        a = fr["actor"]
        if opt.kind == "decline":
            self.declined(st, fr)
        elif stage == "begin":
            fr["stack"] = int(opt.value) - 1
            fr["stage"] = "hex"
        elif stage == "hex":
            h = parse_hex(opt.value)
            i = fr["stack"]
            terrain = st.stacks_w()[i].pop()
            st.stack_up[i] = False
            st.place_tile(h, Tile(terrain))
            fr["hex"] = opt.value
            if st.events is not None:
                st.emit("tile_placed", animal=a, tile=opt.value, terrain=terrain, stack=i + 1,
                        shared_elements=st.tile_elements(h), stack_left=len(st.stacks[i]))
            has_corner = not all(map(st.corners.__contains__, CORNERS_OF[h]))
            fr["stage"] = "element" if st.boxes["wanderlust"] and has_corner else "bonus"
        elif stage == "element":
            if opt.kind == "none":
                fr["stage"] = "bonus"
            else:
                fr["element"] = opt.value
                fr["stage"] = "corner"
        elif stage == "corner":
            place_element(st, a, fr["element"], parse_corner(opt.value), "wanderlust")
            st.boxes_w()["wanderlust"].remove(fr["element"])
            fr["stage"] = "bonus"
        else:  # follow
            mover, src = take_first(fr, "queue")
            n = int(opt.value)
            if n:
                move_species(st, mover, parse_hex(src), parse_hex(fr["hex"]), n, "wanderlust")

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if d.kind == "wanderlust_hex" and option_id.startswith("hex:"):
            return "the new tile must go on an empty board hex adjacent to at least one earth tile (R9)"
        if d.kind == "wanderlust_corner" and option_id.startswith("corner:"):
            return f"the element must go on a vacant corner of the new tile ({fr['hex']}) (R9)"
        return None
