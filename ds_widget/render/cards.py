"""The five available Dominance cards (name and short effect) and the deck."""
from __future__ import annotations

from typing import Any

from ..engine.constants import AVAILABLE_SLOTS, ICE_AGE
from .context import Context
from .layout import PANELS
from .memo import part
from .pieces import fit, panel_frame, wrap
from .svg import Writer

_TEXT_PX = 12.0
#: the frame of the cards panel inside its box (left, top, right, bottom)
CARDS_INSET = (4.0, 6.0, 6.0, 4.0)


def draw_cards(w: Writer, ctx: Context) -> None:
    if not ctx.shows("cards"):            # a rulebook example without cards: the panel says so
        box = PANELS["cards"]
        panel_frame(w, ctx, "cards", box, CARDS_INSET, ctx.words.ui("cards"))
        w.el("text", ctx.words.ui("example_no_cards"), x=box.x + 18, y=box.y + 44, class_="s soft")
        w.close()
        return
    part(w, ctx, "cards", _cards_key, _draw_cards)


def _cards_key(ctx: Context) -> tuple[Any, ...]:
    """What the cards panel shows: the deck's size and the cards available."""
    return (len(ctx.st.deck), tuple(ctx.st.available))


def _draw_cards(w: Writer, ctx: Context) -> None:
    t = ctx.theme
    words = ctx.words
    st = ctx.st
    box = PANELS["cards"]
    panel_frame(w, ctx, "cards", box, CARDS_INSET, words.ui("cards"))
    deck = words.ui("deck", n=len(st.deck)) if st.deck else words.ui("deck_empty")
    if ctx.fragment is not None:          # the Domination example shows its cards, not a deck
        deck = ""
    w.el("text", deck, x=box.x + 18, y=box.y + 44, class_="s soft")
    # a small face-down deck pile on the right of the title
    dx = box.x + box.w - 46
    for k in range(min(3, len(st.deck))):
        w.el("rect", x=dx + k * 2.5, y=box.y + 16 - k * 2.5, width=24, height=32, rx=3,
             fill="#6d5a40", stroke=t["card_edge"], stroke_width=1)
    if st.deck:
        w.el("text", str(len(st.deck)), x=dx + 17, y=box.y + 26, class_="s b m", fill="#ffffff")
    top = box.y + 58
    slot_h = (box.bottom - 10 - top) / AVAILABLE_SLOTS
    for i in range(AVAILABLE_SLOTS):
        x, y = box.x + 14, top + i * slot_h
        cw, ch = box.w - 30, slot_h - 8
        if i < len(st.available):
            _card(w, ctx, st.available[i], x, y, cw, ch)
        else:
            w.el("rect", x=x, y=y, width=cw, height=ch, rx=8, fill="none",
                 stroke=t["panel_edge"], stroke_width=1.2, stroke_dasharray="6 4")
    w.close()


def _card(w: Writer, ctx: Context, card: str, x: float, y: float, cw: float, ch: float) -> None:
    t = ctx.theme
    words = ctx.words
    ice = card == ICE_AGE
    extra = ctx.hook("card-" + card, "card" + (" ice-age" if ice else ""), ("rect", x, y, cw, ch))
    w.open(extra=extra + f' data-card="{card}"')
    w.el("rect", x=x, y=y, width=cw, height=ch, rx=8,
         fill=t["terrain.tundra"] if ice else t["card"], stroke=t["card_edge"], stroke_width=1.5,
         class_="body")
    w.el("rect", x=x + 4, y=y + 4, width=cw - 8, height=22, rx=5,
         fill=t["terrain_ink.tundra"] if ice else t["card_title"])
    fit(w, ctx, words.name("card", card), x + 12, y + 15, "h3", 13, cw - 24, fill="#ffffff")
    px = _TEXT_PX * ctx.k
    lines = wrap(words.card_text(card), cw - 20, px)
    step = px * 1.25
    max_lines = max(1, int((ch - 34) // step) + 1)
    if lines:
        if len(lines) > max_lines:
            lines = lines[:max_lines]
            lines[-1] = lines[-1].rstrip(".,;") + "…"
        for k, line in enumerate(lines):
            w.el("text", line, x=x + 10, y=y + 40 + k * step, class_="n")
    w.close()
