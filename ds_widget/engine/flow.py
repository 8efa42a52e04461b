"""The decision model: one pending decision at a time, with its complete list of legal options.

The engine's agenda is ``State.frames``, a stack of small JSON-like dicts. The frame on top names an
*op* (a section of the action display, a card, a phase …). :func:`advance` calls the op's
``step`` until one returns a :class:`Decision`; :func:`choose` hands the chosen :class:`Option` to
the op's ``choose`` and advances again. Automatic steps (Regression's losses, Wasteland, Extinction,
Survival, Reset) simply run inside ``step`` and emit events. Because frames are plain data the whole
game, mid-action included, copies and saves to JSON.

Contract for ops: ``step`` must not change anything when it returns a decision it has returned
before (it is called again after a reload), so side effects happen before a frame's ``stage``
moves to a stage that asks.
"""
from __future__ import annotations

from typing import Any

from .calc import dominance_verdict, dominant_among
from .constants import ANIMALS, BOXES, ELEMENTS, SPACES, WANDERLUST_STACKS
from .errors import GameOverError, IllegalChoiceError, MalformedError, StuckError, brief
from .hexmap import ALL_CORNERS, BOARD, Corner, Hex, corner_str, hex_str, parse_corner, parse_hex
from .state import State


class Option:
    """One legal option of the pending decision.

    ``id`` is stable (``"tile:1,-1"``, ``"space:speciation.3"``, ``"count:2"``, ``"decline"``);
    ``kind`` and ``value`` are its two halves; ``target`` names the drawable thing it refers to
    (``"tile-1,-1"``), or is empty for plain buttons.
    """

    __slots__ = ("id", "kind", "value", "target")

    def __init__(self, kind: str, value: str = "", target: str = "") -> None:
        self.kind = kind
        self.value = value
        self.id = f"{kind}:{value}" if value else kind
        self.target = target

    def to_dict(self) -> dict[str, str]:
        return {"id": self.id, "kind": self.kind, "value": self.value, "target": self.target}

    def __repr__(self) -> str:
        return f"Option({self.id!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Option) and other.id == self.id

    def __hash__(self) -> int:
        return hash(self.id)


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


# ---------------------------------------------------------------------------- option builders
# Options never change once made, so each is made once per process and shared by every decision
# that offers it (a Planning decision offers up to 30 spaces at every pawn placement). The keys are
# the board's things, so the caches stay small: 35 hexes, their corners, 60 spaces, 26 cards …
_MADE: dict[tuple[str, Any], Option] = {}


def _made(kind: str, key: Any, value: str, target: str) -> Option:
    o = _MADE.get((kind, key))
    if o is None:
        o = _MADE[(kind, key)] = Option(kind, value, target)
    return o


def _named(kind: str, key: Any, text: str) -> Option:
    """A board thing's option: value ``text``, target ``"<kind>-<text>"``."""
    return _made(kind, key, text, f"{kind}-{text}")


#: the options of the board's things, made at import: the actions build their lists from these
#: tables (a lookup each, no call)
TILE_OPTION: dict[Hex, Option] = {h: _named("tile", h, hex_str(h)) for h in BOARD}
HEX_OPTION: dict[Hex, Option] = {h: _named("hex", h, hex_str(h)) for h in BOARD}
CORNER_OPTION: dict[Corner, Option] = {c: _named("corner", c, corner_str(c)) for c in ALL_CORNERS}
SPACE_OPTION: dict[str, Option] = {s: _named("space", s, s) for s in SPACES}
COUNT_OPTIONS: list[Option] = [_made("count", n, str(n), "") for n in range(64)]
"""``count:0`` … ``count:63``, in order: a run of counts is a slice"""
STACK_OPTIONS: tuple[Option, ...] = tuple(_named("stack", i, str(i + 1)) for i in range(WANDERLUST_STACKS))
"""the three Wanderlust stacks, ``stack:1`` … ``stack:3`` (index 0 … 2)"""
DECLINE_OPTION = _made("decline", None, "", "")


def opt_tile(h: Hex) -> Option:
    return TILE_OPTION.get(h) or _named("tile", h, hex_str(h))


def opt_hex(h: Hex) -> Option:
    return HEX_OPTION.get(h) or _named("hex", h, hex_str(h))


def opt_corner(c: Corner) -> Option:
    return CORNER_OPTION.get(c) or _named("corner", c, corner_str(c))


def opt_space(space: str) -> Option:
    return SPACE_OPTION.get(space) or _named("space", space, space)


def opt_element(element: str, zone: str) -> Option:
    """An element type taken from ``zone``: a box name, ``"bag"`` or ``"sheet-<animal>"``."""
    return (_MADE.get(("element", (element, zone)))
            or _made("element", (element, zone), element, f"{zone}-{element}" if zone else ""))


#: every element type's option per zone: the boxes of the display, the bag, each animal's sheet
ELEMENT_OPTION: dict[str, dict[str, Option]] = {
    zone: {e: opt_element(e, zone) for e in ELEMENTS}
    for zone in (*BOXES, "bag", *(f"sheet-{a}" for a in ANIMALS))}


def element_options(discs: list[str], zone: str) -> list[Option]:
    """One option per element type among ``discs`` (a box's, or a sheet's), in sorted order."""
    table = ELEMENT_OPTION[zone]
    return [table[e] for e in sorted(set(discs))]


def opt_card(card: str) -> Option:
    return _MADE.get(("card", card)) or _named("card", card, card)


def opt_animal(animal: str) -> Option:
    return _MADE.get(("animal", animal)) or _named("animal", animal, animal)


def opt_count(n: int) -> Option:
    return _MADE.get(("count", n)) or _made("count", n, str(n), "")


def opt_word(word: str) -> Option:
    """A plain button: ``decline``, ``none``, ``done``, ``keep``."""
    return _MADE.get((word, None)) or _made(word, None, "", "")


DECLINE = "decline"


# ------------------------------------------------------------------------------------ registry
class Op:
    """Base class of every step of the game: a phase, a section, a card, a sub-procedure."""

    name = ""
    stages: frozenset[Any] = frozenset()
    """every value the ``stage`` of this op's frame may hold (empty: its frame has no stage); a
    saved agenda is held against it (:mod:`.schema`), so a stage added here cannot be forgotten"""
    pawns_only = False
    """a section of the display that does nothing but resolve the pawns on its spaces"""

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:  # pragma: no cover
        raise NotImplementedError

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:  # pragma: no cover
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
    tiles = st.tiles
    final = st.final
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


#: the most automatic steps one :func:`advance` may run before a decision (a game's longest run, the
#: end of a turn with the final scoring, takes a few dozen); past it the agenda holds a step the
#: engine cannot continue — a saved file's, never a game's — and :class:`StuckError` ends the loop
STEP_LIMIT = 10_000


def stuck(fr: dict[str, Any]) -> StuckError:
    return StuckError(f"the step {brief(fr.get('op'))} (stage {brief(fr.get('stage'))}) ran {STEP_LIMIT:,} "
                      "automatic steps without a decision: the agenda cannot be continued")


def advance(st: State) -> Decision | None:
    """Run automatic steps until a decision is needed or the game is over (at most
    :data:`STEP_LIMIT` of them: :class:`StuckError` past it)."""
    frames = st.frames
    steps = 0
    while frames:
        steps += 1
        fr = st.frame_w()
        if steps > STEP_LIMIT:
            raise stuck(fr)
        d = OPS[fr["op"]].step(st, fr)
        if st.dirty:
            refresh_dominance(st)
        if d is not None:
            if not d.options:
                raise AssertionError(f"decision {d.kind} has no options")
            d.state = st
            st.pending = d
            return d
    st.pending = None
    return None


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
    if not isinstance(option_id, str) or not option_id or len(option_id) > 100:
        raise MalformedError(f"an option id must be a non-empty string of at most 100 characters, "
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
    opts = d.options if d is not None else ()
    if (option_id.__class__ is str and at.__class__ is int and 0 <= at < len(opts)
            and opts[at].id == option_id):
        opt = opts[at]                  # the hint was right: the id is the option's own
    else:
        if option_id.__class__ is not str or not 0 < len(option_id) <= 100:
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
    fr = st.frame_w()
    OPS[fr["op"]].choose(st, fr, opt)   # the op may read the decision it answers (st.pending)
    st.pending = None
    st.ply += 1
    if st.dirty:
        refresh_dominance(st)
    return advance(st)


# ------------------------------------------------------------------------------------- helpers
def count_options(lo: int, hi: int) -> list[Option]:
    """``count:lo`` … ``count:hi`` (a new list: callers may append to it)."""
    if lo >= 0 and hi < len(COUNT_OPTIONS):
        return COUNT_OPTIONS[lo:hi + 1]
    return [opt_count(n) for n in range(lo, hi + 1)]
