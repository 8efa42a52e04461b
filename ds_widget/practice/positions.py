"""Where practice positions come from: start positions and games played by the bots, cut at a
random moment — every one reached by play from a setup; plus *staged* positions (the same earth,
with one action about to be resolved) for questions about an action or the Reset Phase, which
are shown as what they are: part of a game's earth set up for a question, no turn, supplies or
score (a fragment, :mod:`ds_widget.engine.fragment`).

Everything is a pure function of its seed. Bot games are played once per process and kept (the
played prefix grows on demand), so drawing many positions from the same pool costs one game each.

Difficulty: 1 = a start position (the printed earth, a few pawns placed; for questions about
endangered species or the tundra, which a start position does not have, now and then a position
of the first two turns of a bot game); 2 = mid-game (turns
2 and 3 of a bot game); 3 = a crowded late game (turn 4 until the end of a bot game).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ..bots import GreedyBot, RandomBot
from ..engine.calc import endangered
from ..engine.constants import BOXES, SPACES
from ..engine.errors import InvalidStateError, brief
from ..engine.hexmap import corner_str, hex_str
from ..engine.match import Match
from ..engine.plausible import EMPTY_UNTIL
from ..engine.rng import Rng
from ..engine.scenario import ScenarioBuilder
from ..engine.state import State

DIFFICULTIES = (1, 2, 3)

#: the bot games the positions of difficulty 2 and 3 are cut from: players, variant options. Only
#: what the lessons before practice (1-9) teach: one animal per player on the printed earth, and
#: the short game (lesson 7); the random earth and several animals per player are never taught
#: (docs/curriculum.md, "Practice levels")
POOL: tuple[dict[str, Any], ...] = (
    {"players": 4},
    {"players": 3},
    {"players": 5},
    {"players": 2},
    {"players": 6},
    {"players": 4},
    {"players": 3, "short_game": True},
    {"players": 5},
    {"players": 2},
    {"players": 4, "short_game": True},
    {"players": 6},
    {"players": 3},
)
POOL_SEED = 7100
#: start positions are dealt from this many seeds per player count (and kept once dealt)
START_SEED, START_SEEDS = 9300, 64
#: turns of a bot game that each difficulty draws from (the last band: from its first turn to
#: a turn drawn at random, up to the end)
BANDS = {1: (1, 2), 2: (2, 3), 3: (4, 99)}
LAST_TURN = 8
"""bot games are played until this turn ends, or the game does"""

#: decisions the greedy bot makes in pool games (where to put the pawns and how many species to
#: add: cheap for it, and what makes the earth crowded); the random bot makes all the others, which
#: keeps a game to turn 8 near 100 ms of CPU
GREEDY_DECISIONS = frozenset({"place_pawn", "speciation_count"})


@dataclass
class Position:
    """A position to ask about: the state (read-only), where it comes from, and its pending
    decision's kind (None at the end of a game)."""

    state: State
    source: dict[str, Any]
    kind: str | None = None
    record: dict[str, Any] | None = None
    """the game record that reaches ``state`` from its setup (its choices up to here)"""

    def match(self) -> Match:
        """A fresh game at this position (its history starts here)."""
        return Match.from_state(self.state.clone())


@dataclass
class _Played:
    """One pool game, played as far as asked so far: the match, its two bots and, per ply, the
    turn, the pending decision's kind and the number of endangered (tile, animal) pairs."""

    match: Match
    bots: tuple[RandomBot, GreedyBot]
    turns: list[int] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    endangered: list[int] = field(default_factory=list)
    tundra: list[int] = field(default_factory=list)
    """per ply, how many animals have species on tundra tiles"""
    over: bool = False
    """the game ended (or reached :data:`LAST_TURN`): nothing more to play"""

    def play_through(self, turn: int) -> None:
        """Play on until ``turn`` is over (or the game is)."""
        g = self.match
        rnd, greedy = self.bots
        while not self.over:
            d = g.pending
            st = g.state
            if d is None or st.turn > LAST_TURN:
                self.over = True
                break
            if st.turn > turn:
                break
            self.turns.append(st.turn)
            self.kinds.append(d.kind)
            self.endangered.append(len(endangered(st)))
            self.tundra.append(len({a for t in st.tiles.values() if t.tundra for a in t.species}))
            bot = greedy if d.kind in GREEDY_DECISIONS else rnd
            g.choose(bot.pick(g))


_GAMES: dict[int, _Played] = {}


def pool_game(index: int, turn: int = LAST_TURN) -> _Played:
    """Pool game ``index``, played (once per process, further on demand) until ``turn`` is over.
    The bots continue where they stopped, so the game does not depend on how it was cut."""
    played = _GAMES.get(index)
    if played is None:
        setup = POOL[index % len(POOL)]
        seed = POOL_SEED + index
        played = _GAMES[index] = _Played(Match.new(seed=seed, **setup), (RandomBot(seed), GreedyBot(seed)))
    played.play_through(turn)
    return played


def clear_cache() -> None:
    """Forget the played pool games and the dealt start positions (for benchmarks of the cold
    start)."""
    _GAMES.clear()
    start_state.cache_clear()


Want = Callable[[Position], bool]


def draw(rng: Rng, difficulty: int, *, kinds: frozenset[str] | None = None,
         endangered_only: bool = False, tundra_only: bool = False) -> Position:
    """A position of ``difficulty`` drawn with ``rng``. ``kinds`` asks for a pending decision of
    one of those kinds, ``endangered_only`` for a position with endangered species, ``tundra_only``
    for one with species on tundra: wishes for the bot-game plies (granted when the game has such
    a ply). A start position has neither endangered species nor species on tundra, so at
    difficulty 1 the last two wishes take, half of the time, a position of the first two turns of a
    bot game instead."""
    if difficulty == 1:
        if (endangered_only or tundra_only) and rng.below(2):
            return _from_pool(rng, 1, kinds=kinds, endangered_only=endangered_only, tundra_only=tundra_only)
        return _easy(rng)
    return _from_pool(rng, difficulty, kinds=kinds, endangered_only=endangered_only, tundra_only=tundra_only)


def _easy(rng: Rng) -> Position:
    """A start position, a few pawns placed: reached by play from its setup. (The rulebook's
    examples are fragments of an earth, not game positions: practice does not serve them.)"""
    players = 2 + rng.below(5)
    seed = START_SEED + rng.below(START_SEEDS)
    random_earth = False                  # the lessons teach the printed earth only
    g = Match.from_state(start_state(players, seed, random_earth).clone())
    bot = RandomBot(rng.below(1 << 30))
    for _ in range(rng.below(2 * players + 1)):      # a few pawns already placed
        g.choose(bot.pick(g))
    d = g.pending
    return Position(g.state.clone(), {"kind": "start", "players": players, "seed": seed,
                                      "random_earth": random_earth, "ply": g.ply},
                    d.kind if d else None,
                    {**g.record(), "start": None})   # its start is the setup's (start_state), so: from the setup


@lru_cache(maxsize=2 * 5 * 64)
def start_state(players: int, seed: int, random_earth: bool) -> State:
    """The position before the first decision of a new game (kept: copy it before use)."""
    return Match.new(players=players, seed=seed, random_earth=random_earth).state.clone()


def _from_pool(rng: Rng, difficulty: int, *, kinds: frozenset[str] | None,
               endangered_only: bool, tundra_only: bool = False) -> Position:
    first, last = BANDS[difficulty]
    index = rng.below(len(POOL))
    if last > LAST_TURN:            # the late game: up to a turn drawn at random
        last = first + rng.below(LAST_TURN - first + 1)
    played = pool_game(index, last)
    plies = [p for p, t in enumerate(played.turns) if first <= t <= last]
    if not plies:   # a game over before the band: take its last turns
        plies = list(range(max(0, len(played.turns) - 40), len(played.turns)))
    narrowed = plies
    if kinds is not None:
        narrowed = [p for p in narrowed if played.kinds[p] in kinds]
    if endangered_only:
        narrowed = [p for p in narrowed if played.endangered[p]]
    if tundra_only:
        narrowed = [p for p in narrowed if played.tundra[p]]
    pick = narrowed or plies
    ply = pick[rng.below(len(pick))]
    st = played.match.state_at(ply)
    source = {"kind": "game", "pool": index, "seed": POOL_SEED + index, **POOL[index % len(POOL)],
              "ply": ply, "turn": st.turn}
    record = played.match.record()
    record["choices"] = record["choices"][:ply]
    return Position(st, source, played.kinds[ply], record)


# ------------------------------------------------------------------------------ staged positions
def builder_from(st: State) -> ScenarioBuilder:
    """A :class:`ScenarioBuilder` holding the earth, sheets, scores, boxes, cards and stacks of
    ``st`` (no pawns on the action display, no step chosen yet)."""
    setup = st.setup
    multi = bool(setup.get("multi", False))
    b = ScenarioBuilder(list(st.animals), players=setup["players"], multi=multi, seed=setup.get("seed", 0),
                        controllers=[st.animals[a].player for a in st.animals] if multi else None)
    for h, t in sorted(st.tiles.items()):
        b.tile(hex_str(h), t.terrain, tundra=t.tundra, species=dict(t.species))
    for c, e in sorted(st.corners.items()):
        b.element(corner_str(c), e)
    for name, a in st.animals.items():
        b.sheet(name, a.added)
        b.vp(name, a.vp)
        b.eliminated(name, a.eliminated)
        b.pawns(name, total=a.pawns)       # all in the supply: no pawn is on the display
    for box in BOXES:
        b.box(box, st.boxes[box])
    b.initiative(st.initiative)
    b.cards(st.available, st.played, deck=st.deck, removed=st.removed)
    b.stacks(st.stacks, st.stack_up)
    b.turn(st.turn)
    b.scored([hex_str(h) for h in st.scored])
    return b


def staged(st: State, section: str | None, pawns: dict[str, str] | None = None,
           boxes: dict[str, list[str]] | None = None) -> State:
    """The earth of ``st`` with ``section`` about to be resolved (None: the Reset Phase, which
    starts with Extinction), the given pawns (space -> animal) on the action display and the given
    box contents. As in a game, every other pawn waits on a space of a later section during
    Execution (in its owner's supply at the Reset), and a box that is empty in the first turns
    moves the position to the first turn it can hold elements. Raises
    :class:`InvalidStateError` if that position cannot exist."""
    b = builder_from(st)
    for space, animal in (pawns or {}).items():
        if space not in SPACES:
            raise InvalidStateError(f"unknown eyeball space {brief(space)}")
        b.pawn(space, animal)
        a = st.animals[animal]
        used = sum(1 for s, x in (pawns or {}).items() if x == animal)
        if used > a.pawns:
            raise InvalidStateError(f"the {animal} own only {a.pawns} pawns")
    for box, elements in (boxes or {}).items():
        b.box(box, elements)
        until = EMPTY_UNTIL.get(box)
        if elements and until is not None and st.turn <= until:
            b.turn(until + 1)           # the box fills only after the first Resets: a later turn
    if section is None:
        b.at_reset()
    else:
        b.at_section(section)
        b.place_other_pawns()           # Planning placed every pawn: the rest wait on later spaces
        # no game reached this: it is shown as part of the earth, with its one section, and ends
        # with it (engine/fragment.py)
        b.fragment({"example": "practice", "source": "practice", "shows": [section], "ends_after": section})
    return b.build()
