"""An independent reading of docs/rules.md for checking practice answers.

Nothing here calls the engine's calculations (``ds_widget.engine.calc``, ``constants``, ``hexmap``)
or the practice generator: the tables, the geometry and every rule are written again from the
digest (section numbers in the comments), and read the raw position (tiles, corners, sheets).
"""
from __future__ import annotations

from typing import Any

# §3.5 food chain, top first
FOOD_CHAIN = ["mammals", "reptiles", "birds", "amphibians", "arachnids", "insects"]
# §5 printed (inherent) elements
PRINTED = {"mammals": ["meat", "meat"], "reptiles": ["sun", "sun"], "birds": ["seed", "seed"],
           "amphibians": ["water", "water", "water"], "arachnids": ["grub", "grub"],
           "insects": ["grass", "grass"]}
# §7.4 the Tile-scoring table
SCORING = {"sea": [9, 5, 3, 2], "wetland": [8, 4, 2, 1], "savannah": [7, 4, 2], "jungle": [6, 3, 2],
           "forest": [5, 3, 2], "desert": [4, 2], "mountain": [3, 2], "tundra": [1]}
# §4.1 the six neighbour directions (axial)
STEPS = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]
# §4.1 the 35 board hexes: the radius-3 hexagon minus (0,-3) and (0,3)
BOARD = {(q, r) for q in range(-3, 4) for r in range(-3, 4)
         if max(abs(q), abs(r), abs(q + r)) <= 3 and (q, r) not in ((0, -3), (0, 3))}
# §9.8 Speciation spaces, left to right
SPECIATION = ["meat", "sun", "seed", "water", "grub", "grass"]


def bonus(n: int) -> int:
    """§7.5 and R2: the triangular series, no cap."""
    return n * (n + 1) // 2


def hexes_of_corner(c: tuple[int, int, int]) -> set[tuple[int, int]]:
    """§4.4, in the project's corner naming (E/W of a hex): E of h = {h, h+(1,-1), h+(1,0)},
    W of h = {h, h+(-1,1), h+(-1,0)}."""
    q, r, side = c
    if side == 0:
        return {(q, r), (q + 1, r - 1), (q + 1, r)}
    return {(q, r), (q - 1, r + 1), (q - 1, r)}


def parse_hex(text: str) -> tuple[int, int]:
    q, r = text.split(",")
    return int(q), int(r)


def parse_corner(text: str) -> tuple[int, int, int]:
    q, r = text[:-1].split(",")
    return int(q), int(r), "EW".index(text[-1])


def neighbours(h: tuple[int, int]) -> list[tuple[int, int]]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in STEPS]


def distance(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def terrain(st: Any, h: tuple[int, int]) -> str:
    """R13: a glaciated tile is tundra for every purpose."""
    t = st.tiles[h]
    return "tundra" if t.tundra else t.terrain


def sheet(st: Any, animal: str) -> list[str]:
    return PRINTED[animal] + list(st.animals[animal].added)


def elements_on(corners: dict, h: tuple[int, int]) -> list[str]:
    return [e for c, e in corners.items() if h in hexes_of_corner(c)]


def matching(st: Any, animal: str, h: tuple[int, int], corners: dict | None = None) -> int:
    """§7.1: Σ over the element tokens on the sheet of the discs of that type on the tile."""
    on_tile = elements_on(st.corners if corners is None else corners, h)
    return sum(on_tile.count(x) for x in sheet(st, animal))


def dominant(st: Any, h: tuple[int, int], corners: dict | None = None) -> str | None:
    """§7.3: the one animal present with the highest matching, if above 0; ties: nobody."""
    values = {a: matching(st, a, h, corners) for a in st.tiles[h].species}
    if not values:
        return None
    best = max(values.values())
    top = [a for a, v in values.items() if v == best]
    return top[0] if best > 0 and len(top) == 1 else None


def endangered(st: Any) -> list[tuple[tuple[int, int], str, int]]:
    """§7.2: every (tile, animal, species) with matching 0."""
    return [(h, a, n) for h, t in st.tiles.items() for a, n in t.species.items() if matching(st, a, h) == 0]


def tile_vp(st: Any, h: tuple[int, int]) -> dict[str, int]:
    """§7.4: rank by species, ties by the food chain; one place per animal; unpaid places."""
    order = sorted(st.tiles[h].species.items(), key=lambda kv: (-kv[1], FOOD_CHAIN.index(kv[0])))
    values = SCORING[terrain(st, h)]
    return {a: (values[i] if i < len(values) else 0) for i, (a, _) in enumerate(order)}


def survival(st: Any) -> tuple[str | None, int]:
    """§8.3 B, R20, R36, R48: strictly the most species on tundra holds it; bonus for the
    tundra tiles it occupies."""
    count: dict[str, int] = {}
    tiles: dict[str, int] = {}
    for h, t in st.tiles.items():
        if terrain(st, h) == "tundra":
            for a, n in t.species.items():
                count[a] = count.get(a, 0) + n
                tiles[a] = tiles.get(a, 0) + 1
    if not count:
        return None, 0
    best = max(count.values())
    top = [a for a, n in count.items() if n == best]
    if len(top) != 1:
        return None, 0
    return top[0], bonus(tiles[top[0]])


def extinction(st: Any) -> dict[str, int]:
    """§8.3 A: every endangered species is eliminated; the mammals keep one of theirs."""
    lost: dict[str, int] = {}
    for _h, a, n in endangered(st):
        lost[a] = lost.get(a, 0) + n
    if lost.get("mammals"):
        lost["mammals"] -= 1
    return lost


def legal(st: Any, decision: dict, target: str) -> bool:
    """Whether the would-be option named by ``target`` is allowed by the rules (§8.1, §9.1, §9.4,
    §9.6–§9.10, R5, R8, R9, R11)."""
    kind = decision["kind"]
    args = decision["args"]
    if kind == "place_pawn":                                       # §8.1: an empty eyeball space
        return st.spaces[target[6:]] is None
    if kind == "initiative":                                       # §9.1, R5: not Initiative itself
        return target != "space-initiative.1" and st.spaces[target[6:]] is None
    if kind == "glaciation_tile":                                  # §9.7: non-tundra, next to tundra
        h = parse_hex(target[5:])
        return (h in st.tiles and terrain(st, h) != "tundra"
                and any(n in st.tiles and terrain(st, n) == "tundra" for n in neighbours(h)))
    if kind == "wanderlust_hex":                                   # §9.9, R9: empty, next to the earth
        h = parse_hex(target.split("-", 1)[1])
        return h in BOARD and h not in st.tiles and any(n in st.tiles for n in neighbours(h))
    if kind in ("speciation_corner", "depletion_corner", "abundance_corner"):
        c = parse_corner(target[7:])
        on_earth = any(h in st.tiles for h in hexes_of_corner(c))
        if kind == "abundance_corner":                             # §9.4, R8: any vacant earth corner
            return on_earth and c not in st.corners
        if kind == "speciation_corner":                            # §9.8: an element of the space's type
            return st.corners.get(c) == args["element"]
        return st.corners.get(c) in set(st.boxes["depletion"])     # §9.6
    if kind == "migration_to":                                     # §9.10, R11
        origin = parse_hex(args["origin"])
        h = parse_hex(target[5:])
        if h not in st.tiles or h == origin:
            return False
        if distance(origin, h) == 1:
            return True
        return (decision["animal"] == "birds" and distance(origin, h) == 2
                and any(m in st.tiles and distance(m, origin) == 1 and distance(m, h) == 1 for m in BOARD))
    raise AssertionError(f"no oracle for {kind}")
