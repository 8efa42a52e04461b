"""Every position a learner is shown, and how it came to be (issue 30 item 1, issue 48 item 1).

``audit()`` gathers the positions of the course — the rulebook examples, the lessons' own
positions and recorded games, the card demonstrations, the start of every exercise, and practice
questions of every kind at every difficulty — and says of each how it was made:

* **replayed**: reached by play — a game record (a setup and the option ids chosen from it) is
  replayed here, and the position shown must be exactly the replay's (the saved form compared);
* **fragment**: part of an earth, as in a rulebook example (:mod:`ds_widget.engine.fragment`): it
  states no turn, supplies or score, and the picture and the words show only what it states.

Nothing else may be shown: a position typed in (no record, not a fragment) is reported, as is a
record that does not replay to the position shown or starts from a typed state. Every position is
then held to :func:`ds_widget.engine.plausible.implausible` (a fragment to its earth only).
``python -m ds_widget audit-positions --json`` prints ``{"positions": n, "replayed": r,
"fragments": f, "implausible": [{"source", "reason"}, …]}`` with ``r + f = n``.

What-if edits are hypothetical by design (the editor says so on the picture) and are not audited;
positions reached by playing on from these (an example's choices, an exercise's steps, the bots)
are reached by play.
"""
from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..engine.match import Match
from ..engine.plausible import implausible, reasons
from ..engine.scenarios import names
from ..engine.serialize import state_to_dict
from ..engine.state import State
from ..practice import KINDS, generate
from . import cards, exercises

#: practice questions per kind and difficulty (their seeds 0 … n-1)
PRACTICE_SEEDS = 24
DIFFICULTIES = (1, 2, 3)


@dataclass
class Shown:
    """A position the course shows, and the record that reaches it (None for a fragment)."""

    where: str
    state: State
    record: dict[str, Any] | None = None
    upto: int | None = None
    """the number of the record's choices that reach the position (None: all of them)"""


def shown(where: str, game: Match) -> Shown:
    """A game of the course as it is shown: its state, and the record the game itself keeps (its
    setup and choices; a game that began from a typed state or a fragment keeps that start)."""
    return Shown(where, game.state, game.record())


def sources(practice_seeds: int = PRACTICE_SEEDS) -> Iterator[Shown]:
    """Every position the course shows, with how it was made."""
    for name in names():
        yield shown(f"scenario {name}", Match.scenario(name))
    for name, ply in exercises.plies().items():
        yield shown(f"lesson position {name}", Match.from_record(exercises.record(name), upto=ply))
    for name in exercises.record_names():
        yield shown(f"recorded game {name}", Match.from_record(exercises.record(name)))
    for card, d in cards.demos().items():
        yield shown(f"card demo {card}", cards.start(d))
    for lesson in exercises.lesson_names():
        for ex, spec in exercises.exercises(lesson).items():
            yield shown(f"exercise {lesson}/{ex}", exercises.start(spec.get("start", {})))
    for kind in KINDS:
        for difficulty in DIFFICULTIES:
            for seed in range(practice_seeds):
                q = generate(kind, seed, difficulty)
                yield Shown(f"practice {kind} difficulty {difficulty} seed {seed}", q.state, q.record)


def provenance(seen: Shown) -> tuple[str, str | None]:
    """``("replayed" | "fragment" | "typed", why it is not as it should be or None)``."""
    st = seen.state
    if st.fragment is not None:
        return "fragment", None
    if seen.record is None:
        return "typed", "a position typed in: neither reached by a record nor a fragment of an earth"
    if seen.record.get("start") is not None:
        return "typed", "a position typed in: its record starts from a typed state, not from a setup"
    replay = Match.from_record(seen.record, upto=seen.upto).state
    if json.dumps(state_to_dict(replay), sort_keys=True) != json.dumps(state_to_dict(st), sort_keys=True):
        return "replayed", "the position shown is not its record's replay"
    return "replayed", None


def audit(practice_seeds: int = PRACTICE_SEEDS) -> dict[str, Any]:
    """``{"positions": n, "replayed": r, "fragments": f, "implausible": [{"source", "reason"}, …]}``."""
    counts = {"replayed": 0, "fragment": 0, "typed": 0}
    found = []
    for seen in sources(practice_seeds):
        how, why = provenance(seen)
        counts[how] += 1
        bad = implausible(seen.state)
        text = "; ".join(([why] if why else []) + ([reasons(bad)] if bad else []))
        if text:
            found.append({"source": seen.where, "provenance": how, "reason": text})
    return {"positions": sum(counts.values()), "replayed": counts["replayed"], "fragments": counts["fragment"],
            "implausible": found}


__all__ = ["audit", "sources", "provenance", "Shown", "PRACTICE_SEEDS"]
