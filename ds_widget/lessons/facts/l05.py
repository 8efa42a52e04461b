"""Lesson 5's facts: Glaciation, Speciation and Wanderlust on the rulebook's examples."""
from __future__ import annotations

from typing import Any

from ...engine.constants import TILE_SCORES, bonus_vp
from ...engine.hexmap import NEIGHBOURS, hex_str, parse_hex
from ...engine.scenarios import info
from ..exercises import Applied
from . import Named, Place, events_of, named


def prose() -> dict[str, Any]:
    return {"tundra_vp": TILE_SCORES["tundra"][0],
            "bonus_series": ", ".join(str(bonus_vp(n)) for n in (1, 2, 3))}


def glaciate_savannah(a: Applied) -> dict[str, Any]:
    """The savannah glaciated instead of the rulebook's desert: its bonus, the element it takes."""
    ev = next(e for e in events_of(a) if e["kind"] == "glaciation")
    example = info("glaciation")["choices"][0]
    rulebook_hex = example.split(":")[1]
    rulebook = a.game.state_at(0).tiles[parse_hex(rulebook_hex)].terrain
    lost = [r["element"] for r in ev["removed"]]
    return {"tile": Place(ev["tile"], ev["terrain"]), "tundra": ev["adjacent_tundra"], "vp": ev["bonus"],
            "lost": Named("element", lost[0]), "rulebook_tile": Place(rulebook_hex, rulebook)}


def insects_elsewhere(a: Applied) -> dict[str, Any]:
    """The insects' free species elsewhere: who leads on the savannah, and by how much it would not."""
    st = a.game.state
    savannah = next(h for h, t in st.tiles.items() if t.terrain == "savannah")
    species = st.tiles[savannah].species
    moved = next(e for e in events_of(a) if e["kind"] == "species_added" and e["source"] == "insects_free")
    return {"tile": Place(hex_str(savannah), "savannah"), "both": species["arachnids"],
            "first": Named("animal", "arachnids"), "second": Named("animal", "insects"),
            "with_free": species["insects"] + moved["count"], "elsewhere": Place(moved["tile"], moved["terrain"])}


def wanderlust_bonus(a: Applied) -> dict[str, Any]:
    """Every place the new tile may go, by the tiles it would touch."""
    before = a.steps[1]["before"]                 # the stack chosen, the hex not yet
    touching: dict[int, int] = {}
    for h in (parse_hex(o.split(":")[1]) for o in a.steps[1]["decision"].ids):
        n = sum(1 for x in NEIGHBOURS[h] if x in before.tiles)
        touching[n] = touching.get(n, 0) + 1
    best = max(touching)
    placed = next(e for e in events_of(a) if e["kind"] == "tile_placed")
    around = [before.tiles[x].terrain for x in NEIGHBOURS[parse_hex(placed["tile"])] if x in before.tiles]
    return {"best_hexes": touching[best], "best_tiles": best, "best_vp": bonus_vp(best),
            "others_vp": bonus_vp(min(touching)), "others_tiles": min(touching),
            "rulebook_between": named("terrain", sorted(around)), "other_best": touching[best] - 1}


NOTES = {"glaciate_savannah": glaciate_savannah, "insects_elsewhere": insects_elsewhere,
         "wanderlust_bonus": wanderlust_bonus}
