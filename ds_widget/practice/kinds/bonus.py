"""Bonus: the bonus VP of a Glaciation or a Wanderlust tile (docs/rules.md §7.5)."""
from __future__ import annotations

from typing import Any

from ...engine.constants import bonus_vp
from ...engine.hexmap import NEIGHBOURS, hex_str, parse_hex
from ...engine.match import Match
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import line
from .common import glaciated, no_wishes, pick, question, staged_decision, subject, tile_value

#: the start of the Bonus-points table R2 says goes on without a cap (docs/rules.md §7.5), from the
#: engine's own series: "1, 3, 6, 10, 15"
R2_TERMS = 5
R2_SERIES = ", ".join(str(bonus_vp(n)) for n in range(1, R2_TERMS + 1))


def _bonus_glaciation(rng: Rng, pos: Position) -> Question | None:
    st0 = pos.state
    a = pick(rng, list(st0.animals))
    at = staged_decision(st0, "glaciation", {"glaciation.1": a}, "glaciation_tile")
    if at is None:
        return None
    m, d = at
    st = m.state
    opt = pick(rng, [o for o in d.options if o.kind == "tile"])
    _, events = m.peek(opt.id)
    ev = next(e for e in events if e["kind"] == "glaciation")
    h = parse_hex(opt.value)
    tundra = [n for n in NEIGHBOURS[h] if n in st.tiles and st.tiles[n].tundra]
    n, vp = ev["adjacent_tundra"], ev["bonus"]
    near = ("tiles", [(hex_str(x), "tundra") for x in tundra])
    lines = [line("bonus.glaciation", tile=tile_value(st, h), n=n, tiles=near),
             line("bonus.table", n=n, vp=vp)]
    rulings = []
    if n >= 3:
        rulings.append("R2")
        lines.append(line("bonus.r2", series=R2_SERIES))
    if any(glaciated(st, x) for x in tundra):
        rulings.append("R13")
        lines.append(line("bonus.r13"))
    focus = [f"tile-{hex_str(h)}"] + [f"tile-{hex_str(x)}" for x in tundra]
    return question("bonus", "glaciation", pos,
                    line("q.bonus.glaciation", animal=("animal", a), tile=tile_value(st, h)),
                    "number", "one", {str(vp)}, lines=lines, focus=focus, subject=[f"tile-{hex_str(h)}"],
                    rulings=rulings, state=m.state, facts={"tile": hex_str(h), "adjacent_tundra": n, "vp": vp,
                                                           "section": "glaciation", "animal": a})


def _bonus_wanderlust(rng: Rng, pos: Position) -> Question | None:
    st0 = pos.state
    a = pick(rng, list(st0.animals))
    at = staged_decision(st0, "wanderlust", {"wanderlust.1": a}, "wanderlust_stack")
    if at is None:
        return None
    m, d = at
    st = m.state
    stack = pick(rng, [o for o in d.options if o.kind == "stack"])
    terrain = d.args["terrains"][stack.value]
    s1, events = m.peek(stack.id)
    m1 = Match.from_state(s1)
    d1 = m1.pending
    if d1 is None or d1.kind != "wanderlust_hex":
        return None
    hx = pick(rng, d1.options)
    s2, ev2 = m1.peek(hx.id)
    events = events + ev2
    m2 = Match.from_state(s2)
    if m2.pending is not None and m2.pending.kind == "wanderlust_element":
        events += m2.peek("none")[1]
    ev = next((e for e in events if e["kind"] == "bonus_vp" and e.get("reason") == "wanderlust"), None)
    if ev is None:
        return None
    h = parse_hex(hx.value)
    around = [x for x in NEIGHBOURS[h] if x in st.tiles]
    n, vp = ev["quantity"], ev["vp"]
    lines = [line("bonus.wanderlust", hex=("hex", hx.value), n=n, tiles=("tiles", [(hex_str(x), st.tiles[x].kind)
                                                                                    for x in around])),
             line("bonus.table", n=n, vp=vp)]
    rulings = []
    if n >= 3:
        rulings.append("R2")
        lines.append(line("bonus.r2", series=R2_SERIES))
    if any(st.tiles[x].tundra for x in around):
        lines.append(line("bonus.tundra_counts"))
    focus = [f"hex-{hx.value}"] + [f"tile-{hex_str(x)}" for x in around]
    return question("bonus", "wanderlust", pos,
                    line("q.bonus.wanderlust", animal=("animal", a), terrain=("terrain", terrain),
                         hex=("hex", hx.value)),
                    "number", "one", {str(vp)}, lines=lines, focus=focus, subject=[f"hex-{hx.value}"], rulings=rulings,
                    state=m1.state, facts={"hex": hx.value, "adjacent": n, "vp": vp, "section": "wanderlust",
                                           "animal": a})


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    first, second = (_bonus_glaciation, _bonus_wanderlust) if rng.below(2) else (_bonus_wanderlust, _bonus_glaciation)
    return first(rng, pos) or second(rng, pos)


wishes = no_wishes


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    st = q.state
    if q.variant == "glaciation":
        h = rules.parse_hex(subject(q, "tile-")[0])
        assert rules.terrain(st, h) != "tundra"
        return {str(rules.bonus(sum(1 for n in rules.neighbours(h)
                                    if n in st.tiles and rules.terrain(st, n) == "tundra")))}
    h = rules.parse_hex(subject(q, "hex-")[0])
    assert h in rules.BOARD and h not in st.tiles
    return {str(rules.bonus(sum(1 for n in rules.neighbours(h) if n in st.tiles)))}
