"""The earth's shape: what follows from which board hexes hold a tile (:class:`Earth`), kept by a
:class:`~.state.State` until a tile is placed or taken away."""
from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Iterable
from itertools import chain

from .hexmap import (
    ALL_CORNERS,
    BOARD,
    CORNER_BOARD_HEXES,
    CORNER_INDEXES_OF,
    NEIGHBOURS,
    NEIGHBOURS_SORTED,
    TWO_STEP,
    Corner,
    Hex,
)

_new = object.__new__


class Earth:
    """What follows from *which* board hexes hold a tile, and from nothing else: the tiles in order,
    their corners, the empty hexes next to the earth, each corner's earth tiles and each hex's earth
    neighbours. The earth gains a tile a few dozen times a game, while these are read at almost
    every step, so a state keeps one (:meth:`State.earth`) until a tile is placed or taken away.
    Each part is worked out when first asked for. Clones share it: it never changes its answers.
    """

    __slots__ = ("n", "has", "hexes", "_corners", "_open", "_corner_tiles", "_neighbours", "_reach")

    def __init__(self, tiles: Iterable[Hex]) -> None:
        self.has = frozenset(tiles)
        """the hexes holding a tile"""
        self.n = len(self.has)
        self.hexes: tuple[Hex, ...] = tuple(sorted(self.has))
        """the earth's tiles, sorted"""
        self._corners: tuple[Corner, ...] | None = None
        self._open: tuple[Hex, ...] | None = None
        self._corner_tiles: dict[Corner, tuple[Hex, ...]] = {}
        self._neighbours: dict[Hex, tuple[Hex, ...]] = {}
        self._reach: dict[Hex, tuple[Hex, ...]] = {}

    @staticmethod
    def of(tiles: Iterable[Hex]) -> Earth:
        """The Earth of these hexes: the same object for the same hexes while it is remembered
        (every game starts from the same seven tiles; what one game works out serves the next)."""
        has = frozenset(tiles)
        e = _EARTHS.get(has)
        if e is None:
            if len(_EARTHS) >= 512:
                _EARTHS.clear()
            e = _EARTHS[has] = Earth(has)
        return e

    def plus(self, h: Hex) -> Earth:
        """The earth with a new tile on the empty hex ``h``: its open hexes follow from these
        (``h`` is no longer empty, its empty neighbours now touch the earth); the rest is worked
        out again when asked for."""
        e = _new(Earth)
        e.has = has = self.has | {h}
        e.n = self.n + 1
        hexes = list(self.hexes)
        insort(hexes, h)
        e.hexes = tuple(hexes)
        e._corners = None
        o = self._open
        if o is not None:
            # each hex found by bisection in the sorted list, not by a scan: hexes are tuples, and
            # every other hex a scan passes is compared item by item (~40 comparisons a tile placed)
            opened = list(o)
            i = bisect_left(opened, h)
            if i < len(opened) and opened[i] == h:
                del opened[i]
            else:
                opened.remove(h)        # not an open hex: list.remove's ValueError, as before
            for n in NEIGHBOURS[h]:
                if n not in has:
                    i = bisect_left(opened, n)
                    if i == len(opened) or opened[i] != n:
                        opened.insert(i, n)
            e._open = tuple(opened)
        else:
            e._open = None
        e._corner_tiles, e._neighbours, e._reach = {}, {}, {}
        return e

    @property
    def corners(self) -> tuple[Corner, ...]:
        """Every corner of every earth tile, each once: tile by tile in sorted order, E NE NW W SW SE."""
        c = self._corners
        if c is None:
            places = dict.fromkeys(chain.from_iterable(map(CORNER_INDEXES_OF.__getitem__, self.hexes)))
            c = self._corners = tuple(map(ALL_CORNERS.__getitem__, places))
        return c

    @property
    def open(self) -> tuple[Hex, ...]:
        """Empty board hexes next to at least one earth tile (docs/rules.md R9), sorted."""
        o = self._open
        if o is None:
            has = self.has
            o = self._open = tuple(h for h in BOARD if h not in has and any(n in has for n in NEIGHBOURS[h]))
        return o

    def corner_tiles(self, c: Corner) -> tuple[Hex, ...]:
        """The earth tiles that have corner ``c``, sorted (none for a corner of no earth tile)."""
        t = self._corner_tiles.get(c)
        if t is None:
            t = self._corner_tiles[c] = tuple(filter(self.has.__contains__, CORNER_BOARD_HEXES.get(c, ())))
        return t

    def neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The earth tiles next to board hex ``h``, sorted."""
        t = self._neighbours.get(h)
        if t is None:
            t = self._neighbours[h] = tuple(filter(self.has.__contains__, NEIGHBOURS_SORTED[h]))
        return t

    def two_steps(self, h: Hex) -> tuple[Hex, ...]:
        """The earth tiles a bird on ``h`` may fly to: the adjacent ones, and those two steps away
        through an earth tile next to both (docs/rules.md §9.10), sorted."""
        t = self._reach.get(h)
        if t is None:
            has = self.has
            out = set(self.neighbours(h))
            for far, middles in TWO_STEP[h].items():
                if far in has and any(m in has for m in middles):
                    out.add(far)
            t = self._reach[h] = tuple(sorted(out))
        return t


_EARTHS: dict[frozenset[Hex], Earth] = {}
"""Earths already made, by their hexes (bounded: forgotten all at once when full)"""
