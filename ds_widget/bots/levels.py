"""A ladder of bot levels, weakest first: each a factory ``(seed) -> Bot``.

* ``beginner`` — legal, plausible moves with much noise: a softmax over the greedy bot's values
  with a high temperature (a pawn on a useless space now and then, a weak move often).
* ``novice`` — the same with a lower temperature: mostly the greedy bot's choice, not always.
* ``intermediate`` — a lower temperature still: the greedy bot's choice most of the time, and
  when not, a move it values almost as much.
* ``greedy`` — the greedy bot (:mod:`.greedy`): the best move one decision ahead.
* ``coach`` — the coach (:mod:`.coach`) with its default budget: playouts to the end of the turn,
  the greedy bot's first choice kept unless another option comes out clearly better.

The temperatures were chosen by short ladders (docs/benchmarks.md); in the 2,000-game ladder each
level is 120-300 rating points above the one below (``ratings.json``). A coach on a quarter of its
budget was tried as a level between the greedy bot and the coach, and played as well as the coach:
its budget is not what makes it strong.

Every level is deterministic given its seed (the engine's :class:`~ds_widget.engine.rng.Rng`, and
whole-number weights for the softmax draw), standard library only. :mod:`.registry` makes the
names usable everywhere a bot is; :mod:`.ladder` rates them against each other.

    >>> LEVEL_NAMES[0], STRONGEST
    ('beginner', 'coach')
"""
from __future__ import annotations

import math
from collections.abc import Callable

from ..engine.match import Match
from ..engine.rng import Rng
from .base import Bot
from .coach import CoachBot
from .greedy import GreedyBot

#: the softmax's weights are whole numbers out of this (the draw is then exact integer arithmetic)
WEIGHT_SCALE = 1 << 32


class SoftGreedyBot:
    """Picks option ``o`` with probability proportional to ``exp((value(o) - best) / temperature)``,
    ``value`` being the greedy bot's (:meth:`GreedyBot.rank`): high temperatures play almost at
    random among the legal options, low ones almost greedily. One greedy value point is a VP fifth
    (``greedy.WEIGHTS``); a pawn placement's rule-of-thumb values run from about 0.3 to 15."""

    def __init__(self, seed: int = 0, *, temperature: float = 1.0, name: str = "soft") -> None:
        if not temperature > 0:
            raise ValueError(f"the temperature must be positive, got {temperature!r}")
        self.name = name
        self.temperature = temperature
        self.rng = Rng(seed)
        self.greedy = GreedyBot(seed ^ 0x5EED)

    def pick(self, game: Match) -> str:
        opts = game.options
        if len(opts) == 1:
            return opts[0].id
        ranked = self.greedy.rank(game)
        best = ranked[0][0]
        weights = [max(1, int(math.exp((value - best) / self.temperature) * WEIGHT_SCALE))
                   for value, _, _ in ranked]
        return ranked[self.rng.weighted(weights)][1]


def beginner(seed: int = 0) -> Bot:
    return SoftGreedyBot(seed, temperature=6.0, name="beginner")


def novice(seed: int = 0) -> Bot:
    return SoftGreedyBot(seed, temperature=1.5, name="novice")


def intermediate(seed: int = 0) -> Bot:
    return SoftGreedyBot(seed, temperature=0.8, name="intermediate")


#: the ladder, weakest first
LEVELS: dict[str, Callable[[int], Bot]] = {
    "beginner": beginner, "novice": novice, "intermediate": intermediate, "greedy": GreedyBot,
    "coach": CoachBot,
}
LEVEL_NAMES: tuple[str, ...] = tuple(LEVELS)
#: the name of the strongest level
STRONGEST = LEVEL_NAMES[-1]
