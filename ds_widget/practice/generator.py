"""One question of a kind from a seed and a difficulty: :func:`generate`.

The same (kind, seed, difficulty) gives the same question on every machine and in every process:
all randomness comes from the engine's own generator (:class:`~ds_widget.engine.rng.Rng`), and
the bot games positions are cut from are themselves seeded.
"""
from __future__ import annotations

import hashlib

from ..engine.errors import MalformedError, brief
from ..engine.rng import Rng
from .kinds import KIND_MODULES, MAKERS
from .positions import DIFFICULTIES, Position, draw
from .question import Question

#: every kind of question, in the order a menu lists them
KINDS: tuple[str, ...] = tuple(MAKERS)
ATTEMPTS = 80

_MASK = (1 << 64) - 1


def mix(*parts: int) -> int:
    """A 64-bit seed derived from several integers (stable across processes, unlike ``hash``)."""
    r = Rng(0x5EED_9A7C)
    for p in parts:
        r = Rng((r.next64() ^ (p & _MASK)) & _MASK)
    return r.next64()


def check_kind(kind: object) -> str:
    if not isinstance(kind, str) or kind not in MAKERS:
        raise MalformedError(f"unknown kind of question {brief(kind)}; kinds are {', '.join(KINDS)}")
    return kind


def check_difficulty(difficulty: object) -> int:
    if isinstance(difficulty, bool) or difficulty not in DIFFICULTIES:
        raise MalformedError(f"difficulty must be 1, 2 or 3, got {brief(difficulty)}")
    return int(difficulty)  # type: ignore[call-overload]


def check_seed(seed: object) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 1 << 63:
        raise MalformedError(f"a seed is a whole number from 0 to 2**63-1, got {brief(seed)}")
    return seed


def kind_number(kind: str) -> int:
    """A number for ``kind`` that depends on its name only: a kind added, removed or moved in
    :data:`MAKERS` leaves every other kind's questions for a seed as they were (printed worksheets
    and saved progress stay true)."""
    return int.from_bytes(hashlib.sha256(kind.encode("utf-8")).digest()[:8], "big")


def generate(kind: str, seed: int, difficulty: int = 2) -> Question:
    """A question of ``kind`` (one of :data:`KINDS`) for ``seed`` and ``difficulty`` (1 start
    position, 2 mid-game, 3 crowded late game); raises :class:`MalformedError` for bad input."""
    check_kind(kind)
    check_seed(seed)
    check_difficulty(difficulty)
    rng = Rng(mix(seed, kind_number(kind), difficulty))
    for attempt in range(ATTEMPTS):
        wishes = KIND_MODULES[kind].wishes(rng) if attempt < ATTEMPTS // 2 else {}
        pos = draw(rng, difficulty, **wishes)
        q = ask(kind, rng, pos, difficulty)
        if q is not None:
            q.seed = seed
            q.difficulty = difficulty
            return q
    raise AssertionError(f"no {kind} question found for seed {seed} in {ATTEMPTS} positions")


def ask(kind: str, rng: Rng, pos: Position, difficulty: int) -> Question | None:
    """A question of ``kind`` about the given position, or None when it does not suit."""
    return MAKERS[kind](rng, pos, difficulty)
