"""Practice inside a lesson notebook: :class:`Drill` asks the questions of a
:class:`~ds_widget.practice.PracticeSession` one cell at a time, shows each with its picture and
lettered choices, grades an answer given by letter or number, and shows the progress.

    drill = lesson.practice(seed=10, difficulty=1)
    drill.ask()            # the question, its picture, choices A, B, C …
    drill.answer("B")      # or drill.answer(6), or drill.answer("A", "C") for "choose all"
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from IPython.display import display

from ..engine.errors import MalformedError, brief
from ..explain import msg
from ..practice import KINDS, PracticeSession, Question, generate, grade, worksheet
from ..practice.printout import pictures
from ..practice.words import sentence
from .display import Pictures, Table, Text

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


class Drill:
    """Questions asked and graded in a notebook, in the lesson's language."""

    def __init__(self, lang: str, seed: int = 0, difficulty: int = 1, kinds: Iterable[str] | None = None) -> None:
        self.lang = lang
        self.session = PracticeSession(seed, difficulty, kinds, lang)
        self.question: Question | None = None

    def ask(self) -> None:
        """The next question: its picture, its words and, for a choice, the lettered choices."""
        q = self.question = self.session.next_question()
        lang = self.lang
        title = f"{msg('practice.sheet.question', lang, n=self.session.index)} · {msg(f'practice.kind.{q.kind}', lang)}"
        display(Text([q.text(lang)], title=title, bullets=False))
        display(Pictures([("", "".join(f'<div style="margin-bottom:6px">{svg}</div>'
                                        for _p, svg, _h in pictures(q, lang)))], summary=q.text(lang)))
        if q.format == "choice":
            display(Text([f"{LETTERS[i]} — {c['label']}" for i, c in enumerate(q.choices(lang))], bullets=False))
        display(Text([msg(f"lesson.practice.how_{self._how(q)}", lang)], bullets=False))

    @staticmethod
    def _how(q: Question) -> str:
        return "number" if q.format == "number" else q.select

    def _value(self, q: Question, given: Sequence[Any]) -> Any:
        if q.format == "number":
            if len(given) != 1:
                raise MalformedError("this question takes one number: drill.answer(7)")
            return given[0]
        letters = "".join(str(g) for g in given).replace(",", "").replace(" ", "").upper()
        values = []
        for ch in letters:
            i = LETTERS.find(ch)
            if not 0 <= i < len(q.candidates):
                raise MalformedError(f"{brief(ch)} is not one of the choices A–{LETTERS[len(q.candidates) - 1]}")
            values.append(q.candidates[i])
        return values[0] if q.select == "one" and len(values) == 1 else values

    def answer(self, *given: Any) -> None:
        """Grade an answer to the question asked last: a number, or the letters of the choices.
        Only the first answer to a question counts in the progress; later ones are graded too."""
        q = self.question
        if q is None:
            raise MalformedError("ask a question first: drill.ask()")
        if self.session.current is q:
            g = self.session.answer(self._value(q, given))
        else:                        # another try at the same question: graded, not counted again
            g = grade(q, self._value(q, given), self.lang)
        lines = [sentence(x, self.lang) for x in q.explanation_lines]
        if g.rulings:
            lines.append(msg("practice.grade.rulings", self.lang, rulings=", ".join(g.rulings)))
        display(Text(lines, title=g.headline, bullets=False))

    def progress(self) -> None:
        """Questions asked and answered right, per kind."""
        lang = self.lang
        rows = [[r["name"], r["asked"], r["right"], r["streak"]] for r in self.session.summary(lang)]
        display(Table([msg(f"lesson.practice.col_{c}", lang) for c in ("kind", "asked", "right", "streak")], rows))


def kinds_table(lang: str, seed: int = 1, difficulty: int = 2) -> None:
    """Every kind of question with an example of it."""
    rows = [[msg(f"practice.kind.{k}", lang), generate(k, seed, difficulty).text(lang)] for k in KINDS]
    display(Table([msg("lesson.practice.col_kind", lang), msg("lesson.practice.col_example", lang)], rows))


def write_worksheet(lang: str, n: int, seed: int, difficulty: int, folder: str | Path = ".") -> tuple[Path, Path]:
    """A printable worksheet of ``n`` questions and its answer key, written to ``folder``."""
    folder = Path(folder)
    sheet, key = worksheet(n=n, seed=seed, difficulty=difficulty, lang=lang,
                           path=folder / msg("lesson.practice.sheet_file", lang))
    display(Text([msg("lesson.practice.worksheet", lang, n=n, sheet=sheet.name, answers=key.name)], bullets=False))
    return sheet, key
