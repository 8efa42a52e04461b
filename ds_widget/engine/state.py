"""The game state: plain mutable objects that copy fast and save to JSON (docs/rules.md §8.0).

The engine mutates a :class:`State` in place while it applies a choice; history (undo, redo, time
travel) is kept by :class:`ds_widget.engine.Match` with clones and replay. Every mutation of
the earth goes through a method here, so the tiles whose dominance may have changed are marked
and recomputed before anyone reads them (docs/rules.md R1), and a tile is written only through
:meth:`State.tile_w`: a clone shares its tiles with the state it came from until one of them writes
one (copy on write — a search clones the state for every option it tries and changes a few tiles).
The animals are shared the same way until :meth:`State.animal_w` hands one out to be written.
The corners' element discs are shared the same way until :meth:`State.put_element` or
:meth:`State.take_element` changes one: the only writers of ``State.corners`` once a state exists.
So are the agenda's frames: a step writes only the frame on top, which :meth:`State.frame_w`
hands it (copied first if a clone may share it).
"""
from __future__ import annotations

from collections.abc import Iterable, Iterator
from itertools import filterfalse
from typing import Any

from .constants import BOXES, ELEMENTS, INHERENT, SPACES
from .earth import Earth
from .hexmap import (
    ALL_CORNERS,
    CORNER_BOARD_HEXES,
    CORNER_INDEXES_OF,
    CORNERS_OF,
    Corner,
    Hex,
)
from .pieces import Animal, Tile, copy_data, slot_copier
from .rng import Rng
from .sharing import _GENERATIONS, Shared

__all__ = ["FORMAT_VERSION", "RECORD_VERSION", "Animal", "State", "Tile", "copy_data"]

FORMAT_VERSION = 1
#: game records: version 2 since the mammals' Extinction save is always a decision with "decline"
#: (docs/rules.md §8.3 A, R39); version 1 records, made when a single qualifying tile was saved without
#: asking, still load (:func:`ds_widget.engine.match.legacy_mammal_save`)
RECORD_VERSION = 2


class State(Shared):
    """Everything needed to continue a game. Copy with :meth:`clone`; save with :meth:`to_dict`."""

    __slots__ = (   # with those of Shared: what a clone may share, and whether it does
        "setup", "tundra_supply", "turn", "phase", "ice_age", "final",
        "rng", "ply", "over", "result", "fragment", "events", "dirty", "pending", "_earth", "kept",
        "from_file",
    )

    def __init__(self) -> None:
        self.setup: dict[str, Any] = {}
        """setup options (players, animals, controllers, variants, seed, max_turns)"""
        self.tiles: dict[Hex, Tile] = {}
        self.corners: dict[Corner, str] = {}
        """element disc per earth corner; vacant corners are absent"""
        self.animals: dict[str, Animal] = {}
        """animals in play, in food-chain order"""
        self.initiative: list[str] = []
        """the Initiative track, left to right"""
        self.spaces: dict[str, str | None] = dict.fromkeys(SPACES)
        """occupant of every eyeball space (an animal or None), always in the order of
        :data:`~.constants.SPACES`: Planning pairs the spaces with their options by position"""
        self.boxes: dict[str, list[str]] = {b: [] for b in BOXES}
        """element discs on the action display, per box"""
        self.tundra_supply = 0
        self.stacks: list[list[str]] = [[], [], []]
        """the three Wanderlust stacks; the top tile is the last item"""
        self.stack_up: list[bool] = [False, False, False]
        """whether each stack's top tile is face up"""
        self.bag: dict[str, int] = dict.fromkeys(ELEMENTS, 0)
        self.deck: list[str] = []
        """face-down Dominance cards, top first; Ice Age is last"""
        self.available: list[str] = []
        """face-up Dominance cards"""
        self.played: list[str] = []
        """cards chosen and resolved, in order"""
        self.removed: list[str] = []
        """cards removed unseen at setup (short game, fan variant)"""
        self.turn = 1
        self.phase = "planning"
        self.scored: list[Hex] = []
        """tiles chosen for Domination this turn"""
        self.hibernation: dict[tuple[Hex, str], int] = {}
        """Hibernation protection this turn: (tile, animal) -> count (docs/rules.md R40)"""
        self.ice_age = False
        """Ice Age was chosen: this is the last turn"""
        self.final = False
        """final scoring reached: dominance is ignored from now on (docs/rules.md §11 step 4)"""
        self.rng = Rng(0)
        self.frames: list[dict[str, Any]] = []
        """the engine's agenda: what is being resolved, innermost last"""
        self.ply = 0
        """number of choices applied"""
        self.over = False
        self.result: dict[str, Any] | None = None
        self.fragment: dict[str, Any] | None = None
        """a rulebook example: part of an earth, not a game (:mod:`.fragment`); None in a game"""
        # --- transient, never saved ---
        self.events: list[dict[str, Any]] | None = []
        """events emitted since the driver last cleared them; None switches events off"""
        self.dirty: set[Hex] = set()
        """hexes whose tile's dominance must be recomputed (hexes without a tile are passed over)"""
        self.pending: Any = None
        """cached pending decision"""
        self._earth: Earth | None = None
        """cached :class:`Earth` of the tiles (see :meth:`earth`)"""
        self.from_file = False
        """read from a file (:func:`~.serialize.state_from_dict`), or cloned from one that was: its
        agenda's lists came from outside, so :func:`~.flow.advance` makes sure no decision offers an
        option twice (a game the engine set up cannot: its lists come from dict keys and sets)"""
        self.kept: tuple[int | None, Any, Any] | None = None
        """Planning's empty spaces, ``(None, places, options)`` for the pending decision or
        ``(ply of the step, places, options)`` handed on to its next step; None outside Planning
        (never saved, never cloned; the op checks it belongs to the decision answered, and
        :func:`~.invariants.stale` that it is the spaces empty now)"""
        self.start_owning()

    # ----------------------------------------------------------------------------------- copy
    def clone(self) -> State:
        """A deep copy of everything but the transient caches; the tiles are shared with this
        state until either writes one (:meth:`tile_w`)."""
        s = _copy_state(self)         # the slots in _AS_IS; the others below
        # the tiles and animals, and the dicts of them, are now shared with the clone, for either
        # to copy when it writes one (tile_w, animal_w): new generations
        s._gen, self._gen = next(_GENERATIONS), next(_GENERATIONS)
        s._corners_own = self._corners_own = False
        s._ledger_own = self._ledger_own = False
        s._spaces_own = self._spaces_own = False
        s._boxes_own = self._boxes_own = False
        s._stacks_own = self._stacks_own = False
        s._bag_own = self._bag_own = False
        s.frames = self.frames.copy()   # the frames shared until written (frame_w)
        s._fshared = self._fshared = len(self.frames)
        s.result = None if self.result is None else copy_data(self.result)
        s.events = []
        s.dirty = set(self.dirty)
        s.pending = None
        s.kept = None
        return s

    # ------------------------------------------------------------------------------ queries
    @property
    def in_play(self) -> tuple[str, ...]:
        return tuple(self.animals)

    def emit(self, kind: str, **data: Any) -> None:
        """Record an event (RULES-level explanation data; text comes from the message catalog)."""
        if self.events is not None:
            data["kind"] = kind
            self.events.append(data)

    def earth(self) -> Earth:
        """The :class:`Earth` of the tiles as they lie now."""
        e = self._earth
        if e is None or e.n != len(self.tiles):
            e = self._earth = Earth.of(self.tiles)
        return e

    def tile_elements(self, h: Hex) -> list[str]:
        """Element discs on the corners of tile ``h`` (one entry per disc)."""
        return list(filter(None, map(self.corners.get, CORNERS_OF[h])))

    def earth_corners(self) -> Iterator[Corner]:
        """Every corner of every earth tile, each once, in a fixed order."""
        return iter(self.earth().corners)

    def any_vacant_corner(self) -> bool:
        """Whether some corner of an earth tile holds no element."""
        held = self.corners.__contains__
        return not all(all(map(held, CORNERS_OF[h])) for h in self.earth().hexes)

    def vacant_corners(self, tiles: Iterable[Hex] | None = None) -> list[Corner]:
        """Vacant corners of the given earth tiles (all earth tiles by default), sorted."""
        corners = self.corners
        if tiles is None:
            return list(filterfalse(corners.__contains__, self.earth().corners))
        # sorted by their places in ALL_CORNERS (the corners sorted), small integers that hash and
        # compare at once where the corners are tuples compared item by item
        at = sorted({i for h in tiles for i in CORNER_INDEXES_OF[h]})
        return [c for c in map(ALL_CORNERS.__getitem__, at) if c not in corners]

    def corner_tiles(self, c: Corner) -> tuple[Hex, ...]:
        """Earth tiles that have corner ``c``, sorted."""
        return self.earth().corner_tiles(c)

    def earth_species(self, animal: str) -> int:
        return sum(t.species.get(animal, 0) for t in self.tiles.values())

    def occupied(self, animal: str) -> list[Hex]:
        """Tiles where ``animal`` has at least one species, sorted."""
        return sorted(h for h, t in self.tiles.items() if animal in t.species)

    def pawns_on_display(self, animal: str) -> int:
        return sum(1 for v in self.spaces.values() if v == animal)

    def controller(self, animal: str) -> int:
        return self.animals[animal].player

    # ---------------------------------------------------------------------------- mutations
    def tile_w(self, h: Hex) -> Tile:
        """The tile on ``h``, to write: this state's own copy, made first if a clone shares it.
        Every change to a tile goes through here; a tile read before a change may be stale."""
        since = self._since
        if since is not None and h not in since:
            self._since = since + (h,)
        t = self.tiles[h]
        gen = self._gen
        if t.owner == gen:              # then the dict is this state's too
            return t
        t = self.tiles_w()[h] = t.copy()
        t.owner = gen
        return t

    def place_tile(self, h: Hex, tile: Tile) -> None:
        """Put ``tile`` on the empty board hex ``h``."""
        e = self._earth
        fresh = e is not None and e.n == len(self.tiles) and h not in e.has
        self.tiles_w()[h] = tile
        self._in_order = False          # put at the end of the dict (tiles_in_order)
        tile.owner = self._gen
        since = self._since
        if since is not None and h not in since:
            self._since = since + (h,)
        self._earth = e.plus(h) if fresh else None   # type: ignore[union-attr]
        self.dirty.add(h)

    def lift_tile(self, h: Hex) -> Tile:
        """Take the tile off hex ``h`` (the editor's undoing of a placement)."""
        self._earth = None
        since = self._since
        if since is not None and h not in since:
            self._since = since + (h,)
        return self.tiles_w().pop(h)

    # a disc changes the matching on the tiles of its corner: its board hexes are marked (the
    # recomputation passes over hexes that hold no tile)

    def put_element(self, c: Corner, element: str) -> None:
        self._corners_w(c)[c] = element
        self.dirty.update(CORNER_BOARD_HEXES[c])

    def take_element(self, c: Corner) -> str:
        e = self._corners_w(c).pop(c)
        self.dirty.update(CORNER_BOARD_HEXES[c])
        return e

    def to_bag(self, element: str, n: int = 1) -> None:
        (self.bag if self._bag_own else self.bag_w())[element] += n

    def from_bag(self, element: str) -> None:
        if self.bag[element] <= 0:
            raise AssertionError(f"no {element} in the bag")
        (self.bag if self._bag_own else self.bag_w())[element] -= 1

    def draw_from_bag(self) -> str | None:
        """Draw one disc at random from the bag; None when it is empty (docs/rules.md R14)."""
        got = self.draw_many(1)
        return got[0] if got else None

    def draw_many(self, n: int) -> list[str]:
        """Draw up to ``n`` discs at random from the bag, one after the other; fewer when it runs
        out (docs/rules.md R14)."""
        bag = self.bag
        total = sum(bag.values())
        out: list[str] = []
        if n <= 0 or not total:
            return out
        bag = self.bag_w()
        # a new generator, never the old one moved on: clones share theirs (State.clone)
        self.rng = rng = Rng(self.rng.state)
        # the generator's outputs for the draws, worked out at once (one disc, draw_from_bag: one
        # output); the k-th disc is the k-th output's below(total - k)
        for z in [rng.next64()] if n == 1 else rng.outputs(min(n, total)):
            k = (z * total) >> 64
            total -= 1
            for e in ELEMENTS:
                k -= bag[e]
                if k < 0:
                    bag[e] -= 1
                    out.append(e)
                    break
        return out

    # Dominance depends on which animals are on a tile, never on how many species each has
    # (docs/rules.md §7.3): a tile is marked for recomputation when an animal arrives or leaves.

    def add_species(self, h: Hex, animal: str, n: int) -> None:
        if n <= 0:
            return
        sp = self.tile_w(h).species
        had = sp.get(animal, 0)
        sp[animal] = had + n
        if not had:
            self.dirty.add(h)

    def remove_species(self, h: Hex, animal: str, n: int) -> None:
        if n <= 0:
            return
        sp = self.tile_w(h).species
        left = sp[animal] - n
        if left < 0:
            raise AssertionError(f"{animal} has fewer than {n} species on {h}")
        if left:
            sp[animal] = left
        else:
            del sp[animal]
            self.dirty.add(h)

    def sheet_changed(self, animal: str, types: Iterable[str] | None = None) -> None:
        """An animal's added elements changed (of ``types``, if the caller says which): its sheet
        is read again, and its matching changes on the tiles it occupies that hold a disc of a
        changed type (all it occupies when the types are not given)."""
        a = self.animal_w(animal)
        a.elements = INHERENT[a.name] + tuple(a.added)
        changed = None if types is None else set(types)
        on_corner = self.corners.get
        for h, t in self.tiles.items():
            if animal in t.species and (changed is None
                                        or not changed.isdisjoint(map(on_corner, CORNERS_OF[h]))):
                self.dirty.add(h)

    def gain_vp(self, animal: str, n: int) -> int:
        """Add (or, if negative, remove) VP; VP never drop below 0 (docs/rules.md §7.7). Returns the change."""
        a = self.animal_w(animal)
        before = a.vp
        a.vp = max(0, a.vp + n)
        return a.vp - before

    # ------------------------------------------------------------------------------- output
    def __repr__(self) -> str:
        if self.over:
            return f"<State turn {self.turn}, game over>"
        top = self.frames[-1]["op"] if self.frames else "-"
        return f"<State turn {self.turn}, {self.phase}, {top}, ply {self.ply}>"


#: what a clone holds as this state holds it: values never changed in place (setup, fragment,
#: the numbers and flags, the generator: a draw puts a new one in its place, :meth:`State.draw_many`),
#: the watch's mark and what differs from the marked state so far (tuples), the Earth (the same hexes
#: hold tiles; an Earth is never changed), and what it shares until either writes it — the tiles and the
#: animals, the dicts and the pieces (tile_w, animal_w: their generations), the corners
#: (put/take_element), the seven lists of the ledger (ledger_w), the boxes (boxes_w), the stacks
#: (stacks_w), the eyeball spaces (spaces_w), the bag (bag_w)
_AS_IS = ("setup", "tiles", "animals", "corners", "spaces", "bag", "rng", "initiative", "deck", "available",
          "played", "removed", "scored", "hibernation", "boxes", "stacks", "stack_up", "tundra_supply", "turn",
          "phase", "ice_age", "final", "ply", "over", "fragment", "from_file", "_mark", "_since", "_csince",
          "_earth", "_tiles_by", "_animals_by", "_in_order")
_copy_state = slot_copier(State, _AS_IS)
