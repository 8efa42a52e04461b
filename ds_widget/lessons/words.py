"""The lessons' own words, from the ``lesson.*`` section of the message catalogs, and the
sentences the lessons build from engine data (edits, checks, seats)."""
from __future__ import annotations

from typing import Any

from ..engine.hexmap import CORNER_NAMES, CORNERS_OF, corner_str, hex_str, parse_corner, parse_hex
from ..engine.state import State
from ..explain import corner_label, elements_list, msg, name, place_of


def say(key: str, lang: str, **fields: Any) -> str:
    """The catalog entry ``lesson.<key>`` in ``lang``."""
    return msg(f"lesson.{key}", lang, **fields)


def count_say(key: str, n: int, lang: str, **fields: Any) -> str:
    """``lesson.<key>`` counted by ``n`` (the message's own select picks the plural form)."""
    return say(key, lang, n=n, **fields)


def corner_id(text: str) -> str:
    """A corner written ``"1,0:NE"`` (tile and corner name) or ``"2,-1W"`` -> ``"2,-1W"``."""
    if ":" in text:
        tile, cname = text.split(":")
        return corner_str(CORNERS_OF[parse_hex(tile)][CORNER_NAMES.index(cname)])
    return corner_str(parse_corner(text))


def corner_words(st: State, corner: str, lang: str) -> str:
    """``"NE corner of the savannah north-east of the centre"``: the corner and the tiles it counts
    for (not what lies there)."""
    c = parse_corner(corner_id(corner))
    tiles = [[hex_str(h), st.tiles[h].kind] for h in st.corner_tiles(c)]
    return corner_label(corner_id(corner), tiles, None, lang)


def tile_words(st: State, tile: str, lang: str) -> str:
    """``"savannah north-east of the centre"``: the tile on ``tile`` (``"1,-1"``) as it lies now."""
    return place_of(st, parse_hex(tile), lang)


def animal(a: str | None, lang: str) -> str:
    return name("animal", a, lang)


def elements(items: list[str], lang: str) -> str:
    return elements_list(list(items), lang)
