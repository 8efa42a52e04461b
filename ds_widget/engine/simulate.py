"""Many games between random players, for statistics, stress tests and benchmarks.

Each game ``i`` of a run with seed ``S`` uses setup seed ``S + i``; the random player draws from
its own generator seeded from the same number, so every game of a run can be replayed alone.
"""
from __future__ import annotations

import json
import os
import time
import traceback
from collections import Counter
from collections.abc import Callable
from typing import Any

from .constants import ANIMALS, CARDS
from .errors import SetupError, brief
from .flow import advance, choose
from .rng import Rng
from .setup import new_state, normalise_setup
from .state import RECORD_VERSION

DEFAULT_MAX_TURNS = 200
"""Non-rule turn limit for bot games (RULES.md R29): a game that reaches it is not completed."""
MAX_TURN_LIMIT = 10_000
"""Random play may empty the earth, after which the game has no end (R29): simulate always needs
a turn limit, at most this."""

BOT_SALT = 0x5EED_B07


def play_random_game(players: int, seed: int, *, max_turns: int | None = DEFAULT_MAX_TURNS,
                     record: bool = False, **variant: Any) -> dict[str, Any]:
    """Play one game choosing uniformly at random among the legal options of every decision."""
    st = new_state(normalise_setup(players, seed=seed, max_turns=max_turns, **variant))
    st.events = None
    bot = Rng(seed ^ BOT_SALT)
    chosen: list[str] = []
    d = advance(st)
    decisions = 0
    while d is not None:
        opts = d.options
        opt = opts[bot.below(len(opts))] if len(opts) > 1 else opts[0]
        if record:
            chosen.append(opt.id)
        d = choose(st, opt.id)
        decisions += 1
    res = st.result or {}
    out = {"seed": seed, "completed": res.get("reason") == "ice_age", "turns": st.turn,
           "decisions": decisions, "winner": res.get("winner"), "scores": res.get("scores"),
           "cards": list(st.played), "reason": res.get("reason")}
    if record:
        out["record"] = {"format": "ds_widget.record", "version": RECORD_VERSION,
                         "setup": dict(st.setup), "choices": chosen, "start": None}
    return out


def simulate(players: int, games: int, seed: int = 0, *, max_turns: int | None = DEFAULT_MAX_TURNS,
             save_dir: str | None = None, progress: Callable[[int, int], None] | None = None,
             **variant: Any) -> dict[str, Any]:
    """Play ``games`` random games and summarise them (the ``simulate`` command's JSON)."""
    if isinstance(max_turns, bool) or not isinstance(max_turns, int) or not 1 <= max_turns <= MAX_TURN_LIMIT:
        raise SetupError(f"simulate needs a turn limit from 1 to {MAX_TURN_LIMIT} (random play may empty "
                         f"the earth, and then the game never ends: RULES.md R29), got {brief(max_turns)}")
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
    for i in range(games):
        game_seed = seed + i
        try:
            g = play_random_game(players, game_seed, max_turns=max_turns, record=bool(save_dir),
                                 **variant)
        except Exception as exc:  # an engine error: count it and keep going
            errors += 1
            if len(failures) < 10:
                failures.append({"seed": game_seed, "error": repr(exc),
                                 "where": traceback.format_exc(limit=-3)})
            if progress:
                progress(i + 1, games)
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
        if progress:
            progress(i + 1, games)
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
