"""Building positions that are not the start of a game: tests, lessons, "what if" edits.

A :class:`ScenarioBuilder` sets only what matters — a few tiles, elements, species, an animal's
sheet, what is in a box, where a pawn stands, which step is about to be resolved — and fills in the
rest so the conservation rules hold: elements come out of the bag, species out of the gene pools,
tiles out of the Wanderlust stacks, tundra tiles out of the supply. :meth:`build` refuses a position
that cannot exist (too many elements of a type, a species count over the allotment …) with an
:class:`InvalidStateError` stating the counts found.

    >>> b = ScenarioBuilder(animals=["birds", "reptiles"])
    >>> b.tile("0,0", "desert", species={"birds": 2, "reptiles": 1})
    >>> b.element("0,0E", "seed")
    >>> st = b.build()
    >>> st.tiles[(0, 0)].dominant
    'birds'
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from .constants import (
    ALLOTMENT,
    ANIMALS,
    CARDS,
    CUBES_PER_COLOUR,
    ELEMENTS,
    ELEMENTS_PER_TYPE,
    FOOD_CHAIN,
    ICE_AGE,
    MULTI_ANIMAL_ALLOTMENT,
    SECTION_SPACES,
    SECTIONS,
    SPACES,
    TERRAINS,
    TUNDRA_TILES,
)
from .errors import InvalidStateError, brief
from .flow import OPS, advance, refresh_dominance
from .fragment import check as check_fragment
from .hexmap import BOARD_SET, CORNER_BOARD_HEXES, hex_str, parse_corner, parse_hex
from .invariants import ALL_LARGE_TILES, problems
from .rng import Rng
from .setup import normalise_setup
from .state import Animal, State, Tile


class ScenarioBuilder:
    """Describe a position step by step, then :meth:`build` a consistent :class:`State`."""

    def __init__(self, animals: Iterable[str] = ANIMALS, *, players: int | None = None,
                 multi: bool = False, seed: int = 0, controllers: Iterable[int] | None = None) -> None:
        self.animals = sorted(animals, key=FOOD_CHAIN.__getitem__)
        bad = [a for a in self.animals if a not in ANIMALS]
        if bad or not self.animals:
            raise InvalidStateError(f"unknown animals {bad}" if bad else "no animals given")
        if players is None:
            players = len(self.animals) if not multi else (2 if len(self.animals) == 6 else 3)
        if not multi and players != len(self.animals):
            raise InvalidStateError(f"{players} players need {players} animals, got {self.animals}")
        self.setup = normalise_setup(players, seed=seed, animals=self.animals, multi=multi,
                                     controllers=list(controllers) if controllers is not None else None)
        if self.setup["controllers"] is None:
            per = 6 // players if multi else 1
            self.setup["controllers"] = [i // per for i in range(len(self.animals))]
        self._tiles: dict[tuple[int, int], Tile] = {}
        self._corners: dict[tuple[int, int, int], str] = {}
        self._added: dict[str, list[str]] = {a: [] for a in self.animals}
        self._vp: dict[str, int] = dict.fromkeys(self.animals, 0)
        self._eliminated: dict[str, int] = dict.fromkeys(self.animals, 0)
        self._supply: dict[str, int] = {}
        self._pawns: dict[str, int] = {}
        self._spaces: dict[str, str] = {}
        self._boxes: dict[str, list[str]] = {}
        self._initiative: list[str] | None = None
        self._available: list[str] | None = None
        self._played: list[str] = []
        self._deck: list[str] | None = None
        self._removed: list[str] = []
        self._stacks: list[list[str]] | None = None
        self._stack_up: list[bool] | None = None
        self._turn = 1
        self._frames: list[dict[str, Any]] | None = None
        self._scored: list[tuple[int, int]] = []
        self._rng = seed
        self._place_rest = False
        self._fragment: dict[str, Any] | None = None

    # ------------------------------------------------------------------------------ the earth
    def tile(self, hex: str | tuple[int, int], terrain: str, *, tundra: bool = False,
             species: Mapping[str, int] | None = None) -> None:
        """Put a tile on a board hex; ``terrain`` may be ``"tundra"`` (a glaciated sea)."""
        h = parse_hex(hex)
        if h not in BOARD_SET:
            raise InvalidStateError(f"({hex_str(h)}) is not one of the 35 board hexes")
        if terrain == "tundra":
            terrain, tundra = "sea", True
        if terrain not in TERRAINS:
            raise InvalidStateError(f"unknown terrain {brief(terrain)}")
        sp = {a: n for a, n in (species or {}).items() if n}
        for a, n in sp.items():
            if a not in self.animals or not isinstance(n, int) or n < 0:
                raise InvalidStateError(f"bad species {brief(a)}: {brief(n)} on ({hex_str(h)})")
        self._tiles[h] = Tile(terrain, tundra, sp)

    def species(self, hex: str | tuple[int, int], animal: str, n: int) -> None:
        h = parse_hex(hex)
        if h not in self._tiles:
            raise InvalidStateError(f"no tile at ({hex_str(h)}) yet")
        if animal not in self.animals:
            raise InvalidStateError(f"{animal} are not in this scenario")
        if n:
            self._tiles[h].species[animal] = n
        else:
            self._tiles[h].species.pop(animal, None)

    def element(self, corner: str, element: str) -> None:
        """Put an element disc on a corner (written ``"q,rE"``/``"q,rW"``)."""
        c = parse_corner(corner)
        if element not in ELEMENTS:
            raise InvalidStateError(f"unknown element {brief(element)}")
        if c not in CORNER_BOARD_HEXES:
            raise InvalidStateError(f"corner {corner} does not touch the board")
        self._corners[c] = element

    def elements(self, mapping: Mapping[str, str]) -> None:
        for corner, e in mapping.items():
            self.element(corner, e)

    # ----------------------------------------------------------------------------- the animals
    def sheet(self, animal: str, added: Iterable[str]) -> None:
        """Set the added (non-inherent) elements of an animal."""
        self._added[animal] = list(added)

    def vp(self, animal: str, vp: int) -> None:
        self._vp[animal] = vp

    def eliminated(self, animal: str, n: int) -> None:
        self._eliminated[animal] = n

    def pawns(self, animal: str, *, supply: int | None = None, total: int | None = None) -> None:
        """Action pawns in the supply, and owned in all (defaults: the allotment)."""
        if supply is not None:
            self._supply[animal] = supply
        if total is not None:
            self._pawns[animal] = total

    def pawn(self, space: str, animal: str) -> None:
        """An action pawn of ``animal`` on an eyeball space."""
        if space not in SPACES:
            raise InvalidStateError(f"unknown eyeball space {brief(space)}")
        self._spaces[space] = animal

    def place_other_pawns(self) -> None:
        """At :meth:`build`, when Execution is under way: put every pawn not placed (of the animals
        whose supply was not given) on the empty eyeball spaces of the sections still to come,
        the latest spaces first, in Initiative order — as Planning leaves them, where placing is
        compulsory while a space is empty (docs/rules.md §8.1, R7). Without it those pawns would
        wait in a supply, which no game can show during Execution."""
        self._place_rest = True

    def box(self, name: str, elements: Iterable[str]) -> None:
        self._boxes[name] = list(elements)

    def initiative(self, order: Iterable[str]) -> None:
        self._initiative = list(order)

    def cards(self, available: Iterable[str], played: Iterable[str] = (), *,
              deck: Iterable[str] | None = None, removed: Iterable[str] = ()) -> None:
        """The face-up cards and the cards played; ``deck`` (top first) and ``removed`` (unseen,
        short game) when they must be kept as a game has them — by default the deck holds every
        other card, Ice Age last."""
        self._available = list(available)
        self._played = list(played)
        self._deck = list(deck) if deck is not None else None
        self._removed = list(removed)

    def stacks(self, stacks: list[list[str]], up: list[bool] | None = None) -> None:
        """The Wanderlust stacks, each listed bottom to top; ``up`` says whether each top tile is
        face up (default: every non-empty stack)."""
        self._stacks = [list(s) for s in stacks]
        self._stack_up = list(up) if up is not None else None

    def remaining_tiles(self) -> list[str]:
        """The large tiles not on earth (what the Wanderlust stacks must hold), sorted."""
        on_earth = Counter(t.terrain for t in self._tiles.values())
        return sorted((ALL_LARGE_TILES - on_earth).elements())

    def turn(self, n: int) -> None:
        self._turn = n

    def fragment(self, data: dict[str, Any]) -> None:
        """The position is a rulebook example, not a game (:mod:`.fragment`): its example, source,
        the sections it shows and the one after which it is over."""
        self._fragment = check_fragment(data)

    def scored(self, tiles: Iterable[str]) -> None:
        self._scored = [parse_hex(t) for t in tiles]

    # -------------------------------------------------------------------------- the agenda
    def at_planning(self) -> None:
        self._frames = [{"op": "turn", "stage": 1}, {"op": "planning", "pos": 0, "round": 1}]

    def at_section(self, section: str) -> None:
        """Execution is about to resolve ``section`` (then the later sections, then Reset)."""
        if section not in SECTIONS:
            raise InvalidStateError(f"unknown section {brief(section)}")
        i = SECTIONS.index(section)
        self._frames = [{"op": "turn", "stage": 2}, {"op": "execution", "i": i + 1},
                        OPS[section].new_frame()]  # type: ignore[attr-defined]

    def at_card(self, card: str, chooser: str, tile: str, space: int = 5) -> None:
        """A Dominance card is about to be resolved after the pawn on Domination space ``space``
        scored ``tile``; pawns on later Domination spaces are still resolved this turn."""
        if space not in range(1, 6):
            raise InvalidStateError(f"a Domination space is numbered 1 to 5, not {space}")
        if card not in CARDS:
            raise InvalidStateError(f"unknown card {brief(card)}")
        self._frames = [{"op": "turn", "stage": 2}, {"op": "execution", "i": len(SECTIONS)},
                        {"op": "domination", "stage": "scan", "idx": space},
                        {"op": "card_" + card, "stage": "start", "chooser": chooser, "tile": tile}]
        if self._available is None:
            self._available = [c for c in CARDS if c != ICE_AGE][:5]
        self._available = [c for c in self._available if c != card]
        if card not in self._played:
            self._played.append(card)

    def at_reset(self) -> None:
        self._frames = [{"op": "turn", "stage": 3}, {"op": "reset", "stage": "extinction"}]

    # ------------------------------------------------------------------------------ build
    def _fill_later_spaces(self, allotment: int) -> None:
        execution = next((fr for fr in self._frames or [] if fr.get("op") == "execution"), None)
        if execution is None:
            return
        # the spaces still to be resolved, in execution order: pop() takes the latest first
        later = [sp for s in SECTIONS[execution["i"]:] for sp in SECTION_SPACES[s] if sp not in self._spaces]
        order = self._initiative or list(reversed(self.animals))
        left = {a: self._pawns.get(a, allotment) - sum(1 for v in self._spaces.values() if v == a)
                for a in order if a not in self._supply}
        while any(n > 0 for n in left.values()):
            for a in order:
                if left.get(a, 0) > 0:
                    if not later:
                        raise InvalidStateError("more action pawns than empty eyeball spaces to come")
                    self._spaces[later.pop()] = a
                    left[a] -= 1

    # long: one step per part of the position, in the order a state is laid out
    def build(self) -> State:
        """A consistent state, or :class:`InvalidStateError` saying what does not add up."""
        multi = self.setup["multi"]
        players = self.setup["players"]
        ap, cubes = MULTI_ANIMAL_ALLOTMENT if multi else ALLOTMENT[players]
        st = State()
        st.setup = dict(self.setup)
        st.rng = Rng(self._rng)
        st.turn = self._turn
        st.tiles = {h: t.copy() for h, t in self._tiles.items()}
        for c in self._corners:
            if not any(h in st.tiles for h in CORNER_BOARD_HEXES[c]):
                raise InvalidStateError(f"an element on a corner of no tile: {c}")
        st.corners = dict(self._corners)
        # tiles: the ones not on earth go to the stacks
        on_earth = Counter(t.terrain for t in st.tiles.values())
        rest = ALL_LARGE_TILES - on_earth
        if on_earth - ALL_LARGE_TILES:
            raise InvalidStateError(f"too many tiles of a terrain on earth: {dict(on_earth)}")
        tundra = sum(1 for t in st.tiles.values() if t.tundra)
        if tundra > TUNDRA_TILES:
            raise InvalidStateError(f"{tundra} tundra tiles, but the game has {TUNDRA_TILES}")
        st.tundra_supply = TUNDRA_TILES - tundra
        if self._stacks is not None:
            if Counter(t for s in self._stacks for t in s) != rest:
                raise InvalidStateError(f"the stacks must hold exactly the tiles not on earth: {dict(rest)}")
            st.stacks = [list(s) for s in self._stacks]
        else:
            pool = sorted(rest.elements())
            st.rng.shuffle(pool)
            k = len(pool)
            st.stacks = [pool[: k // 3], pool[k // 3: 2 * k // 3], pool[2 * k // 3:]]
        st.stack_up = [bool(s) and (self._stack_up is None or self._stack_up[i])
                       for i, s in enumerate(st.stacks)]
        if self._place_rest:
            self._fill_later_spaces(ap)
        # animals
        for i, a in enumerate(self.animals):
            on = sum(t.species.get(a, 0) for t in st.tiles.values())
            gene = cubes - 1 - on - self._eliminated[a]
            if gene < 0:
                raise InvalidStateError(f"the {a} have {on} species on earth and "
                                        f"{self._eliminated[a]} eliminated, more than their {cubes - 1} cubes")
            pawns = self._pawns.get(a, ap)
            on_display = sum(1 for v in self._spaces.values() if v == a)
            supply = self._supply.get(a, pawns - on_display)
            st.animals[a] = Animal(a, self.setup["controllers"][i], list(self._added[a]), gene,
                                   self._eliminated[a], CUBES_PER_COLOUR - cubes, supply,
                                   supply + on_display, self._vp[a])
        st.initiative = self._initiative or list(reversed(self.animals))
        for sp, a in self._spaces.items():
            if a not in st.animals:
                raise InvalidStateError(f"a pawn of {a} (not in the scenario) on {sp}")
            st.spaces[sp] = a
        for name, elems in self._boxes.items():
            if name not in st.boxes:
                raise InvalidStateError(f"unknown box {brief(name)}")
            st.boxes[name] = list(elems)
        # elements: everything not placed is in the bag
        used = Counter(st.corners.values())
        for box in st.boxes.values():
            used.update(box)
        for sheet in st.animals.values():
            used.update(sheet.added)
        for e in ELEMENTS:
            if used[e] > ELEMENTS_PER_TYPE:
                raise InvalidStateError(f"{used[e]} {e} elements placed, but the game has {ELEMENTS_PER_TYPE}")
            st.bag[e] = ELEMENTS_PER_TYPE - used[e]
        # cards
        others = [c for c in CARDS if c != ICE_AGE]
        available = self._available if self._available is not None else others[:5]
        taken = set(available) | set(self._played)
        st.available = list(available)
        st.played = list(self._played)
        st.removed = list(self._removed)
        deck = [c for c in others if c not in taken and c not in st.removed] + (
            [ICE_AGE] if ICE_AGE not in taken else [])
        if self._deck is not None:
            if sorted(self._deck) != sorted(deck):
                raise InvalidStateError("the deck must hold exactly the cards neither face up, played nor removed")
            deck = list(self._deck)
        st.deck = deck
        st.scored = list(self._scored)
        st.frames = self._frames or [{"op": "turn", "stage": 0}]
        st.phase = {"turn": "planning", "planning": "planning", "reset": "reset"}.get(
            st.frames[-1]["op"], "execution")
        st.fragment = self._fragment
        st.dirty.update(st.tiles)
        st.events = None
        refresh_dominance(st)
        found = problems(st)
        if found:
            raise InvalidStateError("the scenario is inconsistent: " + "; ".join(found[:5]))
        st.events = []
        advance(st)
        return st
