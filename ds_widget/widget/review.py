"""The widget's review and teaching mode: the coach's judgements of a learner's decisions, made in
the background, shown on the history and stepped through.

:class:`Judge` makes judgements away from the kernel's thread — in a worker process at the lowest
CPU priority where processes exist (so a click on the page is handled as fast as when no review
runs), else one decision per turn of the event loop (the no-install site's Python has no
processes: the page stays responsive between decisions). :class:`ReviewDesk` holds a review: what
is judged so far, the mistake on show, a learner's new try at it. The words come from
:func:`review_payload`. The game itself is never changed by a review: it judges its own copy of the
record, and a try is graded, not played. The widget's review methods and messages are in
:mod:`.modes.review`.
"""
from __future__ import annotations

import asyncio
import datetime
import json
import logging
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.flow import pending
from ..engine.match import Match
from ..explain import join, msg, name
from ..explain.catalog import LANGUAGES
from ..practice.mistakes import mistake_item
from ..review import MARKS, Review, is_mistake, reason
from ..review.judge import ReviewError, judge_at, regrade
from ..review.verdicts import GOOD_AT_MOST, INACCURACY_AT_MOST
from ..review.words import half, label_of, verdict_word, versus_played, why_lines

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
    failed: the details go to the kernel's log). ``lowest``: the worker process runs at the lowest
    CPU priority (:func:`_lowest_priority`); a test of the review's flow turns it off, since on a
    machine kept busy by other processes an idle-class worker may not run for minutes."""

    def __init__(self, lowest: bool = True) -> None:
        self._pool: ProcessPoolExecutor | None = None
        self.inline = sys.platform == "emscripten"
        self.lowest = lowest

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
                                             initializer=_lowest_priority if self.lowest else None)
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
    why = why_lines(j, lang)
    return {"ply": j["ply"], "turn": st.turn, "animal": j["animal"], "verdict": j["verdict"], "taken": j["taken"],
            "best": j["best"], "played": played, "better": better, "loss": fields["loss"], "word": fields["word"],
            "mark": fields["mark"],
            "headline": msg("ui.review.headline" if is_mistake(j["verdict"]) else "ui.review.headline_best",
                            lang, **fields),
            "played_line": msg("ui.review.played", lang, label=played),
            "better_line": msg("ui.review.better", lang, label=better) if j["taken"] != j["best"] else "",
            "reason": reason(j, lang), "why": [t for t, _ in why], "why_label": msg("review.why", lang),
            "why_nested": [i for i, (_, depth) in enumerate(why) if depth]}     # listed under the line above


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
        "seats": msg("ui.review.seats", lang, animals=join(
            [name("animal", a, lang) for a, x in game.state.animals.items() if x.player in r.seats], lang)),
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
                                    loss=half(t["loss"], lang)),
                        "versus": versus_played(t, lang)}
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
