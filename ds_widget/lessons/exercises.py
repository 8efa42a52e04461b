"""Exercises as data: a start position, the solution's steps, and the outcome it claims.

Every lesson's "try this" has an entry in ``solutions/<lesson>.json``::

    {"exercises": {
       "<id>": {
         "start": {"scenario": "matching"}            # or {"new": {"players": 4, "seed": 1}}
                                                       # or {"record": "<name>", "upto": ply}
         "steps": [{"choose": "tile:1,-1"},            # an option of the pending decision
                   {"edit": "set_species", "tile": "1,-1", "animal": "amphibians", "n": 1},
                   {"bots": "greedy", "until": {"turn": 2}}],
         "expect": [{"dominant": {"tile": "1,-1", "animal": "amphibians"}}, ...],
         # its note: the catalog message note.l<NN>.<exercise> (lesson_notes), facts from .facts
       }}}

The lesson shows a solution with :meth:`ds_widget.lessons.Lesson.reveal`; the test suite applies
every solution with :func:`apply` and checks each claim with the engine's own queries. An
exercise starts from a rulebook example (a fragment, :mod:`ds_widget.engine.fragment`), a new
game, or a position reached by play: a recorded game of ``positions.json`` replayed to a ply —
never a typed position.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from ..bots import make_bot
from ..engine.constants import ANIMALS
from ..engine.editor import Editor
from ..engine.errors import InvalidStateError, brief
from ..engine.flow import option_facts
from ..engine.hexmap import parse_corner, parse_hex
from ..explain.catalog import bundle, has, msg
from ..game import Game
from . import facts
from .words import corner_id

DATA = "ds_widget.lessons.solutions"
EDITS = ("add_element", "remove_element", "set_species", "add_tile", "remove_tile",
         "add_sheet_element", "remove_sheet_element")


def lesson_file(lesson: str) -> dict[str, Any]:
    """The solutions file of a lesson (``{}`` when the lesson has none)."""
    path = resources.files(DATA).joinpath(f"{lesson}.json")
    if not path.is_file():
        return {}
    return json.loads(path.read_text(encoding="utf-8"))


def _positions() -> dict[str, Any]:
    return dict(json.loads(resources.files(__package__).joinpath("positions.json").read_text(encoding="utf-8")))


def record(name: str) -> dict[str, Any]:
    """A recorded game the lessons replay (``positions.json``): setup, seed and choices."""
    found = _positions()["records"]
    if name not in found:
        raise InvalidStateError(f"no recorded game {brief(name)}; records: {', '.join(found)}")
    return dict(found[name])


def record_names() -> list[str]:
    """The names of the lessons' recorded games (``positions.json``)."""
    return list(_positions()["records"])


def plies() -> dict[str, int]:
    """The lessons' own positions: for each recorded game that has one, the ply at which the
    lesson shows it (``positions.json``; written by ``tools/make_course_records.py``)."""
    return dict(_positions()["plies"])


def lesson_names() -> list[str]:
    """Every lesson that has a solutions file."""
    return sorted(p.name[:-5] for p in resources.files(DATA).iterdir() if p.name.endswith(".json"))


def exercises(lesson: str) -> dict[str, dict[str, Any]]:
    return dict(lesson_file(lesson).get("exercises", {}))


def start(spec: dict[str, Any], lang: str = "en") -> Game:
    """The position an exercise starts from."""
    if "scenario" in spec:
        return Game.scenario(spec["scenario"])               # type: ignore[return-value]
    if "new" in spec:
        return Game.new(**spec["new"])                       # type: ignore[return-value]
    if "record" in spec:
        return Game.from_record(record(spec["record"]), upto=spec.get("upto"))  # type: ignore[return-value]
    raise InvalidStateError(f"an exercise starts from a scenario, a new game or a recorded game: {brief(spec)}")


@dataclass
class Applied:
    """A solution played out: the game after it and, per step, what happened."""

    game: Game
    steps: list[dict[str, Any]] = field(default_factory=list)
    """each: the step, the state before it, and its events (choices also: the decision)"""
    editor: Editor | None = None

    @property
    def state(self) -> Any:
        return self.editor.state if self.editor is not None else self.game.state

    def final(self) -> Game:
        """The game to query: edits are turned into a position to play on from."""
        if self.editor is not None:
            self.game = Game.from_state(self.editor.finish())   # type: ignore[assignment]
            self.editor = None
        return self.game


def edit_args(step: dict[str, Any]) -> dict[str, Any]:
    """The editor's keyword arguments of an edit step (corners in either notation)."""
    args = {k: v for k, v in step.items() if k != "edit"}
    if "corner" in args:
        args["corner"] = corner_id(args["corner"])
    if "hex" in args:
        args["hex_"] = args.pop("hex")
    return args


def run_bots(game: Game, kind: str, until: Any = None, seed: int = 0) -> list[dict[str, Any]]:
    """Let bots decide for every animal until ``until``: ``None`` (the first decision of the next
    turn), ``"end"`` (the end of the game), ``{"ply": n}`` (n choices in all) or ``{"turn": n}``
    (the first decision of turn n). Returns the events."""
    bots = {a: make_bot(kind, seed + i) for i, a in enumerate(ANIMALS)}
    events: list[dict[str, Any]] = []
    if until is None:
        until = {"turn": game.state.turn + 1}

    def done() -> bool:
        if game.pending is None:
            return True
        if isinstance(until, dict) and "ply" in until:
            return game.ply >= until["ply"]
        if isinstance(until, dict) and "turn" in until:
            return game.state.turn >= until["turn"]
        if until == "end":
            return False
        raise InvalidStateError(f"bots run until 'end', {{'ply': n}} or {{'turn': n}}, not {brief(until)}")

    while not done():
        d = game.pending
        assert d is not None
        events.extend(game.choose(bots[d.animal].pick(game)))
    return events


def apply(exercise: dict[str, Any], lang: str = "en") -> Applied:
    """Play an exercise's solution from its start; raises the engine's errors if a step is
    illegal."""
    out = Applied(start(exercise["start"], lang))
    for step in exercise.get("steps", []):
        before = out.state.clone()
        if "edit" in step:
            if step["edit"] not in EDITS:
                raise InvalidStateError(f"unknown edit {brief(step['edit'])}")
            if out.editor is None:
                out.editor = Editor(out.game.state)
            events = getattr(out.editor, step["edit"])(**edit_args(step))
            out.steps.append({"step": step, "before": before, "events": events})
        elif "choose" in step:
            game = out.final()
            decision = game.pending
            option = decision.get(step["choose"]) if decision is not None else None
            facts = option_facts(option, decision) if option is not None else None
            events = game.choose(step["choose"])
            out.steps.append({"step": step, "before": before, "events": events, "decision": decision,
                              "facts": facts})
        elif "bots" in step:
            game = out.final()
            ply = game.ply
            events = run_bots(game, step["bots"], step.get("until"), step.get("seed", 0))
            out.steps.append({"step": step, "before": before, "events": events, "decisions": game.ply - ply})
        else:
            raise InvalidStateError(f"unknown step {brief(step)}")
    return out


# ----------------------------------------------------------------------------------- claims
def measure(game: Game, kind: str, spec: Any) -> Any:
    """The engine's current value for a claim of ``kind`` (what :func:`holds` compares)."""
    st = game.state
    if kind == "dominant":
        return game.dominance(spec["tile"])["dominant"]
    if kind == "matching":
        return game.matching(spec["animal"], spec["tile"])["total"]
    if kind == "endangered":
        found = {(e["tile"], e["animal"]) for e in game.endangered()}
        return sorted([t, a] for t, a in spec if (t, a) in found)
    if kind == "vp":
        return st.animals[spec["animal"]].vp
    if kind == "species":
        return st.tiles[parse_hex(spec["tile"])].species.get(spec["animal"], 0)
    if kind == "element":
        return st.corners.get(parse_corner(corner_id(spec["corner"])))
    if kind == "survival":
        return game.survival()["holder"]
    if kind == "initiative":
        return list(st.initiative)
    if kind == "pawns":
        return st.animals[spec["animal"]].pawns
    if kind == "sheet":
        return sorted(st.animals[spec["animal"]].elements)
    if kind == "places":
        return {p["animal"]: p["vp"] for p in game.preview_scoring(spec["tile"])["places"]}
    if kind == "allotment":
        return sorted({(a.pawns, a.gene_pool) for a in st.animals.values()})
    if kind == "winner":
        return game.winner
    if kind == "tundra":
        return st.tiles[parse_hex(spec["tile"])].tundra
    if kind == "pending":
        d = game.pending
        return None if d is None else [d.animal, d.kind]
    if kind == "space":
        return st.spaces.get(spec["space"])
    if kind == "turn":
        return st.turn
    if kind == "deck":
        return len(st.deck)
    if kind == "supply":
        return st.animals[spec["animal"]].supply
    if kind == "legal":
        return game.is_legal(spec["option"])
    if kind == "example_over":           # a rulebook example ends with its section (engine/fragment.py)
        return game.pending is None and (st.result or {}).get("reason") == "example"
    raise InvalidStateError(f"unknown claim {brief(kind)}")


def expected(kind: str, spec: Any) -> Any:
    """The value a claim states, in the form :func:`measure` returns."""
    if kind == "dominant":
        return spec["animal"]
    if kind == "matching":
        return spec["total"]
    if kind == "endangered":
        return sorted([t, a] for t, a in spec)
    if kind == "vp":
        return spec["vp"]
    if kind == "species":
        return spec["n"]
    if kind == "element":
        return spec["element"]
    if kind == "survival":
        return spec["holder"]
    if kind == "initiative":
        return list(spec)
    if kind == "pawns":
        return spec["n"]
    if kind == "sheet":
        return sorted(spec["elements"])
    if kind == "places":
        return dict(spec["vp"])
    if kind == "allotment":
        return [(spec["pawns"], spec["gene_pool"])]
    if kind == "winner":
        return spec
    if kind == "tundra":
        return True
    if kind == "pending":
        return [spec["animal"], spec["kind"]]
    if kind == "space":
        return spec["animal"]
    if kind in ("turn", "deck"):
        return spec
    if kind == "supply":
        return spec["n"]
    if kind in ("legal", "example_over"):
        return spec["legal"] if kind == "legal" else bool(spec)
    raise InvalidStateError(f"unknown claim {brief(kind)}")


def note_key(lesson: str, exercise: str) -> str:
    """The catalog key of an exercise's note: ``note.l05.wanderlust_bonus``."""
    return f"note.l{lesson[:2]}.{exercise}"


def note(lesson: str, exercise: str, applied: Applied, lang: str = "en") -> str | None:
    """An exercise's note in ``lang``, its facts worked out from the solution played out
    (:mod:`.facts`); None when the exercise has no note."""
    key = note_key(lesson, exercise)
    if not has(key, lang):
        return None
    return msg(key, lang, **facts.fields(facts.note(lesson, exercise, applied), lang))


def own_note(lesson: str, exercise: str, lang: str) -> bool:
    """Does ``lang`` write this exercise's note itself (no English standing in)?"""
    return bundle(lang).has(note_key(lesson, exercise))


def claims(exercise: dict[str, Any]) -> list[tuple[str, Any]]:
    """The exercise's claims as (kind, spec) pairs."""
    out = []
    for item in exercise.get("expect", []):
        ((kind, spec),) = item.items()
        out.append((kind, spec))
    return out


def holds(game: Game, kind: str, spec: Any) -> bool:
    return measure(game, kind, spec) == expected(kind, spec)
