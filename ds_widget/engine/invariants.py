"""Conservation and consistency checks of a state (docs/rules.md §8.0).

Used by :func:`ds_widget.engine.serialize.state_from_dict` to refuse inconsistent files, and by
the tests after every choice of random games. :func:`stale` holds what the moves keep up to date
(the dominance markers, each animal's elements, the earth's shape) against a recomputation from
scratch: :data:`ds_widget.engine.flow.CHECKED` runs it after every choice (on in the tests).
"""
from __future__ import annotations

from collections import Counter

from .calc import dominant_among
from .constants import (
    CARDS,
    CUBES_PER_COLOUR,
    DRAW_TILES,
    ELEMENTS,
    ELEMENTS_PER_TYPE,
    ICE_AGE,
    INHERENT,
    MAX_ELEMENTS_ON_SHEET,
    PAWNS_PER_COLOUR,
    SPACES,
    SQUARES,
    TERRAINS,
    TUNDRA_TILES,
)
from .hexmap import BOARD_SET, CORNER_BOARD_HEXES, corner_str, hex_str
from .options import SPACE_OPTION
from .state import State

#: the 31 large tiles: 7 start tiles (one of each terrain) + the 24 draw tiles
ALL_LARGE_TILES = Counter(TERRAINS) + Counter(DRAW_TILES)


# long: one flat list of independent checks, each a few lines, in the order of docs/rules.md
def problems(st: State) -> list[str]:
    """Every way ``st`` breaks a conservation rule or is inconsistent; empty when all is well."""
    out: list[str] = []
    # elements: 20 of each type, in the bag, on earth, on the action display and on sheets
    count = Counter(st.bag)
    count.update(st.corners.values())
    for box in st.boxes.values():
        count.update(box)
    for a in st.animals.values():
        count.update(a.added)
    for e in ELEMENTS:
        if count[e] != ELEMENTS_PER_TYPE:
            out.append(f"there are {count[e]} {e} elements in the game, not {ELEMENTS_PER_TYPE}")
        if st.bag.get(e, 0) < 0:
            out.append(f"the bag holds a negative number of {e}")
    for squares in ("adaptation", "abundance", "wanderlust"):
        if len(st.boxes[squares]) > SQUARES:
            out.append(f"the {squares} squares hold {len(st.boxes[squares])} elements, more than {SQUARES}")
    # corners: only earth corners hold elements
    for c in st.corners:
        if c not in CORNER_BOARD_HEXES or not any(h in st.tiles for h in CORNER_BOARD_HEXES[c]):
            out.append(f"an element lies on corner {corner_str(c)}, which touches no earth tile")
    # species: gene pool + earth + eliminated + put aside at setup + VP marker = 55
    for a in st.animals.values():
        on_earth = st.earth_species(a.name)
        total = a.gene_pool + on_earth + a.eliminated + a.unused + 1
        if total != CUBES_PER_COLOUR:
            out.append(f"the {a.name} have {total} cubes accounted for, not {CUBES_PER_COLOUR} "
                       f"(gene pool {a.gene_pool}, earth {on_earth}, eliminated {a.eliminated}, "
                       f"unused {a.unused}, VP marker 1)")
        if min(a.gene_pool, a.eliminated, a.unused, a.supply, a.vp) < 0:
            out.append(f"the {a.name} have a negative count (gene pool, eliminated, pawns or VP)")
        if a.elements != INHERENT[a.name] + tuple(a.added):
            out.append(f"the {a.name}' elements were changed without State.sheet_changed")
        if len(a.elements) > MAX_ELEMENTS_ON_SHEET:
            out.append(f"the {a.name} have {len(a.elements)} elements, more than {MAX_ELEMENTS_ON_SHEET}")
        bad = [e for e in a.added if e not in ELEMENTS]
        if bad:
            out.append(f"the {a.name} hold unknown elements {bad}")
        on_display = st.pawns_on_display(a.name)
        if a.supply + on_display != a.pawns or a.pawns > PAWNS_PER_COLOUR:
            out.append(f"the {a.name} own {a.pawns} action pawns but have {a.supply} in supply and "
                       f"{on_display} on the display")
    for h, t in st.tiles.items():
        if h not in BOARD_SET:
            out.append(f"tile {hex_str(h)} is not on the board")
        for animal, n in t.species.items():
            if animal not in st.animals or n <= 0:
                out.append(f"tile {hex_str(h)} holds {n} species of {animal}, which is not allowed")
    if tuple(st.spaces) != SPACES:
        out.append("the eyeball spaces must be listed once each, in the order of the display")
    for sp, owner in st.spaces.items():
        if owner is not None and owner not in st.animals:
            out.append(f"eyeball space {sp} holds a pawn of {owner}, an animal not in play")
    # tiles: 31 large tiles and 12 tundra tiles
    large = Counter(t.terrain for t in st.tiles.values())
    for stack in st.stacks:
        large.update(stack)
    if large != ALL_LARGE_TILES:
        out.append(f"the large tiles in the game are {dict(large)}, not the 31 of the box")
    tundra = sum(1 for t in st.tiles.values() if t.tundra)
    if tundra + st.tundra_supply != TUNDRA_TILES:
        out.append(f"{tundra} tundra tiles on earth and {st.tundra_supply} in supply do not make "
                   f"{TUNDRA_TILES}")
    # cards: each of the 26 exactly once; Ice Age last in the deck
    cards = Counter(st.deck + st.available + st.played + st.removed)
    if cards != Counter(CARDS):
        out.append("the Dominance cards are not each present exactly once")
    if ICE_AGE in st.deck and st.deck[-1] != ICE_AGE:
        out.append("Ice Age must be the last card of the deck")
    if ICE_AGE in st.removed:
        out.append("Ice Age can never be removed from the game")
    # initiative
    if sorted(st.initiative) != sorted(st.animals):
        out.append("the Initiative track must hold each animal in play exactly once")
    return out + stale(st)


def stale(st: State) -> list[str]:
    """Where what the moves keep up to date differs from a recomputation from scratch: the
    dominance marker of every tile (docs/rules.md R1; ``endangered`` reads it), each animal's
    elements (inherent and added, read at every dominance check), the earth's shape and
    Planning's empty spaces (``State.kept``, read at every pawn placement). Empty
    when all is current. Read while tiles are marked for recomputation (``State.dirty``, between
    two steps) only the tiles not marked can be held to it."""
    out: list[str] = []
    if st.earth().hexes != tuple(sorted(st.tiles)):
        out.append("the state's record of the earth's tiles is out of date")
    if st._in_order and st.earth().hexes != tuple(st.tiles):
        out.append("the state's tiles are said to be in the order of their hexes, and are not")
    for a in st.animals.values():
        if a.elements != INHERENT[a.name] + tuple(a.added):
            out.append(f"the {a.name}' elements {a.elements} are not their sheet's {a.added}")
    kept = st.kept
    if kept is not None:            # Planning's empty spaces (phases.Planning): those of the pending decision
        free = [i for i, s in enumerate(SPACES) if st.spaces[s] is None]
        if kept[1] != free or kept[2] != [SPACE_OPTION[SPACES[i]] for i in free]:
            out.append("the empty eyeball spaces kept for Planning are not the spaces empty")
        if kept[0] is not None or st.pending is None or st.pending.options is not kept[2]:
            out.append("the empty eyeball spaces are kept for Planning but are not its pending decision's")
    tiles = st.tiles
    for h in sorted(tiles):
        if h in st.dirty:
            continue
        t = tiles[h]
        fresh = None if st.final else dominant_among(st, t.species, h)
        if t.dominant != fresh:
            out.append(f"the dominance marker on {hex_str(h)} says {t.dominant}, but {fresh} dominates it")
    return out
