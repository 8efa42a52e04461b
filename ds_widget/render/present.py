"""The Present view (a classroom projector): the picture is cut to what the pending decision is
about — the earth around its tiles, drawn with larger text, and beside it the panel the options
live on (the action display while planning, the animals' sheets, the cards) — so that the prompt,
the options and the board fit on one screen. The renderer stays a pure function: this only
chooses panels, cuts view boxes and sizes the text."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..engine.hexmap import parse_hex
from ..engine.state import State
from .layout import PANELS, earth_view
from .memo import PartCache
from .svg import cut
from .table import render_svg

#: text scale of the earth in the Present view (the sheets and cards use the projector's 1.25)
EARTH_TEXT = 1.75
#: the action display in the Present view: its projector layout, every text twice the table's
DISPLAY_TEXT = 2.0
#: the panel drawn for each panel the options are on, and its text scale
PRESENT_PANEL = {"board": ("board", EARTH_TEXT), "display": ("display_large", DISPLAY_TEXT)}
#: the panel each kind of board target is drawn on
PANEL_OF = {"tile": "board", "hex": "board", "corner": "board", "space": "display", "stack": "display",
            "adaptation": "display", "regression": "display", "abundance": "display",
            "wasteland": "display", "depletion": "display", "wanderlust": "display", "animal": "animals",
            "sheet": "animals",
            "card": "cards", "bag": "bag"}


def panels_for(decision: Any, exploring: bool = False) -> list[str]:
    """The earth, then every other panel the decision's options are on (in option order)."""
    out = ["board"]
    for o in getattr(decision, "options", None) or ():
        p = PANEL_OF.get((o.target or "").split("-")[0])
        if p and p not in out:
            out.append(p)
    if exploring and "animals" not in out:       # the What if palette edits the sheets too
        out.append("animals")
    return out


def present_svg(state: State, decision: Any, events: Sequence[dict[str, Any]], lang: str,
                highlight: Iterable[str], annotate: bool = False, exploring: bool = False,
                theme: dict[str, str] | None = None, cache: PartCache | None = None,
                played: Iterable[str] = (), better: Iterable[str] = ()) -> str:
    """The Present view's pictures, each in a ``ds-pic`` box whose flex weight is its aspect
    ratio, so that side by side they come out at one height (``cache``, ``played``, ``better``: as
    for :func:`~.table.render_svg`)."""
    hexes = [parse_hex(o.target[4:]) for o in getattr(decision, "options", None) or ()
             if (o.target or "").startswith("hex-")]
    parts = []
    for p in panels_for(decision, exploring):
        drawn, scale = PRESENT_PANEL.get(p, (p, None))
        svg = render_svg(state, panels=(drawn,), decision=decision, events=events, lang=lang,
                         highlight=tuple(highlight), presentation=True, annotate=annotate,
                         text_scale=scale, theme=theme, cache=cache, played=played, better=better)
        box = earth_view(state.tiles, hexes) if p == "board" else PANELS[drawn]
        parts.append(f'<div class="ds-pic ds-pic-{p}" style="flex:{box.w / box.h:.3f} 1 0">'
                     f"{cut(svg, box)}</div>")
    return "".join(parts)
