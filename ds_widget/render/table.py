"""The whole table as one SVG picture: :func:`render_svg` and its panel shortcuts."""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..engine.errors import brief
from ..engine.hexmap import CORNERS_OF
from ..engine.state import State
from ..explain import LANGUAGES
from ..explain.position import as_text as position_text
from .action_display import draw_display, draw_display_large
from .animals import draw_animals
from .board import draw_board
from .cards import draw_cards
from .context import Context
from .errors import RenderError
from .layout import EXTRA_PANELS, PANEL_ALIASES, PANEL_ORDER, PANELS, Rect, union
from .memo import PartCache
from .status import draw_bag, draw_header, phase_text, prompt_text
from .style import css, defs
from .svg import Svg, Writer, document
from .theme import make_theme


def _panels(panels: Iterable[str] | None) -> tuple[str, ...]:
    if panels is None:
        return PANEL_ORDER
    if isinstance(panels, str):
        panels = (panels,)
    chosen = set()
    for p in panels:
        p = PANEL_ALIASES.get(p, p)
        if p not in PANELS:
            known = sorted(set(PANELS) | set(PANEL_ALIASES))
            raise RenderError(f"unknown panel {brief(p)}; choose from {', '.join(known)}")
        chosen.add(p)
    if not chosen:
        raise RenderError("panels is empty: name at least one panel")
    return tuple(p for p in PANEL_ORDER + EXTRA_PANELS if p in chosen)


def render_svg(state: State, *, decision: Any = None, events: Sequence[dict[str, Any]] = (),
               lang: str = "en", highlight: Iterable[str] = (), size: float | None = None,
               coords: bool = False, panels: Iterable[str] | None = None,
               presentation: bool = False, theme: Mapping[str, str] | None = None,
               annotate: bool = False, text_scale: float | None = None,
               cache: PartCache | None = None, played: Iterable[str] = (),
               better: Iterable[str] = ()) -> Svg:
    """The table as one SVG document.

    Parameters
    ----------
    state:
        The position; it is only read.
    decision:
        The pending decision (``game.pending``): every drawable named by an option's ``target``
        gets ``data-choice="<option id>"`` and class ``choice``.
    events:
        The last step's events (``game.last_events``): what they talk about gets class
        ``changed``.
    lang:
        ``"en"``, ``"it"`` or ``"de"``; missing words fall back to English.
    highlight:
        Targets (``"tile-1,-1"``, ``"space-speciation.3"`` …) to mark with class ``highlight``.
    played, better:
        A reviewed decision: the targets of the option taken and of the reviewer's better one,
        each marked with a ring and a labelled tag ("played" above, "better" below).
    size:
        Width in pixels of the picture (height follows); default: the view box width.
    coords:
        Write the ``q,r`` coordinates on the hexes.
    panels:
        Draw only some panels: ``"header"``, ``"board"``, ``"animals"``, ``"display"``,
        ``"cards"``, ``"bag"``; the view box shrinks to them. ``"display_large"``: the action
        display laid out for a projector (the widget's Present view; drawn with ``text_scale=2``).
    presentation:
        Larger type and fewer details, for a classroom projector.
    theme:
        Colour overrides, key by key (see :data:`DEFAULT_THEME`).
    annotate:
        Write each animal's matching beside its species on every tile (the what-if view).
        Endangered species (matching 0) are always marked: a dashed outline and a "!".
    text_scale:
        Every text size times this, from 1 to 2 (default: 1.25 with ``presentation``, else 1);
        the widget's Present view draws the earth larger than the rest.
    cache:
        A :class:`~ds_widget.render.memo.PartCache` kept between calls: parts of the table that
        cannot have changed since the last call are written as they were, not drawn again (the
        same bytes either way; the widget keeps one).
    """
    if lang not in LANGUAGES:
        raise RenderError(f"unknown language {brief(lang)}; available: {', '.join(LANGUAGES)}")
    if cache is not None and not isinstance(cache, PartCache):
        raise RenderError(f"cache must be a PartCache or None, got {brief(cache)}")
    chosen = _panels(panels)
    th = make_theme(theme)
    view: Rect = union([PANELS[p] for p in chosen])
    ctx = Context(state, decision=decision, events=events, lang=lang, highlight=highlight,
                  theme=th, presentation=presentation, coords=coords, annotate=annotate,
                  text_k=_text_k(text_scale), cache=cache, played=played, better=better, view=view)
    ctx.described = {"turn"} | {PANEL_WORDS[p] for p in chosen}
    w = Writer()
    drawers = {"header": draw_header, "board": draw_board, "animals": draw_animals,
               "display": draw_display, "cards": draw_cards, "bag": draw_bag,
               "display_large": draw_display_large}
    for p in chosen:
        drawers[p](w, ctx)
    ctx.draw_tags()
    body = (f'<rect x="{view.x:g}" y="{view.y:g}" width="{view.w:g}" height="{view.h:g}" '
            f'fill="{th["background"]}"/>' + w.getvalue()
            + '<g class="marks">' + ctx.marks.getvalue() + "</g>")
    return document(viewbox=(view.x, view.y, view.w, view.h), width=size,
                    title=ctx.words.ui("title"), desc=describe_position(ctx),
                    css=css(th, ctx.k, ctx.scope), defs=defs(th, ctx.scope), body=body,
                    lang=ctx.words.lang, scope=ctx.scope)


def _text_k(value: float | None) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 1 <= value <= 2:
        raise RenderError(f"text_scale must be a number from 1 to 2, got {brief(value)}")
    return float(value)


def render_board(state: State, **options: Any) -> Svg:
    """Only the earth (``render_svg(..., panels=("board",))``)."""
    return render_svg(state, panels=("board",), **options)


def render_action_display(state: State, **options: Any) -> Svg:
    """Only the action display (``render_svg(..., panels=("display",))``)."""
    return render_svg(state, panels=("display",), **options)


#: the parts of the position in words (:data:`ds_widget.explain.position.PARTS`) each panel shows
PANEL_WORDS = {"header": "turn", "board": "earth", "animals": "animals", "display": "actions",
               "display_large": "actions", "cards": "cards", "bag": "cards"}


def describe_position(ctx: Context) -> str:
    """The text alternative of the picture, for ``<desc>`` (screen readers, diffs, search): what
    is being decided, then what its panels show, in words in the picture's language — the same
    sentences as "The board in words" (:func:`ds_widget.explain.position.as_text`), never an
    identifier."""
    lines = [f"{ctx.words.ui('title')}: {phase_text(ctx)}."]
    p = prompt_text(ctx)
    if p:
        lines.append(p)
    lines.append(position_text(ctx.st, ctx.words.lang, parts=ctx.described))
    return "\n".join(lines)


def _tile_corners(st: State, h: tuple[int, int]) -> list[tuple[int, int, int]]:
    return [c for c in CORNERS_OF[h] if c in st.corners]

