"""What a saved agenda and a saved result may hold: one declarative description per step.

The agenda (``State.frames``) is the stack of steps under way — a phase, an action, a card —
each a small JSON object whose ``op`` names the step. :data:`FRAME_FIELDS` lists, for every op,
the fields its frame may carry and what each holds (an animal in play, a board hex, an element, a
count …). :func:`check_frames` and :func:`check_result` hold a loaded state against them;
:func:`check_playable` then makes sure the game can go on. The loader (:mod:`.serialize`) calls
all three, so a state that loads is a state that plays.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from .constants import ALL_TERRAINS, ANIMALS, ELEMENTS, SPACES
from .errors import DSError, InvalidStateError, brief
from .flow import OPS, advance, choose, pending
from .hexmap import BOARD_SET, parse_corner, parse_hex
from .invariants import problems
from .state import State

#: the phases a saved state may be in
PHASES = ("planning", "execution", "reset", "over")
#: counts, positions and indexes in a frame are at most this (the game has far fewer of anything)
MAX_COUNT = 10_000
#: a saved agenda deeper than this is not one the game makes (it nests a few steps at most)
MAX_FRAMES = 32
#: how many choices :func:`check_playable` plays on a copy of a loaded state
TRIAL_CHOICES = 3

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


def _animal_at_hex(st: State, v: Any) -> bool:
    return isinstance(v, list) and len(v) == 2 and _animal(st, v[0]) and _hex(st, v[1])


_ACTION: dict[str, Check] = {"stage": _str, "idx": _int, "actor": _animal, "space": _space}
_CARD: dict[str, Check] = {"stage": _str, "chooser": _animal, "tile": _hex}

#: op -> the fields its frame may carry (besides ``op``) and what each must hold
FRAME_FIELDS: dict[str, dict[str, Check]] = {
    "turn": {"stage": _int},
    "planning": {"pos": _int, "round": _int},
    "execution": {"i": _int},
    "reset": {"stage": _str, "save": optional(_hex)},
    "regression": {"stage": _str, "aps": dict_of(_animal, _int), "types": list_of(_element),
                   "threatened": dict_of(_animal, list_of(_element)), "queue": list_of(_animal),
                   "protect": dict_of(_animal, list_of(_element))},
    "initiative": _ACTION,
    "adaptation": _ACTION,
    "abundance": _ACTION | {"element": _element},
    "wasteland": _ACTION,
    "depletion": _ACTION,
    "glaciation": _ACTION,
    "speciation": _ACTION | {"element": _element, "corner": _corner, "tiles": list_of(_hex), "t": _int},
    "wanderlust": _ACTION | {"stack": _int, "hex": _hex, "element": _element,
                             "queue": list_of(_animal_at_hex)},
    "migration": _ACTION | {"left": _int, "x": _int, "start": dict_of(_hex, _int),
                            "moved": dict_of(_hex, _int), "origin": _hex, "dest": _hex},
    "competition": _ACTION | {"terrains": list_of(_terrain), "ti": _int, "tile": _hex, "free": _bool},
    "domination": _ACTION | {"tile": _hex, "dominant": _animal},
    "card_aquatic": _CARD | {"element": _element, "candidates": list_of(_hex), "target": _hex},
    "card_biomass": _CARD | {"queue": list_of(_hex)},
    "card_blight": _CARD | {"target": _hex},
    "card_catastrophe": _CARD | {"target": _hex, "queue": list_of(_hex)},
    "card_disease": _CARD | {"queue": list_of(_animal), "counts": dict_of(_animal, _int)},
    "card_evolution": _CARD | {"done": list_of(_animal), "victim": _animal},
    "card_fecundity": _CARD | {"tiles": list_of(_hex)},
    "card_habitat": _CARD | {"element": _element},
    "card_hibernation": _CARD | {"target": _hex},
    "card_immigrants": _CARD | {"queue": list_of(_animal)},
    "card_mass_exodus": _CARD | {"target": _hex, "dest": _hex},
    "card_metamorphosis": _CARD | {"give": _element},
    "card_predator": _CARD | {"queue": list_of(_hex)},
}


def required_fields(op: str) -> tuple[str, ...]:
    """The fields every frame of ``op`` has from the moment it is put on the agenda (the others
    come and go with its stages; a card or action started by a rulebook example may lack its
    space or actor)."""
    if op == "planning":
        return ("pos", "round")
    if op == "execution":
        return ("i",)
    return ("stage",)


def frame_fields(op: Any) -> dict[str, Check] | None:
    """The fields of ``op``'s frame; a card not listed carries only the card's common fields."""
    if not isinstance(op, str) or op not in OPS:
        return None
    return FRAME_FIELDS.get(op, _CARD if op.startswith("card_") else None)


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
                raise InvalidStateError(f"step {i + 1} of the agenda ({fr['op']}): field {key!r} cannot "
                                        f"be {brief(value)}")
    if frames and frames[0]["op"] != "turn":
        raise InvalidStateError("the agenda must start with the turn (its first step is "
                                f"{frames[0]['op']!r})")


def check_result(st: State, result: Any) -> None:
    """The result of a finished game (reason, winner, scores of the animals in play), or None
    while the game goes on."""
    if not st.over:
        if result is not None:
            raise InvalidStateError("a game that goes on has no result")
        return
    if not isinstance(result, dict):
        raise InvalidStateError("a finished game must have a result")
    scores = result.get("scores")
    if (result.get("reason") not in ("ice_age", "turn_limit") or not _int(st, result.get("turns"))
            or not isinstance(scores, dict) or sorted(scores) != sorted(st.animals)
            or not all(_int(st, v) for v in scores.values())
            or not (result.get("winner") is None or result.get("winner") in ANIMALS)):
        raise InvalidStateError(f"the result of the finished game is malformed: {brief(result)}")


def check_cards(st: State) -> None:
    """At most five Dominance cards lie face up (where each card is, the invariants check)."""
    if len(st.available) > 5:
        raise InvalidStateError(f"at most 5 Dominance cards lie face up, not {len(st.available)}")


def check_playable(st: State, trial: int = TRIAL_CHOICES) -> None:
    """A loaded game must go on: its pending decision can be computed (or it is over), and a few
    choices played on a copy keep the conservation rules. Turns a state the engine cannot continue
    into a clear refusal now instead of a failure later."""
    if st.phase not in PHASES or (st.phase == "over") != st.over:
        raise InvalidStateError(f"phase must be one of {', '.join(PHASES)} ('over' exactly when the "
                                f"game is over), got {brief(st.phase)}")
    trial_state = st.clone()
    rng = random.Random(st.ply)
    try:
        events, trial_state.events = trial_state.events, None
        advance(trial_state)
        for _ in range(trial):
            d = pending(trial_state)
            if d is None:
                if not trial_state.over:
                    raise InvalidStateError("the saved game is not over but nobody has anything to decide")
                break
            choose(trial_state, rng.choice(d.options).id)
            found = problems(trial_state)
            if found:
                raise InvalidStateError("the saved game breaks the rules when played on: " + found[0])
        trial_state.events = events
    except InvalidStateError:
        raise
    except DSError as exc:
        raise InvalidStateError(f"the saved game cannot be continued: {exc}") from None
    except Exception as exc:  # a frame the engine cannot continue
        raise InvalidStateError(f"the saved game cannot be continued ({type(exc).__name__})") from None
