"""Migration (docs/rules.md §9.10, R11)."""
from __future__ import annotations

from typing import Any

from ..constants import MIGRATION_X
from ..flow import TILE_OPTION, Decision, Option, count_options, opt_word, register
from ..hexmap import HEX_TEXT, Hex, parse_hex
from ..moves import choose_move
from ..state import State
from .base import SectionOp


def destinations(st: State, animal: str, h: Hex) -> list[Hex]:
    """Earth tiles a species of ``animal`` on ``h`` may migrate to: adjacent tiles, and for birds
    also tiles two steps away through an existing tile adjacent to both (docs/rules.md §9.10)."""
    earth = st.earth()
    return list(earth.two_steps(h) if animal == "birds" else earth.neighbours(h))


@register
class Migration(SectionOp):
    """Move up to X species, each to an adjacent tile (birds: up to two), in moves of
    (origin, destination, count); each species moves at most once per action (R11)."""

    section = "migration"
    own_stages = ("count", "from", "to")

    def movable(self, st: State, fr: dict[str, Any]) -> list[Hex]:
        earth = st.earth()
        reach = earth.two_steps if fr["actor"] == "birds" else earth.neighbours
        moved = fr["moved"]
        out = []
        for t, n in fr["start"].items():
            if n - moved.get(t, 0) > 0:
                h = parse_hex(t)
                if reach(h):
                    out.append(h)
        return sorted(out)

    def ask_origin(self, fr: dict[str, Any], origins: list[Hex]) -> Decision:
        """Where the next species move from: the first move may be declined, later ones end the
        action with "done"."""
        first = not fr["moved"]
        opts = [TILE_OPTION[h] for h in origins]
        if not first:
            opts.append(opt_word("done"))
        return self.ask(fr, "migration_from", opts, {"left": fr["left"], "x": fr["x"]}, decline=first)

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        a = fr["actor"]
        if stage == "begin":
            fr["left"] = fr["x"] = MIGRATION_X[fr["idx"] - 1]
            start = fr["start"] = {}
            for h, t in st.tiles_in_order().items():    # the earth's tiles, in the hexes' order
                n = t.species.get(a)
                if n:
                    start[HEX_TEXT[h]] = n
            fr["moved"] = {}
            fr["stage"] = "from"
            origins = self.movable(st, fr)
            if not origins:
                self.no_effect(st, fr, "nothing_to_move")
                return None
            return self.ask_origin(fr, origins)
        if stage == "from":
            origins = self.movable(st, fr) if fr["left"] > 0 else []
            if not origins:
                fr["stage"] = "scan"
                return None
            return self.ask_origin(fr, origins)
        if stage == "to":
            h = parse_hex(fr["origin"])
            return self.ask(fr, "migration_to", [TILE_OPTION[d] for d in destinations(st, a, h)],
                            {"origin": fr["origin"], "left": fr["left"]})
        # stage "count"
        most = min(fr["start"][fr["origin"]] - fr["moved"].get(fr["origin"], 0), fr["left"])
        return self.ask(fr, "migration_count", count_options(1, most),
                        {"origin": fr["origin"], "to": fr["dest"], "left": fr["left"]})

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        if opt.kind == "decline":
            self.declined(st, fr)
        elif opt.kind == "done":
            fr["stage"] = "scan"
        elif n := choose_move(st, fr, opt.value, lambda _h: fr["actor"], origin="origin", source="migration",
                              then="from"):
            moved = fr["moved"]
            fr["moved"] = {**moved, fr["origin"]: moved.get(fr["origin"], 0) + n}
            fr["left"] -= n

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if d.kind == "migration_to" and option_id.startswith("tile:"):
            reach = "adjacent or two steps away through an existing tile" if fr["actor"] == "birds" \
                else "adjacent"
            return f"a species on ({fr['origin']}) may only migrate to an {reach} earth tile"
        if d.kind == "migration_from" and option_id.startswith("tile:"):
            return ("only tiles where the animal still has species that have not moved in this "
                    "action can be an origin (R11)")
        if d.kind == "migration_count" and option_id.startswith("count:"):
            return f"at most {fr['left']} more species may move, and only those not yet moved"
        return None
