"""The animal sheets: one card per animal in play, in food-chain order — inherent and added
elements (six slots), gene pool, action pawns, victory points, eliminated species, player."""
from __future__ import annotations

from typing import Any

from ..engine.constants import ANIMALS, INHERENT, MAX_ELEMENTS_ON_SHEET
from .context import Context
from .layout import PANELS
from .memo import part, slots_key
from .pieces import disc, fit, panel_frame, pawn
from .svg import Writer

COLS = 3


def draw_animals(w: Writer, ctx: Context) -> None:
    box = PANELS["animals"]
    panel_frame(w, ctx, "animals", box, (6, 4, 6, 6))
    animals = [a for a in ANIMALS if a in ctx.st.animals]
    cw = (box.w - 24 - (COLS - 1) * 8) / COLS
    chh = (box.h - 26) / 2
    for k, name in enumerate(animals):
        row, col = divmod(k, COLS)
        x = box.x + 12 + col * (cw + 8)
        y = box.y + 10 + row * (chh + 6)
        part(w, ctx, "sheet:" + name, _card_key, _card, name, x, y, cw, chh)
    w.close()


def _card_key(ctx: Context, name: str, *_: Any) -> tuple[Any, ...]:
    """What an animal's sheet shows: the animal, its species on earth and the tiles it dominates."""
    st = ctx.st
    return (slots_key(st.animals[name]), st.earth_species(name),
            sum(1 for tl in st.tiles.values() if tl.dominant == name))


def _card(w: Writer, ctx: Context, name: str, x: float, y: float, cw: float, ch: float) -> None:
    t = ctx.theme
    words = ctx.words
    st = ctx.st
    a = st.animals[name]
    fill = ctx.animal_fill(name)
    ink = ctx.animal_ink(name)
    extra = ctx.hook("animal-" + name, "animal-card", ("rect", x, y, cw, ch))
    w.open(extra=extra + f' data-animal="{name}"')
    w.el("rect", x=x, y=y, width=cw, height=ch, rx=9, fill=t["card"], stroke=fill,
         stroke_width=3, class_="body")
    w.el("path", d=f"M{x + 1.5:.1f},{y + 27:.1f}V{y + 9:.1f}Q{x + 1.5:.1f},{y + 1.5:.1f} "
                   f"{x + 9:.1f},{y + 1.5:.1f}H{x + cw - 9:.1f}Q{x + cw - 1.5:.1f},{y + 1.5:.1f} "
                   f"{x + cw - 1.5:.1f},{y + 9:.1f}V{y + 27:.1f}Z", fill=fill)
    w.el("text", words.abbr(name), x=x + 17, y=y + 14.5, class_="h3 m", fill=ink)
    fit(w, ctx, words.name("animal", name), x + 33, y + 14.5, "h3", 13, cw - 110, fill=ink)
    example = ctx.fragment is not None       # a rulebook example: no players, supplies or score
    if not example:
        w.el("text", words.ui("player", n=a.player + 1), x=x + cw - 8, y=y + 14.5, class_="s e",
             fill=ink)
    # six element slots: printed (inherent) first, then added discs, then empty slots
    inherent = INHERENT[name]
    sy = y + 45
    for i in range(MAX_ELEMENTS_ON_SHEET):
        sx = x + 20 + i * 28
        if i < len(inherent):
            e = inherent[i]
            w.el("rect", x=sx - 13, y=sy - 13, width=26, height=26, rx=5, fill=t["square"],
                 stroke=t["ink_soft"], stroke_width=1)
            disc(w, ctx, e, sx, sy, 11.0, cls="inherent")
        elif i - len(inherent) < len(a.added):
            e = a.added[i - len(inherent)]
            disc(w, ctx, e, sx, sy, 11.0,
                 extra=ctx.hook(f"sheet-{name}-{e}", f"element added el-{e}",
                                ("circle", sx, sy, 11.0), ident=f"sheet-{name}-{e}-0")
                 + f' data-element="{e}"')
        else:
            w.el("circle", cx=sx, cy=sy, r=10.5, fill="none", stroke=t["ink_soft"],
                 stroke_width=1, stroke_dasharray="3 2.5")
    # victory points, big (in an example: only what it scores, "+3")
    if example:
        if a.vp:
            w.el("text", f"+{a.vp}", x=x + cw - 12, y=y + 42, class_="big e")
            w.el("text", words.ui("vp_example"), x=x + cw - 12, y=y + 58, class_="xs e soft")
    else:
        w.el("text", str(a.vp), x=x + cw - 12, y=y + 42, class_="big e")
        w.el("text", words.ui("vp"), x=x + cw - 12, y=y + 58, class_="xs e soft")
    # counts
    on_earth = st.earth_species(name)
    dominates = sum(1 for tl in st.tiles.values() if tl.dominant == name)
    ly = y + 72
    if example:                    # what the example shows of the animal: its species there
        w.el("text", f"{words.ui('on_earth')}: {on_earth}", x=x + 8, y=ly, class_="s")
        w.el("text", f"{words.ui('dominant_on')}: {dominates}", x=x + cw - 8, y=ly, class_="s e")
        w.close()
        return
    if ch > 100:
        w.el("text", f"{words.ui('gene_pool')}: {a.gene_pool}", x=x + 8, y=ly, class_="s")
        w.el("text", f"{words.ui('eliminated')}: {a.eliminated}", x=x + cw - 8, y=ly,
             class_="s e")
        ly += 16
        w.el("text", f"{words.ui('on_earth')}: {on_earth}", x=x + 8, y=ly, class_="s")
        w.el("text", f"{words.ui('dominant_on')}: {dominates}", x=x + cw - 8, y=ly, class_="s e")
        ly += 17
    # action pawns: in supply (solid) and on the display (faded)
    w.el("text", f"{words.ui('pawns')}: {a.supply}/{a.pawns}", x=x + 8, y=ly, class_="s")
    for i in range(a.pawns):
        px = x + cw - 14 - (a.pawns - 1 - i) * 16
        if i < a.supply:
            pawn(w, ctx, name, px, ly, r=6.5, label=False)
        else:
            w.el("ellipse", cx=px, cy=ly, rx=6.5, ry=5.0, fill="none", stroke=t["ink_soft"],
                 stroke_width=1, stroke_dasharray="2 2")
    w.close()
