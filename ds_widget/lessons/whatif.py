"""What if in a lesson: edits on a copy of a position, each told in words with what it changed."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from IPython.display import display

from ..engine.editor import Editor
from ..engine.hexmap import hex_str, parse_hex
from ..engine.state import State
from ..explain import verdict_text
from ..game import Game
from . import exercises
from .base import EARTH, corner_of
from .display import Text

if TYPE_CHECKING:
    from .lesson import Lesson


class WhatIf:
    """Edits on a copy of a position (:class:`ds_widget.engine.editor.Editor`), each told in
    words with the dominance changes it causes. :meth:`game` plays on from the edited position."""

    def __init__(self, lesson: Lesson, game: Game) -> None:
        self.lesson = lesson
        self.editor = Editor(game.state)

    @property
    def state(self) -> State:
        return self.editor.state

    def _edit(self, kind: str, **step: Any) -> None:
        before = self.editor.state.clone()
        args = exercises.edit_args(dict(step, edit=kind))
        events = getattr(self.editor, kind)(**args)
        title = self.lesson._edit_words(before, dict(step, edit=kind))
        lines = self.lesson._events(events)
        if not any(ev.get("kind") == "dominance_changed" for ev in events):    # say so, and why
            tiles = [step["tile"]] if "tile" in step else (
                [hex_str(h) for h in before.corner_tiles(corner_of(step["corner"]))] if "corner" in step else [])
            g = Game.from_state(self.editor.state.clone())
            lines += [self.lesson.say("dominance_unchanged")] + [
                verdict_text(g.dominance(t), self.lesson.lang) for t in tiles if parse_hex(t) in g.state.tiles]
        display(Text(lines, title=title))

    def add_element(self, corner: str, element: str) -> None:
        self._edit("add_element", corner=corner, element=element)

    def remove_element(self, corner: str) -> None:
        self._edit("remove_element", corner=corner)

    def set_species(self, tile: str, animal: str, n: int) -> None:
        self._edit("set_species", tile=tile, animal=animal, n=n)

    def add_tile(self, hex: str, terrain: str) -> None:
        self._edit("add_tile", hex=hex, terrain=terrain)

    def remove_tile(self, hex: str) -> None:
        self._edit("remove_tile", hex=hex)

    def add_sheet_element(self, animal: str, element: str) -> None:
        self._edit("add_sheet_element", animal=animal, element=element)

    def remove_sheet_element(self, animal: str, element: str) -> None:
        self._edit("remove_sheet_element", animal=animal, element=element)

    def board(self, *, panels: Sequence[str] | None = EARTH) -> None:
        """The edited position, with each animal's matching written beside its species."""
        self.lesson.board(self.editor.state, panels=panels, annotate=True)

    def game(self) -> Game:
        """A new game that plays on from the edited position (drawn in the lesson's language)."""
        return self.lesson.own(Game.from_state(self.editor.finish()))  # type: ignore[no-any-return]
