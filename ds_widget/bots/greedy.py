"""The greedy player: one decision ahead, and it says why (RULES-level value terms)."""
from __future__ import annotations

from operator import itemgetter, mul
from typing import Any
from zlib import crc32

from ..engine.calc import contested, glaciation_targets
from ..engine.constants import SPACES, space_data
from ..engine.flow import Decision, choose
from ..engine.match import Match
from ..engine.rng import Rng
from ..engine.state import State
from ..explain import msg, name
from .board import Board, Values, evaluate  # noqa: F401  (evaluate: read from here too)

WEIGHTS = {"vp": 5.0, "dominated": 4.0, "matching": 0.5, "endangered": -2.5, "species": 0.3}
"""the weight of each of :func:`evaluate`'s terms, in the order it gives them"""
_WEIGHTED = tuple(WEIGHTS.values())
_W0, _W1, _W2, _W3, _W4 = _WEIGHTED


def score(values: dict[str, float]) -> float:
    """The weighted sum of :func:`evaluate`'s terms (or of their changes), ``values`` holding
    them in :func:`evaluate`'s order."""
    return sum(map(mul, _WEIGHTED, values.values()))


Reason = tuple[str, dict[str, Any]]
_VALUE = itemgetter(0)
#: the section of each eyeball space (:func:`planning_value` runs for every space of every placement)
_SECTION = {s: s.split(".")[0] for s in SPACES}


def planning_value(st: State, animal: str, space: str) -> tuple[float, Reason]:
    """A rule-of-thumb value of placing an action pawn on ``space`` for ``animal``, with its
    reason as a message-catalog key (``bot.<key>``) and fields."""
    a = st.animals[animal]
    section = _SECTION.get(space) or space.split(".")[0]
    elements = a.elements
    if section == "domination":
        n = sum(1 for t in st.tiles.values() if t.dominant == animal)
        return 5 + 2 * n, ("domination", {"n": n})
    if section == "speciation":
        e = space_data(space)["element"]
        if a.gene_pool <= 0:
            return 0.5, ("speciation_empty_pool", {})
        if e not in st.corners.values():
            return 0.5, ("speciation_no_element", {"element": e})
        k = elements.count(e)
        return 2 + 2 * k, ("speciation", {"element": e, "k": k})
    if section == "adaptation":
        if len(elements) < 6 and st.boxes["adaptation"]:
            return 4.5, ("adaptation", {})
        return 0.5, ("adaptation_none", {})
    if section == "abundance":
        return (4, ("abundance", {})) if st.boxes["abundance"] else (0.5, ("abundance_none", {}))
    if section == "wanderlust":
        return (3, ("wanderlust", {})) if any(st.stack_up) else (0.5, ("wanderlust_none", {}))
    if section == "regression":
        threatened = sorted({e for e in st.boxes["regression"] if e in a.added})
        if threatened:
            return 4, ("regression", {"types": threatened})
        return 0.3, ("regression_none", {})
    if section == "migration":
        data = space_data(space)
        return 1 + data["x"] / 4, ("migration", {"x": data["x"]})  # type: ignore[operator]
    if section == "competition":
        return 2, ("competition", {})
    if section == "glaciation":
        return (2, ("glaciation", {})) if space.endswith(".1") else (1, ("glaciation_queue", {}))
    if section == "initiative":
        first = st.initiative.index(animal) == 0
        return (1, ("initiative_first", {})) if first else (2.5, ("initiative", {}))
    if section == "wasteland":
        return (1.5, ("wasteland", {})) if st.boxes["wasteland"] else (0.5, ("box_empty", {}))
    if section == "depletion":
        return (1.5, ("depletion", {})) if st.boxes["depletion"] else (0.5, ("box_empty", {}))
    return 1, ("no_change", {})


def said_now(st: State, animal: str, space: str, why: Reason) -> Reason:
    """The reason :func:`planning_value` gives, as a learner may read it: where its rule of thumb values an
    action that the earth gives nothing to do now (Competition, Glaciation, Depletion), the reason says so instead
    (a native reader: "Competition
    eliminates opposing species" beside a space whose terrains ``animal`` shares with no opponent). The value
    is the rule of thumb's either way, so the bot plays alike; only words ask for this (it looks at the earth)."""
    key = why[0]
    if key == "competition":
        terrains = space_data(space)["terrains"]
        if not any(st.tiles[h].kind in terrains for h in contested(st, animal)):
            return "competition_none", {}
    elif key == "glaciation":
        if not glaciation_targets(st):
            return "glaciation_none", {}
    elif key == "depletion":
        box = st.boxes["depletion"]
        if not any(e in box for e in st.corners.values()):
            return "depletion_none", {}
    return why


class GreedyBot:
    """Looks one decision ahead (a little further when the same animal decides again) and picks
    the option that best raises its VP, dominance and matching now; explains why."""

    name = "greedy"
    MAX_FOLLOW_UPS = 24

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)
        self.work = 0
        """the work of the look-aheads so far (a clone, a choice and an evaluation each, weighed by
        :func:`effort`): the coach's budget, counted the same on every machine"""
        self.board: Board | None = None
        """the board of the last decision looked ahead from: the next, of the same state and
        animal, is made from it (:meth:`Board.again`)"""

    def rank(self, game: Match) -> list[tuple[float, str, dict[str, float]]]:
        return self.rank_state(game.state, game.pending)

    def pick_state(self, st: State, d: Decision) -> str:
        """:meth:`pick` on a bare state and its pending decision (the coach's playouts)."""
        ranked = self._ranked(st, d, False)
        return ranked[self.rng.below(tied(ranked))][1]

    def rank_state(self, st: State, d: Decision | None) -> list[tuple[float, str, dict[str, Any]]]:
        """The options of ``d`` valued, best first (ties in the options' order), each with the terms
        that make its value: the changes of :func:`evaluate`'s, or a pawn placement's reason."""
        return self._ranked(st, d, True)

    def _ranked(self, st: State, d: Decision | None, terms: bool) -> list[tuple[float, str, Any]]:
        """:meth:`rank_state`; without ``terms`` (a pick reads only the values and ids) each row's
        terms are None: no dict made for each option of every decision."""
        if d is None:
            return []
        animal = d.animal
        if d.kind == "place_pawn":
            rows = []
            for o in d.options:
                value, why = planning_value(st, animal, o.value)
                rows.append((value, o.id, {"why": said_now(st, animal, o.value, why)} if terms else None))
            return sorted(rows, key=_VALUE, reverse=True)   # stable: as key=-value, without a call a row
        board = self.board
        if board is not None and board.st is st and board.animal == animal:
            board = board.again()
        else:
            board = Board(st, animal, watch=True)
        self.board = board
        b0, b1, b2, b3, b4 = board.base
        w0, w1, w2, w3, w4 = _WEIGHTED
        after = self._after
        out = []
        for i, o in enumerate(d.options):
            v0, v1, v2, v3, v4 = after(board, st, o.id, 1, i)
            d0, d1, d2, d3, d4 = v0 - b0, v1 - b1, v2 - b2, v3 - b3, v4 - b4
            # score() written out, summed in its order from 0: the same value to the bit
            out.append((0 + w0 * d0 + w1 * d1 + w2 * d2 + w3 * d3 + w4 * d4, o.id,
                        {"vp": d0, "dominated": d1, "matching": d2, "endangered": d3, "species": d4}
                        if terms else None))
        out.sort(key=_VALUE, reverse=True)
        return out

    def _after(self, board: Board, st: State, option_id: str, depth: int, at: int = -1,
               spare: bool = False) -> Values:
        """The values (:func:`evaluate` as a tuple, :data:`Values`, from ``board``: the state ranked)
        for its animal after ``option_id`` (the ``at``-th option) and, ``depth`` decisions on, its
        own best follow-ups. ``spare``: ``st`` is a look-ahead's copy that no one reads again, so
        the option is chosen in it rather than in a clone of it."""
        turn = st.turn
        self.work += LOOK_BASE + len(st.tiles)      # work_of, the turn's end added below
        if spare:
            s, d = st, choose(st, option_id, at)
        else:                                       # look_ahead, written out
            s = st.clone()
            s.events = None
            # the clone is handed st's pending decision itself, not a copy bound to it (Decision.of,
            # ~3 k instructions, 2 % of a greedy game): choose reads only its options and replaces it
            # at once, and a look-ahead's copy is never asked for its decision's words
            s.pending = st.pending
            d = choose(s, option_id, at)
        if d is None:
            self.work += TURN_END
            return board.of_t(s)
        if s.turn != turn:
            self.work += TURN_END
        if depth > 0 and d.animal == board.animal and len(d.options) <= self.MAX_FOLLOW_UPS:
            best, top = None, 0.0
            w0, w1, w2, w3, w4 = _WEIGHTED
            opts = d.options
            last = len(opts) - 1
            if depth > 1:
                for i, o in enumerate(opts):     # the last follow-up is chosen in s itself
                    v = self._after(board, s, o.id, depth - 1, i, i == last)
                    x = 0 + w0 * v[0] + w1 * v[1] + w2 * v[2] + w3 * v[3] + w4 * v[4]   # score(), to the bit
                    if best is None or x > top:
                        best, top = v, x
                return best             # type: ignore[return-value]
            # the follow-ups look no further: _after(board, s, o.id, 0, i, i == last) written out
            turn, cost = s.turn, LOOK_BASE + len(s.tiles)
            of_t, work, pend = board.of_t, 0, s.pending
            for i, o in enumerate(opts):
                if i == last:                # the last follow-up is chosen in s itself
                    c = s
                else:
                    c = s.clone()
                    c.events = None
                    c.pending = pend        # handed itself, as above
                work += cost + TURN_END if choose(c, o.id, i) is None or c.turn != turn else cost
                c.pending = None        # the cycle let go of, as below
                v = of_t(c)
                x = 0 + w0 * v[0] + w1 * v[1] + w2 * v[2] + w3 * v[3] + w4 * v[4]   # score(), to the bit
                if best is None or x > top:
                    best, top = v, x
            self.work += work
            return best                 # type: ignore[return-value]
        # s is a look-ahead's copy no one reads after this: its pending decision and the decision's
        # state, each the other's, are let go of (a cycle: only the garbage collector would free them)
        s.pending = None
        return board.of_t(s)

    def pick(self, game: Match) -> str:
        ranked = self._ranked(game.state, game.pending, False)
        return ranked[self.rng.below(tied(ranked))][1]

    def explain(self, game: Match, *, top: int = 3, lang: str = "en") -> dict[str, Any]:
        """The bot's choice with its reasons (words from the catalog): the value terms of the
        best options, or for a pawn placement the rule of thumb it used."""
        ranked = self.rank(game)
        choice = ranked[0][1] if ranked else None
        rows = [{"option": oid, "value": round(value, 2), "reasons": reasons(delta, lang)}
                for value, oid, delta in ranked[:top]]
        return {"bot": self.name, "choice": choice, "ranking": rows,
                "weights": dict(WEIGHTS)}


class KeyedGreedyBot(GreedyBot):
    """The greedy bot whose ties are broken by the situation, not by how many ties came before: of
    options valued alike it takes the one a hash of (its ``seed``, the animal, the tied option ids)
    points at. Two playouts that meet the same situation — after two different options, say — then
    play it alike, where the plain bot's generator has drawn a different number of times on the way
    (the review's paired playouts, :mod:`ds_widget.review.sure`: their difference is then the
    options', not the tie-breaks')."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.salt = seed

    def pick_state(self, st: State, d: Decision) -> str:
        ranked = self._ranked(st, d, False)
        top = sorted(r[1] for r in ranked[:tied(ranked)])
        if len(top) == 1:
            return top[0]
        key = crc32(f"{d.animal}|{'|'.join(top)}".encode())
        return top[Rng(self.salt ^ key).below(len(top))]


def tied(ranked: list[tuple[float, str, Any]]) -> int:
    """How many options of a ranking (best first) are valued as the best, to within 1e-9: its first
    rows, as the values only fall from there (``best - value`` is ``abs(value - best)`` exactly)."""
    best, n = ranked[0][0], 1
    while n < len(ranked) and best - ranked[n][0] < 1e-9:
        n += 1
    return n


def look_ahead(st: State, option_id: str, at: int = -1) -> tuple[State, Decision | None]:
    """A copy of ``st`` (without its event log) with ``option_id`` (the ``at``-th option, if the
    caller knows) chosen, and its next decision."""
    s = st.clone()
    s.events = None
    if st.pending is not None:          # the clone need not work the decision out again
        s.pending = st.pending.of(s)
    return s, choose(s, option_id, at)


LOOK_BASE = 16
"""the work of a look-ahead besides its tiles, in the units of :func:`effort`"""
TURN_END = 64
"""the extra work of a look-ahead whose choice ends the turn (or the game)"""


def effort(before: State, after: State, d: Decision | None) -> int:
    """The work of one look-ahead from ``before`` to ``after``, in units of about 3 µs of CPU on
    one core of the development machine (2026-11-26): copying the state and evaluating it grows
    with the tiles on the earth (one unit each, ``LOOK_BASE`` besides), and a choice that ends the
    turn also runs the Reset Phase (docs/rules.md §8.3: Extinction, Survival, Reseed) — or the final
    scoring (§11) — in the copy (``TURN_END`` more). Measured over two coach games: 72 µs for a plain look-ahead with 7
    tiles, 125 µs with 22, 170-400 µs for one that ends a turn."""
    return work_of(len(before.tiles), before.turn, after, d)


def work_of(tiles: int, turn: int, after: State, d: Decision | None) -> int:
    """:func:`effort` from what the state held before the choice: ``tiles`` on the earth, ``turn``."""
    return LOOK_BASE + tiles + (TURN_END if d is None or after.turn != turn else 0)


def reasons(delta: dict[str, Any], lang: str) -> list[str]:
    """Why the greedy bot values an option (a row of :meth:`GreedyBot.rank`): the rule of thumb
    of a pawn placement, or the value terms that change."""
    if "why" in delta:
        key, fields = delta["why"]
        return [reason_text(key, fields, lang)]
    return [msg(f"bot.term.{k}", lang, delta=f"{v:+g}", n=abs(v)) for k, v in delta.items() if v] \
        or [msg("bot.no_change", lang)]


GIST = frozenset({"domination", "speciation", "adaptation", "glaciation", "abundance", "wanderlust", "regression",
                  "migration", "competition", "initiative", "wasteland", "depletion"})
"""the rules of thumb said in a hint's lead, each in a few words of its own (``bot.gist.<key>``): the others say
only that the action does little (an empty box, a full sheet)"""


def gist(delta: dict[str, Any], lang: str) -> str:
    """Why the greedy bot ranks a pawn placement first, in a few words for the hint's lead (the thirty-ninth
    readers, H5: "why does the coach keep Domination 2?"); "" where the option is no pawn placement or its
    rule of thumb says only that the action does little (an empty box, a full sheet)."""
    key, fields = delta.get("why") or ("", {})
    return reason_text(f"gist.{key}", fields, lang) if key in GIST else ""


def reason_text(key: str, fields: dict[str, Any], lang: str) -> str:
    f = dict(fields)
    if "element" in f:
        f["element"] = name("element", f["element"], lang)
    if "types" in f:
        f["types"] = ", ".join(name("element", e, lang) for e in f["types"])
    return msg(f"bot.{key}", lang, **f)
