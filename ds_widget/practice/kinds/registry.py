"""The makers by kind, in the order a menu lists them (:data:`MAKERS`)."""
from __future__ import annotations

from collections.abc import Callable

from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from . import bonus, dominance, endangered, extinction, find_move, illegal, matching, scoring, survival

Maker = Callable[[Rng, Position, int], Question | None]

MAKERS: dict[str, Maker] = {
    "matching": matching.make,
    "dominance": dominance.make,
    "endangered": endangered.make,
    "scoring": scoring.make,
    "extinction": extinction.make,
    "survival": survival.make,
    "bonus": bonus.make,
    "illegal": illegal.make,
    "find_move": find_move.make,
}
