"""The core calculations with their terms: matching, endangered, dominance, tile scoring, Survival.

Every function here is read-only. The ``*_breakdown`` / ``verdict`` forms return plain dicts that
carry every term of the calculation, for explanations; the short forms are the fast paths the
engine uses while playing.
"""
from __future__ import annotations

from itertools import repeat
from typing import Any

from .constants import ELEMENTS, FOOD_CHAIN, TILE_SCORES, bonus_vp
from .hexmap import CORNERS_OF, NEIGHBOURS, Hex, hex_str
from .state import State


def tile_counts(st: State, h: Hex) -> dict[str, int]:
    """Number of element discs of each type on the corners of tile ``h``."""
    cnt: dict[str, int] = {}
    for e in filter(None, map(st.corners.get, CORNERS_OF[h])):
        cnt[e] = cnt.get(e, 0) + 1
    return cnt


def matching(st: State, animal: str, h: Hex) -> int:
    """Matching of ``animal`` on tile ``h`` (docs/rules.md §7.1): Σ over its element tokens of the
    number of discs of that type on the tile."""
    return matching_with(st, tokens(st, animal), h)


def tokens(st: State, animal: str) -> dict[str, int]:
    """How many element tokens of each type ``animal`` has (inherent and added)."""
    out: dict[str, int] = {}
    for e in st.animals[animal].elements:
        out[e] = out.get(e, 0) + 1
    return out


def matching_with(st: State, tokens: dict[str, int], h: Hex) -> int:
    """:func:`matching` for an animal's :func:`tokens`, counted disc by disc — the same sum
    (each disc on the tile adds the animal's tokens of its type), for callers that ask about many
    tiles for one animal."""
    return sum(map(tokens.get, filter(None, map(st.corners.get, CORNERS_OF[h])), repeat(0)))


def matching_breakdown(st: State, animal: str, h: Hex) -> dict[str, Any]:
    """Matching with its terms: per element type on the animal, how many on the sheet, how many
    touch the tile, the product; and the total (docs/rules.md §7.1)."""
    cnt = tile_counts(st, h)
    elements = st.animals[animal].elements
    terms: list[dict[str, Any]] = []
    for e in ELEMENTS:
        n = elements.count(e)
        if n:
            terms.append({"element": e, "on_sheet": n, "on_tile": cnt.get(e, 0),
                          "product": n * cnt.get(e, 0)})
    total = sum(t["product"] for t in terms)
    return {"animal": animal, "tile": hex_str(h), "terms": terms, "total": total,
            "endangered": total == 0}


def dominant(st: State, h: Hex) -> str | None:
    """The dominant animal on tile ``h`` or None (docs/rules.md §7.3): the one animal with the highest
    matching, when that matching is above 0 and no other animal present has it too."""
    if st.final:
        return None
    return dominant_among(st, st.tiles[h].species, h)


def dominant_among(st: State, species: dict[str, int], h: Hex) -> str | None:
    """:func:`dominant` for the animals with ``species`` on tile ``h`` (before the final scoring)."""
    if not species:
        return None
    discs = list(filter(None, map(st.corners.get, CORNERS_OF[h])))
    if not discs:
        return None
    animals = st.animals
    if len(species) == 1:       # alone: dominant as soon as one disc matches one of its elements
        for a in species:
            return a if any(map(animals[a].elements.__contains__, discs)) else None
    # matching counted disc by disc: each disc adds the animal's elements of its type (§7.1)
    best, who, tie = 0, None, False
    for a in species:
        m = sum(map(animals[a].elements.count, discs))
        if m > best:
            best, who, tie = m, a, False
        elif m == best and m > 0:
            tie = True
    return None if tie else who


def dominance_verdict(st: State, h: Hex) -> dict[str, Any]:
    """Why tile ``h`` has the dominant animal it has, with every present animal's matching.

    ``reason`` is one of ``"unique_highest"``, ``"tie"`` (two or more share the highest matching:
    nobody dominates, the food chain does not break it), ``"all_endangered"`` (every animal present
    matches 0), ``"no_species"`` or ``"game_over"``.
    """
    t = st.tiles[h]
    rows = [matching_breakdown(st, a, h) for a in sorted(t.species, key=FOOD_CHAIN.__getitem__)]
    for row in rows:
        row["species"] = t.species[row["animal"]]
    out: dict[str, Any] = {"tile": hex_str(h), "terrain": t.kind, "animals": rows,
                           "dominant": None, "highest": 0, "tied": []}
    if st.final:
        out["reason"] = "game_over"
        return out
    if not rows:
        out["reason"] = "no_species"
        return out
    best = max(r["total"] for r in rows)
    out["highest"] = best
    top = [r["animal"] for r in rows if r["total"] == best]
    if best == 0:
        out["reason"] = "all_endangered"
    elif len(top) > 1:
        out["reason"] = "tie"
        out["tied"] = top
    else:
        out["reason"] = "unique_highest"
        out["dominant"] = top[0]
    return out


def endangered(st: State) -> list[tuple[Hex, str, int]]:
    """Every (tile, animal, species count) whose species are endangered: matching 0 (docs/rules.md §7.2)."""
    out = []
    on_corner, animals = st.corners.get, st.animals
    markers = not st.final and not st.dirty         # the dominance markers are current (R1)
    for h, t in st.tiles_in_order().items():        # the earth's tiles, in the hexes' order
        species = t.species
        if not species or (markers and len(species) == 1 and t.dominant is not None):
            continue        # a lone animal that dominates its tile matches it: not endangered
        discs = set(map(on_corner, CORNERS_OF[h]))     # with None for a vacant corner: no element
        for a in (sorted(species, key=FOOD_CHAIN.__getitem__) if len(species) > 1 else species):
            if discs.isdisjoint(animals[a].elements):
                out.append((h, a, species[a]))
    return out


def ranking(st: State, h: Hex) -> list[tuple[str, int]]:
    """Animals on tile ``h`` by species count, ties broken by the food chain (docs/rules.md §7.4)."""
    sp = st.tiles[h].species
    return sorted(sp.items(), key=lambda kv: (-kv[1], FOOD_CHAIN[kv[0]]))


def place_vp(st: State, h: Hex) -> list[tuple[str, int]]:
    """The VP that scoring tile ``h`` gives, place by place (docs/rules.md §7.4): (animal, VP) from the
    first place down, as many places as the terrain pays and animals are present."""
    values = TILE_SCORES[st.tiles[h].kind]
    return list(zip((a for a, _ in ranking(st, h)), values))


def score_places(st: State, h: Hex) -> list[dict[str, Any]]:
    """The places of scoring tile ``h`` (docs/rules.md §7.4): for each awarded place the animal, its
    species count, the VP, and the animals it beat on a food-chain tie-break."""
    values = TILE_SCORES[st.tiles[h].kind]
    order = ranking(st, h)
    places = []
    for i, (a, n) in enumerate(order[:len(values)]):
        beat = [b for b, m in order[i + 1:] if m == n]
        places.append({"place": i + 1, "animal": a, "species": n, "vp": values[i],
                       "tiebreak_over": beat})
    return places


def score_preview(st: State, h: Hex) -> dict[str, Any]:
    """What scoring tile ``h`` now would award, without changing anything."""
    t = st.tiles[h]
    return {"tile": hex_str(h), "terrain": t.kind, "values": list(TILE_SCORES[t.kind]),
            "places": score_places(st, h),
            "unawarded": list(TILE_SCORES[t.kind][len(t.species):])}


def survival(st: State) -> dict[str, Any]:
    """The Survival card (docs/rules.md §8.3 B, R36, R48): species on tundra per animal; the strictly
    highest count (at least 1) holds it and would score bonus VP for the tundra tiles it occupies."""
    counts: dict[str, int] = {}
    tiles: dict[str, int] = {}
    for t in st.tiles.values():
        if t.tundra:
            for a, n in t.species.items():
                counts[a] = counts.get(a, 0) + n
                tiles[a] = tiles.get(a, 0) + 1
    holder = None
    if counts:
        best = max(counts.values())
        top = [a for a, n in counts.items() if n == best]
        if len(top) == 1:
            holder = top[0]
    occupied = tiles.get(holder, 0) if holder else 0
    return {"counts": {a: counts[a] for a in sorted(counts, key=FOOD_CHAIN.__getitem__)},
            "holder": holder, "tundra_tiles": occupied,
            "vp": bonus_vp(occupied) if holder else 0}


def contested(st: State, animal: str, terrain: str | None = None) -> list[Hex]:
    """Tiles (of ``terrain``, or any) holding ``animal``'s species and at least one opposing one
    (Competition, docs/rules.md §9.11; Predator)."""
    tiles = st.tiles_in_order()     # the earth's tiles in the hexes' order, without a lookup each
    mine = [h for h, t in tiles.items() if animal in (sp := t.species) and len(sp) > 1]
    if terrain is None:
        return mine
    return [h for h in mine if tiles[h].kind == terrain]


def glaciation_targets(st: State) -> list[Hex]:
    """Non-tundra tiles adjacent to at least one tundra tile (docs/rules.md §9.7; Ice Sheet); empty
    when no tundra tile is left in the supply."""
    if st.tundra_supply <= 0:
        return []
    tiles = st.tiles_in_order()
    tundra = {h for h, t in tiles.items() if t.tundra}
    return [h for h, t in tiles.items() if not t.tundra       # the hexes' order
            and not tundra.isdisjoint(NEIGHBOURS[h])]
