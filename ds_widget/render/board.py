"""The earth: 35 board hexes, tiles with terrain and tundra, element discs on corners, species
cubes, dominance cones, and hit areas on every vacant corner of every earth tile."""
from __future__ import annotations

from typing import Any

from ..engine.calc import tile_counts
from ..engine.constants import ANIMALS, TILE_SCORES
from ..engine.hexmap import BOARD, CORNERS_OF, corner_str, hex_str, parse_corner
from .context import Context
from .layout import HEX_R, PANELS, SQRT3, corner_point, hex_center, hex_points
from .memo import frozen, part, tiles_key
from .pieces import cone, cube, disc, fit, panel_frame
from .svg import Writer, points

_FOOD = {a: i for i, a in enumerate(ANIMALS)}


def draw_board(w: Writer, ctx: Context) -> None:
    part(w, ctx, "board", _board_key, _draw_board)


def _board_key(ctx: Context) -> tuple[Any, ...]:
    """What the earth shows: tiles, element discs, each animal's elements (the species' matching
    counts), and options naming corners (a vacant corner of no tile gets a hit area)."""
    st = ctx.st
    return (tiles_key(ctx), frozen(st.corners), tuple((a.name, a.elements) for a in st.animals.values()),
            tuple(kv for kv in ctx.choices.items() if kv[0].startswith("corner-")))


def _draw_board(w: Writer, ctx: Context) -> None:
    st = ctx.st
    t = ctx.theme
    R = HEX_R
    box = PANELS["board"]
    panel_frame(w, ctx, "board", box, (6, 6, 6, 6), fill="earth")
    title = ctx.words.text("fragment.earth") if ctx.fragment is not None else ctx.words.ui("earth")
    w.el("text", title or "", x=box.x + box.w - 20, y=box.y + 26, class_="h2 e")

    tiles = st.tiles
    # 1. empty board hexes (targets for Wanderlust)
    for h in BOARD:
        if h in tiles:
            continue
        cx, cy = hex_center(*h)
        target = "hex-" + hex_str(h)
        w.open(extra=ctx.hook(target, "hex", ("hex", cx, cy, R)))
        w.el("polygon", points=points(hex_points(cx, cy, R - 1.5)), fill=t["hex_empty"],
             stroke=t["hex_edge"], stroke_width=1.3, stroke_dasharray="5 4", class_="body")
        if ctx.coords:
            w.el("text", hex_str(h), x=cx, y=cy, class_="s m soft")
        w.close()

    # 2. tiles, over one layer of shadows so they read as pieces lying on the board
    w.open(class_="shadows", opacity="0.22")
    for h in sorted(tiles):
        cx, cy = hex_center(*h)
        w.el("polygon", points=points(hex_points(cx + 2.5, cy + 3.5, R)), fill="#000000")
    w.close()
    for h in sorted(tiles):
        _tile(w, ctx, h)
    if ctx.hex_marks.parts:
        w.raw('<g class="marks">')
        w.extend(ctx.hex_marks)
        w.raw("</g>")

    # 3. element discs and the hit areas of vacant corners
    corners = st.corners
    seen = set()
    for h in sorted(tiles):
        for c in CORNERS_OF[h]:
            if c in seen:
                continue
            seen.add(c)
            if c not in corners:
                x, y = corner_point(*c)
                w.el("circle", cx=x, cy=y, r=11.0,
                     extra=ctx.hook("corner-" + corner_str(c), "corner hit", None))
    # elements may sit on corners outside the drawn tiles' set (edge of the board): draw them all
    r = R * 0.19
    for c in sorted(corners):
        x, y = corner_point(*c)
        e = corners[c]
        target = "corner-" + corner_str(c)
        disc(w, ctx, e, x, y, r,
             extra=ctx.hook(target, f"corner element el-{e}", ("circle", x, y, r))
             + f' data-element="{e}"')
    # options may name a vacant corner of no tile (not expected): give it a hit area too
    for target in sorted(ctx.choices):
        if target.startswith("corner-") and target not in ctx.drawn:
            c = parse_corner(target[7:])
            x, y = corner_point(*c)
            w.el("circle", cx=x, cy=y, r=11.0,
                 extra=ctx.hook(target, "corner hit", None))
    w.close()


# long: one tile drawn layer by layer (terrain, tundra, species, dominance, marks)
def _tile(w: Writer, ctx: Context, h: tuple[int, int]) -> None:
    t = ctx.theme
    R = HEX_R
    tile = ctx.st.tiles[h]
    cx, cy = hex_center(*h)
    kind = tile.kind
    hs = hex_str(h)
    extra = ctx.hook("tile-" + hs, f"tile terrain-{tile.terrain}" + (" tundra" if tile.tundra else ""),
                     ("hex", cx, cy, R))
    w.open(extra=extra + f' data-terrain="{kind}"')
    pts = points(hex_points(cx, cy, R))
    w.el("polygon", points=pts, fill=t["terrain." + tile.terrain], stroke=t["tile_edge"],
         stroke_width=1.6, class_="body")
    w.el("polygon", points=pts, fill=f"url(#{ctx.scope}-pat-{tile.terrain})")
    words = ctx.words
    k = ctx.k
    top = cy - R * 0.62
    disc_r = R * 0.19             # the element discs on the tile's top corners (see above)

    def clear_of_discs(label: str, y: float, font: float) -> float:
        """``y``, or lower: a name wider than the gap between the two top corners' discs goes
        below them, never under them (a disc on a corner would cover its ends)."""
        half = len(label) * font * 0.66 / 2           # bold capitals with the 0.6 px spacing
        if half <= R / 2 - disc_r - 1:
            return y
        return max(y, cy - R * SQRT3 / 2 + disc_r + font * 0.6 + 2)     # the glyphs' box, ascent included

    def name_label(label: str, y: float, r: float) -> None:
        """The terrain's name inside its hex (of radius ``r``) at height ``y``: a long name
        ("DSCHUNGEL") in a smaller type rather than under the next tile."""
        half = r - abs(y - cy) / SQRT3 - 6          # the hex's half width there, less the halo
        # fit() reckons 0.6 em a glyph; these capitals with their 0.6 px spacing take 0.66
        fit(w, ctx, label, cx, y, "tl m", 11, 2 * half * 0.6 / 0.66)
    scores = "·".join(str(v) for v in TILE_SCORES[kind]) if ctx.detail else ""
    if tile.tundra:
        rt = R * 0.76
        spts = points(hex_points(cx, cy, rt))
        w.el("polygon", points=points(hex_points(cx + 1.5, cy + 2.5, rt)), fill="#000000",
             opacity=0.18)
        w.el("polygon", points=spts, fill=t["terrain.tundra"], stroke=t["terrain_ink.tundra"],
             stroke_width=1.6)
        w.el("polygon", points=spts, fill=f"url(#{ctx.scope}-pat-tundra)")
        label = words.name("terrain", "tundra").upper()
        top = clear_of_discs(label, cy - rt * SQRT3 / 2 + 9, 11 * k)
        name_label(label, top, R)      # its halo may pass over the ring of the printed terrain
        # the printed terrain stays visible: on the ring around the small tile and in words
        sub = f"({words.name('terrain', tile.terrain)})"
        size = "s" if ctx.presentation else "xs"      # the printed terrain, readable on a projector
        w.el("text", f"{sub} {scores}" if scores else sub, x=cx, y=top + 12 * k,
             class_=f"{size} m lab")
        labels_end = top + 12 * k + (5.25 if ctx.presentation else 4.5) * k
    else:
        label = words.name("terrain", kind).upper()
        top = clear_of_discs(label, top, 11 * k)
        name_label(label, top, R)
        labels_end = top + 5.5 * k
        if scores:
            w.el("text", scores, x=cx, y=top + 12 * k, class_="xs m lab")
            labels_end = top + 12 * k + 4.5 * k
    # species: cubes with counts, two per row
    species = sorted(tile.species.items(), key=lambda kv: _FOOD[kv[0]])
    n = len(species)
    cols = 1 if n == 1 else 2
    rows = (n + 1) // 2
    cell_w, cell_h = 44.0, 20.0
    y0 = cy - 6 - (rows - 1) * cell_h / 2 + (4 if rows == 1 else 0)
    if rows == 3:
        y0 += 4
    # the cubes never cover the tile's name or its label line: they start below them
    y0 += max(0.0, labels_end + 1.5 - (y0 - 8.5))
    counts = tile_counts(ctx.st, h) if species else {}
    for i, (animal, count) in enumerate(species):
        row, col = divmod(i, 2)
        in_row = min(cols, n - row * 2)
        x0 = cx - in_row * cell_w / 2 + col * cell_w + 1
        m = sum(counts.get(e, 0) for e in ctx.st.animals[animal].elements)
        cube(w, ctx, animal, x0, y0 + row * cell_h - 8.5, count, size=17,
             dominant=animal == tile.dominant, matching=m)
    if tile.dominant:
        # under the cubes (and their counts, which grow with the text scale), else beside them
        below = y0 + (rows - 1) * cell_h + 8.5 + 4.5 * max(0.0, k - 1) + 2 + 20
        base = max(cy + R * (0.62 if rows == 1 else 0.7), below)
        if rows >= 3 or base > cy + R * SQRT3 / 2 - 3:
            cone(w, ctx, tile.dominant, cx + R * 0.62, cy + R * 0.42, h=18)
        else:
            cone(w, ctx, tile.dominant, cx, base, h=20)
    if ctx.coords:
        w.el("text", hs, x=cx - R * 0.5, y=cy + R * 0.66, class_="xs m soft")
    w.close()
