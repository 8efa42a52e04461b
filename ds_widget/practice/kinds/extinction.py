"""Extinction: how many species a Reset's Extinction eliminates, the mammals' save included
(docs/rules.md §8.3 A)."""
from __future__ import annotations

from typing import Any

from ...engine.errors import DSError
from ...engine.match import Match
from ...engine.rng import Rng
from ..positions import Position, staged
from ..question import Question
from ..words import Line, line
from .common import food_order, pick, question, subject


def reset_events(m: Match) -> list[dict[str, Any]]:
    """The events of a staged Reset: the start events, and if the mammals must choose which
    endangered species to keep, the events after keeping the first offered one."""
    events = list(m.start_events)
    d = m.pending
    if d is not None and d.rule == "extinction":
        save = next((o for o in d.options if o.kind == "tile"), d.options[0])
        events += m.peek(save.id)[1]
    return events


def make(rng: Rng, pos: Position, difficulty: int) -> Question | None:
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
    threatened = food_order({r["animal"] for r in rows})
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
        return question("extinction", variant, pos, line("q.extinction.total", extra=prompt_extra), "number",
                        "one", {str(total)}, lines=lines, focus=focus, facts=facts)
    a = pick(rng, threatened) if rng.below(5) else pick(rng, list(st.animals))
    n = lost.get(a, 0)
    lines.append(line("extinction.animal", animal=("animal", a), n=n))
    prompt = line("q.extinction.animal", animal=("animal", a), extra=prompt_extra)
    return question("extinction", variant, pos, prompt, "number", "one", {str(n)}, lines=lines, focus=focus,
                    subject=[f"animal-{a}"], facts=facts)


def wishes(rng: Rng) -> dict[str, Any]:
    """What the generator asks of a position, half of its attempts: an endangered species, mostly."""
    return {"endangered_only": rng.below(4) != 0}


def expected(q: Question, rules: Any) -> set[str]:
    """The tests' oracle: the answer recomputed from ``rules``, an independent reading of
    docs/rules.md (``tests/practice/oracle.py``), never from this module or the engine."""
    st = q.state
    assert not st.hibernation
    lost = rules.extinction(st)
    if q.variant == "total":
        return {str(sum(lost.values()))}
    return {str(lost.get(subject(q, "animal-")[0], 0))}
