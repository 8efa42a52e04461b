"""Scoring: what scoring a tile now gives an animal (docs/rules.md §7.4)."""
from __future__ import annotations

from typing import Any

from ...engine.calc import score_preview
from ...engine.constants import FOOD_CHAIN, TILE_SCORES
from ...engine.hexmap import hex_str
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import line
from .common import food_order, glaciated, no_wishes, pick, question, subject, tile_value, tiles_asked


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    tiles = tiles_asked(st, difficulty)
    if not tiles:
        return None
    if difficulty >= 2 and rng.below(2):
        hard = [h for h in tiles if len(st.tiles[h].species) > len(TILE_SCORES[st.tiles[h].kind])
                or len(set(st.tiles[h].species.values())) < len(st.tiles[h].species)]
        tiles = hard or tiles
    h = pick(rng, tiles)
    t = st.tiles[h]
    present = food_order(t.species)
    others = [a for a in st.animals if a not in t.species]
    a = pick(rng, others) if others and rng.below(8) == 0 else pick(rng, present)
    p = score_preview(st, h)
    vp = next((x["vp"] for x in p["places"] if x["animal"] == a), 0)
    tile = tile_value(st, h)
    values = p["values"]
    lines = [line("scoring.values" if len(values) > 1 else "scoring.values_one", terrain=("terrain", t.kind),
                  values=("values", values), k=len(values))]
    rulings = []
    if glaciated(st, h):
        lines.append(line("scoring.tundra", printed=("terrain", t.terrain)))
        rulings.append("R13")
    lines.append(line("scoring.ranking", places=("places", p["places"])))
    left = sorted(t.species.items(), key=lambda kv: (-kv[1], FOOD_CHAIN[kv[0]]))[len(values):]
    if left:
        key = "scoring.left_out" if len(values) > 1 else "scoring.left_out_one"
        lines.append(line(key, animals=("animals", [x for x, _ in left]), k=len(values), terrain=("terrain", t.kind)))
    if a in t.species:
        lines.append(line("scoring.result", animal=("animal", a), vp=vp))
    else:
        lines.append(line("scoring.absent", animal=("animal", a)))
    return question("scoring", "vp", pos, line("q.scoring", animal=("animal", a), tile=tile), "number", "one",
                    {str(vp)}, lines=lines, focus=[f"tile-{hex_str(h)}"] + [f"animal-{x}" for x in present],
                    subject=[f"tile-{hex_str(h)}", f"animal-{a}"], rulings=rulings,
                    facts={"tile": hex_str(h), "animal": a, "preview": p})


wishes = no_wishes


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    h = rules.parse_hex(subject(q, "tile-")[0])
    return {str(rules.tile_vp(q.state, h).get(subject(q, "animal-")[0], 0))}
