"""Every change of the mode on show, in one table: what happens (an :class:`Event`) and, for each
mode it may happen in, the mode shown after it. An event in a mode without a row is refused with
the event's reason, or, for an event with no reason, changes nothing. A row that keeps the mode is
a permission (a practice answer needs practice on show). The widget is the only writer of its
``mode`` trait, through :func:`after`; no mode compares mode names."""
from __future__ import annotations

from dataclasses import dataclass

from ..protocol import ProtocolError
from .names import EXPLORE, NAMES, PLAY, PRACTICE, REVIEW


@dataclass(frozen=True)
class Event:
    """Something that changes the mode on show, or needs a mode. ``refusal``: said when the mode on
    show has no row for it ("": then nothing happens)."""
    what: str
    refusal: str = ""


LEAVE_WHAT_IF = "leave the What if editor first (Play on or Discard)"

ENTER_EXPLORE = Event("open the What if editor", "leave Practice first")
LEAVE_EXPLORE = Event("leave the What if editor")
PRACTISE = Event("show practice", LEAVE_WHAT_IF)
ANSWER = Event("answer a practice question", "start Practice first")
LEAVE_PRACTICE = Event("leave practice")
START_REVIEW = Event("review the game (from the page)", "go back to the game to review it")
SHOW_JUDGED = Event("show a judged decision", LEAVE_WHAT_IF)
TRY_AGAIN = Event("try again at a judged decision")
LEAVE_REVIEW = Event("leave the review")
EXPORT = Event("export the game's picture", "leave Practice to export the game's picture")
TEACH = Event("judge a human decision at once (teaching mode)")

#: (event) → {the mode on show: the mode shown after it}
TABLE: dict[Event, dict[str, str]] = {
    ENTER_EXPLORE: {PLAY: EXPLORE, EXPLORE: EXPLORE, REVIEW: EXPLORE},
    LEAVE_EXPLORE: {EXPLORE: PLAY},
    PRACTISE: {PLAY: PRACTICE, PRACTICE: PRACTICE, REVIEW: PRACTICE},
    ANSWER: {PRACTICE: PRACTICE},
    LEAVE_PRACTICE: {PRACTICE: PLAY},
    START_REVIEW: {PLAY: PLAY, REVIEW: REVIEW},
    SHOW_JUDGED: {PLAY: REVIEW, REVIEW: REVIEW, PRACTICE: REVIEW},
    TRY_AGAIN: {REVIEW: REVIEW},
    LEAVE_REVIEW: {REVIEW: PLAY},
    EXPORT: {PLAY: PLAY, EXPLORE: EXPLORE, REVIEW: REVIEW},
    TEACH: {PLAY: PLAY},
}
assert all(set(row) | set(row.values()) <= set(NAMES) for row in TABLE.values()), "a mode not in names.NAMES"


def after(mode: str, event: Event) -> str | None:
    """The mode shown after ``event`` happens in ``mode``: None when nothing happens; raises
    :class:`ProtocolError` (``message/wrong_mode``) when ``mode`` refuses it."""
    to = TABLE[event].get(mode)
    if to is None and event.refusal:
        raise ProtocolError("message/wrong_mode", event.refusal)
    return to
