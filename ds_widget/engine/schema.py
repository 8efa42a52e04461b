"""What a saved agenda and a saved result may hold: one declarative description per step.

The agenda (``State.frames``) is the stack of steps under way — a phase, an action, a card —
each a small JSON object whose ``op`` names the step. :data:`FRAME_FIELDS` lists, for every op,
the fields its frame may carry and what each holds (an animal in play, a board hex, an element, a
count …); the op itself declares its stages (``Op.stages``), and an index into its section's
spaces is held to that section's length. :func:`check_frames` and :func:`check_result` hold a
loaded state against them; :func:`check_playable` then plays a copy until every step of the
loaded agenda has run, so a step whose data the game cannot use is refused now, never later. The
loader (:mod:`.serialize`) calls all three, so a state that loads is a state that plays.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .constants import ALL_TERRAINS, ELEMENTS, SECTION_SPACES, SECTIONS, SPACES
from .errors import DSError, InvalidStateError, brief
from .flow import OPS, advance, choose, pending
from .hexmap import BOARD_SET, parse_corner, parse_hex
from .invariants import problems
from .phases import game_result
from .state import State

#: the phases a saved state may be in
PHASES = ("planning", "execution", "reset", "over")
#: counts, positions and indexes in a frame are at most this (the game has far fewer of anything)
MAX_COUNT = 10_000
#: a saved agenda deeper than this is not one the game makes (it nests a few steps at most)
MAX_FRAMES = 32
#: how many choices :func:`check_playable` plays on a copy of a loaded state at least, and at most
#: while it waits for the loaded steps to finish (the longest a step lasts is a Planning phase of
#: six animals, a few dozen choices)
TRIAL_CHOICES = 3
TRIAL_LIMIT = 400
#: the steps that last a whole turn: the trial does not wait for them (their data is an index)
LASTING = ("turn", "execution")

Check = Callable[[State, Any], bool]


def _int(st: State, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_COUNT


def _str(st: State, v: Any) -> bool:
    return isinstance(v, str) and 0 < len(v) <= 40


def _bool(st: State, v: Any) -> bool:
    return isinstance(v, bool)


def _animal(st: State, v: Any) -> bool:
    return isinstance(v, str) and v in st.animals


def _element(st: State, v: Any) -> bool:
    return isinstance(v, str) and v in ELEMENTS


def _terrain(st: State, v: Any) -> bool:
    return isinstance(v, str) and v in ALL_TERRAINS


def _space(st: State, v: Any) -> bool:
    return isinstance(v, str) and v in SPACES


def _hex(st: State, v: Any) -> bool:
    if not isinstance(v, str) or len(v) > 12:
        return False
    try:
        return parse_hex(v) in BOARD_SET
    except DSError:
        return False


def _corner(st: State, v: Any) -> bool:
    if not isinstance(v, str) or len(v) > 12:
        return False
    try:
        parse_corner(v)
    except DSError:
        return False
    return True


def list_of(item: Check) -> Check:
    return lambda st, v: isinstance(v, list) and len(v) <= 64 and all(item(st, x) for x in v)


def dict_of(key: Check, value: Check) -> Check:
    return lambda st, v: (isinstance(v, dict) and len(v) <= 64
                          and all(key(st, k) and value(st, x) for k, x in v.items()))


def optional(check: Check) -> Check:
    return lambda st, v: v is None or check(st, v)


def _tile(st: State, v: Any) -> bool:
    """A hex holding an earth tile: every hex a step keeps is one (tiles never leave the earth)."""
    return _hex(st, v) and parse_hex(v) in st.tiles


def _earth_corner(st: State, v: Any) -> bool:
    """A corner of at least one earth tile (where an element can lie)."""
    return _corner(st, v) and bool(st.corner_tiles(parse_corner(v)))


def _animal_at_hex(st: State, v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2 and _animal(st, v[0]) and _tile(st, v[1])


def up_to(n: int) -> Check:
    """An integer from 0 to ``n``."""
    return lambda st, v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= n


def one_of(values: frozenset[Any]) -> Check:
    """One of ``values`` (a stage word, or a stage number — never a bool standing for 0 or 1)."""
    return lambda st, v: isinstance(v, (str, int)) and not isinstance(v, bool) and v in values


def _pawn_position(st: State, v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v < len(st.initiative)


#: ``stage`` and ``idx`` of an action are filled in per op (:func:`frame_fields`)
_ACTION: dict[str, Check] = {"stage": _str, "idx": _int, "actor": _animal, "space": _space}
_CARD: dict[str, Check] = {"stage": _str, "chooser": _animal, "tile": _tile}

#: op -> the fields its frame may carry (besides ``op``) and what each must hold
FRAME_FIELDS: dict[str, dict[str, Check]] = {
    "turn": {"stage": _int},
    "planning": {"pos": _pawn_position, "round": up_to(64)},
    "execution": {"i": up_to(len(SECTIONS))},
    "reset": {"stage": _str, "save": optional(_tile)},
    "regression": {"stage": _str, "aps": dict_of(_animal, _int), "types": list_of(_element),
                   "threatened": dict_of(_animal, list_of(_element)), "queue": list_of(_animal),
                   "protect": dict_of(_animal, list_of(_element))},
    "initiative": _ACTION,
    "adaptation": _ACTION,
    "abundance": _ACTION | {"element": _element},
    "wasteland": _ACTION,
    "depletion": _ACTION,
    "glaciation": _ACTION,
    "speciation": _ACTION | {"element": _element, "corner": _earth_corner, "tiles": list_of(_tile), "t": _int},
    "wanderlust": _ACTION | {"stack": up_to(2), "hex": _tile, "element": _element,
                             "queue": list_of(_animal_at_hex)},
    "migration": _ACTION | {"left": up_to(7), "x": up_to(7), "start": dict_of(_tile, _int),
                            "moved": dict_of(_tile, _int), "origin": _tile, "dest": _tile},
    "competition": _ACTION | {"terrains": list_of(_terrain), "ti": up_to(3), "tile": _tile, "free": _bool},
    "domination": _ACTION | {"tile": _tile, "dominant": _animal},
    "card_aquatic": _CARD | {"element": _element, "candidates": list_of(_tile), "target": _tile},
    "card_biomass": _CARD | {"queue": list_of(_tile)},
    "card_blight": _CARD | {"target": _tile},
    "card_catastrophe": _CARD | {"target": _tile, "queue": list_of(_tile)},
    "card_disease": _CARD | {"queue": list_of(_animal), "counts": dict_of(_animal, _int)},
    "card_evolution": _CARD | {"done": list_of(_animal), "victim": _animal},
    "card_fecundity": _CARD | {"tiles": list_of(_tile)},
    "card_habitat": _CARD | {"element": _element},
    "card_hibernation": _CARD | {"target": _tile},
    "card_immigrants": _CARD | {"queue": list_of(_animal)},
    "card_mass_exodus": _CARD | {"target": _tile, "dest": _tile},
    "card_metamorphosis": _CARD | {"give": _element},
    "card_predator": _CARD | {"queue": list_of(_tile)},
}


def _distinct(values: list[Any]) -> bool:
    return len(set(values)) == len(values)


def regression_problem(st: State, fr: dict[str, Any]) -> str | None:
    """What a saved Regression step holds that its start could not have made (docs/rules.md §9.3):
    a type twice, an element threatened that the animal has not added or that is not among the
    box's types, a protection of an element not threatened, an animal twice in the queue. Its
    options are made from these lists, so an entry twice would be an option twice."""
    types = fr.get("types", [])
    if not _distinct(types):
        return f"types {brief(types)} names a type twice"
    for a, threatened in fr.get("threatened", {}).items():
        if not _distinct(threatened):
            return f"the {a} are threatened with the same element twice: {brief(threatened)}"
        added = st.animals[a].added
        for e in threatened:
            if e not in added:
                return f"the {a} are threatened with {e}, which they have not added: {brief(added)}"
            if "types" in fr and e not in types:
                return f"the {a} are threatened with {e}, which is not in the Regression box: {brief(types)}"
    for a, protected in fr.get("protect", {}).items():
        if not _distinct(protected) or not set(protected) <= set(fr.get("threatened", {}).get(a, ())):
            return f"the {a} protect {brief(protected)}: each threatened element once at most"
    if not _distinct(fr.get("queue", [])):
        return f"the queue {brief(fr['queue'])} names an animal twice"
    return None


#: op -> what its frame holds that its fields are each right about but together cannot be
FRAME_CHECKS: dict[str, Callable[[State, dict[str, Any]], str | None]] = {"regression": regression_problem}


def required_fields(op: str) -> tuple[str, ...]:
    """The fields every frame of ``op`` has from the moment it is put on the agenda (the others
    come and go with its stages; an action started by a rulebook example may lack its space or
    actor): a section's walk needs its place (``idx``), a card its chooser and tile."""
    if op == "planning":
        return ("pos", "round")
    if op == "execution":
        return ("i",)
    if "idx" in FRAME_FIELDS.get(op, ()):
        return ("stage", "idx")
    if op.startswith("card_"):
        return ("stage", "chooser", "tile")
    return ("stage",)


def frame_fields(op: Any) -> dict[str, Check] | None:
    """The fields of ``op``'s frame; a card not listed carries only the card's common fields.
    The stage is one of the op's own (``Op.stages``); a section's ``idx`` is a place in its row of
    spaces (up to its length: the walk is over)."""
    if not isinstance(op, str) or op not in OPS:
        return None
    fields = FRAME_FIELDS.get(op, _CARD if op.startswith("card_") else None)
    if fields is None:
        return None
    fields = dict(fields, stage=one_of(OPS[op].stages))
    if "idx" in fields:
        fields["idx"] = up_to(len(SECTION_SPACES[op]))
    return fields


def check_frames(st: State, frames: Any) -> None:
    """Every frame of the agenda against :data:`FRAME_FIELDS`; raises :class:`InvalidStateError`."""
    if not isinstance(frames, list) or len(frames) > MAX_FRAMES:
        raise InvalidStateError(f"the agenda (frames) must be a list of at most {MAX_FRAMES} steps")
    for i, fr in enumerate(frames):
        fields = frame_fields(fr.get("op")) if isinstance(fr, dict) else None
        if fields is None:
            raise InvalidStateError(f"unknown step on the agenda (step {i + 1}): {brief(fr)}")
        missing = [k for k in required_fields(fr["op"]) if k not in fr]
        if missing:
            raise InvalidStateError(f"step {i + 1} of the agenda ({fr['op']}) lacks {', '.join(missing)}")
        for key, value in fr.items():
            if key == "op":
                continue
            if key not in fields:
                raise InvalidStateError(f"step {i + 1} of the agenda ({fr['op']}) has an unknown field "
                                        f"{brief(key)}")
            if not fields[key](st, value):
                raise InvalidStateError(f"step {i + 1} of the agenda ({fr['op']}): field {brief(key)} cannot "
                                        f"be {brief(value)}")
        whole = FRAME_CHECKS.get(fr["op"])
        problem = whole(st, fr) if whole is not None else None
        if problem:
            raise InvalidStateError(f"step {i + 1} of the agenda ({fr['op']}): {problem}")
    if frames and frames[0]["op"] != "turn":
        raise InvalidStateError("the agenda must start with the turn (its first step is "
                                f"{brief(frames[0]['op'])})")


def check_result(st: State, result: Any) -> None:
    """The result of a finished game (reason, winner, scores of the animals in play), or None
    while the game goes on."""
    if not st.over:
        if result is not None:
            raise InvalidStateError("a game that goes on has no result")
        return
    if not isinstance(result, dict):
        raise InvalidStateError("a finished game must have a result")
    reason = result.get("reason")
    # the game ends by Ice Age after the final scoring, or at the turn limit of its setup
    limit = st.setup.get("max_turns")
    ended = "ice_age" if st.final else "turn_limit" if limit is not None and st.turn >= limit else None
    if st.fragment is not None:                      # a rulebook example ends with its example
        ended = "example"
    if reason != ended or ended is None:
        raise InvalidStateError(f"the result's reason {brief(reason)} is not how this game ended "
                                f"({ended or 'it cannot have ended: no final scoring, not at its turn limit'})")
    expected = game_result(st, ended)
    if result != expected:
        wrong = sorted(k for k in expected.keys() | result.keys() if result.get(k) != expected.get(k))
        raise InvalidStateError(f"the result of the finished game does not match its final position "
                                f"({', '.join(map(brief, wrong[:4]))}): {brief(result)}")


def check_cards(st: State) -> None:
    """At most five Dominance cards lie face up (where each card is, the invariants check)."""
    if len(st.available) > 5:
        raise InvalidStateError(f"at most 5 Dominance cards lie face up, not {len(st.available)}")


def conserved(st: State) -> None:
    found = problems(st)
    if found:
        raise InvalidStateError("the saved game breaks the rules when played on: " + found[0])


def check_playable(st: State, trial: int = TRIAL_CHOICES) -> None:
    """A loaded game must go on: its pending decision can be computed (or it is over), and random
    choices played on a copy — a few at least, and until every loaded step above the turn's own
    has run to its end, within :data:`TRIAL_LIMIT` — keep the conservation rules. Turns a state
    the engine cannot continue into a clear refusal now instead of a failure later."""
    if st.phase not in PHASES or (st.phase == "over") != st.over:
        raise InvalidStateError(f"phase must be one of {', '.join(PHASES)} ('over' exactly when the "
                                f"game is over), got {brief(st.phase)}")
    trial_state = st.clone()
    trial_state.own_frames()    # written in place from now on: `first` below stays the same frame
    rng = random.Random(st.ply)
    # the loaded steps above the turn's own are all run: the trial goes on until they are done
    lasting = 0
    while lasting < len(st.frames) and st.frames[lasting].get("op") in LASTING:
        lasting += 1
    frames = trial_state.frames
    # the lowest loaded step: once it is off the agenda, every step above it is too
    first = frames[lasting] if lasting < len(frames) else None
    try:
        trial_state.events = None
        advance(trial_state)
        played = 0
        while played < trial or (first is not None and lasting < len(frames) and frames[lasting] is first):
            d = pending(trial_state)
            if d is None:
                if not trial_state.over:
                    raise InvalidStateError("the saved game is not over but nobody has anything to decide")
                break
            if played >= TRIAL_LIMIT:
                raise InvalidStateError(f"the saved step {brief(st.frames[-1].get('op'))} does not end "
                                        f"within {TRIAL_LIMIT} choices")
            choose(trial_state, rng.choice(d.options).id)
            played += 1
            if played <= trial:                 # the conservation rules: after the first choices
                conserved(trial_state)
        conserved(trial_state)                  # and at the end of the trial
    except InvalidStateError:
        raise
    except DSError as exc:
        raise InvalidStateError(f"the saved game cannot be continued: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - a frame the engine cannot continue
        raise InvalidStateError(f"the saved game cannot be continued ({type(exc).__name__})") from None
