"""Geometry only: hex-to-pixel maths and where each panel of the picture sits.

Flat-topped hexes as in docs/rules.md §4.1: the centre of hex ``(q, r)`` is
``x = 1.5·q·R``, ``y = √3·(r + q/2)·R`` (y grows downwards). A corner ``(q, r, side)`` is the
east (side 0) or west (side 1) vertex of hex ``(q, r)``, so it sits at ``centre ± (R, 0)``.
"""
from __future__ import annotations

import math
from collections.abc import Iterable
from typing import NamedTuple

SQRT3 = math.sqrt(3.0)

#: the whole picture (user units); a caller scales it with ``size``
WIDTH = 1760
HEIGHT = 1000


class Rect(NamedTuple):
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h


#: panel name -> its rectangle (the default picture shows all of them)
PANELS: dict[str, Rect] = {
    "header": Rect(0, 0, 1760, 54),
    "board": Rect(0, 54, 760, 692),
    "animals": Rect(0, 746, 760, 254),
    "display": Rect(760, 54, 600, 946),
    "cards": Rect(1360, 54, 400, 566),
    "bag": Rect(1360, 620, 400, 380),
    # not part of the table: the action display laid out for a projector (the Present view),
    # drawn beside the table's picture area
    "display_large": Rect(1800, 54, 750, 760),
}
PANEL_ORDER: tuple[str, ...] = ("header", "board", "animals", "display", "cards", "bag")
#: panels drawn only when asked for by name
EXTRA_PANELS: tuple[str, ...] = ("display_large",)
#: other names a caller may use: the legend and the Survival card live in the bag panel, the
#: scores in the header
PANEL_ALIASES: dict[str, str] = {"earth": "board", "action_display": "display",
                                 "legend": "bag", "status": "header", "survival": "bag",
                                 "scores": "header"}

#: hex radius (centre to vertex) and the centre of hex (0, 0) on the page
HEX_R = 64.0
BOARD_CX = PANELS["board"].x + PANELS["board"].w / 2
BOARD_CY = PANELS["board"].y + PANELS["board"].h / 2 + 2


def hex_center(q: int, r: int, R: float = HEX_R, cx: float = BOARD_CX,
               cy: float = BOARD_CY) -> tuple[float, float]:
    return cx + 1.5 * q * R, cy + SQRT3 * (r + q / 2) * R


#: unit vertices of a flat-topped hex, E first, then counter-clockwise on screen (E, NE, NW, W,
#: SW, SE), matching ``hexmap.hex_corners``
_UNIT = tuple((math.cos(math.radians(a)), -math.sin(math.radians(a)))
              for a in (0, 60, 120, 180, 240, 300))


def hex_points(cx: float, cy: float, R: float) -> list[tuple[float, float]]:
    return [(cx + R * ux, cy + R * uy) for ux, uy in _UNIT]


def corner_point(q: int, r: int, side: int, R: float = HEX_R) -> tuple[float, float]:
    x, y = hex_center(q, r, R)
    return (x + R, y) if side == 0 else (x - R, y)


def union(rects: list[Rect]) -> Rect:
    x0 = min(r.x for r in rects)
    y0 = min(r.y for r in rects)
    x1 = max(r.right for r in rects)
    y1 = max(r.bottom for r in rects)
    return Rect(x0, y0, x1 - x0, y1 - y0)


def earth_view(tiles: Iterable[tuple[int, int]], extra: Iterable[tuple[int, int]] = (),
               pad: float = HEX_R + 16) -> Rect:
    """The part of the earth panel around ``tiles`` and the ``extra`` hexes (say, the empty hexes
    a question or a decision names), inside the panel."""
    pts = [hex_center(*h) for h in {*tiles, *extra}]
    board = PANELS["board"]
    if not pts:
        return board
    x0 = max(board.x, min(x for x, _ in pts) - pad)
    x1 = min(board.right, max(x for x, _ in pts) + pad)
    y0 = max(board.y, min(y for _, y in pts) - pad)
    y1 = min(board.bottom, max(y for _, y in pts) + pad)
    return Rect(x0, y0, x1 - x0, y1 - y0)
