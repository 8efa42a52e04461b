"""What every drawing function shares: the state, words, theme, and the interaction hooks.

A drawable thing that a legal option may refer to is written with :meth:`Context.hook`, which
returns its attributes: ``data-target`` (the engine's ``Option.target`` naming), a unique ``id``,
CSS classes, and — when the pending decision has an option with that target — ``data-choice``
with the option id, class ``choice`` and ``tabindex``. Targets named by the last step's events
get class ``changed``, targets in ``highlight`` class ``highlight``; for each such flag a ring is
also drawn in the overlay layer on top of everything, so a mark is never hidden under a
neighbouring tile (the marks of tiles and hexes go just above the tiles, under the element
discs, so they never hide a disc either).
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..engine.state import State
from ..explain import focus
from .labels import Words
from .layout import hex_points
from .style import scope_of, text_scale
from .svg import Writer, attr, num, points

if TYPE_CHECKING:
    from .memo import PartCache

#: shape of a hooked thing, for its marks: ("circle", cx, cy, r), ("ellipse", cx, cy, rx, ry),
#: ("rect", x, y, w, h) or ("hex", cx, cy, R)
Shape = tuple[Any, ...]

FLAGS = ("choice", "changed", "highlight")


class Context:
    """One rendering: inputs, words, theme, the overlay of marks and the ids in use."""

    def __init__(self, state: State, *, decision: Any, events: Iterable[dict[str, Any]],
                 lang: str, highlight: Iterable[str], theme: dict[str, str],
                 presentation: bool, coords: bool, annotate: bool = False,
                 text_k: float | None = None, cache: PartCache | None = None) -> None:
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
        self.marks = Writer()
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
        self.view_key: Any = None if cache is None else (
            lang, self.scope, self.k, presentation, coords, annotate, tuple(theme.items()),
            None if self.fragment is None else tuple(self.fragment["shows"]))
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
        if flags:
            cls = cls + " " + " ".join(flags)
            if shape is not None:   # None: the thing shows its flags itself, by CSS
                for i, flag in enumerate(flags):
                    self.mark(shape, flag, i)
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

    # ---------------------------------------------------------------------------- colours
    def animal_fill(self, animal: str) -> str:
        return self.theme.get(f"animal.{animal}", "#999999")

    def animal_ink(self, animal: str) -> str:
        return self.theme.get(f"animal_ink.{animal}", "#000000")


def fmt_pos(x: float, y: float) -> str:
    return f"translate({num(x)} {num(y)})"
