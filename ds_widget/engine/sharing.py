"""What a clone shares with the state it came from, and how either writes it (copy on write).

A search clones the state for every option it tries and changes a little of it. So a clone shares
with its state the tiles (``State.tile_w``), the corners' discs (``State.put_element``,
``State.take_element``), the animals, the agenda's frames, the element boxes, the Wanderlust stacks,
the eyeball spaces, the bag and the lists that change a few times a turn (and its generator, which a
draw replaces rather than moves on); whichever of the two writes one of them first makes
its own copy, through the ``…_w`` methods here. The dicts of the tiles and of the animals are shared
too, not only their pieces: writing a tile or an animal may put a new dict in ``State.tiles`` or
``State.animals``, so a step reads them again after a write rather than through a name it took
before (a dict so held would still give every piece but the one written). A state can also be
watched (:meth:`Shared.watch`): its clones then log the tiles and discs they write, so that the
bots value a look-ahead's copy from what it changed.
"""
from __future__ import annotations

from itertools import count
from operator import itemgetter
from typing import Any

from .hexmap import Corner, Hex
from .pieces import Animal, Tile, copy_data

_HEX_OF = itemgetter(0)
"""a tile's hex in ``State.tiles.items()``, the key they are sorted by"""
_GENERATIONS = count(1)
"""the generations of the states (:meth:`Shared.start_owning`): 1, 2, 3 … (0 is no state's)"""


class Shared:
    """The copy-on-write half of :class:`~.state.State` (its slots are the state's)."""

    __slots__ = (
        "frames", "animals", "boxes", "stacks", "stack_up", "initiative", "deck", "available",
        "played", "removed", "scored", "hibernation", "corners", "spaces", "bag", "tiles",
        "_gen", "_tiles_by", "_animals_by", "_corners_own", "_fshared", "_boxes_own", "_stacks_own",
        "_ledger_own", "_spaces_own", "_bag_own", "_mark", "_since", "_csince", "_in_order",
    )
    frames: list[dict[str, Any]]
    tiles: dict[Hex, Tile]
    animals: dict[str, Animal]
    boxes: dict[str, list[str]]
    stacks: list[list[str]]
    stack_up: list[bool]
    initiative: list[str]
    deck: list[str]
    available: list[str]
    played: list[str]
    removed: list[str]
    scored: list[Hex]
    hibernation: dict[tuple[Hex, str], int]
    corners: dict[Corner, str]
    spaces: dict[str, str | None]
    bag: dict[str, int]

    def start_owning(self) -> None:
        """A new state: it owns everything, and is not watched."""
        self._gen = next(_GENERATIONS)
        """this state's generation: the tiles and animals that carry it (their ``owner``) no clone
        shares, ``State.tile_w`` and :meth:`animal_w` write those in place and copy any other
        before writing it. A clone and the state it came from each take a new generation, so that
        everything they held is shared — a number each instead of a new set of owned hexes and
        one of owned animals, which cost a search's clone more than all its other copies"""
        self._tiles_by = self._animals_by = self._gen
        """the generations that own the dicts :attr:`tiles` and :attr:`animals` (:meth:`tiles_w`,
        :meth:`animal_w`): a clone shares them too until either puts a tile or an animal in"""
        self._corners_own = True
        """no clone shares :attr:`corners`: ``State.put_element`` and ``State.take_element`` write it in
        place, else they copy it first"""
        self._boxes_own = True
        """no clone shares :attr:`boxes`: :meth:`boxes_w` hands them as they are, else copies them first"""
        self._stacks_own = True
        """no clone shares :attr:`stacks` and :attr:`stack_up` (:meth:`stacks_w`)"""
        self._ledger_own = True
        """no clone shares the lists that change a few times a turn (:meth:`ledger_w`)"""
        self._spaces_own = True
        """no clone shares :attr:`spaces` (:meth:`spaces_w`)"""
        self._bag_own = True
        """no clone shares :attr:`bag` (:meth:`bag_w`)"""
        self._mark: object | None = None
        """the last :meth:`watch` of this state or of the state it was cloned from, or None"""
        self._since: tuple[Hex, ...] | None = None
        """with a mark: the hexes whose tile may differ from the marked state's, each once. A
        tuple, never changed: a clone holds the same one (a search clones the watched state and
        its look-aheads thousands of times a second and each writes a few tiles: copying a set at
        every clone cost more than a new tuple at every first write of a hex)"""
        self._csince: tuple[Corner, ...] | None = None
        """with a mark: the corners whose disc may differ from the marked state's, each once (a
        tuple, as :attr:`_since`)"""
        self._in_order = False
        """:attr:`tiles` holds the tiles in the order of their hexes (:meth:`tiles_in_order`): set
        there, unset by ``State.place_tile``; a dict of tiles is never written in any other order
        than it holds (``State.tile_w`` writes a tile in its place, a clone shares or copies it)"""
        self._fshared = 0
        """frames below this place in :attr:`frames` may be shared with a clone (:meth:`frame_w`
        copies one before it is written); those at it and above are this state's own"""

    def frame_w(self) -> dict[str, Any]:
        """The frame on top of the agenda, to write: this state's own copy, made first if a clone
        may share it. The engine hands each step its frame from here; nothing else writes one.
        The copy is shallow: a step never changes a list or dict it put in a frame, it puts a new
        one there instead (``flow.take_first``)."""
        frames = self.frames
        t = len(frames) - 1
        if t < self._fshared:
            frames[t] = frames[t].copy()
            self._fshared = t
        return frames[t]

    def animal_w(self, name: str) -> Animal:
        """The animal ``name``, to write: this state's own copy, made first if a clone may share
        it. Every change to an animal goes through here; an animal read before may be stale."""
        a = self.animals[name]
        gen = self._gen
        if a.owner == gen:              # then the dict is this state's too
            return a
        if self._animals_by != gen:
            self.animals = self.animals.copy()
            self._animals_by = gen
        a = self.animals[name] = a.copy()
        a.owner = gen
        return a

    def tiles_w(self) -> dict[Hex, Tile]:
        """The dict of the tiles, to put a tile in or take one out: this state's own, copied first
        if a clone may share it (half a search's look-aheads write no tile: they copy no dict, 6 %
        of a greedy game's instructions). A new dict: ``State.tiles`` is read again after this."""
        if self._tiles_by != self._gen:
            self.tiles = self.tiles.copy()
            self._tiles_by = self._gen
        return self.tiles

    def tiles_in_order(self) -> dict[Hex, Tile]:
        """:attr:`tiles`, its tiles in the order of their hexes (sorted, ``Earth.hexes``'s): a scan
        of the earth reads ``.items()`` in that order instead of looking each hex up (a hex is a
        tuple: hashed again at every lookup). Put in order here, when a tile was placed since (a
        new dict, this state's own)."""
        if not self._in_order:
            # sorted by the hexes alone (each comes once: the same order): keys that are tuples of
            # ints sort with the ints compared at once, where sorting the (hex, tile) items compared
            # two hexes as objects twice (equal? then less?), each time item by item
            self.tiles = dict(sorted(self.tiles.items(), key=_HEX_OF))
            self._tiles_by = self._gen
            self._in_order = True
        return self.tiles

    def boxes_w(self) -> dict[str, list[str]]:
        """The element boxes of the action display, to write: this state's own, copied first if a
        clone may share them. Every change to a box of a state that may have been cloned goes
        through here."""
        if not self._boxes_own:
            self.boxes = {b: list(v) for b, v in self.boxes.items()}
            self._boxes_own = True
        return self.boxes

    def stacks_w(self) -> list[list[str]]:
        """The Wanderlust stacks, to write, with their face-up flags (:attr:`stack_up`, written
        after this call): this state's own, copied first if a clone may share them."""
        if not self._stacks_own:
            self.stacks = [list(x) for x in self.stacks]
            self.stack_up = list(self.stack_up)
            self._stacks_own = True
        return self.stacks

    def spaces_w(self) -> dict[str, str | None]:
        """The eyeball spaces, to write: this state's own, copied first if a clone may share them.
        Most look-aheads of a search place and take no pawn: a clone copied the 60 spaces for
        nothing. Every change to a space of a state that may have been cloned goes through here."""
        if not self._spaces_own:
            self.spaces = self.spaces.copy()
            self._spaces_own = True
        return self.spaces

    def bag_w(self) -> dict[str, int]:
        """The bag, to write: this state's own, copied first if a clone may share it (it changes
        a few times a turn). Every change to the bag of a state that may have been cloned goes
        through here."""
        if not self._bag_own:
            self.bag = self.bag.copy()
            self._bag_own = True
        return self.bag

    def ledger_w(self) -> None:
        """Make the lists that change a few times a turn this state's own before writing one of
        them — :attr:`initiative`, :attr:`deck`, :attr:`available`, :attr:`played`,
        :attr:`removed`, :attr:`scored`, :attr:`hibernation` —, copying them if a clone may share
        them. Every change to one of them in a state that may have been cloned follows a call of
        this; a new list put in their place needs none."""
        if not self._ledger_own:
            self.initiative = list(self.initiative)
            self.deck = list(self.deck)
            self.available = list(self.available)
            self.played = list(self.played)
            self.removed = list(self.removed)
            self.scored = list(self.scored)
            self.hibernation = dict(self.hibernation)
            self._ledger_own = True

    def own_frames(self) -> None:
        """Copy every frame of the agenda now, so that each keeps its identity while this state
        plays on (the loader's trial tells the frames apart by identity)."""
        self.frames = copy_data(self.frames)
        self._fshared = 0

    def watch(self) -> object:
        """A mark of this state as it stands, for :meth:`changes` to tell what a state cloned from
        it since has changed (the bots value their look-aheads' copies from that): the mark made
        before if this state has changed no tile and no disc since."""
        if self._mark is None or self._since or self._csince:
            self._mark = object()
            self._since, self._csince = (), ()
        return self._mark

    def changes(self, mark: object) -> tuple[tuple[Hex, ...], tuple[Corner, ...]] | None:
        """The hexes whose tile and the corners whose disc may differ between this state and the
        state as it stood when :meth:`watch` gave ``mark`` — this state or one it was cloned from,
        directly or not, after that, each named once; None for a state not cloned from it since."""
        if mark is None or self._mark is not mark:
            return None
        return self._since, self._csince  # type: ignore[return-value]

    def unchanged_since(self, mark: object) -> bool:
        """Whether this state is the one :meth:`watch` gave ``mark``, no tile and no disc changed since."""
        return mark is not None and self._mark is mark and not self._since and not self._csince

    def _corners_w(self, c: Corner) -> dict[Corner, str]:
        """:attr:`corners`, to write the disc on ``c``: this state's own copy, made first if a
        clone shares it."""
        cs = self._csince
        if cs is not None and c not in cs:
            self._csince = cs + (c,)
        if not self._corners_own:
            self.corners = dict(self.corners)
            self._corners_own = True
        return self.corners
