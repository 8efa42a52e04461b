"""Files in and out of the widget: the game saved and loaded (content from the page, a path only
from Python), the board's picture exported."""
from __future__ import annotations

import json
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from .modes.transitions import EXPORT
from .protocol import MAX_TEXT, Str, message
from .session import Session, read_if_path

if TYPE_CHECKING:
    from .modes.transitions import Event

W = TypeVar("W", bound="GameFiles")


class GameFiles:
    """The widget's save, load and export, and their messages (in every mode)."""
    session: Session
    example: dict[str, Any]
    download: dict[str, Any]

    if TYPE_CHECKING:           # the widget's own, for the type checker only
        def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None: ...
        def table_svg(self, events: list[dict[str, Any]] | None = None) -> str: ...
        def allows(self, event: Event) -> bool: ...

    def save(self, path: str | Path | None = None) -> str:
        """The game record as JSON (history included); written to ``path`` if given."""
        text = json.dumps(self.session.game.record())
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def load(self: W, data: str | bytes | Path) -> W:
        """Load a saved record or state — JSON text or bytes, or (from Python only) a file path —
        and return the widget, so that ``DominantSpeciesWidget().load("game.json")`` shows it."""
        self._load_content(read_if_path(data))
        return self

    def export_svg(self, path: str | Path) -> None:
        """Write the picture of the game's table to ``path`` (not in Practice mode)."""
        self.allows(EXPORT)                    # refused in Practice
        Path(path).write_text(self.table_svg(), encoding="utf-8")

    @message("load", text=Str(max_len=MAX_TEXT))
    def _load_content(self, text: str | bytes) -> None:
        """Load file *content* (what the page's file chooser read); never opens a path."""
        self.session.load(text)
        self.example = {}
        self._after_change()

    @message("save")
    def _save_download(self) -> None:
        self.download = {"name": "dominant_species_game.json", "mime": "application/json",
                         "text": self.save(), "nonce": time.monotonic()}

    @message("export_svg")
    def _export_download(self) -> None:
        self.download = {"name": "dominant_species_board.svg", "mime": "image/svg+xml",
                         "text": str(self.table_svg()), "nonce": time.monotonic()}
