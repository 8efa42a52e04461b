"""Parts of a picture kept from one render to the next, so a click draws again only what changed.

A part is a piece of the table a drawing function writes on its own — the earth, one animal's
sheet, one section of the action display … — named by a slot (``"board"``, ``"sheet:birds"``) and
by a key: everything of the position it draws (its tiles, the pawns on its spaces …), given by the
caller. :func:`part` draws it afresh, or writes what it wrote last time when that is sure to be the
same bytes:

* the key and the view (language, theme, sizes, options) are equal;
* every drawable the part hooked (:meth:`Context.hook`) still has the same option, and is still
  or still not a changed, highlighted, played or better thing;
* the ids it took are still free: an element id depends on the ids the parts before it took
  (:meth:`Context.new_id`), so a part whose names met another part's is never kept.

Then its marks (the overlay's rings, the things its tags go on) and its ids are replayed into the
context, so the parts after it see what they would have seen. Without a cache
(``render_svg(..., cache=None)``, the default) every part is drawn; with one, the picture is the
same bytes (``tests/render/test_render_memo.py`` holds both over random games). The cache keeps
the last :data:`KEEP` drawings of each slot: a click and its Undo, a step and the step back, find
theirs.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from .context import Context
from .svg import Writer

#: drawings kept per slot (the newest)
KEEP = 2


class _Kept(NamedTuple):
    """One drawing of a part and what must still hold for it to be written again."""
    key: Any
    markup: str
    hooked: tuple[str, ...]
    flags: tuple[tuple[Any, bool, bool, bool, bool], ...]
    probed: frozenset[str]
    ids: tuple[tuple[str, int], ...]
    marks: tuple[str, ...]
    tags: tuple[tuple[Any, str], ...]


class PartCache:
    """The last :data:`KEEP` drawings of each part, for :func:`ds_widget.render.render_svg`'s
    ``cache``.

    ``hits`` and ``misses`` count parts written from the cache and parts drawn."""

    __slots__ = ("_kept", "hits", "misses")

    def __init__(self) -> None:
        self._kept: dict[str, list[_Kept]] = {}
        self.hits = 0
        self.misses = 0


def _flags(ctx: Context, hooked: tuple[str, ...]) -> tuple[tuple[Any, bool, bool, bool, bool], ...]:
    choices, changed, highlight, played, better = ctx.choices, ctx.changed, ctx.highlight, ctx.played, ctx.better
    return tuple((choices.get(t), t in changed, t in highlight, t in played, t in better) for t in hooked)


def part(w: Writer, ctx: Context, slot: str, key: Callable[..., Any], draw: Callable[..., Any],
         *args: Any) -> None:
    """``draw(w, ctx, *args)``, or its markup of last time when it must be the same (see the
    module's notes). ``key(ctx, *args)`` gives everything of the position the part draws (it is
    called only with a cache)."""
    cache: PartCache | None = ctx.cache
    if cache is None:
        draw(w, ctx, *args)
        return
    full = (ctx.view_key, key(ctx, *args), args)
    drawings = cache._kept.setdefault(slot, [])
    for kept in drawings:
        if (kept.key == full and kept.probed.isdisjoint(ctx.ids)
                and kept.flags == _flags(ctx, kept.hooked)):
            break
    else:
        _draw(w, ctx, cache, drawings, full, draw, args)
        return
    if drawings[0] is not kept:
        drawings.remove(kept)
        drawings.insert(0, kept)
    cache.hits += 1
    w.raw(kept.markup)
    ctx.ids.update(kept.ids)
    ctx.drawn.update(kept.hooked)
    ctx.hooked.extend(kept.hooked)
    ctx.probed.extend(kept.probed)
    ctx.added.extend(name for name, _ in kept.ids)
    ctx.marks.parts.extend(kept.marks)
    ctx.tags.extend(kept.tags)


def _draw(w: Writer, ctx: Context, cache: PartCache, drawings: list[_Kept], full: Any,
          draw: Callable[..., Any], args: tuple[Any, ...]) -> None:
    """Draw a part afresh, recording what it hooked, the ids it took and its marks."""
    cache.misses += 1
    h0, p0, a0, m0, t0 = len(ctx.hooked), len(ctx.probed), len(ctx.added), len(ctx.marks.parts), len(ctx.tags)
    sub = Writer()
    draw(sub, ctx, *args)
    markup = sub.getvalue()
    w.raw(markup)
    probed = frozenset(ctx.probed[p0:])
    added = ctx.added[a0:]
    if not probed <= set(added):       # it met a name another part took: its ids depend on that
        return
    hooked = tuple(ctx.hooked[h0:])
    drawings.insert(0, _Kept(full, markup, hooked, _flags(ctx, hooked), probed,
                             tuple((name, ctx.ids[name]) for name in added),
                             tuple(ctx.marks.parts[m0:]), tuple(ctx.tags[t0:])))
    del drawings[KEEP:]


# ---------------------------------------------------------------- keys of the position
def frozen(x: Any) -> Any:
    """A value as a comparable tuple: lists and dicts (in their order) made tuples, all the way down."""
    if isinstance(x, (list, tuple)):
        return tuple(frozen(v) for v in x)
    if isinstance(x, dict):
        return tuple((k, frozen(v)) for k, v in x.items())
    return x


def slots_key(obj: Any) -> tuple[Any, ...]:
    """Everything a piece (a tile, an animal) holds: each of its slots, frozen (but the generation of
    the state that may write it, ``owner``: not part of the position)."""
    return tuple(frozen(getattr(obj, s)) for s in type(obj).__slots__ if s != "owner")


def tiles_key(ctx: Context) -> tuple[Any, ...]:
    """The earth's tiles, everything on them (made once per picture), in the order of their hexes: the
    engine may put the same tiles' dict in another order (``State.tiles_in_order``), which is no change
    to draw."""
    k = ctx.keys.get("tiles")
    if k is None:
        k = ctx.keys["tiles"] = tuple((h, slots_key(t)) for h, t in sorted(ctx.st.tiles.items()))
    return k
