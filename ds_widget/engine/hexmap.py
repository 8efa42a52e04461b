"""The board's hex grid: axial coordinates, adjacency and corners (docs/rules.md §4).

A hex is a tuple ``(q, r)``. A corner (vertex) is where three hexes meet; in the flat-topped
convention of docs/rules.md §4.1 every corner is either the east ("E") or the west ("W") corner of
exactly one hex, so a corner is the tuple ``(q, r, side)`` with ``side`` 0 for E and 1 for W:

* E of (q, r) = {(q, r), (q+1, r-1), (q+1, r)}
* W of (q, r) = {(q, r), (q-1, r+1), (q-1, r)}

Text forms, used in option ids, JSON and SVG: a hex is ``"q,r"`` and a corner ``"q,rE"`` or
``"q,rW"`` (for example ``"-1,0E"``, the corner the jungle, the wetland and the centre share).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .errors import MalformedError, brief

Hex = tuple[int, int]
Corner = tuple[int, int, int]

#: The 35 hexes of the board: the radius-3 hexagon minus (0,-3) and (0,3) (docs/rules.md §4.1).
BOARD: tuple[Hex, ...] = tuple(sorted(
    (q, r) for q in range(-3, 4) for r in range(-3, 4)
    if abs(q) + abs(r) + abs(q + r) <= 6 and (q, r) not in ((0, -3), (0, 3))
))
BOARD_SET = frozenset(BOARD)
#: each board hex as the one tuple every table and parse hands out: a dict finds a key that is the
#: very object it holds without comparing the tuples' items (hexes key the tiles, options, tables)
_HEX: dict[Hex, Hex] = {h: h for h in BOARD}

#: neighbour directions N, NE, SE, S, SW, NW (docs/rules.md §4.1)
DIRECTIONS: tuple[Hex, ...] = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))

#: start tiles (docs/rules.md §4.2)
START_TILES: dict[Hex, str] = {_HEX[h]: t for h, t in {
    (0, 0): "sea", (0, -1): "wetland", (1, -1): "savannah", (1, 0): "desert",
    (0, 1): "mountain", (-1, 1): "forest", (-1, 0): "jungle",
}.items()}
CENTRE: Hex = _HEX[(0, 0)]


def distance(a: Hex, b: Hex) -> int:
    """Hex distance in axial coordinates.

    >>> distance((0, 0), (1, -1)), distance((0, 0), (2, -1))
    (1, 2)
    """
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def corner_hexes(c: Corner) -> tuple[Hex, Hex, Hex]:
    """The three hexes that meet at corner ``c`` (some may be off the board)."""
    q, r, s = c
    if s == 0:
        return ((q, r), (q + 1, r - 1), (q + 1, r))
    return ((q, r), (q - 1, r + 1), (q - 1, r))


def hex_corners(h: Hex) -> tuple[Corner, ...]:
    """The six corners of hex ``h`` in the order E, NE, NW, W, SW, SE (docs/rules.md §4.4)."""
    q, r = h
    return ((q, r, 0), (q + 1, r - 1, 1), (q - 1, r, 0), (q, r, 1), (q - 1, r + 1, 0), (q + 1, r, 1))


CORNER_NAMES = ("E", "NE", "NW", "W", "SW", "SE")

#: precomputed tables for the board hexes
NEIGHBOURS: dict[Hex, tuple[Hex, ...]] = {
    h: tuple(_HEX[(h[0] + dq, h[1] + dr)] for dq, dr in DIRECTIONS if (h[0] + dq, h[1] + dr) in BOARD_SET)
    for h in BOARD
}
#: every corner of a board hex, and its hexes that are on the board
ALL_CORNERS: tuple[Corner, ...] = tuple(sorted({c for h in BOARD for c in hex_corners(h)}))
#: each corner as the one tuple every table and parse hands out (as :data:`_HEX`)
_CORNER: dict[Corner, Corner] = {c: c for c in ALL_CORNERS}
CORNERS_OF: dict[Hex, tuple[Corner, ...]] = {h: tuple(_CORNER[c] for c in hex_corners(h)) for h in BOARD}
CORNER_BOARD_HEXES: dict[Corner, tuple[Hex, ...]] = {
    c: tuple(sorted(_HEX[h] for h in corner_hexes(c) if h in BOARD_SET)) for c in ALL_CORNERS
}
#: each board hex's neighbours on the board, sorted
NEIGHBOURS_SORTED: dict[Hex, tuple[Hex, ...]] = {h: tuple(sorted(ns)) for h, ns in NEIGHBOURS.items()}
#: each corner's place in ALL_CORNERS, and each board hex's corners by those places (E NE NW W SW SE):
#: small integers hash and compare faster than the corners themselves
CORNER_INDEX: dict[Corner, int] = {c: i for i, c in enumerate(ALL_CORNERS)}
CORNER_INDEXES_OF: dict[Hex, tuple[int, ...]] = {h: tuple(CORNER_INDEX[c] for c in CORNERS_OF[h]) for h in BOARD}
#: hexes at distance exactly 2 reachable through a middle hex adjacent to both (for birds)
TWO_STEP: dict[Hex, dict[Hex, tuple[Hex, ...]]] = {}
for _h in BOARD:
    _far: dict[Hex, list[Hex]] = {}
    for _m in NEIGHBOURS[_h]:
        for _t in NEIGHBOURS[_m]:
            if _t != _h and distance(_h, _t) == 2:
                _far.setdefault(_t, []).append(_m)
    TWO_STEP[_h] = {t: tuple(sorted(ms)) for t, ms in sorted(_far.items())}
del _h, _far, _m, _t


def hex_str(h: Hex) -> str:
    """``(1, -1)`` -> ``"1,-1"``."""
    return f"{h[0]},{h[1]}"


def corner_str(c: Corner) -> str:
    """``(0, 0, 0)`` -> ``"0,0E"``."""
    return f"{c[0]},{c[1]}{'EW'[c[2]]}"


#: the text of every board hex (a lookup instead of formatting, on the engine's busy paths)
HEX_TEXT: dict[Hex, str] = {h: hex_str(h) for h in BOARD}

_PARSED: dict[str, Hex] = {}
"""hexes parsed from text (frames keep their hexes as text; a game parses the same few dozen)"""


def parse_hex(text: object) -> Hex:
    """Parse ``"q,r"`` (also accepts a 2-item list); raises :class:`MalformedError`."""
    if type(text) is str:              # exactly: a subclass's __eq__ must not reach the cache
        h = _PARSED.get(text)  # type: ignore[call-overload]
        if h is None:
            h = _parse_hex(text)
            h = _HEX.get(h, h)           # a board hex: the tables' own tuple
            if len(_PARSED) < 4096:      # bounded: text from outside may be anything
                _PARSED[text] = h  # type: ignore[index]
        return h
    return _parse_hex(text)


def _parse_hex(text: object) -> Hex:
    if isinstance(text, (list, tuple)) and len(text) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) for v in text):
        return (int(text[0]), int(text[1]))
    if not isinstance(text, str):
        raise MalformedError(f"a hex must be written 'q,r', got {brief(text)}")
    parts = text.strip().strip("()").split(",")
    try:
        if len(parts) != 2:
            raise ValueError
        return (int(parts[0]), int(parts[1]))
    except ValueError:
        raise MalformedError(f"a hex must be written 'q,r' with two integers, got {brief(text)}") from None


def parse_corner(text: object) -> Corner:
    """Parse ``"q,rE"`` / ``"q,rW"``; raises :class:`MalformedError`."""
    if not isinstance(text, str) or len(text) < 4 or text[-1] not in "EW":
        raise MalformedError(f"a corner must be written 'q,rE' or 'q,rW', got {brief(text)}")
    q, r = parse_hex(text[:-1])
    c = (q, r, "EW".index(text[-1]))
    return _CORNER.get(c, c)             # a board corner: the tables' own tuple


def canonical_corner(hexes: Iterable[Any]) -> Corner:
    """The corner where three given hexes meet; raises if they do not meet at one corner."""
    hs = {parse_hex(h) for h in hexes}
    for h in hs:
        for c in hex_corners(h):
            if set(corner_hexes(c)) == hs:
                return _CORNER.get(c, c)
    raise MalformedError(f"the hexes {sorted(hs)} do not meet at a corner")
