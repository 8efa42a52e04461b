"""The names Python and the page share, each list declared once in Python and sent to the page
once, in the ``vocab`` trait: the modes (:mod:`.modes`), the message types and the values of their
``action`` fields (:mod:`.protocol`), the languages (:mod:`ds_widget.explain.catalog`), the
elements, terrains and animals (:mod:`ds_widget.engine.constants`) and the themes
(:mod:`ds_widget.render.theme`). The page never retypes them; ``js/src/vocab.d.ts`` types them
(:mod:`.typings`)."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..engine.constants import ANIMALS, ELEMENTS, TERRAINS
from ..explain.catalog import LANGUAGES
from ..render.theme import THEMES
from .modes import NAMES
from .protocol import MESSAGES, OneOf, versioned


def actions() -> dict[str, dict[str, str]]:
    """The values of each message's ``action`` field (a :class:`~.protocol.OneOf`), by message type:
    ``{"explore": {"enter": "enter", "discard": "discard", "start": "start"}, …}``: the page sends
    ``V.actions.explore.enter``, never a value it spells itself."""
    out = {}
    for t in sorted(MESSAGES):
        f = MESSAGES[t].fields.get("action")
        if isinstance(f, OneOf):
            out[t] = {a: a for a in f.choices}
    return out


def vocab(traits: Iterable[str] = ()) -> dict[str, Any]:
    """``{"modes": {name: name}, "messages": {type: type}, "actions": {type: {action: action}},
    "versioned": [...], "languages": [...], "elements": [...], "terrains": [...], "animals": [...],
    "themes": [...], "traits": [...]}``;
    ``traits``: the widget's traits the page redraws on (tagged ``redraw``)."""
    return {"traits": sorted(traits), "modes": {n: n for n in NAMES}, "messages": {t: t for t in sorted(MESSAGES)},
            "actions": actions(), "versioned": versioned(), "languages": list(LANGUAGES),
            "elements": list(ELEMENTS), "terrains": list(TERRAINS), "animals": list(ANIMALS),
            "themes": list(THEMES)}
