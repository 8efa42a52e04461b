"""The action display: twelve sections top to bottom as on the board (RULES.md §9.0), each with
its eyeball spaces and their printed data, the printed free spaces, action pawns, the element
squares and boxes, the tundra supply, the Wanderlust stacks and the Initiative track."""
from __future__ import annotations

from ..engine.constants import EYEBALLS, FREE_SPACES, SECTIONS, SQUARES, space_data
from .context import Context
from .layout import PANELS
from .pieces import disc, fit, pawn, small_hex, swatch
from .svg import Writer, num

ROW_TOP = 40.0       # below the panel title
TAB_W = 136.0        # section name tab
PITCH = 46.0         # distance between eyeball spaces
EYE_RX, EYE_RY = 19.0, 12.0
SQUARE = 30.0


def row_height() -> float:
    box = PANELS["display"]
    return (box.h - ROW_TOP - 8) / len(SECTIONS)


def draw_display(w: Writer, ctx: Context) -> None:
    t = ctx.theme
    box = PANELS["display"]
    w.open(class_="panel-display")
    w.el("rect", x=box.x + 4, y=box.y + 6, width=box.w - 8, height=box.h - 12, rx=14,
         fill=t["panel"], stroke=t["panel_edge"], stroke_width=1.5)
    w.el("text", ctx.words.ui("action_display"), x=box.x + 18, y=box.y + 24, class_="h2")
    rh = row_height()
    for i, section in enumerate(SECTIONS):
        y = box.y + ROW_TOP + i * rh
        _section(w, ctx, i, section, box.x + 10, y, box.w - 20, rh)
    w.close()


def _section(w: Writer, ctx: Context, i: int, section: str, x: float, y: float, width: float,
             rh: float) -> None:
    t = ctx.theme
    words = ctx.words
    st = ctx.st
    w.open(class_=f"section section-{section}", data_section=section)
    if i % 2 == 0:
        w.el("rect", x=x, y=y + 1, width=width, height=rh - 2, rx=8, fill=t["square"],
             opacity=0.55)
    # the tab with number and name
    w.el("rect", x=x + 2, y=y + 5, width=TAB_W, height=rh - 10, rx=7, fill=t["section"])
    name = words.name("section", section)
    w.el("text", str(i + 1), x=x + 14, y=y + rh / 2, class_="h3 m", fill=t["section_ink"])
    fit(w, ctx, name, x + 26, y + rh / 2 - (7 if _note(ctx, section) else 0), "h3", 13,
        TAB_W - 30, fill=t["section_ink"])
    note = _note(ctx, section)
    if note:
        w.el("text", note, x=x + 26, y=y + rh / 2 + 10, class_="xs", fill=t["section_ink"])

    cx = x + TAB_W + 14 + EYE_RX
    has_data = section in ("speciation", "migration", "competition", "glaciation") or bool(
        FREE_SPACES.get(section))
    cy = y + rh * (0.38 if has_data else 0.5)
    dy = y + rh * 0.78    # per-space data
    # the arachnids' free space comes before the seven Competition spaces
    free = FREE_SPACES.get(section)
    if free and section == "competition":
        _free_space(w, ctx, free, cx, cy, dy)
        cx += PITCH
    for n in range(1, EYEBALLS[section] + 1):
        _space(w, ctx, f"{section}.{n}", cx, cy, dy)
        cx += PITCH
    if free and section != "competition":
        _free_space(w, ctx, free, cx, cy, dy)
        cx += PITCH
    right = cx - EYE_RX + 8
    if section in ("adaptation", "abundance", "wanderlust"):
        right = _squares(w, ctx, section, right + 6, y + (rh - SQUARE) / 2)
    elif section in ("regression", "wasteland", "depletion"):
        _box(w, ctx, section, right + 6, y + 8, x + width - right - 14, rh - 16)
    if section == "glaciation":
        if ctx.detail:
            w.el("text", words.ui("leftmost_acts"), x=x + TAB_W + 14, y=dy, class_="xs soft")
        hx = right + 40
        small_hex(w, ctx, "tundra", hx, y + rh * 0.42, 19.0)
        w.el("text", f"×{st.tundra_supply}", x=hx, y=y + rh * 0.42, class_="h3 m")
        w.el("text", words.ui("tundra_supply"), x=hx + 26, y=y + rh * 0.42, class_="s soft")
    if section == "wanderlust":
        _stacks(w, ctx, right + 12, y, rh)
    if section == "initiative":
        _initiative_track(w, ctx, right + 18, y, rh)
    w.close()


def _note(ctx: Context, section: str) -> str:
    if not ctx.detail:
        return ""
    if section == "competition":
        return ctx.words.ui("plus_tundra")
    return ""


def _space(w: Writer, ctx: Context, space: str, cx: float, cy: float, dy: float) -> None:
    t = ctx.theme
    occupant = ctx.st.spaces.get(space)
    extra = ctx.hook("space-" + space, "space" + (" occupied" if occupant else ""),
                     ("ellipse", cx, cy, EYE_RX, EYE_RY))
    w.open(extra=extra)
    d = (f"M{num(cx - EYE_RX)},{num(cy)}Q{num(cx)},{num(cy - EYE_RY * 2)} {num(cx + EYE_RX)},"
         f"{num(cy)}Q{num(cx)},{num(cy + EYE_RY * 2)} {num(cx - EYE_RX)},{num(cy)}Z")
    w.el("path", d=d, fill=t["space"], stroke=t["space_edge"], stroke_width=1.4, class_="body")
    if occupant:
        pawn(w, ctx, occupant, cx, cy - 1)
    else:
        w.el("circle", cx=cx, cy=cy, r=5.0, fill=t["space_edge"], opacity=0.45)
    data = space_data(space)
    if "element" in data:
        e = str(data["element"])
        disc(w, ctx, e, cx, dy, 9.0)
    elif "x" in data:
        w.el("text", ctx.words.ui("up_to", n=data["x"]), x=cx, y=dy, class_="h3 m")
    elif "terrains" in data:
        terrains = list(data["terrains"])[1:]  # type: ignore[call-overload]
        for k, terrain in enumerate(terrains):
            swatch(w, ctx, terrain, cx - 21 + k * 21, dy - 8, 20, 16,
                   ctx.words.terrain_abbr(terrain)[:2] if ctx.detail else None)
    w.close()


def _free_space(w: Writer, ctx: Context, animal: str, cx: float, cy: float, dy: float) -> None:
    """A printed free space: drawn as the icon on the board, inert when its animal is absent."""
    t = ctx.theme
    active = animal in ctx.st.animals
    w.open(class_="free-space" + ("" if active else " inert"), data_animal=animal)
    w.el("circle", cx=cx, cy=cy, r=15.0, fill=t["space"], stroke=t["ink_soft"], stroke_width=4.5)
    w.el("circle", cx=cx, cy=cy, r=15.0, fill="none", stroke=ctx.animal_fill(animal),
         stroke_width=3, stroke_dasharray="5 2")
    w.el("text", ctx.words.abbr(animal), x=cx, y=cy, class_="n b m")
    w.el("text", ctx.words.ui("free_space"), x=cx, y=dy, class_="xs m soft")
    w.close()


def _squares(w: Writer, ctx: Context, box: str, x: float, y: float) -> float:
    """The four element squares of Adaptation, Abundance or Wanderlust; returns the right edge."""
    t = ctx.theme
    elements = ctx.st.boxes.get(box, [])
    n = max(SQUARES, len(elements))
    for k in range(n):
        sx = x + k * (SQUARE + 3)
        w.el("rect", x=sx, y=y, width=SQUARE, height=SQUARE, rx=4, fill=t["square"],
             stroke=t["space_edge"], stroke_width=1)
        if k < len(elements):
            e = elements[k]
            cx, cy = sx + SQUARE / 2, y + SQUARE / 2
            disc(w, ctx, e, cx, cy, 11.5,
                 extra=ctx.hook(f"{box}-{e}", f"element el-{e}", ("circle", cx, cy, 11.5),
                                ident=f"{box}-{e}-0") + f' data-element="{e}"')
    return x + n * (SQUARE + 3)


def _box(w: Writer, ctx: Context, box: str, x: float, y: float, wd: float, ht: float) -> None:
    """The Regression, Wasteland or Depletion box: a tray of discs."""
    t = ctx.theme
    elements = ctx.st.boxes.get(box, [])
    w.el("rect", x=x, y=y, width=wd, height=ht, rx=8, fill=t["square"], stroke=t["space_edge"],
         stroke_width=1, stroke_dasharray="6 3")
    if not elements:
        w.el("text", ctx.words.ui("stack_empty"), x=x + wd / 2, y=y + ht / 2, class_="s m soft")
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


def _stacks(w: Writer, ctx: Context, x: float, y: float, rh: float) -> None:
    """The three Wanderlust stacks: face-up top terrain, tiles left."""
    st = ctx.st
    words = ctx.words
    for i in range(3):
        stack = st.stacks[i]
        cx = x + 20 + i * 46
        cy = y + rh * 0.40
        R = 18.0
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
            w.el("text", words.terrain_abbr(top), x=cx, y=cy, class_="xs b m")
        else:
            w.el("polygon", points=hexagon, fill="#8d8578", stroke=ctx.theme["tile_edge"],
                 stroke_width=1.2, class_="body")
            w.el("text", "?", x=cx, y=cy, class_="h3 m", fill="#ffffff")
        w.el("text", f"×{len(stack)}", x=cx, y=y + rh * 0.84, class_="s b m soft")
        w.close()


def _initiative_track(w: Writer, ctx: Context, x: float, y: float, rh: float) -> None:
    """The Initiative track, left to right (the first animal places first)."""
    t = ctx.theme
    words = ctx.words
    w.el("text", words.ui("initiative_track"), x=x, y=y + 12, class_="xs soft")
    for k, animal in enumerate(ctx.st.initiative):
        bx = x + k * 44
        by = y + 22
        w.open(class_="initiative-marker", data_animal=animal)
        w.el("rect", x=bx, y=by, width=30, height=30, rx=4, fill=ctx.animal_fill(animal),
             stroke=t["ink"], stroke_width=1.2)
        w.el("text", words.abbr(animal), x=bx + 15, y=by + 15, class_="n b m",
             fill=ctx.animal_ink(animal))
        w.el("text", str(k + 1), x=bx + 15, y=by + 40, class_="xs m soft")
        if k < len(ctx.st.initiative) - 1:
            w.el("text", "›", x=bx + 37, y=by + 14, class_="h3 m soft")
        w.close()
