"""The kinds of question. Each maker takes a generator and a position and returns a
:class:`~.question.Question` (without seed and difficulty, which :func:`.generator.generate`
fills in) or None when the position does not suit it; the answer always comes from the engine's
queries (:mod:`ds_widget.engine.calc`) or from the events of the engine playing the step
(:meth:`~ds_widget.engine.Match.peek` on a staged position).
"""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ..engine.calc import dominance_verdict, endangered, matching_breakdown, score_preview, survival
from ..engine.constants import ELEMENTS, ELEMENTS_PER_TYPE, FOOD_CHAIN, TILE_SCORES
from ..engine.errors import DSError, IllegalChoiceError
from ..engine.flow import Decision
from ..engine.hexmap import (
    BOARD,
    CENTRE,
    CORNERS_OF,
    NEIGHBOURS,
    TWO_STEP,
    corner_str,
    hex_str,
    parse_corner,
    parse_hex,
)
from ..engine.match import Match
from ..engine.rng import Rng
from ..engine.state import State
from .positions import Position, staged
from .question import Question
from .words import Line, corner_value, line

Maker = Callable[[Rng, Position, int], Question | None]

EARTH = ("board", "animals")
FULL = EARTH + ("display",)


def _pick(rng: Rng, items: list[Any]) -> Any:
    return items[rng.below(len(items))]


def _sample(rng: Rng, items: list[Any], k: int) -> list[Any]:
    pool = list(items)
    out = []
    while pool and len(out) < k:
        out.append(pool.pop(rng.below(len(pool))))
    return out


def _food(animals: Any) -> list[str]:
    return sorted(animals, key=FOOD_CHAIN.__getitem__)


def _tile(st: State, h: tuple[int, int]) -> tuple[str, str, str]:
    return ("tile", hex_str(h), st.tiles[h].kind)


def _glaciated(st: State, h: tuple[int, int]) -> bool:
    """A tile that became tundra during play (the centre is tundra from the start)."""
    return st.tiles[h].tundra and h != CENTRE


def _q(kind: str, variant: str, pos: Position, prompt: Line, fmt: str, select: str, answers: set[str],
       candidates: list[str] | tuple[str, ...] = (), lines: list[Line] | None = None, focus: list[str] | None = None,
       subject: list[str] | None = None, rulings: list[str] | None = None, panels: tuple[str, ...] = EARTH,
       facts: dict[str, Any] | None = None, state: State | None = None) -> Question:
    rul = sorted(set(rulings or ()), key=lambda r: int(r[1:]))
    return Question(kind=kind, variant=variant, seed=0, difficulty=0, state=state or pos.state,
                    source=dict(pos.source), prompt=prompt, format=fmt, select=select,
                    answers=frozenset(answers), candidates=tuple(candidates),
                    explanation_lines=tuple(lines or ()), focus=tuple(dict.fromkeys(focus or ())),
                    subject=tuple(subject or ()), rulings=tuple(rul), panels=panels, facts=facts or {})


def _occupied(st: State) -> list[tuple[int, int]]:
    return [h for h in sorted(st.tiles) if st.tiles[h].species]


# ------------------------------------------------------------------------------------ matching
def make_matching(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    pairs = [(h, a) for h in _occupied(st) for a in _food(st.tiles[h].species)]
    if not pairs:
        return None
    h, a = _pick(rng, pairs)
    row = matching_breakdown(st, a, h)
    tile = _tile(st, h)
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
    return _q("matching", "value", pos, line("q.matching", animal=("animal", a), tile=tile), "number", "one",
              {str(row["total"])}, lines=lines, focus=focus, subject=[f"tile-{hex_str(h)}", f"animal-{a}"],
              facts={"tile": hex_str(h), "animal": a, "matching": row})


# ----------------------------------------------------------------------------------- dominance
def dominance_lines(st: State, v: dict[str, Any]) -> list[Line]:
    tile = ("tile", v["tile"], v["terrain"])
    rows = [line("fmt.row", text=("matching", r)) for r in v["animals"]]
    lines = [line("dominance.rows", tile=tile, rows=("list", rows))]
    if v["reason"] == "unique_highest":
        lines.append(line("dominance.unique", animal=("animal", v["dominant"]), total=v["highest"]))
        most = max(r["species"] for r in v["animals"])
        mine = next(r["species"] for r in v["animals"] if r["animal"] == v["dominant"])
        if mine < most:
            more = [r["animal"] for r in v["animals"] if r["species"] == most]
            lines.append(line("dominance.quality", animal=("animal", v["dominant"]), others=("animals", more)))
    elif v["reason"] == "tie":
        lines.append(line("dominance.tie", animals=("animals", v["tied"]), total=v["highest"]))
    elif v["reason"] == "all_endangered":
        lines.append(line("dominance.zero"))
    else:
        lines.append(line("dominance.empty"))
    return lines


def make_dominance(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    tiles = _occupied(st)
    if not tiles:
        return None
    if difficulty >= 2:
        crowded = [h for h in tiles if len(st.tiles[h].species) >= 2]
        tiles = crowded or tiles
        hard = [h for h in tiles if dominance_verdict(st, h)["reason"] != "unique_highest"]
        if hard and rng.below(3) == 0:
            tiles = hard
    h = _pick(rng, tiles)
    v = dominance_verdict(st, h)
    present = [r["animal"] for r in v["animals"]]
    answer = f"animal-{v['dominant']}" if v["dominant"] else "nobody"
    return _q("dominance", v["reason"], pos, line("q.dominance", tile=_tile(st, h)), "choice", "one", {answer},
              candidates=[f"animal-{a}" for a in present] + ["nobody"], lines=dominance_lines(st, v),
              focus=[f"tile-{hex_str(h)}"] + [f"animal-{a}" for a in present], subject=[f"tile-{hex_str(h)}"],
              facts={"tile": hex_str(h), "verdict": v})


# ---------------------------------------------------------------------------------- endangered
def make_endangered(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    occupied = _occupied(st)
    if not occupied:
        return None
    rows = endangered(st)
    variant = "tiles" if difficulty >= 2 and rng.below(2) else "animals"
    lines = []
    for h, a, n in rows:
        lines.append(line("endangered.row", animal=("animal", a), n=n, tile=_tile(st, h),
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
    return _q("endangered", variant, pos, prompt, "choice", "all", found or {"none"}, candidates=candidates,
              lines=lines, focus=focus, facts={"endangered": [[hex_str(h), a, n] for h, a, n in rows]})


# ------------------------------------------------------------------------------------- scoring
def make_scoring(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    tiles = _occupied(st)
    if not tiles:
        return None
    if difficulty >= 2:
        busy = [h for h in tiles if len(st.tiles[h].species) >= 2]
        tiles = busy or tiles
        if rng.below(2):
            hard = [h for h in tiles if len(st.tiles[h].species) > len(TILE_SCORES[st.tiles[h].kind])
                    or len(set(st.tiles[h].species.values())) < len(st.tiles[h].species)]
            tiles = hard or tiles
    h = _pick(rng, tiles)
    t = st.tiles[h]
    present = _food(t.species)
    others = [a for a in st.animals if a not in t.species]
    a = _pick(rng, others) if others and rng.below(8) == 0 else _pick(rng, present)
    p = score_preview(st, h)
    vp = next((x["vp"] for x in p["places"] if x["animal"] == a), 0)
    tile = _tile(st, h)
    values = p["values"]
    lines = [line("scoring.values" if len(values) > 1 else "scoring.values_one", terrain=("terrain", t.kind),
                  values=("values", values), k=len(values))]
    rulings = []
    if _glaciated(st, h):
        lines.append(line("scoring.tundra", printed=("terrain", t.terrain)))
        rulings.append("R13")
    lines.append(line("scoring.ranking", places=("places", p["places"])))
    left = [r for r in sorted(t.species.items(), key=lambda kv: (-kv[1], FOOD_CHAIN[kv[0]]))][len(values):]
    if left:
        key = "scoring.left_out" if len(values) > 1 else "scoring.left_out_one"
        lines.append(line(key, animals=("animals", [x for x, _ in left]), k=len(values), terrain=("terrain", t.kind)))
    if a in t.species:
        lines.append(line("scoring.result", animal=("animal", a), vp=vp))
    else:
        lines.append(line("scoring.absent", animal=("animal", a)))
    return _q("scoring", "vp", pos, line("q.scoring", animal=("animal", a), tile=tile), "number", "one", {str(vp)},
              lines=lines, focus=[f"tile-{hex_str(h)}"] + [f"animal-{x}" for x in present],
              subject=[f"tile-{hex_str(h)}", f"animal-{a}"], rulings=rulings,
              facts={"tile": hex_str(h), "animal": a, "preview": p})


# ------------------------------------------------------------------------------------ survival
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


def make_survival(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st = pos.state
    sv = survival(st)
    variant = "vp" if rng.below(2) else "holder"
    on_tundra = [f"tile-{hex_str(h)}" for h in sorted(st.tiles) if st.tiles[h].tundra and st.tiles[h].species]
    lines, rulings = survival_lines(st, sv, variant == "vp")
    focus = on_tundra + ([f"animal-{sv['holder']}"] if sv["holder"] else [])
    facts = {"survival": sv}
    if variant == "holder":
        answer = f"animal-{sv['holder']}" if sv["holder"] else "nobody"
        return _q("survival", variant, pos, line("q.survival.holder"), "choice", "one", {answer},
                  candidates=[f"animal-{a}" for a in st.animals] + ["nobody"], lines=lines, focus=focus,
                  rulings=rulings, facts=facts)
    return _q("survival", variant, pos, line("q.survival.vp"), "number", "one", {str(sv["vp"])}, lines=lines,
              focus=focus, rulings=rulings, facts=facts)


# ---------------------------------------------------------------------------------- extinction
def reset_events(m: Match) -> list[dict[str, Any]]:
    """The events of a staged Reset: the start events, and if the mammals must choose which
    endangered species to keep, the events after keeping the first offered one."""
    events = list(m.start_events)
    d = m.pending
    if d is not None and d.rule == "extinction":
        save = next((o for o in d.options if o.kind == "tile"), d.options[0])
        events += m.peek(save.id)[1]
    return events


def make_extinction(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    if pos.state.hibernation:      # a staged Reset would drop this turn's Hibernation protection
        return None
    try:
        st = staged(pos.state, None)
    except DSError:
        return None
    m = Match.from_state(st)
    events = reset_events(m)
    ext = next((e for e in events if e["kind"] == "extinction"), None)
    if ext is None:
        return None
    rows = ext["victims"]
    threatened = _food({r["animal"] for r in rows})
    lost: dict[str, int] = {}
    for r in rows:
        lost[r["animal"]] = lost.get(r["animal"], 0) + r["eliminated"]
    variant = "total" if not threatened or rng.below(3) == 0 else "animal"
    lines: list[Line] = []
    for r in rows:
        tile = ("tile", r["tile"], r["terrain"])
        if r["saved"]:
            lines.append(line("extinction.saved", n=r["endangered"], tile=tile, lost=r["eliminated"]))
        else:
            lines.append(line("extinction.row", animal=("animal", r["animal"]), n=r["endangered"], tile=tile))
    if not rows:
        lines.append(line("extinction.none"))
    mammals_saving = any(r["saved"] for r in rows)
    prompt_extra = ("line", line("q.extinction.mammals")) if mammals_saving else ""
    focus = [f"tile-{r['tile']}" for r in rows] + [f"animal-{a}" for a in threatened]
    facts = {"victims": rows, "lost": lost}
    if variant == "total":
        total = sum(lost.values())
        lines.append(line("extinction.total", n=total))
        return _q("extinction", variant, pos, line("q.extinction.total", extra=prompt_extra), "number",
                  "one", {str(total)}, lines=lines, focus=focus, facts=facts)
    a = _pick(rng, threatened) if rng.below(5) else _pick(rng, list(st.animals))
    n = lost.get(a, 0)
    lines.append(line("extinction.animal", animal=("animal", a), n=n))
    prompt = line("q.extinction.animal", animal=("animal", a), extra=prompt_extra)
    return _q("extinction", variant, pos, prompt, "number", "one", {str(n)}, lines=lines, focus=focus,
              subject=[f"animal-{a}"], facts=facts)


# ---------------------------------------------------------------------------------------- bonus
def _bonus_glaciation(rng: Rng, pos: Position) -> Question | None:
    st0 = pos.state
    a = _pick(rng, list(st0.animals))
    try:
        st = staged(st0, "glaciation", {"glaciation.1": a})
    except DSError:
        return None
    m = Match.from_state(st)
    d = m.pending
    if d is None or d.kind != "glaciation_tile":
        return None
    opt = _pick(rng, [o for o in d.options if o.kind == "tile"])
    _, events = m.peek(opt.id)
    ev = next(e for e in events if e["kind"] == "glaciation")
    h = parse_hex(opt.value)
    tundra = [n for n in NEIGHBOURS[h] if n in st.tiles and st.tiles[n].tundra]
    n, vp = ev["adjacent_tundra"], ev["bonus"]
    near = ("tiles", [(hex_str(x), "tundra") for x in tundra])
    lines = [line("bonus.glaciation", tile=_tile(st, h), n=n, tiles=near),
             line("bonus.table", n=n, vp=vp)]
    rulings = []
    if n >= 3:
        rulings.append("R2")
        lines.append(line("bonus.r2"))
    if any(_glaciated(st, x) for x in tundra):
        rulings.append("R13")
        lines.append(line("bonus.r13"))
    focus = [f"tile-{hex_str(h)}"] + [f"tile-{hex_str(x)}" for x in tundra]
    return _q("bonus", "glaciation", pos, line("q.bonus.glaciation", animal=("animal", a), tile=_tile(st, h)),
              "number", "one", {str(vp)}, lines=lines, focus=focus, subject=[f"tile-{hex_str(h)}"],
              rulings=rulings, state=m.state, facts={"tile": hex_str(h), "adjacent_tundra": n, "vp": vp,
                                                     "section": "glaciation", "animal": a})


def _bonus_wanderlust(rng: Rng, pos: Position) -> Question | None:
    st0 = pos.state
    a = _pick(rng, list(st0.animals))
    try:
        st = staged(st0, "wanderlust", {"wanderlust.1": a})
    except DSError:
        return None
    m = Match.from_state(st)
    d = m.pending
    if d is None or d.kind != "wanderlust_stack":
        return None
    stack = _pick(rng, [o for o in d.options if o.kind == "stack"])
    terrain = d.args["terrains"][stack.value]
    s1, events = m.peek(stack.id)
    m1 = Match.from_state(s1)
    d1 = m1.pending
    if d1 is None or d1.kind != "wanderlust_hex":
        return None
    hx = _pick(rng, d1.options)
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
        lines.append(line("bonus.r2"))
    if any(st.tiles[x].tundra for x in around):
        lines.append(line("bonus.tundra_counts"))
    focus = [f"hex-{hx.value}"] + [f"tile-{hex_str(x)}" for x in around]
    return _q("bonus", "wanderlust", pos,
              line("q.bonus.wanderlust", animal=("animal", a), terrain=("terrain", terrain), hex=("hex", hx.value)),
              "number", "one", {str(vp)}, lines=lines, focus=focus, subject=[f"hex-{hx.value}"], rulings=rulings,
              state=m1.state, facts={"hex": hx.value, "adjacent": n, "vp": vp, "section": "wanderlust",
                                     "animal": a})


def make_bonus(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    first, second = (_bonus_glaciation, _bonus_wanderlust) if rng.below(2) else (_bonus_wanderlust, _bonus_glaciation)
    return first(rng, pos) or second(rng, pos)


# ------------------------------------------------------------------------------------- illegal
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
    a = _pick(rng, list(st0.animals))
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
            present = sorted({e for e in st0.corners.values()})
            if not present:
                return None
            e = _pick(rng, present)
            space = f"speciation.{('meat', 'sun', 'seed', 'water', 'grub', 'grass').index(e) + 1}"
            m = Match.from_state(staged(st0, "speciation", {space: a}))
    except DSError:
        return None
    d = m.pending
    return m if d is not None and d.kind in ILLEGAL_DECISIONS else None


def free_elements(st: State, box: str) -> dict[str, int]:
    """How many discs of each type could be put in ``box`` (the game has 20 of each; the ones in
    ``box`` now count as free, since the box is refilled)."""
    used = {e: 0 for e in ELEMENTS}
    for e in st.corners.values():
        used[e] += 1
    for a in st.animals.values():
        for e in a.added:
            used[e] += 1
    for b, items in st.boxes.items():
        if b != box:
            for e in items:
                used[e] += 1
    return {e: ELEMENTS_PER_TYPE - n for e, n in used.items()}


def _available(st: State, k: int, rng: Rng, box: str) -> list[str]:
    """``k`` element types (repeats allowed when the game has the discs) for ``box``."""
    free = free_elements(st, box)
    out: list[str] = []
    for e in _sample(rng, list(ELEMENTS), len(ELEMENTS)):
        if free[e] > 0 and len(out) < k:
            out.append(e)
            free[e] -= 1
    return out


def make_illegal(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    m = None
    if pos.kind in ILLEGAL_DECISIONS:
        m = pos.match()
    if m is None or not _near_misses(m.state, m.pending):  # type: ignore[arg-type]
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
    chosen_bad = _sample(rng, misses, n_bad)
    chosen_ok = _sample(rng, legal, max(1, total - n_bad))
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
    return _q("illegal", d.kind, pos, line("q.illegal", prompt=("prompt", d)), "choice", "all", bad,
              candidates=[t for _, t, _, _ in checked], lines=lines, focus=sorted(bad),
              subject=[t for _, t, _, _ in checked], rulings=sorted(rulings), panels=panels, facts=facts,
              state=st)


def _label_value(st: State, target: str) -> Any:
    if target.startswith("corner-"):
        return corner_value(st, target[7:])
    if target.startswith("tile-"):
        return _tile(st, parse_hex(target[5:]))
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


# ---------------------------------------------------------------------------------- find a move
def _abundance_move(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st0 = pos.state
    pairs = [(h, a) for h in _occupied(st0) for a in _food(st0.tiles[h].species)
             if st0.tiles[h].dominant != a and st0.vacant_corners([h])]
    for h, a in _sample(rng, pairs, 6):
        sheet = sorted(set(st0.animals[a].elements))
        for e in _sample(rng, sheet, len(sheet)):
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
    try:
        st = staged(st0, "abundance", {"abundance.1": a, "abundance.2": blocker}, boxes={"abundance": [e, other[0]]})
    except DSError:
        return None
    m = Match.from_state(st)
    d = m.pending
    if d is None or d.kind != "abundance_element" or d.get(f"element:{e}") is None:
        return None
    m2 = Match.from_state(m.peek(f"element:{e}")[0])
    d2 = m2.pending
    if d2 is None or d2.kind != "abundance_corner":
        return None
    around = [n for n in NEIGHBOURS[h] if n in st.tiles]
    near = [h] + (around if difficulty >= 2 else _sample(rng, around, 1))
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
    tile = _tile(st, h)
    lines = [line("move.before", verdict=("lines", dominance_lines(st, before)))]
    c, v = after  # type: ignore[misc]
    lines.append(line("move.abundance_after", corner=corner_value(st, c), element=("element", e),
                      verdict=("lines", dominance_lines(st, v))))
    lines.append(line("move.same_tile", element=("element", e), tile=tile))
    rulings = ["R1"]
    if any(len(st.corner_tiles(parse_corner(x[7:]))) < 3 for x in solutions):
        rulings.append("R8")
        lines.append(line("move.r8"))
    return _q("find_move", "abundance", pos,
              line("q.move.abundance", animal=("animal", a), element=("element", e), tile=tile), "choice", "one",
              solutions, candidates=[f"corner-{c}" for c in corners], lines=lines,
              focus=sorted(solutions) + [f"tile-{hex_str(h)}"], subject=[f"tile-{hex_str(h)}"], rulings=rulings,
              state=m2.state, facts={"tile": hex_str(h), "animal": a, "element": e, "goal": "dominate",
                                     "section": "abundance"})


def _depletion_move(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    st0 = pos.state
    tiles = [h for h in _occupied(st0) if st0.tiles[h].dominant and len(st0.tiles[h].species) >= 2
             and st0.tile_elements(h)]
    for h in _sample(rng, tiles, 4):
        rival = st0.tiles[h].dominant
        types = sorted(set(st0.tile_elements(h)))
        box = _sample(rng, types, 1 + rng.below(min(2, len(types))))
        actor = _pick(rng, list(st0.animals))
        blocker = actor if st0.animals[actor].pawns >= 2 else next(x for x in st0.animals if x != actor)
        try:
            st = staged(st0, "depletion", {"depletion.1": actor, "domination.1": blocker}, boxes={"depletion": box})
        except DSError:
            continue
        m = Match.from_state(st)
        d = m.pending
        if d is None or d.kind != "depletion_corner":
            continue
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
        tile = _tile(st, h)
        c, v = after  # type: ignore[misc]
        lines = [line("move.before", verdict=("lines", dominance_lines(st, dominance_verdict(st, h)))),
                 line("move.depletion_after", corner=corner_value(st, c), verdict=("lines", dominance_lines(st, v))),
                 line("move.depletion_types")]
        return _q("find_move", "depletion", pos,
                  line("q.move.depletion", animal=("animal", actor), elements=("elements", box),
                       rival=("animal", rival), tile=tile), "choice", "one", solutions,
                  candidates=[f"corner-{x}" for x in corners],
                  lines=lines, focus=sorted(solutions) + [f"tile-{hex_str(h)}"], subject=[f"tile-{hex_str(h)}"],
                  rulings=["R1", "R44"], state=st, facts={"tile": hex_str(h), "rival": rival, "types": box,
                                                          "goal": "unseat", "section": "depletion"})
    return None


def make_find_move(rng: Rng, pos: Position, difficulty: int) -> Question | None:
    first, second = (_abundance_move, _depletion_move) if rng.below(2) else (_depletion_move, _abundance_move)
    return first(rng, pos, difficulty) or second(rng, pos, difficulty)


MAKERS: dict[str, Maker] = {
    "matching": make_matching,
    "dominance": make_dominance,
    "endangered": make_endangered,
    "scoring": make_scoring,
    "extinction": make_extinction,
    "survival": make_survival,
    "bonus": make_bonus,
    "illegal": make_illegal,
    "find_move": make_find_move,
}
