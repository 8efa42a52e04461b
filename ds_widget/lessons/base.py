"""What every part of a :class:`~.lesson.Lesson` shares: its language and words, and the
positions its methods accept."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.hexmap import parse_corner
from ..engine.state import State
from ..explain import describe, name
from ..game import Game
from .words import corner_id, say

#: events that only say a pawn was taken off the display; the sentences around them tell more
QUIET = ("pawn_resolved",)
#: the picture of an example: the earth and the animals' sheets
EARTH = ("board", "animals")
#: what the lesson's query methods accept: a game, a What if copy, a widget, or a bare state
Position = Game | State | Any


def state_of(game: Position) -> State:
    """The position shown: a game's or a What if copy's state, what a widget shows, or a state."""
    if hasattr(game, "session"):          # a DominantSpeciesWidget: what it shows (What if edits included)
        return game.session.shown_state()  # type: ignore[no-any-return]
    if isinstance(game, State):
        return game
    return game.state  # type: ignore[no-any-return]


def corner_of(text: str) -> Any:
    return parse_corner(corner_id(text))


class Speaker:
    """A lesson's language and its words."""

    id: str
    lang: str

    def own(self, game: Any) -> Any:
        """``game``, drawn in the lesson's language when a cell shows it bare (:attr:`Game.lang`)."""
        game.lang = self.lang
        return game

    def say(self, key: str, **fields: Any) -> str:
        return say(key, self.lang, **fields)

    def name(self, kind: str, value: str) -> str:
        """A translated name: ``lesson.name("animal", "birds")``, ``lesson.name("card", "ice_age")``."""
        return name(kind, value, self.lang)

    def _events(self, events: Iterable[dict[str, Any]]) -> list[str]:
        return [describe(e, self.lang) for e in events if e["kind"] not in QUIET]
