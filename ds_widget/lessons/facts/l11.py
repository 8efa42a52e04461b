"""Lesson 11's facts: the What-if editor on the rulebook's Depletion example."""
from __future__ import annotations

from typing import Any

from ...engine.editor import Editor
from ...engine.errors import MalformedError
from ...engine.hexmap import CORNERS_OF, corner_str, hex_str, parse_corner, parse_hex
from ...engine.state import State
from ...game import Game
from .. import exercises
from ..exercises import Applied
from ..words import corner_id
from . import Named, Place, named

LESSON = "11_what_if"
EXAMPLE = "depletion"
#: the edits the lesson's code cells make, in order, before the one the prose says changes no dominance
CODE_EDITS = (("remove_element", {"corner": "1,0:NE"}), ("add_element", {"corner": "1,0:W", "element": "seed"}))
QUIET_EDIT = ("set_species", {"tile": "1,0", "animal": "mammals", "n": 2})


def _dominance(st: State) -> dict[str, str | None]:
    g = Game.from_state(st.clone())
    return {hex_str(h): g.dominance(hex_str(h))["dominant"] for h in st.tiles}


def _edited(st: State, edits: list[tuple[str, dict[str, Any]]]) -> State:
    ed = Editor(st.clone())
    for kind, args in edits:
        getattr(ed, kind)(**exercises.edit_args({"edit": kind, **args}))
    return ed.state


def _claim(exercise: str, kind: str) -> Any:
    return next(s for k, s in exercises.claims(exercises.exercises(LESSON)[exercise]) if k == kind)


def _one_term(g: Game, animal: str, tile: str) -> dict[str, Any]:
    """An animal's one element type on its sheet, with its product on a tile (the notes multiply one)."""
    row = g.matching(animal, tile)
    if len(row["terms"]) != 1:
        raise MalformedError(f"the notes give the {animal} one element type: {row}")
    return {**row["terms"][0], "total": row["total"]}


def _tie() -> dict[str, Any]:
    """One more of the actor's element on the desert: the tie the first question starts from."""
    tile = _claim("reptiles_take_desert", "dominant")["tile"]
    actor = _claim("reptiles_take_desert", "dominant")["animal"]
    start = Game.scenario(EXAMPLE)
    st = start.state
    rival = start.dominance(tile)["dominant"]
    element = _one_term(start, actor, tile)["element"]
    vacant = next(c for c in CORNERS_OF[parse_hex(tile)] if c not in st.corners)
    ed = Editor(st.clone())
    ed.add_element(corner_str(vacant), element)
    g = Game.from_state(ed.state.clone())
    mine, theirs = g.matching(actor, tile)["total"], g.matching(rival, tile)["total"]
    if mine != theirs or g.dominance(tile)["dominant"] is not None:
        raise MalformedError(f"one more {element} should tie the {actor} with the {rival} on {tile}")
    return {"tie": mine, "tie_tile": Place(hex_str(parse_hex(tile)), st.tiles[parse_hex(tile)].kind),
            "tie_actor": Named("animal", actor), "tie_rival": Named("animal", rival),
            "tie_element": Named("element", element)}


def prose() -> dict[str, Any]:
    start = Game.scenario(EXAMPLE)
    st = start.state
    before = _edited(st, list(CODE_EDITS))
    after = _edited(before, [QUIET_EDIT])
    if _dominance(before) != _dominance(after):
        raise MalformedError("the lesson says its set_species edit changes no dominance")
    public = {m for m in dir(Editor) if not m.startswith("_") and callable(getattr(Editor, m))} - {"finish"}
    if public != set(exercises.EDITS):
        raise MalformedError(f"the lesson lists the editor's edits {exercises.EDITS}, it has {sorted(public)}")
    d = start.pending
    if d is None:
        raise MalformedError("the Depletion example should wait for a decision")
    new = exercises.exercises(LESSON)["new_tile"]["steps"][0]
    corner_hex = CODE_EDITS[0][1]["corner"].split(":")[0]
    return {"edit_kinds": len(exercises.EDITS),
            "corner_tile": Place(corner_hex, st.tiles[parse_hex(corner_hex)].kind),
            "pending_animal": Named("animal", d.animal), "pending_section": Named("section", d.rule),
            "new_terrain": Named("terrain", new["terrain"]), "new_place": Place(new["hex"], None),
            "new_hex": new["hex"], **_tie()}


def reptiles_take_desert(a: Applied) -> dict[str, Any]:
    """The two edits of the solution, the products after them, and the two other ways (the shared
    element removed instead; two of the actor's elements added), each checked in the editor."""
    claim = _claim("reptiles_take_desert", "dominant")
    tile, actor = claim["tile"], claim["animal"]
    h = parse_hex(tile)
    st0 = a.steps[0]["before"]
    g0 = Game.from_state(st0.clone())
    rival = g0.dominance(tile)["dominant"]
    add, remove = (s["step"] for s in a.steps)
    added = add["element"]
    removed = st0.corners[parse_corner(corner_id(remove["corner"]))]
    g = a.final()
    mine, theirs = _one_term(g, actor, tile), _one_term(g, rival, tile)
    # the other corner of the tile with that element, shared with another tile
    shared = [c for c in CORNERS_OF[h] if st0.corners.get(c) == removed and len(st0.corner_tiles(c)) > 1
              and c != parse_corner(corner_id(remove["corner"]))]
    if len(shared) != 1:
        raise MalformedError(f"the note names one {removed} the {tile} shares with another tile")
    other = next(x for x in st0.corner_tiles(shared[0]) if x != h)
    alt = Game.from_state(_edited(st0, [("add_element", {"corner": add["corner"], "element": added}),
                                        ("remove_element", {"corner": corner_str(shared[0])})]))
    if alt.dominance(tile)["dominant"] != actor or \
            alt.matching(rival, hex_str(other))["total"] == g0.matching(rival, hex_str(other))["total"]:
        raise MalformedError("removing the shared element should work and change the other tile too")
    vacant = [c for c in CORNERS_OF[h] if c not in st0.corners][:2]
    two = Game.from_state(_edited(st0, [("add_element", {"corner": corner_str(c), "element": added})
                                        for c in vacant]))
    if len(vacant) != 2 or two.dominance(tile)["dominant"] != actor:
        raise MalformedError(f"two more {added} should make the {actor} dominate {tile}")
    return {"added": Named("element", added), "removed": Named("element", removed),
            "actor": Named("animal", actor), "rival": Named("animal", rival),
            "tile": Place(hex_str(h), st0.tiles[h].kind), "shared_with": Place(hex_str(other), st0.tiles[other].kind),
            "sheet": mine["on_sheet"], "on_tile": mine["on_tile"], "total": mine["total"],
            "r_sheet": theirs["on_sheet"], "r_on_tile": theirs["on_tile"], "r_total": theirs["total"],
            "two_on_tile": two.matching(actor, tile)["terms"][0]["on_tile"],
            "two_total": two.matching(actor, tile)["total"], "two_rival": two.matching(rival, tile)["total"]}


def new_tile(a: Applied) -> dict[str, Any]:
    """The new tile's corners that already hold elements, who dominates it and who is endangered."""
    tile = _claim("new_tile", "dominant")["tile"]
    h = parse_hex(tile)
    g = a.final()
    st = g.state
    held = [st.corners[c] for c in CORNERS_OF[h] if c in st.corners]
    dominant = g.dominance(tile)["dominant"]
    endangered = [e["animal"] for e in g.endangered() if e["tile"] == tile]
    if len(endangered) != 1:
        raise MalformedError(f"the note names one endangered animal on {tile}: {endangered}")
    lost = _one_term(g, endangered[0], tile)
    if lost["total"]:
        raise MalformedError(f"the {endangered[0]} should match nothing on {tile}")
    mine = _one_term(g, dominant, tile)
    kinds = list(dict.fromkeys(sorted(held)))
    return {"terrain": Named("terrain", st.tiles[h].kind), "held": len(held), "held_types": named("element", kinds),
            "dominant": Named("animal", dominant), "sheet": mine["on_sheet"], "on_tile": mine["on_tile"],
            "total": mine["total"], "endangered": Named("animal", endangered[0]),
            "need": Named("element", lost["element"])}


NOTES = {"reptiles_take_desert": reptiles_take_desert, "new_tile": new_tile}
