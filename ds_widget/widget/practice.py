"""Practice at the table: a :class:`~ds_widget.practice.PracticeSession` with the question on
show, what the learner has picked so far and the answer given (no traitlets and no words here;
the widget turns a desk into the ``practice`` trait with :func:`.payloads.practice`).

An answer comes as a *pick* (a board thing or a button, from a click) or as typed text (a
number). A question that takes one answer is graded at the first pick; one that asks for *all*
of a set collects picks until the learner presses Check.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.errors import MalformedError
from ..practice import Grade, PracticeSession, Question, grade
from ..practice.generator import check_difficulty
from ..practice.printout import pictures
from .protocol import ProtocolError

#: the longest number a learner may type (VP on a crowded board stay far below)
MAX_NUMBER_TEXT = 6


class PracticeDesk:
    """The practice going on in one widget."""

    def __init__(self, seed: int, difficulty: int = 1, kinds: Iterable[str] | None = None,
                 lang: str = "en", mistakes: list[dict[str, Any]] | None = None) -> None:
        self.session = PracticeSession(seed, difficulty, kinds, lang)
        if mistakes:                # the learner's mistakes first, when due (a review's, see widget/review.py)
            self.session.add_mistakes(mistakes)
        self.served_items = 0
        """questions made from the learner's mistakes so far (they do not advance the sequence)"""
        self.question: Question = self.session.next_question()
        self.picked: list[str] = []
        """what the learner has clicked so far, for a question that asks for all of a set"""
        self.given: frozenset[str] | None = None
        """the answer graded, once there is one"""

    @property
    def number(self) -> int:
        """The question's number in the session, from 1 (a question made from a mistake counts too)."""
        return self.session.index + self.served_items

    @property
    def answered(self) -> bool:
        return self.given is not None

    def grade(self, lang: str) -> Grade | None:
        """The verdict on the answer given, worded in ``lang`` (None before an answer)."""
        return None if self.given is None else grade(self.question, self.given, lang)

    # --------------------------------------------------------------------------- answers
    def _check_open(self, number: int | None) -> None:
        if number is not None and number != self.number:
            raise ProtocolError("message/stale_version", "that answer was for an earlier question; "
                                "here is the question now on the board")
        if self.answered:
            raise ProtocolError("practice/answered", "this question is answered already: "
                                "press Next question")

    def pick(self, value: str, number: int | None = None) -> bool:
        """A click on a candidate. Returns True when it answered the question (one answer, or the
        button "none"), False when it was added to (or taken from) the picks."""
        self._check_open(number)
        q = self.question
        if value not in q.candidates:
            raise ProtocolError("practice/not_a_choice", "that is not one of the marked choices")
        if q.select == "one":
            self.answer(value)
            return True
        if value == "none":
            self.answer([])
            return True
        if value in self.picked:
            self.picked.remove(value)
        else:
            self.picked.append(value)
        return False

    def check(self, number: int | None = None) -> None:
        """Grade the picks collected so far (a question that asks for all of a set)."""
        self._check_open(number)
        if self.question.format != "choice" or self.question.select != "all":
            raise ProtocolError("practice/bad_answer", "this question is answered with one click or a number")
        self.answer(list(self.picked))

    def type_number(self, text: str, number: int | None = None) -> None:
        """Grade a typed whole number."""
        self._check_open(number)
        if self.question.format != "number":
            raise ProtocolError("practice/bad_answer", "this question is answered on the board, not with a number")
        s = text.strip()
        if not s or len(s) > MAX_NUMBER_TEXT or not s.lstrip("-").isdigit():
            raise ProtocolError("practice/bad_answer", "type a whole number, e.g. 7")
        self.answer(int(s))

    def answer(self, value: Any) -> None:
        """Grade ``value`` (any form :meth:`Question.normalise` takes) and record it."""
        try:
            g = self.session.answer(value)
        except MalformedError as exc:          # a form the question does not take: still open
            raise ProtocolError("practice/bad_answer", str(exc)) from None
        self.given = frozenset(g.given)

    # ------------------------------------------------------------------------- moving on
    def next_question(self) -> None:
        self.question = self.session.next_question()
        self.served_items += self.session.current_item is not None
        self.picked = []
        self.given = None

    def set_difficulty(self, difficulty: int) -> None:
        """The next questions' difficulty (the progress is kept); a new question at once."""
        self.session.difficulty = check_difficulty(difficulty)
        self.next_question()

    def load(self, text: str | bytes) -> None:
        """Progress saved by :meth:`to_json` (content, never a path); the next question of that
        session comes on. Raises :class:`~ds_widget.engine.errors.InvalidStateError` for anything
        else, and then nothing changes."""
        self.session = PracticeSession.from_json(text)
        self.served_items = 0
        self.next_question()

    def to_json(self) -> str:
        return self.session.to_json()

    # ------------------------------------------------------------------------ the board
    def highlight(self) -> tuple[str, ...]:
        """What the board marks: the things asked about while the question is open, those the
        explanation talks about once it is answered."""
        return self.question.focus if self.answered else self.question.subject


def practice_svg(q: Question, lang: str, decision: Any, highlight: tuple[str, ...], presentation: bool,
                 theme: dict[str, str] | None = None) -> str:
    """The question's pictures, one after the other: the earth cut to its tiles (with the
    coordinates the questions name) and the animals' sheets, or the action display."""
    return "".join(f'<div class="ds-pic ds-pic-{part}">{svg}</div>'
                   for part, svg, _h in pictures(q, lang, decision=decision, highlight=highlight,
                                                 presentation=presentation, theme=theme))
