"""Lesson 4's facts: the element sections on the rulebook's examples, the boxes in a bots' game."""
from __future__ import annotations

from collections import Counter
from functools import cache
from typing import Any

from ...engine.errors import MalformedError
from ...engine.hexmap import hex_str
from ...game import Game
from ..exercises import Applied, run_bots
from . import Named, Place, events_of, named

#: the lesson's game (the boxes cells), and the most turns it plays looking for a full Depletion box
GAME = {"players": 4, "seed": 1}
TURNS = 6


def check(ok: bool, what: str) -> None:
    """A sentence of the lesson holds in its position, or the text must change (the build stops)."""
    if not ok:
        raise MalformedError(f"lesson 4: {what}")


@cache
def boxes() -> tuple[int, int]:
    """The first turn of the lesson's game, and the first turn whose Depletion box holds an element
    (the greedy bots play on, as in the lesson's cells)."""
    game = Game.new(**GAME)
    st = game.state
    start = st.turn
    check(not st.boxes["regression"] and not st.boxes["wasteland"], "the first turn's boxes are not empty")
    while not game.state.boxes["depletion"]:
        check(game.state.turn < start + TURNS and game.pending is not None, "the Depletion box never fills")
        run_bots(game, "greedy")
    return start, game.state.turn


def prose() -> dict[str, Any]:
    start, depletion = boxes()
    example = Game.scenario("adaptation", play=True)
    nxt = example.pending
    check(nxt is not None, "nobody acts after the rulebook's Adaptation")
    return {"start_turn": start, "depletion_turn": depletion,
            "adaptation_next": Named("animal", nxt.animal)}   # type: ignore[union-attr]


def tile_of(game: Game, terrain: str) -> str:
    return next(hex_str(h) for h, t in game.state.tiles.items() if t.terrain == terrain)


def adaptation_grass(a: Applied) -> dict[str, Any]:
    """The insects specialise: their matching on the savannah, and what stays in the squares."""
    animal = a.steps[0]["decision"].animal
    gained = next(e for e in events_of(a) if e["kind"] == "element_gained")
    tile = tile_of(a.game, "savannah")
    before = Game.from_state(a.steps[0]["before"]).matching(animal, tile)["total"]
    t = next(x for x in a.game.matching(animal, tile)["terms"] if x["element"] == gained["element"])
    left = Counter(a.game.state.boxes["adaptation"]).most_common()
    check(len(left) > 1 and left[0][1] > 1 and left[0][1] > left[1][1], "no element stays in the squares twice")
    return {"animal": Named("animal", animal), "element": Named("element", gained["element"]),
            "sheet": t["on_sheet"], "tile_n": t["on_tile"], "total": t["product"], "before": before,
            "tile": Place(tile, "savannah"), "risk": Named("element", left[0][0]), "left": left[0][1]}


def regression_elsewhere(a: Applied) -> dict[str, Any]:
    """Regression with the insects' pawn elsewhere: one type in the box, who loses, who keeps."""
    animal = a.steps[0]["decision"].animal
    box = a.steps[0]["before"].boxes["regression"]
    ev = next(e for e in events_of(a) if e["kind"] == "regression")
    losers = [x["animal"] for x in ev["animals"] if x["lost"]]
    keepers = [x["animal"] for x in ev["animals"] if x["threatened"] and not x["lost"]]
    check(len(ev["types"]) == 1 and animal in losers and len(keepers) == 1, "the note's losers and keeper differ")
    return {"box_n": len(box), "type": Named("element", ev["types"][0]), "animal": Named("animal", animal),
            "others": named("animal", [x for x in losers if x != animal]), "keeper": Named("animal", keepers[0])}


def wasteland_water(a: Applied) -> dict[str, Any]:
    """The water returned instead: the grubs touching the tundra go, the arachnids lose the jungle."""
    returned = next(e for e in events_of(a) if e["kind"] == "element_returned")["element"]
    ev = next(e for e in events_of(a) if e["kind"] == "wasteland")
    lost = next(e for e in events_of(a) if e["kind"] == "dominance_changed")
    verdict = lost["verdict"]
    (who,) = verdict["animals"]
    before = Game.from_state(a.steps[0]["before"])
    desert = tile_of(before, "desert")
    keeper = before.dominance(desert)["dominant"]
    check(len(ev["types"]) == 1 and lost["before"] == who["animal"] and lost["after"] is None
          and a.game.dominance(desert)["dominant"] == keeper, "the Wasteland's losses are not as the note says")
    return {"kept": Named("element", ev["types"][0]), "removed": len(ev["removed"]),
            "tile": Place(lost["tile"], lost["terrain"]), "animal": Named("animal", who["animal"]),
            "matching": who["total"], "species": who["species"], "returned": Named("element", returned),
            "keeper": Named("animal", keeper), "keeper_tile": Place(desert, "desert")}


def depletion_other_seed(a: Applied) -> dict[str, Any]:
    """The desert's own seed removed: only the desert changes, the savannah's tie stays."""
    removed = next(e for e in events_of(a) if e["kind"] == "element_removed")
    changed = [e for e in events_of(a) if e["kind"] == "dominance_changed"]
    check(len(removed["tiles"]) == 1 and [e["tile"] for e in changed] == removed["tiles"],
          "the removed element changes another tile")
    (ch,) = changed
    verdict = ch["verdict"]
    dropped = ch["before"]
    rival = next(x for x in verdict["tied"] if x != dropped)
    other = tile_of(a.game, "savannah")
    still = a.game.dominance(other)
    st = a.game.state
    shared = [st.corners.get(c) for c in st.earth_corners()
              if {hex_str(h) for h in st.corner_tiles(c)} >= {other, removed["tiles"][0]}]
    check(still["dominant"] is None and len(still["tied"]) == 2 and removed["element"] in shared,
          "the savannah is no longer a tie of two, or the element it shares with the desert is gone")
    return {"tile": Place(ch["tile"], ch["terrain"]), "element": Named("element", removed["element"]),
            "animal": Named("animal", dropped), "matching": verdict["highest"], "rival": Named("animal", rival),
            "other": Place(other, "savannah"), "tied": named("animal", still["tied"]),
            "other_matching": still["highest"]}


NOTES = {"adaptation_grass": adaptation_grass, "regression_elsewhere": regression_elsewhere,
         "wasteland_water": wasteland_water, "depletion_other_seed": depletion_other_seed}
