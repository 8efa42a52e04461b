"""Survival: who holds the Survival card and what it would pay (docs/rules.md §8.3 B)."""
from __future__ import annotations

from typing import Any

from ...engine.calc import survival
from ...engine.hexmap import hex_str
from ...engine.rng import Rng
from ...engine.state import State
from ..positions import Position
from ..question import Question
from ..words import Line, line
from .common import question


def survival_lines(st: State, sv: dict[str, Any], with_pay: bool) -> tuple[list[Line], list[str]]:
    counts = sv["counts"]
    lines: list[Line] = []
    rulings = ["R20"]
    if counts:
        rows = [line("fmt.count", animal=("animal", a), n=n) for a, n in counts.items()]
        lines.append(line("survival.counts", rows=("list", rows)))
    if sv["holder"]:
        lines.append(line("survival.holder", animal=("animal", sv["holder"]), n=counts[sv["holder"]]))
        if len(counts) == 1:
            lines.append(line("survival.alone"))
            rulings.append("R36")
    elif counts:
        best = max(counts.values())
        lines.append(line("survival.tie", animals=("animals", [a for a, n in counts.items() if n == best]), n=best))
    else:
        lines.append(line("survival.nobody_on_tundra"))
        rulings.append("R36")
    if st.setup.get("multi"):
        lines.append(line("survival.multi"))
        rulings.append("R48")
    if with_pay:
        if sv["holder"]:
            n = sv["tundra_tiles"]
            lines.append(line("survival.pays", animal=("animal", sv["holder"]), n=n, vp=sv["vp"]))
            if n >= 3:
                rulings.append("R2")
        else:
            lines.append(line("survival.pays_nothing"))
    return lines, rulings


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    sv = survival(st)
    variant = "vp" if rng.below(2) else "holder"
    on_tundra = [f"tile-{hex_str(h)}" for h in sorted(st.tiles) if st.tiles[h].tundra and st.tiles[h].species]
    lines, rulings = survival_lines(st, sv, variant == "vp")
    focus = on_tundra + ([f"animal-{sv['holder']}"] if sv["holder"] else [])
    facts = {"survival": sv}
    if variant == "holder":
        answer = f"animal-{sv['holder']}" if sv["holder"] else "nobody"
        return question("survival", variant, pos, line("q.survival.holder"), "choice", "one", {answer},
                        candidates=[f"animal-{a}" for a in st.animals] + ["nobody"], lines=lines, focus=focus,
                        rulings=rulings, facts=facts)
    return question("survival", variant, pos, line("q.survival.vp"), "number", "one", {str(sv["vp"])}, lines=lines,
                    focus=focus, rulings=rulings, facts=facts)


def wishes(rng: Rng) -> dict[str, Any]:
    """What the generator asks of a position, half of its attempts: species on tundra, mostly."""
    return {"tundra_only": rng.below(4) != 0}


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    holder, vp = rules.survival(q.state)
    if q.variant == "holder":
        return {f"animal-{holder}" if holder else "nobody"}
    return {str(vp)}
