"""Endangered: which animals or tiles have endangered species (docs/rules.md §7.2)."""
from __future__ import annotations

from typing import Any

from ...engine.calc import endangered
from ...engine.hexmap import hex_str
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import line
from .common import occupied_tiles, question, tile_value


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    occupied = occupied_tiles(st)
    if not occupied:
        return None
    rows = endangered(st)
    variant = "tiles" if difficulty >= 2 and rng.below(2) else "animals"
    lines = []
    for h, a, n in rows:
        lines.append(line("endangered.row", animal=("animal", a), n=n, tile=tile_value(st, h),
                          types=("elements", sorted(set(st.animals[a].elements)))))
    if not rows:
        lines.append(line("endangered.none"))
    lines.append(line("endangered.rule"))
    if variant == "animals":
        found = {f"animal-{a}" for _, a, _ in rows}
        candidates = [f"animal-{a}" for a in st.animals] + ["none"]
        prompt = line("q.endangered.animals")
    else:
        found = {f"tile-{hex_str(h)}" for h, _, _ in rows}
        candidates = [f"tile-{hex_str(h)}" for h in occupied] + ["none"]
        prompt = line("q.endangered.tiles")
    focus = [f"tile-{hex_str(h)}" for h, _, _ in rows] + [f"animal-{a}" for _, a, _ in rows]
    return question("endangered", variant, pos, prompt, "choice", "all", found or {"none"}, candidates=candidates,
                    lines=lines, focus=focus, facts={"endangered": [[hex_str(h), a, n] for h, a, n in rows]})


def wishes(rng: Rng) -> dict[str, Any]:
    """What the generator asks of a position, half of its attempts: an endangered species, mostly."""
    return {"endangered_only": rng.below(4) != 0}


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    rows = rules.endangered(q.state)
    if q.variant == "animals":
        found = {f"animal-{a}" for _, a, _ in rows}
    else:
        found = {f"tile-{h[0]},{h[1]}" for h, _, _ in rows}
    return found or {"none"}
