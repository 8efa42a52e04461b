"""The action display: twelve sections top to bottom as on the board (docs/rules.md §9.0), each with
its eyeball spaces and their printed data, the printed free spaces, action pawns, the element
squares and boxes, the tundra supply, the Wanderlust stacks and the Initiative track."""
from __future__ import annotations

from typing import Any, NamedTuple

from ..engine.constants import EYEBALLS, FREE_SPACES, SECTIONS, SQUARES, space_data
from .context import Context
from .layout import PANELS, Rect
from .memo import frozen, part
from .pieces import disc, fit, panel_frame, pawn, small_hex, swatch
from .svg import Writer, num


class Geometry(NamedTuple):
    """Sizes of one layout of the action display (picture units)."""
    box: Rect
    row_top: float     # below the panel title
    tab_w: float       # section name tab
    pitch: float       # distance between eyeball spaces
    eye_rx: float
    eye_ry: float
    square: float
    disc: float        # element disc printed under a Speciation space
    pawn: float        # action pawn radius
    free: float        # printed free space radius
    stack: float       # Wanderlust stack hex radius
    stack_pitch: float
    marker: float      # Initiative marker side
    large: bool        # the projector's layout: every text large, no small notes


#: the table's layout, a tall column beside the earth
TABLE = Geometry(PANELS["display"], 40.0, 136.0, 46.0, 19.0, 12.0, 30.0, 9.0, 12.5, 15.0, 18.0, 46.0,
                 30.0, False)
#: the Present view's layout: the same sections, spaces and pieces, in rows just high enough for
#: two lines of large text, so that beside the earth on a 1,366 px wide screen no text is below
#: about 14 CSS px (drawn with ``text_scale`` 2: section names, "≤7", counts …); the small notes
#: ("free", the track's caption and numbers, the stacks' terrain letters) are left out — the tab,
#: the colours and the patterns say it
PROJECTOR = Geometry(PANELS["display_large"], 44.0, 260.0, 50.0, 21.0, 12.0, 30.0, 11.0, 17.0, 17.0,
                     20.0, 46.0, 36.0, True)


def row_height(g: Geometry = TABLE) -> float:
    return (g.box.h - g.row_top - 8) / len(SECTIONS)


def draw_display(w: Writer, ctx: Context, g: Geometry = TABLE) -> None:
    box = g.box
    panel_frame(w, ctx, "display", box, (4, 6, 4, 6))
    w.el("text", ctx.words.ui("action_display"), x=box.x + 18, y=box.y + g.row_top * 0.6, class_="h2")
    rh = row_height(g)
    for i, section in enumerate(SECTIONS):
        y = box.y + g.row_top + i * rh
        if not ctx.shows(section):       # a rulebook example shows only its own sections
            continue
        part(w, ctx, f"section:{g.large}:{section}", _section_key, _section, g, i, section,
             box.x + 10, y, box.w - 20, rh)
    if ctx.fragment is not None:
        w.el("text", ctx.words.ui("example_display"), x=box.x + 18, y=box.y + box.h - 18, class_="s soft")
    w.close()


def _section_key(ctx: Context, g: Geometry, i: int, section: str, *_: Any) -> tuple[Any, ...]:
    """What a section shows: the pawns on its spaces, the discs in its squares or box, whose free
    spaces are live, and the tundra supply, the Wanderlust stacks or the Initiative track in theirs."""
    st = ctx.st
    spaces = st.spaces
    own: tuple[Any, ...] = ()
    if section == "glaciation":
        own = (st.tundra_supply,)
    elif section == "wanderlust":
        own = (frozen(st.stacks), frozen(st.stack_up))
    elif section == "initiative":
        own = tuple(st.initiative)
    return (tuple(spaces.get(f"{section}.{n}") for n in range(1, EYEBALLS[section] + 1)),
            tuple(st.boxes.get(section, ())), tuple(st.animals), own)


def draw_display_large(w: Writer, ctx: Context) -> None:
    """The action display laid out for a projector (the Present view's ``display_large``)."""
    draw_display(w, ctx, PROJECTOR)


def _section(w: Writer, ctx: Context, g: Geometry, i: int, section: str, x: float, y: float,
             width: float, rh: float) -> None:
    t = ctx.theme
    words = ctx.words
    st = ctx.st
    big = g.large
    w.open(class_=f"section section-{section}", data_section=section)
    if i % 2 == 0:
        w.el("rect", x=x, y=y + 1, width=width, height=rh - 2, rx=8, fill=t["square"],
             opacity=0.55)
    # the tab with number and name
    w.el("rect", x=x + 2, y=y + 5, width=g.tab_w, height=rh - 10, rx=7, fill=t["section"])
    name = words.name("section", section)
    note = _note(ctx, section)
    # after the number: "12" in large type reaches 35 units in, "7" 27
    name_x = x + ((40 if i + 1 >= 10 else 34) if big else 26)
    w.el("text", str(i + 1), x=x + (19 if big else 14), y=y + rh / 2, class_="h3 m",
         fill=t["section_ink"])
    # a name too long for its tab in this language takes the catalog's short form (German
    # "Zurückentwicklung" -> "Zurückentw."), never a type too small to read on a projector
    fit(w, ctx, name, name_x, y + rh / 2 - (7 if note else 0), "h3", 13,
        g.tab_w + x - name_x - 4, shorter=words.text(f"render.tab_short.{section}"), fill=t["section_ink"])
    if note:
        w.el("text", note, x=x + 26, y=y + rh / 2 + 10, class_="xs", fill=t["section_ink"])

    cx = x + g.tab_w + 14 + g.eye_rx
    has_data = section in ("speciation", "migration", "competition", "glaciation") or bool(
        FREE_SPACES.get(section))
    cy = y + rh * ((0.32 if big else 0.38) if has_data else 0.5)
    dy = y + rh * (0.74 if big else 0.78)    # per-space data
    # the arachnids' free space comes before the seven Competition spaces
    free = FREE_SPACES.get(section)
    if free and section == "competition":
        _free_space(w, ctx, g, free, cx, cy, dy)
        cx += g.pitch
    for n in range(1, EYEBALLS[section] + 1):
        _space(w, ctx, g, f"{section}.{n}", cx, cy, dy)
        cx += g.pitch
    if free and section != "competition":
        _free_space(w, ctx, g, free, cx, cy, dy)
        cx += g.pitch
    right = cx - g.eye_rx + 8
    if section in ("adaptation", "abundance", "wanderlust"):
        right = _squares(w, ctx, g, section, right + 6, y + (rh - g.square) / 2)
    elif section in ("regression", "wasteland", "depletion"):
        _box(w, ctx, section, right + 6, y + 8, x + width - right - 14, rh - 16, big)
    if section == "glaciation":
        if ctx.detail:
            w.el("text", words.ui("leftmost_acts"), x=x + g.tab_w + 14, y=dy, class_="xs soft")
        hx = right + (30 if big else 40)
        hy = y + rh * (0.5 if big else 0.42)
        small_hex(w, ctx, "tundra", hx, hy, 22.0 if big else 19.0)
        if ctx.fragment is None:           # a rulebook example states no supply
            w.el("text", f"×{st.tundra_supply}", x=hx, y=hy, class_="h3 m")
            label, lx = words.ui("tundra_supply"), hx + (30 if big else 26)
            w.el("text", label, fitted(label, x + width - lx - 6, (12 if big else 10.5) * ctx.k), x=lx, y=hy,
                 class_="n soft" if big else "s soft")
    if section == "wanderlust":
        _stacks(w, ctx, g, right + 12, y, rh)
    if section == "initiative":
        _initiative_track(w, ctx, g, right + 18, y, rh)
    w.close()


def fitted(label: str, room: float, size: float) -> str:
    """The attributes that squeeze a one-line ``label`` of font ``size`` into ``room`` where it would run past it
    (the Italian "Tessere Glaciazione" ran out of the Present view's action display); "" where it fits. A letter
    of these labels is about 0.46 of the font size wide on average (measured in that screenshot), reckoned 0.5:
    a label near the edge is squeezed a little, and one that fits is stretched by at most that margin."""
    return f' textLength="{room:.0f}" lengthAdjust="spacingAndGlyphs"' if len(label) * size * 0.5 > room else ""


def _note(ctx: Context, section: str) -> str:
    if not ctx.detail:
        return ""
    if section == "competition":
        return ctx.words.ui("plus_tundra")
    return ""


def _space(w: Writer, ctx: Context, g: Geometry, space: str, cx: float, cy: float,
           dy: float) -> None:
    t = ctx.theme
    rx, ry = g.eye_rx, g.eye_ry
    occupant = ctx.st.spaces.get(space)
    extra = ctx.hook("space-" + space, "space" + (" occupied" if occupant else ""),
                     ("ellipse", cx, cy, rx, ry))
    w.open(extra=extra)
    d = (f"M{num(cx - rx)},{num(cy)}Q{num(cx)},{num(cy - ry * 2)} {num(cx + rx)},"
         f"{num(cy)}Q{num(cx)},{num(cy + ry * 2)} {num(cx - rx)},{num(cy)}Z")
    w.el("path", d=d, fill=t["space"], stroke=t["space_edge"], stroke_width=1.4, class_="body")
    if occupant:
        pawn(w, ctx, occupant, cx, cy - 1, g.pawn, font=13 if g.large else None)
    else:
        w.el("circle", cx=cx, cy=cy, r=5.0, fill=t["space_edge"], opacity=0.45)
    data = space_data(space)
    if "element" in data:
        e = str(data["element"])
        disc(w, ctx, e, cx, dy, g.disc)
    elif "x" in data:
        w.el("text", ctx.words.ui("up_to", n=data["x"]), x=cx, y=dy, class_="h3 m")
    elif "terrains" in data:
        terrains = list(data["terrains"])[1:]  # type: ignore[call-overload]
        for k, terrain in enumerate(terrains):
            swatch(w, ctx, terrain, cx - 21 + k * 21, dy - 8, 20, 16,
                   ctx.words.terrain_abbr(terrain)[:2] if ctx.detail else None)
    w.close()


def _free_space(w: Writer, ctx: Context, g: Geometry, animal: str, cx: float, cy: float,
                dy: float) -> None:
    """A printed free space: drawn as the icon on the board, inert when its animal is absent."""
    t = ctx.theme
    active = animal in ctx.st.animals
    w.open(class_="free-space" + ("" if active else " inert"), data_animal=animal)
    w.el("circle", cx=cx, cy=cy, r=g.free, fill=t["space"], stroke=t["ink_soft"], stroke_width=4.5)
    w.el("circle", cx=cx, cy=cy, r=g.free, fill="none", stroke=ctx.animal_fill(animal),
         stroke_width=3, stroke_dasharray="5 2")
    w.el("text", ctx.words.abbr(animal), x=cx, y=cy, class_="n b m")
    if not g.large:
        w.el("text", ctx.words.ui("free_space"), x=cx, y=dy, class_="xs m soft")
    w.close()


def _squares(w: Writer, ctx: Context, g: Geometry, box: str, x: float, y: float) -> float:
    """The four element squares of Adaptation, Abundance or Wanderlust; returns the right edge."""
    t = ctx.theme
    elements = ctx.st.boxes.get(box, [])
    n = max(SQUARES, len(elements))
    sq = g.square
    for k in range(n):
        sx = x + k * (sq + 3)
        w.el("rect", x=sx, y=y, width=sq, height=sq, rx=4, fill=t["square"],
             stroke=t["space_edge"], stroke_width=1)
        if k < len(elements):
            e = elements[k]
            cx, cy = sx + sq / 2, y + sq / 2
            disc(w, ctx, e, cx, cy, 11.5,
                 extra=ctx.hook(f"{box}-{e}", f"element el-{e}", ("circle", cx, cy, 11.5),
                                ident=f"{box}-{e}-0") + f' data-element="{e}"')
    return x + n * (sq + 3)


def _box(w: Writer, ctx: Context, box: str, x: float, y: float, wd: float, ht: float,
         big: bool = False) -> None:
    """The Regression, Wasteland or Depletion box: a tray of discs."""
    t = ctx.theme
    elements = ctx.st.boxes.get(box, [])
    w.el("rect", x=x, y=y, width=wd, height=ht, rx=8, fill=t["square"], stroke=t["space_edge"],
         stroke_width=1, stroke_dasharray="6 3")
    if not elements:
        w.el("text", ctx.words.ui("stack_empty"), x=x + wd / 2, y=y + ht / 2,
             class_="n m soft" if big else "s m soft")
        return
    per_row = max(1, int((wd - 8) // 27))
    rows = (len(elements) + per_row - 1) // per_row
    r = 11.5 if rows == 1 else min(11.5, (ht - 6) / rows / 2 - 1)
    for k, e in enumerate(elements):
        row, col = divmod(k, per_row)
        cx = x + 18 + col * 27
        cy = y + ht / 2 + (row - (rows - 1) / 2) * (2 * r + 2)
        disc(w, ctx, e, cx, cy, r,
             extra=ctx.hook(f"{box}-{e}", f"element el-{e}", ("circle", cx, cy, r),
                            ident=f"{box}-{e}-0") + f' data-element="{e}"')


def _stacks(w: Writer, ctx: Context, g: Geometry, x: float, y: float, rh: float) -> None:
    """The three Wanderlust stacks: face-up top terrain, tiles left."""
    st = ctx.st
    words = ctx.words
    for i in range(3):
        stack = st.stacks[i]
        R = g.stack
        cx = x + R + 2 + i * g.stack_pitch
        cy = y + rh * (0.5 if g.large else 0.40)
        extra = ctx.hook(f"stack-{i + 1}", "stack", ("circle", cx, cy, R), ident=f"stack-{i + 1}")
        w.open(extra=extra + f' data-count="{len(stack)}"')
        hexagon = " ".join(f"{num(cx + R * ux)},{num(cy + R * uy)}" for ux, uy in
                           ((1, 0), (0.5, -0.866), (-0.5, -0.866), (-1, 0), (-0.5, 0.866),
                            (0.5, 0.866)))
        if not stack:
            w.el("polygon", points=hexagon, fill=ctx.theme["hex_empty"],
                 stroke=ctx.theme["hex_edge"], stroke_width=1.2, stroke_dasharray="3 3",
                 class_="body")
        elif st.stack_up[i]:
            top = stack[-1]
            small_hex(w, ctx, top, cx, cy, R)
            if not g.large:    # the projector's stack shows its terrain by colour and pattern
                w.el("text", words.terrain_abbr(top), x=cx, y=cy, class_="xs b m")
        else:
            w.el("polygon", points=hexagon, fill=ctx.theme["stack_back"], stroke=ctx.theme["tile_edge"],
                 stroke_width=1.2, class_="body")
            if not g.large:
                w.el("text", "?", x=cx, y=cy, class_="h3 m", fill="#ffffff")
        if ctx.fragment is not None:       # a rulebook example shows the tops, not how many are left
            pass
        elif g.large:    # the number of tiles on the stack, large, inside it
            if stack:
                w.el("text", str(len(stack)), x=cx, y=cy, class_="h3 m lab")
        else:
            w.el("text", f"×{len(stack)}", x=cx, y=y + rh * 0.84, class_="s b m soft")
        w.close()


def _initiative_track(w: Writer, ctx: Context, g: Geometry, x: float, y: float, rh: float) -> None:
    """The Initiative track, left to right (the first animal places first)."""
    t = ctx.theme
    words = ctx.words
    m = g.marker
    if not g.large:
        w.el("text", words.ui("initiative_track"), x=x, y=y + 12, class_="xs soft")
    for k, animal in enumerate(ctx.st.initiative):
        bx = x + k * (m + 14)
        by = y + (rh - m) / 2 if g.large else y + 22
        w.open(class_="initiative-marker", data_animal=animal)
        w.el("rect", x=bx, y=by, width=m, height=m, rx=4, fill=ctx.animal_fill(animal),
             stroke=t["ink"], stroke_width=1.2)
        w.el("text", words.abbr(animal), x=bx + m / 2, y=by + m / 2, class_="n b m",
             fill=ctx.animal_ink(animal))
        if not g.large:
            w.el("text", str(k + 1), x=bx + m / 2, y=by + m + 10, class_="xs m soft")
        if k < len(ctx.st.initiative) - 1:
            w.el("text", "›", x=bx + m + 7, y=by + m / 2 - 1, class_="h3 m soft")
        w.close()
