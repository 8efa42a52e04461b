"""A game's history, kept small: the choices, a few snapshots, and the words of the newest choices.

What a game remembers of each choice is its option id — a string the engine shares between all
decisions that offer it — and nothing else. To travel in time, :class:`History` keeps a copy of the
state every :data:`DENSE` choices among the newest :data:`NEAR` and every :data:`SPARSE` choices
further back, and replays the choices in between (the engine is deterministic: a replay gives the
same state and the same events). What a choice did (its events) and what it was (its label: who
decided what, and the option's facts) are kept for the newest :data:`KEPT` choices, where the
widget and the lessons read them; older ones are made again on demand by the same replay.

So a long game holds a few hundred small objects, not millions: loading a record costs the same
per choice at 5,000 choices as at 40,000 (the garbage collector has little to walk), and a
100,000-choice history fits in a few megabytes (``benchmarks/bench_replay.py``).
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any

from .flow import Decision, choose, option_facts, pending
from .state import State

#: a snapshot every DENSE choices among the newest NEAR, every SPARSE choices before them
DENSE = 16
SPARSE = 256
NEAR = 512
#: the newest choices whose label and events are kept; and how many remade ones are remembered
KEPT = 512
REMADE = 256

Entry = tuple[dict[str, Any], list[dict[str, Any]]]


def label_of(d: Decision | None, option_id: str) -> dict[str, Any]:
    """What a choice was, in words-to-be: who decided, the decision's kind and rule, and the facts
    of the option chosen (what it referred to at that moment)."""
    if d is None:
        return {}
    opt = d.get(option_id) if type(option_id) is str else None
    return {"animal": d.animal, "decision": d.kind, "rule": d.rule,
            "facts": option_facts(opt, d) if opt is not None else {}}


class History:
    """The choices after a start state, snapshots to travel back, and the newest choices' entries."""

    __slots__ = ("choices", "snapshots", "entries", "remade")

    def __init__(self, root: State) -> None:
        self.choices: list[str] = []
        self.snapshots: dict[int, State] = {0: root}
        self.entries: dict[int, Entry] = {}
        """ply (1-based) -> (label, events), for the newest :data:`KEPT` choices"""
        self.remade: OrderedDict[int, Entry] = OrderedDict()

    @property
    def root(self) -> State:
        return self.snapshots[0]

    def __len__(self) -> int:
        return len(self.choices)

    # ------------------------------------------------------------------------------ growing
    def cut(self, ply: int) -> None:
        """Forget every choice after ``ply`` (a new choice after Undo starts another branch)."""
        if ply >= len(self.choices):
            return
        del self.choices[ply:]
        for store in (self.entries, self.snapshots, self.remade):
            for k in [k for k in store if k > ply]:
                del store[k]

    def add(self, option_id: str, state: State, entry: Entry | None) -> None:
        """Choice number ``len + 1`` was ``option_id``, leading to ``state``; ``entry`` its label and
        events (None when they were not made: a record loaded in haste makes them on demand)."""
        self.choices.append(option_id)
        ply = len(self.choices)
        if entry is not None:
            self.entries[ply] = entry
        self.entries.pop(ply - KEPT, None)
        if ply % DENSE == 0:
            self.snapshots[ply] = state.clone()
            old = ply - NEAR                     # the dense ones fall back to one in SPARSE
            if old > 0 and old % SPARSE:
                self.snapshots.pop(old, None)

    # ---------------------------------------------------------------------------- travelling
    def base(self, ply: int) -> int:
        """The newest snapshot at or before ``ply``."""
        while ply not in self.snapshots:
            ply -= 1
        return ply

    def state_at(self, ply: int) -> State:
        """A copy of the state after ``ply`` choices, its pending decision worked out."""
        base = self.base(ply)
        st = self.snapshots[base].clone()
        st.events = None
        for option_id in self.choices[base:ply]:
            choose(st, option_id)
        st.events = []
        pending(st)
        return st

    def entry(self, ply: int) -> Entry:
        """(label, events) of choice number ``ply`` (1-based)."""
        found = self.entries.get(ply) or self.remade.get(ply)
        if found is not None:
            return found
        return self.remake(ply, ply)[ply]

    def span(self, first: int, last: int) -> list[Entry]:
        """The entries of choices ``first`` … ``last`` (1-based), made by one replay where needed."""
        out: dict[int, Entry] = {}
        missing = [p for p in range(first, last + 1) if p not in self.entries and p not in self.remade]
        if missing:
            out.update(self.remake(missing[0], missing[-1]))
        return [out.get(p) or self.entries.get(p) or self.remade[p] for p in range(first, last + 1)]

    def remake(self, first: int, last: int) -> dict[int, Entry]:
        """Replay to choices ``first`` … ``last`` and make their entries again (the newest are
        remembered, up to :data:`REMADE`)."""
        base = self.base(first - 1)
        st = self.snapshots[base].clone()
        st.events = None
        for option_id in self.choices[base:first - 1]:
            choose(st, option_id)
        made: dict[int, Entry] = {}
        for ply in range(first, last + 1):
            option_id = self.choices[ply - 1]
            label = label_of(pending(st), option_id)
            st.events = []
            choose(st, option_id)
            made[ply] = (label, st.events or [])
            st.events = None
        if last - first < REMADE:
            for ply, e in made.items():
                self.remade[ply] = e
                self.remade.move_to_end(ply)
            while len(self.remade) > REMADE:
                self.remade.popitem(last=False)
        return made
