"""Lesson 2's facts: matching, endangered and dominance on the six-player start and the rulebook's
matching example."""
from __future__ import annotations

from typing import Any

from ...engine.constants import ELEMENTS
from ...engine.editor import Editor
from ...engine.errors import MalformedError
from ...engine.hexmap import CORNER_NAMES, CORNERS_OF, hex_str, parse_corner, parse_hex
from ...engine.setup import START_SPECIES_TILES
from ...game import Game
from ..exercises import Applied, edit_args
from ..words import corner_id
from . import Named, Place, named

#: the lesson's game, the tiles its text looks at and the edits its code cells make
GAME = {"players": 6, "seed": 1}
SAVANNAH, DESERT = "1,-1", "1,0"
REMOVED = "1,0:NE"                    # the what-if: the sun the desert shares with the savannah
TIE = ("1,-1:E", "sun")               # the tie: one more sun on the savannah


def check(ok: bool, what: str) -> None:
    """A sentence of the lesson holds in its position, or the text must change (the build stops)."""
    if not ok:
        raise MalformedError(f"lesson 2: {what}")


def edited(game: Game, edit: str, **step: Any) -> Game:
    """The position after one What-if edit (the lesson's ``what_if`` cells)."""
    editor = Editor(game.state)
    getattr(editor, edit)(**edit_args(dict(step, edit=edit)))
    return Game.from_state(editor.finish())    # type: ignore[return-value]


def terrain(game: Game, tile: str) -> Place:
    """The tile on ``tile`` named as a place: its terrain and where it lies."""
    return Place(tile, game.state.tiles[parse_hex(tile)].terrain)


def term(game: Game, animal: str, tile: str) -> dict[str, Any]:
    """An animal's only non-zero matching term on a tile (element, on the sheet, on the tile)."""
    terms = [t for t in game.matching(animal, tile)["terms"] if t["product"]]
    check(len(terms) == 1, f"the {animal} match more than one element on ({tile})")
    return dict(terms[0])


def corner_tiles(game: Game, corner: str) -> list[str]:
    return [hex_str(h) for h in game.state.corner_tiles(parse_corner(corner_id(corner)))]


def prose() -> dict[str, Any]:
    start = Game.new(**GAME)
    st = start.state
    out: dict[str, Any] = {}
    # the savannah's elements, disc by disc
    discs = sorted(st.tile_elements(parse_hex(SAVANNAH)), key=ELEMENTS.index)
    out |= {"savannah": terrain(start, SAVANNAH), "savannah_elements": len(discs),
            "savannah_discs": named("element", discs)}
    # every animal dominates its start tile with two species (the rulebook's start position)
    homes = {h: t.terrain for h, t in st.tiles.items()}
    for animal in st.animals:
        home = next(h for h, t in homes.items() if t == START_SPECIES_TILES[animal][0])
        check(start.dominance(hex_str(home))["dominant"] == animal, f"the {animal} do not dominate their start tile")
    # the rulebook's example: more species, less matching
    ex = Game.scenario("matching")
    est = ex.state
    on_desert = {a: n for a, n in est.tiles[parse_hex(DESERT)].species.items() if n}
    few, many = sorted(on_desert, key=lambda a: on_desert[a])
    dominant = ex.dominance(DESERT)["dominant"]
    check(dominant == few and on_desert[many] % on_desert[few] == 0,
          "the animal with fewer species does not dominate the desert by a whole multiple")
    outsider = next(a for a in est.animals if a not in on_desert)
    src, dst, count = (c.split(":")[1] for c in ex.example["choices"])   # type: ignore[index]
    check(dst == DESERT and est.tiles[parse_hex(src)].species.get(outsider, 0) > 0,
          "the example's migrant is not the animal with no species on the desert")
    out |= {"ex_tile": terrain(ex, DESERT), "ex_few": Named("animal", few), "ex_few_n": on_desert[few],
            "ex_many": Named("animal", many), "ex_many_n": on_desert[many],
            "ex_times": on_desert[many] // on_desert[few],
            "ex_dominant_matching": ex.matching(dominant, DESERT)["total"],
            "ex_outsider": Named("animal", outsider), "ex_outsider_matching": ex.matching(outsider, DESERT)["total"],
            "ex_from": terrain(ex, src), "ex_moved": int(count)}
    # the what-if: the shared sun removed
    tiles = corner_tiles(ex, REMOVED)
    gone = est.corners[parse_corner(corner_id(REMOVED))]
    after = edited(ex, "remove_element", corner=REMOVED)
    ((lost_tile, lost_animal),) = {(e["tile"], e["animal"]) for e in after.endangered()}
    before = term(ex, lost_animal, lost_tile)
    check(before["element"] == gone and before["on_tile"] == 1 and lost_tile in tiles,
          "the removed element was not the only matching element of the endangered animal")
    out |= {"lost_element": Named("element", gone), "lost_tile": terrain(ex, lost_tile),
            "lost_animal": Named("animal", lost_animal),
            "lost_matching": after.matching(lost_animal, lost_tile)["total"]}
    # the tie: one more sun on the savannah
    tie = edited(start, "add_element", corner=TIE[0], element=TIE[1])
    verdict = tie.dominance(SAVANNAH)
    check(verdict["dominant"] is None and len(verdict["tied"]) == 2, "the added sun makes no tie of two")
    riser = next(a for a in verdict["tied"] if term(tie, a, SAVANNAH)["element"] == TIE[1])
    rival = next(a for a in verdict["tied"] if a != riser)
    t = term(tie, riser, SAVANNAH)
    out |= {"tie_animal": Named("animal", riser), "tie_sheet": t["on_sheet"], "tie_tile": t["on_tile"],
            "tie_matching": t["product"], "tie_rival": Named("animal", rival)}
    # the second exercise's question: the desert's vacant corners
    vacant = [n for n, c in zip(CORNER_NAMES, CORNERS_OF[parse_hex(DESERT)]) if c not in st.corners]
    out |= {"desert": terrain(start, DESERT), "desert_vacant": len(vacant),
            "desert_vacant_corners": named("compass", vacant)}
    return out


def amphibians_move_in(a: Applied) -> dict[str, Any]:
    """One species moved from the desert onto the savannah takes it from its dominant animal."""
    game = a.final()
    before = Game.from_state(a.steps[0]["before"])
    rival = before.dominance(SAVANNAH)["dominant"]
    winner = game.dominance(SAVANNAH)["dominant"]
    t, r = term(game, winner, SAVANNAH), term(game, rival, SAVANNAH)
    moved = game.state.tiles[parse_hex(SAVANNAH)].species[winner]
    return {"animal": Named("animal", winner), "tile": terrain(game, SAVANNAH),
            "element": Named("element", t["element"]), "tile_n": t["on_tile"], "sheet_n": t["on_sheet"],
            "total": t["product"],
            "rival": Named("animal", rival), "rival_total": game.matching(rival, SAVANNAH)["total"],
            "rival_element": Named("element", r["element"]), "rival_sheet": r["on_sheet"], "rival_tile": r["on_tile"],
            "moved": moved}


def desert_tie(a: Applied) -> dict[str, Any]:
    """The element that ties the desert, the other that would, and the one that would not."""
    start = Game.from_state(a.steps[0]["before"])
    step = a.steps[0]["step"]
    corner, added = step["corner"], step["element"]
    leader = start.dominance(DESERT)["dominant"]
    game = a.final()
    verdict = game.dominance(DESERT)
    check(verdict["dominant"] is None and leader in verdict["tied"], "the added element makes no tie on the desert")
    animal = next(x for x in verdict["tied"] if x != leader)
    t, r = term(game, animal, DESERT), term(game, leader, DESERT)
    ties: list[str] = []
    stronger = ""
    for e in ELEMENTS:
        v = edited(start, "add_element", corner=corner, element=e).dominance(DESERT)
        if v["dominant"] is None and e != added:
            ties.append(e)
        if v["dominant"] == leader and v["highest"] > start.dominance(DESERT)["highest"]:
            stronger = e
    check(len(ties) == 1 and stronger != "",
          "the note names one other element that ties, one that helps the leader")
    also = edited(start, "add_element", corner=corner, element=ties[0])
    also_animal = next(x for x in also.dominance(DESERT)["tied"] if x != leader)
    u = term(also, also_animal, DESERT)
    return {"element": Named("element", added), "animal": Named("animal", animal), "sheet": t["on_sheet"],
            "tile_n": t["on_tile"], "total": t["product"], "rival": Named("animal", leader),
            "rival_element": Named("element", r["element"]), "rival_sheet": r["on_sheet"], "rival_tile": r["on_tile"],
            "also": Named("element", ties[0]), "also_animal": Named("animal", also_animal),
            "also_sheet": u["on_sheet"], "also_tile": u["on_tile"], "also_total": u["product"],
            "tile": terrain(start, DESERT), "stronger": Named("element", stronger)}


NOTES = {"amphibians_move_in": amphibians_move_in, "desert_tie": desert_tie}
