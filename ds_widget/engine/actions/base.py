"""What every section of the action display shares: walking its eyeball spaces left to right."""
from __future__ import annotations

from typing import Any

from ..constants import SECTION_SPACES
from ..flow import DECLINE_OPTION, STEP_LIMIT, Decision, Op, Option, stuck
from ..hexmap import Hex, parse_hex
from ..state import State

_new = object.__new__

#: the stages every section shares: looking for the next pawn, after the last one, finished
_WALK = frozenset(("scan", "after", "done"))


class SectionOp(Op):
    """A section of the action display (docs/rules.md §8.2, §9).

    The frame walks the section's eyeball spaces left to right (``idx``). Each action pawn found is
    taken off its space and returned to its owner's supply (docs/rules.md §8.2), its owner becomes
    ``actor`` and the frame's ``stage`` becomes ``"begin"``. Subclasses implement :meth:`stage`
    for ``"begin"`` and their own stages; ``"scan"`` looks for the next pawn, ``"after"`` runs once
    all pawns are done (default: finish), ``"done"`` pops the frame.
    """

    section = ""
    first_stage = "scan"
    own_stages: tuple[str, ...] = ()
    """the section's stages besides the walk's and ``"begin"``"""
    plain_after = True
    """its :meth:`after` is the walk's own (finish): the frame is popped once the last pawn is done"""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.section and not cls.name:
            cls.name = cls.section
        cls.stages = _WALK | {"begin", cls.first_stage, *cls.own_stages}
        # nothing of its own before or after the pawns: with no pawn there, nothing happens in it
        cls.pawns_only = cls.first_stage == "scan" and cls.after is SectionOp.after
        cls.plain_after = cls.after is SectionOp.after

    def new_frame(self) -> dict[str, Any]:
        return {"op": self.name, "stage": self.first_stage, "idx": 0}

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] not in _WALK:        # the usual case: a stage of the section's own, that asks
            d = self.stage(st, fr)
            if d is not None:
                return d
        for _ in range(STEP_LIMIT):         # bounded like advance: a stage that never moves on
            stage = fr["stage"]
            if stage not in _WALK:          # a stage of the section's own
                d = self.stage(st, fr)
            elif stage == "scan":
                if not self.next_pawn(st, fr):
                    if self.plain_after:    # nothing after the pawns (after would only finish): done
                        st.frames.pop()
                        return None
                    fr["stage"] = "after"
                    continue
                d = self.stage(st, fr)      # the pawn found: its stage "begin", without a turn of the loop
            elif stage == "done":
                st.frames.pop()
                return None
            else:
                d = self.after(st, fr)
            if d is not None:
                return d
        raise stuck(fr)

    def next_pawn(self, st: State, fr: dict[str, Any]) -> bool:
        spaces = st.spaces if st._spaces_own else st.spaces_w()
        names = SECTION_SPACES[self.section]
        idx = fr["idx"]
        n = len(names)
        while idx < n:
            space = names[idx]
            idx += 1
            animal = spaces[space]
            if animal is not None:
                spaces[space] = None
                a = st.animals[animal]
                if a.owner != st._gen:      # animal_w, inlined for the usual case: its own
                    a = st.animal_w(animal)
                a.supply += 1
                op = fr["op"]
                fr.clear()       # the last pawn's working data goes; the frame stays the same dict
                fr["op"] = op
                fr["stage"] = "begin"
                fr["idx"] = idx
                fr["actor"] = animal
                fr["space"] = space
                if st.events is not None:
                    st.emit("pawn_resolved", animal=animal, space=space, section=self.section)
                return True
        fr["idx"] = idx
        return False

    def after(self, st: State, fr: dict[str, Any]) -> Decision | None:
        fr["stage"] = "done"
        return None

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:  # pragma: no cover
        raise NotImplementedError(fr["stage"])

    # helpers --------------------------------------------------------------------------------
    def no_effect(self, st: State, fr: dict[str, Any], reason: str, **data: Any) -> None:
        if st.events is not None:
            st.emit("no_effect", animal=fr.get("actor"), section=self.section, reason=reason, **data)
        fr["stage"] = "scan"

    def declined(self, st: State, fr: dict[str, Any]) -> None:
        if st.events is not None:
            st.emit("declined", animal=fr["actor"], section=self.section, space=fr.get("space"))
        fr["stage"] = "scan"

    def ask(self, fr: dict[str, Any], kind: str, options: list[Option], args: dict[str, Any], *,
            decline: bool = False, animal: str | None = None, zone: str = "") -> Decision:
        """The decision of this section's actor (or ``animal``): ``args`` are its data for the
        prompt; ``decline`` adds the option to decline."""
        if decline:
            options.append(DECLINE_OPTION)
        d = _new(Decision)      # Decision(...) written out: no __init__ called (~1 k instructions a decision)
        d.animal = animal or fr["actor"]
        d.kind = kind
        d.options = options
        d.rule = self.section
        d.args = args or {}
        d.zone = zone
        d.state = None
        return d


def tile_of(fr: dict[str, Any], key: str = "tile") -> Hex:
    return parse_hex(fr[key])
