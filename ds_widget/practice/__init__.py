"""Practice: endless questions drawn from real positions, answered, graded and explained by the
engine (docs/rules.md), in English, Italian and German.

* :func:`generate` — one question of a kind from a seed and a difficulty;
* :class:`PracticeSession` — a reproducible sequence of questions, :class:`Grade` for each
  answer, :class:`Progress` per kind, saved to and loaded from JSON;
* :func:`mistake_item` — a learner's mistake (from a game review) as an item a session asks
  again as "find the better move", on a spaced-repetition :func:`schedule`;
* :func:`worksheet` — N questions with their pictures in a printable HTML file, plus the key.

The generator uses the engine, the words and the bots only; :func:`worksheet` also draws with the
renderer, so it is imported on first use and ``import ds_widget.practice`` loads no SVG library.
"""
from __future__ import annotations

from typing import Any

from .generator import KINDS, generate
from .mistakes import check_item, due_items, mistake_item, question_of, schedule
from .positions import DIFFICULTIES
from .question import Question
from .session import Grade, PracticeSession, Progress, grade

__all__ = ["KINDS", "DIFFICULTIES", "generate", "Question", "PracticeSession", "Grade", "Progress",
           "grade", "worksheet", "mistake_item", "check_item", "schedule", "due_items", "question_of"]


def __getattr__(name: str) -> Any:
    if name == "worksheet":
        from .printout import worksheet
        return worksheet
    raise AttributeError(name)
