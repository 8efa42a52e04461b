"""Bots: a uniformly random player and a greedy player that can explain its choice.

Each bot is a module of its own (:mod:`.random_bot`, :mod:`.greedy`); :mod:`.registry` finds them
by name. This package only hands their names on.
"""
from .base import Bot
from .greedy import GreedyBot
from .random_bot import RandomBot
from .registry import BOT_KINDS, make_bot

__all__ = ["Bot", "RandomBot", "GreedyBot", "make_bot", "BOT_KINDS"]
