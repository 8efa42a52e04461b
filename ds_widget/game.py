"""The user-facing :class:`Game`: the engine's game plus notebook display.

It adds only presentation to :class:`ds_widget.engine.game.Game`: a bare ``Game`` in a notebook
cell draws the board (``_repr_svg_``), with no widget needed, so exported notebooks show it too.
"""
from __future__ import annotations

from .engine.game import Game as EngineGame


class Game(EngineGame):
    """A game of Dominant Species (see :class:`ds_widget.engine.game.Game`)."""

    def svg(self, **options: object) -> str:
        """The whole table as an SVG document (see :func:`ds_widget.render.render_svg`)."""
        from .render import render_svg
        return render_svg(self.state, decision=self.pending, events=self.last_events,
                          **options)  # type: ignore[arg-type]

    def _repr_svg_(self) -> str:
        return self.svg()
