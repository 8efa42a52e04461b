"""Every position a learner is shown, checked for plausibility (issue 30, item 1).

``audit()`` gathers the positions of the course — the rulebook scenarios (as loaded, before
their example is played), the lessons' own positions and the card demonstrations (their recorded
games replayed), the start of every exercise that starts from a recorded game, and practice
questions of every kind at every difficulty — and asks
:func:`ds_widget.engine.plausible.implausible` of each. ``python -m ds_widget audit-positions
--json`` prints ``{"positions": n, "implausible": [{"source", "reason"}, …]}``.

Positions reached by playing on from these (an example's choices, an exercise's steps, the bots)
are not listed: play from a plausible position stays plausible. What-if edits are hypothetical by
design and are not audited either.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..engine.plausible import implausible, reasons
from ..engine.scenarios import names
from ..engine.scenarios.library import load
from ..engine.state import State
from ..game import Game
from ..practice import KINDS, generate
from . import cards, exercises

#: practice questions per kind and difficulty (their seeds 0 … n-1)
PRACTICE_SEEDS = 24
DIFFICULTIES = (1, 2, 3)


def sources(practice_seeds: int = PRACTICE_SEEDS) -> Iterator[tuple[str, State]]:
    """(where, state) for every position the course shows."""
    for name in names():
        yield f"scenario {name}", load(name)[0]
    yield from replayed()
    for kind in KINDS:
        for difficulty in DIFFICULTIES:
            for seed in range(practice_seeds):
                q = generate(kind, seed, difficulty)
                yield f"practice {kind} difficulty {difficulty} seed {seed}", q.state


def replayed() -> Iterator[tuple[str, State]]:
    """(where, state) for every position of the course reached by replaying a recorded game: the
    lessons' own positions, the card demonstrations, the starts of the exercises."""
    for name, ply in exercises.plies().items():
        yield f"lesson position {name}", Game.from_record(exercises.record(name), upto=ply).state
    for card, d in cards.demos().items():
        yield f"card demo {card}", cards.start(d).state
    for lesson in exercises.lesson_names():
        for ex, spec in exercises.exercises(lesson).items():
            if "record" in spec.get("start", {}):
                yield f"exercise {lesson}/{ex}", exercises.start(spec["start"]).state


def audit(practice_seeds: int = PRACTICE_SEEDS) -> dict[str, Any]:
    """``{"positions": n, "implausible": [{"source", "reason"}, …]}``."""
    n = 0
    found = []
    for where, st in sources(practice_seeds):
        n += 1
        bad = implausible(st)
        if bad:
            found.append({"source": where, "reason": reasons(bad)})
    return {"positions": n, "implausible": found}


__all__ = ["audit", "replayed", "sources", "PRACTICE_SEEDS"]
