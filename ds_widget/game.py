"""The user-facing :class:`Game`: the engine's :class:`~ds_widget.engine.Match` plus its picture.

It adds only presentation to the engine's match: a bare ``Game`` in a notebook cell draws the
board (``_repr_svg_``), with no widget needed, so exported notebooks show it too.
"""
from __future__ import annotations

from typing import Any

from .engine.match import Match


class Game(Match):
    """A game of Dominant Species (see :class:`ds_widget.engine.Match`) that draws itself."""

    lang = "en"
    """the language a bare ``Game`` in a cell is drawn in (a lesson sets its own on the games it
    hands out, so an Italian lesson's board never comes back in English)"""

    def svg(self, **options: object) -> str:
        """The whole table as an SVG document (see :func:`ds_widget.render.render_svg`), in the
        game's :attr:`lang` unless ``lang=`` says otherwise."""
        # imported on first use: ``import ds_widget.engine`` (which runs this package's
        # ``__init__``) must stay free of SVG libraries (tests/test_layering.py)
        from .render import render_svg
        options.setdefault("lang", self.lang)
        return render_svg(self.state, decision=self.pending, events=self.last_events,
                          **options)  # type: ignore[arg-type]

    def _repr_svg_(self) -> str:
        return self.svg()


def new_game(players: int = 4, seed: int = 0, **options: Any) -> Game:
    """Start a new game (see :meth:`Game.new`)."""
    return Game.new(players=players, seed=seed, **options)
