"""The header (title, turn, phase, the pending question, the VP ranking) and the bag panel
(elements in the bag, the Survival card, the legend)."""
from __future__ import annotations

from typing import Any

from ..engine.calc import survival
from ..engine.constants import ALL_TERRAINS, ANIMALS, ELEMENTS
from ..explain import fragment_caption, prompt
from .context import Context
from .layout import PANELS
from .memo import frozen, part, tiles_key
from .pieces import cone, cube, disc, fit, panel_frame, pawn, small_hex, wrap
from .svg import Writer

_FOOD = {a: i for i, a in enumerate(ANIMALS)}


def phase_text(ctx: Context) -> str:
    """``Turn 3 · Execution · Speciation``; in a rulebook example, what it is instead of a turn:
    ``Part of the earth, as in the rulebook's example (000 p.13) · Glaciation``."""
    st = ctx.st
    words = ctx.words
    if ctx.fragment is not None:
        head = fragment_caption(ctx.fragment, words.lang, short=True)
        if st.over:
            return f"{head} · {words.ui('example_over')}"
        d = ctx.decision             # the section or phase being resolved, when it has a name
        rule = d.rule if d is not None and d.rule else ""
        named = words.text(f"section.{rule}") or words.text(f"phase.{rule}") or \
            (words.name("card", rule[5:]) if rule.startswith("card.") else None)
        return f"{head} · {named}" if named else head
    parts = [words.ui("turn", n=st.turn)]
    if st.over:
        parts.append(words.ui("game_over"))
    else:
        parts.append(words.name("phase", st.phase))
        d = ctx.decision
        if d is not None and d.rule and d.rule != st.phase:
            rule = d.rule
            parts.append(words.name("card", rule[5:]) if rule.startswith("card.")
                         else words.text(f"section.{rule}") or words.text(f"phase.{rule}")
                         or rule)
    return " · ".join(parts)


def prompt_text(ctx: Context) -> str:
    d = ctx.decision
    if d is None:
        if ctx.fragment is not None:
            return ""
        if ctx.st.over and ctx.st.result:
            winner = ctx.st.result.get("winner")
            if winner:
                return ctx.words.ui("winner", animal=ctx.words.name("animal", winner))
        return ""
    try:
        return prompt(d, ctx.words.engine_lang)
    except Exception:  # noqa: BLE001 - a prompt template that does not fit must not break the picture
        return ""


def ranking(ctx: Context) -> list[str]:
    """Animals by VP, highest first (food chain breaks ties, as on the track)."""
    st = ctx.st
    return sorted(st.animals, key=lambda a: (-st.animals[a].vp, _FOOD[a]))


def draw_header(w: Writer, ctx: Context) -> None:
    t = ctx.theme
    words = ctx.words
    box = PANELS["header"]
    w.open(class_="panel-header")
    w.el("rect", x=box.x, y=box.y, width=box.w, height=box.h, fill=t["section"])
    w.el("text", words.ui("title"), x=box.x + 18, y=box.y + 19, class_="h1",
         fill=t["section_ink"])
    w.el("text", phase_text(ctx), x=box.x + 18, y=box.y + 41, class_="n b",
         fill=t["section_ink"])
    prompt = prompt_text(ctx)
    if prompt:
        limit = 96 if ctx.detail else 76
        if len(prompt) > limit:
            prompt = prompt[:limit - 1].rstrip() + "…"
        if ctx.decision is not None:
            w.el("rect", x=box.x + 300, y=box.y + 9, width=880, height=36, rx=8, fill="#ffffff",
                 opacity=0.14)
            cube(w, ctx, ctx.decision.animal, box.x + 310, box.y + 18.5, None, size=17)
        w.el("text", prompt, x=box.x + 346, y=box.y + 27, class_="n b", fill=t["section_ink"])
    if ctx.fragment is not None:      # an example states no score
        w.close()
        return
    # VP ranking
    order = ranking(ctx)
    x = box.right - 12
    for a in reversed(order):
        label = str(ctx.st.animals[a].vp)
        wd = 23 + 4 + 9 * len(label)
        x -= wd + 10
        w.open(class_="vp", data_animal=a)
        w.el("rect", x=x - 4, y=box.y + 12, width=wd + 8, height=30, rx=6, fill="#ffffff",
             opacity=0.92)
        cube(w, ctx, a, x, box.y + 18.5, None, size=17)
        w.el("text", label, x=x + 27, y=box.y + 27.5, class_="h3")
        w.close()
    w.el("text", words.ui("vp"), x=x - 10, y=box.y + 27, class_="n b e", fill=t["section_ink"])
    w.close()


def draw_bag(w: Writer, ctx: Context) -> None:
    part(w, ctx, "bag", _bag_key, _draw_bag)


def _bag_key(ctx: Context) -> tuple[Any, ...]:
    """What the bag panel shows: the bag, the Survival card (species on tundra), the legend's animal."""
    return (frozen(ctx.st.bag), tiles_key(ctx), tuple(ctx.st.animals))


def _draw_bag(w: Writer, ctx: Context) -> None:
    t = ctx.theme
    words = ctx.words
    st = ctx.st
    box = PANELS["bag"]
    panel_frame(w, ctx, "bag", box, (4, 2, 6, 6), words.ui("bag"))
    # a rulebook example states nothing of the bag: its counts are not shown
    unknown = ctx.fragment is not None
    w.el("text", "—" if unknown else str(sum(st.bag.values())), x=box.x + box.w - 20, y=box.y + 20,
         class_="h3 e soft")
    cell = (box.w - 36) / len(ELEMENTS)
    for k, e in enumerate(ELEMENTS):
        x = box.x + 18 + k * cell
        y = box.y + 34
        extra = ctx.hook(f"bag-{e}", f"bag-cell el-{e}", ("rect", x, y, cell - 6, 48))
        w.open(extra=extra + f' data-element="{e}" data-count="{st.bag.get(e, 0)}"')
        w.el("rect", x=x, y=y, width=cell - 6, height=48, rx=6, fill=t["square"],
             stroke=t["space_edge"], stroke_width=1, class_="body")
        disc(w, ctx, e, x + (cell - 6) / 2, y + 16, 11.0)
        w.el("text", "—" if unknown else str(st.bag.get(e, 0)), x=x + (cell - 6) / 2, y=y + 38, class_="h3 m")
        w.close()
    # the Survival card
    y = box.y + 98
    sv = survival(st)
    holder = sv["holder"]
    w.el("rect", x=box.x + 14, y=y, width=box.w - 30, height=34, rx=7, fill=t["terrain.tundra"],
         stroke=t["terrain_ink.tundra"], stroke_width=1.5)
    title = words.ui("survival")
    w.el("text", title, x=box.x + 24, y=y + 17, class_="h3")
    tx = box.x + 24 + len(title) * 13 * ctx.k * 0.6 + 12
    room = box.right - 22 - tx
    if holder:
        cube(w, ctx, holder, tx, y + 8.5, None, size=17)
        fit(w, ctx, words.ui("survival_holder", animal=words.name("animal", holder),
                             n=sv["counts"][holder]), tx + 28, y + 17, "s", 10.5, room - 28)
    else:
        # two lines rather than a type too small to read when the words are long (it, de)
        lines = wrap(words.ui("survival_none"), room, 9 * ctx.k)
        if len(lines) == 2:
            for j, line in enumerate(lines):
                fit(w, ctx, line, tx, y + 17 + (j - 0.5) * 10.5 * ctx.k, "xs soft", 9, room)
        else:
            fit(w, ctx, words.ui("survival_none"), tx, y + 17, "xs soft", 9, room)
    draw_legend(w, ctx, box.x + 14, box.y + 142, box.w - 30, box.bottom - 12 - (box.y + 142))
    w.close()


def draw_legend(w: Writer, ctx: Context, x: float, y: float, wd: float, ht: float) -> None:
    """A small key: element glyphs, terrain patterns, pieces and marks."""
    t = ctx.theme
    words = ctx.words
    w.open(class_="legend")
    w.el("rect", x=x, y=y, width=wd, height=ht, rx=8, fill="none", stroke=t["panel_edge"],
         stroke_width=1)
    w.el("text", words.ui("legend"), x=x + 10, y=y + 13, class_="h3")
    # elements: glyph + name, two columns of three
    col_w = wd / 3
    for k, e in enumerate(ELEMENTS):
        cx = x + 18 + (k % 3) * col_w
        cy = y + 38 + (k // 3) * 26
        disc(w, ctx, e, cx, cy, 10.0)
        w.el("text", words.name("element", e), x=cx + 15, y=cy, class_="s")
    # terrains: pattern + short name
    tw = (wd - 16) / 4
    for k, terrain in enumerate(ALL_TERRAINS):
        sx = x + 8 + (k % 4) * tw
        sy = y + 88 + (k // 4) * 24
        small_hex(w, ctx, terrain, sx + 10, sy + 9, 9.5)
        w.el("text", words.name("terrain", terrain), x=sx + 23, y=sy + 9, class_="xs")
    # pieces, then the marks of the interactive picture
    col = wd / 3
    py = y + 156
    first = next(iter(ctx.st.animals), None) or ANIMALS[0]
    cube(w, ctx, first, x + 8, py - 8.5, 3, size=17)
    w.el("text", words.ui("species"), x=x + 44, y=py, class_="xs")
    cone(w, ctx, first, x + col + 16, py + 9, h=18)
    w.el("text", words.ui("dominant"), x=x + col + 30, y=py, class_="xs")
    pawn(w, ctx, first, x + 2 * col + 16, py, r=10)
    w.el("text", words.ui("pawn"), x=x + 2 * col + 32, y=py, class_="xs")
    py += 32
    for k, flag in enumerate(("choice", "changed", "highlight")):
        px = x + k * col + 16
        w.el("circle", cx=px, cy=py, r=7.0, class_=f"mark mark-{flag}")
        w.el("text", words.ui(flag), x=px + 14, y=py, class_="xs")
    if py + 30 < y + ht:
        py += 28
        cube(w, ctx, first, x + 8, py - 8.5, None, size=17, matching=0)
        w.el("text", words.ui("endangered"), x=x + 44, y=py, class_="xs")
    w.close()
