"""Lesson 10's facts: the practice registry (its kinds of question and levels) and the rulebook's
Abundance example the last exercise starts from."""
from __future__ import annotations

from typing import Any

from ...engine.errors import MalformedError
from ...engine.hexmap import CORNER_NAMES, CORNERS_OF, parse_corner, parse_hex
from ...game import Game
from ...practice import DIFFICULTIES, KINDS
from .. import exercises
from ..exercises import Applied
from . import Named, Place, named

LESSON = "10_practice"


def _goal() -> tuple[str, dict[str, Any]]:
    """The exercise's goal tile (its ``dominant`` claim) and the claim."""
    ex = exercises.exercises(LESSON)["amphibians_take_savannah"]
    spec = next(s for k, s in exercises.claims(ex) if k == "dominant")
    return spec["tile"], ex


def prose() -> dict[str, Any]:
    if len(DIFFICULTIES) != 3:
        raise MalformedError(f"the lesson names three practice levels, there are {DIFFICULTIES}")
    tile, ex = _goal()
    start = exercises.start(ex["start"])
    if start.pending is None:
        raise MalformedError("the Abundance example should wait for the actor's choice")
    return {"practice_kinds": len(KINDS), "level_start": DIFFICULTIES[0], "level_mid": DIFFICULTIES[1],
            "level_late": DIFFICULTIES[2],
            "goal_tile": Place(tile, start.state.tiles[parse_hex(tile)].kind), "goal_hex": tile,
            "goal_dominant": Named("animal", start.dominance(tile)["dominant"]),
            "goal_actor": Named("animal", start.pending.animal)}


def _term(game: Game, animal: str, tile: str) -> dict[str, Any]:
    """An animal's one matching term on a tile (the note multiplies one element type)."""
    row = game.matching(animal, tile)
    terms = [t for t in row["terms"] if t["product"]]
    if len(terms) != 1:
        raise MalformedError(f"the note gives the {animal} one product on {tile}: {row}")
    return {**terms[0], "total": row["total"]}


def amphibians_take_savannah(a: Applied) -> dict[str, Any]:
    """Where the element works (every vacant corner of the goal tile where it makes the actor
    dominate), the matching on both sides, and the other elements on offer."""
    tile, _ = _goal()
    h = parse_hex(tile)
    first = a.steps[0]
    actor = first["decision"].animal
    element = first["step"]["choose"].split(":", 1)[1]
    offered = [o.split(":", 1)[1] for o in first["decision"].ids if o.startswith("element:")]
    before = Game.from_state(first["before"].clone())
    rival = before.dominance(tile)["dominant"]
    vacant = [i for i, c in enumerate(CORNERS_OF[h]) if c not in first["before"].corners]

    def wins(e: str) -> list[str]:
        """The vacant corners of the tile where element ``e`` makes the actor dominate it."""
        out = []
        for i in vacant:
            g = Game.from_state(first["before"].clone())
            g.choose(f"element:{e}")
            assert g.pending is not None
            g.choose(next(o for o in g.pending.ids if o.startswith("corner:")
                          and parse_corner(o.split(":", 1)[1]) == CORNERS_OF[h][i]))
            if g.dominance(tile)["dominant"] == actor:
                out.append(CORNER_NAMES[i])
        return out

    others = [e for e in offered if e != element]
    if len(wins(element)) != len(vacant) or any(wins(e) for e in others):
        raise MalformedError(f"the note says every vacant corner of {tile} works with {element}, "
                             f"and no other element anywhere there")
    mine, theirs = _term(a.game, actor, tile), _term(a.game, rival, tile)
    return {"actor": Named("animal", actor), "element": Named("element", element),
            "tile": Place(tile, a.game.state.tiles[h].kind), "corners": named("compass", wins(element)),
            "sheet": mine["on_sheet"], "on_tile": mine["on_tile"], "total": mine["total"],
            "rival": Named("animal", rival), "rival_element": Named("element", theirs["element"]),
            "rival_sheet": theirs["on_sheet"], "rival_on_tile": theirs["on_tile"], "rival_total": theirs["total"],
            "others": named("element", others)}


NOTES = {"amphibians_take_savannah": amphibians_take_savannah}
