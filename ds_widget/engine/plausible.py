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

from .constants import DRAW_TILES, EYEBALLS, ICE_AGE, SECTIONS, TUNDRA_TILES
from .hexmap import CENTRE
from .setup import START_ELEMENTS
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


def implausible(st: State) -> list[tuple[str, str]]:
    """What in ``st`` no game could have reached; ``[]`` when it could occur."""
    found: list[tuple[str, str]] = []
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
    if glaciated > PER_TURN["tundra"] * turn + extra:
        found.append(("tundra", f"{glaciated} tiles glaciated by turn {turn}; Glaciation turns at most "
                      "one tile per turn (and Ice Sheet one more)"))

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

    # what animals and the earth can have gained so far
    for a in st.animals.values():
        bound = PER_TURN["sheet"] * turn + cards_played
        if len(a.added) > bound:
            found.append(("sheet", f"the {a.name} have {len(a.added)} added elements by turn {turn}; "
                          f"at most {bound} can have been gained"))
    bound = len(START_ELEMENTS) + PER_TURN["earth_elements"] * turn + cards_played
    if len(st.corners) > bound:
        found.append(("earth_elements", f"{len(st.corners)} elements on the earth by turn {turn}; "
                      f"at most {bound} can have been placed"))

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


def reasons(found: Iterable[tuple[str, str]]) -> str:
    """The findings as one sentence."""
    return "; ".join(text for _, text in found)


__all__ = ["implausible", "reasons", "PER_TURN", "EMPTY_UNTIL"]
