"""The part of the table a few options are on, for a picture that shows only what matters (the
printed review, :mod:`ds_widget.review.printout`): the earth around their tiles and the tiles next
to them, the rows of the action display's sections they are in (its projector layout), one
animal's sheet; and the size on paper at which a picture's smallest text is still easy to read.
Geometry only: the pictures themselves are :func:`~.table.render_svg`'s, cut with :func:`~.svg.cut`."""
from __future__ import annotations

import re
from collections.abc import Iterable

from ..engine.constants import ANIMALS, SECTIONS
from ..engine.hexmap import BOARD_SET, NEIGHBOURS, Hex, corner_hexes, parse_corner, parse_hex
from ..engine.state import State
from .action_display import PROJECTOR, row_height
from .animals import COLS
from .layout import PANELS, Rect, earth_view
from .present import DISPLAY_TEXT, EARTH_TEXT, PANEL_OF

#: the panel drawn for each panel an option is on, and its text scale (the Present view's earth and
#: action display; the other panels at the projector's 1.25)
PRINT_PANEL: dict[str, tuple[str, float]] = {"board": ("board", EARTH_TEXT), "display": ("display_large", DISPLAY_TEXT),
                                             "animals": ("animals", 1.25), "cards": ("cards", 1.25),
                                             "bag": ("bag", 1.25)}
#: room above and below a marked thing for its tag ("played" above, "better" below), picture units
TAG_ROOM = 56.0
#: one typographic point in millimetres
PT_MM = 25.4 / 72


def panel_of(target: str) -> str | None:
    """The panel a board target is drawn on (``"tile-1,-1"`` → ``"board"``), or None."""
    return PANEL_OF.get(target.split("-")[0]) if target else None


def panels_of(targets: Iterable[str]) -> list[str]:
    """The panels the targets are on, the earth first; only the earth when none is on the table."""
    found = {p for t in targets if (p := panel_of(t))}
    order = ("board", "display", "animals", "cards", "bag")
    return [p for p in order if p in found] or ["board"]


def target_hexes(target: str) -> set[Hex]:
    """The hexes of the earth a target names: a tile's or an empty hex's, a corner's three."""
    kind, _, value = target.partition("-")
    if kind in ("tile", "hex"):
        return {parse_hex(value)}
    if kind == "corner":
        return {h for h in corner_hexes(parse_corner(value)) if h in BOARD_SET}
    return set()


def earth_crop(targets: Iterable[str], st: State) -> Rect:
    """The earth around the tiles the targets name and the hexes next to them; with no target on
    the earth, every tile in play."""
    hexes: set[Hex] = set()
    for t in targets:
        hexes |= target_hexes(t)
    if not hexes:
        return earth_view(st.tiles)
    around = {n for h in hexes for n in NEIGHBOURS[h] if n in BOARD_SET}
    return earth_view(hexes | around)


def section_of(target: str) -> str | None:
    """The section of the action display a target is in (``"space-speciation.3"``,
    ``"adaptation-grass"``, ``"stack-2"``), or None."""
    kind, _, value = target.partition("-")
    if kind == "space":
        return value.split(".")[0]
    if kind == "stack":
        return "wanderlust"
    return kind if kind in SECTIONS else None


def display_crop(targets: Iterable[str]) -> Rect:
    """The rows of the sections the targets are in, in the action display's projector layout,
    with room for their tags; the whole display when none is."""
    box = PANELS["display_large"]
    rows = sorted({SECTIONS.index(s) for t in targets if (s := section_of(t))})
    if not rows:
        return box
    rh = row_height(PROJECTOR)
    top = max(box.y, box.y + PROJECTOR.row_top + rows[0] * rh - TAG_ROOM)
    bottom = min(box.bottom, box.y + PROJECTOR.row_top + (rows[-1] + 1) * rh + TAG_ROOM)
    return Rect(box.x, top, box.w, bottom - top)


def sheet_crop(targets: Iterable[str], st: State) -> Rect:
    """The sheets of the animals the targets name (``"animal-birds"``, ``"sheet-birds-seed"``), with
    room for their tags; the whole panel when none is."""
    box = PANELS["animals"]
    named = {t.split("-")[1] for t in targets if t.split("-")[0] in ("animal", "sheet")}
    shown = [a for a in ANIMALS if a in st.animals]
    rows = sorted({shown.index(a) // COLS for a in named if a in shown})
    if not rows:
        return box
    half = (box.h - 26) / 2 + 6
    top = max(box.y, box.y + 10 + rows[0] * half - TAG_ROOM)
    bottom = min(box.bottom, box.y + 10 + (rows[-1] + 1) * half + TAG_ROOM)
    return Rect(box.x, top, box.w, bottom - top)


def crop(panel: str, targets: Iterable[str], st: State) -> Rect:
    """The part of ``panel`` (a name of :data:`PRINT_PANEL`) that matters for the targets."""
    targets = list(targets)
    if panel == "board":
        return earth_crop(targets, st)
    if panel == "display":
        return display_crop(targets)
    if panel == "animals":
        return sheet_crop(targets, st)
    return PANELS[PRINT_PANEL[panel][0]]


def smallest_text(svg: str) -> float:
    """The smallest font size a picture may draw text at, in its own units: the smallest of its
    style sheet's sizes and of the sizes written on a text (a name shrunk to fit its box)."""
    sizes = [float(x) for x in re.findall(r"font-size:\s*([0-9.]+)px", svg)]
    return min(sizes) if sizes else 16.0


def paper_width(svg: str, box: Rect, pt: float) -> float:
    """The width in millimetres at which the part ``box`` of ``svg`` prints its smallest text at
    ``pt`` points."""
    return box.w * pt * PT_MM / smallest_text(svg)
