"""The Dominant Species rules engine: pure Python, standard library only.

Everything a driver needs is here: :class:`Match` (setup, the pending decision, choices, history,
files), the calculations of :mod:`.calc` and the errors of :mod:`.errors`. The engine speaks in
data (events, decisions, option ids); :mod:`ds_widget.explain` words it. Nothing in this package
imports a widget, SVG or Jupyter library, nor any module above it.
"""
from .errors import DSError, GameOverError, IllegalChoiceError, InvalidStateError, MalformedError, SetupError  # noqa: F401
from .flow import Decision, Option  # noqa: F401
from .match import Match  # noqa: F401
from .state import State  # noqa: F401

__all__ = ["Match", "Decision", "Option", "State", "DSError", "GameOverError",
           "IllegalChoiceError", "InvalidStateError", "MalformedError", "SetupError"]
