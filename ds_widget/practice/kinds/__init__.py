"""The kinds of question, one module each; :data:`KIND_MODULES` lists them in the order a menu
does. A kind's module holds its maker, its ``wishes`` for the positions drawn and its tests' oracle
``expected`` (:class:`~.registry.Kind`). Each maker (``make`` in its module) takes a generator, a
position and a difficulty and returns a
:class:`~ds_widget.practice.question.Question` (without seed and difficulty, which
:func:`ds_widget.practice.generator.generate` fills in) or None when the position does not suit
it; the answer always comes from the engine's queries (:mod:`ds_widget.engine.calc`) or from the
events of the engine playing the step (:meth:`~ds_widget.engine.Match.peek` on a staged position).
What several kinds share is in :mod:`.common`.
"""
from __future__ import annotations

from .common import EARTH, FULL, dominance_lines, free_elements
from .extinction import reset_events
from .illegal import ILLEGAL_DECISIONS
from .registry import KIND_MODULES, MAKERS, Kind, Maker
from .survival import survival_lines

__all__ = ["KIND_MODULES", "MAKERS", "Kind", "Maker", "ILLEGAL_DECISIONS", "EARTH", "FULL", "dominance_lines",
           "survival_lines", "reset_events", "free_elements"]
