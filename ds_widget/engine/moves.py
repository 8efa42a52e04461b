"""Primitive moves: the one place where each kind of change to the game is made, with its event.

Actions (:mod:`.actions`), cards (:mod:`.cards`) and the phases (:mod:`.phases`) change the earth,
the animals and the scores only through these functions (or the :class:`~.state.State` methods
they build on), so "where are species eliminated?" has one answer: :func:`eliminate`. Each move
emits the event that tells it, unless its caller reports a whole batch in one summary event
(Extinction, Glaciation, Wasteland, Blight), which the parameters say.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .calc import place_vp, score_places
from .constants import TILE_SCORES, bonus_vp
from .flow import card_op, push
from .hexmap import CORNER_BOARD_HEXES, NEIGHBOURS, Corner, Hex, corner_str, hex_str, parse_hex
from .state import State


# ------------------------------------------------------------------------------------- species
def add_from_gene_pool(st: State, animal: str, h: Hex, n: int, source: str) -> int:
    """Move up to ``n`` species from the gene pool onto tile ``h``; returns how many moved (R45)."""
    a = st.animal_w(animal)
    n = min(n, a.gene_pool)
    if n <= 0:
        return 0
    a.gene_pool -= n
    st.add_species(h, animal, n)
    if st.events is not None:
        st.emit("species_added", animal=animal, tile=hex_str(h), terrain=st.tiles[h].kind, count=n,
                source=source, gene_pool=a.gene_pool)
    return n


def eliminate(st: State, h: Hex, victim: str, n: int, cause: str, by: str | None, *,
              report: bool = True) -> None:
    """Remove ``n`` species of ``victim`` from tile ``h`` to the box: they count as eliminated
    (for Hibernation, docs/rules.md R16). ``report=False`` when the caller tells it in a summary."""
    st.remove_species(h, victim, n)
    st.animal_w(victim).eliminated += n
    if report and st.events is not None:
        st.emit("species_eliminated", animal=victim, tile=hex_str(h), terrain=st.tiles[h].kind,
                count=n, cause=cause, by=by)


def move_species(st: State, animal: str, src: Hex, dst: Hex, n: int, source: str) -> None:
    """Move ``n`` species of ``animal`` from tile ``src`` to tile ``dst``."""
    st.remove_species(src, animal, n)
    st.add_species(dst, animal, n)
    if st.events is not None:
        st.emit("species_moved", animal=animal, count=n, origin=hex_str(src), to=hex_str(dst),
                origin_terrain=st.tiles[src].kind, to_terrain=st.tiles[dst].kind, source=source)


def choose_move(st: State, fr: dict[str, Any], value: str, mover: Callable[[Hex], str], *, origin: str,
                source: str, then: str) -> int:
    """One choice of a move of species chosen in three (Migration, Mass Exodus): in any stage but
    "to" and "count", the tile they move from (kept in ``fr[origin]``); in stage "to", the tile
    they move to (``fr["dest"]``); in stage "count", how many: then the species of
    ``mover(origin hex)`` move and the frame's stage becomes ``then``. Returns how many moved
    (0 before the count)."""
    stage = fr["stage"]
    if stage == "to":
        fr["dest"] = value
        fr["stage"] = "count"
        return 0
    if stage != "count":
        fr[origin] = value
        fr["stage"] = "to"
        return 0
    h, n = parse_hex(fr[origin]), int(value)
    move_species(st, mover(h), h, parse_hex(fr["dest"]), n, source)
    fr["stage"] = then
    return n


# ------------------------------------------------------------------------------------ elements
def place_element(st: State, animal: str, element: str, c: Corner, source: str) -> None:
    """Put an element disc on an earth corner and tell which tiles it now touches."""
    st.put_element(c, element)
    if st.events is None:
        return
    around = st.corner_tiles(c)
    st.emit("element_placed", animal=animal, element=element, corner=corner_str(c),
            tiles=[hex_str(h) for h in around], terrains=[st.tiles[h].kind for h in around],
            source=source)


def remove_element(st: State, c: Corner, *, animal: str | None = None, source: str = "",
                   report: bool = True) -> dict[str, Any]:
    """Take the element disc off corner ``c`` and put it back in the bag. Returns what was
    removed (``corner``, ``element``, ``tiles`` it touched); ``report=False`` when the caller
    tells it in a summary event."""
    around = st.corner_tiles(c)
    tiles = [hex_str(h) for h in around]
    terrains = [st.tiles[h].kind for h in around]
    e = st.take_element(c)
    st.to_bag(e)
    if report:
        st.emit("element_removed", animal=animal, element=e, corner=corner_str(c), tiles=tiles,
                terrains=terrains, source=source)
    return {"corner": corner_str(c), "element": e, "tiles": tiles}


# ------------------------------------------------------------------------------- victory points
def score_tile(st: State, h: Hex, animal: str | None, *, final: bool = False) -> None:
    """Score tile ``h`` now (docs/rules.md §7.4) and say who got what and why: by a Domination pawn of
    ``animal``, or in the final scoring (docs/rules.md §11)."""
    if st.events is None:
        for a, vp in place_vp(st, h):
            st.gain_vp(a, vp)
        return
    places = score_places(st, h)
    for p in places:
        st.gain_vp(p["animal"], p["vp"])
    kind = st.tiles[h].kind
    if final:
        st.emit("tile_scored", tile=hex_str(h), terrain=kind, places=places, final=True)
    else:
        st.emit("tile_scored", animal=animal, tile=hex_str(h), terrain=kind, places=places,
                values=list(TILE_SCORES[kind]), final=False)


def gain_bonus(st: State, animal: str, quantity: int) -> int:
    """Add the bonus VP for ``quantity`` things (docs/rules.md §7.5); returns the VP gained."""
    return st.gain_vp(animal, bonus_vp(quantity))


# ------------------------------------------------------------------------------- compound moves
def glaciate(st: State, animal: str, h: Hex, source: str = "glaciation") -> None:
    """Steps 2-7 of Glaciation on tile ``h`` for ``animal`` (docs/rules.md §9.7; also Ice Sheet)."""
    t = st.tiles[h]
    terrain = t.terrain
    # 2. set aside all species
    aside = dict(t.species)
    for a, n in aside.items():
        st.remove_species(h, a, n)
    # 3. the tile becomes tundra
    st.tile_w(h).tundra = True
    st.tundra_supply -= 1
    # 4. remove every element surrounded by three tundra tiles, anywhere on earth
    removed = []
    # st.tiles read again after the writes: the first may have put a new dict there (State.tiles_w)
    tundra = {x for x, tile in st.tiles.items() if tile.tundra}
    for c in sorted([c for c in st.corners if len(CORNER_BOARD_HEXES[c]) == 3
                     and tundra.issuperset(CORNER_BOARD_HEXES[c])]):
        if st.events is None:           # remove_element without its summary: nobody reads it
            st.to_bag(st.take_element(c))
            continue
        r = remove_element(st, c, report=False)
        removed.append({"corner": r["corner"], "element": r["element"]})
    # 5. bonus VP for adjacent tundra tiles
    n = sum(1 for x in NEIGHBOURS[h] if x in tundra)
    vp = gain_bonus(st, animal, n)
    # 6-7. one species of each animal stays; the others go back to the gene pools
    stayed, returned = {}, {}
    for a in sorted(aside, key=list(st.animals).index):
        st.add_species(h, a, 1)
        stayed[a] = 1
        if aside[a] > 1:
            st.animal_w(a).gene_pool += aside[a] - 1
            returned[a] = aside[a] - 1
    if st.events is not None:
        st.emit("glaciation", animal=animal, tile=hex_str(h), terrain=terrain, source=source,
                set_aside=aside, removed=removed, adjacent_tundra=n, bonus=vp, stayed=stayed,
                returned=returned, tundra_left=st.tundra_supply)


def swap_left(st: State, animal: str) -> str | None:
    """Swap ``animal``'s Initiative marker with the one directly to its left; returns the animal
    passed, or None when it is already first (Initiative, docs/rules.md §9.1; Nocturnal, R19)."""
    i = st.initiative.index(animal)
    if i == 0:
        return None
    st.ledger_w()
    order = st.initiative
    order[i - 1], order[i] = order[i], order[i - 1]
    return order[i]


def start_card(st: State, card: str, chooser: str, tile: str) -> None:
    """Put the chosen Dominance card on the agenda: it resolves before the next Domination pawn.
    The card's op is found by name in the registry (:func:`.flow.card_op`), so Domination needs
    no import of the cards."""
    push(st, card_op(card), stage="start", chooser=chooser, tile=tile)
