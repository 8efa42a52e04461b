"""A demonstration for each of the 26 Dominance cards (``card_demos.json``).

Each demo's position is reached by play: ``record`` is a real 4-player game (``Match.record()``:
setup and choices) played from its setup through turn 1's Planning and Execution — every action
declined but those that make what the card needs — up to a Domination decision (*Ice Age*, the
last card of the deck, is shown in the last turn of a lesson's game instead).
``tools/make_course_records.py`` finds the seeds and writes the records. From there ``choices``
score ``tile``, let its dominant animal (``chooser``) take the card, then make the card's
decisions; a later Domination pawn stops the game right after the card. ``panels`` name the parts
of the table where the effect shows; ``changes`` are claims (as in :mod:`.exercises`) that hold
after the card and held before it for none of them — the test suite checks them, so every demo
visibly changes the table.
"""
from __future__ import annotations

import json
from importlib import resources
from typing import Any

from ..engine.errors import MalformedError, brief
from ..game import Game


def demos() -> dict[str, dict[str, Any]]:
    path = resources.files(__package__).joinpath("card_demos.json")
    return dict(json.loads(path.read_text(encoding="utf-8"))["demos"])


def demo(card: str) -> dict[str, Any]:
    all_demos = demos()
    if card not in all_demos:
        raise MalformedError(f"no demonstration for card {brief(card)}; cards: {', '.join(sorted(all_demos))}")
    return all_demos[card]


def start(d: dict[str, Any]) -> Game:
    """The demo's position, just before the Domination that scores the tile: its record replayed."""
    return Game.from_record(d["record"])  # type: ignore[return-value]
