"""Setting up a game, step by step as docs/rules.md §6 (and §12 for the optional rules).

All randomness — dealing animals, the Wanderlust stacks, the deck, the bag draws — comes from the
state's one generator, seeded from ``seed``, in a fixed order, so setup options plus seed plus the
list of choices reproduce a game exactly.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .constants import (
    ALLOTMENT,
    ANIMALS,
    AVAILABLE_SLOTS,
    CARDS,
    CUBES_PER_COLOUR,
    DRAW_TILES,
    ELEMENTS,
    ELEMENTS_PER_TYPE,
    FOOD_CHAIN,
    ICE_AGE,
    KEY_ELEMENT,
    MULTI_ANIMAL_ALLOTMENT,
    SQUARES,
    STARRED_CARDS,
    START_VP,
    TERRAINS,
    TUNDRA_TILES,
    WANDERLUST_STACKS,
)
from .errors import SetupError, brief
from .flow import refresh_dominance
from .hexmap import CENTRE, START_TILES, canonical_corner, hex_corners
from .phases import start_game
from .rng import Rng
from .state import Animal, State, Tile

#: The 12 starting elements (docs/rules.md §4.5): element -> corner given by its three hexes.
START_ELEMENTS: tuple[tuple[str, tuple[tuple[int, int], ...]], ...] = (
    ("grub", ((0, 0), (-1, 0), (0, -1))),
    ("water", ((0, 0), (0, -1), (1, -1))),
    ("grass", ((0, 0), (1, -1), (1, 0))),
    ("sun", ((0, 0), (1, 0), (0, 1))),
    ("meat", ((0, 0), (0, 1), (-1, 1))),
    ("seed", ((0, 0), (-1, 1), (-1, 0))),
    ("water", ((-1, 0), (0, -1), (-1, -1))),
    ("grass", ((0, -1), (1, -1), (1, -2))),
    ("sun", ((1, -1), (1, 0), (2, -1))),
    ("meat", ((1, 0), (0, 1), (1, 1))),
    ("seed", ((0, 1), (-1, 1), (-1, 2))),
    ("grub", ((-1, 0), (-1, 1), (-2, 1))),
)
#: the corners of the starting elements, in the same order
START_CORNERS: tuple[tuple[int, int, int], ...] = tuple(canonical_corner(hexes) for _, hexes in START_ELEMENTS)

#: Start species (docs/rules.md §5): animal -> (tile with 2 species, the two tiles with 1 each)
START_SPECIES_TILES: dict[str, tuple[str, tuple[str, str]]] = {
    "mammals": ("mountain", ("desert", "forest")),
    "reptiles": ("desert", ("savannah", "mountain")),
    "birds": ("forest", ("mountain", "jungle")),
    "amphibians": ("wetland", ("jungle", "savannah")),
    "arachnids": ("jungle", ("forest", "wetland")),
    "insects": ("savannah", ("wetland", "desert")),
}
#: how many start species go on the first tile of an animal's entry above, and on each of the
#: other two (docs/rules.md §5, §6 step 13)
START_SPECIES_ON_FIRST = 2
START_SPECIES_ON_OTHERS = 1

SETUP_KEYS = ("players", "animals", "controllers", "multi", "random_earth", "short_game",
              "remove_cards", "max_turns", "seed")


def normalise_setup(players: int = 4, *, seed: int = 0, animals: Sequence[str] | None = None,
                    multi: bool = False, random_earth: bool = False, short_game: bool = False,
                    remove_cards: int = 0, max_turns: int | None = None,
                    controllers: Sequence[int] | None = None) -> dict[str, Any]:
    """Check setup arguments and return them as a plain dict; raises :class:`SetupError`.

    ``animals`` lists the animals in play (in seat order, one per player; all six with ``multi``);
    without it they are dealt at random from the seed. ``controllers`` gives, for the several-animals
    variant (docs/rules.md §12.1), the player of each animal in ``animals``.
    """
    def _int(name: str, v: object) -> int:
        if isinstance(v, bool) or not isinstance(v, int):
            raise SetupError(f"{name} must be an integer, got {brief(v)}")
        return v

    players = _int("players", players)
    seed = _int("seed", seed)
    if not 0 <= seed < 2 ** 63:
        raise SetupError(f"seed must be between 0 and 2**63-1, got {seed}")
    if multi:
        if players not in (2, 3):
            raise SetupError(f"the several-animals variant is for 2 or 3 players, not {players}")
    elif players not in ALLOTMENT:
        raise SetupError(f"Dominant Species is for 2 to 6 players, not {players}")
    n_animals = 6 if multi else players
    if animals is not None:
        if isinstance(animals, (str, bytes)) or not isinstance(animals, (list, tuple)):
            raise SetupError(f"animals must be a list of animal names, got {brief(animals)}")
        animals = list(animals)
        bad = [a for a in animals if a not in ANIMALS]
        if bad:
            raise SetupError(f"unknown animal(s) {bad}; the animals are {', '.join(ANIMALS)}")
        if len(set(animals)) != len(animals) or len(animals) != n_animals:
            raise SetupError(f"{n_animals} different animals are needed, got {animals}")
    if controllers is not None:
        if not multi:
            raise SetupError("controllers are only for the several-animals variant (multi=True)")
        controllers = [_int("controller", c) for c in controllers]
        if len(controllers) != 6 or sorted(controllers) != sorted(
                i for i in range(players) for _ in range(6 // players)):
            raise SetupError(f"with {players} players each controls {6 // players} animals; "
                             f"controllers {controllers} do not say that")
    remove_cards = _int("remove_cards", remove_cards)
    deck_size = len(CARDS) - 1 - (len(STARRED_CARDS) if short_game else 0)
    if not 0 <= remove_cards <= deck_size:
        raise SetupError(f"remove_cards must be between 0 and {deck_size}, got {remove_cards}")
    if max_turns is not None:
        max_turns = _int("max_turns", max_turns)
        if max_turns < 1:
            raise SetupError(f"max_turns must be at least 1, got {max_turns}")
    return {"players": players, "animals": animals, "controllers": controllers,
            "multi": bool(multi), "random_earth": bool(random_earth),
            "short_game": bool(short_game), "remove_cards": remove_cards,
            "max_turns": max_turns, "seed": seed}


# long: the setup of docs/rules.md §4, step by step, in the rulebook's order
def new_state(setup: dict[str, Any]) -> State:
    """A new game at the start of turn 1's Planning Phase, from normalised setup options."""
    st = State()
    rng = st.rng = Rng(setup["seed"])
    players = setup["players"]
    multi = setup["multi"]

    # 2. animals (dealt at random unless chosen) and their players
    # the deal always draws from the generator, so a game whose animals were chosen replays the
    # same way as one whose animals were dealt (a saved setup lists the animals it dealt)
    deal = list(ANIMALS)
    rng.shuffle(deal)
    animals = list(setup["animals"]) if setup["animals"] else deal[:6 if multi else players]
    controllers = setup["controllers"]
    if controllers is None:
        per = 6 // players if multi else 1
        controllers = [i // per for i in range(len(animals))]
    setup = dict(setup, animals=animals, controllers=list(controllers))
    st.setup = setup
    pawns, cubes = MULTI_ANIMAL_ALLOTMENT if multi else ALLOTMENT[players]

    # 3. initiative: reverse food-chain order
    in_play = sorted(animals, key=FOOD_CHAIN.__getitem__)
    st.initiative = list(reversed(in_play))
    player_of = dict(zip(animals, controllers))

    # 4-6. tiles: start tiles (or random ones), tundra on the centre, the Wanderlust stacks
    if setup["random_earth"]:
        all_tiles = list(TERRAINS) + list(DRAW_TILES)
        rng.shuffle(all_tiles)
        for h, terrain in zip(sorted(START_TILES), all_tiles[:len(START_TILES)]):
            st.tiles[h] = Tile(terrain)
        draw = all_tiles[len(START_TILES):]
    else:
        for h, terrain in START_TILES.items():
            st.tiles[h] = Tile(terrain)
        draw = list(DRAW_TILES)
        rng.shuffle(draw)
    st.tile_w(CENTRE).tundra = True
    st.tundra_supply = TUNDRA_TILES - 1
    per = len(draw) // WANDERLUST_STACKS
    st.stacks = [draw[i * per:(i + 1) * per] for i in range(WANDERLUST_STACKS)]
    st.stack_up = [True] * WANDERLUST_STACKS

    # 7. cards: Ice Age at the bottom of the shuffled deck; 5 face up
    starred = list(STARRED_CARDS) if setup["short_game"] else []
    cards = [c for c in CARDS if c != ICE_AGE and c not in starred]
    rng.shuffle(cards)
    st.removed = sorted(starred + cards[:setup["remove_cards"]])
    st.deck = cards[setup["remove_cards"]:] + [ICE_AGE]
    st.available = [st.deck.pop(0) for _ in range(min(AVAILABLE_SLOTS, len(st.deck)))]

    # 8-9. start elements, the bag
    st.bag = dict.fromkeys(ELEMENTS, ELEMENTS_PER_TYPE)
    for (element, _), c in zip(START_ELEMENTS, START_CORNERS):
        if setup["random_earth"]:
            drawn = st.draw_from_bag()
            assert drawn is not None
            st.corners[c] = drawn
        else:
            st.bag[element] -= 1
            st.corners[c] = element

    # 10. the element boxes: Adaptation, Abundance, Wanderlust
    for box in ("adaptation", "abundance", "wanderlust"):
        for _ in range(SQUARES):
            e = st.draw_from_bag()
            assert e is not None
            st.boxes[box].append(e)

    # 11-13. pieces, VP, start species
    for a in in_play:
        st.animals[a] = Animal(a, player_of[a], [], cubes - 1, 0, CUBES_PER_COLOUR - cubes,
                               pawns, pawns, START_VP)
    by_terrain = {t.terrain: h for h, t in st.tiles.items()}
    if setup["random_earth"]:
        _random_earth_species(st)
    else:
        for a in in_play:
            two, ones = START_SPECIES_TILES[a]
            for terrain, n in ((two, START_SPECIES_ON_FIRST), (ones[0], START_SPECIES_ON_OTHERS),
                               (ones[1], START_SPECIES_ON_OTHERS)):
                st.add_species(by_terrain[terrain], a, n)
                st.animal_w(a).gene_pool -= n
    st.dirty.update(st.tiles)
    st.events = None
    refresh_dominance(st)
    st.events = []
    start_game(st)
    return st


def _random_earth_species(st: State) -> None:
    """docs/rules.md §12.2 steps 3-4: species per key element on each non-tundra tile; starting VP."""
    placed: dict[str, int] = {}
    for a in st.animals:
        key = KEY_ELEMENT[a]
        placed[a] = 0
        for h in sorted(st.tiles):
            if st.tiles[h].tundra:
                continue
            n = sum(1 for c in hex_corners(h) if st.corners.get(c) == key)
            n = min(n, st.animals[a].gene_pool)
            if n:
                st.add_species(h, a, n)
                st.animal_w(a).gene_pool -= n
                placed[a] += n
    most = max(placed.values())
    for a, n in placed.items():
        st.animal_w(a).vp = most - n
