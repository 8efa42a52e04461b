"""Illegal: which options of a decision the rules refuse, and why; the engine tries each one."""
from __future__ import annotations

import re
from typing import Any

from ...engine.constants import ELEMENTS, SPEC_ELEMENT
from ...engine.errors import DSError, IllegalChoiceError
from ...engine.flow import Decision
from ...engine.hexmap import BOARD, NEIGHBOURS, TWO_STEP, corner_str, hex_str, parse_corner, parse_hex
from ...engine.match import Match
from ...engine.rng import Rng
from ...engine.state import State
from ..positions import Position, staged
from ..question import Question
from ..words import Line, corner_value, line
from .common import FULL, free_elements, pick, question, sample, tile_value

#: decision kinds the "which options are illegal" questions are asked about
ILLEGAL_DECISIONS = frozenset({"place_pawn", "initiative", "glaciation_tile", "wanderlust_hex", "speciation_corner",
                               "abundance_corner", "depletion_corner", "migration_to"})
_RULING = re.compile(r"\((R\d+)\)")


def _near_misses(st: State, d: Decision) -> list[tuple[str, str, str]]:
    """Would-be options of ``d`` that the rules forbid: (option id, target, reason code)."""
    out: list[tuple[str, str, str]] = []
    k = d.kind
    if k in ("place_pawn", "initiative"):
        if k == "initiative":
            out.append(("space:initiative.1", "space-initiative.1", "initiative_back"))
        out += [(f"space:{s}", f"space-{s}", "space_taken") for s, x in st.spaces.items() if x is not None]
    elif k == "glaciation_tile":
        for h in sorted(st.tiles):
            if st.tiles[h].tundra:
                out.append((f"tile:{hex_str(h)}", f"tile-{hex_str(h)}", "already_tundra"))
            elif not any(n in st.tiles and st.tiles[n].tundra for n in NEIGHBOURS[h]):
                out.append((f"tile:{hex_str(h)}", f"tile-{hex_str(h)}", "no_tundra_next"))
    elif k == "wanderlust_hex":
        for h in BOARD:
            if h in st.tiles:
                out.append((f"hex:{hex_str(h)}", f"tile-{hex_str(h)}", "hex_taken"))   # drawn as the tile
            elif not any(n in st.tiles for n in NEIGHBOURS[h]):
                out.append((f"hex:{hex_str(h)}", f"hex-{hex_str(h)}", "hex_far"))
    elif k in ("speciation_corner", "depletion_corner", "abundance_corner"):
        types = {d.args.get("element")} if k == "speciation_corner" else set(st.boxes["depletion"])
        for c, e in sorted(st.corners.items()):
            if k == "abundance_corner":
                out.append((f"corner:{corner_str(c)}", f"corner-{corner_str(c)}", "corner_taken"))
            elif e not in types:
                code = "wrong_element" if k == "speciation_corner" else "not_in_box"
                out.append((f"corner:{corner_str(c)}", f"corner-{corner_str(c)}", code))
    elif k == "migration_to":
        origin = parse_hex(d.args["origin"])
        legal = {parse_hex(o.value) for o in d.options}
        for h in sorted(st.tiles):
            if h != origin and h not in legal:
                code = "too_far_bird" if d.animal == "birds" else "too_far"
                if d.animal == "birds" and h in TWO_STEP[origin]:
                    code = "no_bridge"
                out.append((f"tile:{hex_str(h)}", f"tile-{hex_str(h)}", code))
    return out


_REASON_RULINGS = {"initiative_back": "R5", "hex_far": "R9", "too_far_bird": "R11", "no_bridge": "R11"}


def _staged_decision(rng: Rng, pos: Position) -> Match | None:
    """A position with an action about to ask for a tile, corner or hex."""
    st0 = pos.state
    a = pick(rng, list(st0.animals))
    choice = rng.below(3)
    try:
        if choice == 0:
            m = Match.from_state(staged(st0, "glaciation", {"glaciation.1": a}))
        elif choice == 1:
            m = Match.from_state(staged(st0, "abundance", {"abundance.1": a},
                                        boxes={"abundance": _available(st0, 2, rng, "abundance")}))
            d = m.pending
            if d is None or d.kind != "abundance_element":
                return None
            m = Match.from_state(m.peek(d.options[0].id)[0])
        else:
            present = sorted(set(st0.corners.values()))
            if not present:
                return None
            e = pick(rng, present)
            space = f"speciation.{SPEC_ELEMENT.index(e) + 1}"
            m = Match.from_state(staged(st0, "speciation", {space: a}))
    except DSError:
        return None
    d = m.pending
    return m if d is not None and d.kind in ILLEGAL_DECISIONS else None


def _available(st: State, k: int, rng: Rng, box: str) -> list[str]:
    """``k`` element types (repeats allowed when the game has the discs) for ``box``."""
    free = free_elements(st, box)
    out: list[str] = []
    for e in sample(rng, list(ELEMENTS), len(ELEMENTS)):
        if free[e] > 0 and len(out) < k:
            out.append(e)
            free[e] -= 1
    return out


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    m = None
    if pos.kind in ILLEGAL_DECISIONS:
        m = pos.match()
    reached = m is not None and bool(_near_misses(m.state, m.pending))  # type: ignore[arg-type]
    if not reached:
        m = _staged_decision(rng, pos)
    if m is None:
        return None
    st = m.state
    d = m.pending
    assert d is not None
    misses = _near_misses(st, d)
    legal = [o for o in d.options if o.target]
    if not misses or not legal:
        return None
    total = 3 + min(difficulty, 3)
    n_bad = 1 + rng.below(min(len(misses), total - 1))
    chosen_bad = sample(rng, misses, n_bad)
    chosen_ok = sample(rng, legal, max(1, total - n_bad))
    rows = sorted([(oid, target, code) for oid, target, code in chosen_bad]
                  + [(o.id, o.target, None) for o in chosen_ok], key=lambda r: r[1])
    # the engine decides: each candidate is tried on a copy; (option id, target, reason, engine's message)
    checked: list[tuple[str, str, str | None, str]] = []
    rulings: set[str] = set()
    for oid, target, code in rows:
        try:
            m.peek(oid)
        except IllegalChoiceError as exc:
            message = str(exc)
            rulings.update(_RULING.findall(message.split(". Legal options")[0]))
            checked.append((oid, target, code or "not_offered", message))
            if code in _REASON_RULINGS:
                rulings.add(_REASON_RULINGS[code])
            continue
        checked.append((oid, target, None, ""))
    bad = {t for _, t, code, _ in checked if code}
    if not bad or len(bad) == len(checked):
        return None
    lines = []
    for _oid, target, code, _ in checked:
        what = _label_value(st, target)
        if code:
            lines.append(line("illegal.bad", option=what, reason=("line", _reason_line(st, d, code, target))))
        else:
            lines.append(line("illegal.ok", option=what))
    edge = [t for _, t, code, _ in checked if not code and t.startswith("corner-")
            and len(st.corner_tiles(parse_corner(t[7:]))) < 3]
    if edge and d.kind == "abundance_corner":
        rulings.add("R8")
        lines.append(line("move.r8"))
    elif edge and d.kind == "speciation_corner":
        rulings.add("R37")
        lines.append(line("illegal.r37"))
    facts = {"decision": d.to_dict(), "candidates": [{"id": oid, "target": t, "legal": not code, "reason": code,
                                                      "engine": msg} for oid, t, code, msg in checked]}
    panels = ("display",) if d.kind in ("place_pawn", "initiative") else FULL
    return question("illegal", d.kind, pos, line("q.illegal", prompt=("prompt", d)), "choice", "all", bad,
                    candidates=[t for _, t, _, _ in checked], lines=lines, focus=sorted(bad),
                    subject=[t for _, t, _, _ in checked], rulings=sorted(rulings), panels=panels, facts=facts,
                    state=st, reached=reached)


def _label_value(st: State, target: str) -> Any:
    if target.startswith("corner-"):
        return corner_value(st, target[7:])
    if target.startswith("tile-"):
        return tile_value(st, parse_hex(target[5:]))
    if target.startswith("hex-"):
        return ("hex", target[4:])
    return ("space", target[6:])


def _reason_line(st: State, d: Decision, code: str, target: str) -> Line:
    if code == "space_taken":
        return line("why.space_taken", animal=("animal", st.spaces[target[6:]]))
    if code == "wrong_element":
        return line("why.wrong_element", element=("element", d.args.get("element")))
    if code == "not_in_box":
        return line("why.not_in_box", elements=("elements", sorted(set(st.boxes["depletion"]))))
    if code in ("too_far", "too_far_bird", "no_bridge"):
        return line(f"why.{code}", origin=("tile", d.args["origin"], st.tiles[parse_hex(d.args["origin"])].kind))
    return line(f"why.{code}")


def wishes(rng: Rng) -> dict[str, Any]:
    """What the generator asks of a position, half of its attempts: one of these decisions
    (place_pawn is most of a game's decisions: the others are asked for half the time)."""
    return {"kinds": ILLEGAL_DECISIONS - {"place_pawn"} if rng.below(2) else ILLEGAL_DECISIONS}


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    return {t for t in q.candidates if not rules.legal(q.state, q.facts["decision"], t)}
