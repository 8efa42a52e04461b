"""The decision model: one pending decision at a time, with its complete list of legal options.

The engine's agenda is ``State.frames``, a stack of small JSON-like dicts. The frame on top names an
*op* (a section of the action display, a card, a phase …). :func:`advance` calls the op's
``step`` until one returns a :class:`Decision`; :func:`choose` hands the chosen :class:`Option` to
the op's ``choose`` and advances again (unless the op's ``choose`` returned its next decision
itself, the one its step would return now: Planning's pawn placements). Automatic steps
(Regression's losses, Wasteland, Extinction, Survival, Reset) simply run inside ``step`` and emit
events. Because frames are plain data the whole game, mid-action included, copies and saves to
JSON.

Contract for ops: ``step`` must not change anything when it returns a decision it has returned
before (it is called again after a reload), so side effects happen before a frame's ``stage``
moves to a stage that asks.
"""
from __future__ import annotations

from typing import Any

from .calc import dominance_verdict, dominant_among
from .errors import GameOverError, IllegalChoiceError, InvalidStateError, MalformedError, StuckError, brief
from .hexmap import hex_str, parse_corner, parse_hex
from .invariants import stale
from .options import (
    CORNER_OPTION,
    COUNT_OPTIONS,
    DECLINE,
    DECLINE_OPTION,
    ELEMENT_OPTION,
    HEX_OPTION,
    SPACE_OPTION,
    STACK_OPTIONS,
    TILE_OPTION,
    Option,
    count_options,
    element_options,
    opt_animal,
    opt_card,
    opt_corner,
    opt_count,
    opt_element,
    opt_hex,
    opt_space,
    opt_tile,
    opt_word,
)
from .state import State

#: the options' names are re-exported from :mod:`.options`: the actions and cards import them from here
__all__ = [
    "CHECKED", "CORNER_OPTION", "COUNT_OPTIONS", "DECLINE", "DECLINE_OPTION", "Decision", "ELEMENT_OPTION",
    "HEX_OPTION", "OPS", "Op", "Option", "SPACE_OPTION", "STACK_OPTIONS", "STEP_LIMIT", "TILE_OPTION",
    "advance", "card_op", "check_option_id", "choose", "count_options", "element_options", "illegal",
    "opt_animal", "opt_card", "opt_corner", "opt_count", "opt_element", "opt_hex", "opt_space", "opt_tile",
    "opt_word", "option_facts", "pending", "pop", "push", "refresh_dominance", "register", "repeated",
    "rule_title", "stuck", "take_first",
]


class Decision:
    """The pending decision: who decides, what kind of decision, its prompt and its options."""

    __slots__ = ("animal", "kind", "options", "args", "rule", "zone", "state")

    def __init__(self, animal: str, kind: str, options: list[Option], rule: str,
                 args: dict[str, Any] | None = None, zone: str = "") -> None:
        self.animal = animal
        """the animal whose player decides"""
        self.kind = kind
        """stable decision kind, e.g. ``"place_pawn"``, ``"speciation_corner"``"""
        self.options = options
        self.rule = rule
        """the rule being resolved: a section (``"speciation"``), a card (``"card.blight"``) or a phase"""
        self.args = args or {}
        """data for the prompt: the tile, element, count … the decision is about"""
        self.zone = zone
        """where ``element:`` options live: a box of the action display, ``bag`` or ``sheet``"""
        self.state: State | None = None
        """the state this decision belongs to (set by :func:`advance`; used for labels)"""

    def of(self, st: State) -> Decision:
        """This decision as the pending decision of ``st``, a clone made while it was pending
        (a clone works its pending decision out again unless it is handed this)."""
        d = object.__new__(Decision)
        d.animal, d.kind, d.options, d.args = self.animal, self.kind, self.options, self.args
        d.rule, d.zone, d.state = self.rule, self.zone, st
        return d

    def get(self, option_id: str) -> Option | None:
        # a scan: cheaper than building an index for one lookup per decision (ids are short)
        for o in self.options:
            if o.id == option_id:
                return o
        return None

    def option(self, option_id: str) -> Option:
        """The option ``option_id`` of this decision; :class:`IllegalChoiceError` if it has none."""
        o = self.get(option_id)
        if o is None:
            raise IllegalChoiceError(f"{brief(option_id)} is not an option of this decision")
        return o

    @property
    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def to_dict(self) -> dict[str, Any]:
        """The decision as data (its words come from :mod:`ds_widget.explain`)."""
        return {"animal": self.animal, "kind": self.kind, "rule": self.rule, "zone": self.zone,
                "args": self.args, "options": [o.to_dict() for o in self.options]}

    def __repr__(self) -> str:
        return f"<Decision {self.animal} {self.kind}: {len(self.options)} options>"


def option_facts(opt: Option, decision: Decision | None = None) -> dict[str, Any]:
    """What an option refers to, as data, at the moment of the decision: its id, kind and value,
    plus the terrain of a tile or Wanderlust stack, and the earth tiles (with their terrains) and
    the element of a corner. Enough to word the option later, in any language."""
    facts: dict[str, Any] = {"id": opt.id, "kind": opt.kind, "value": opt.value}
    st = decision.state if decision is not None else None
    if opt.kind == "stack" and decision is not None:
        facts["terrain"] = decision.args.get("terrains", {}).get(opt.value)
    elif st is None:
        pass
    elif opt.kind == "tile":
        t = st.tiles.get(parse_hex(opt.value))
        facts["terrain"] = t.kind if t is not None else None
    elif opt.kind == "corner":
        c = parse_corner(opt.value)
        facts["tiles"] = [[hex_str(h), st.tiles[h].kind] for h in st.corner_tiles(c)]
        facts["element"] = st.corners.get(c)
    return facts


# ------------------------------------------------------------------------------------ registry
class Op:
    """Base class of every step of the game: a phase, a section, a card, a sub-procedure."""

    name = ""
    stages: frozenset[Any] = frozenset()
    """every value the ``stage`` of this op's frame may hold (empty: its frame has no stage); a
    saved agenda is held against it (:mod:`.schema`), so a stage added here cannot be forgotten"""
    pawns_only = False
    distinct = False
    """its options cannot repeat, whatever a file sets (Planning's are the empty spaces, keys of a
    dict): :func:`advance` need not look for an option offered twice"""
    """a section of the display that does nothing but resolve the pawns on its spaces"""

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:  # pragma: no cover
        raise NotImplementedError

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> Decision | None:  # pragma: no cover
        """Apply ``opt`` to the frame ``fr``. It may return the op's next decision when its frame
        stays on top and its step would return that decision now (a continuation: no walk to it)."""
        raise NotImplementedError

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        """A rule-specific reason why ``option_id`` is not legal, or None for the generic one."""
        return None


OPS: dict[str, Op] = {}


def register(cls: type[Op]) -> type[Op]:
    """Class decorator: register an op under its ``name``."""
    if cls.name in OPS:
        raise AssertionError(f"duplicate op {cls.name}")
    OPS[cls.name] = cls()
    return cls


def card_op(card: str) -> str:
    """The registry name of a Dominance card's op (the cards register themselves under it)."""
    return "card_" + card


def push(st: State, op: str, **data: Any) -> dict[str, Any]:
    fr = {"op": op, **data}
    st.frames.append(fr)
    return fr


def pop(st: State) -> None:
    st.frames.pop()


def take_first(fr: dict[str, Any], key: str) -> Any:
    """The first item of the frame's list ``key``, taken off it. A frame's lists and dicts are
    never changed once a step has put them there — a clone's frame is a shallow copy that shares
    them (``State.frame_w``) — so the list is replaced by the rest of it."""
    items = fr[key]
    fr[key] = items[1:]
    return items[0]


# ------------------------------------------------------------------------------------- driving
def refresh_dominance(st: State) -> None:
    """Recompute the dominance marker of every tile marked dirty (docs/rules.md R1)."""
    tiles = st.tiles    # the first write may put a new dict in st.tiles (State.tiles_w); this one
    final = st.final    # still holds every tile not written here, and each hex comes once
    # sorted only for the events' order: every tile's marker depends on that tile alone
    for h in (sorted(st.dirty) if st.events is not None else st.dirty):
        t = tiles.get(h)
        if t is None:
            continue
        new = None if final else dominant_among(st, t.species, h)
        if new != t.dominant:
            old = t.dominant
            st.tile_w(h).dominant = new
            if st.events is not None:
                st.emit("dominance_changed", tile=hex_str(h), terrain=t.kind, before=old,
                        after=new, verdict=dominance_verdict(st, h))
    st.dirty.clear()


#: recompute from scratch, after every choice, what the moves keep up to date (the dominance
#: markers, the animals' elements, the earth: :func:`.invariants.stale`) and fail on a difference;
#: off in play, on in the tests (tests/conftest.py)
CHECKED = False

#: the most automatic steps one :func:`advance` may run before a decision (a game's longest run, the
#: end of a turn with the final scoring, takes a few dozen); past it the agenda holds a step the
#: engine cannot continue — a saved file's, never a game's — and :class:`StuckError` ends the loop
STEP_LIMIT = 10_000


def stuck(fr: dict[str, Any]) -> StuckError:
    return StuckError(f"the step {brief(fr.get('op'))} (stage {brief(fr.get('stage'))}) ran {STEP_LIMIT:,} "
                      "automatic steps without a decision: the agenda cannot be continued")


def repeated(st: State, d: Decision) -> InvalidStateError:
    """A decision that offers an option twice: only a saved agenda's data can make one (a list
    of its frame with an entry twice), so the state is refused rather than played on."""
    ids = [o.id for o in d.options]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    fr = st.frames[-1] if st.frames else {}
    return InvalidStateError(f"the step {brief(fr.get('op'))} offers {', '.join(map(brief, twice))} twice "
                             f"({d.kind}): its saved data repeats an entry")


def advance(st: State) -> Decision | None:
    """Run automatic steps until a decision is needed or the game is over (at most
    :data:`STEP_LIMIT` of them: :class:`StuckError` past it)."""
    frames = st.frames
    steps = 0
    while frames:
        steps += 1
        t = len(frames) - 1                 # State.frame_w, inlined: the walk's busiest call
        if t < st._fshared:
            frames[t] = frames[t].copy()
            st._fshared = t
        fr = frames[t]
        if steps > STEP_LIMIT:
            raise stuck(fr)
        op = OPS[fr["op"]]
        d = op.step(st, fr)
        if st.dirty:
            refresh_dominance(st)
        if d is not None:
            return pend(st, op, d)
    st.pending = None
    return None


def pend(st: State, op: Op, d: Decision) -> Decision:
    """Make ``d``, the decision ``op``'s step returned, the pending decision of ``st``."""
    opts = d.options
    if not opts:
        raise AssertionError(f"decision {d.kind} has no options")
    # only a file's agenda can hold a list with an entry twice (State.from_file); an option is made
    # once per process and shared (options.py), so it would be the same object twice: told apart by
    # identity, in C
    if st.from_file and len(opts) > 1 and not op.distinct and len(set(map(id, opts))) != len(opts):
        raise repeated(st, d)
    d.state = st
    st.pending = d
    return d


def pending(st: State) -> Decision | None:
    if st.pending is None and st.frames:
        advance(st)
    return st.pending


def rule_title(rule: str) -> str:
    """A rule id as a title for error messages: ``"speciation"`` -> ``"Speciation"``,
    ``"card.blight"`` -> ``"Blight (card)"``. (Learners read rules in words from the explanation
    layer; errors of the engine are for developers and stay in English.)"""
    if rule.startswith("card."):
        return rule[5:].replace("_", " ").capitalize() + " (card)"
    return rule.replace("_", " ").capitalize()


def illegal(st: State, d: Decision, option_id: str, reason: str | None) -> IllegalChoiceError:
    legal = tuple(d.ids)
    shown = ", ".join(legal[:12]) + (f", … ({len(legal)} in all)" if len(legal) > 12 else "")
    rule = rule_title(d.rule)
    why = reason or f"it is not one of the options of this decision ({d.kind})"
    msg = (f"{rule}: {brief(option_id)} is not legal for {d.animal} now: {why}. "
           f"Legal options: {shown}")
    return IllegalChoiceError(msg, option_id=option_id, rule=d.rule, legal=legal)


def check_option_id(option_id: object) -> str:
    if type(option_id) is not str or not option_id or len(option_id) > 100:
        raise MalformedError(f"an option id must be a non-empty str (exactly: no subclass) of at most 100 characters, "
                             f"got {brief(option_id)}")
    return option_id


def choose(st: State, option_id: str, at: int = -1) -> Decision | None:
    """Apply the option ``option_id`` of the pending decision, then advance the game.

    ``at`` is where the caller saw the option in the decision's list (a bot that picked it by
    position knows): a hint that saves looking for it, checked against ``option_id``, never
    trusted. Raises :class:`IllegalChoiceError` (naming the rule) without changing anything if
    the option is not legal now.
    """
    d = st.pending
    # the hint is right when the option there has this very id (the same object: a caller that
    # picked the option by position hands its id; a place counted from the end, as the default -1,
    # is as good); a hint exactly an int (type(), not isinstance(): a subclass could answer for
    # itself); anything else, or a place out of range, goes the long way
    opt = None
    if type(at) is int and d is not None:
        try:
            opt = d.options[at]
        except IndexError:
            pass
        else:
            if opt.id is not option_id:
                opt = None
    if opt is None:
        # type(), not isinstance() or __class__ (a subclass can fake both, and its __eq__ would
        # answer the comparisons below): an option id is exactly a str
        if type(option_id) is not str or not 0 < len(option_id) <= 100:
            check_option_id(option_id)
        if d is None:
            d = pending(st)
            if d is None:
                raise GameOverError(f"the game is over; {brief(option_id)} cannot be played",
                                    option_id=option_id, rule="end")
        for opt in d.options:   # a scan: cheaper than building an index for one lookup
            if opt.id == option_id:
                break
        else:
            fr = st.frames[-1]
            raise illegal(st, d, option_id, OPS[fr["op"]].why_not(st, fr, d, option_id))
    frames = st.frames
    t = len(frames) - 1                     # State.frame_w, inlined
    if t < st._fshared:
        frames[t] = frames[t].copy()
        st._fshared = t
    fr = frames[t]
    op = OPS[fr["op"]]
    d = op.choose(st, fr, opt)          # the op may read the decision it answers (st.pending)
    st.pending = None
    st.ply += 1
    if st.dirty:
        refresh_dominance(st)
    # else the op handed on its next decision: the one its step, the first advance would run, makes
    if d is None:
        if frames and frames[-1] is fr:
            # the frame answered is still on top, and this state's own: its step is the first that
            # advance would run (no op's choose changes its frame's op), so it is run from here
            d = op.step(st, fr)
            if st.dirty:
                refresh_dominance(st)
        if d is None:
            d = advance(st)             # which makes the decision it finds pending
        elif d.options and not st.from_file:
            d.state = st                # pend(st, op, d) written out for the usual decision: it
            st.pending = d              # has options and is not a file's
        else:
            d = pend(st, op, d)
    elif d.options and not st.from_file:
        d.state = st
        st.pending = d
    else:
        d = pend(st, op, d)
    if CHECKED:
        found = stale(st)
        if found:
            raise AssertionError(f"after {option_id} (ply {st.ply}) the state kept is stale: " + "; ".join(found[:3]))
    return d
