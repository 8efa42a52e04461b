"""Practice questions in words: a line is a catalog key under ``practice.`` with typed fields,
worded in any language when it is read (so a question is data until then).

A field is a plain number or string, or a typed value: ``("animal", "birds")``,
``("animals", ["birds", "reptiles"])``, ``("element", "seed")``, ``("elements", [...])``,
``("counted", [...])`` (elements with repeats counted: "meat ×2 and grub"),
``("tile", "1,0", "desert")``, ``("tiles", [("1,0", "desert"), ...])``, ``("hex", "2,-1")``,
``("corner", "1,0E", [["1,0", "desert"]], "sun")``, ``("terrain", "sea")``, ``("space", id)``,
``("matching", row)``, ``("places", places)``, ``("values", [9, 5, 3, 2])``,
``("prompt", decision)``, ``("option", facts)`` (an option of a decision, from
:func:`~ds_widget.engine.flow.option_facts`), ``("by_lang", {"en": text, ...})`` (a text given in
each language, English filling the gaps), ``("decimal", 2.5)`` (a number with one decimal at most,
written as the language writes it), ``("lines", [line, ...])`` (sentences, one after the other),
``("list", [line, ...])`` (items joined with semicolons) or ``("line", line)`` (one nested line).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.flow import pending
from ..engine.hexmap import hex_str, parse_corner, parse_hex
from ..engine.state import State
from ..explain import (
    animals_list,
    corner_label,
    elements_list,
    join,
    label,
    matching_text,
    msg,
    name,
    option_label,
    place,
    place_of,
    places_text,
    prompt,
    space_name,
)

Line = tuple[str, dict[str, Any]]


def line(key: str, **fields: Any) -> Line:
    return (key, fields)


def field_text(value: Any, lang: str) -> Any:
    """One field in words."""
    if not isinstance(value, tuple):
        return value
    kind = value[0]
    if kind == "animal":
        return name("animal", value[1], lang)
    if kind == "animals":
        return animals_list(list(value[1]), lang)
    if kind == "element":
        return name("element", value[1], lang)
    if kind == "elements":
        return elements_list(list(value[1]), lang)
    if kind == "counted":           # a sheet: "meat ×2, grub and water"
        items = list(value[1])
        return join([name("element", e, lang) + (f" ×{items.count(e)}" if items.count(e) > 1 else "")
                     for e in dict.fromkeys(items)], lang)
    if kind == "terrain":
        return name("terrain", value[1], lang)
    if kind == "tile":
        return place(value[1], value[2], lang)
    if kind == "tiles":
        return join([place(t, k, lang) for t, k in value[1]], lang)
    if kind == "hex":
        return place(value[1], None, lang, empty=True)
    if kind == "corner":
        return corner_label(value[1], value[2], value[3], lang)
    if kind == "space":
        return space_name(value[1], lang)
    if kind == "matching":
        return matching_text(value[1], lang)
    if kind == "places":
        return places_text(value[1], lang)
    if kind == "values":
        return "/".join(str(v) for v in value[1])
    if kind == "prompt":
        return prompt(value[1], lang)
    if kind == "option":
        return option_label(value[1], lang)
    if kind == "by_lang":
        texts = value[1]
        return texts.get(lang) or texts.get("en") or next(iter(texts.values()), "")
    if kind == "decimal":
        text = f"{round(float(value[1]), 1):g}"
        return text if lang == "en" else text.replace(".", ",")
    if kind == "lines":
        return " ".join(line_text(x, lang) for x in value[1])
    if kind == "list":
        return "; ".join(line_text(x, lang) for x in value[1])
    if kind == "line":
        return line_text(value[1], lang)
    raise ValueError(f"unknown field type {kind!r}")


def line_text(ln: Line, lang: str) -> str:
    key, fields = ln
    return msg(f"practice.{key}", lang, **{k: field_text(v, lang) for k, v in fields.items()}).strip()


def sentence(ln: Line, lang: str) -> str:
    """A line said on its own: as :func:`line_text`, starting with a capital letter (a line may
    open with a label such as "empty hex (2,1): allowed")."""
    text = line_text(ln, lang)
    return text[:1].upper() + text[1:]


def corner_value(st: State, corner: str) -> tuple[str, str, list[list[str]], str | None]:
    """A corner as a typed field: what lies there and which earth tiles it counts for."""
    c = parse_corner(corner)
    tiles = [[hex_str(h), st.tiles[h].kind] for h in st.corner_tiles(c)]
    return ("corner", corner, tiles, st.corners.get(c))


def value_label(value: str, st: State, lang: str, among: Iterable[str] = ()) -> str:
    """An answer string (see :mod:`.question`) in words; ``among``, the question's other choices,
    lets the empty-set button agree with them (Italian "nessuno" for animals, "nessuna" for tiles)."""
    if value == "none" and any(c.startswith("animal-") for c in among):
        return msg("practice.button.none_animals", lang)
    if value in ("nobody", "none"):
        return msg(f"practice.button.{value}", lang)
    if value.startswith("tile-"):
        return place_of(st, parse_hex(value[5:]), lang)
    if value.startswith("hex-"):
        return field_text(("hex", value[4:]), lang)
    if value.startswith("corner-"):
        return field_text(corner_value(st, value[7:]), lang)
    if value.startswith("animal-"):
        return name("animal", value[7:], lang)
    if value.startswith("space-"):
        return space_name(value[6:], lang)
    if value.startswith("option:"):            # a button for an option of the position's decision
        d = st.pending if st.pending is not None else pending(st.clone())
        opt = d.get(value[7:]) if d is not None else None
        if opt is not None:
            return label(opt, d, lang)
    return value
