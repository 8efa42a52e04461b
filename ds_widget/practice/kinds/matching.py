"""Matching: an animal's matching on a tile (docs/rules.md §7.1)."""
from __future__ import annotations

from typing import Any

from ...engine.calc import matching_breakdown
from ...engine.hexmap import CORNERS_OF, corner_str, hex_str
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import line
from .common import food_order, no_wishes, occupied_tiles, pick, question, subject, tile_value


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    pairs = [(h, a) for h in occupied_tiles(st) for a in food_order(st.tiles[h].species)]
    if not pairs:
        return None
    h, a = pick(rng, pairs)
    row = matching_breakdown(st, a, h)
    tile = tile_value(st, h)
    on_tile = st.tile_elements(h)
    lines = [line("matching.sheet", animal=("animal", a), elements=("counted", list(st.animals[a].elements))),
             line("matching.tile", tile=tile, elements=("counted", sorted(on_tile)))
             if on_tile else line("matching.tile_empty", tile=tile),
             line("matching.sum", calc=("matching", row))]
    if row["total"] == 0:
        lines.append(line("matching.zero", animal=("animal", a)))
    kinds = set(st.animals[a].elements)
    focus = [f"tile-{hex_str(h)}", f"animal-{a}"] + [f"corner-{corner_str(c)}" for c in CORNERS_OF[h]
                                                     if st.corners.get(c) in kinds]
    return question("matching", "value", pos, line("q.matching", animal=("animal", a), tile=tile), "number", "one",
                    {str(row["total"])}, lines=lines, focus=focus, subject=[f"tile-{hex_str(h)}", f"animal-{a}"],
                    facts={"tile": hex_str(h), "animal": a, "matching": row})


wishes = no_wishes


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    st = q.state
    h = rules.parse_hex(subject(q, "tile-")[0])
    a = subject(q, "animal-")[0]
    assert a in st.tiles[h].species
    return {str(rules.matching(st, a, h))}
