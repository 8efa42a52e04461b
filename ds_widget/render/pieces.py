"""The game pieces, drawn the same way wherever they appear: element discs, species cubes,
action pawns, dominance cones, terrain swatches; and the panels' frames."""
from __future__ import annotations

from typing import Any

from .context import Context
from .layout import Rect, hex_points
from .svg import Writer, num, points


def panel_frame(w: Writer, ctx: Context, name: str, box: Rect, inset: tuple[float, float, float, float],
                title: str | None = None, fill: str = "panel") -> None:
    """Open the group of panel ``name`` (the caller closes it) and draw its rounded frame inside
    ``box`` less ``inset`` (left, top, right, bottom), in the theme's ``fill``, and its heading
    ``title`` at the top left."""
    left, top, right, bottom = inset
    w.open(class_=f"panel-{name}")
    w.el("rect", x=box.x + left, y=box.y + top, width=box.w - (left + right), height=box.h - (top + bottom), rx=14,
         fill=ctx.theme[fill], stroke=ctx.theme["panel_edge"], stroke_width=1.5)
    if title is not None:
        w.el("text", title, x=box.x + 18, y=box.y + top + 18, class_="h2")


def disc(w: Writer, ctx: Context, element: str, x: float, y: float, r: float,
         extra: str = "", cls: str = "") -> None:
    """An element disc: coloured circle with the element's glyph (readable in grayscale)."""
    t = ctx.theme
    if extra:
        w.open(extra=extra)
    w.el("circle", cx=x, cy=y, r=r, fill=t["element." + element], class_=f"body dc {cls}".strip())
    g = r * 1.45
    w.el("use", extra=f' xlink:href="#{ctx.scope}-glyph-{element}"', x=x - g / 2, y=y - g / 2, width=g,
         height=g)
    if extra:
        w.close()


def cube(w: Writer, ctx: Context, animal: str, x: float, y: float, count: int | None,
         size: float = 17.0, dominant: bool = False, matching: int | None = None) -> float:
    """Species of one animal: a coloured cube with the animal's letters, then the count.
    ``(x, y)`` is the top-left corner; returns the width used. With ``matching`` (species on a
    tile): 0 marks them endangered (dashed outline and a red "!" badge); with ``ctx.annotate``
    the value is written in a white badge at the same place."""
    t = ctx.theme
    ab = ctx.words.abbr(animal)
    cw = size + 6
    endangered = matching == 0
    w.open(class_="cube endangered" if endangered else "cube", data_animal=animal)
    if endangered:
        w.el("rect", x=x, y=y, width=cw, height=size, rx=3, fill=ctx.animal_fill(animal),
             stroke=t["endangered"], stroke_width=2.2, stroke_dasharray="3 2")
    else:
        w.el("rect", x=x, y=y, width=cw, height=size, rx=3, fill=ctx.animal_fill(animal),
             stroke=t["ink"], stroke_width=2.2 if dominant else 1)
    w.el("text", ab, x=x + cw / 2, y=y + size / 2 + 0.5, class_="m", fill=ctx.animal_ink(animal))
    if endangered:
        w.el("circle", cx=x, cy=y, r=5.5, fill=t["endangered"])
        w.el("text", "!", x=x, y=y + 0.5, class_="m xs b", fill="#ffffff")
    elif matching is not None and ctx.annotate:
        w.el("circle", cx=x, cy=y, r=6.5, fill="#ffffff", stroke=t["ink"], stroke_width=0.8)
        w.el("text", str(matching), x=x, y=y + 0.5, class_="m xs b")
    width = cw
    if count is not None:
        w.el("text", str(count), x=x + cw + 2, y=y + size / 2 + 0.5, class_="h3")
        width += 2 + 7 * len(str(count))
    w.close()
    return width


def pawn(w: Writer, ctx: Context, animal: str, x: float, y: float, r: float = 12.5,
         label: bool = True, font: float | None = None) -> None:
    """An action pawn (a cylinder seen from above and a little aside) centred on ``(x, y)``;
    ``font``: its letters' size before the picture's text scale (default: the style sheet's)."""
    t = ctx.theme
    fill = ctx.animal_fill(animal)
    w.open(class_="pawn", data_animal=animal)
    w.el("ellipse", cx=x, cy=y + r * 0.28, rx=r, ry=r * 0.78, fill=t["ink"], opacity=0.75)
    w.el("ellipse", cx=x, cy=y, rx=r, ry=r * 0.78, fill=fill, stroke=t["ink"], stroke_width=1.2)
    if label:
        w.el("text", ctx.words.abbr(animal), x=x, y=y + 0.5, class_="m",
             fill=ctx.animal_ink(animal),
             style=f"font-size:{num(font * ctx.k)}px" if font is not None else None)
    w.close()


def cone(w: Writer, ctx: Context, animal: str, x: float, y: float, h: float = 22.0) -> None:
    """A dominance marker (cone) with its animal's letters; ``(x, y)`` is the middle of its base."""
    t = ctx.theme
    letters = ctx.words.abbr(animal)
    # as wide as its letters need at this text scale (a projector's are larger), never taller: at
    # the letters' height (0.36 of the way up) the cone is 0.64 of its base wide
    half = max(h * 0.5, (len(letters) * 9 * ctx.k * 0.62 + 3) / 1.28)
    w.open(class_="cone", data_animal=animal)
    w.el("path", d=f"M{num(x - half)},{num(y)}L{num(x)},{num(y - h)}L{num(x + half)},{num(y)}"
                   f"Q{num(x)},{num(y + h * 0.22)} {num(x - half)},{num(y)}Z",
         fill=ctx.animal_fill(animal), stroke=t["ink"], stroke_width=1.4)
    w.el("text", letters, x=x, y=y - h * 0.36, class_="m xs b", fill=ctx.animal_ink(animal))
    w.close()


def swatch(w: Writer, ctx: Context, terrain: str, x: float, y: float, wd: float, ht: float,
           label: str | None = None, cls: str = "xs b m") -> None:
    """A terrain sample: colour, pattern and (short) name."""
    t = ctx.theme
    w.el("rect", x=x, y=y, width=wd, height=ht, rx=3, fill=t["terrain." + terrain],
         stroke=t["ink_soft"], stroke_width=0.8)
    w.el("rect", x=x, y=y, width=wd, height=ht, rx=3, fill=f"url(#{ctx.scope}-pat-{terrain})")
    if label:
        w.el("text", label, x=x + wd / 2, y=y + ht / 2, class_=cls)


def small_hex(w: Writer, ctx: Context, terrain: str, cx: float, cy: float, R: float,
              stroke: str | None = None, dash: str | None = None, extra: str = "") -> None:
    """A hex-shaped tile in its terrain colour and pattern (stacks, supply, legend)."""
    t = ctx.theme
    pts = points(hex_points(cx, cy, R))
    w.el("polygon", points=pts, fill=t["terrain." + terrain], stroke=stroke or t["tile_edge"],
         stroke_width=1.2, stroke_dasharray=dash, class_="body", extra=extra)
    w.el("polygon", points=pts, fill=f"url(#{ctx.scope}-pat-{terrain})")


def wrap(s: str, width_px: float, font_px: float) -> list[str]:
    """Break ``s`` into lines of at most about ``width_px`` (average glyph 0.53 em)."""
    limit = max(8, int(width_px / (font_px * 0.53)))
    lines: list[str] = []
    cur = ""
    for word in s.split():
        if cur and len(cur) + 1 + len(word) > limit:
            lines.append(cur)
            cur = word
        else:
            cur = f"{cur} {word}" if cur else word
    if cur:
        lines.append(cur)
    return lines


def fit(w: Writer, ctx: Context, s: str, x: float, y: float, cls: str, font_px: float,
        max_w: float, shorter: str | None = None, **kw: Any) -> None:
    """Text that never runs out of its box: a smaller font when its estimated width (bold glyphs
    about 0.6 em) would pass ``max_w``; sizes grow with the picture's text scale, as the style
    sheet's do. ``shorter``, a short form of ``s``, is drawn instead where ``s`` would shrink."""
    font_px *= ctx.k
    est = len(s) * font_px * 0.6
    if shorter and est > max_w:
        s, est = shorter, len(shorter) * font_px * 0.6
    if est > max_w:
        kw["style"] = f"font-size:{num(font_px * max_w / est)}px"
    w.el("text", s, x=x, y=y, class_=cls, **kw)
