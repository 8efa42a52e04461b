"""The review on show: the coach's judgements of a learner's decisions, stepped through on the
history, a new try at a mistake graded at once. The judging itself and the words are in
:mod:`ds_widget.widget.review`."""
from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ...review import Review
from ...review.judge import ReviewError
from ...review.shown import marked
from ..protocol import Int, OneOf, message
from ..review import PROGRESS_EVERY, Judge, ReviewDesk, review_payload
from .base import Mode, Table, View
from .names import REVIEW
from .transitions import LEAVE_REVIEW, SHOW_JUDGED, START_REVIEW, TRY_AGAIN

log = logging.getLogger("ds_widget")

REVIEW_ACTIONS = ("start", "cancel", "next", "prev", "show", "again", "leave")


class ReviewMode(Mode):
    """A reviewed decision on show: a choice there is a new try, graded, not played. The review
    going on or done (``desk``) stays on the history in the other modes; its mistakes go to
    ``mistakes_to`` (the practice) when it is done."""
    name = REVIEW
    accepts = frozenset({"review", "choose", "presentation", "lang", "save", "board", "theme", "hint",
                         "preview", "why", "focus", "export_svg", "teaching"})
    refusal = "a reviewed decision is on show: press Back to the game first"

    def __init__(self, table: Table, judge: Judge,
                 mistakes_to: Callable[[list[dict[str, Any]]], None]) -> None:
        super().__init__(table)
        self.judge = judge
        self.mistakes_to = mistakes_to
        self.desk: ReviewDesk | None = None
        """the game review going on or done, or None"""

    def marks(self) -> tuple[list[str], list[str]]:
        """The judged decision on show: the target of the option taken ("played") and of the
        reviewer's better one ("better"), when they are on the board."""
        desk = self.desk
        if desk is None or desk.index is None or desk.index >= len(desk.results):
            return [], []
        return marked(desk.results[desk.index], self.table.session.game.pending)

    def view(self) -> View:
        v = super().view()
        if v.decision is None:
            return v
        return replace(v, decision_extra={"seat_kind": "human", "trying": True})

    def keep_up(self, lang: str) -> None:
        game = self.table.session.game
        if self.desk is not None and not self.desk.matches(game):
            self._drop()                          # the line reviewed is gone (Undo, then another choice)
        self.table.review = review_payload(self.desk, game, lang)

    def close(self) -> None:
        self.judge.close()

    # ------------------------------------------------------------------------ public API
    def start(self, review: Review | None = None, *, seats: list[int] | None = None) -> ReviewDesk:
        """Review the decisions of ``seats`` (default: the human seats, else the first) in the game
        as it stands, in the background when an event loop runs (else here and now). The marks
        appear on the history as judgements arrive; :meth:`next_mistake` shows one. ``review``: a
        :class:`~ds_widget.review.Review` of this game made already (in code, or by a lesson) is
        shown as it is, and goes on in the background if it was not finished."""
        s = self.table.session
        if seats is None:
            seats = review.seats if review is not None else (
                [i for i, k in enumerate(s.seat_kinds) if k == "human"] or [0])
        desk = ReviewDesk(s.game, seats, s.seed, review)      # a review of another game: refused here
        self._drop()
        self.desk = desk
        if desk.state == "done":
            self._finished(desk)
        else:
            self._next()
        self._show()
        return desk

    async def finished(self, poll: float = 0.1) -> dict[str, Any]:
        """Wait (``await``) until the review running in the background is done or cancelled; its
        summary."""
        desk = self._desk()
        while desk.state == "running" and desk is self.desk:
            await asyncio.sleep(poll)
        return desk.review.summary()

    def cancel(self) -> None:
        """Stop the review running (what is judged stays on the history); the game is untouched."""
        desk = self.desk
        if desk is not None and desk.state == "running":
            desk.state = "cancelled"
            desk.token += 1
        self._show()

    def next_mistake(self) -> None:
        self._show_judged(self._step(+1))

    def previous_mistake(self) -> None:
        self._show_judged(self._step(-1))

    def show_judged(self, index: int) -> None:
        """Show judged decision number ``index`` (a mark on the history)."""
        desk = self._desk()
        if index.__class__ is not int or not 0 <= index < len(desk.results):
            raise ReviewError(f"there are {len(desk.results)} judged decisions, not {index!r}")
        self._show_judged(index)

    def try_again(self, option: str) -> dict[str, Any]:
        """Grade a new choice at the decision on show (the game keeps its own); returns the grade."""
        desk = self._desk()
        t = self.table
        d = t.session.game.pending
        if not t.allows(TRY_AGAIN) or desk.index is None or d is None:
            raise ReviewError("show a reviewed decision first (Next mistake)")
        if d.get(option) is None:
            raise ReviewError(f"{option!r} is not an option of this decision")
        out = desk.try_again(t.session.game, option)
        t._refresh(keep_error=True)
        return out

    def leave(self) -> None:
        """Back to the game where it stands (its last decision); the marks stay on the history."""
        t = self.table
        if not t.go(LEAVE_REVIEW):
            return
        desk = self.desk
        if desk is not None:
            desk.index, desk.tried = None, None
        t.session.goto(t.session.game.plies)
        t._after_change()

    # ---------------------------------------------------------------------------- inside
    def _desk(self) -> ReviewDesk:
        if self.desk is None:
            raise ReviewError("no review yet: press Review first")
        return self.desk

    def _step(self, direction: int) -> int:
        desk = self._desk()
        i = desk.step_mistake(direction)
        if i is None:
            raise ReviewError("no further mistake" if desk.mistakes() else "no mistakes found (yet)")
        return i

    def _show_judged(self, index: int) -> None:
        desk = self._desk()
        t = self.table
        t.go(SHOW_JUDGED)
        desk.index, desk.tried = index, None
        t.session.goto(desk.results[index]["ply"])
        t._after_change(schedule=False)       # the board drawn once, both moves marked (marks())

    def _try_again_message(self, option: str) -> None:
        self.try_again(option)

    overrides = {"choose": _try_again_message}

    @message("review", action=OneOf(choices=REVIEW_ACTIONS), by_action={"show": {"index": Int(0, 10 ** 6)}})
    def _review_message(self, action: str, **given: Any) -> None:
        """The page can start, cancel and step a review, never name a file."""
        if action == "start":
            self.table.allows(START_REVIEW)
            self.start()
        elif action == "cancel":
            self.cancel()
        elif action == "next":
            self.next_mistake()
        elif action == "prev":
            self.previous_mistake()
        elif action == "show":
            self.show_judged(given["index"])
        elif action == "again":
            self._desk().tried = None
            self.table._refresh(keep_error=True)
        elif action == "leave":
            self.leave()

    def _drop(self) -> None:
        if self.desk is not None:
            self.desk.token += 1
            self.desk.state = "cancelled" if self.desk.state == "running" else self.desk.state
        self.desk = None

    def _show(self) -> None:
        self.table.review = review_payload(self.desk, self.table.session.game, self.table.lang)

    def _next(self) -> None:
        """Ask for the next judgement (or, with no event loop, make them all now)."""
        desk = self.desk
        if desk is None or desk.state != "running":
            return
        ply = desk.next_ply()
        if ply is None:
            self._finished(desk)
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:                   # plain Python: no background to run in
            while not desk.review.done:
                desk.review.step()
            desk.state = "done"
            self._finished(desk)
            return
        token = desk.token
        self.judge.ask(desk.record_json, desk.review.seed, ply, lambda j: self._arrived(desk, token, j))

    def _arrived(self, desk: ReviewDesk, token: int, j: dict[str, Any] | None) -> None:
        if desk is not self.desk or token != desk.token or desk.state != "running":
            return                              # cancelled, or another review started since
        try:
            if j is None:
                desk.state = "cancelled"
                self._show()
                return
            desk.add(j)
            if desk.state == "done":
                self._finished(desk)
            else:
                if time.monotonic() - desk.shown_at >= PROGRESS_EVERY:
                    desk.shown_at = time.monotonic()
                    self._show()
                self._next()
        except Exception:
            log.exception("ds_widget: the review could not go on")
            desk.state = "cancelled"

    def _finished(self, desk: ReviewDesk) -> None:
        desk.state = "done"
        try:
            self.mistakes_to(desk.practice_items(self.table.session.game))
        except Exception:      # the review is shown whatever happens to its practice items
            log.exception("ds_widget: the review's mistakes could not become practice")
        self._show()
