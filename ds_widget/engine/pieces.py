"""The pieces a :class:`~.state.State` holds: earth tiles and animals, and the copy of its
JSON-like data (docs/rules.md §8.0). Split from ``state.py`` so that each stays short.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from .constants import INHERENT

_new = object.__new__
T = TypeVar("T")


def slot_copier(cls: type[T], as_is: tuple[str, ...], copied: tuple[str, ...] = ()) -> Callable[[T], T]:
    """A function making a new ``cls`` (no ``__init__``) that holds the same values as the one it
    is given in the slots ``as_is`` and a ``.copy()`` of those in ``copied``; the caller sets any
    others. The one way the pieces and the state are copied field by field: written once as code,
    as :mod:`dataclasses` writes an ``__init__``, since a search clones thousands of states a second
    and a loop over the names (``setattr``) made a copy several times as slow."""
    slots = {n for c in cls.__mro__ for n in getattr(c, "__slots__", ())}
    if not all(n.isidentifier() and n in slots for n in as_is + copied):
        raise TypeError(f"{cls.__name__} has no slots {sorted(set(as_is + copied) - slots)}")
    body = "".join(f"    c.{n} = o.{n}\n" for n in as_is) + "".join(f"    c.{n} = o.{n}.copy()\n" for n in copied)
    namespace: dict[str, Any] = {"new": _new, "cls": cls}
    exec(f"def copy(o):\n    c = new(cls)\n{body}    return c\n", namespace)
    copy: Callable[[T], T] = namespace["copy"]
    copy.__qualname__ = f"{cls.__name__}.copy"
    return copy


class Tile:
    """One earth tile: printed terrain, tundra flag, species per animal, dominance marker.

    A state's clones share its tiles: change one only through :meth:`~.state.State.tile_w` (or the
    state's methods that use it), never through a tile read from ``State.tiles``."""

    __slots__ = ("terrain", "tundra", "species", "dominant", "owner")

    def __init__(self, terrain: str, tundra: bool = False,
                 species: dict[str, int] | None = None, dominant: str | None = None) -> None:
        self.terrain = terrain
        """printed terrain; kept for display only once the tile is tundra (docs/rules.md R13)"""
        self.tundra = tundra
        self.species: dict[str, int] = species if species is not None else {}
        """species count per animal; animals with no species here are absent from the dict"""
        self.dominant = dominant
        """the dominance marker: derived, recomputed after every change (docs/rules.md R1)"""
        self.owner = 0
        """the owning state's generation (``Shared.start_owning``): the one state that may write
        this tile in place, if it still has that generation; 0, no state's"""

    @property
    def kind(self) -> str:
        """The terrain that counts for the rules: ``"tundra"`` once glaciated (docs/rules.md R13)."""
        return "tundra" if self.tundra else self.terrain

    copy: ClassVar[Callable[[Tile], Tile]]
    """A copy of the tile (:func:`slot_copier`, no ``__init__``: a clone copies thousands of tiles
    per second in a search)"""

    def total(self) -> int:
        return sum(self.species.values())


class Animal:
    """One animal in play (docs/rules.md §8.0).

    A state's clones share its animals: change one only through :meth:`~.state.State.animal_w`
    (or the state's methods that use it), never through an animal read from ``State.animals``."""

    __slots__ = ("name", "player", "added", "gene_pool", "eliminated", "unused", "supply",
                 "pawns", "vp", "elements", "owner")

    def __init__(self, name: str, player: int, added: list[str], gene_pool: int, eliminated: int,
                 unused: int, supply: int, pawns: int, vp: int) -> None:
        self.name = name
        self.player = player
        """index of the player controlling this animal"""
        self.added = added
        """added element discs, in the order they were gained (inherent ones are implied); after
        changing them call :meth:`State.sheet_changed`"""
        self.gene_pool = gene_pool
        self.eliminated = eliminated
        """cubes removed from earth to the box during play (for Hibernation, docs/rules.md R16)"""
        self.unused = unused
        """cubes put back in the box at setup: not part of the game"""
        self.supply = supply
        """action pawns in the supply"""
        self.pawns = pawns
        """action pawns this animal owns in the game (supply + on the action display)"""
        self.vp = vp
        self.elements: tuple[str, ...] = INHERENT[name] + tuple(added)
        """inherent plus added elements: read at every dominance check, so kept, and made again
        by :meth:`State.sheet_changed`"""
        self.owner = 0
        """the owning state's generation, as :attr:`Tile.owner`"""

    copy: ClassVar[Callable[[Animal], Animal]]
    """A copy of the animal (:func:`slot_copier`)"""


Tile.copy = slot_copier(Tile, ("terrain", "tundra", "dominant", "owner"), copied=("species",))
Animal.copy = slot_copier(Animal, ("name", "player", "gene_pool", "eliminated", "unused", "supply", "pawns",
                                   "vp", "elements", "owner"), copied=("added",))


def copy_data(x: Any) -> Any:
    """Copy a JSON-like value (dicts, lists, scalars) — much faster than :func:`copy.deepcopy`."""
    t = type(x)
    if t is dict:
        out = x.copy()
        for k, v in out.items():     # replacing values keeps the keys: safe while iterating
            if isinstance(v, _NESTED):
                out[k] = copy_data(v)
        return out
    if t is list:
        return [copy_data(v) if isinstance(v, _NESTED) else v for v in x]
    if isinstance(x, dict):          # a subclass: copied as a plain dict or list
        return copy_data(dict(x))
    if isinstance(x, list):
        return copy_data(list(x))
    return x


_NESTED = (dict, list)
