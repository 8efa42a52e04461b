"""The board on the page: sent as a whole or as a patch of what changed (:mod:`ds_widget.render.patch`),
and as a still picture where the widget cannot run."""
from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any

from IPython.display import display

from ..explain import msg
from ..render import patch as pictures
from .protocol import message

#: a patch is sent when it is at most this share of the whole picture (else the picture itself)
PATCH_AT_MOST = 0.5


def still_picture(svg: str) -> str:
    """The widget's picture as plain HTML: no script, scaled to the width of the page."""
    return f'<div class="ds-still" style="max-width:100%;overflow:hidden">{svg}</div>'


class BoardSender:
    """The widget's board traits (``board``, ``board_patch``, ``svg``) kept and sent."""

    svg: str
    board: dict[str, Any]
    board_patch: dict[str, Any]
    lang: str
    _board_n: int = 0
    """the number of the board the page was last sent (each new picture gets the next one)"""
    _board_tree: pictures.Node | None = None

    if TYPE_CHECKING:           # anywidget's, for the type checker only
        def _repr_mimebundle_(self, **kwargs: Any) -> Any: ...

    def _ipython_display_(self) -> None:
        """Two outputs: a still picture of the board as it is now (plain HTML, no script), then the
        live view. Where the widget cannot run — nbconvert's HTML, GitHub, a notebook viewer, a
        saved notebook opened without its kernel — the picture stays; where it runs, the live view
        hides the picture above it (``js/``)."""
        display({"text/html": still_picture(self.svg), "text/plain": msg("ui.still_plain", self.lang)},
                raw=True)
        bundle = self._repr_mimebundle_()
        if bundle is not None:
            data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
            display(data, metadata=meta, raw=True)

    def _show_board(self, svg: str) -> None:
        """Send the page the new picture: what changed since the last one when that is small (one
        message with the version, so a patched board and its marker arrive together), else whole."""
        if svg == self.svg and self.board:
            return
        old, self._board_n = self._board_tree, self._board_n + 1
        tree = pictures.parse(svg, like=(self.svg, old) if old is not None else None)
        ops = pictures.diff(self.svg, svg, old, tree) if old is not None else None
        if ops is not None and pictures.size(ops) <= PATCH_AT_MOST * len(svg):
            self.board_patch = {"base": self._board_n - 1, "n": self._board_n, "ops": ops}
        else:
            self.board = {"n": self._board_n, "svg": svg}
        self.svg, self._board_tree = svg, tree

    @message("board")
    def _send_whole_board(self) -> None:
        """The page could not apply a patch (it missed one, or a new view opened): the picture whole."""
        self.board = {"n": self._board_n, "svg": self.svg, "nonce": time.monotonic()}
