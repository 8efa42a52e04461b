"""The ladder: many games between bot levels at mixed seatings, and each level's rating.

Game ``i`` of a run with seed ``S`` is set up with seed ``S + i``; its seats' levels are drawn
(with replacement, at least two different levels; a costly level less often, :data:`SEAT_WEIGHT`)
from a generator of that game's own, and the bot
in seat ``k`` draws from its own generator (:func:`.tournament.seat_seed`). So a game's result does
not depend on where or in which order it was played: serial, ``workers=2`` and a Dask cluster give
the same results. Each seat's score is its VP; the ratings (:func:`.rating.ratings`: Elo scale,
95 % bootstrap intervals) are anchored at the weakest level that played, at 1000.

With ``log=path`` every finished game is appended to ``path`` as one JSON line, and the seeds
already there for the same levels, players and turn limit are not played again: a stopped run goes
on where it stopped and gives what an uninterrupted run gives.

    >>> out = ladder(2, seed=1, levels=["beginner", "greedy"], players=2, max_turns=2, boots=0)
    >>> [row["name"] for row in out["levels"]], out["games"], out["results"][0]["levels"]
    (['beginner', 'greedy'], 2, ['beginner', 'greedy'])
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from pathlib import Path
from typing import IO, Any

from ..engine.errors import SetupError, TooLargeError, brief
from ..engine.match import Match
from ..engine.rng import Rng
from ..engine.serialize import read_limited
from ..engine.simulate import DEFAULT_MAX_TURNS, MAX_TURN_LIMIT, run_all
from .levels import LEVEL_NAMES
from .rating import MAX_BOOTS, Rating, ratings
from .registry import BOT_KINDS
from .tournament import MAX_GAMES, play_bot_game, seat_seed, whole

#: weakest first: the order a ladder's levels are listed in, and its anchor the first that played
ORDER: tuple[str, ...] = ("random",) + LEVEL_NAMES + tuple(k for k in BOT_KINDS if k != "random"
                                                           and k not in LEVEL_NAMES)


#: how often a level is drawn for a seat, against :data:`USUAL_WEIGHT` for the others: a game with
#: the coach costs some 35 times one without, and with a ninth of the others' weight it still sits
#: in one game of ten — 200 of 2,000, enough to rate it (docs/benchmarks.md, "The ladder")
SEAT_WEIGHT: dict[str, int] = {"coach": 1}
USUAL_WEIGHT = 9


def seat_weights(levels: Sequence[str]) -> list[int]:
    """Each level's :data:`SEAT_WEIGHT`, in the order given."""
    return [SEAT_WEIGHT.get(lv, USUAL_WEIGHT) for lv in levels]


def seating(game_seed: int, levels: Sequence[str], players: int) -> list[str]:
    """The level of each seat of the game set up with ``game_seed``: drawn from ``levels`` with
    replacement in proportion to their :data:`SEAT_WEIGHT`, again while they are all the same (so
    at least two different levels play)."""
    rng = Rng(seat_seed(game_seed, 0) ^ 0x1ADDE75EA7)
    weights = seat_weights(levels)
    while True:
        seats = [levels[rng.weighted(weights)] for _ in range(players)]
        if len(set(seats)) >= 2:
            return seats


def _game(seed: int, levels: list[str], players: int, max_turns: int) -> dict[str, Any]:
    seats = seating(seed, levels, players)
    return {**play_bot_game(seats, seed, max_turns), "levels": seats}


def check(levels: Sequence[str], games: int, players: int, workers: int, max_turns: int,
          boots: int) -> list[str]:
    """The levels as a list, or :class:`SetupError` naming the first bad argument."""
    if isinstance(levels, str) or not isinstance(levels, Sequence):
        raise SetupError(f"levels must be a list of level names, got {brief(levels)}")
    bad = [lv for lv in levels if not isinstance(lv, str) or lv not in BOT_KINDS]
    if bad:
        raise SetupError(f"unknown level(s) {', '.join(map(brief, bad))}; levels are {', '.join(ORDER)}")
    if len(set(levels)) != len(levels) or len(levels) < 2:
        raise SetupError(f"a ladder needs at least 2 different levels, each once, got {brief(list(levels))}")
    whole("games", games, 1, MAX_GAMES)
    whole("players", players, 2, 6)
    whole("workers", workers, 1, 256)
    whole("max_turns", max_turns, 1, MAX_TURN_LIMIT)
    whole("boots", boots, 0, MAX_BOOTS)
    return list(levels)


#: the largest games log read back (a game is one line of about 250 bytes: some 250,000 games)
LOG_MAX_BYTES = 64_000_000


def _run_key(levels: list[str], players: int, max_turns: int) -> dict[str, Any]:
    return {"pool": levels, "weights": seat_weights(levels), "players": players, "max_turns": max_turns}


def read_log(path: str | os.PathLike[str]) -> bytes:
    """The log's bytes, read through the games' limit (none if there is no file yet)."""
    try:
        return read_limited(path, LOG_MAX_BYTES)
    except FileNotFoundError:
        return b""
    except (OSError, TooLargeError) as exc:
        raise SetupError(f"cannot read the log {brief(str(path))}: {exc}") from None


def logged_games(text: bytes, key: dict[str, Any], path: object = "") -> dict[int, dict[str, Any]]:
    """The games of a log's ``text`` played for the run ``key``, by seed. A line that is not a
    whole game of that run (cut short by a stop, another run's) is passed over."""
    try:
        lines = text.decode("utf-8").splitlines()
    except UnicodeDecodeError as exc:
        raise SetupError(f"cannot read the log {brief(str(path))}: {exc}") from None
    out: dict[int, dict[str, Any]] = {}
    for line in lines:
        try:
            row = json.loads(line)
        except ValueError:
            continue
        if not isinstance(row, dict) or row.pop("run", None) != key:
            continue
        seats, vp = row.get("levels"), row.get("vp")
        if (isinstance(row.get("seed"), int) and isinstance(seats, list) and isinstance(vp, list)
                and len(seats) == len(vp) == key["players"] and set(seats) <= set(key["pool"])):
            out[row["seed"]] = row
    return out


def _open_log(path: str | os.PathLike[str], cut: bool) -> IO[str]:
    """``path`` opened to append whole lines (after a newline when ``cut``: a stop cut its last line
    short)."""
    try:
        f = Path(path).open("a", encoding="utf-8")  # noqa: SIM115 - closed by ladder's finally; appends only
    except OSError as exc:
        raise SetupError(f"cannot write the log {brief(str(path))}: {exc.strerror or exc}") from None
    if cut:
        f.write("\n")
    return f


def logged_run(fn: Callable[..., dict[str, Any]], seeds: range, args: tuple[Any, ...], key: dict[str, Any],
               log: str | os.PathLike[str] | None, *, executor: Executor | None = None, workers: int = 1,
               progress: Callable[[int, int], None] | None = None,
               usable: Callable[[dict[str, Any]], bool] | None = None) -> list[dict[str, Any]]:
    """``fn(seed, *args)`` for every seed (``.simulate.run_all``), each game appended to ``log`` as
    it finishes with the run's ``key``, and the seeds already in ``log`` for that key (and
    ``usable``, if given) not played again: every game by seed, ``progress(done, total)`` as they
    finish (those found in the log count as done). The ladder's and the head to head's runs."""
    games = len(seeds)
    text = read_log(log) if log is not None else b""
    found = {s: r for s, r in logged_games(text, key, log).items() if usable is None or usable(r)}
    todo = [s for s in seeds if s not in found]
    skipped = games - len(todo)
    if progress is not None and skipped:
        progress(skipped, games)
    f = _open_log(log, bool(text) and not text.endswith(b"\n")) if log is not None and todo else None

    def write(row: dict[str, Any]) -> None:
        if f is not None:
            f.write(json.dumps({**row, "run": key}) + "\n")
            f.flush()

    try:
        rows = run_all(fn, todo, *args, executor=executor, workers=workers, on_result=write,
                       progress=None if progress is None else lambda d, _t: progress(skipped + d, games),
                       ) if todo else []
    finally:
        if f is not None:
            f.close()
    by_seed = {**found, **{r["seed"]: r for r in rows}}
    return [by_seed[s] for s in seeds]


def rate(results: list[dict[str, Any]], boots: int, seed: int) -> list[Rating]:
    """The ratings of the levels that played in ``results``, anchored at the weakest (:data:`ORDER`),
    listed weakest first."""
    games = [list(zip(r["levels"], r["vp"])) for r in results]
    played = {lv for r in results for lv in r["levels"]}
    anchor = min(played, key=ORDER.index)
    rows = ratings(games, boots=boots, seed=seed, anchor=anchor)
    return sorted(rows, key=lambda row: ORDER.index(row["name"]))


def ladder(games: int, seed: int = 0, *, levels: Sequence[str] = LEVEL_NAMES, players: int = 4,
           workers: int = 1, executor: Executor | None = None,
           progress: Callable[[int, int], None] | None = None, boots: int = 200,
           max_turns: int = DEFAULT_MAX_TURNS, log: str | os.PathLike[str] | None = None) -> dict[str, Any]:
    """Play ``games`` games of ``players`` seats between ``levels`` (module docstring) and rate them:
    ``{"levels": [{"name", "rating", "low", "high", "games"}], "games": n, "results": [...]}``, the
    levels weakest first, ``results`` every game by seed (with its seats' ``levels``). The games run
    on ``executor`` if given, else in ``workers`` local processes (as :func:`.tournament.tournament`);
    ``progress(done, total)`` as games finish (those found in the log count as done)."""
    pool = check(levels, games, players, workers, max_turns, boots)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise SetupError(f"seed must be a whole number, got {brief(seed)}")
    Match.new(players=players, seed=seed, max_turns=max_turns)   # bad setup: SetupError now
    results = logged_run(_game, range(seed, seed + games), (pool, players, max_turns),
                         _run_key(pool, players, max_turns), log, executor=executor, workers=workers,
                         progress=progress)
    return {"levels": rate(results, boots, seed), "games": games, "results": results}
