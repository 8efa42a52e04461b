"""Default colours and fonts, in one flat dict a caller overrides key by key.

``render_svg(state, theme={"animal.birds": "#88ccee"})`` changes one colour and keeps the rest.
Keys: ``animal.<name>`` / ``animal_ink.<name>`` (cube colour and the letters on it),
``element.<name>`` / ``element_ink.<name>`` (disc colour and its glyph), ``terrain.<name>`` /
``terrain_ink.<name>`` (tile fill and its pattern strokes), and the interface keys below.

The animal colours are the Okabe–Ito palette, chosen to stay apart for the common kinds of colour
blindness; every coloured thing also carries a letter, a glyph or a pattern, so the picture reads
in black and white. Every text the renderer draws meets WCAG AA contrast against what it sits on
(``colours.problems`` lists the pairs; tests/render/test_colours.py holds this theme to it).
"""
from __future__ import annotations

from collections.abc import Mapping

from .errors import RenderError

DEFAULT_THEME: dict[str, str] = {
    # animals: cube colour, ink for the letters on it
    "animal.mammals": "#0072B2",
    "animal.reptiles": "#D55E00",
    "animal.birds": "#56B4E9",
    "animal.amphibians": "#009E73",
    "animal.arachnids": "#CC79A7",
    "animal.insects": "#F0E442",
    "animal_ink.mammals": "#ffffff",
    "animal_ink.reptiles": "#241000",
    "animal_ink.birds": "#0b2a3d",
    "animal_ink.amphibians": "#001a12",
    "animal_ink.arachnids": "#2b0f22",
    "animal_ink.insects": "#3a3400",
    # elements: disc colour, glyph colour
    "element.grass": "#7cbf4a",
    "element.grub": "#f1e6c8",
    "element.meat": "#b3342b",
    "element.seed": "#9a6531",
    "element.sun": "#f7c52b",
    "element.water": "#2a72bd",
    "element_ink.grass": "#183808",
    "element_ink.grub": "#5a4526",
    "element_ink.meat": "#ffffff",
    "element_ink.seed": "#ffffff",
    "element_ink.sun": "#5e3f00",
    "element_ink.water": "#ffffff",
    # terrains: tile fill, pattern strokes
    "terrain.sea": "#a9cfe8",
    "terrain.wetland": "#b4d9c4",
    "terrain.savannah": "#f1e0a0",
    "terrain.jungle": "#8fca7f",
    "terrain.forest": "#bcd49a",
    "terrain.desert": "#f4c995",
    "terrain.mountain": "#cdbfae",
    "terrain.tundra": "#f4f9fc",
    "terrain_ink.sea": "#3d7fb0",
    "terrain_ink.wetland": "#3b8a6a",
    "terrain_ink.savannah": "#a88a2a",
    "terrain_ink.jungle": "#2d7a2d",
    "terrain_ink.forest": "#4d6b2a",
    "terrain_ink.desert": "#b87a3a",
    "terrain_ink.mountain": "#6e5f50",
    "terrain_ink.tundra": "#47748f",
    # the interface
    "background": "#fbf8f1",
    "panel": "#ffffff",
    "panel_edge": "#cfc6b4",
    "earth": "#e9e2d0",
    "hex_empty": "#f6f2e8",
    "hex_edge": "#b5a98f",
    "tile_edge": "#4a4336",
    "ink": "#2a2620",
    "ink_soft": "#4f493f",
    "section": "#3f5d4c",
    "section_ink": "#ffffff",
    "space": "#fffdf7",
    "space_edge": "#8c8270",
    "square": "#f3eee2",
    "choice": "#f0a000",
    "changed": "#d1007a",
    "endangered": "#c62828",
    "highlight": "#0060d0",
    # a reviewed decision: the move played (a white tag edged in this orange) and the better move (a
    # tag filled with this blue, white letters): orange and blue stay apart for every dichromat
    "played": "#b34700",
    "better": "#1646a0",
    "card": "#fffaf0",
    "card_edge": "#8a7a5a",
    "card_title": "#5b3a1a",
    "stack_back": "#6d665c",
    "font": "'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif",
}


#: the board for a dark room (the host's dark theme): the table around the panels dark, the panels
#: and the empty hexes dimmed so that the picture does not glare on a projector; every piece keeps
#: its colour and every text its dark ink, so the colour checks hold (render/colours.py)
DARK_OVERRIDES: dict[str, str] = {
    "background": "#1f1d1a",
    "panel": "#d8d1c2",
    "panel_edge": "#6e6658",
    "earth": "#bdb49f",
    "hex_empty": "#ccc4b2",
    "hex_edge": "#7d735f",
    "space": "#e4ddcd",
    "square": "#cbc3b1",
    "card": "#e3dccb",
}
#: the named themes the widget follows (its ``theme`` trait): the default, and dark
THEMES: dict[str, dict[str, str]] = {"light": DEFAULT_THEME, "dark": {**DEFAULT_THEME, **DARK_OVERRIDES}}


def make_theme(overrides: Mapping[str, str] | None) -> dict[str, str]:
    """The default theme with ``overrides`` applied; unknown keys are refused (typo guard)."""
    theme = dict(DEFAULT_THEME)
    if overrides:
        unknown = sorted(set(overrides) - set(theme))
        if unknown:
            raise RenderError(f"unknown theme keys {unknown}; see ds_widget.render.DEFAULT_THEME")
        theme.update(overrides)
    return theme
