"""Could this position occur in a real game? (issue 30, item 1)

:func:`.invariants.problems` and the loader answer "is it valid" — the rules can be applied to it,
and what every state holds (the squares' capacity, the 12 tundra tiles) is checked there. This
module answers a stricter question a player who knows the game asks of a lesson's position: could
the game have got here from its setup? It never changes the state and knows nothing of where the
position came from; each finding is ``(code, sentence)``.

The checks are upper bounds that a real game cannot pass (what one turn can add at most), not
guesses about likely play, so every position reached by play passes (a test plays random games
with every variant and checks every position on the way).
"""
from __future__ import annotations

from collections.abc import Iterable

from .constants import DRAW_TILES, EYEBALLS, ICE_AGE, SECTIONS, SQUARES, TUNDRA_TILES
from .hexmap import CENTRE, START_TILES, hex_str
from .setup import START_ELEMENTS, START_SPECIES_TILES
from .state import State

#: what one turn can add at most: Wanderlust has 3 spaces (a tile each), Domination 5 (a card each),
#: Glaciation resolves one pawn (a tundra tile), Adaptation 3 spaces (an element each), Abundance 2
#: and Wanderlust 3 spaces (an element each onto the earth) — docs/rules.md §9.0
PER_TURN = {"tiles": EYEBALLS["wanderlust"], "cards": EYEBALLS["domination"], "tundra": 1,
            "sheet": EYEBALLS["adaptation"], "earth_elements": EYEBALLS["abundance"] + EYEBALLS["wanderlust"]}

#: the boxes that are still empty in the first turns: Adaptation leftovers reach the Regression box
#: at the first Reset, Abundance leftovers the Wasteland box, and the Depletion box a turn later
#: (docs/rules.md §8.3 C: "the Regression and Wasteland boxes are empty in turn 1, the Depletion box
#: in turns 1 and 2")
EMPTY_UNTIL = {"regression": 1, "wasteland": 1, "depletion": 2}


def _resolved_spaces(st: State) -> tuple[str, int] | None:
    """During Execution, the section being resolved and how many eyeball spaces may have been
    resolved so far: every space of the sections before it and its own up to the pawn being
    resolved (included: that pawn may be back in its supply already). ``None`` outside Execution."""
    if st.phase != "execution":
        return None
    i = next((int(fr.get("i", 0)) for fr in st.frames if fr.get("op") == "execution"), None)
    if i is None or i == 0:
        return None
    section = SECTIONS[i - 1]
    frame = next((fr for fr in st.frames if fr.get("op") == section), None)
    if frame is None:                                   # the section is finished
        return section, sum(EYEBALLS[s] for s in SECTIONS[:i])
    idx = frame.get("idx")
    own = idx if isinstance(idx, int) else 0
    return section, sum(EYEBALLS[s] for s in SECTIONS[:i - 1]) + min(own, EYEBALLS[section])


def resolved(st: State, section: str) -> int:
    """How many of ``section``'s eyeball spaces may have been resolved in this turn so far: none
    during Planning or before Execution reaches it, up to the pawn being resolved while it is,
    all of them once Execution is past it (and at the Reset)."""
    if st.phase in ("reset", "over"):
        return EYEBALLS[section]
    if st.phase != "execution":
        return 0
    i = next((int(fr.get("i", 0)) for fr in st.frames if fr.get("op") == "execution"), None)
    if i is None or i == 0:
        return 0
    k = SECTIONS.index(section)
    if k > i - 1:
        return 0
    frame = next((fr for fr in st.frames if fr.get("op") == section), None)
    if k < i - 1 or frame is None:
        return EYEBALLS[section]
    idx = frame.get("idx")
    return min(idx if isinstance(idx, int) else 0, EYEBALLS[section])


def start_hexes(st: State) -> list[tuple[str, str]]:
    """Every earth keeps its seven start tiles where setup put them: a tile is never taken away,
    and on the printed earth each start hex keeps its start terrain (tundra may cover it)."""
    found = []
    printed = not st.setup.get("random_earth", False)
    for h, terrain in START_TILES.items():
        tile = st.tiles.get(h)
        if tile is None:
            found.append(("start_hex", f"the start hex ({hex_str(h)}) is empty; a start tile never leaves it"))
        elif printed and tile.terrain != terrain:
            found.append(("start_hex", f"the start hex ({hex_str(h)}) holds a {tile.terrain} tile; on the printed "
                          f"earth it holds the {terrain} for the whole game"))
    return found


def fragment_problems(st: State) -> list[tuple[str, str]]:
    """What a rulebook example (a fragment of an earth, :mod:`.fragment`) may not show: it states
    no turn, supplies or score, so only the earth is held to the game's rules: the start tiles on
    their start hexes, tundra on the centre."""
    found = start_hexes(st)
    centre = st.tiles.get(CENTRE)
    if centre is None or not centre.tundra:
        found.append(("centre", "the centre hex (0,0) always holds tundra from setup on"))
    return found


def implausible(st: State) -> list[tuple[str, str]]:
    """What in ``st`` no game could have reached; ``[]`` when it could occur. A fragment (a
    rulebook example) is held only to what it shows (:func:`fragment_problems`)."""
    if st.fragment is not None:
        return fragment_problems(st)
    found: list[tuple[str, str]] = start_hexes(st)
    turn = st.turn
    cards_played = len(st.played)

    # the earth: tundra on the centre from setup on, in every variant
    centre = st.tiles.get(CENTRE)
    if centre is None or not centre.tundra:
        found.append(("centre", "the centre hex (0,0) always holds tundra from setup on"))

    # tiles drawn and tundra placed, against what the turns so far allow
    drawn = len(DRAW_TILES) - sum(len(s) for s in st.stacks)
    if drawn > PER_TURN["tiles"] * turn:
        found.append(("tiles", f"{drawn} Wanderlust tiles are on the earth in turn {turn}; "
                      f"at most {PER_TURN['tiles']} are placed per turn"))
    glaciated = TUNDRA_TILES - 1 - st.tundra_supply
    extra = int("ice_sheet" in st.played)
    # a glaciation counts from the moment Glaciation has acted in its turn
    acted = int(resolved(st, "glaciation") > 0)
    if glaciated > PER_TURN["tundra"] * (turn - 1 + acted) + extra:
        found.append(("tundra", f"{glaciated} tiles glaciated in turn {turn}"
                      + ("" if acted else " before Glaciation has acted")
                      + "; Glaciation turns at most one tile per turn (and Ice Sheet one more)"))

    # the boxes that fill only after the first Resets
    before_reseed = st.phase in ("planning", "execution", "reset")
    for box, until in EMPTY_UNTIL.items():
        if before_reseed and turn <= until and st.boxes[box]:
            found.append(("boxes", f"the {box} box holds elements in turn {turn}; it is empty "
                          f"until turn {until + 1}"))

    # cards: at most five taken per turn; Ice Age lies at the bottom of the deck
    if cards_played > PER_TURN["cards"] * turn:
        found.append(("cards", f"{cards_played} cards played by turn {turn}; Domination takes at most "
                      f"{PER_TURN['cards']} per turn"))
    if ICE_AGE in st.available and st.deck:
        found.append(("ice_age", f"Ice Age is face up while {len(st.deck)} cards are still in the deck; "
                      "it is the last card of the deck"))

    # what animals and the earth can have gained so far: the three Adaptation spaces give at most
    # three elements a turn to all the animals together (and Symbiotic one more per card)
    adaptations = PER_TURN["sheet"] * (turn - 1) + resolved(st, "adaptation")
    added = sum(len(a.added) for a in st.animals.values())
    if added > adaptations + cards_played:
        found.append(("sheet", f"the animals have {added} added elements in turn {turn}; at most "
                      f"{adaptations + cards_played} Adaptations can have been resolved"))
    bound = len(START_ELEMENTS) + PER_TURN["earth_elements"] * turn + cards_played
    if len(st.corners) > bound:
        found.append(("earth_elements", f"{len(st.corners)} elements on the earth by turn {turn}; "
                      f"at most {bound} can have been placed"))

    # turn 1: the squares hold the four elements setup drew, less one per space resolved since;
    # and no species has been added to the earth before Speciation
    if turn == 1 and st.phase != "over":
        for box in ("adaptation", "abundance", "wanderlust"):
            least = SQUARES - resolved(st, box)
            if len(st.boxes[box]) < least:
                found.append(("squares", f"the {box} squares hold {len(st.boxes[box])} elements in turn 1; "
                              f"at least {least} remain after the spaces resolved so far"))
        if resolved(st, "speciation") == 0:
            found += _start_species(st)

    # Execution starts with every pawn placed: only resolved pawns are back in a supply
    where = _resolved_spaces(st)
    if where is not None and where[0] != "domination":              # cards may give pawns there
        section, back = where
        supply = sum(a.supply for a in st.animals.values())
        empty = sum(1 for v in st.spaces.values() if v is None)
        if supply > back and empty > 0:
            found.append(("pawns", f"{supply} action pawns are in the supply during Execution at "
                          f"{section}, but placing is compulsory while an eyeball space is empty "
                          f"and at most {back} pawns can have been resolved yet"))
    return found


def _start_species(st: State) -> list[tuple[str, str]]:
    """Before the first Speciation every species on earth is one of setup's (Glaciation may only
    take some away): on the printed earth, no more on a tile than setup put there."""
    if st.setup.get("random_earth", False):      # the random earth places its own (never taught)
        return []
    by_terrain = {t: h for h, t in START_TILES.items()}
    found = []
    for a in st.animals:
        two, ones = START_SPECIES_TILES[a]
        start = {by_terrain[two]: 2, by_terrain[ones[0]]: 1, by_terrain[ones[1]]: 1}
        for h, t in st.tiles.items():
            n = t.species.get(a, 0)
            if n > start.get(h, 0):
                found.append(("start_species", f"the {a} have {n} species on ({hex_str(h)}) before the "
                              f"first Speciation; setup put {start.get(h, 0)} there"))
    return found


def reasons(found: Iterable[tuple[str, str]]) -> str:
    """The findings as one sentence."""
    return "; ".join(text for _, text in found)


__all__ = ["implausible", "fragment_problems", "start_hexes", "resolved", "reasons", "PER_TURN", "EMPTY_UNTIL"]
