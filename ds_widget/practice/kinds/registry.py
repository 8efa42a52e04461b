"""The kinds of question by name, in the order a menu lists them (:data:`KIND_MODULES`), and their
makers (:data:`MAKERS`). Each kind's module holds all of it: ``make`` (the question), ``wishes``
(what the generator asks of the positions it draws for it) and ``expected`` (the tests' oracle:
the answer recomputed from an independent reading of the rules, handed in by the tests)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from ...engine.rng import Rng
from ..positions import Position
from ..question import Question
from . import bonus, dominance, endangered, extinction, find_move, illegal, matching, scoring, survival

Maker = Callable[[Rng, Position, int], Question | None]


class Kind(Protocol):
    """What a kind's module defines."""

    def make(self, rng: Rng, pos: Position, difficulty: int) -> Question | None: ...
    def wishes(self, rng: Rng) -> dict[str, Any]: ...
    def expected(self, q: Question, rules: Any) -> set[str]: ...


KIND_MODULES: dict[str, Kind] = {
    "matching": matching,
    "dominance": dominance,
    "endangered": endangered,
    "scoring": scoring,
    "extinction": extinction,
    "survival": survival,
    "bonus": bonus,
    "illegal": illegal,
    "find_move": find_move,
}
MAKERS: dict[str, Maker] = {kind: m.make for kind, m in KIND_MODULES.items()}
