"""The options of a decision: :class:`Option`, and the builders that make each one once per
process and share it (split from :mod:`.flow`, which re-exports them)."""
from __future__ import annotations

from typing import Any

from .constants import ANIMALS, BOXES, ELEMENTS, SPACES, WANDERLUST_STACKS
from .hexmap import ALL_CORNERS, BOARD, Corner, Hex, corner_str, hex_str


class Option:
    """One legal option of the pending decision.

    ``id`` is stable (``"tile:1,-1"``, ``"space:speciation.3"``, ``"count:2"``, ``"decline"``);
    ``kind`` and ``value`` are its two halves; ``target`` names the drawable thing it refers to
    (``"tile-1,-1"``), or is empty for plain buttons.
    """

    __slots__ = ("id", "kind", "value", "target")

    def __init__(self, kind: str, value: str = "", target: str = "") -> None:
        self.kind = kind
        self.value = value
        self.id = f"{kind}:{value}" if value else kind
        self.target = target

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "kind": self.kind, "value": self.value, "target": self.target}

    def __repr__(self) -> str:
        return f"Option({self.id!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Option) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


# ---------------------------------------------------------------------------- option builders
# Options never change once made, so each is made once per process and shared by every decision
# that offers it (a Planning decision offers up to 30 spaces at every pawn placement). The keys are
# the board's things, so the caches stay small: 35 hexes, their corners, 60 spaces, 26 cards …
_MADE: dict[tuple[str, Any], Option] = {}


def _made(kind: str, key: Any, value: str, target: str) -> Option:
    o = _MADE.get((kind, key))
    if o is None:
        o = _MADE[(kind, key)] = Option(kind, value, target)
    return o


def _named(kind: str, key: Any, text: str) -> Option:
    """A board thing's option: value ``text``, target ``"<kind>-<text>"``."""
    return _made(kind, key, text, f"{kind}-{text}")


#: the options of the board's things, made at import: the actions build their lists from these
#: tables (a lookup each, no call)
TILE_OPTION: dict[Hex, Option] = {h: _named("tile", h, hex_str(h)) for h in BOARD}
HEX_OPTION: dict[Hex, Option] = {h: _named("hex", h, hex_str(h)) for h in BOARD}
CORNER_OPTION: dict[Corner, Option] = {c: _named("corner", c, corner_str(c)) for c in ALL_CORNERS}
SPACE_OPTION: dict[str, Option] = {s: _named("space", s, s) for s in SPACES}
COUNT_OPTIONS: list[Option] = [_made("count", n, str(n), "") for n in range(64)]
"""``count:0`` … ``count:63``, in order: a run of counts is a slice"""
STACK_OPTIONS: tuple[Option, ...] = tuple(_named("stack", i, str(i + 1)) for i in range(WANDERLUST_STACKS))
"""the three Wanderlust stacks, ``stack:1`` … ``stack:3`` (index 0 … 2)"""
DECLINE_OPTION = _made("decline", None, "", "")


def opt_tile(h: Hex) -> Option:
    return TILE_OPTION.get(h) or _named("tile", h, hex_str(h))


def opt_hex(h: Hex) -> Option:
    return HEX_OPTION.get(h) or _named("hex", h, hex_str(h))


def opt_corner(c: Corner) -> Option:
    return CORNER_OPTION.get(c) or _named("corner", c, corner_str(c))


def opt_space(space: str) -> Option:
    return SPACE_OPTION.get(space) or _named("space", space, space)


def opt_element(element: str, zone: str) -> Option:
    """An element type taken from ``zone``: a box name, ``"bag"`` or ``"sheet-<animal>"``."""
    return (_MADE.get(("element", (element, zone)))
            or _made("element", (element, zone), element, f"{zone}-{element}" if zone else ""))


#: every element type's option per zone: the boxes of the display, the bag, each animal's sheet
ELEMENT_OPTION: dict[str, dict[str, Option]] = {
    zone: {e: opt_element(e, zone) for e in ELEMENTS}
    for zone in (*BOXES, "bag", *(f"sheet-{a}" for a in ANIMALS))}


def element_options(discs: list[str], zone: str) -> list[Option]:
    """One option per element type among ``discs`` (a box's, or a sheet's), in sorted order."""
    table = ELEMENT_OPTION[zone]
    return [table[e] for e in sorted(set(discs))]


def opt_card(card: str) -> Option:
    return _MADE.get(("card", card)) or _named("card", card, card)


def opt_animal(animal: str) -> Option:
    return _MADE.get(("animal", animal)) or _named("animal", animal, animal)


def opt_count(n: int) -> Option:
    return _MADE.get(("count", n)) or _made("count", n, str(n), "")


def opt_word(word: str) -> Option:
    """A plain button: ``decline``, ``none``, ``done``, ``keep``."""
    return _MADE.get((word, None)) or _made(word, None, "", "")


DECLINE = "decline"


def count_options(lo: int, hi: int) -> list[Option]:
    """``count:lo`` … ``count:hi`` (a new list: callers may append to it)."""
    if lo >= 0 and hi < len(COUNT_OPTIONS):
        return COUNT_OPTIONS[lo:hi + 1]
    return [opt_count(n) for n in range(lo, hi + 1)]
