"""Turn structure: Planning, Execution, Reset, and the end of the game (docs/rules.md §8, §11)."""
from __future__ import annotations

from bisect import bisect_left
from typing import Any

from .calc import endangered, survival
from .constants import BOXES, FOOD_CHAIN, SECTION_SPACES, SECTIONS, SPACE_INDEX, SPACES, SQUARES
from .errors import brief
from .flow import DECLINE, OPS, SPACE_OPTION, Decision, Op, Option, opt_tile, opt_word, pop, push, register
from .fragment import ends_here
from .hexmap import HEX_TEXT, parse_hex
from .moves import eliminate, score_tile
from .state import State

_new = object.__new__

#: every eyeball space's option, in the order of the display
SPACE_OPTIONS: tuple[Option, ...] = tuple(SPACE_OPTION[s] for s in SPACES)


def start_game(st: State) -> None:
    """Put the first turn on the agenda."""
    st.frames = [{"op": "turn", "stage": 0}]


@register
class Turn(Op):
    """One turn: Planning, Execution, Reset (docs/rules.md §8)."""

    name = "turn"
    stages = frozenset({0, 1, 2, 3})
    """Planning, Execution and Reset are next, or the turn is over"""

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        fr["stage"] = stage + 1
        if stage == 0:
            st.phase = "planning"
            if st.events is not None:
                st.emit("turn_started", turn=st.turn)
            push(st, "planning", pos=0, round=1)
        elif stage == 1:
            st.phase = "execution"
            if st.events is not None:
                st.emit("phase_started", phase="execution", turn=st.turn)
            push(st, "execution", i=0)
        elif stage == 2:
            st.phase = "reset"
            if st.events is not None:
                st.emit("phase_started", phase="reset", turn=st.turn)
            push(st, "reset", stage="extinction")
        else:
            st.frames.pop()
            if not st.over:
                limit = st.setup.get("max_turns")
                if limit is not None and st.turn >= limit:
                    end_by_turn_limit(st)
                else:
                    st.turn += 1
                    push(st, "turn", stage=0)
        return None


@register
class Planning(Op):
    """Planning Phase (docs/rules.md §8.1): APs placed one at a time in Initiative order, in rounds."""

    name = "planning"
    distinct = True         # its options are the empty spaces: keys of State.spaces

    # The empty spaces are worked out once per Planning phase and kept (State.kept) as
    # ``(ply, places, options)``: their places in SPACES and their options, in that order. Each
    # decision offers the options list kept; when it is answered, the next decision's are the same
    # less the space just filled — nothing else can change a space in between. ``ply`` is None
    # while the kept spaces are the pending decision's (choose tells them by the identity of its
    # options list), or the ply of the step they are handed on to. In the usual case (the next
    # animal in order has a pawn left) choose makes that next decision itself, the one step would
    # make, and hands it on (Op.choose): no walk back to the step. Outside Planning State.kept is
    # None; invariants.stale holds what is kept against the spaces.

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        kept = st.kept
        if kept is not None and kept[0] == st.ply:     # handed on just now
            idx, empty = kept[1], kept[2]
        else:
            spaces = st.spaces
            idx = [i for i, s in enumerate(SPACES) if spaces[s] is None]
            empty = [SPACE_OPTIONS[i] for i in idx]
        order = st.initiative
        n = len(order)
        if empty:
            st.kept = (None, idx, empty)
            pos = fr["pos"]
            animals = st.animals
            if pos < n and animals[order[pos]].supply > 0:     # the usual case: next in order
                # Decision(...) written out, as in choose: a function shared by the two costs +0.6 % of a random
                # game's instructions (count_instructions.py, 5 games, 2026-11-30), more than it would save in lines
                d = _new(Decision)
                d.animal = order[pos]
                d.kind = "place_pawn"
                d.options = empty
                d.rule = "planning"
                d.args = {"round": fr["round"]}
                d.zone = ""
                d.state = None
                return d
            for k in range(n):
                i = (pos + k) % n
                animal = order[i]
                if animals[animal].supply > 0:
                    if pos + k >= n:  # wrapped round to the left end: a new round
                        fr["round"] += 1
                    fr["pos"] = i
                    return Decision(animal, "place_pawn", empty,
                                    "planning", {"round": fr["round"]})
        st.kept = None
        if st.events is not None:
            st.emit("phase_ended", phase="planning", turn=st.turn)
        st.frames.pop()
        return None

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> Decision | None:
        order = st.initiative
        pos = fr["pos"]
        animal = order[pos]
        space = opt.value
        (st.spaces if st._spaces_own else st.spaces_w())[space] = animal     # spaces_w, inlined
        a = st.animals[animal]
        if a.owner != st._gen:              # animal_w, inlined for the usual case: its own
            a = st.animal_w(animal)
        a.supply -= 1
        if st.events is not None:
            st.emit("pawn_placed", animal=animal, space=space, round=fr["round"])
        pos += 1
        if pos >= len(order):
            pos = 0
            fr["round"] += 1
        fr["pos"] = pos
        kept = st.kept
        # the spaces kept are this decision's (the one answered: st.pending) when it offers their list
        if kept is None or kept[2] is not st.pending.options:
            st.kept = None
            return None
        idx = kept[1]
        j = bisect_left(idx, SPACE_INDEX[space])
        idx = idx.copy()
        empty = kept[2].copy()
        del idx[j], empty[j]
        if empty and st.animals[order[pos]].supply > 0:
            # the usual case, handed on: the next decision is the one step would make now
            st.kept = (None, idx, empty)
            # Decision(...) written out: no __init__ called (~1 k instructions of a placement's ~15 k)
            d = _new(Decision)
            d.animal = order[pos]
            d.kind = "place_pawn"
            d.options = empty
            d.rule = "planning"
            d.args = {"round": fr["round"]}
            d.zone = ""
            d.state = None
            return d
        st.kept = (st.ply + 1, idx, empty)
        return None

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if option_id.startswith("space:"):
            space = option_id[6:]
            if space not in st.spaces:
                return (f"there is no eyeball space {brief(space)}; spaces are named section.number, "
                        "e.g. 'speciation.3'")
            return f"the eyeball space {space} already holds an action pawn of the {st.spaces[space]}"
        return "during Planning an animal must place an action pawn on an empty eyeball space"


@register
class Execution(Op):
    """Execution Phase (docs/rules.md §8.2): the sections top to bottom."""

    name = "execution"

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        i = fr["i"]
        if st.fragment is not None and ends_here(st.fragment, i):
            end_example(st)
            return None
        spaces = st.spaces
        while i < len(SECTIONS):
            section = SECTIONS[i]
            i += 1
            op = OPS[section]
            # a section that only resolves its pawns is passed by when it has none
            if op.pawns_only and not any(map(spaces.__getitem__, SECTION_SPACES[section])):
                continue
            fr["i"] = i
            top = op.new_frame()  # type: ignore[attr-defined]
            st.frames.append(top)
            # the section's first step, run from here (the first that advance would run: nothing
            # here marks a tile for recomputation, and the new frame is this state's own)
            return op.step(st, top)
        fr["i"] = i
        st.frames.pop()
        return None


def mammal_save_decision(tiles: list[str]) -> Decision:
    """docs/rules.md §8.3 A and R39: the mammals *may* keep one endangered species at Extinction. It is
    always their decision — one tile or several — and "decline" is always one of its options."""
    return Decision("mammals", "mammal_save", [opt_tile(parse_hex(t)) for t in tiles] + [opt_word(DECLINE)],
                    "extinction", {"tiles": tiles})


@register
class Reset(Op):
    """Reset Phase (docs/rules.md §8.3): Extinction, Survival, Reseed — or the end of the game."""

    name = "reset"
    stages = frozenset({"extinction", "eliminate", "survival", "reseed"})

    def victims(self, st: State) -> list[list[Any]]:
        """[tile, animal, endangered count, protected by Hibernation] for this Extinction."""
        out = []
        for h, a, n in endangered(st):
            prot = min(st.hibernation.get((h, a), 0), n)
            out.append([HEX_TEXT[h], a, n, prot])
        return out

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        stage = fr["stage"]
        if stage == "extinction":
            vs = self.victims(st)
            mammal_tiles = [v[0] for v in vs if v[1] == "mammals" and v[2] > v[3]]
            if mammal_tiles:
                return mammal_save_decision(mammal_tiles)
            fr["save"] = None
            self.extinction(st, fr, vs)     # nothing to ask: eliminate now, with the victims found
            fr["stage"] = "survival"
            return None
        if stage == "eliminate":
            self.extinction(st, fr)
            fr["stage"] = "survival"
            return None
        if stage == "survival":
            sv = survival(st)
            if sv["holder"]:
                st.gain_vp(sv["holder"], sv["vp"])
            if st.events is not None:
                st.emit("survival", **sv)
            st.hibernation = {}
            if st.ice_age:
                final_scoring(st)
                pop(st)
                return None
            fr["stage"] = "reseed"
            return None
        if stage == "reseed":
            reseed(st)
            pop(st)
            return None
        raise AssertionError(stage)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        fr["save"] = None if opt.kind == DECLINE else opt.value
        fr["stage"] = "eliminate"

    def extinction(self, st: State, fr: dict[str, Any], victims: list[list[Any]] | None = None) -> None:
        rows = []
        report = st.events is not None
        for tile, a, n, prot in (self.victims(st) if victims is None else victims):
            saved = 1 if (a == "mammals" and tile == fr.get("save") and n > prot) else 0
            dead = n - prot - saved
            h = parse_hex(tile)
            if dead:
                eliminate(st, h, a, dead, "extinction", None, report=False)
            if report:
                rows.append({"tile": tile, "terrain": st.tiles[h].kind, "animal": a, "endangered": n,
                             "hibernating": prot, "saved": saved, "eliminated": dead})
        if report:
            st.emit("extinction", victims=rows, total=sum(r["eliminated"] for r in rows))


_DRAWN = ("adaptation", "abundance", "wanderlust")


def reseed(st: State) -> None:
    """Reseed, in the order of docs/rules.md §8.3 C."""
    # 1. refill the available cards
    drawn = []
    st.ledger_w()
    while len(st.available) < 5 and st.deck:
        card = st.deck.pop(0)
        st.available.append(card)
        drawn.append(card)
    # 2. Glaciation queue slides left (R3)
    moved = []
    spaces = st.spaces_w()
    queue = SECTION_SPACES["glaciation"]
    for k in range(1, len(queue)):
        here, left = queue[k], queue[k - 1]
        if spaces[here] is not None and spaces[left] is None:
            spaces[left], spaces[here] = spaces[here], None
            moved.append([here, left])
    # 3-6. the element flow
    boxes = st.boxes_w()
    returned: dict[str, int] = {}
    bag = st.bag_w()
    for b in ("regression", "depletion", "wanderlust"):
        for e in boxes[b]:
            bag[e] += 1
            returned[e] = returned.get(e, 0) + 1
        boxes[b] = []
    boxes["depletion"] = boxes["wasteland"]
    boxes["wasteland"] = boxes["abundance"]
    boxes["regression"] = boxes["adaptation"]
    boxes["abundance"], boxes["adaptation"] = [], []
    # 7. draw new elements (R14: fill in order; squares stay empty when the bag runs out)
    wanted = [SQUARES - len(boxes[b]) for b in _DRAWN]
    got = st.draw_many(sum(wanted))     # one draw after the other: the same as box by box
    at = 0
    for b, n in zip(_DRAWN, wanted):
        boxes[b].extend(got[at:at + n])
        at += n
    # 8. turn up the Wanderlust stacks
    flipped = []
    for i, stack in enumerate(st.stacks):
        if stack and not st.stack_up[i]:
            st.stacks_w()
            st.stack_up[i] = True
            flipped.append({"stack": i + 1, "terrain": stack[-1]})
    # 9. clear the turn's bookkeeping
    st.scored = []
    st.hibernation = {}
    if st.events is not None:
        st.emit("reseed", cards=drawn, glaciation_moves=moved, to_bag=returned,
                boxes={b: list(boxes[b]) for b in BOXES}, stacks_flipped=flipped)


def _winner(st: State) -> dict[str, Any]:
    """Winner by VP with the food-chain tie-break; per player the lowest animal (docs/rules.md §11, R30)."""
    animals = sorted(st.animals.values(), key=lambda a: (-a.vp, FOOD_CHAIN[a.name]))
    players: dict[int, list[Any]] = {}
    for a in st.animals.values():
        players.setdefault(a.player, []).append(a)
    # a player's score is his lowest animal; its food-chain place breaks ties between players
    scoring = {p: min(lst, key=lambda a: (a.vp, FOOD_CHAIN[a.name])) for p, lst in players.items()}
    ranked = sorted(scoring, key=lambda p: (-scoring[p].vp, FOOD_CHAIN[scoring[p].name]))
    multi = any(len(v) > 1 for v in players.values())
    winner_player = ranked[0]
    return {
        "winner": scoring[winner_player].name if multi else animals[0].name,
        "winner_player": winner_player,
        "scores": {a.name: a.vp for a in animals},
        "player_scores": {str(p): scoring[p].vp for p in ranked},
        "scoring_animal": {str(p): scoring[p].name for p in ranked},
    }


def game_result(st: State, reason: str) -> dict[str, Any]:
    """The result of a game that ended for ``reason`` (``"ice_age"`` or ``"turn_limit"``) as it
    stands: the turn, the winner and every score (a saved result is held against it)."""
    return {"reason": reason, "turns": st.turn, **_winner(st)}


def final_scoring(st: State) -> None:
    """The end of the game after Ice Age (docs/rules.md §11, steps 4-7)."""
    st.final = True
    for h in st.tiles:
        st.tile_w(h).dominant = None
    st.emit("dominance_removed")
    for h in sorted(st.tiles):
        score_tile(st, h, None, final=True)
    st.result = game_result(st, "ice_age")
    st.over = True
    st.phase = "over"
    st.emit("game_over", **st.result)


def end_example(st: State) -> None:
    """A rulebook example is over once its section is (:mod:`.fragment`): it states no turn to go on."""
    st.frames.clear()
    st.result = game_result(st, "example")
    st.over = True
    st.phase = "over"
    st.emit("game_over", **st.result)


def end_by_turn_limit(st: State) -> None:
    """Stop a game at the non-rule turn limit (docs/rules.md R29): it is not a completed game."""
    st.result = game_result(st, "turn_limit")
    st.over = True
    st.phase = "over"
    st.emit("game_over", **st.result)

