"""A practice session: an endless, reproducible sequence of questions, grading, and progress.

    >>> s = PracticeSession(seed=7, difficulty=1)
    >>> q = s.next_question()
    >>> g = s.answer(sorted(q.answers)[0])
    >>> g.correct, s.progress.asked(q.kind)
    (True, 1)

The same seed, difficulty and kinds give the same questions in the same order on every machine,
so a teacher can give a whole class one sequence. Progress (asked, right, streak per kind) saves
to a small JSON text and loads back, checked.

A session also keeps the learner's own mistakes (:attr:`PracticeSession.items`, see
:mod:`.mistakes`): the ones due today are asked first, as "find the better move" questions, and
rescheduled by spaced repetition; they leave the generated sequence as it was.
"""
from __future__ import annotations

import datetime
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..engine.errors import InvalidStateError, MalformedError, brief
from ..engine.rng import Rng
from ..engine.serialize import parse_json, read_limited
from ..explain import msg
from ..explain.catalog import check_lang
from .generator import KINDS, check_difficulty, check_kind, check_seed, generate, mix
from .mistakes import KIND as MISTAKE_KIND
from .mistakes import check_item, check_items, due_items, merge, question_of, schedule
from .question import Question

PROGRESS_FORMAT = "ds_widget.practice"
PROGRESS_VERSION = 1
#: the kinds progress is kept for: the generated ones and the learner's own mistakes (which are
#: not in :data:`KINDS`, so the generated sequences stay as they were)
PROGRESS_KINDS: tuple[str, ...] = KINDS + (MISTAKE_KIND,)


def check_progress_kind(kind: object) -> str:
    return MISTAKE_KIND if kind == MISTAKE_KIND else check_kind(kind)


def check_kinds(kinds: Iterable[str] | None) -> tuple[str, ...]:
    if kinds is None:
        return KINDS
    if isinstance(kinds, str):
        kinds = [kinds]
    try:
        chosen = tuple(dict.fromkeys(check_kind(k) for k in kinds))
    except TypeError:
        raise MalformedError(f"kinds must be a list of kinds of question, got {brief(kinds)}") from None
    if not chosen:
        raise MalformedError("kinds is empty: name at least one kind of question")
    return tuple(k for k in KINDS if k in chosen)


def sequence_kind(seed: int, index: int, kinds: tuple[str, ...]) -> str:
    """The kind of question number ``index`` of a session: every kind once per round of
    ``len(kinds)`` questions, in an order shuffled per round."""
    order = list(kinds)
    Rng(mix(seed, index // len(kinds), 0x6B)).shuffle(order)
    return order[index % len(kinds)]


def sequence_question(seed: int, index: int, difficulty: int, kinds: tuple[str, ...]) -> Question:
    """Question number ``index`` (from 0) of the session ``(seed, difficulty, kinds)``."""
    kind = sequence_kind(seed, index, kinds)
    return generate(kind, mix(seed, index) >> 1, difficulty)


@dataclass(frozen=True)
class Grade:
    """The verdict on one answer: right or not, the answer(s) that are right, the explanation,
    and the board things to highlight while it is shown."""

    correct: bool
    given: tuple[str, ...]
    expected: tuple[str, ...]
    """the right answers: for a ``select="one"`` question any one of them, for ``"all"`` all"""
    select: str
    explanation: str
    focus: tuple[str, ...]
    rulings: tuple[str, ...]
    kind: str
    headline: str
    """"Right!" or "Not quite: the answer is …", in the session's language"""

    def to_dict(self) -> dict[str, Any]:
        return {"correct": self.correct, "given": list(self.given), "expected": list(self.expected),
                "select": self.select, "explanation": self.explanation, "focus": list(self.focus),
                "rulings": list(self.rulings), "kind": self.kind, "headline": self.headline}


def grade(q: Question, value: Any, lang: str = "en") -> Grade:
    """Grade ``value`` as an answer to ``q`` (see :meth:`Question.normalise` for the forms)."""
    check_lang(lang)
    given = q.normalise(value)
    correct = q.is_correct(given)
    expected = tuple(sorted(q.answers))
    if correct:
        head = msg("practice.grade.right", lang)
    else:
        key = "wrong_any" if q.select == "one" and len(q.answers) > 1 else "wrong"
        head = msg(f"practice.grade.{key}", lang, expected=q.expected_text(lang))
    text = q.explanation(lang)
    if q.rulings:
        text += " " + msg("practice.grade.rulings", lang, rulings=", ".join(q.rulings))
    return Grade(correct, tuple(sorted(given)), expected, q.select, text, q.focus, q.rulings, q.kind, head)


@dataclass
class KindProgress:
    asked: int = 0
    right: int = 0
    streak: int = 0
    """right answers in a row, up to the last one"""
    best: int = 0

    def to_dict(self) -> dict[str, int]:
        return {"asked": self.asked, "right": self.right, "streak": self.streak, "best": self.best}


@dataclass
class Progress:
    """Asked, right and streak per kind of question."""

    kinds: dict[str, KindProgress] = field(default_factory=dict)

    def record(self, kind: str, correct: bool) -> None:
        p = self.kinds.setdefault(check_progress_kind(kind), KindProgress())
        p.asked += 1
        if correct:
            p.right += 1
            p.streak += 1
            p.best = max(p.best, p.streak)
        else:
            p.streak = 0

    def asked(self, kind: str | None = None) -> int:
        return self._sum("asked", kind)

    def right(self, kind: str | None = None) -> int:
        return self._sum("right", kind)

    def streak(self, kind: str) -> int:
        p = self.kinds.get(kind)
        return p.streak if p else 0

    def _sum(self, what: str, kind: str | None) -> int:
        rows = self.kinds.values() if kind is None else [self.kinds[kind]] if kind in self.kinds else []
        return sum(getattr(p, what) for p in rows)

    def to_dict(self) -> dict[str, Any]:
        return {k: self.kinds[k].to_dict() for k in PROGRESS_KINDS if k in self.kinds}

    @classmethod
    def from_dict(cls, data: Any) -> Progress:
        if not isinstance(data, dict):
            raise InvalidStateError(f"progress must be an object of kinds, got {type(data).__name__}")
        out = cls()
        for kind, row in data.items():
            if kind not in PROGRESS_KINDS:
                raise InvalidStateError(f"unknown kind of question {brief(kind)} in the progress")
            if not isinstance(row, dict) or set(row) != {"asked", "right", "streak", "best"}:
                raise InvalidStateError(f"progress of {kind} must have asked, right, streak and best")
            vals = {}
            for k, v in row.items():
                if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 10**9:
                    raise InvalidStateError(f"progress of {kind}: {k} must be a whole number >= 0, got {brief(v)}")
                vals[k] = v
            if not (vals["right"] <= vals["asked"] and vals["streak"] <= vals["best"] <= vals["right"]):
                raise InvalidStateError(f"progress of {kind} does not add up: {row}")
            out.kinds[kind] = KindProgress(**vals)
        return out


class PracticeSession:
    """Questions one after the other, each graded at once; progress per kind.

    ``seed``, ``difficulty`` (1 start position, 2 mid-game, 3 crowded late game) and ``kinds``
    (default: all of :data:`KINDS`) fix the sequence of questions. ``lang`` is the language of
    the grades' words (questions are worded on demand in any language).

    :attr:`items` are the learner's mistakes (:func:`.mistakes.mistake_item`, added with
    :meth:`add_mistakes`); those due by :attr:`today` come before the sequence, each at most once
    per session object, and do not move it on.
    """

    def __init__(self, seed: int = 0, difficulty: int = 1, kinds: Iterable[str] | None = None,
                 lang: str = "en") -> None:
        self.seed = check_seed(seed)
        self.difficulty = check_difficulty(difficulty)
        self.kinds = check_kinds(kinds)
        self.lang = check_lang(lang)
        self.index = 0
        """how many questions have been asked"""
        self.progress = Progress()
        self.current: Question | None = None
        """the question waiting for an answer, or None"""
        self.last_grade: Grade | None = None
        self.items: list[dict[str, Any]] = []
        """the learner's mistakes to practise (:mod:`.mistakes`), each with its due date"""
        self.today: Callable[[], datetime.date] = datetime.date.today
        """what day it is (a hook: tests and front ends may replace it)"""
        self.current_item: str | None = None
        """the id of the mistake item the current question comes from, or None"""
        self._served: set[str] = set()

    def add_mistakes(self, items: Iterable[dict[str, Any]]) -> int:
        """Add mistake items (each checked with :func:`.mistakes.check_item`; one whose id is
        already there is left out); at most :data:`.mistakes.MAX_ITEMS` are kept, the ones due
        first dropped first. Raises :class:`InvalidStateError` for a bad item (nothing added).
        Returns how many were new."""
        if isinstance(items, dict) or not isinstance(items, Iterable):
            raise MalformedError(f"items must be a list of mistake items, got {brief(items)}")
        checked = [check_item(x) for x in items]
        before = {x["id"] for x in self.items}
        self.items = merge(self.items, checked)
        return len({x["id"] for x in self.items} - before)

    def due(self) -> list[dict[str, Any]]:
        """The mistake items due today, the longest due first."""
        return due_items(self.items, self.today())

    def next_question(self) -> Question:
        """The next question: a mistake item due today first (one not yet asked by this session
        object), else the next of the sequence (an unanswered one is skipped, and not counted)."""
        self.last_grade = None
        for item in self.due():
            if item["id"] not in self._served:
                self._served.add(item["id"])
                self.current = question_of(item)
                self.current_item = item["id"]
                return self.current
        q = sequence_question(self.seed, self.index, self.difficulty, self.kinds)
        self.index += 1
        self.current = q
        self.current_item = None
        return q

    def answer(self, value: Any) -> Grade:
        """Grade ``value`` for the current question and record it. Raises
        :class:`MalformedError` when no question waits for an answer or the answer has the wrong
        form (the question then still waits)."""
        q = self.current
        if q is None:
            raise MalformedError("no question is waiting for an answer: call next_question() first")
        g = grade(q, value, self.lang)
        self.progress.record(q.kind, g.correct)
        if self.current_item is not None:
            today = self.today()
            self.items = [schedule(x, g.correct, today) if x["id"] == self.current_item else x
                          for x in self.items]
        self.current = None
        self.current_item = None
        self.last_grade = g
        return g

    # ------------------------------------------------------------------------------ files
    def to_dict(self) -> dict[str, Any]:
        return {"format": PROGRESS_FORMAT, "version": PROGRESS_VERSION, "seed": self.seed,
                "difficulty": self.difficulty, "kinds": list(self.kinds), "lang": self.lang,
                "asked": self.index, "progress": self.progress.to_dict(),
                "items": [dict(x) for x in self.items]}

    def to_json(self) -> str:
        """The session (its sequence and where it stands) and the progress, as JSON text."""
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_json(cls, text: str | bytes | dict[str, Any]) -> PracticeSession:
        """A session saved by :meth:`to_json`; the next question is the one that would have come
        next. Raises :class:`InvalidStateError` for anything else."""
        # size, encoding and nesting depth checked before parsing, as for saved games
        data = parse_json(text) if isinstance(text, (str, bytes)) else text
        if not isinstance(data, dict) or data.get("format") != PROGRESS_FORMAT:
            raise InvalidStateError(f"not a ds_widget practice file (expected format {brief(PROGRESS_FORMAT)})")
        if data.get("version") != PROGRESS_VERSION:
            raise InvalidStateError(f"practice file version {brief(data.get('version'))} is not supported")
        extra = set(data) - {"format", "version", "seed", "difficulty", "kinds", "lang", "asked", "progress",
                             "items"}
        if extra:
            raise InvalidStateError(f"unknown fields in the practice file: {', '.join(sorted(extra))}")
        try:
            s = cls(data.get("seed"), data.get("difficulty"), data.get("kinds"), data.get("lang", "en"))  # type: ignore[arg-type]
        except MalformedError as exc:
            raise InvalidStateError(f"bad practice file: {exc}") from None
        asked = data.get("asked")
        if isinstance(asked, bool) or not isinstance(asked, int) or not 0 <= asked <= 10**9:
            raise InvalidStateError(f"asked must be a whole number >= 0, got {brief(asked)}")
        s.index = asked
        s.progress = Progress.from_dict(data.get("progress", {}))
        generated = s.progress.asked() - s.progress.asked(MISTAKE_KIND)    # mistakes are not in the sequence
        if generated > asked:
            raise InvalidStateError(f"the progress counts {generated} answers but only {asked} questions")
        s.items = check_items(data.get("items", []))   # optional: older files have none
        return s

    def save(self, path: str | Path) -> Path:
        p = Path(path)
        p.write_text(self.to_json(), encoding="utf-8")
        return p

    @classmethod
    def load(cls, path: str | Path) -> PracticeSession:
        try:
            raw = read_limited(path)          # the size first: never more than the limit + 1 bytes
        except OSError as exc:
            raise InvalidStateError(f"cannot read the practice file {brief(str(path))}: "
                                    f"{exc.strerror or exc}") from None
        return cls.from_json(raw)

    def summary(self, lang: str | None = None) -> list[dict[str, Any]]:
        """Progress per kind, in words: kind name, asked, right, streak, best."""
        lang = check_lang(lang or self.lang)
        return [{"kind": k, "name": msg(f"practice.kind.{k}", lang), **p.to_dict()}
                for k, p in ((k, self.progress.kinds.get(k)) for k in self.kinds + (MISTAKE_KIND,)) if p]

    def __repr__(self) -> str:
        return (f"<PracticeSession seed={self.seed} difficulty={self.difficulty} asked={self.index} "
                f"right={self.progress.right()}>")

