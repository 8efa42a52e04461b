"""Practice made from a learner's own mistakes: "find the better move", asked again and again on a
spaced-repetition schedule until it is learnt.

A game review finds decisions where the learner lost VP; each becomes an *item*, plain JSON-ready
data (:func:`mistake_item`)::

    {"id": "3f9c0a1b2c4d", "state": {...the position before the decision...},
     "taken": "space:wasteland.1", "best": "space:speciation.3",
     "accepted": ["space:speciation.3", ...], "loss": 2.5,
     "reasons": {"en": "...", "it": "...", "de": "..."},
     "due": "2024-05-01", "interval": 0, "reps": 0}

:func:`question_of` turns an item into a :class:`~.question.Question` (the decision's options are
the candidates: their board things, or ``"option:<id>"`` buttons for the others; the accepted
options are the answers). :func:`schedule` moves an item's due date after an answer: right, the
interval doubles (1, 2, 4 … days); wrong, the item comes back tomorrow. :func:`due_items` lists
what is due. Items read from a file are checked whole by :func:`check_item`.

Standard library, the engine and the words only (no review, no widget).
"""
from __future__ import annotations

import copy
import datetime
import hashlib
import json
import math
from collections.abc import Iterable
from typing import Any

from ..engine.errors import DSError, InvalidStateError, MalformedError, brief
from ..engine.flow import Decision, Option, option_facts, pending
from ..engine.serialize import state_from_dict, state_to_dict
from ..engine.state import State
from ..explain.catalog import LANGUAGES
from .question import TARGET, Question
from .words import line

KIND = "better_move"
#: a learner keeps at most this many items (the ones due first are dropped first when more come)
MAX_ITEMS = 200
MAX_INTERVAL = 3650
MAX_REPS = 10 ** 6
MAX_REASON = 1000
MAX_LOSS = 1000.0
FIELDS = ("id", "state", "taken", "best", "accepted", "loss", "reasons", "due", "interval", "reps")
PANELS = ("board", "animals", "display")


# ------------------------------------------------------------------------------------- making
def item_id(state_dict: dict[str, Any], taken: str) -> str:
    """A stable short id: the same position and the same choice give the same id."""
    text = json.dumps(state_dict, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha1((text + "\n" + taken).encode("utf-8")).hexdigest()[:12]


def mistake_item(state: State, decision: Decision, taken: str, accepted: list[str], best: str, loss: float,
                 reasons: dict[str, str], today: datetime.date) -> dict[str, Any]:
    """An item for the mistake of choosing ``taken`` in ``decision`` (the pending decision of
    ``state``, the position *before* it: ``Match.state_at(ply)``). ``accepted`` are the options
    counted right (``best`` and any as good), ``loss`` the VP lost, ``reasons`` the reason texts
    per language. Raises :class:`MalformedError` for an option the decision does not offer, or
    anything else that would not make an item."""
    if not isinstance(state, State):
        raise MalformedError(f"state must be a State, got {brief(state)}")
    if not isinstance(decision, Decision):
        raise MalformedError(f"decision must be the pending Decision of the state, got {brief(decision)}")
    if not isinstance(today, datetime.date):
        raise MalformedError(f"today must be a date, got {brief(today)}")
    if isinstance(accepted, (str, bytes)) or not isinstance(accepted, Iterable):
        raise MalformedError(f"accepted must be a list of option ids, got {brief(accepted)}")
    accepted = list(accepted)
    for oid in [taken, best, *accepted]:
        if not isinstance(oid, str) or decision.get(oid) is None:
            raise MalformedError(f"{brief(oid)} is not an option of the decision "
                                 f"({decision.kind}: {', '.join(decision.ids[:12])})")
    if best not in accepted:
        accepted.insert(0, best)
    data = state_to_dict(state)
    item = {"id": item_id(data, taken), "state": data, "taken": taken, "best": best,
            "accepted": list(dict.fromkeys(accepted)), "loss": loss,
            "reasons": dict(reasons) if isinstance(reasons, dict) else reasons,
            "due": today.isoformat(), "interval": 0, "reps": 0}
    try:
        out, d = _check(item)
    except InvalidStateError as exc:
        raise MalformedError(str(exc)) from None
    if d.kind != decision.kind or d.ids != decision.ids:
        raise MalformedError(f"the decision is not the pending decision of the state ({decision.kind})")
    return out


# ----------------------------------------------------------------------------------- checking
def _fail(item: Any, text: str) -> InvalidStateError:
    which = item.get("id") if isinstance(item, dict) and isinstance(item.get("id"), str) else None
    return InvalidStateError(f"bad mistake item{' ' + brief(which) if which else ''}: {text}")


def parse_date(value: Any, what: str = "due") -> datetime.date:
    if not isinstance(value, str) or len(value) != 10:
        raise InvalidStateError(f"{what} must be a date as YYYY-MM-DD, got {brief(value)}")
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise InvalidStateError(f"{what} must be a date as YYYY-MM-DD, got {brief(value)}") from None


def _whole(item: Any, key: str, top: int) -> int:
    v = item[key]
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= top:
        raise _fail(item, f"{key} must be a whole number from 0 to {top}, got {brief(v)}")
    return v


def _option_id(item: Any, key: str, v: Any, d: Decision) -> str:
    if not isinstance(v, str) or len(v) > 60 or d.get(v) is None:
        raise _fail(item, f"{key} {brief(v)} is not an option of the position's decision ({d.kind})")
    return v


def decision_of(data: Any) -> tuple[State, Decision]:
    """The position of a saved state dict and its pending decision; raises :class:`InvalidStateError`."""
    if not isinstance(data, dict):
        raise InvalidStateError(f"the position must be a saved state (a JSON object), got {type(data).__name__}")
    try:
        st = state_from_dict(data)
        d = pending(st)
    except InvalidStateError:
        raise
    except (DSError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
        raise InvalidStateError(f"the position cannot be read: {brief(exc)}") from None
    if d is None:
        raise InvalidStateError("the position has no decision pending (the game is over)")
    return st, d


def check_item(data: Any) -> dict[str, Any]:
    """An item read from a file, checked whole (every field, the position, its decision and that it
    offers ``taken``, ``best`` and ``accepted``), as a new dict; raises :class:`InvalidStateError`."""
    return _check(data)[0]


def _check(data: Any) -> tuple[dict[str, Any], Decision]:
    if not isinstance(data, dict):
        raise InvalidStateError(f"a mistake item must be an object, got {type(data).__name__}")
    missing = [k for k in FIELDS if k not in data]
    extra = sorted(str(k)[:30] for k in data if k not in FIELDS)
    if missing or extra:
        raise _fail(data, f"fields missing: {', '.join(missing) or '-'}; unknown fields: {', '.join(extra) or '-'}")
    iid = data["id"]
    if not isinstance(iid, str) or len(iid) != 12 or any(c not in "0123456789abcdef" for c in iid):
        raise InvalidStateError(f"bad mistake item: id must be 12 hex digits, got {brief(iid)}")
    try:
        st, d = decision_of(data["state"])
    except InvalidStateError as exc:
        raise _fail(data, str(exc)) from None
    taken = _option_id(data, "taken", data["taken"], d)
    best = _option_id(data, "best", data["best"], d)
    acc = data["accepted"]
    if not isinstance(acc, list) or not 1 <= len(acc) <= len(d.options):
        raise _fail(data, f"accepted must be a list of option ids, got {brief(acc)}")
    accepted = [_option_id(data, "accepted", v, d) for v in acc]
    if len(set(accepted)) != len(accepted):
        raise _fail(data, "accepted names an option twice")
    if best not in accepted:
        raise _fail(data, f"the best option {brief(best)} must be one of the accepted ones")
    if taken in accepted:
        raise _fail(data, f"the option taken {brief(taken)} is counted right: it is no mistake")
    loss = data["loss"]
    if isinstance(loss, bool) or not isinstance(loss, (int, float)) or not math.isfinite(loss) \
            or not 0 <= loss <= MAX_LOSS:
        raise _fail(data, f"loss must be a number of VP from 0 to {MAX_LOSS:g}, got {brief(loss)}")
    reasons = data["reasons"]
    if not isinstance(reasons, dict) or not reasons:
        raise _fail(data, f"reasons must be an object of texts per language, got {brief(reasons)}")
    for lang, text in reasons.items():
        if lang not in LANGUAGES:
            raise _fail(data, f"unknown language {brief(lang)} in the reasons; languages are {', '.join(LANGUAGES)}")
        if not isinstance(text, str) or len(text) > MAX_REASON:
            raise _fail(data, f"the reason in {lang} must be a text of at most {MAX_REASON} characters")
    try:
        due = parse_date(data["due"])
    except InvalidStateError as exc:
        raise _fail(data, str(exc)) from None
    interval = _whole(data, "interval", MAX_INTERVAL)
    reps = _whole(data, "reps", MAX_REPS)
    item = {"id": iid, "state": copy.deepcopy(data["state"]), "taken": taken, "best": best, "accepted": accepted,
            "loss": loss, "reasons": {k: reasons[k] for k in LANGUAGES if k in reasons},
            "due": due.isoformat(), "interval": interval, "reps": reps}
    return item, d


def check_items(data: Any) -> list[dict[str, Any]]:
    """A list of items read from a file (at most :data:`MAX_ITEMS`, no id twice), each checked."""
    if not isinstance(data, list):
        raise InvalidStateError(f"items must be a list of mistake items, got {type(data).__name__}")
    if len(data) > MAX_ITEMS:
        raise InvalidStateError(f"{len(data)} mistake items: a practice file keeps at most {MAX_ITEMS}")
    out: list[dict[str, Any]] = []
    seen: set[str] = set()
    for raw in data:
        item = check_item(raw)
        if item["id"] in seen:
            raise InvalidStateError(f"mistake item {brief(item['id'])} is in the file twice")
        seen.add(item["id"])
        out.append(item)
    return out


def merge(old: list[dict[str, Any]], new: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """``old`` plus the items of ``new`` whose id is not there yet; beyond :data:`MAX_ITEMS` the
    ones due first are dropped."""
    out = list(old)
    seen = {x["id"] for x in out}
    for x in new:
        if x["id"] not in seen:
            seen.add(x["id"])
            out.append(x)
    if len(out) > MAX_ITEMS:
        drop = {x["id"] for x in sorted(out, key=_due_key)[:len(out) - MAX_ITEMS]}
        out = [x for x in out if x["id"] not in drop]
    return out


# ------------------------------------------------------------------------- spaced repetition
def schedule(item: dict[str, Any], correct: bool, today: datetime.date) -> dict[str, Any]:
    """The item after an answer given ``today`` (a new dict): right, the interval doubles (1 day
    after the first, then 2, 4 …) and the item is due after it; wrong, it is due tomorrow, with
    an interval of 1 day."""
    out = dict(item)
    if correct:
        interval = min(1 if item["interval"] == 0 else item["interval"] * 2, MAX_INTERVAL)
        out["reps"] = min(item["reps"] + 1, MAX_REPS)
    else:
        interval = 1
    out["interval"] = interval
    out["due"] = (today + datetime.timedelta(days=interval)).isoformat()
    return out


def _due_key(item: dict[str, Any]) -> tuple[str, str]:
    return (item["due"], item["id"])


def due_items(items: Iterable[dict[str, Any]], today: datetime.date) -> list[dict[str, Any]]:
    """The items due ``today`` or earlier, the longest due first (then by id)."""
    now = today.isoformat()
    return sorted((x for x in items if x["due"] <= now), key=_due_key)


# ----------------------------------------------------------------------------------- question
def candidate(option: Option) -> str:
    """An option as an answer string: its board thing when it has one the questions know
    (:data:`~.question.TARGET`), else the button ``"option:<id>"``."""
    if option.target and TARGET.fullmatch(option.target):
        return option.target
    return f"option:{option.id}"


def question_of(item: dict[str, Any]) -> Question:
    """The "find the better move" question of an item (checked with :func:`check_item` first)."""
    st = state_from_dict(item["state"])
    d = pending(st)
    if d is None:
        raise InvalidStateError("the position of the mistake item has no decision pending")
    names = [candidate(o) for o in d.options]
    twice = {c for c in names if names.count(c) > 1}
    names = [f"option:{o.id}" if c in twice else c for o, c in zip(d.options, names)]
    of = dict(zip(d.ids, names))
    answers = {of[x] for x in item["accepted"]}
    taken = d.get(item["taken"])
    best = d.get(item["best"])
    assert taken is not None and best is not None
    board = [c for c in names if not c.startswith("option:")]
    lines = [line("better_move.explanation", reason=("by_lang", dict(item["reasons"])))] \
        if any(t.strip() for t in item["reasons"].values()) else []
    lines.append(line("better_move.best", best=("option", option_facts(best, d)), loss=("decimal", item["loss"])))
    return Question(kind=KIND, variant=d.kind, seed=0, difficulty=0, state=st,
                    source={"mistake": item["id"], "ply": st.ply, "turn": st.turn},
                    prompt=line("better_move.prompt", prompt=("prompt", d), taken=("option", option_facts(taken, d))),
                    format="choice", select="one", answers=frozenset(answers), candidates=tuple(names),
                    explanation_lines=tuple(lines), focus=tuple(sorted(a for a in answers if a in board)),
                    subject=tuple(c for c in (of[item["taken"]],) if c in board), panels=PANELS,
                    facts={"item": item["id"], "taken": item["taken"], "best": item["best"],
                           "accepted": list(item["accepted"]), "loss": item["loss"], "decision": d.to_dict(),
                           "taken_answer": of[item["taken"]]})
