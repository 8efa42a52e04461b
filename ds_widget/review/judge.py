"""The review: the coach applied to every decision a player made in a game.

For every *real* decision of the chosen seats (more than one option) the reviewer — the strongest
bot level (:data:`REVIEWER`) with its usual counted budget, so the review is the same on every
machine — first analyses the position as the coach does (:meth:`ds_widget.bots.coach.CoachBot.analyse`
with ``extra``: the option taken valued beside its candidates), which names the option taken's
rivals; then races them (:mod:`.sure`): paired playouts with draws of the reviewer's own until the
loss's interval clears the verdict's thresholds or the budget is spent. A verdict is given only where
the reviewer is sure; otherwise the decision is *unclear* and not marked.

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
from ..engine.serialize import STATE_FORMAT, parse_json
from ..explain.places import terrains_of
from .sure import RIVALS, Race, interval
from .verdicts import BEST_AT_MOST, VERDICTS, is_mistake

REVIEWER = STRONGEST
"""the bot level the review asks for by name (``bots.registry``): the ladder's strongest
(:data:`ds_widget.bots.levels.STRONGEST`, today the coach); it must value options as the coach
does (``analyse`` with ``extra``, ``paired``)"""
MAX_RECORD_CHOICES = 100_000


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
    :meth:`Match.load`'s own checks (size, depth, format) with the project's errors; a saved *state*
    is refused with :class:`ReviewError`: it holds one position, not the decisions that led to it."""
    if isinstance(data, Match):
        return data.record()
    if isinstance(data, (str, bytes, bytearray)):
        data = parse_json(data)             # raises InvalidStateError/TooLargeError
    if isinstance(data, dict) and data.get("format") == STATE_FORMAT:
        raise ReviewError("this is a saved state (format 'ds_widget.state'): it holds one position, not the "
                          "decisions that led to it, so there is nothing to review; review a game record "
                          "(format 'ds_widget.record', what the widget's Save writes)")
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
    """The reviewer's judgement of choosing ``taken`` in ``game``'s pending decision (raced against
    the coach's candidates, :meth:`CoachBot.shortlist`): ``ply``, ``seat``, ``animal``, ``kind``,
    ``taken``, ``best`` (the reviewer's best: the best rival, or the option taken when it is valued
    higher), ``rival`` (the rival the loss is measured against, :meth:`.sure.Race.measured`: the best on
    average, or for a mark that rests on another rival's range, that rival), ``loss`` (VP, the mean of the
    paired rounds against it, never below 0), ``interval`` (the loss's confidence interval,
    :data:`.sure.CONFIDENCE`, before it is clipped at 0), ``versus`` (each rival raced: mean, low and high of
    the loss to it alone, :meth:`.sure.Race.ranges`), ``verdict`` (:func:`.sure.sure_verdict`:
    "unclear" when the interval straddles a threshold), ``playouts`` (all the playouts this
    judgement took), ``rounds``, ``seconds`` (CPU), and
    ``rows``: each option raced, the best first, then by the rounds it stayed in the race, with its
    ``value``, ``n`` (its rounds) and its ``terms`` (what a reason compares: VP scored until the end of
    the turn, what the earth would score — in all and tile by tile —, the best other animal's
    outlook, species endangered, tiles dominated), averaged over its rounds; ``terrains``: each
    tile's terrain at the decision (a reason names a tile by it)."""
    t0 = time.process_time()
    d = game.pending
    assert d is not None
    ranked, picked = bot.shortlist(game)
    greedy = {o: (v, why) for v, o, why in ranked}
    race = Race(game, taken, [o for _, o, _ in picked if o != taken][:RIVALS], bot).run()
    _, low, high = race.loss()
    rival, loss = race.measured()
    best = rival if loss > BEST_AT_MOST else taken
    rows = [dict(race.averaged(o), option=o, greedy=greedy.get(o, (0.0, {}))[0],
                 why=greedy.get(o, (0.0, {}))[1], facts=option_facts(d.option(o), d))
            for o, ls in race.lines.items() if ls]
    rows.sort(key=lambda r: (r["option"] != best, -r["n"], -r["value"]))
    for r in rows:
        r.update(value=round(r["value"], 3), outlook=round(r["outlook"], 3),
                 terms={k: round(v, 3) for k, v in r["terms"].items()})
    return {"ply": game.ply, "seat": game.state.animals[d.animal].player, "animal": d.animal,
            "kind": d.kind, "taken": taken, "best": best or taken, "rival": rival,
            "loss": round(max(0.0, loss), 2),
            "interval": [round(low, 2), round(high, 2)], "verdict": race.verdict(),
            "versus": race.ranges(),
            "playouts": race.playouts(), "rounds": race.rounds,
            "seconds": round(time.process_time() - t0, 3), "rows": rows,
            "terrains": terrains_of(game.state)}


def review_game(record: Any, seats: Sequence[int] = (0,), *, seed: int | None = None,
                progress: Callable[[int, int], None] | None = None,
                cancelled: Callable[[], bool] | None = None) -> dict[str, Any]:
    """Review ``seats`` of a game record whole: :meth:`Review.summary` of every decision."""
    return Review(record, seats, seed=seed).run(progress, cancelled)


def regrade(game: Match, judged: dict[str, Any], option: str, seed: int) -> dict[str, Any]:
    """A new choice ``option`` at a judged decision (``game`` at its position), graded as the review
    grades: raced (:class:`.sure.Race`) against the reviewer's best and the move that was played, with
    draws of its own. The judgement of ``option`` (its verdict against the best), and ``played``:
    what it gives over the move played (``option``, ``gain`` — VP, its mean, below 0 when it is
    worse — and ``interval``), so the learner hears how the new choice compares with their own."""
    played = judged["taken"]
    if option == played:
        return dict(judged, played={"option": played, "gain": 0.0, "interval": [0.0, 0.0]})
    bot = reviewer(seed)
    rivals = [o for o in (judged["best"], played) if o != option]
    race = Race(game, option, rivals, bot, salt=1).run()
    _, low, high = race.loss()
    rival, loss = race.measured()
    gain, g_low, g_high = interval([-x for x in race.differences(played)])
    rows = {r["option"]: dict(r) for r in judged["rows"]}
    d = game.pending
    assert d is not None
    for o, ls in race.lines.items():
        if ls:
            base = rows.get(o) or {"option": o, "greedy": 0.0, "facts": option_facts(d.option(o), d)}
            rows[o] = dict(base, **race.averaged(o))
    best = rival if loss > BEST_AT_MOST else option
    ordered = sorted(rows.values(), key=lambda r: (r["option"] != best, -r["n"], -r["value"]))
    return dict(judged, taken=option, best=best or option, rival=rival, loss=round(max(0.0, loss), 2),
                interval=[round(low, 2), round(high, 2)], verdict=race.verdict(), rows=ordered,
                versus=race.ranges(),
                played={"option": played, "gain": round(gain, 2), "interval": [round(g_low, 2), round(g_high, 2)]})


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
