"""What every bot is: it reads ``game.pending`` and returns one of its option ids.

Bots decide through the same door as everyone (the pending decision, its options, ``choose``) and
use the standard library only, like the engine; their reasons are worded by
:mod:`ds_widget.explain`.
"""
from __future__ import annotations

from typing import Protocol

from ..engine.match import Match


class Bot(Protocol):
    name: str

    def pick(self, game: Match) -> str:
        """The option id to play for the pending decision."""
