"""What the kinds of question share: the panels a picture needs, picking with the generator, the
words for a tile, the question itself (:func:`question`), the explanation of a tile's dominance,
and the element discs free for an action's box."""
from __future__ import annotations

from typing import Any

from ...engine.constants import ELEMENTS, ELEMENTS_PER_TYPE, FOOD_CHAIN
from ...engine.errors import DSError
from ...engine.flow import Decision
from ...engine.hexmap import CENTRE, hex_str
from ...engine.match import Match
from ...engine.rng import Rng
from ...engine.state import State
from ..positions import Position, staged
from ..question import Question
from ..words import Line, line

EARTH = ("board", "animals")
FULL = EARTH + ("display",)


def pick(rng: Rng, items: list[Any]) -> Any:
    return items[rng.below(len(items))]


def sample(rng: Rng, items: list[Any], k: int) -> list[Any]:
    pool = list(items)
    out: list[Any] = []
    while pool and len(out) < k:
        out.append(pool.pop(rng.below(len(pool))))
    return out


def food_order(animals: Any) -> list[str]:
    return sorted(animals, key=FOOD_CHAIN.__getitem__)


def tile_value(st: State, h: tuple[int, int]) -> tuple[str, str, str]:
    return ("tile", hex_str(h), st.tiles[h].kind)


def glaciated(st: State, h: tuple[int, int]) -> bool:
    """A tile that became tundra during play (the centre is tundra from the start)."""
    return st.tiles[h].tundra and h != CENTRE


def question(kind: str, variant: str, pos: Position, prompt: Line, fmt: str, select: str, answers: set[str],
             candidates: list[str] | tuple[str, ...] = (), lines: list[Line] | None = None,
             focus: list[str] | None = None, subject: list[str] | None = None, rulings: list[str] | None = None,
             panels: tuple[str, ...] = EARTH, facts: dict[str, Any] | None = None,
             state: State | None = None, reached: bool = False) -> Question:
    """A question about ``pos`` (or about ``state``: a staged fragment of its earth, or — with
    ``reached`` — the very position of ``pos`` in a game of its own, whose record it keeps)."""
    rul = sorted(set(rulings or ()), key=lambda r: int(r[1:]))
    return Question(kind=kind, variant=variant, seed=0, difficulty=0, state=state or pos.state,
                    source=dict(pos.source), prompt=prompt, format=fmt, select=select,
                    answers=frozenset(answers), candidates=tuple(candidates),
                    explanation_lines=tuple(lines or ()), focus=tuple(dict.fromkeys(focus or ())),
                    subject=tuple(subject or ()), rulings=tuple(rul), panels=panels, facts=facts or {},
                    record=pos.record if state is None or state is pos.state or reached else None)


def occupied_tiles(st: State) -> list[tuple[int, int]]:
    return [h for h in sorted(st.tiles) if st.tiles[h].species]


def tiles_asked(st: State, difficulty: int) -> list[tuple[int, int]]:
    """The tiles a question about one tile may ask: the occupied ones, from difficulty 2 those that
    several animals share (if any)."""
    tiles = occupied_tiles(st)
    if difficulty >= 2:
        tiles = [h for h in tiles if len(st.tiles[h].species) >= 2] or tiles
    return tiles


def staged_decision(st: State, section: str, pawns: dict[str, str], kind: str,
                    boxes: dict[str, list[str]] | None = None) -> tuple[Match, Decision] | None:
    """A game at ``section`` (:func:`..positions.staged`) and its pending decision, of ``kind``;
    None when the position cannot be staged so, or asks something else there."""
    try:
        m = Match.from_state(staged(st, section, pawns, boxes=boxes))
    except DSError:
        return None
    d = m.pending
    return (m, d) if d is not None and d.kind == kind else None


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


def free_elements(st: State, box: str) -> dict[str, int]:
    """How many discs of each type could be put in ``box`` (the game has 20 of each; the ones in
    ``box`` now count as free, since the box is refilled)."""
    used = dict.fromkeys(ELEMENTS, 0)
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


def no_wishes(rng: Rng) -> dict[str, Any]:
    """A kind that asks nothing of the positions the generator draws."""
    return {}


def subject(q: Question, prefix: str) -> list[str]:
    """What the question is about that starts with ``prefix`` (``"tile-"``, ``"animal-"`` …), without it."""
    return [s[len(prefix):] for s in q.subject if s.startswith(prefix)]
