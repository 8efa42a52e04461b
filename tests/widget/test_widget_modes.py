"""The widget's floor as rooms (issue 52): each mode an object that owns its state and handles its
messages; the widget holds no mode's state and has no mode among its bases; every change of mode
is a row of one transition table; no handler is found by a name; every mode (the list in
``modes/names.py``) can be reached from play and left for it."""
from __future__ import annotations

import inspect
import re
from pathlib import Path

from ds_widget import DominantSpeciesWidget
from ds_widget.widget.modes import NAMES, PLAY, Mode
from ds_widget.widget.modes.transitions import TABLE
from ds_widget.widget.practice import PracticeDesk
from ds_widget.widget.review import Judge, ReviewDesk

ROOT = Path(__file__).resolve().parents[2]
WIDGET = ROOT / "ds_widget" / "widget"
TRANSITIONS = WIDGET / "modes" / "transitions.py"
#: a comparison with the mode on show, or a write of it
MODE_TEST = re.compile(r"\.mode\s*(==|!=|\bin\b|\bnot in\b)|\bmode\s+(not\s+)?in\s*\(")
MODE_WRITE = re.compile(r"\.mode\s*=[^=]")
#: the widget's own writes of its mode trait: through the table (go) and back to a checkpoint
MODE_WRITERS = {"go", "_restore"}


def mode_tests(source: str) -> list[int]:
    return [i for i, line in enumerate(source.split("\n"), 1) if MODE_TEST.search(line)]


def mode_writes(source: str) -> list[str]:
    """The functions that write ``….mode =``, by name (a module-level write as ``<module>``)."""
    lines = source.split("\n")
    out = []
    for i, line in enumerate(lines):
        if MODE_WRITE.search(line):
            defs = [m.group(1) for back in lines[i::-1] if (m := re.match(r"\s*def (\w+)", back))]
            out.append(defs[0] if defs else "<module>")
    return out


def test_no_mode_is_compared_outside_the_transition_table():
    found = {str(p.relative_to(ROOT)): lines for p in sorted(WIDGET.rglob("*.py")) if p != TRANSITIONS
             if (lines := mode_tests(p.read_text(encoding="utf-8")))}
    assert not found, f"the mode on show compared outside {TRANSITIONS.relative_to(ROOT)}: {found}"
    assert mode_tests("        if self.mode == PRACTICE:\n") == [1]          # planted
    assert mode_tests("    if host.mode not in (PLAY, REVIEW):\n") == [1]


def test_the_mode_trait_is_written_only_through_the_table():
    writers = {str(p.relative_to(ROOT)): set(w) for p in sorted(WIDGET.rglob("*.py"))
               if (w := mode_writes(p.read_text(encoding="utf-8")))}
    assert writers == {"ds_widget/widget/widget.py": MODE_WRITERS}, writers
    assert mode_writes("    def leave(self):\n        self.table.mode = PLAY\n") == ["leave"]   # planted


def test_the_widget_has_no_mode_among_its_bases_and_holds_no_modes_state():
    assert not [c for c in DominantSpeciesWidget.__mro__ if issubclass(c, Mode)]
    w = DominantSpeciesWidget(players=["human", "greedy"], seed=1, auto=False)
    w.start_practice()
    w.start_review()
    state = (PracticeDesk, ReviewDesk, Judge)
    held = {k: type(v).__name__ for k, v in vars(w).items() if isinstance(v, state)}
    assert not held, f"the widget holds a mode's state: {held}"
    assert isinstance(w.modes.practice.desk, PracticeDesk) and isinstance(w.modes.review.desk, ReviewDesk)


def test_no_handler_is_found_by_a_name():
    for mode in DominantSpeciesWidget(players=2, auto=False).modes:
        own = dict(mode.overrides)
        assert all(inspect.isfunction(f) for f in own.values()), (mode.name, own)
    source = "\n".join(p.read_text(encoding="utf-8") for p in sorted(WIDGET.rglob("*.py")))
    assert not re.search(r"getattr\((self|host|table|self\.table), (name|kind|\w+\.handler)", source)


def test_every_mode_is_reached_from_play_and_leads_back_to_it():
    reach = {PLAY}
    back = {PLAY}
    for _ in NAMES:
        reach |= {to for row in TABLE.values() for frm, to in row.items() if frm in reach}
        back |= {frm for row in TABLE.values() for frm, to in row.items() if to in back}
    assert reach == set(NAMES) and back == set(NAMES), (reach, back)
