"""Tournaments: many games between bots, one bot per seat, on any ``concurrent.futures``-style
executor — the games of a run are independent, so they can run in local processes or on a Dask
cluster (``dask.distributed.Client(...).get_executor()``) and come back in seed order.

Game ``i`` of a run with seed ``S`` is set up with seed ``S + i``; the bot in seat ``k`` draws
from its own generator seeded from ``(S + i, k)``. So a game's result does not depend on where or
in which order it was played: serial, ``--workers 2`` and a cluster give the same results.

    >>> out = tournament(["greedy", "random"], games=2, seed=1)
    >>> out["bots"], len(out["wins"]), out["games"]
    (['greedy', 'random'], 2, 2)
"""
from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from typing import Any

from ..engine.errors import SetupError, brief
from ..engine.match import Match
from ..engine.simulate import DEFAULT_MAX_TURNS, MAX_TURN_LIMIT, run_all
from .registry import BOT_KINDS, make_bot

#: 95 % two-sided normal quantile, for the Wilson interval of a win rate
Z95 = 1.959963984540054
MAX_GAMES = 1_000_000


def seat_seed(game_seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` for the game set up with ``game_seed`` (stable everywhere)."""
    return (game_seed * 1_000_003 + seat * 7_919 + 17) % (1 << 62)


def play_bot_game(bots: Sequence[str], seed: int, max_turns: int = DEFAULT_MAX_TURNS,
                  timed: bool = False, on_pick: Callable[[int, Any, float, float], None] | None = None,
                  **variant: Any) -> dict[str, Any]:
    """One game, seat ``k`` played by ``bots[k]``: who won, each seat's VP, turns, decisions;
    with ``timed``, also ``slowest``: each seat's longest time to pick one option, in CPU seconds
    of this process (other processes on the same cores stretch it too). ``on_pick(seat,
    decision, cpu, wall)`` hears every pick's seconds (a benchmark's per-decision times)."""
    game = Match.new(players=len(bots), seed=seed, max_turns=max_turns, **variant)
    seats = [make_bot(kind, seat_seed(seed, k)) for k, kind in enumerate(bots)]
    decisions = 0
    slowest = [0.0] * len(bots)
    while (d := game.pending) is not None:
        seat = game.state.animals[d.animal].player
        t0, w0 = time.process_time(), time.perf_counter()
        oid = seats[seat].pick(game)
        cpu = time.process_time() - t0
        slowest[seat] = max(slowest[seat], cpu)
        if on_pick is not None:
            on_pick(seat, d, cpu, time.perf_counter() - w0)
        game.choose(oid)
        decisions += 1
    res = game.result or {}
    vp = [0] * len(bots)
    for x in game.state.animals.values():
        vp[x.player] += x.vp
    winner = res.get("winner")
    row = {"seed": seed, "completed": res.get("reason") == "ice_age", "reason": res.get("reason"),
           "turns": game.state.turn, "decisions": decisions, "vp": vp,
           "winner_seat": game.state.animals[winner].player if winner else None}
    if timed:
        row["slowest"] = [round(x, 4) for x in slowest]
    return row


def _game(seed: int, bots: list[str], max_turns: int, timed: bool, variant: dict[str, Any]) -> dict[str, Any]:
    return play_bot_game(bots, seed, max_turns, timed, **variant)


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion ``wins / n`` (95 % by default)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def check(bots: Sequence[str], games: int, workers: int, max_turns: int) -> list[str]:
    if isinstance(bots, str) or not isinstance(bots, Sequence) or not 2 <= len(bots) <= 6:
        raise SetupError(f"a tournament needs 2 to 6 bots, one per seat, got {brief(bots)}")
    bad = [b for b in bots if b not in BOT_KINDS]
    if bad:
        raise SetupError(f"unknown bot(s) {', '.join(map(brief, bad))}; bots are {', '.join(BOT_KINDS)}")
    for name, value, hi in (("games", games, MAX_GAMES), ("workers", workers, 256),
                            ("max_turns", max_turns, MAX_TURN_LIMIT)):
        whole(name, value, 1, hi)
    return list(bots)


def whole(name: str, value: object, lo: int, hi: int) -> int:
    """``value`` if it is a whole number from ``lo`` to ``hi``, else :class:`SetupError` naming it."""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise SetupError(f"{name} must be a whole number from {lo} to {hi}, got {brief(value)}")
    return value


def tournament(bots: Sequence[str], games: int, seed: int = 0, *, workers: int = 1,
               executor: Executor | None = None, max_turns: int = DEFAULT_MAX_TURNS,
               progress: Callable[[int, int], None] | None = None, timed: bool = False,
               **variant: Any) -> dict[str, Any]:
    """Play ``games`` games of ``bots`` (one per seat) and summarise them.

    The games run on ``executor`` if given (any object with ``submit`` returning
    ``concurrent.futures`` futures, e.g. a Dask client's ``get_executor()``), else in ``workers``
    local processes (1: in this process). ``progress(done, total)`` is called as games finish.
    The summary lists per seat, in seat order: ``wins``, ``win_rate`` and its 95 % Wilson
    interval ``win_ci95``, ``mean_vp``; and ``completed``, ``stopped_by_turn_limit``,
    ``mean_turns``, ``mean_decisions``, ``seconds``; ``results`` holds every game, by seed.
    With ``timed``, ``slowest_decision`` gives each seat's longest time to pick (CPU seconds:
    it depends on the machine, the results do not).
    """
    bots = check(bots, games, workers, max_turns)
    Match.new(players=len(bots), seed=seed, max_turns=max_turns, **variant)   # bad setup: SetupError now
    t0 = time.perf_counter()
    rows = run_all(_game, [seed + i for i in range(games)], bots, max_turns, timed, dict(variant),
                   executor=executor, workers=workers, progress=progress)
    return summarise(bots, rows, time.perf_counter() - t0)


def summarise(bots: list[str], rows: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
    n = len(rows)
    wins = [sum(1 for r in rows if r["winner_seat"] == k) for k in range(len(bots))]
    return {
        "games": n, "bots": bots, "wins": wins,
        "win_rate": [round(w / n, 4) for w in wins],
        "win_ci95": [[round(x, 4) for x in wilson(w, n)] for w in wins],
        "mean_vp": [round(sum(r["vp"][k] for r in rows) / n, 2) for k in range(len(bots))],
        "completed": sum(r["completed"] for r in rows),
        "stopped_by_turn_limit": sum(r["reason"] == "turn_limit" for r in rows),
        "mean_turns": round(sum(r["turns"] for r in rows) / n, 2),
        "mean_decisions": round(sum(r["decisions"] for r in rows) / n, 1),
        "seconds": round(seconds, 3),
        **({"slowest_decision": [max(r["slowest"][k] for r in rows) for k in range(len(bots))]}
           if rows and "slowest" in rows[0] else {}),
        "results": rows,
    }
