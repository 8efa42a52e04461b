"""Practice: endless questions drawn from real positions, answered, graded and explained by the
engine (RULES.md), in English, Italian and German.

* :func:`generate` — one question of a kind from a seed and a difficulty;
* :class:`PracticeSession` — a reproducible sequence of questions, :class:`Grade` for each
  answer, :class:`Progress` per kind, saved to and loaded from JSON;
* :func:`worksheet` — N questions with their pictures in a printable HTML file, plus the key.

The generator uses the engine, the words and the bots only; the worksheet also draws with the
renderer.
"""
from .generator import KINDS, generate
from .positions import DIFFICULTIES
from .printout import worksheet
from .question import Question
from .session import Grade, PracticeSession, Progress, grade

__all__ = ["KINDS", "DIFFICULTIES", "generate", "Question", "PracticeSession", "Grade", "Progress",
           "grade", "worksheet"]
