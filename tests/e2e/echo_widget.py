"""The echo board: the lower bound of the click → painted benchmark.

It is the widget itself — the same page, the same JavaScript, the same click path and the same
board — but Python answers a click at once with a change of the board made beforehand: the two
boards of the position (before and after the click's move) and the patches from each to the other
are made when it is created, and a click only sends the next patch and moves the version, in one
message. No rule, no render, no words: what is left is the least any click can cost (the kernel's
message both ways, the page patching its board and painting it). The widget's click minus the
echo's is the work ds_widget does.
"""
from __future__ import annotations

from typing import Any

from ds_widget import DominantSpeciesWidget
from ds_widget.render import patch


class EchoBoard(DominantSpeciesWidget):
    def __init__(self, **kw: Any) -> None:
        super().__init__(**kw)
        before = self.svg
        self.choose(self.game.pending.options[0].id)
        after = self.svg
        self.undo()
        # the patch to the board after the move, and back (indexed by the version it leads to)
        self._patches = (patch.diff(after, before), patch.diff(before, after))
        self.status = dict(self.status, can_undo=True)     # its Undo button answers like a click

    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("type") in ("choose", "undo"):
            with self.hold_sync():
                self.version += 1
                self._board_n += 1
                self.board_patch = {"base": self._board_n - 1, "n": self._board_n,
                                    "ops": self._patches[self.version % 2]}
