"""Find the move: the Abundance or Depletion corner that changes who dominates a tile."""
from __future__ import annotations

from typing import Any

from ...engine.calc import dominance_verdict
from ...engine.constants import ELEMENTS
from ...engine.hexmap import CORNERS_OF, NEIGHBOURS, corner_str, hex_str, parse_corner
from ...engine.match import Match
from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from ..words import corner_value, line
from .common import (
    dominance_lines,
    food_order,
    free_elements,
    no_wishes,
    occupied_tiles,
    pick,
    question,
    sample,
    staged_decision,
    tile_value,
)


def _abundance_move(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st0 = pos.state
    pairs = [(h, a) for h in occupied_tiles(st0) for a in food_order(st0.tiles[h].species)
             if st0.tiles[h].dominant != a and st0.vacant_corners([h])]
    for h, a in sample(rng, pairs, 6):
        sheet = sorted(set(st0.animals[a].elements))
        for e in sample(rng, sheet, len(sheet)):
            trial = st0.clone()
            trial.events = None
            trial.put_element(st0.vacant_corners([h])[0], e)
            if dominance_verdict(trial, h)["dominant"] != a:
                continue
            q = _abundance_question(rng, pos, difficulty, h, a, e)
            if q is not None:
                return q
    return None


def _abundance_question(rng: Rng, pos: Position, difficulty: int, h: tuple[int, int], a: str,
                        e: str) -> Question | None:
    st0 = pos.state
    free = free_elements(st0, "abundance")
    if free[e] <= 0:
        return None
    free[e] -= 1
    other = [x for x in ELEMENTS if free[x] > 0]
    if not other:
        return None
    blocker = a if st0.animals[a].pawns >= 2 else next(x for x in st0.animals if x != a)
    at = staged_decision(st0, "abundance", {"abundance.1": a, "abundance.2": blocker}, "abundance_element",
                         boxes={"abundance": [e, other[0]]})
    if at is None or at[1].get(f"element:{e}") is None:
        return None
    m, st = at[0], at[0].state
    m2 = Match.from_state(m.peek(f"element:{e}")[0])
    d2 = m2.pending
    if d2 is None or d2.kind != "abundance_corner":
        return None
    around = [n for n in NEIGHBOURS[h] if n in st.tiles]
    near = [h] + (around if difficulty >= 2 else sample(rng, around, 1))
    corners = sorted({corner_str(c) for x in near for c in CORNERS_OF[x] if c not in st.corners})
    solutions, before, after = set(), dominance_verdict(st, h), None
    for c in corners:
        s, _events = m2.peek(f"corner:{c}")
        if s.tiles[h].dominant == a:
            solutions.add(f"corner-{c}")
            if after is None:
                after = (c, dominance_verdict(s, h))
    if not solutions or len(solutions) == len(corners):
        return None
    tile = tile_value(st, h)
    lines = [line("move.before", verdict=("lines", dominance_lines(st, before)))]
    c, v = after  # type: ignore[misc]
    lines.append(line("move.abundance_after", corner=corner_value(st, c), element=("element", e),
                      verdict=("lines", dominance_lines(st, v))))
    lines.append(line("move.same_tile", element=("element", e), tile=tile))
    rulings = ["R1"]
    if any(len(st.corner_tiles(parse_corner(x[7:]))) < 3 for x in solutions):
        rulings.append("R8")
        lines.append(line("move.r8"))
    return question("find_move", "abundance", pos,
                    line("q.move.abundance", animal=("animal", a), element=("element", e), tile=tile), "choice", "one",
                    solutions, candidates=[f"corner-{c}" for c in corners], lines=lines,
                    focus=sorted(solutions) + [f"tile-{hex_str(h)}"], subject=[f"tile-{hex_str(h)}"], rulings=rulings,
                    state=m2.state, facts={"tile": hex_str(h), "animal": a, "element": e, "goal": "dominate",
                                           "section": "abundance"})


def _depletion_move(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st0 = pos.state
    tiles = [h for h in occupied_tiles(st0) if st0.tiles[h].dominant and len(st0.tiles[h].species) >= 2
             and st0.tile_elements(h)]
    for h in sample(rng, tiles, 4):
        rival = st0.tiles[h].dominant
        types = sorted(set(st0.tile_elements(h)))
        box = sample(rng, types, 1 + rng.below(min(2, len(types))))
        actor = pick(rng, list(st0.animals))
        blocker = actor if st0.animals[actor].pawns >= 2 else next(x for x in st0.animals if x != actor)
        at = staged_decision(st0, "depletion", {"depletion.1": actor, "domination.1": blocker}, "depletion_corner",
                             boxes={"depletion": box})
        if at is None:
            continue
        m = at[0]
        st = m.state
        near = [h] + ([n for n in NEIGHBOURS[h] if n in st.tiles] if difficulty >= 2 else [])
        corners = sorted({corner_str(c) for x in near for c in CORNERS_OF[x]
                          if st.corners.get(c) in box})
        solutions = set()
        after = None
        for c in corners:
            s, _events = m.peek(f"corner:{c}")
            if s.tiles[h].dominant != rival:
                solutions.add(f"corner-{c}")
                if after is None:
                    after = (c, dominance_verdict(s, h))
        if not solutions or len(solutions) == len(corners):
            continue
        tile = tile_value(st, h)
        c, v = after  # type: ignore[misc]
        lines = [line("move.before", verdict=("lines", dominance_lines(st, dominance_verdict(st, h)))),
                 line("move.depletion_after", corner=corner_value(st, c), verdict=("lines", dominance_lines(st, v))),
                 line("move.depletion_types")]
        return question("find_move", "depletion", pos,
                        line("q.move.depletion", animal=("animal", actor), elements=("elements", box),
                             rival=("animal", rival), tile=tile), "choice", "one", solutions,
                        candidates=[f"corner-{x}" for x in corners],
                        lines=lines, focus=sorted(solutions) + [f"tile-{hex_str(h)}"], subject=[f"tile-{hex_str(h)}"],
                        rulings=["R1", "R44"], state=st, facts={"tile": hex_str(h), "rival": rival, "types": box,
                                                                "goal": "unseat", "section": "depletion"})
    return None


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    first, second = (_abundance_move, _depletion_move) if rng.below(2) else (_depletion_move, _abundance_move)
    return first(rng, pos, difficulty) or second(rng, pos, difficulty)


wishes = no_wishes


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    st, f = q.state, q.facts
    h = rules.parse_hex(f["tile"])
    out = set()
    for t in q.candidates:
        c = rules.parse_corner(t[7:])
        corners = dict(st.corners)
        if f["section"] == "abundance":
            assert c not in corners and any(x in st.tiles for x in rules.hexes_of_corner(c))
            corners[c] = f["element"]
            if rules.dominant(st, h, corners) == f["animal"]:
                out.add(t)
        else:
            assert corners[c] in f["types"]
            del corners[c]
            if rules.dominant(st, h, corners) != f["rival"]:
                out.add(t)
    return out
