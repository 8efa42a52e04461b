"""The uniformly random player (seeded, reproducible)."""
from __future__ import annotations

from typing import Any

from ..engine.match import Match
from ..engine.rng import Rng
from ..explain import msg


class RandomBot:
    """Chooses uniformly at random among the legal options (seeded, reproducible)."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def pick(self, game: Match) -> str:
        opts = game.options
        return opts[self.rng.below(len(opts))].id

    def explain(self, game: Match, lang: str = "en") -> dict[str, Any]:
        return {"bot": self.name, "choice": self.pick(game), "reasons": [msg("bot.random", lang)]}
