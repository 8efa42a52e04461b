"""Head to head: two bots, two seats each, at every seating in turn, and how often the first beats
the second.

Game ``i`` of a run with seed ``S`` is set up with seed ``S + i`` and seats the two bots as the
``i % 6``-th of the six ways to put two of each round a 4-player table (:data:`PATTERNS`), so that
every seat — first to place a pawn, last in the food chain — falls to each bot equally often. The
bot in seat ``k`` draws from its own generator (:func:`.tournament.seat_seed`), so a game's result
does not depend on where or in which order it was played.

The **score** is the challenger's share of the pairwise results between a challenger's seat and a
champion's seat: each game gives four such pairs; more VP wins the pair (1), equal VP is a draw
(½). Its 95 % interval comes from resampling whole games (the four pairs of a game share its board
and dice; docs/benchmarks.md "A searching coach"). Each bot's slowest decision is kept in CPU
seconds (it depends on the machine, the results do not).

With ``log=path`` every finished game is appended to ``path`` as one JSON line, and the seeds
already there for the same two bots and turn limit are not played again: a stopped run goes on where
it stopped and gives what an uninterrupted run gives (the ladder's log, :mod:`.ladder`). A bot that is
not a bot kind today (one taken out of the package since, like the expert of 3180edf) is accepted only
when the log holds every game asked for: its results are then read back, never played.

    >>> [seats for seats in (seating(i, "a", "b") for i in range(3))]
    [['b', 'b', 'a', 'a'], ['b', 'a', 'b', 'a'], ['b', 'a', 'a', 'b']]
    >>> score([{"levels": ["a", "b", "a", "b"], "vp": [30, 20, 20, 25]}], "a", "b")
    (2.5, 4)
"""
from __future__ import annotations

import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from itertools import permutations
from typing import Any

from ..engine.errors import SetupError, brief
from ..engine.match import Match
from ..engine.simulate import DEFAULT_MAX_TURNS, MAX_TURN_LIMIT
from .ladder import logged_games, logged_run, read_log
from .rating import MAX_BOOTS
from .registry import BOT_KINDS
from .tournament import MAX_GAMES, play_bot_game, whole

#: the six seatings of two of each round a table of four, 1 the challenger, in sorted order
PATTERNS: tuple[tuple[int, ...], ...] = tuple(sorted(set(permutations((1, 1, 0, 0)))))
PLAYERS = 4


def seating(i: int, challenger: str, champion: str) -> list[str]:
    """The bot of each seat in game ``i`` of a run (:data:`PATTERNS`, in turn)."""
    return [challenger if x else champion for x in PATTERNS[i % len(PATTERNS)]]


def score(rows: Sequence[dict[str, Any]], challenger: str, champion: str) -> tuple[float, int]:
    """(the challenger's points, the pairs): every pair of a challenger's seat and a champion's
    seat in ``rows`` (each with its seats' ``levels`` and ``vp``) — 1 for more VP, ½ for as many."""
    points, pairs = 0.0, 0
    for r in rows:
        mine = [v for lv, v in zip(r["levels"], r["vp"]) if lv == challenger]
        theirs = [v for lv, v in zip(r["levels"], r["vp"]) if lv == champion]
        for a in mine:
            for b in theirs:
                points += 1.0 if a > b else 0.5 if a == b else 0.0
                pairs += 1
    return points, pairs


def interval(rows: Sequence[dict[str, Any]], challenger: str, champion: str, boots: int,
             seed: int = 0) -> tuple[float, float]:
    """The 95 % interval of the score (a share) from ``boots`` resamples of whole games."""
    if not rows or boots == 0:
        return (0.0, 1.0)
    per_game = [score([r], challenger, champion) for r in rows]
    rng = random.Random(seed)
    shares = []
    for _ in range(boots):
        drawn = [per_game[rng.randrange(len(per_game))] for _ in per_game]
        pairs = sum(n for _, n in drawn)
        shares.append(sum(p for p, _ in drawn) / pairs if pairs else 0.5)
    shares.sort()
    return shares[int(0.025 * (boots - 1))], shares[int(round(0.975 * (boots - 1)))]


def _game(seed: int, first: int, challenger: str, champion: str, max_turns: int) -> dict[str, Any]:
    seats = seating(seed - first, challenger, champion)
    return {**play_bot_game(seats, seed, max_turns, timed=True), "levels": seats}


def head_to_head(challenger: str, champion: str, games: int, seed: int = 0, *, workers: int = 1,
                 executor: Executor | None = None, progress: Callable[[int, int], None] | None = None,
                 boots: int = 1000, max_turns: int = DEFAULT_MAX_TURNS,
                 log: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Play ``games`` games of ``challenger`` against ``champion`` (module docstring):
    ``{"challenger", "champion", "games", "points", "pairs", "score", "low", "high",
    "slowest": {bot: CPU s}, "results": [...]}``, ``results`` every game by seed. The games run on
    ``executor`` if given, else in ``workers`` local processes (as :func:`.tournament.tournament`)."""
    for name, bot in (("challenger", challenger), ("champion", champion)):
        if not isinstance(bot, str) or not bot:
            raise SetupError(f"unknown {name} {brief(bot)}; bots are {', '.join(BOT_KINDS)}")
    if challenger == champion:
        raise SetupError(f"a head to head needs two different bots, got {brief(challenger)} twice")
    whole("games", games, 1, MAX_GAMES)
    whole("workers", workers, 1, 256)
    whole("max_turns", max_turns, 1, MAX_TURN_LIMIT)
    whole("boots", boots, 0, MAX_BOOTS)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed must be a whole number, got {brief(seed)}")
    Match.new(players=PLAYERS, seed=seed, max_turns=max_turns)   # bad setup: SetupError now
    key = {"pool": [challenger, champion], "head_to_head": seed, "players": PLAYERS, "max_turns": max_turns}
    gone = [(name, bot) for name, bot in (("challenger", challenger), ("champion", champion)) if bot not in BOT_KINDS]
    if gone:
        # a bot that is no longer in the package (or a variant registered by a script) can only be
        # read back from a log that holds every game asked for
        held = logged_games(read_log(log), key, log) if log is not None else {}
        have = sum(1 for s in range(seed, seed + games) if s in held)
        if have < games:
            name, bot = gone[0]
            raise SetupError(f"unknown {name} {brief(bot)}; bots are {', '.join(BOT_KINDS)}"
                             + (f" (the log holds {have} of the {games} games of this run, seeds from {seed}: "
                                "a bot no longer in the package is only read back from a log holding them all)"
                                if log is not None else ""))
    results = logged_run(_game, range(seed, seed + games), (seed, challenger, champion, max_turns), key, log,
                         executor=executor, workers=workers, progress=progress,
                         usable=lambda r: isinstance(r.get("slowest"), list))
    points, pairs = score(results, challenger, champion)
    low, high = interval(results, challenger, champion, boots, seed)
    slowest = {bot: max((t for r in results for lv, t in zip(r["levels"], r["slowest"]) if lv == bot),
                        default=0.0) for bot in (challenger, champion)}
    return {"challenger": challenger, "champion": champion, "games": games, "points": points,
            "pairs": pairs, "score": points / pairs if pairs else 0.5, "low": low, "high": high,
            "slowest": slowest, "results": results}
