"""Lesson 6's facts: Migration and Competition on the rulebook's examples, and the arachnids' free
Competition after the Speciation example."""
from __future__ import annotations

from typing import Any

from ...engine.constants import BIRD_RANGE, MIGRATION_X, SECTIONS
from ...engine.errors import MalformedError
from ...engine.hexmap import distance, hex_str, parse_hex
from ...game import Game
from .. import exercises
from ..exercises import Applied
from . import Named, Place, events_of, named

LESSON = "06_migration_and_competition"


def _illegal_claim(exercise: str) -> str:
    """The tile an exercise's claims say is not a legal option (``{"legal": … false}``)."""
    for kind, spec in exercises.claims(exercises.exercises(LESSON)[exercise]):
        if kind == "legal" and not spec["legal"]:
            return str(spec["option"]).split(":", 1)[1]
    raise MalformedError(f"{LESSON}/{exercise} claims no illegal tile")


def _bird_flight() -> dict[str, Any]:
    """Where the migrating bird starts, and the tile the question asks about (out of its reach)."""
    a = exercises.apply(exercises.exercises(LESSON)["bird_flight"])
    st = a.game.state
    origin = parse_hex(a.steps[-1]["step"]["choose"].split(":", 1)[1])
    out = parse_hex(_illegal_claim("bird_flight"))
    return {"bird_from": Place(hex_str(origin), st.tiles[origin].kind),
            "bird_not_reached": Place(hex_str(out), st.tiles[out].kind)}


def _free_competition() -> dict[str, Any]:
    """The tiles the arachnids share with an opponent after the Speciation example: where their
    free Competition may strike."""
    st = Game.scenario("speciation", play=True).state
    shared = [t.kind for h, t in sorted(st.tiles.items())
              if t.species.get("arachnids") and any(a != "arachnids" and n for a, n in t.species.items())]
    return {"arachnids_share": named("terrain", shared)}


def _other_forest() -> dict[str, Any]:
    """The two forests of the Competition example: the one the question eliminates on, the other."""
    a = exercises.apply(exercises.exercises(LESSON)["other_forest"])
    hit = next(e for e in events_of(a) if e["kind"] == "species_eliminated" and e["animal"] == "mammals")
    st = a.game.state
    kind = st.tiles[parse_hex(hit["tile"])].kind
    others = [h for h, t in sorted(st.tiles.items()) if t.kind == kind and hex_str(h) != hit["tile"]]
    if len(others) != 1:
        raise MalformedError(f"the competition example should have two {kind} tiles")
    return {"forest_hit": Place(hit["tile"], kind), "forest_other": Place(hex_str(others[0]), kind)}


def prose() -> dict[str, Any]:
    return {"migration_section": SECTIONS.index("migration") + 1,
            "competition_section": SECTIONS.index("competition") + 1,
            "migration_x": ", ".join(str(x) for x in MIGRATION_X),
            **_free_competition(), **_bird_flight(), **_other_forest()}


def bird_flight(a: Applied) -> dict[str, Any]:
    """Where the bird may fly: next door, two tiles away over a tile between, and where not."""
    d = a.game.pending
    if d is None:
        raise MalformedError("the bird's migration should be pending")
    st = a.game.state
    origin = parse_hex(a.steps[-1]["step"]["choose"].split(":", 1)[1])
    reach = [parse_hex(o.id.split(":", 1)[1]) for o in d.options if o.id.startswith("tile:")]
    near = [h for h in reach if distance(origin, h) == 1]
    far = [h for h in reach if distance(origin, h) > 1]
    via = sorted({m for h in far for m in st.tiles if distance(origin, m) == 1 == distance(m, h)})
    out = [h for h in sorted(st.tiles) if h != origin and h not in reach]
    if any(distance(origin, h) <= BIRD_RANGE for h in out):
        raise MalformedError("a tile within the bird's range is out of reach: the note's reason is wrong")

    def kinds(hexes: list[Any]) -> list[Named]:
        return named("terrain", [st.tiles[h].kind for h in hexes])

    return {"from": Place(hex_str(origin), st.tiles[origin].kind), "near": kinds(near), "far": kinds(far),
            "via": kinds(via), "out": kinds(out), "out_n": len(out), "range": BIRD_RANGE}


def other_forest(a: Applied) -> dict[str, Any]:
    """The mammal eliminated on the other forest: the forest left, the terrain left untried, and
    why the reptiles there are endangered."""
    hits = [e for e in events_of(a) if e["kind"] == "species_eliminated"]
    by = hits[-1]["by"]
    st = a.game.state
    hexes = [parse_hex(e["tile"]) for e in hits]
    terrains = a.steps[0]["decision"].args["terrains"]     # the space's three terrains
    done = {st.tiles[h].kind for h in hexes}
    rest = [t for t in terrains if t not in done]
    if any(t.species.get(by) for t in st.tiles.values() if t.kind in rest):
        raise MalformedError("the acting animal has species on a terrain the note says it has not")
    last = hexes[-1]
    tile = st.tiles[last]
    if {x for x, n in tile.species.items() if n} != {by}:
        raise MalformedError(f"the {by} should be alone on {last}")
    needs = [t["element"] for t in a.game.matching(by, last)["terms"] if t["on_sheet"]]
    if len(needs) != 1 or a.game.matching(by, last)["total"]:
        raise MalformedError(f"the note names one element the {by} need, and none on the tile")
    other = next(h for h, t in sorted(st.tiles.items()) if t.kind == tile.kind and h != last)
    return {"terrain": Named("terrain", tile.kind), "rest": named("terrain", rest),
            "tile": Place(hits[-1]["tile"], tile.kind), "other_tile": Place(hex_str(other), tile.kind),
            "need": Named("element", needs[0])}


NOTES = {"bird_flight": bird_flight, "other_forest": other_forest}
