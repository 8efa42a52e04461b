"""The Dominant Species rules engine: pure Python, standard library only.

Everything a driver needs is here: :class:`Game` (setup, the pending decision, choices, history,
files), the calculations of :mod:`.calc`, the errors of :mod:`.errors` and the message catalog of
:mod:`.text`. Nothing in this package imports a widget, SVG or Jupyter library.
"""
from .errors import DSError, GameOverError, IllegalChoiceError, InvalidStateError, MalformedError, SetupError  # noqa: F401
from .flow import Decision, Option  # noqa: F401
from .game import Game  # noqa: F401
from .state import State  # noqa: F401

__all__ = ["Game", "Decision", "Option", "State", "DSError", "GameOverError",
           "IllegalChoiceError", "InvalidStateError", "MalformedError", "SetupError"]
