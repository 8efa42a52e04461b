"""Sample fields for any catalog message, as the code gives them: a name (with its grammar) where
the field is a name, a number where it is counted, text otherwise. Used to format every message
of every language (tests/explain/test_messages.py, test_grammar.py)."""
from __future__ import annotations

from typing import Any

from ds_widget.explain.catalog import name, variables
from ds_widget.explain.names import join, space_name
from ds_widget.explain.places import place

#: fields that hold a name, by the kind of thing they name
ANIMAL_FIELDS = {"animal", "winner", "holder", "victim", "dominant", "mover", "passed", "before", "after",
                 "by", "chooser", "rival", "best", "other", "second", "first"}
ANIMALS_FIELDS = {"animals", "others", "losers", "tied"}
ELEMENT_FIELDS = {"element", "gave", "took", "give", "kept"}
ELEMENTS_FIELDS = {"elements", "removed", "returned", "protected", "types"}
TERRAIN_FIELDS = {"terrain"}
TILE_FIELDS = {"tile", "origin", "to"}
SECTION_FIELDS = {"section", "source", "cause"}
#: fields that are counted (a select on them picks the plural form)
NUMBER_FIELDS = {"n", "count", "quantity", "vp", "total", "turn", "turns", "round", "ply", "plies", "i", "k",
                 "x", "cap", "bonus", "delta", "species", "cubes", "supply", "pawns", "gene_pool", "players",
                 "difficulty", "streak", "right", "asked", "done", "limit", "nth", "printed", "adjacent_tundra",
                 "tundra_tiles", "stacks", "stack", "lost", "left", "stayed", "taken", "swapped", "high", "low",
                 "cards_left", "seat", "value", "mean", "margin", "cones"}


def sample(field: str, lang: str, *, animal: str = "amphibians", element: str = "water",
           terrain: str = "savannah", count: int = 2) -> Any:
    if field in ANIMAL_FIELDS:
        return name("animal", animal, lang)
    if field in ANIMALS_FIELDS:
        return join([name("animal", animal, lang), name("animal", "mammals", lang)], lang)
    if field in ELEMENT_FIELDS:
        return name("element", element, lang)
    if field in ELEMENTS_FIELDS:
        return join([name("element", element, lang), name("element", "seed", lang)], lang)
    if field in TERRAIN_FIELDS:
        return name("terrain", terrain, lang)
    if field in TILE_FIELDS:
        return place("1,-1", terrain, lang)
    if field == "hex":
        return place("2,-1", None, lang, empty=True)
    if field in SECTION_FIELDS:
        return name("section", "speciation", lang)
    if field == "space":
        return space_name("speciation.3", lang)
    if field == "phase":
        return name("phase", "reset", lang)
    if field == "card":
        return name("card", "blight", lang)
    if field in NUMBER_FIELDS:
        return count
    return f"<{field}>"


def sample_fields(key: str, lang: str, cat: Any = None, **kw: Any) -> dict[str, Any]:
    """Every field message ``key`` uses (in ``cat``, a :class:`~ds_widget.explain.catalog.Catalog`,
    else the language's), with a sample value."""
    return {f: sample(f, lang, **kw) for f in variables(key, lang, cat)}
