"""Initiative (docs/rules.md §9.1, R5, R39)."""
from __future__ import annotations

from typing import Any

from ..constants import SPACES
from ..flow import SPACE_OPTION, Decision, Option, opt_word, register
from ..moves import swap_left
from ..state import State
from .base import SectionOp


@register
class Initiative(SectionOp):
    """Swap with the marker to the left, then put the same pawn on another empty eyeball space.

    One decision: ``space:<id>`` (swap and move the pawn there), ``keep`` (swap, the pawn stays in
    the supply: docs/rules.md R39) or ``decline`` (no swap).
    """

    section = "initiative"

    def stage(self, st: State, fr: dict[str, Any]) -> Decision | None:
        spaces = st.spaces
        options = [SPACE_OPTION[s] for s in SPACES if spaces[s] is None and s != "initiative.1"]
        options.append(opt_word("keep"))
        return self.ask(fr, "initiative", options, {}, decline=True)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        a = fr["actor"]
        if opt.kind == "decline":
            self.declined(st, fr)
            return
        passed = swap_left(st, a)
        st.emit("initiative_moved", animal=a, passed=passed, order=list(st.initiative))
        if opt.kind == "space":
            st.spaces_w()[opt.value] = a
            st.animal_w(a).supply -= 1
            st.emit("pawn_placed", animal=a, space=opt.value, round=None)
        fr["stage"] = "scan"

    def why_not(self, st: State, fr: dict[str, Any], d: Decision, option_id: str) -> str | None:
        if option_id == "space:initiative.1":
            return "the relocated pawn must go on another eyeball space, not back on Initiative (R5)"
        if option_id.startswith("space:") and option_id[6:] in st.spaces:
            return f"the eyeball space {option_id[6:]} is not empty"
        return None
