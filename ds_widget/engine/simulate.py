"""Many games between random players, for statistics, stress tests and benchmarks.

Each game ``i`` of a run with seed ``S`` uses setup seed ``S + i``; the random player draws from
its own generator seeded from the same number, so every game of a run can be replayed alone.
"""
from __future__ import annotations

import concurrent.futures
import json
import os
import time
import traceback
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, as_completed
from typing import Any

from .constants import ANIMALS, CARDS
from .errors import SetupError, brief
from .flow import advance, choose
from .rng import Draws
from .setup import new_state, normalise_setup
from .state import RECORD_VERSION

DEFAULT_MAX_TURNS = 200
"""Non-rule turn limit for bot games (docs/rules.md R29): a game that reaches it is not completed."""
MAX_TURN_LIMIT = 10_000
"""Random play may empty the earth, after which the game has no end (R29): simulate always needs
a turn limit, at most this."""

BOT_SALT = 0x5EED_B07


#: every player count, and each variant on a count it allows: (name, players, variant of
#: :func:`play_random_game`) — the games whose digest must not change when the engine is only made
#: faster (tests/engine/test_same_games.py, benchmarks/games_digest.py)
CONFIGS: list[tuple[str, int, dict[str, Any]]] = [
    *((f"{p}p", p, {}) for p in (2, 3, 4, 5, 6)),
    ("4p random earth", 4, {"random_earth": True}),
    ("3p short game", 3, {"short_game": True}),
    ("5p 6 cards removed", 5, {"remove_cards": 6}),
    ("2p several animals", 2, {"multi": True}),
    ("3p several animals", 3, {"multi": True}),
]


def play_random_game(players: int, seed: int, *, max_turns: int | None = DEFAULT_MAX_TURNS,
                     record: bool = False, **variant: Any) -> dict[str, Any]:
    """Play one game choosing uniformly at random among the legal options of every decision."""
    st = new_state(normalise_setup(players, seed=seed, max_turns=max_turns, **variant))
    st.events = None
    bot = Draws(seed ^ BOT_SALT)        # Rng's numbers, worked out in batches
    left = bot.outputs()                # Draws.below written out: a lane popped, no call a decision
    chosen: list[str] = []
    d = advance(st)
    while d is not None:
        opts = d.options
        n = len(opts)
        if n > 1:
            if not left:
                left = bot.outputs()
            i = (left.pop() * n) >> 64
        else:
            i = 0
        oid = opts[i].id
        if record:
            chosen.append(oid)
        d = choose(st, oid, i)
    res = st.result or {}
    out = {"seed": seed, "completed": res.get("reason") == "ice_age", "turns": st.turn,
           "decisions": st.ply, "winner": res.get("winner"), "scores": res.get("scores"),
           "cards": list(st.played), "reason": res.get("reason")}
    if record:
        out["record"] = {"format": "ds_widget.record", "version": RECORD_VERSION,
                         "setup": dict(st.setup), "choices": chosen, "start": None}
    return out


def run_all(fn: Callable[..., dict[str, Any]], seeds: Sequence[int], *args: Any,
            executor: Executor | None = None, workers: int = 1,
            progress: Callable[[int, int], None] | None = None,
            on_result: Callable[[dict[str, Any]], None] | None = None, **kw: Any) -> list[dict[str, Any]]:
    """``fn(seed, *args, **kw)`` for every seed, in seed order: on ``executor`` if given (any
    ``concurrent.futures``-style executor: local processes, a Dask client's ``get_executor()``),
    else in ``workers`` local processes (1: here). ``progress(done, total)`` as games finish, after
    ``on_result(result)`` (in this process, in the order they finish: a log of finished games)."""
    total = len(seeds)
    out: dict[int, dict[str, Any]] = {}
    own = None
    if executor is None and workers > 1:
        # looked up only here: a browser's Python (Pyodide) has no processes to start
        executor = own = concurrent.futures.ProcessPoolExecutor(max_workers=workers)
    try:
        if executor is None:
            for i, s in enumerate(seeds):
                out[i] = fn(s, *args, **kw)
                if on_result:
                    on_result(out[i])
                if progress:
                    progress(i + 1, total)
        else:
            futures = {executor.submit(fn, s, *args, **kw): i for i, s in enumerate(seeds)}
            for done, fut in enumerate(as_completed(futures), 1):
                out[futures[fut]] = fut.result()
                if on_result:
                    on_result(out[futures[fut]])
                if progress:
                    progress(done, total)
    finally:
        if own is not None:
            own.shutdown(cancel_futures=True)
    return [out[i] for i in range(total)]


def random_game_or_error(seed: int, players: int, max_turns: int | None, record: bool,
                         variant: dict[str, Any]) -> dict[str, Any]:
    """:func:`play_random_game`, or the engine error it met (so one bad game never stops a run)."""
    try:
        return play_random_game(players, seed, max_turns=max_turns, record=record, **variant)
    except Exception as exc:  # noqa: BLE001 - an engine error: count it and keep going
        return {"seed": seed, "error": repr(exc), "where": traceback.format_exc(limit=-3)}


def simulate(players: int, games: int, seed: int = 0, *, max_turns: int | None = DEFAULT_MAX_TURNS,
             save_dir: str | None = None, progress: Callable[[int, int], None] | None = None,
             executor: Executor | None = None, workers: int = 1, **variant: Any) -> dict[str, Any]:
    """Play ``games`` random games and summarise them (the ``simulate`` command's JSON); the games
    run on ``executor`` or in ``workers`` processes (see :func:`run_all`) with the same results."""
    if isinstance(max_turns, bool) or not isinstance(max_turns, int) or not 1 <= max_turns <= MAX_TURN_LIMIT:
        raise SetupError(f"simulate needs a turn limit from 1 to {MAX_TURN_LIMIT} (random play may empty "
                         f"the earth, and then the game never ends: docs/rules.md R29), got {brief(max_turns)}")
    if isinstance(workers, bool) or not isinstance(workers, int) or not 1 <= workers <= 256:
        raise SetupError(f"workers must be a whole number from 1 to 256, got {brief(workers)}")
    normalise_setup(players, seed=seed, max_turns=max_turns, **variant)   # bad setup: SetupError now
    t0 = time.perf_counter()
    wins: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    completed = errors = 0
    turns: list[int] = []
    decisions = 0
    failures: list[dict[str, Any]] = []
    stopped: list[int] = []
    if save_dir:
        os.makedirs(save_dir, exist_ok=True)
    rows = run_all(random_game_or_error, [seed + i for i in range(games)], players, max_turns, bool(save_dir),
                   dict(variant), executor=executor, workers=workers, progress=progress)
    for g in rows:
        game_seed = g["seed"]
        if "error" in g:
            errors += 1
            if len(failures) < 10:
                failures.append(g)
            continue
        decisions += g["decisions"]
        turns.append(g["turns"])
        cards.update(g["cards"])
        if g["completed"]:
            completed += 1
            wins[g["winner"]] += 1
        elif g["reason"] == "turn_limit":
            stopped.append(game_seed)
        elif len(failures) < 10:
            failures.append({"seed": game_seed, "error": None, "reason": g["reason"],
                             "turns": g["turns"]})
        if save_dir:
            with open(os.path.join(save_dir, f"game_{game_seed}.json"), "w", encoding="utf-8") as f:
                json.dump(g["record"], f)
    seconds = time.perf_counter() - t0
    played = len(turns)
    return {
        "games": games, "players": players, "seed": seed, "variant": variant or {},
        "max_turns": max_turns, "completed": completed, "errors": errors,
        "not_completed": played - completed,
        "stopped_by_turn_limit": len(stopped),
        "stopped_seeds": stopped,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else None,
        "mean_rounds": round(sum(turns) / played, 2) if played else None,
        "mean_decisions": round(decisions / played, 1) if played else None,
        "wins": {a: wins[a] for a in ANIMALS if wins[a]},
        "cards_played": {c: cards[c] for c in CARDS if cards[c]},
        "failures": failures,
    }
