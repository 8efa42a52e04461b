"""Names of the things of the game in words: tiles, spaces, rules, corners, lists."""
from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from ..engine.constants import ELEMENTS, EYEBALLS, space_data
from ..engine.hexmap import CENTRE, CORNER_NAMES, CORNERS_OF, distance, parse_corner, parse_hex
from .catalog import maybe, msg, name
from .grammar import Noun, NounList, join_words
from .places import place


@lru_cache(maxsize=1024)
def space_name(space: str, lang: str = "en") -> str:
    """``"speciation.3"`` -> ``"Speciation 3 (seed)"`` (kept: the same for a space all game, and
    a decision of Planning lists every space); a section's only space by its name alone ("Initiative",
    "Wasteland", "Depletion": the board numbers none of them)."""
    section, index = space.split(".")
    data = space_data(space)
    extra = ""
    if "element" in data:
        extra = name("element", data["element"], lang)
    elif "x" in data:
        extra = msg("fmt.up_to", lang, n=data["x"])
    elif "terrains" in data:
        extra = "/".join(name("terrain", t, lang) for t in data["terrains"])
    sec = name("section", section, lang)
    base = str(sec) if EYEBALLS[section] == 1 else f"{sec} {index}"    # the board's one Initiative space
    return sec.labelled(f"{base} ({extra})" if extra else base)


def rule_name(rule: str, lang: str = "en") -> str:
    """Decision rule ids (``"speciation"``, ``"card.blight"``, ``"planning"``) in words."""
    if rule.startswith("card."):
        return name("card", rule[5:], lang)
    return maybe(f"section.{rule}", lang) or maybe(f"phase.{rule}", lang) or rule


def join(items: list[str], lang: str = "en") -> str:
    """``a, b and c`` in ``lang``; names (:class:`.grammar.Noun`) make a :class:`.grammar.NounList`,
    so a message can give each its article (``{ THE($animals) }``: "i Mammiferi e gli Uccelli")."""
    if not items:
        return msg("word.none", lang)
    text = items[0] if len(items) == 1 else join_words(list(items), msg("word.and", lang))
    if all(isinstance(i, Noun) for i in items):
        return NounList(text, items)  # type: ignore[arg-type]
    return text


def animals_list(animals: list[str], lang: str) -> str:
    return join([name("animal", a, lang) for a in animals], lang)


def elements_list(elements: list[str], lang: str) -> str:
    return join([name("element", e, lang) for e in elements], lang)


def elements_counted(elements: list[str], lang: str) -> str:
    """``["water", "water", "grub"]`` -> ``"grub, water ×2"`` (types in element order; "—" for none)."""
    c = Counter(elements)
    return ", ".join(name("element", e, lang) + (f" ×{c[e]}" if c[e] > 1 else "")
                     for e in ELEMENTS if e in c) or "—"


def corner_place(corner: str, tiles: list[list[str]] | None, lang: str = "en") -> str:
    """The one way a corner is named, everywhere (options, events, refusals, previews), in a
    player's words: a compass point of one of its tiles, the one nearest the centre, named as a
    place (:func:`.places.place`), and the other tiles by their terrain: ``"the NE corner of the
    desert south-east of the centre"``, ``"… that the savannah shares"``, ``"… that the tundra and
    the mountain share"``. The tile and the compass point alone tell the corner from every other.
    ``tiles`` are ``[tile, terrain]`` pairs of the earth tiles having the corner (terrain None when
    unknown)."""
    if not tiles:
        return msg("corner.bare", lang, corner=corner)
    first = min(range(len(tiles)), key=lambda i: (distance(parse_hex(tiles[i][0]), CENTRE), i))
    tile, terrain = tiles[first]
    others: list[str] = [name("terrain", k, lang) if k else name("place", "tile", lang)
              for i, (_, k) in enumerate(tiles) if i != first]
    direction = name("compass", CORNER_NAMES[CORNERS_OF[parse_hex(tile)].index(parse_corner(corner))], lang)
    named = place(tile, terrain, lang)
    if len(tiles) >= 3:
        return msg("corner.meet", lang, dir=direction, tile=named, others=join(others, lang))
    if len(tiles) == 2:
        return msg("corner.shared", lang, dir=direction, tile=named, other=others[0])
    return msg("corner.of", lang, dir=direction, tile=named)


def corner_label(corner: str, tiles: list[list[str]] | None, element: str | None,
                 lang: str = "en") -> str:
    """An option's label for a corner: its place (:func:`corner_place`), and what lies there."""
    place = corner_place(corner, tiles, lang)
    if element is None:
        return msg("option.corner_vacant", lang, place=place)
    return msg("option.corner_with", lang, element=name("element", element, lang), place=place)


def option_label(facts: dict[str, Any], lang: str = "en") -> str:
    """A short label for an option from its facts (:func:`ds_widget.engine.flow.option_facts`):
    ``"Speciation 3 (seed)"``, ``"savannah north-east of the centre"``, ``"2"``."""
    kind, value = facts["kind"], facts["value"]
    if kind == "space":
        return space_name(value, lang)
    if kind in ("tile", "hex"):
        return place(value, facts.get("terrain"), lang, empty=kind == "hex")
    if kind == "corner":
        return corner_label(value, facts.get("tiles"), facts.get("element"), lang)
    if kind == "element":
        return name("element", value, lang)
    if kind == "card":
        return name("card", value, lang)
    if kind == "animal":
        return name("animal", value, lang)
    if kind == "count":
        return value
    if kind == "stack":
        t = facts.get("terrain")
        return msg("option.stack", lang, n=value, terrain=name("terrain", t, lang) if t else "")
    return msg(f"option.{kind}", lang)
