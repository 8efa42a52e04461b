"""Domination (docs/rules.md §9.12, R28, R35)."""
from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from ..calc import dominance_verdict
from ..flow import TILE_OPTION, Decision, Option, opt_card, opt_word, register
from ..hexmap import Hex, parse_hex
from ..moves import score_tile, start_card
from ..state import State
from .base import SectionOp


def split_domination_tiles(st: State, tiles: Sequence[Hex]) -> tuple[list[Hex], list[Hex]]:
    """DOMINATION_CARD_TILES_FIRST: the tiles a Domination pawn may score, split in two lists.

    Every earth tile not yet chosen this turn may be scored, and the action may be declined
    (docs/rules.md §9.12, R28, R35). The first decision lists the tiles that have a dominant animal —
    scoring one makes that animal take a Dominance card, the heart of the action — and one
    option, ``other_tile``, that leads to every other tile (VP only, no card; or nothing at all
    on an empty tile) and to declining. No legal move is lost. When no tile has a dominant
    animal the first decision is skipped. This ordering also keeps uniformly random players from
    wasting most Domination actions, which would leave many bot games without an end (R29).
    """
    first: list[Any] = []
    rest: list[Any] = []
    on = st.tiles
    if tiles is st.earth().hexes:       # every earth tile, in order: the dict's (State.tiles_in_order)
        for h, t in st.tiles_in_order().items():
            (rest if t.dominant is None else first).append(h)
        return first, rest
    for h in tiles:
        (rest if on[h].dominant is None else first).append(h)
    return first, rest


def unscored(parts: tuple[list[Hex], list[Hex]], scored: list[Hex]) -> tuple[list[Hex], list[Hex]]:
    """The sorted lists ``parts`` without the hexes in ``scored``: each scored one found by
    bisection, rather than every hex looked for in ``scored`` (a hex is a tuple: each one a scan
    passes is compared item by item, ~30 comparisons a Domination step) or looked up again."""
    for h in scored:
        for tiles in parts:
            i = bisect_left(tiles, h)
            if i < len(tiles) and tiles[i] == h:
                del tiles[i]
                break
    return parts


@register
class Domination(SectionOp):
    """Score a tile not yet chosen this turn; then its dominant animal, if any, must take a face-up
    Dominance card and resolve it."""

    section = "domination"
    own_stages = ("card", "other")

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] in ("begin", "other"):
            scored = st.scored
            hexes = st.earth().hexes
            # every earth tile split (a walk of the tiles in order), then the scored ones taken out
            split = split_domination_tiles(st, hexes)
            first, rest = unscored(split, scored) if scored else split
            if not first and not rest:
                self.no_effect(st, fr, "every_tile_scored")
                return None
            if fr["stage"] == "begin" and first:
                return self.ask(fr, "domination_tile", [TILE_OPTION[h] for h in first] +
                                [opt_word("other_tile")], {"cards_left": len(st.available)})
            return self.ask(fr, "domination_other_tile", [TILE_OPTION[h] for h in rest],
                            {"cards": bool(first)}, decline=True)
        # stage "card"
        return Decision(fr["dominant"], "pick_card", [opt_card(c) for c in st.available],
                        self.section, {"tile": fr["tile"]})

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        if opt.kind == "other_tile":
            fr["stage"] = "other"
            return
        if fr["stage"] == "card":
            st.ledger_w()
            st.available.remove(opt.value)
            st.played.append(opt.value)
            if st.events is not None:
                st.emit("card_chosen", animal=fr["dominant"], card=opt.value, tile=fr["tile"])
            fr["stage"] = "scan"
            start_card(st, opt.value, fr["dominant"], fr["tile"])
            return
        h = parse_hex(opt.value)
        st.ledger_w()
        st.scored.append(h)
        score_tile(st, h, fr["actor"])
        if st.events is not None:
            st.emit("dominance_checked", verdict=dominance_verdict(st, h), cards=len(st.available))
        who = st.tiles[h].dominant      # the marker is current (docs/rules.md R1): scoring moves only VP
        if who and st.available:
            fr["tile"] = opt.value
            fr["dominant"] = who
            fr["stage"] = "card"
        else:
            fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if d.kind in ("domination_tile", "domination_other_tile") and option_id.startswith("tile:"):
            try:
                h = parse_hex(option_id[5:])
            except ValueError:
                return None
            if h in st.scored:
                return f"tile ({option_id[5:]}) was already chosen for Domination this turn"
            if h in st.tiles:
                return ("tiles without a dominant animal are behind the 'other_tile' option"
                        if d.kind == "domination_tile" else "that tile has a dominant animal")
            return f"({option_id[5:]}) is not an earth tile"
        if d.kind == "pick_card" and option_id.startswith("card:"):
            return f"{option_id[5:]} is not among the face-up Dominance cards"
        return None



