"""The names Python and the page share, each list declared once in Python and sent to the page
once, in the ``vocab`` trait: the modes (:mod:`.modes`), the message types (:mod:`.protocol`), the
languages (:mod:`ds_widget.explain.catalog`), the elements, terrains and animals
(:mod:`ds_widget.engine.constants`) and the themes (:mod:`ds_widget.render.theme`). The page never
retypes them."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.constants import ANIMALS, ELEMENTS, TERRAINS
from ..explain.catalog import LANGUAGES
from ..render.theme import THEMES
from .modes import NAMES
from .protocol import MESSAGES, versioned


def vocab(traits: Iterable[str] = ()) -> dict[str, Any]:
    """``{"modes": {name: name}, "messages": {type: type}, "versioned": [...], "languages": [...],
    "elements": [...], "terrains": [...], "animals": [...], "themes": [...], "traits": [...]}``;
    ``traits``: the widget's traits the page redraws on (tagged ``redraw``)."""
    return {"traits": sorted(traits), "modes": {n: n for n in NAMES}, "messages": {t: t for t in sorted(MESSAGES)},
            "versioned": versioned(), "languages": list(LANGUAGES), "elements": list(ELEMENTS),
            "terrains": list(TERRAINS), "animals": list(ANIMALS), "themes": list(THEMES)}
