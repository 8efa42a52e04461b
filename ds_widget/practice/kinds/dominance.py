"""Dominance: who dominates a tile, or nobody (docs/rules.md §7.3)."""
from __future__ import annotations

from typing import Any

from ...engine.calc import dominance_verdict
from ...engine.hexmap import hex_str
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import line
from .common import dominance_lines, no_wishes, pick, question, subject, tile_value, tiles_asked


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    tiles = tiles_asked(st, difficulty)
    if not tiles:
        return None
    if difficulty >= 2:
        hard = [h for h in tiles if dominance_verdict(st, h)["reason"] != "unique_highest"]
        if hard and rng.below(3) == 0:
            tiles = hard
    h = pick(rng, tiles)
    v = dominance_verdict(st, h)
    present = [r["animal"] for r in v["animals"]]
    answer = f"animal-{v['dominant']}" if v["dominant"] else "nobody"
    return question("dominance", v["reason"], pos, line("q.dominance", tile=tile_value(st, h)), "choice", "one",
                    {answer},
                    candidates=[f"animal-{a}" for a in present] + ["nobody"], lines=dominance_lines(st, v),
                    focus=[f"tile-{hex_str(h)}"] + [f"animal-{a}" for a in present], subject=[f"tile-{hex_str(h)}"],
                    facts={"tile": hex_str(h), "verdict": v})


wishes = no_wishes


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    d = rules.dominant(q.state, rules.parse_hex(subject(q, "tile-")[0]))
    return {f"animal-{d}" if d else "nobody"}
