"""The SVG renderer: a pure function of a game state and view options.

>>> from ds_widget import Game
>>> from ds_widget.render import render_svg
>>> g = Game.new(players=4, seed=1)
>>> svg = render_svg(g.state, decision=g.pending)
>>> svg.startswith("<svg") and 'data-choice="space:initiative.1"' in svg
True

Same input, same bytes: no clock, no randomness, sorted iteration, fixed number formatting.
Rendering never changes the state. Layout: the earth on the left, the action display as a column
of sections as on the board, the Dominance cards and the bag on the right, the animal sheets
under the earth, turn and scores in the header.
"""
from .errors import RenderError
from .layout import PANEL_ORDER
from .svg import Svg
from .table import describe_position, render_action_display, render_board, render_svg
from .theme import DEFAULT_THEME

__all__ = ["render_svg", "render_board", "render_action_display", "describe_position", "Svg",
           "DEFAULT_THEME", "PANEL_ORDER", "RenderError"]
