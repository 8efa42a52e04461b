"""The review on show: the coach's judgements of a learner's decisions, stepped through on the
history, a new try at a mistake graded at once; and teaching mode, where a costly decision is
offered back as soon as it is judged. The judging itself and the words are in
:mod:`ds_widget.widget.review`."""
from __future__ import annotations

import asyncio
import json
import logging
import time
from dataclasses import replace
from typing import Any

from ...review import Review
from ...review.judge import ReviewError, judge_at
from ...review.shown import marked
from ..protocol import Bool, Int, OneOf, ProtocolError, message
from ..review import PROGRESS_EVERY, TEACH_ABOVE, ReviewDesk, review_payload, teach_payload
from .base import Host, Mode, View
from .names import PLAY, REVIEW

log = logging.getLogger("ds_widget")

REVIEW_ACTIONS = ("start", "cancel", "next", "prev", "show", "again", "leave")


class ReviewMode(Mode):
    """A reviewed decision on show: a choice there is a new try, graded, not played."""
    name = REVIEW
    accepts = frozenset({"review", "choose", "presentation", "lang", "save", "board", "theme", "hint",
                         "preview", "why", "focus", "export_svg", "teaching"})
    refusal = "a reviewed decision is on show: press Back to the game first"
    overrides = {"choose": "_try_again_message"}

    def marks(self, host: Host) -> tuple[list[str], list[str]]:
        """The judged decision on show: the target of the option taken ("played") and of the
        reviewer's better one ("better"), when they are on the board."""
        desk = host.review_desk
        if desk is None or desk.index is None or desk.index >= len(desk.results):
            return [], []
        return marked(desk.results[desk.index], host.session.game.pending)

    def view(self, host: Host) -> View:
        v = super().view(host)
        if v.decision is None:
            return v
        return replace(v, decision_extra={"seat_kind": "human", "trying": True})


class ReviewControls(Host):
    """The widget's review and teaching-mode methods, and their messages."""

    # ------------------------------------------------------------------------------ review
    def start_review(self, review: Review | None = None, *, seats: list[int] | None = None) -> ReviewDesk:
        """Review the decisions of ``seats`` (default: the human seats, else the first) in the game
        as it stands, in the background when an event loop runs (else here and now). The marks
        appear on the history as judgements arrive; :meth:`next_mistake` shows one. ``review``: a
        :class:`~ds_widget.review.Review` of this game made already (in code, or by a lesson) is
        shown as it is, and goes on in the background if it was not finished."""
        s = self.session
        if seats is None:
            seats = review.seats if review is not None else (
                [i for i, k in enumerate(s.seat_kinds) if k == "human"] or [0])
        desk = ReviewDesk(s.game, seats, s.seed, review)      # a review of another game: refused here
        self._drop_review()
        self.review_desk = desk
        if desk.state == "done":
            self._review_finished(desk)
        else:
            self._review_next()
        self._show_review()
        return desk

    async def review_finished(self, poll: float = 0.1) -> dict[str, Any]:
        """Wait (``await``) until the review running in the background is done or cancelled; its
        summary. A notebook cell can wait for it: ``await table.review_finished()``."""
        desk = self._desk()
        while desk.state == "running" and desk is self.review_desk:
            await asyncio.sleep(poll)
        return desk.review.summary()

    def cancel_review(self) -> None:
        """Stop the review running (what is judged stays on the history); the game is untouched."""
        desk = self.review_desk
        if desk is not None and desk.state == "running":
            desk.state = "cancelled"
            desk.token += 1
        self._show_review()

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
        d = self.session.game.pending
        if self.mode != REVIEW or desk.index is None or d is None:
            raise ReviewError("show a reviewed decision first (Next mistake)")
        if d.get(option) is None:
            raise ReviewError(f"{option!r} is not an option of this decision")
        out = desk.try_again(self.session.game, option)
        self._refresh(keep_error=True)
        return out

    def leave_review(self) -> None:
        """Back to the game where it stands (its last decision); the marks stay on the history."""
        if self.mode != REVIEW:
            return
        desk = self.review_desk
        if desk is not None:
            desk.index, desk.tried = None, None
        self.mode = PLAY
        self.session.goto(self.session.game.plies)
        self._after_change()

    def _desk(self) -> ReviewDesk:
        if self.review_desk is None:
            raise ReviewError("no review yet: press Review first")
        return self.review_desk

    def _step(self, direction: int) -> int:
        desk = self._desk()
        i = desk.step_mistake(direction)
        if i is None:
            raise ReviewError("no further mistake" if desk.mistakes() else "no mistakes found (yet)")
        return i

    def _show_judged(self, index: int) -> None:
        desk = self._desk()
        desk.index, desk.tried = index, None
        j = desk.results[index]
        self.mode = REVIEW
        self.session.goto(j["ply"])
        self._after_change(schedule=False)       # the board drawn once, both moves marked (ReviewMode.marks)

    def _try_again_message(self, option: str) -> None:
        self.try_again(option)

    @message("review", action=OneOf(choices=REVIEW_ACTIONS), by_action={"show": {"index": Int(0, 10 ** 6)}})
    def _review_message(self, action: str, **given: Any) -> None:
        """The page can start, cancel and step a review, never name a file."""
        if action == "start":
            if self.mode not in (PLAY, REVIEW):
                raise ProtocolError("message/wrong_mode", "go back to the game to review it")
            self.start_review()
        elif action == "cancel":
            self.cancel_review()
        elif action == "next":
            self.next_mistake()
        elif action == "prev":
            self.previous_mistake()
        elif action == "show":
            self.show_judged(given["index"])
        elif action == "again":
            self._desk().tried = None
            self._refresh(keep_error=True)
        elif action == "leave":
            self.leave_review()

    def _drop_review(self) -> None:
        if self.review_desk is not None:
            self.review_desk.token += 1
            self.review_desk.state = "cancelled" if self.review_desk.state == "running" else self.review_desk.state
        self.review_desk = None

    def _show_review(self) -> None:
        self.review = review_payload(self.review_desk, self.session.game, self.lang)

    def _review_next(self) -> None:
        """Ask for the next judgement (or, with no event loop, make them all now)."""
        desk = self.review_desk
        if desk is None or desk.state != "running":
            return
        ply = desk.next_ply()
        if ply is None:
            self._review_finished(desk)
            return
        try:
            asyncio.get_running_loop()
        except RuntimeError:                   # plain Python: no background to run in
            while not desk.review.done:
                desk.review.step()
            desk.state = "done"
            self._review_finished(desk)
            return
        token = desk.token
        self._judge.ask(desk.record_json, desk.review.seed, ply, lambda j: self._review_arrived(desk, token, j))

    def _review_arrived(self, desk: ReviewDesk, token: int, j: dict[str, Any] | None) -> None:
        if desk is not self.review_desk or token != desk.token or desk.state != "running":
            return                              # cancelled, or another review started since
        try:
            if j is None:
                desk.state = "cancelled"
                self._show_review()
                return
            desk.add(j)
            if desk.state == "done":
                self._review_finished(desk)
            else:
                if time.monotonic() - desk.shown_at >= PROGRESS_EVERY:
                    desk.shown_at = time.monotonic()
                    self._show_review()
                self._review_next()
        except Exception:
            log.exception("ds_widget: the review could not go on")
            desk.state = "cancelled"

    def _review_finished(self, desk: ReviewDesk) -> None:
        desk.state = "done"
        try:
            self._practice_items_added(desk.practice_items(self.session.game))
        except Exception:      # the review is shown whatever happens to its practice items
            log.exception("ds_widget: the review's mistakes could not become practice")
        self._show_review()

    # ---------------------------------------------------------------------- teaching mode
    def _teach_after_choice(self, ply: int) -> None:
        """Teaching mode, after a human's choice made at ``ply``: judge it before the bots move on."""
        game = self.session.game
        record_json = json.dumps(game.record())
        seed = self.session.seed
        self._teach_wait = ply
        line = game.line[:ply + 1]

        def then(j: dict[str, Any] | None) -> None:
            if self._teach_wait != ply:
                return
            self._teach_wait = None
            if j is not None and j["loss"] > TEACH_ABOVE and self.session.game.line[:ply + 1] == line:
                self._offer = j
                self.teach = teach_payload(j, self.session.game, self.lang)
            else:
                self._schedule_bots()
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            then(judge_at(record_json, seed, ply))
            return
        self._judge.ask(record_json, seed, ply, then)

    @message("teaching", on=Bool())
    def _teaching_message(self, on: bool) -> None:
        self.teaching = on
        if not on:
            self.keep_choice()
        self._refresh(keep_error=True)

    @message("teach", action=OneOf(choices=("take_back", "keep")))
    def _teach_message(self, action: str) -> None:
        self.take_back() if action == "take_back" else self.keep_choice()

    def take_back(self) -> None:
        """Teaching mode: undo the costly decision on offer and choose again."""
        if not self._offer:
            raise ReviewError("no take-back is on offer")
        ply = self._offer["ply"]
        self._offer = None
        self.teach = {}
        self.session.goto(ply)
        self._after_change(schedule=False)

    def keep_choice(self) -> None:
        """Teaching mode: keep the decision on offer; the bots move on."""
        self._offer = None
        self.teach = {}
        self._schedule_bots()
