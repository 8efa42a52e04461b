"""The widget's review and teaching mode: the coach's judgements of a learner's decisions, made in
the background, shown on the history and stepped through.

:class:`Judge` makes judgements away from the kernel's thread — in a worker process at the lowest
CPU priority where processes exist (so a click on the page is handled as fast as when no review
runs), else one decision per turn of the event loop (the no-install site's Python has no
processes: the page stays responsive between decisions). :class:`ReviewDesk` holds a review: what
is judged so far, the mistake on show, a learner's new try at it. The words come from
:func:`review_payload`. The game itself is never changed by a review: it judges its own copy of the
record, and a try is graded, not played.
"""
from __future__ import annotations

import asyncio
import datetime
import json
import logging
import os
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.flow import pending
from ..engine.match import Match
from ..explain import msg, name
from ..explain.catalog import LANGUAGES
from ..practice.mistakes import mistake_item
from ..review import MARKS, Review, is_mistake, reason
from ..review.judge import ReviewError, judge_at, regrade
from ..review.verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST
from ..review.words import half, label_of, verdict_word

if TYPE_CHECKING:
    from concurrent.futures import Future, ProcessPoolExecutor

log = logging.getLogger("ds_widget")

#: while a review runs, the page is sent its progress at most this often (seconds): each update
#: redraws the review panel and the marks, work the page would otherwise do between two clicks
PROGRESS_EVERY = 0.5
#: teaching mode offers a take-back when a decision loses more than this (VP): a mistake or worse
TEACH_ABOVE = INACCURACY_AT_MOST


def _lowest_priority() -> None:
    """The worker runs only when the CPU has nothing else to do (Linux's idle class; elsewhere the
    lowest nice level): a click on the page never waits for a review."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))   # type: ignore[attr-defined]
    except (AttributeError, OSError):
        try:
            os.nice(19)
        except OSError:        # pragma: no cover - not allowed here: the worker still works
            pass


class Judge:
    """Judgements of decisions, one at a time, off the kernel's thread. ``ask(record_json, seed, ply,
    then)`` calls ``then(judgement or None)`` on the event loop's thread when it is made (None if it
    failed: the details go to the kernel's log)."""

    def __init__(self) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self.inline = sys.platform == "emscripten"

    def ask(self, record_json: str, seed: int, ply: int, then: Callable[[dict[str, Any] | None], None]) -> None:
        loop = asyncio.get_running_loop()          # the caller checked there is one
        if self.inline:
            def step() -> None:
                try:
                    out: dict[str, Any] | None = judge_at(record_json, seed, ply)
                except Exception:
                    log.exception("ds_widget: a review step failed")
                    out = None
                then(out)
            loop.call_soon(step)
            return
        if self._pool is None:          # imported here: the browser's Python has no processes
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor
            self._pool = ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn"),
                                             initializer=_lowest_priority)
        fut = self._pool.submit(judge_at, record_json, seed, ply)

        def arrived(f: Future[dict[str, Any]]) -> None:
            try:
                out: dict[str, Any] | None = f.result()
            except Exception:
                log.exception("ds_widget: a review step failed")
                out = None
            try:
                loop.call_soon_threadsafe(then, out)
            except RuntimeError:          # the loop is closed (the kernel is shutting down): nobody to tell
                pass
        fut.add_done_callback(arrived)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None


class ReviewDesk:
    """One review of ``seats`` of the game's record as it stood when it started."""

    def __init__(self, game: Match, seats: list[int], seed: int, review: Review | None = None) -> None:
        if review is not None:
            choices = review.record["choices"]
            if game.line[:len(choices)] != choices:
                raise ReviewError("that review is of another game (or of another line of this one)")
        self.review = review if review is not None else Review(game, seats, seed=seed)
        self.record_json = json.dumps(self.review.record)
        self.state = "done" if self.review.done else "running"
        """running, done or cancelled"""
        self.index: int | None = None
        """the judged decision on show (an index into results), or None"""
        self.tried: dict[str, Any] | None = None
        """the grade of the learner's new choice at the decision on show"""
        self.token = 0
        """changes when the review is cancelled: a judgement asked before is then dropped"""
        self.shown_at = 0.0
        """when the page was last sent the review's progress (``time.monotonic``)"""
        self.tries = 0
        """new choices graded so far (each one's words differ)"""
        self.shown: tuple[tuple[Any, ...], dict[str, Any]] | None = None
        """the last ``review`` payload and what it was made from (:func:`review_payload`)"""

    @property
    def results(self) -> list[dict[str, Any]]:
        return self.review.results

    def next_ply(self) -> int | None:
        return None if self.review.done else self.review.plan[len(self.results)]

    def add(self, judgement: dict[str, Any]) -> None:
        self.review.results.append(judgement)
        if self.review.done:
            self.state = "done"

    def mistakes(self) -> list[int]:
        return [i for i, r in enumerate(self.results) if is_mistake(r["verdict"])]

    def step_mistake(self, direction: int) -> int | None:
        """The index of the next (``+1``) or previous (``-1``) mistake from the one on show."""
        ms = self.mistakes()
        if not ms:
            return None
        if self.index is None:
            return ms[0] if direction > 0 else ms[-1]
        after = [i for i in ms if (i - self.index) * direction > 0]
        return (after[0] if direction > 0 else after[-1]) if after else None

    def matches(self, game: Match) -> bool:
        """The game still holds the line reviewed (an Undo and another choice start a new one)."""
        choices = self.review.record["choices"]
        return game.line[:len(choices)] == choices or not choices

    def try_again(self, game: Match, option: str) -> dict[str, Any]:
        """Grade the learner's new ``option`` at the decision on show, with the review's reviewer:
        the options it valued keep their values (the same playouts); another is valued beside them."""
        j = self.results[self.index] if self.index is not None else None
        if j is None:
            raise ReviewError("no reviewed decision is on show: press Next mistake first")
        self.tried = regrade(game, j, option, self.review.seed)
        self.tries += 1
        return self.tried

    def practice_items(self, game: Match) -> list[dict[str, Any]]:
        """The mistakes as practice items ("find the better move"): the position before each, the
        options as good as the best counted right, the reason in every language."""
        out = []
        for i in self.mistakes():
            j = self.results[i]
            st = game.state_at(j["ply"]) if j["ply"] <= game.plies else None
            if st is None:
                continue
            accepted = [r["option"] for r in j["rows"] if j["rows"][0]["value"] - r["value"] <= GOOD_AT_MOST]
            d = pending(st)
            if d is None:
                continue
            out.append(mistake_item(st, d, j["taken"], accepted, j["best"], j["loss"],
                                    {lang: reason(j, lang) for lang in LANGUAGES}, datetime.date.today()))
        return out



def judged_words(j: dict[str, Any], game: Match, lang: str) -> dict[str, Any]:
    """A judged decision for the page: where, who, the verdict, the move played and the better one."""
    rows = {r["option"]: r for r in j["rows"]}
    st = game.state_at(j["ply"])
    played = label_of(rows[j["taken"]], lang, button=True)
    better = label_of(rows[j["best"]], lang, button=True)
    fields = {"turn": st.turn, "animal": name("animal", j["animal"], lang), "word": verdict_word(j["verdict"], lang),
              "mark": MARKS[j["verdict"]], "loss": half(j["loss"], lang)}
    return {"ply": j["ply"], "turn": st.turn, "animal": j["animal"], "verdict": j["verdict"], "taken": j["taken"],
            "best": j["best"], "played": played, "better": better, "loss": fields["loss"], "word": fields["word"],
            "mark": fields["mark"],
            "headline": msg("ui.review.headline" if is_mistake(j["verdict"]) else "ui.review.headline_best",
                            lang, **fields),
            "played_line": msg("ui.review.played", lang, label=played),
            "better_line": msg("ui.review.better", lang, label=better) if j["taken"] != j["best"] else "",
            "reason": reason(j, lang)}


def review_payload(desk: ReviewDesk | None, game: Match, lang: str) -> dict[str, Any]:
    """The ``review`` trait: progress, every judged decision's mark, the counts, the one on show and
    the learner's try at it, in ``lang``."""
    if desk is None:
        return {}
    key = (len(desk.results), desk.state, desk.index, desk.tries, desk.tried is None, lang)
    if desk.shown is not None and desk.shown[0] == key:     # every refresh asks; most change nothing here
        return desk.shown[1]
    out = _review_words(desk, game, lang)
    desk.shown = (key, out)
    return out


def _review_words(desk: ReviewDesk, game: Match, lang: str) -> dict[str, Any]:
    r = desk.review
    counts = r.summary()["counts"]
    marks = [{"index": i, "ply": j["ply"], "verdict": j["verdict"], "mark": MARKS[j["verdict"]],
              "mistake": is_mistake(j["verdict"]),
              "title": msg("ui.review.mark_title", lang, ply=j["ply"] + 1, word=verdict_word(j["verdict"], lang))}
             for i, j in enumerate(desk.results)]
    out: dict[str, Any] = {
        "state": desk.state, "done": len(desk.results), "total": r.total, "plies": len(r.record["choices"]),
        "marks": marks, "mistakes": len(desk.mistakes()),
        "counts": [{"verdict": v, "word": verdict_word(v, lang), "mark": MARKS[v], "n": n} for v, n in counts.items()],
        "seats": msg("ui.review.seats", lang, animals=", ".join(
            name("animal", a, lang) for a, x in game.state.animals.items() if x.player in r.seats)),
        "progress": msg({"running": "ui.review.progress", "done": "ui.review.done",
                         "cancelled": "ui.review.cancelled"}[desk.state], lang, done=len(desk.results), total=r.total),
        "none": msg("ui.review.none", lang) if not desk.mistakes() else "",
        "current": {}, "tried": {}}
    if desk.index is not None and desk.index < len(desk.results):
        out["current"] = dict(judged_words(desk.results[desk.index], game, lang), index=desk.index,
                              has_prev=desk.step_mistake(-1) is not None, has_next=desk.step_mistake(+1) is not None)
    if desk.tried is not None:
        t = desk.tried
        label = label_of({r["option"]: r for r in t["rows"]}[t["taken"]], lang, button=True)
        out["tried"] = {"verdict": t["verdict"], "option": t["taken"], "reason": reason(t, lang),
                        "text": msg("ui.review.tried_loss" if is_mistake(t["verdict"]) else "ui.review.tried", lang,
                                    label=label, word=verdict_word(t["verdict"], lang), mark=MARKS[t["verdict"]],
                                    loss=half(t["loss"], lang))}
    if desk.index is not None and desk.tried is None:
        out["try_prompt"] = msg("ui.review.try_prompt", lang)
    return out


def teach_payload(offer: dict[str, Any] | None, game: Match, lang: str) -> dict[str, Any]:
    """The ``teach`` trait: a take-back offered after a costly decision (teaching mode)."""
    if not offer:
        return {}
    j = offer
    w = judged_words(j, game, lang)
    return {"ply": j["ply"], "verdict": j["verdict"], "mark": w["mark"], "word": w["word"],
            "text": msg("ui.review.teach", lang, loss=w["loss"], played=w["played"]), "reason": w["reason"]}


class ReviewControls:
    """The widget's review and teaching-mode methods (mixed into
    :class:`~.widget.DominantSpeciesWidget`, which owns the traits they set)."""

    # provided by the widget
    session: Any
    mode: str
    lang: str
    auto: bool
    review: dict[str, Any]
    teach: dict[str, Any]
    teaching: bool
    review_desk: ReviewDesk | None
    _judge: Judge
    _offer: dict[str, Any] | None
    _teach_wait: int | None
    focus_targets: list[str]

    if TYPE_CHECKING:           # the widget's own methods, for the type checker only
        def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None: ...
        def _schedule_bots(self) -> None: ...
        def _refresh(self, keep_error: bool = False) -> None: ...
        def _practice_items_added(self, items: list[dict[str, Any]]) -> None: ...

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
        if self.mode != "review" or desk.index is None or d is None:
            raise ReviewError("show a reviewed decision first (Next mistake)")
        if d.get(option) is None:
            raise ReviewError(f"{option!r} is not an option of this decision")
        out = desk.try_again(self.session.game, option)
        self._refresh(keep_error=True)
        return out

    def leave_review(self) -> None:
        """Back to the game where it stands (its last decision); the marks stay on the history."""
        if self.mode != "review":
            return
        desk = self.review_desk
        if desk is not None:
            desk.index, desk.tried = None, None
        self.mode = "play"
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
        self.mode = "review"
        self.session.goto(j["ply"])
        d = self.session.game.pending
        marked = [o.target for o in (d.get(j["taken"]), d.get(j["best"])) if o is not None and o.target] \
            if d is not None else []
        self._after_change(schedule=False, focus=marked)       # the board drawn once, both moves marked

    def _review_message(self, data: dict[str, Any]) -> None:
        action = data["action"]
        if action == "start":
            self.start_review()
        elif action == "cancel":
            self.cancel_review()
        elif action == "next":
            self.next_mistake()
        elif action == "prev":
            self.previous_mistake()
        elif action == "show":
            self.show_judged(data["index"])
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
