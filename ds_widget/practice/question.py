"""A practice question as data: the position, what is asked, the answer format, the complete set of
correct answers, and the explanation — all as catalog keys with typed fields, worded on demand in
any language (:meth:`Question.text`, :meth:`Question.explanation`).

Answers are strings:

* a number: ``"6"``;
* a board thing, named as the renderer names it (``data-target``): a tile ``"tile-1,0"``, an empty
  hex ``"hex-2,-1"``, a corner ``"corner-1,0E"``, an animal (its sheet) ``"animal-birds"``, an
  eyeball space ``"space-speciation.3"``;
* a button: ``"nobody"`` (no animal), ``"none"`` (an empty set), or an option of the position's
  decision that is no board thing, ``"option:<option id>"`` (``"option:decline"``); any candidate
  of the question itself is an answer it takes.

``select`` says how many to give: ``"one"`` (any one of :attr:`Question.answers` is right) or
``"all"`` (exactly the set :attr:`Question.answers`, in any order; ``"none"`` stands for the empty
set).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import MalformedError, brief
from ..engine.flow import Decision, Option
from ..engine.state import State
from .words import Line, line_text, sentence, value_label

FORMATS = ("number", "choice")
BUTTONS = ("nobody", "none")
#: an answer names at most this many things (a question's candidates are far fewer), and a number
#: in an answer is at most this large: no count in the game comes near it
MAX_ITEMS = 100
MAX_NUMBER = 10 ** 6
#: the board things that can be an answer, as the renderer names them
TARGET = re.compile(r"(tile|hex)--?\d+,-?\d+|corner--?\d+,-?\d+[EW]|animal-[a-z]+|space-[a-z]+\.\d")


@dataclass
class Question:
    """One question (see the module docstring for the answer strings)."""

    kind: str
    """the kind of question (:data:`ds_widget.practice.KINDS`)"""
    variant: str
    seed: int
    difficulty: int
    state: State
    """the position the question is about (read it, never change it)"""
    source: dict[str, Any]
    """where the position comes from: a start position, or a bot game and ply"""
    prompt: Line
    format: str
    """``"number"`` (type a whole number) or ``"choice"`` (click candidates: board things or buttons)"""
    select: str
    """``"one"`` or ``"all"``"""
    answers: frozenset[str]
    candidates: tuple[str, ...] = ()
    """what may be clicked or pressed (board things and buttons); empty for a number"""
    explanation_lines: tuple[Line, ...] = ()
    focus: tuple[str, ...] = ()
    """board things the explanation talks about (renderer targets), to highlight"""
    subject: tuple[str, ...] = ()
    """board things the question is about, to mark while it is asked"""
    rulings: tuple[str, ...] = ()
    """rulings of docs/rules.md §13 the answer depends on (``"R36"``)"""
    panels: tuple[str, ...] = ("board", "animals")
    """the panels of the table a picture of the question needs (:func:`ds_widget.render.render_svg`)"""
    facts: dict[str, Any] = field(default_factory=dict)
    """the computed quantities behind the answer, as data (for tests and front ends)"""
    record: dict[str, Any] | None = None
    """the game record that reaches :attr:`state` from its setup (None: the state is a fragment
    of an earth set up for the question, :mod:`ds_widget.engine.fragment`)"""

    # ------------------------------------------------------------------------------ words
    def text(self, lang: str = "en") -> str:
        """The question in words."""
        return line_text(self.prompt, lang)

    def explanation(self, lang: str = "en") -> str:
        """Why the answer is what it is, sentence by sentence."""
        return " ".join(sentence(x, lang) for x in self.explanation_lines)

    def choices(self, lang: str = "en") -> list[dict[str, str]]:
        """The candidates with their labels (for buttons, or a printed list)."""
        return [{"value": c, "label": value_label(c, self.state, lang, self.candidates)} for c in self.candidates]

    def expected_text(self, lang: str = "en") -> str:
        """The correct answer(s) in words."""
        return ", ".join(value_label(a, self.state, lang, self.candidates)
                         for a in sorted(self.answers, key=_order))

    # ---------------------------------------------------------------------------- answers
    def normalise(self, value: Any) -> frozenset[str]:
        """A learner's answer as a set of answer strings; raises :class:`MalformedError` for
        something that is not an answer of this question's format."""
        if isinstance(value, (str, int)) and not isinstance(value, bool):
            items = [value]
        elif isinstance(value, (list, tuple, set, frozenset)) and len(value) <= MAX_ITEMS:
            items = list(value)
        else:
            raise MalformedError(f"an answer is a string, a number or a list of at most {MAX_ITEMS} of "
                                 f"them, got {brief(value)}")
        out = set()
        for v in items:
            if isinstance(v, bool) or not isinstance(v, (str, int)) or (
                    isinstance(v, int) and abs(v) > MAX_NUMBER) or (isinstance(v, str) and len(v) > 60):
                raise MalformedError(f"not an answer: {brief(v)}")
            s = str(v).strip()
            if s.startswith("answer:"):            # an option id of :meth:`board_decision`
                s = s[7:]
            if self.format == "number":
                try:
                    s = str(int(s))
                except ValueError:
                    raise MalformedError(f"this question asks for a whole number, got {brief(v)}") from None
            elif not (s in BUTTONS or TARGET.fullmatch(s) or s in self.candidates):
                raise MalformedError(f"{brief(v)} is neither a board thing ('tile-1,0', 'corner-1,0E', "
                                     "'animal-birds' …) nor a button ('nobody', 'none')")
            out.add(s)
        if not out:
            out = {"none"}
        if self.select == "one" and len(out) != 1:
            raise MalformedError(f"this question takes one answer, got {len(out)}")
        return frozenset(out)

    def is_correct(self, value: Any) -> bool:
        given = self.normalise(value)
        if self.select == "one":
            return next(iter(given)) in self.answers
        return given == self.answers

    def board_decision(self) -> Decision:
        """The candidates as a decision the renderer understands: every board candidate gets
        ``data-choice="answer:<target>"`` and is drawn clickable; buttons are left to the page."""
        opts = [Option("answer", c, c) for c in self.candidates if c not in BUTTONS and not c.startswith("option:")]
        d = Decision("", "practice", opts, "practice")
        d.state = self.state
        return d

    def to_dict(self, lang: str = "en") -> dict[str, Any]:
        """The question as plain data with its words in ``lang`` (the position not included)."""
        return {"kind": self.kind, "variant": self.variant, "seed": self.seed,
                "difficulty": self.difficulty, "source": dict(self.source), "text": self.text(lang),
                "format": self.format, "select": self.select, "answers": sorted(self.answers, key=_order),
                "choices": self.choices(lang), "explanation": self.explanation(lang),
                "focus": list(self.focus), "subject": list(self.subject), "rulings": list(self.rulings)}

    def __repr__(self) -> str:
        return f"<Question {self.kind}/{self.variant} seed={self.seed} d={self.difficulty}: {self.text()}>"


def _order(value: str) -> tuple[int, int, str]:
    return (0, int(value), "") if value.lstrip("-").isdigit() else (1, 0, value)
