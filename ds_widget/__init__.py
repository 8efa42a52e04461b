"""ds_widget: learn Dominant Species by playing it in Jupyter.

The rules engine (:mod:`ds_widget.engine`) is pure Python; the renderer and the widget are
imported lazily, so ``import ds_widget`` stays light.
"""
from __future__ import annotations

from typing import Any

from .engine import DSError, GameOverError, IllegalChoiceError, InvalidStateError, MalformedError, SetupError
from .game import Game, new_game

__version__ = "0.1.0"
__all__ = ["Game", "new_game", "DominantSpeciesWidget", "render_svg", "DSError",
           "IllegalChoiceError", "InvalidStateError", "MalformedError", "SetupError",
           "GameOverError"]


def __getattr__(name: str) -> Any:
    if name == "DominantSpeciesWidget":
        from .widget import DominantSpeciesWidget
        return DominantSpeciesWidget
    if name == "render_svg":
        from .render import render_svg
        return render_svg
    raise AttributeError(name)
