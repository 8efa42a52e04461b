"""Editing a position for "what if" exploration, keeping every conservation rule.

An :class:`Editor` works on its own copy of a state. Each edit takes pieces from where the game
keeps them and puts them back there: an element comes out of the bag and returns to it, species
come out of the gene pool and return to it, a tile comes out of the Wanderlust stacks. Dominance is
recomputed after every edit and the changes come back as ``dominance_changed`` events, so a front
end can annotate them. :meth:`Editor.finish` gives a state a new game can start from.

    >>> from ds_widget.engine import Match as Game
    >>> ed = Editor(Game.new(players=4, seed=1).state)
    >>> events = ed.add_element("1,-1E", "water")
    >>> ed.state.corners[(1, -1, 0)]
    'water'
"""
from __future__ import annotations

from typing import Any

from .calc import matching
from .constants import ELEMENTS, ELEMENTS_PER_TYPE, MAX_ELEMENTS_ON_SHEET, TERRAINS, WANDERLUST_STACKS
from .errors import DSError, InvalidStateError, MalformedError, brief
from .flow import refresh_dominance
from .hexmap import BOARD, BOARD_SET, CORNER_BOARD_HEXES, NEIGHBOURS, Hex, corner_str, hex_str, parse_corner, parse_hex
from .serialize import state_from_dict, state_to_dict
from .state import State, Tile


class EditError(DSError):
    """An edit that the position cannot take (no such element left in the bag …).

    ``key`` names the refusal and ``fields`` its data (a hex, a corner with its tiles, an element,
    an animal …), so that a front end can say it in the learner's language
    (``ds_widget.explain.refusal``); the message is the English sentence."""

    code = "edit/refused"

    def __init__(self, message: str, key: str = "", **fields: Any) -> None:
        super().__init__(message)
        self.key = key
        self.fields = fields


class Editor:
    """Edits on a copy of ``state``; read the result from :attr:`state`."""

    def __init__(self, state: State) -> None:
        self.state = state.clone()
        self.state.events = []
        self.edits = 0
        self._before: dict[tuple[Hex, str], int] = {}

    def _done(self) -> list[dict[str, Any]]:
        """Recompute dominance and say what the edit changed: dominance (``dominance_changed``),
        then each animal's matching on each tile (``matching_changed``) and species that became
        endangered or are no longer so (``endangered_now`` / ``endangered_no_more``), for the
        animals with species there, compared with :meth:`_matchings` taken before the edit."""
        st = self.state
        st.events = []
        refresh_dominance(st)
        self.edits += 1
        events, st.events = st.events, []
        events = list(events or [])
        told = {e["tile"] for e in events if e["kind"] == "dominance_changed"}   # its verdict gives the numbers
        return events + [e for e in self._consequences(self._before)
                         if not (e["kind"] == "matching_changed" and e["tile"] in told)]

    def _matchings(self) -> dict[tuple[Hex, str], int]:
        """Every (tile, animal with species there) and its matching."""
        st = self.state
        return {(h, a): matching(st, a, h) for h, t in st.tiles.items() for a, n in t.species.items() if n}

    def _consequences(self, before: dict[tuple[Hex, str], int]) -> list[dict[str, Any]]:
        st = self.state
        out: list[dict[str, Any]] = []
        after = self._matchings()
        for (h, a), now in sorted(after.items()):
            t = st.tiles[h]
            where = {"tile": hex_str(h), "terrain": t.kind, "animal": a}
            was = before.get((h, a))
            if was is None:                     # new species there: only whether they are endangered
                if now == 0:
                    out.append({"kind": "endangered_now", **where, "n": t.species[a]})
                continue
            if was != now:
                out.append({"kind": "matching_changed", **where, "was": was, "now": now})
                if now == 0:
                    out.append({"kind": "endangered_now", **where, "n": t.species[a]})
                elif was == 0:
                    out.append({"kind": "endangered_no_more", **where, "n": t.species[a]})
        return out

    def _corner(self, c: tuple[int, int, int]) -> dict[str, Any]:
        """A corner as a refusal names it: its id and the tiles it touches."""
        st = self.state
        tiles = st.corner_tiles(c)
        return {"corner": corner_str(c), "tiles": [hex_str(h) for h in tiles],
                "terrains": [st.tiles[h].kind for h in tiles]}

    def _element(self, e: str) -> str:
        if not isinstance(e, str) or e not in ELEMENTS:
            raise MalformedError(f"unknown element {brief(e)}; elements are {', '.join(ELEMENTS)}")
        return e

    def _animal(self, a: str) -> str:
        if not isinstance(a, str) or a not in self.state.animals:
            raise MalformedError(f"{brief(a)} is not an animal in play ({', '.join(self.state.animals)})")
        return a

    # -------------------------------------------------------------------------- elements
    def add_element(self, corner: str, element: str) -> list[dict[str, Any]]:
        """Put an element from the bag on a vacant corner of an earth tile."""
        st = self.state
        self._before = self._matchings()
        c = parse_corner(corner)
        self._element(element)
        if c not in CORNER_BOARD_HEXES or not st.corner_tiles(c):
            raise EditError(f"corner {corner} does not belong to an earth tile", "corner_off_earth")
        if c in st.corners:
            raise EditError(f"corner {corner} already holds a {st.corners[c]}", "corner_taken",
                            **self._corner(c), element=st.corners[c])
        if st.bag[element] <= 0:
            raise EditError(f"no {element} is left in the bag (all {ELEMENTS_PER_TYPE} are in play)", "bag_empty",
                            element=element, per_type=ELEMENTS_PER_TYPE)
        st.from_bag(element)
        st.put_element(c, element)
        return self._done()

    def remove_element(self, corner: str) -> list[dict[str, Any]]:
        """Return the element on a corner to the bag."""
        st = self.state
        self._before = self._matchings()
        c = parse_corner(corner)
        if c not in st.corners:
            raise EditError(f"corner {corner} holds no element", "corner_empty",
                            **(self._corner(c) if c in CORNER_BOARD_HEXES and st.corner_tiles(c) else {}))
        st.to_bag(st.take_element(c))
        return self._done()

    # --------------------------------------------------------------------------- species
    def set_species(self, tile: str, animal: str, n: int) -> list[dict[str, Any]]:
        """Set how many species ``animal`` has on ``tile`` (the difference moves to or from the
        animal's gene pool)."""
        st = self.state
        self._before = self._matchings()
        h = parse_hex(tile)
        self._animal(animal)
        if h not in st.tiles:
            raise EditError(f"({tile}) is not an earth tile", "not_a_tile", hex=hex_str(h))
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise MalformedError(f"a species count must be a whole number >= 0, got {brief(n)}")
        have = st.tiles[h].species.get(animal, 0)
        a = st.animal_w(animal)
        if n > have:
            if n - have > a.gene_pool:
                raise EditError(f"the {animal} have only {a.gene_pool} species in their gene pool", "gene_pool",
                                animal=animal, n=a.gene_pool)
            a.gene_pool -= n - have
            st.add_species(h, animal, n - have)
        elif n < have:
            st.remove_species(h, animal, have - n)
            a.gene_pool += have - n
        return self._done()

    # ----------------------------------------------------------------------------- tiles
    def add_tile(self, hex_: str, terrain: str) -> list[dict[str, Any]]:
        """Place a tile of ``terrain`` (taken from a Wanderlust stack) on an empty board hex."""
        st = self.state
        self._before = self._matchings()
        h = parse_hex(hex_)
        if terrain not in TERRAINS:
            raise MalformedError(f"unknown terrain {brief(terrain)}")
        if h not in BOARD_SET:
            raise EditError(f"({hex_}) is not one of the {len(BOARD)} board hexes", "off_board", hex=hex_str(h),
                            hexes=len(BOARD))
        if h in st.tiles:
            raise EditError(f"({hex_}) already holds a tile", "hex_taken", hex=hex_str(h))
        if st.tiles and not any(n in st.tiles for n in NEIGHBOURS[h]):
            raise EditError(f"({hex_}) touches no earth tile: a new tile goes next to the earth (docs/rules.md R9)",
                            "hex_far", hex=hex_str(h))
        for i, stack in enumerate(st.stacks_w()):
            if terrain in stack:
                j = len(stack) - 1 - stack[::-1].index(terrain)
                del stack[j]
                if not stack:
                    st.stack_up[i] = False
                break
        else:
            raise EditError(f"no {terrain} tile is left in the Wanderlust stacks", "no_tile_left", terrain=terrain)
        st.place_tile(h, Tile(terrain))
        return self._done()

    def remove_tile(self, hex_: str) -> list[dict[str, Any]]:
        """Take a tile off the earth back onto a Wanderlust stack; its species return to their
        gene pools and the elements that no longer touch any tile return to the bag."""
        st = self.state
        self._before = self._matchings()
        h = parse_hex(hex_)
        t = st.tiles.get(h)
        if t is None:
            raise EditError(f"({hex_}) holds no tile", "no_tile_there", hex=hex_str(h))
        if t.tundra:
            raise EditError("a tundra tile cannot be removed in the editor", "tundra_stays")
        if len(st.tiles) == 1:
            raise EditError("the earth needs at least one tile", "last_tile")
        for a, n in list(t.species.items()):
            st.remove_species(h, a, n)
            st.animal_w(a).gene_pool += n
        st.lift_tile(h)
        for c in [c for c in st.corners if not st.corner_tiles(c)]:
            st.to_bag(st.take_element(c))
        i = min(range(WANDERLUST_STACKS), key=lambda k: len(st.stacks[k]))
        st.stacks_w()[i].append(t.terrain)
        st.stack_up[i] = True
        st.scored = [x for x in st.scored if x != h]
        st.hibernation = {k: n for k, n in st.hibernation.items() if k[0] != h}
        return self._done()

    # ---------------------------------------------------------------------- animal sheets
    def add_sheet_element(self, animal: str, element: str) -> list[dict[str, Any]]:
        st = self.state
        self._before = self._matchings()
        a = st.animal_w(self._animal(animal))
        self._element(element)
        if len(a.elements) >= MAX_ELEMENTS_ON_SHEET:
            raise EditError(f"the {animal} already have {MAX_ELEMENTS_ON_SHEET} elements", "sheet_full",
                            animal=animal, n=MAX_ELEMENTS_ON_SHEET)
        if st.bag[element] <= 0:
            raise EditError(f"no {element} is left in the bag", "bag_empty", element=element,
                            per_type=ELEMENTS_PER_TYPE)
        st.from_bag(element)
        a.added.append(element)
        st.sheet_changed(animal)
        return self._done()

    def remove_sheet_element(self, animal: str, element: str) -> list[dict[str, Any]]:
        st = self.state
        self._before = self._matchings()
        a = st.animal_w(self._animal(animal))
        self._element(element)
        if element not in a.added:
            raise EditError(f"the {animal} have no added {element} (printed elements stay)", "printed_element",
                            animal=animal, element=element)
        idx = len(a.added) - 1 - a.added[::-1].index(element)
        del a.added[idx]
        st.to_bag(element)
        st.sheet_changed(animal)
        return self._done()

    # ----------------------------------------------------------------------------- finish
    def finish(self) -> State:
        """A checked copy to start a new game from. The step that was pending continues if it
        still makes sense; otherwise the game restarts at this turn's Planning phase (pawns on
        the display go back to their owners)."""
        data = state_to_dict(self.state)
        try:
            return state_from_dict(data)
        except InvalidStateError:
            pass
        st = self.state.clone()
        for space, a in st.spaces_w().items():
            if a is not None:
                st.spaces[space] = None
                st.animal_w(a).supply += 1
        st.frames = [{"op": "turn", "stage": 1}, {"op": "planning", "pos": 0, "round": 1}]
        st.phase = "planning"
        st.scored = []
        data = state_to_dict(st)
        return state_from_dict(data)

