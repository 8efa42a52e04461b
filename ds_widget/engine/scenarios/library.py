"""The rulebook's worked examples as loadable teaching scenarios (the JSON files of this package).

Each ``<name>.json`` holds a position (tiles, elements, species, sheets, boxes, pawns …), the step
about to be resolved and the choices the rulebook's example takes; its title and teaching text are
words, kept in the explain catalogs (``scenario.<name>.title`` …, :mod:`ds_widget.explain.scenarios`),
not here. Corners are written ``"q,rE"``/``"q,rW"`` or, more readably, as a
tile and a corner name: ``"1,0:NE"``. ``"base": "start"`` starts from the printed start layout of
the animals in play (docs/rules.md §4.5, §5) before the scenario's own changes. ``"other_pawns":
"placed"`` puts the pawns not listed on the empty spaces of the sections still to come, as Planning
leaves them (during Execution no pawn waits in a supply unless it has been resolved).

    >>> [s["name"] for s in list_scenarios()][:3]
    ['matching', 'initiative', 'adaptation']
"""
from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..errors import InvalidStateError, brief
from ..hexmap import CORNER_NAMES, CORNERS_OF, START_TILES, canonical_corner, corner_str, parse_corner, parse_hex
from ..scenario import ScenarioBuilder
from ..setup import START_ELEMENTS, START_SPECIES_TILES
from ..state import State

#: the package holding the scenario files
DATA = "ds_widget.engine.scenarios"

#: the order of the lessons: the matching example, then the actions in execution order
ORDER = ("matching", "initiative", "adaptation", "regression", "abundance", "wasteland",
         "depletion", "glaciation", "speciation", "wanderlust", "migration", "competition",
         "domination")


def _read(name: str) -> dict[str, Any]:
    if not isinstance(name, str) or not name.replace("_", "").isalnum():
        raise InvalidStateError(f"unknown scenario {brief(name)}; scenarios: {', '.join(names())}")
    path = resources.files(DATA).joinpath(f"{name}.json")
    if not path.is_file():
        raise InvalidStateError(f"unknown scenario {brief(name)}; scenarios: {', '.join(names())}")
    return json.loads(path.read_text(encoding="utf-8"))


def names() -> list[str]:
    found = sorted(p.name[:-5] for p in resources.files(DATA).iterdir()
                   if p.name.endswith(".json"))
    return [n for n in ORDER if n in found] + [n for n in found if n not in ORDER]


def info(name: str) -> dict[str, Any]:
    """Name, source and the example's choices of one scenario."""
    data = _read(name)
    return {"name": name, "source": data.get("source", ""), "choices": list(data.get("choices", []))}


def list_scenarios() -> list[dict[str, Any]]:
    """Every scenario: name, source (in lesson order)."""
    return [{"name": n, "source": _read(n).get("source", "")} for n in names()]


def _corner(text: str) -> str:
    if ":" in text:
        tile, cname = text.split(":")
        if cname not in CORNER_NAMES:
            raise InvalidStateError(f"unknown corner name {brief(cname)} in {brief(text)}")
        return corner_str(CORNERS_OF[parse_hex(tile)][CORNER_NAMES.index(cname)])
    return text


def build(data: dict[str, Any]) -> State:
    """Build the position a scenario describes (see the module docstring for the format)."""
    b = ScenarioBuilder(data["animals"], players=data.get("players"), multi=data.get("multi", False),
                        seed=data.get("seed", 0))
    frag = data.get("fragment")
    if frag is not None:          # a rulebook example: part of an earth (engine/fragment.py)
        b.fragment({"example": data["name"], "source": data["source"], **frag})
    if data.get("base") == "start" or frag is not None:
        by_terrain = {t: h for h, t in START_TILES.items()}
        for h, terrain in START_TILES.items():
            b.tile(h, terrain, tundra=h == (0, 0))
        if data.get("base") == "start":
            for element, hexes in START_ELEMENTS:
                b.element(corner_str(canonical_corner(hexes)), element)
            for a in b.animals:
                two, ones = START_SPECIES_TILES[a]
                for terrain, n in ((two, 2), (ones[0], 1), (ones[1], 1)):
                    b.species(by_terrain[terrain], a, n)
    for hex_, spec in data.get("tiles", {}).items():
        b.tile(hex_, spec["terrain"], tundra=spec.get("tundra", False), species=spec.get("species"))
    for hex_, species in data.get("species", {}).items():
        for a, n in species.items():
            b.species(hex_, a, n)
    for c in data.get("remove_elements", []):
        b._corners.pop(parse_corner_id(_corner(c)), None)
    for c, e in data.get("elements", {}).items():
        b.element(_corner(c), e)
    for a, added in data.get("sheets", {}).items():
        b.sheet(a, added)
    for a, vp in data.get("vp", {}).items():
        b.vp(a, vp)
    for a, n in data.get("eliminated", {}).items():
        b.eliminated(a, n)
    for box, elements in data.get("boxes", {}).items():
        b.box(box, elements)
    for space, a in data.get("pawns", {}).items():
        b.pawn(space, a)
    for a, spec in data.get("supply", {}).items():
        b.pawns(a, supply=spec.get("supply"), total=spec.get("total"))
    if data.get("other_pawns") == "placed":
        b.place_other_pawns()
    if "initiative" in data:
        b.initiative(data["initiative"])
    if "available" in data:
        b.cards(data["available"], data.get("played", []))
    if "stacks" in data:
        b.stacks(data["stacks"])
    elif "stack_tops" in data:
        rest = b.remaining_tiles()
        tops = data["stack_tops"]
        for t in tops:
            if t:
                rest.remove(t)
        k = len(rest) // 3
        piles = [rest[:k], rest[k:2 * k], rest[2 * k:]]
        b.stacks([p + ([t] if t else []) for p, t in zip(piles, tops)])
    if "turn" in data:
        b.turn(data["turn"])
    at = data.get("at", "planning")
    if at == "planning":
        b.at_planning()
    elif at == "reset":
        b.at_reset()
    elif isinstance(at, dict):
        b.at_card(at["card"], at["chooser"], at["tile"], at.get("space", 5))
    else:
        b.at_section(at)
    return b.build()


def parse_corner_id(text: str) -> tuple[int, int, int]:
    return parse_corner(text)


def load(name: str) -> tuple[State, dict[str, Any]]:
    """The scenario's position and its description."""
    data = _read(name)
    try:
        st = build(data)
    except (KeyError, TypeError) as exc:
        raise InvalidStateError(f"scenario {brief(name)} is malformed: {brief(exc)}") from None
    return st, data
