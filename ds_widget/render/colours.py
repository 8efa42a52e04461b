"""Colour checks for a theme: WCAG 2.1 contrast of the text the renderer draws, and how far apart
the six animal colours stay for the three kinds of dichromacy.

Pure functions on hex strings (``"#rgb"`` or ``"#rrggbb"``) and linear-RGB triples, standard
library only::

    >>> round(contrast("#000000", "#ffffff"), 2)
    21.0
    >>> problems(DEFAULT_THEME)        # one English sentence per pair that fails
"""
from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from itertools import combinations

from ..engine.constants import ANIMALS, ELEMENTS, TERRAINS
from .errors import RenderError
from .theme import DEFAULT_THEME

Triple = tuple[float, float, float]
Matrix = tuple[Triple, Triple, Triple]

_HEX = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})")

# ------------------------------------------------------------------------------- WCAG contrast


def _srgb(hex_colour: object) -> Triple:
    """``"#rgb"`` / ``"#rrggbb"`` -> gamma-encoded sRGB channels 0..1."""
    if not isinstance(hex_colour, str) or not _HEX.fullmatch(hex_colour):
        raise RenderError(f"not a colour {hex_colour!r}: expected '#rgb' or '#rrggbb'")
    digits = hex_colour[1:]
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    r, g, b = (int(digits[i:i + 2], 16) / 255 for i in (0, 2, 4))
    return (r, g, b)


def _linear_channel(c: float) -> float:
    """WCAG 2.1 sRGB linearisation (its threshold 0.03928; the sRGB standard's 0.04045 gives
    the same result for every 8-bit value)."""
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def linear_rgb(hex_colour: str) -> Triple:
    """The colour's linear-light RGB, channels 0..1."""
    r, g, b = _srgb(hex_colour)
    return (_linear_channel(r), _linear_channel(g), _linear_channel(b))


def _luminance(rgb: Sequence[float]) -> float:
    r, g, b = rgb
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def relative_luminance(hex_colour: str) -> float:
    """WCAG 2.1 relative luminance: 0 for black, 1 for white."""
    return _luminance(linear_rgb(hex_colour))


def contrast(fg: str, bg: str) -> float:
    """WCAG 2.1 contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter: 1.0 … 21.0."""
    a, b = relative_luminance(fg), relative_luminance(bg)
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)


# ---------------------------------------------------------------------- colour-vision deficiency

# Machado, G. M., Oliveira, M. M. & Fernandes, L. A. F. (2009). "A Physiologically-based Model for
# Simulation of Color Vision Deficiency". IEEE Transactions on Visualization and Computer Graphics
# 15(6), 1291-1298. The severity-1.0 matrices of its Table 1 (dichromacy), applied to linear RGB.
PROTANOPIA: Matrix = (
    (0.152286, 1.052583, -0.204868),
    (0.114503, 0.786281, 0.099216),
    (-0.003882, -0.048116, 1.051998),
)
DEUTERANOPIA: Matrix = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)
TRITANOPIA: Matrix = (
    (1.255528, -0.076749, -0.178779),
    (-0.078411, 0.930809, 0.147602),
    (0.004733, 0.691367, 0.303900),
)
SIMULATIONS: dict[str, Matrix] = {
    "protanopia": PROTANOPIA,
    "deuteranopia": DEUTERANOPIA,
    "tritanopia": TRITANOPIA,
}


def _mul(m: Matrix, v: Sequence[float]) -> Triple:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def simulate(hex_colour: str, kind: str) -> Triple:
    """How ``hex_colour`` looks to a dichromat of ``kind`` ("protanopia", "deuteranopia" or
    "tritanopia"): a linear-RGB triple, each channel clipped to 0..1 (feed it to :func:`distance`)."""
    m = SIMULATIONS.get(kind) if isinstance(kind, str) else None
    if m is None:
        raise RenderError(f"unknown colour-vision deficiency {kind!r}; one of {', '.join(SIMULATIONS)}")
    r, g, b = _mul(m, linear_rgb(hex_colour))
    return (min(1.0, max(0.0, r)), min(1.0, max(0.0, g)), min(1.0, max(0.0, b)))


# ------------------------------------------------------------------------------- CIE76 ΔE

# linear sRGB -> CIE XYZ (IEC 61966-2-1, D65 white)
SRGB_TO_XYZ: Matrix = (
    (0.4124564, 0.3575761, 0.1804375),
    (0.2126729, 0.7151522, 0.0721750),
    (0.0193339, 0.1191920, 0.9503041),
)
#: the D65 reference white (Y = 1)
D65_WHITE: Triple = (0.95047, 1.0, 1.08883)


def _as_linear(c: str | Sequence[float]) -> Triple:
    if isinstance(c, str):
        return linear_rgb(c)
    try:
        r, g, b = (float(x) for x in c)
    except (TypeError, ValueError):
        raise RenderError(f"not a colour {c!r}: expected a hex string or a linear-RGB triple") from None
    return (r, g, b)


def _lab_f(t: float) -> float:
    d = 6 / 29
    return t ** (1 / 3) if t > d ** 3 else t / (3 * d * d) + 4 / 29


def lab(c: str | Sequence[float]) -> Triple:
    """CIE L*a*b* (D65) of a hex colour or a linear-RGB triple."""
    x, y, z = _mul(SRGB_TO_XYZ, _as_linear(c))
    fx, fy, fz = (_lab_f(v / n) for v, n in zip((x, y, z), D65_WHITE))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def distance(c1: str | Sequence[float], c2: str | Sequence[float]) -> float:
    """CIE76 colour difference ΔE*ab between two colours (linear-RGB triples or hex strings)."""
    return math.dist(lab(c1), lab(c2))


# -------------------------------------------------------------------------- what the renderer draws

# (ink key, background key, large) for every text or glyph the renderer draws in one theme colour on
# a fill of another. Sizes at the default text scale (style.css, k = 1): h1 24 px bold, big 17 px
# bold, h2 15 px bold, h3 13 px bold, n 12 px, tl 11 px bold, s 10.5 px, pawn letters 10.5 px bold,
# cube letters 10 px bold, xs 9 px. Only the header's h1 title is "large" (>= 18.66 px bold or
# >= 24 px), and it shares its pair with 12 px text, so every pair carries the stricter 4.5:1 limit.
# A larger text scale (projector) only raises sizes; the limits here are for the smallest picture.
TEXT_PAIRS: tuple[tuple[str, str, bool], ...] = (
    # animal letters and names on the animal colour: cube (pieces.py:197-199), pawn (pieces.py:222-225),
    # cone (pieces.py:235-239), animal sheet's header band (animals.py:42-48, h3 and s),
    # Initiative marker (action_display.py:267-270, n b)
    *((f"animal_ink.{a}", f"animal.{a}", False) for a in ANIMALS),
    # element glyphs (not text: <symbol> filled with element_ink, style.py:73) on the element disc
    # (pieces.py:174-177); about 16 px icons. WCAG 1.4.11 would ask only 3:1 of a graphical object;
    # held to the text limit here to keep the glyphs as readable as the letters.
    *((f"element_ink.{e}", f"element.{e}", False) for e in ELEMENTS),
    # section tabs: number (action_display.py:83, h3), name (action_display.py:85, h3), note
    # (action_display.py:88, xs) on the tab (action_display.py:79); the header: title
    # (status.py:60, h1), phase (status.py:62, n b), prompt (status.py:73, n b, over a 14 % white
    # veil, status.py:70, which lowers the contrast a little further), "VP" (status.py:87) on the
    # header band (status.py:59)
    ("section_ink", "section", False),
    # ink (the style sheet's default fill, style.py:93) on the panels: titles (action_display.py:55,
    # cards.py:21, status.py:99, h2), the legend (status.py:139-172, h3/s/xs; legend rect has no
    # fill), odd rows of the action display ("up to" h3, action_display.py:154)
    ("ink", "panel", False),
    # even rows of the action display are banded with `square` at 55 % (action_display.py:76): the
    # opaque square is the worst case; the bag's counts sit on squares (status.py:107-110, h3)
    ("ink", "square", False),
    # "Earth" title on the earth panel (board.py:195-197, h2)
    ("ink", "earth", False),
    # the animal's letters on a printed free space (action_display.py:169-172, n b)
    ("ink", "space", False),
    # card text (cards.py:157, n) on a Dominance card (cards.py:142); an animal sheet's VP (big),
    # counts and pawns (s) (animals.py:40, 69-84)
    ("ink", "card", False),
    # terrain names (tl) and tile scores (xs) on the tiles (board.py:268, 284-295; they carry a
    # white 80 % halo, style.py:106, so this is the worst case), swatch letters (pieces.py:247-251,
    # xs b), a face-up stack's letters (action_display.py:240-242, xs b)
    *(("ink", f"terrain.{t}", False) for t in TERRAINS),
    # the same on a tundra tile (board.py:280-289), the tundra supply's count (action_display.py:116-117,
    # h3), the Survival card (status.py:116-125, h3 and s), the Ice Age card's text (cards.py:143, 157)
    ("ink", "terrain.tundra", False),
    # ink_soft (class "soft", style.py:103): deck line (cards.py:23, s), bag total (status.py:100, h3)
    ("ink_soft", "panel", False),
    # action display notes on the banded rows: "leftmost acts" (action_display.py:113), tundra supply
    # label (action_display.py:118), "free" (action_display.py:174), empty box (action_display.py:205),
    # stack counts (action_display.py:252), Initiative caption, numbers and arrows (action_display.py:262-274)
    ("ink_soft", "square", False),
    # "VP" under an animal sheet's points (animals.py:70, xs)
    ("ink_soft", "card", False),
    # hex coordinates on an empty board hex (board.py:207-210, s; with coords=True)
    ("ink_soft", "hex_empty", False),
    # hex coordinates on a tile (board.py:322, xs; with coords=True)
    *(("ink_soft", f"terrain.{t}", False) for t in TERRAINS),
    # "no holder" on the Survival card (status.py:116, 127, xs)
    ("ink_soft", "terrain.tundra", False),
)
# Not listed: no text sits directly on `background` (every text is inside a panel or the header);
# `card_title` is not an ink but the fill of a card's title bar, which carries white text (below).

# Text in a fixed colour, or on a fixed fill, that the theme can still spoil: a side is either a
# theme key or a literal "#rrggbb" written in the renderer.
LITERAL_PAIRS: tuple[tuple[str, str, bool], ...] = (
    # a Dominance card's name on its title bar (cards.py:145-147, h3 white)
    ("#ffffff", "card_title", False),
    # the Ice Age card's name on its title bar (cards.py:145-147: the bar takes terrain_ink.tundra)
    ("#ffffff", "terrain_ink.tundra", False),
    # the endangered badge "!" (pieces.py:201-202, xs b white)
    ("#ffffff", "endangered", False),
    # the VP ranking's numbers on a white chip (status.py:82-85, h3; chip 92 % opaque over the
    # header) and the annotate badge (pieces.py:204-205, xs b)
    ("ink", "#ffffff", False),
    # a face-down Wanderlust stack: "?" (action_display.py:244-247, h3 white); in the projector
    # layout its count is ink inside a white halo (class "lab"), so ink on white, listed above
    ("#ffffff", "stack_back", False),
    # the deck pile's count (cards.py:119-122, s b white on #6d5a40)
    ("#ffffff", "#6d5a40", False),
    # a reviewed decision's tags (context.py, Context.badge): "better" white on the better move's
    # colour ("played" is ink on a white tag: ink on white, above)
    ("#ffffff", "better", False),
)

#: WCAG 2.1 SC 1.4.3 (AA): normal text 4.5:1, large text 3:1
MIN_CONTRAST = 4.5
MIN_CONTRAST_LARGE = 3.0

# The six animal colours must stay apart for every dichromat. CIE76 ΔE 2.3 is a just-noticeable
# difference for large patches seen side by side; the pieces here are small (a cube is 23 x 17 px, a
# pawn 25 px wide) and often seen apart on the board, where colour discrimination falls sharply
# (small-field tritanopia). A ΔE of 10 is a difference most observers name at a glance as "another
# colour" rather than "another shade"; below it two animals are told apart only by their letters.
MIN_ANIMAL_DISTANCE = 10.0


def _colour(theme: Mapping[str, str], name: str) -> str:
    return name if name.startswith("#") else theme[name]


def _label(name: str, colour: str) -> str:
    """``ink (#2a2620)`` for a theme key, the colour alone for a literal."""
    return name if name == colour else f"{name} ({colour})"


def problems(theme: Mapping[str, str]) -> list[str]:
    """Every text pair (:data:`TEXT_PAIRS`, :data:`LITERAL_PAIRS`) under the WCAG AA contrast, and
    every two animal colours closer than :data:`MIN_ANIMAL_DISTANCE` for one of the three
    dichromacies, each as one English sentence; ``[]`` when the theme passes. Keys missing from
    ``theme`` take their default."""
    full = {**DEFAULT_THEME, **theme}
    out: list[str] = []
    for ink, bg, large in TEXT_PAIRS + LITERAL_PAIRS:
        fg_c, bg_c = _colour(full, ink), _colour(full, bg)
        ratio = contrast(fg_c, bg_c)
        limit = MIN_CONTRAST_LARGE if large else MIN_CONTRAST
        if ratio < limit:
            size = "large" if large else "normal"
            out.append(f"{_label(ink, fg_c)} on {_label(bg, bg_c)}: contrast {ratio:.2f}:1, "
                       f"below {limit}:1 for {size} text")
    for kind in SIMULATIONS:
        seen = {a: simulate(full[f"animal.{a}"], kind) for a in ANIMALS}
        for a, b in combinations(ANIMALS, 2):
            d = distance(seen[a], seen[b])
            if d < MIN_ANIMAL_DISTANCE:
                out.append(f"animal.{a} ({full[f'animal.{a}']}) and animal.{b} ({full[f'animal.{b}']}) "
                           f"under {kind}: ΔE {d:.1f}, below MIN_ANIMAL_DISTANCE {MIN_ANIMAL_DISTANCE:g}")
    return out
