"""What every drawing function shares: the state, words, theme, and the interaction hooks.

A drawable thing that a legal option may refer to is written with :meth:`Context.hook`, which
returns its attributes: ``data-target`` (the engine's ``Option.target`` naming), a unique ``id``,
CSS classes, and — when the pending decision has an option with that target — ``data-choice``
with the option id, class ``choice`` and ``tabindex``. Targets named by the last step's events
get class ``changed``, targets in ``highlight`` class ``highlight``; for each such flag a ring is
also drawn in the overlay layer on top of everything, so a mark is never hidden under a
neighbouring tile (the marks of tiles and hexes go just above the tiles, under the element
discs, so they never hide a disc either). A reviewed decision's option taken (``played``) and the
reviewer's better one (``better``) get a ring each and a labelled tag on top of the overlay
(:meth:`Context.draw_tags`): the move played a square white tag, the better move a round filled one
with a star, each with its word — told apart by shape and word, never by colour or line style alone.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..engine.state import State
from ..explain import focus
from .labels import Words
from .layout import Rect, hex_points
from .style import scope_of, text_scale
from .svg import Writer, attr, num, points

if TYPE_CHECKING:
    from .memo import PartCache

#: shape of a hooked thing, for its marks: ("circle", cx, cy, r), ("ellipse", cx, cy, rx, ry),
#: ("rect", x, y, w, h) or ("hex", cx, cy, R)
Shape = tuple[Any, ...]

FLAGS = ("choice", "changed", "highlight", "played", "better")
#: the flags that carry a labelled tag (:meth:`Context.draw_tags`) besides their ring
BADGES = ("played", "better")


class Context:
    """One rendering: inputs, words, theme, the overlay of marks and the ids in use."""

    def __init__(self, state: State, *, decision: Any, events: Iterable[dict[str, Any]],
                 lang: str, highlight: Iterable[str], theme: dict[str, str],
                 presentation: bool, coords: bool, annotate: bool = False,
                 text_k: float | None = None, cache: PartCache | None = None,
                 played: Iterable[str] = (), better: Iterable[str] = (), view: Rect | None = None) -> None:
        self.st = state
        self.annotate = annotate
        """write each animal's matching beside its species on every tile (the what-if view)"""
        self.decision = decision
        self.words = Words(lang)
        self.lang = lang
        self.theme = theme
        self.presentation = presentation
        self.k = text_scale(presentation) if text_k is None else text_k
        """every text size is multiplied by this (1, or more for a projector)"""
        self.scope = scope_of(theme, presentation, text_k)
        """class and id prefix of this picture's style sheet and patterns"""
        self.detail = not presentation
        self.coords = coords
        self.choices: dict[str, str] = {}
        if decision is not None:
            for o in decision.options:
                if o.target and o.target not in self.choices:
                    self.choices[o.target] = o.id
        changed: set[str] = set()
        for ev in events or ():
            if isinstance(ev, dict):
                changed.update(focus(ev))
        self.changed = changed
        self.highlight = {str(h) for h in highlight or ()}
        self.played = {str(t) for t in played or ()}
        """the reviewed decision's option taken: a square tag "played" above it"""
        self.better = {str(t) for t in better or ()}
        """the reviewer's better option: a round tag "better" below it"""
        self.marks = Writer()
        self.tags: list[tuple[Shape, str]] = []
        """the things with a labelled tag (``played``, ``better``): drawn last (:meth:`draw_tags`)"""
        self.hex_marks = Writer()
        """marks of tiles and hexes: drawn by the board above the tiles, below the discs"""
        self.ids: dict[str, int] = {}
        self.drawn: set[str] = set()
        self.cache = cache
        """parts kept from earlier renders (:mod:`.memo`), or None"""
        self.hooked: list[str] = []
        """every target hooked, in order; ``probed``: every id name looked at, ``added``: taken"""
        self.probed: list[str] = []
        self.added: list[str] = []
        self.keys: dict[str, Any] = {}
        """keys of the position that several parts share, made once (:mod:`.memo`)"""
        self.described: set[str] = set()
        """the parts of the position the picture's text alternative says (its panels')"""
        self.fragment: dict[str, Any] | None = state.fragment
        """a rulebook example (:mod:`ds_widget.engine.fragment`): the picture shows only what it
        states — the earth, the sheets' elements, the sections (and cards) it shows — and says so"""
        self.view = view
        """the picture's area (its panels): a tag that would pass its edge goes on the other side"""
        self.view_key: Any = None if cache is None else (
            lang, self.scope, self.k, presentation, coords, annotate, tuple(theme.items()),
            None if self.fragment is None else tuple(self.fragment["shows"]), view)
        """what every part's drawing depends on besides the position (:func:`.memo.part`)"""

    def shows(self, part: str) -> bool:
        """Does the picture show this section of the action display (or ``"cards"``)? Always in a
        game; in a fragment, only what the example shows."""
        return self.fragment is None or part in self.fragment["shows"]

    # ------------------------------------------------------------------------------ hooks
    def new_id(self, base: str) -> str:
        """A unique element id derived from a name (``corner-0_0E``, ``adaptation-grass-1``)."""
        base = base.replace(",", "_")
        self.probed.append(base)
        n = self.ids.get(base)
        if n is None:
            self.ids[base] = 0
            self.added.append(base)
            return base
        while True:
            n += 1
            cand = f"{base}-{n}"
            self.probed.append(cand)
            if cand not in self.ids:
                self.ids[base] = n
                self.ids[cand] = 0
                self.added.append(cand)
                return cand

    def hook(self, target: str, cls: str, shape: Shape | None, *, ident: str | None = None) -> str:
        """Attributes of a drawable that options may refer to (see the module docstring)."""
        self.drawn.add(target)
        self.hooked.append(target)
        flags = []
        extra = ""
        choice = self.choices.get(target)
        if choice is not None:
            flags.append("choice")
            extra = f' data-choice="{attr(choice)}" tabindex="0"'
        if target in self.changed:
            flags.append("changed")
        if target in self.highlight:
            flags.append("highlight")
        if target in self.played:
            flags.append("played")
        if target in self.better:
            flags.append("better")
        if flags:
            cls = cls + " " + " ".join(flags)
            if shape is not None:   # None: the thing shows its flags itself, by CSS
                for i, flag in enumerate(flags):
                    self.mark(shape, flag, i)
                    if flag in BADGES:
                        self.tags.append((shape, flag))
        ident = self.new_id(ident or target)
        return f' id="{attr(ident)}" class="{cls}" data-target="{attr(target)}"{extra}'

    def mark(self, shape: Shape, flag: str, depth: int = 0) -> None:
        """A ring in the overlay: outside circles and rectangles, inside hexes."""
        cls = f"mark mark-{flag}"
        pad = 3.5 + 4.5 * depth
        kind = shape[0]
        if kind == "circle":
            _, cx, cy, r = shape
            self.marks.el("circle", cx=float(cx), cy=float(cy), r=float(r + pad), class_=cls)
        elif kind == "ellipse":
            _, cx, cy, rx, ry = shape
            self.marks.el("ellipse", cx=float(cx), cy=float(cy), rx=float(rx + pad),
                          ry=float(ry + pad), class_=cls)
        elif kind == "rect":
            _, x, y, w, h = shape
            self.marks.el("rect", x=float(x - pad), y=float(y - pad), width=float(w + 2 * pad),
                          height=float(h + 2 * pad), rx=6, class_=cls)
        else:
            _, cx, cy, R = shape
            self.hex_marks.el("polygon", points=points(hex_points(cx, cy, R - pad)), class_=cls)

    def draw_tags(self) -> None:
        """The labelled tags of the ``played`` and ``better`` things, on top of every mark: "played"
        in a square-cornered white tag, "better" in a round tag filled with its colour and a star
        before the word. The move played has its tag above it and the better move below, or the
        other way round when the move played is the lower of the two, so the tags stand outside the
        pair and never cover each other; a tag the picture's edge would cut goes on the other side.
        On a tile the tag is a size smaller (as large as the tile's name) and touches its edge."""
        ys = {flag: [(_extent(s)[0] + _extent(s)[1]) / 2 for s, f in self.tags if f == flag] for flag in BADGES}
        swap = bool(ys["played"] and ys["better"]) and min(ys["played"]) > max(ys["better"]) + 1
        for shape, flag in self.tags:
            self._tag(shape, flag, above=(flag == "played") != swap)

    def _tag(self, shape: Shape, flag: str, above: bool) -> None:
        top, bottom, cx = _extent(shape)
        tile = shape[0] == "hex"
        fs = (11.0 if tile else 13.0) * self.k
        gap = 0 if tile else 3
        word = self.words.ui(f"mark_{flag}")
        label = word if flag == "played" else f"\u2605 {word}"
        h = fs * 1.45
        w = fs * (0.64 * len(label) + 0.9)
        tip = fs * 0.45
        v = self.view
        if v is not None and above and top - gap - tip - h < v.y:
            above = False
        elif v is not None and not above and bottom + gap + tip + h > v.bottom:
            above = True
        if above:
            y = top - gap - tip - h
            tail = f"M{num(cx - tip)},{num(y + h)}L{num(cx)},{num(y + h + tip)}L{num(cx + tip)},{num(y + h)}Z"
        else:
            y = bottom + gap + tip
            tail = f"M{num(cx - tip)},{num(y)}L{num(cx)},{num(y - tip)}L{num(cx + tip)},{num(y)}Z"
        m = self.marks
        m.open("g", class_=f"badge badge-{flag}")
        m.el("path", d=tail, class_="tag")
        x = cx - w / 2 if v is None else min(max(cx - w / 2, v.x + 2), v.right - w - 2)
        m.el("rect", x=x, y=y, width=w, height=h, rx=0 if flag == "played" else h / 2, class_="tag")
        m.el("text", label, x=x + w / 2, y=y + h / 2, class_="m b tagword" + (" small" if tile else ""))
        m.close()

    # ---------------------------------------------------------------------------- colours
    def animal_fill(self, animal: str) -> str:
        return self.theme.get(f"animal.{animal}", "#999999")

    def animal_ink(self, animal: str) -> str:
        return self.theme.get(f"animal_ink.{animal}", "#000000")


def _extent(shape: Shape) -> tuple[float, float, float]:
    """The top, the bottom and the centre's x of a hooked thing's shape."""
    kind = shape[0]
    if kind == "circle":
        _, cx, cy, r = shape
        return cy - r, cy + r, cx
    if kind == "ellipse":
        _, cx, cy, _rx, ry = shape
        return cy - ry, cy + ry, cx
    if kind == "rect":
        _, x, y, w, h = shape
        return y, y + h, x + w / 2
    _, cx, cy, R = shape
    return cy - R * 0.866, cy + R * 0.866, cx


def fmt_pos(x: float, y: float) -> str:
    return f"translate({num(x)} {num(y)})"
