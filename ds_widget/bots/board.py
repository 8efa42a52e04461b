"""The greedy bot's valuation: :func:`evaluate` and the :class:`Board` that keeps it tile by tile,
so that a look-ahead's copy is valued from what it changed (:mod:`.greedy`)."""
from __future__ import annotations

from collections.abc import Collection
from itertools import repeat
from typing import Any

from ..engine.calc import matching_with, tokens
from ..engine.hexmap import CORNER_BOARD_HEXES, CORNERS_OF, Hex
from ..engine.state import State, Tile


def evaluate(st: State, animal: str) -> dict[str, float]:
    """What the greedy bot values for ``animal`` now: VP, tiles dominated, matching where it
    lives, species that would die at Extinction, species on earth."""
    return Board(st, animal).values


Part = tuple[int, int, int, int]
"""what one tile adds to :func:`evaluate`: (dominated, matching, endangered, species)"""
Values = tuple[int, int, int, int, int]
""":func:`evaluate`'s terms as a tuple, in its order: (vp, dominated, matching, endangered, species)"""
TERMS = ("vp", "dominated", "matching", "endangered", "species")
"""the names of :func:`evaluate`'s terms, in its order"""
_NONE: frozenset[Any] = frozenset()


class Board:
    """:func:`evaluate` of ``st`` for ``animal``, kept tile by tile, so that a look-ahead's copy
    of ``st`` is valued from the tiles it changed: a copy shares the tiles it did not write with
    the state it came from (``State.tile_w``), and its corners too until it moves a disc, so every
    other tile adds what it adds in ``st``, but for the animal's matching where it lives when
    discs have moved. A board that watches ``st`` (the bot's) learns those tiles and discs from
    the copy itself (``State.changes``) and counts the matching again only by the discs that moved;
    any other board, or a copy not cloned from ``st`` as it stands, compares every tile. The sums
    are of whole numbers, so the values are exactly :func:`evaluate`'s."""

    __slots__ = ("st", "animal", "own", "matching", "parts", "sums", "mark", "base")

    def __init__(self, st: State, animal: str, watch: bool = False) -> None:
        """``watch``: mark ``st`` (``State.watch``), so that a copy cloned from it since tells which
        tiles and corners it changed instead of every tile being compared."""
        self.st, self.animal = st, animal
        self.mark = st.watch() if watch else None
        own = self.own = tokens(st, animal)
        known: dict[Hex, int] = {}
        parts: dict[Hex, Part] = {}
        on_corner = st.corners.get
        dominated = match = endangered = species = 0
        for h, t in st.tiles.items():       # _part of every tile, written out
            n = t.species.get(animal, 0)
            if n:
                m = known[h] = sum(map(own.get, filter(None, map(on_corner, CORNERS_OF[h])), repeat(0)))
                p = parts[h] = (1 if t.dominant == animal else 0, m if m < 6 else 6, 0 if m else n, n)
                dominated += p[0]
                match += p[1]
                endangered += p[2]
                species += n
            elif t.dominant == animal:
                parts[h] = (1, 0, 0, 0)
                dominated += 1
        self.matching = known
        """the animal's matching per tile, with ``st``'s corners, as it is asked for"""
        self.parts = parts
        self.sums = (dominated, match, endangered, species)
        self.base: Values = (st.animals[animal].vp, dominated, match, endangered, species)
        """:attr:`values` as a tuple (:data:`Values`)"""

    @property
    def values(self) -> dict[str, float]:
        """:func:`evaluate` of :attr:`st`"""
        return dict(zip(TERMS, self.base))

    def again(self) -> Board:
        """The :class:`Board` of :attr:`st` as it stands now, watched again (``Board(st, animal,
        watch=True)``), made from this one: a board that watches its state learns from the state
        itself which tiles and discs changed since (``State.changes``), so only the tiles on those
        hexes and the tiles of those corners are counted again. A state that no longer tells (it
        was watched again since, or this board does not watch it) or whose animal's elements
        changed is counted whole."""
        st, animal = self.st, self.animal
        told = st.changes(self.mark)
        if told is None or tokens(st, animal) != self.own:
            return Board(st, animal, watch=True)
        hexes, corners = told
        b = object.__new__(Board)
        b.st, b.animal, b.own = st, animal, self.own
        if not hexes and not corners:       # nothing on the earth changed: the same counts
            b.matching, b.parts, b.sums = self.matching, self.parts, self.sums
        else:
            known, parts = dict(self.matching), dict(self.parts)
            todo = set(hexes)
            for c in corners:               # the matching changes on the tiles of a disc
                for h in CORNER_BOARD_HEXES[c]:
                    known.pop(h, None)
                    todo.add(h)
            b.matching = known
            sums = list(self.sums)
            tiles = st.tiles
            for h in todo:                  # what each added taken off, what it adds put on (_part)
                old = parts.pop(h, None)
                if old is not None:
                    for i in range(4):
                        sums[i] -= old[i]
                t = tiles.get(h)
                p = None if t is None else b._part(h, t)
                if p is not None:
                    parts[h] = p
                    for i in range(4):
                        sums[i] += p[i]
            b.parts, b.sums = parts, (sums[0], sums[1], sums[2], sums[3])
        b.mark = st.watch()                 # after reading what changed: it starts the log anew
        b.base = (st.animals[animal].vp, *b.sums)  # type: ignore[assignment]
        return b

    def _part(self, h: Hex, t: Tile, on: State | None = None) -> Part | None:
        """What tile ``t`` on ``h`` adds (None: nothing), the corners being ``st``'s, or those of
        ``on`` if given."""
        animal = self.animal
        n = t.species.get(animal, 0)
        dominated = 1 if t.dominant == animal else 0
        if not n:
            return (dominated, 0, 0, 0) if dominated else None
        if on is not None:
            m = matching_with(on, self.own, h)
        else:
            known = self.matching.get(h)
            if known is None:
                known = self.matching[h] = matching_with(self.st, self.own, h)
            m = known
        return (dominated, min(m, 6), n if m == 0 else 0, n)

    def of(self, s: State) -> dict[str, float]:
        """:func:`evaluate` of ``s``, a state cloned (perhaps more than once) from :attr:`st`."""
        return dict(zip(TERMS, self.of_t(s)))

    def of_t(self, s: State) -> Values:
        """:meth:`of` as a tuple (:data:`Values`). For a copy cloned from a watched :attr:`st` as
        it stands, from what it changed since (``State.changes``): the tiles on those hexes and the
        tiles of the corners whose disc changed, the animal's matching counted again on the latter
        with ``s``'s discs; what each of them added in ``st`` taken off and what it adds in ``s``
        put on (:meth:`_part`, written out: this runs once for every look-ahead)."""
        st, animal = self.st, self.animal
        a = s.animals[animal]
        e, e0 = a.elements, st.animals[animal].elements
        if e is not e0 and e != e0:         # the same tuple unless the sheet was read again
            return Board(s, animal).base    # its matching may have changed on any tile
        mark = self.mark
        # st.unchanged_since(mark) and s.changes(mark), written out: this runs for every look-ahead
        if mark is None or st._mark is not mark or st._since or st._csince or s._mark is not mark:
            return self._compared(s)
        # with a mark, both are tuples
        hexes: tuple[Hex, ...] = s._since      # type: ignore[assignment]
        corners = s._csince
        parts, tiles = self.parts, s.tiles
        if corners:
            near: set[Hex] | frozenset[Hex] = set()
            for c in corners:
                near.update(CORNER_BOARD_HEXES[c])     # type: ignore[union-attr]
            todo: Collection[Hex] = {*hexes, *[h for h in near if (p := parts.get(h)) is not None and p[3]]}
            on_corner = s.corners.get
        else:
            near, todo = _NONE, hexes       # each hex once
        was, known, own = st.tiles, self.matching, self.own
        dominated = match = endangered = species = 0
        for h in todo:
            t = tiles.get(h)
            if t is None:
                if h in was:
                    return Board(s, animal).base    # a tile of st is gone (lifted by the editor)
            else:
                if t.dominant == animal:
                    dominated += 1
                n = t.species.get(animal, 0)
                if n:
                    if h in near:                   # matching_with(s, own, h)
                        m = sum(map(own.get, filter(None, map(on_corner, CORNERS_OF[h])), repeat(0)))
                    else:
                        m = known.get(h)        # type: ignore[assignment]
                        if m is None:
                            m = known[h] = matching_with(st, own, h)
                    match += m if m < 6 else 6
                    if not m:
                        endangered += n
                    species += n
            old = parts.get(h)
            if old is not None:
                dominated -= old[0]
                match -= old[1]
                endangered -= old[2]
                species -= old[3]
        sums = self.sums
        return a.vp, sums[0] + dominated, sums[1] + match, sums[2] + endangered, sums[3] + species

    def _compared(self, s: State) -> Values:
        """:meth:`of_t` of a copy that does not tell what it changed: every tile compared."""
        st, animal = self.st, self.animal
        was = st.tiles.get
        changed = {h: t for h, t in s.tiles.items() if was(h) is not t}
        if len(s.tiles) - sum(1 for h in changed if h not in st.tiles) != len(st.tiles):
            return Board(s, animal).base    # a tile of st is gone (lifted by the editor)
        on = None
        if s.corners is not st.corners:     # discs moved: its matching counted again where it lives
            on = s
            tiles = s.tiles
            for h, was_part in self.parts.items():
                if was_part[3] and h not in changed:
                    changed[h] = tiles[h]
        return self._resummed(s, [(h, t, on) for h, t in changed.items()])

    def _resummed(self, s: State, changed: list[tuple[Hex, Tile | None, State | None]]) -> Values:
        """The values of ``s``, from :attr:`sums`: for each ``(hex, tile in s or None, state whose
        corners count there or None for st's)``, what the tile added in ``st`` taken off and what
        it adds in ``s`` put on."""
        sums = list(self.sums)
        parts = self.parts
        for h, t, on in changed:
            old = parts.get(h)
            if old is not None:
                for i in range(4):
                    sums[i] -= old[i]
            if t is not None:
                p = self._part(h, t, on)
                if p is not None:
                    for i in range(4):
                        sums[i] += p[i]
        return (s.animals[self.animal].vp, *sums)  # type: ignore[return-value]
