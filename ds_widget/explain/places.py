"""A tile named in words: its terrain and where it lies on the board ("the wetland north of the
centre"), never its coordinates (issue 49).

The scheme: the landmark is **where the hex lies, said from the centre tundra**, with the
compass of docs/rules.md §4.1 (flat-topped hexes, north up):

* the centre: "the tundra in the centre";
* the six hexes around it, by the direction the centre's sides face (N, NE, SE, S, SW, NW):
  "the wetland north of the centre";
* further out on one of those six lines, by how many steps: "the desert two steps north of the
  centre", "the jungle three steps south-west of the centre";
* the six hexes two steps out that lie between two of those lines, by the compass point between
  them (each is the first hex on its bearing): "the forest north-north-east of the centre",
  "the sea east of the centre" (NNE, E, SSE, SSW, W, NNW);
* the twelve edge hexes left, by the two straight walks that reach them: "the mountain two steps
  north and one north-east of the centre".

Every board hex has its own landmark, so a name is unique on every board at every moment, whatever
the terrains; and a tile keeps its name for the whole game: only its terrain word changes, when
the tile itself changes (Glaciation makes it tundra). A landmark made of the neighbours' terrains
("the desert beside the sea") was the other way; it was left because the neighbours change (a
tile is glaciated, a new one is laid beside the sea and the old name is no longer unique or no
longer true, so the same tile would be named differently from one step to the next), and because
events and option labels are worded from what they recorded (a hex and its terrain:
``flow.option_facts``, the events' fields) long after the moment, in the history and the review,
when the board of that moment is gone: a name that needs only the hex reads the same live and
later. The centre and the compass are what a learner finds on the picture (the centre tundra is
the one tile always there, north is up).

A name is a :class:`~.grammar.Noun` with its terrain's grammar and the landmark after it, so a
message can say ``{ THE($tile) }``, ``{ AT($tile) }`` ("nella giungla a nord-ovest del centro",
"im Wald südwestlich der Mitte"): the landmark never changes with the case. A tile whose terrain
is not known is named as a "tile" ("the tile north of the centre"), an empty hex as one ("the
empty hex east of the centre"). The words are the catalog's (``messages/places/<lang>.ftl``).
"""
from __future__ import annotations

from functools import cache
from typing import Any

from ..engine.hexmap import CENTRE, DIRECTIONS, Hex, distance, hex_str, parse_hex
from ..engine.state import State
from .catalog import msg, name
from .grammar import Noun

#: the six directions of docs/rules.md §4.1, in the order of ``hexmap.DIRECTIONS``
DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
#: the compass point between direction i and the next one clockwise
BETWEEN_NAMES = ("NNE", "E", "SSE", "SSW", "W", "NNW")


@cache
def landmark(h: Hex) -> tuple[str, dict[str, Any]]:
    """Where hex ``h`` lies, said from the centre, as a catalog key under ``place.`` and its
    fields (the compass points as ``bearing.<point>`` keys, the steps as numbers):
    ``("near", {"dir": "N"})``, ``("straight", {"dir": "SW", "n": 3})``,
    ``("path", {"dir": "N", "n": 2, "dir2": "NE", "m": 1})``. Language-free; the same for a hex
    all game long.

    >>> landmark((0, 0)), landmark((0, -1)), landmark((2, -1))
    (('centre', {}), ('near', {'dir': 'N'}), ('near', {'dir': 'E'}))
    """
    if h == CENTRE:
        return "centre", {}
    dq, dr = h[0] - CENTRE[0], h[1] - CENTRE[1]
    for i, (q1, r1) in enumerate(DIRECTIONS):             # h = a·D + b·D' (D' the next clockwise)
        q2, r2 = DIRECTIONS[(i + 1) % 6]
        for a in range(1, distance(h, CENTRE) + 1):
            b = distance(h, CENTRE) - a
            if (a * q1 + b * q2, a * r1 + b * r2) != (dq, dr):
                continue
            if b == 0:
                return ("near", {"dir": DIRECTION_NAMES[i]}) if a == 1 else \
                    ("straight", {"dir": DIRECTION_NAMES[i], "n": a})
            if a == b == 1:
                return "near", {"dir": BETWEEN_NAMES[i]}
            if a >= b:
                return "path", {"dir": DIRECTION_NAMES[i], "n": a, "dir2": DIRECTION_NAMES[(i + 1) % 6], "m": b}
            return "path", {"dir": DIRECTION_NAMES[(i + 1) % 6], "n": b, "dir2": DIRECTION_NAMES[i], "m": a}
    raise ValueError(f"no landmark for hex {h}")        # not reached: every hex lies in a sector


def place(tile: str | Hex, terrain: str | None = None, lang: str = "en", *, empty: bool = False) -> Noun:
    """Hex ``tile`` (``"1,-1"`` or ``(1, -1)``) named by ``terrain`` and its landmark:
    ``"savannah north-east of the centre"``, with the terrain's grammar; without a terrain "tile
    north-east of the centre", or, ``empty``, "empty hex …"."""
    h = parse_hex(tile) if isinstance(tile, str) else tile
    return _place(h, terrain, empty, lang)


@cache
def _place(h: Hex, terrain: str | None, empty: bool, lang: str) -> Noun:
    what = name("terrain", terrain, lang) if terrain else name("place", "hex" if empty else "tile", lang)
    key, fields = landmark(h)
    words = {k: msg(f"bearing.{v}", lang) if k.startswith("dir") else v for k, v in fields.items()}
    return what.labelled(msg(f"place.{key}", lang, what=what, **words))


def place_of(st: State, h: Hex, lang: str = "en") -> Noun:
    """The tile on hex ``h`` of ``st`` in words (its terrain as it lies now: a glaciated tile is
    tundra), or the empty hex if none lies there."""
    t = st.tiles.get(h)
    return place(h, t.kind if t is not None else None, lang, empty=t is None)


def terrains_of(st: State) -> dict[str, str]:
    """Each tile's terrain as it lies now, by its hex as text (``{"1,-1": "savannah"}``): what a
    reason needs to name a tile by its terrain and place (:func:`place`)."""
    return {hex_str(h): t.kind for h, t in st.tiles.items()}


def place_with_hex(noun: Noun, tile: str | Hex) -> Noun:
    """A place with its coordinates after it, as a secondary label: ``"savannah north-east of
    the centre (1,-1)"``, for a reader who matches it with a picture drawn with coordinates (the
    board in words, a worksheet); the grammar stays the terrain's."""
    h = parse_hex(tile) if isinstance(tile, str) else tile
    return noun.labelled(f"{noun} ({h[0]},{h[1]})")


__all__ = ["landmark", "place", "place_of", "place_with_hex", "terrains_of", "DIRECTION_NAMES", "BETWEEN_NAMES"]
