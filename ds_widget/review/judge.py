"""The review: the coach applied to every decision a player made in a game.

For every *real* decision of the chosen seats (more than one option) the reviewer — the strongest
bot level (:data:`REVIEWER`) with its usual counted budget, so the review is the same on every
machine — values the option taken and its best options from the position before the decision,
with the same playouts for all of them (the same hidden draws and the same horizon:
:meth:`ds_widget.bots.coach.CoachBot.analyse` with ``extra``). The best is the reviewer's choice
as the coach makes it (:meth:`~ds_widget.bots.coach.CoachBot.first`: the best valued, or the greedy
bot's first choice when none is valued more than ``CoachBot.KEEP_MARGIN`` higher), so a move the
coach would play is never a mistake; the loss is its value minus the value of the option taken;
:mod:`.verdicts` turns it into a word.

Standard library only, like the bots. :class:`Review` is a step-by-step job (the widget runs it
in the background, a step at a time, and can stop between steps); :func:`review_game` runs it
whole. Either reads its own copy of the record: the game being reviewed is never touched.
"""
from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Callable, Sequence
from typing import Any

from ..bots.coach import CoachBot
from ..bots.levels import STRONGEST
from ..bots.registry import make_bot
from ..engine.errors import MalformedError, brief
from ..engine.flow import option_facts
from ..engine.match import Match
from .verdicts import INACCURACY_AT_MOST, VERDICTS, is_mistake, verdict

REVIEWER = STRONGEST
"""the bot level the review asks for by name (``bots.registry``): the ladder's strongest
(:data:`ds_widget.bots.levels.STRONGEST`, today the coach); it must value options as the coach
does (``analyse`` with ``extra``, ``revalue``, ``first``)"""
MAX_RECORD_CHOICES = 100_000
CHECK_ABOVE = 2.0
CHECK_PLAYOUTS = 2
"""a decision that looks to lose more than CHECK_ABOVE VP is checked: the option taken and the best are each played
out this many more times (draws of their own, common to both) and valued over all their playouts —
two playouts a candidate leave several VP of luck in a difference (docs/benchmarks.md)"""


def reviewer(seed: int) -> CoachBot:
    """The reviewing bot (:data:`REVIEWER`) with ``seed``."""
    bot = make_bot(REVIEWER, seed)
    if not isinstance(bot, CoachBot):           # pragma: no cover - a registry mistake
        raise TypeError(f"the reviewer {REVIEWER!r} cannot value options")
    return bot


class ReviewError(MalformedError):
    """A review that cannot be made: a seat that does not exist, a record that is not a game."""

    code = "review/invalid"


def load_record(data: Any) -> dict[str, Any]:
    """A game record as a dict: the record itself, a saved game's JSON, or a :class:`Match`
    (its record up to its cursor). Corrupt, hostile or too large input is refused by
    :meth:`Match.load`'s own checks (size, depth, format) with the project's errors."""
    if isinstance(data, Match):
        return data.record()
    game = Match.load(data)                 # raises InvalidStateError/TooLargeError
    return game.record()


def check_seats(game: Match, seats: Sequence[int]) -> list[int]:
    """The seats as a sorted list of seat numbers (0 = the first player); a seat that does not exist
    is refused by its number as players count (the first player is seat 1), with the seats there are."""
    players = sorted({x.player for x in game.state.animals.values()})
    if isinstance(seats, (str, bytes)) or not isinstance(seats, Sequence) or not seats:
        raise ReviewError(f"seats must be a list of seat numbers, got {brief(seats)}")
    out = []
    for s in seats:
        if s.__class__ is not int or s not in players:
            shown = s + 1 if s.__class__ is int else brief(s)       # seats are said as players count them
            raise ReviewError(f"seat {shown} does not exist: this game has seats "
                              f"{', '.join(str(p + 1) for p in players)} (the first player is seat 1)")
        out.append(s)
    return sorted(set(out))


class Review:
    """``Review(record, seats=[0], seed=None)``: the decisions of ``seats`` to judge, judged one per
    :meth:`step`. ``seed`` is the reviewer's (default: the game's setup seed), so the same record
    gets the same review. ``results`` holds what is judged so far, in game order."""

    def __init__(self, record: Any, seats: Sequence[int] = (0,), *, seed: int | None = None) -> None:
        self.record = load_record(record)
        g = Match.from_record(self.record, upto=0)       # our own copy: replayed once, then moved with goto
        self.seats = check_seats(g, seats)
        setup_seed = self.record.get("setup", {}).get("seed", 0)
        self.seed = setup_seed if seed is None else seed
        self.bot = reviewer(self.seed)
        choices = self.record["choices"]
        self.plan: list[int] = []
        """the plies to judge: the number of choices before each (the position it was made in)"""
        for ply, c in enumerate(choices):
            d = g.pending
            if d is not None and len(d.options) > 1 and g.state.animals[d.animal].player in self.seats:
                self.plan.append(ply)
            g.choose(c)
        self.game = g
        self.results: list[dict[str, Any]] = []
        self.seconds = 0.0

    @property
    def total(self) -> int:
        return len(self.plan)

    @property
    def done(self) -> bool:
        return len(self.results) >= len(self.plan)

    def step(self) -> dict[str, Any]:
        """Judge the next decision and return its judgement (see :func:`judge`)."""
        t0 = time.process_time()
        ply = self.plan[len(self.results)]
        self.game.goto(ply)
        out = judge(self.game, self.record["choices"][ply], self.bot)
        self.results.append(out)
        self.seconds += time.process_time() - t0
        return out

    def run(self, progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None) -> dict[str, Any]:
        """Judge what is left (``progress(done, total)`` after each; stops early when
        ``cancelled()`` says so) and return :meth:`summary`."""
        while not self.done:
            if cancelled is not None and cancelled():
                break
            self.step()
            if progress is not None:
                progress(len(self.results), self.total)
        return self.summary()

    def summary(self) -> dict[str, Any]:
        """``{"decisions": [...], "counts": {verdict: n}, "seconds": CPU seconds, "complete"}``."""
        counts = dict.fromkeys(VERDICTS, 0)
        for r in self.results:
            counts[r["verdict"]] += 1
        return {"decisions": list(self.results), "counts": counts, "seconds": round(self.seconds, 3),
                "complete": self.done, "seats": list(self.seats), "seed": self.seed}

    def mistakes(self) -> list[dict[str, Any]]:
        return [r for r in self.results if is_mistake(r["verdict"])]


def judge(game: Match, taken: str, bot: CoachBot) -> dict[str, Any]:
    """The reviewer's judgement of choosing ``taken`` in ``game``'s pending decision: ``ply``,
    ``seat``, ``animal``, ``kind``, ``taken``, ``best``, ``loss`` (VP), ``verdict``, and ``rows``: each
    option the reviewer valued (best first) with its ``value`` and its ``terms`` (what a reason
    compares: VP scored until the end of the turn, what the earth would score, the best other
    animal's outlook, species endangered, tiles dominated)."""
    d = game.pending
    assert d is not None
    ranked = bot.analyse(game, extra=taken)
    rows = [{"option": r["option"], "value": r["value"], "outlook": r["outlook"], "terms": dict(r["terms"]),
             "cut": r["cut"], "n": r["n"], "greedy": r["greedy"], "facts": option_facts(d.option(r["option"]), d)}
            for r in ranked]
    checked: set[str] = set()
    for salt in range(2):                  # check the taken and the best; a new best once more
        best = bot.first(sorted(rows, key=lambda r: -r["value"]))[0]
        mine = next(r for r in rows if r["option"] == taken)
        todo = [r for r in (mine, best) if r["option"] not in checked]
        if best["value"] - mine["value"] <= CHECK_ABOVE or not todo:
            break
        horizon = next((r["cut"] for r in rows if r["cut"] is not None), None)
        extra = bot.revalue(game, [r["option"] for r in todo], CHECK_PLAYOUTS, horizon, salt=salt)
        for r in todo:
            lines = extra[r["option"]]
            n = r["n"] + len(lines)
            r["value"] = (r["value"] * r["n"] + sum(x[0] for x in lines)) / n
            r["outlook"] = (r["outlook"] * r["n"] + sum(x[3] for x in lines)) / n
            r["terms"] = {k: (v * r["n"] + sum(x[6][k] for x in lines)) / n for k, v in r["terms"].items()}
            r["n"] = n
            checked.add(r["option"])
    rows = bot.first(sorted(rows, key=lambda r: -r["value"]))
    for r in rows:
        r.update(value=round(r["value"], 3), outlook=round(r["outlook"], 3),
                 terms={k: round(v, 3) for k, v in r["terms"].items()})
    best = rows[0]                         # the reviewer's choice, as the coach chooses
    mine = next(r for r in rows if r["option"] == taken)
    loss = max(0.0, best["value"] - mine["value"])
    only = mine is best and all(best["value"] - r["value"] > INACCURACY_AT_MOST for r in rows[1:])
    return {"ply": game.ply, "seat": game.state.animals[d.animal].player, "animal": d.animal,
            "kind": d.kind, "taken": taken, "best": best["option"], "loss": round(loss, 2),
            "verdict": verdict(loss, only=only), "rows": rows}


def review_game(record: Any, seats: Sequence[int] = (0,), *, seed: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Review ``seats`` of a game record whole: :meth:`Review.summary` of every decision."""
    return Review(record, seats, seed=seed).run(progress, cancelled)


def regrade(game: Match, judged: dict[str, Any], option: str, seed: int) -> dict[str, Any]:
    """A new choice ``option`` at a judged decision (``game`` at its position), graded as the review
    graded the one taken: the options the reviewer valued keep their values; another is valued
    beside them with the same playouts (:func:`judge`). The judgement of ``option``."""
    rows = {r["option"]: r for r in judged["rows"]}
    if option not in rows:
        judged = dict(judged, rows=judge(game, option, reviewer(seed))["rows"])
        rows = {r["option"]: r for r in judged["rows"]}
    best = judged["rows"][0]
    loss = max(0.0, best["value"] - rows[option]["value"])
    return dict(judged, taken=option, best=best["option"], loss=round(loss, 2), verdict=verdict(loss))


#: the worker's last record replayed, with its reviewer: (key, game, bot)
_replayed: list[Any] = []


def judge_at(record_json: str, seed: int, ply: int) -> dict[str, Any]:
    """:func:`judge` of decision ``ply`` of a record given as JSON text — what a worker process runs
    for the widget (one call per decision; the record is replayed once for all the calls about it)."""
    key = (hashlib.sha1(record_json.encode()).hexdigest(), seed)
    if not _replayed or _replayed[0] != key:
        record = json.loads(record_json)
        _replayed[:] = [key, Match.from_record(record), reviewer(seed), record["choices"]]
    _key, game, bot, choices = _replayed
    game.goto(ply)
    return judge(game, choices[ply], bot)
