"""The bots by name, for seats, the widget and the command line."""
from __future__ import annotations

from collections.abc import Callable

from ..engine.errors import SetupError, brief
from .base import Bot
from .coach import CoachBot
from .greedy import GreedyBot
from .levels import LEVELS
from .random_bot import RandomBot

#: the first three as they always were, then the ladder's other levels (:mod:`.levels`)
BOT_KINDS: dict[str, Callable[[int], Bot]] = {"random": RandomBot, "greedy": GreedyBot, "coach": CoachBot,
                                              **LEVELS}


def make_bot(kind: str, seed: int = 0) -> Bot:
    """``make_bot("greedy", seed)``; raises :class:`SetupError` for an unknown kind."""
    try:
        return BOT_KINDS[kind](seed)
    except KeyError:
        raise SetupError(f"unknown bot {brief(kind)}; bots are {', '.join(BOT_KINDS)}") from None
