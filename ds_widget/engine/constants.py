"""Fixed data of Dominant Species: animals, elements, terrains, the action display, the tables.

Everything here is taken from ``docs/rules.md`` (the project's rules digest); the section of the digest
is named next to each table so a reader can check the numbers against the source.
"""
from __future__ import annotations

from typing import Any

# --- Animals, in food-chain order, top first (docs/rules.md §3.5, §5) -------------------------------
ANIMALS: tuple[str, ...] = ("mammals", "reptiles", "birds", "amphibians", "arachnids", "insects")
FOOD_CHAIN: dict[str, int] = {a: i for i, a in enumerate(ANIMALS)}

#: Printed (inherent) elements of each animal sheet (docs/rules.md §5).
INHERENT: dict[str, tuple[str, ...]] = {
    "mammals": ("meat", "meat"),
    "reptiles": ("sun", "sun"),
    "birds": ("seed", "seed"),
    "amphibians": ("water", "water", "water"),
    "arachnids": ("grub", "grub"),
    "insects": ("grass", "grass"),
}
MAX_ELEMENTS_ON_SHEET = 6

#: Key element of each animal, used by the random earth setup (docs/rules.md §12.2).
KEY_ELEMENT: dict[str, str] = {
    "mammals": "meat", "reptiles": "sun", "birds": "seed",
    "amphibians": "water", "arachnids": "grub", "insects": "grass",
}

# --- Elements and terrains (docs/rules.md §3.3, §3.4) -----------------------------------------------
ELEMENTS: tuple[str, ...] = ("grass", "grub", "meat", "seed", "sun", "water")
ELEMENTS_PER_TYPE = 20
TERRAINS: tuple[str, ...] = ("sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain")
TUNDRA = "tundra"
ALL_TERRAINS: tuple[str, ...] = TERRAINS + (TUNDRA,)

#: Tile-scoring values per place, and the Speciation cap (docs/rules.md §7.4).
TILE_SCORES: dict[str, tuple[int, ...]] = {
    "sea": (9, 5, 3, 2),
    "wetland": (8, 4, 2, 1),
    "savannah": (7, 4, 2),
    "jungle": (6, 3, 2),
    "forest": (5, 3, 2),
    "desert": (4, 2),
    "mountain": (3, 2),
    "tundra": (1,),
}
SPECIATION_CAP: dict[str, int] = {
    "sea": 4, "wetland": 4, "savannah": 3, "jungle": 3, "forest": 3,
    "desert": 2, "mountain": 2, "tundra": 1,
}

#: The 24 draw tiles (docs/rules.md §2): 6 sea and 3 of each other terrain.
DRAW_TILES: tuple[str, ...] = ("sea",) * 6 + tuple(t for t in TERRAINS[1:] for _ in range(3))
TUNDRA_TILES = 12
#: the draw tiles are shuffled into this many Wanderlust stacks of equal size (docs/rules.md §6 step 6, §9.9)
WANDERLUST_STACKS = 3
#: a corner is where three hexes meet (docs/rules.md §4.4); Glaciation clears every element
#: surrounded by this many tundra tiles (docs/rules.md §9.7 step 4)
CORNER_TILES = 3


def bonus_vp(n: int) -> int:
    """Bonus VP for a quantity ``n``: the triangular series n(n+1)/2, no cap (docs/rules.md §7.5, R2).

    >>> [bonus_vp(n) for n in range(5)]
    [0, 1, 3, 6, 10]
    """
    return n * (n + 1) // 2 if n > 0 else 0


# --- Players (docs/rules.md §2, §6) -------------------------------------------------------------------
#: action pawns and cubes per animal, by number of players
ALLOTMENT: dict[int, tuple[int, int]] = {6: (3, 35), 5: (4, 40), 4: (5, 45), 3: (6, 50), 2: (7, 55)}
MULTI_ANIMAL_ALLOTMENT: tuple[int, int] = (3, 35)
CUBES_PER_COLOUR = 55
PAWNS_PER_COLOUR = 10
#: dominance markers (cones) each animal takes (docs/rules.md §2, §6 step 11)
CONES_PER_ANIMAL = 10
START_SPECIES = 4
#: where each animal's VP cube starts on the VP track (docs/rules.md §6 step 12)
START_VP = 0

# --- The action display (docs/rules.md §9.0) ----------------------------------------------------------
SECTIONS: tuple[str, ...] = (
    "initiative", "adaptation", "regression", "abundance", "wasteland", "depletion",
    "glaciation", "speciation", "wanderlust", "migration", "competition", "domination",
)
#: number of eyeball spaces per section, left to right
EYEBALLS: dict[str, int] = {
    "initiative": 1, "adaptation": 3, "regression": 2, "abundance": 2, "wasteland": 1,
    "depletion": 1, "glaciation": 4, "speciation": 6, "wanderlust": 3, "migration": 6,
    "competition": 7, "domination": 5,
}
#: every eyeball space id, "section.index" (1-based), in execution order
#: each section's eyeball spaces, left to right (``"migration.1"`` …)
SECTION_SPACES: dict[str, tuple[str, ...]] = {
    s: tuple(f"{s}.{i}" for i in range(1, EYEBALLS[s] + 1)) for s in SECTIONS}
SPACES: tuple[str, ...] = tuple(sp for s in SECTIONS for sp in SECTION_SPACES[s])
SPACE_INDEX: dict[str, int] = {sp: i for i, sp in enumerate(SPACES)}
SPEC_ELEMENT: tuple[str, ...] = ("meat", "sun", "seed", "water", "grub", "grass")
MIGRATION_X: tuple[int, ...] = (7, 6, 5, 4, 3, 2)
#: how many tiles away a migrating bird may go, through an existing tile (docs/rules.md §5, §9.10)
BIRD_RANGE = 2
COMPETITION_TERRAINS: tuple[tuple[str, str], ...] = (
    ("jungle", "wetland"), ("wetland", "desert"), ("desert", "forest"), ("forest", "savannah"),
    ("savannah", "mountain"), ("mountain", "sea"), ("sea", "jungle"),
)
#: the printed free spaces and the animal that owns each (docs/rules.md §9.0, R34)
FREE_SPACES: dict[str, str] = {
    "regression": "reptiles", "speciation": "insects", "competition": "arachnids",
}

#: element storage on the action display; squares hold at most 4 elements (docs/rules.md §8.0)
BOXES: tuple[str, ...] = ("adaptation", "regression", "abundance", "wasteland", "depletion",
                          "wanderlust")
SQUARES = 4


def _printed(space: str) -> dict[str, object]:
    section, index = space.split(".")
    i = int(index) - 1
    if section == "speciation":
        return {"element": SPEC_ELEMENT[i]}
    if section == "migration":
        return {"x": MIGRATION_X[i]}
    if section == "competition":
        return {"terrains": (TUNDRA,) + COMPETITION_TERRAINS[i]}
    return {}


_PRINTED: dict[str, dict[str, object]] = {s: _printed(s) for s in SPACES}


def space_data(space: str) -> dict[str, Any]:
    """Per-space data printed on the board for an eyeball space (docs/rules.md §9.0)."""
    got = _PRINTED.get(space)
    return dict(got) if got is not None else _printed(space)


# --- Cards (docs/rules.md §10.1) ----------------------------------------------------------------------
CARDS: tuple[str, ...] = (
    "aquatic", "biodiversity", "blight", "biomass", "catastrophe", "cold_snap", "disease",
    "ecodiversity", "evolution", "fecundity", "fertile", "habitat", "hibernation", "ice_age",
    "ice_sheet", "immigrants", "instinct", "intelligence", "mass_exodus", "metamorphosis",
    "niche_biomes", "nocturnal", "omnivore", "parasitism", "predator", "symbiotic",
)
ICE_AGE = "ice_age"
#: removed in the short game (docs/rules.md §12.3)
STARRED_CARDS: tuple[str, ...] = ("immigrants", "intelligence", "omnivore", "parasitism")
AVAILABLE_SLOTS = 5
