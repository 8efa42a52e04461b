"""Helpers for the lesson notebooks (``notebooks/<lang>/``): one :class:`Lesson` per notebook shows
boards, sentences and tables in the lesson's language, plays rulebook examples and card demos, and
reveals the stored, engine-checked solution of each exercise. A driver at the top, like the widget:
it uses the engine, the words, the renderer and the bots."""
from .display import Details, Pictures, Table, Text
from .lesson import Lesson
from .whatif import WhatIf

__all__ = ["Lesson", "WhatIf", "Text", "Table", "Pictures", "Details"]
