"""Command line: ``python -m ds_widget simulate | tournament | ladder | check | render | player-aid |
audit-positions | review``.

``simulate`` and ``check`` use the engine only (standard library); ``render`` imports the SVG
renderer lazily, so the engine commands work without svgwrite installed.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from .explain.catalog import LANGUAGES

VARIANTS = ("multi", "random_earth", "short_game")


class Progress:
    """A tqdm progress bar on stderr as games (or decisions) finish (not with ``--json``, nor without tqdm)."""

    def __init__(self, total: int, what: str, show: bool = True, unit: str = " games") -> None:
        try:
            from tqdm import tqdm
        except ImportError:                      # the engine commands also work without it
            self.bar = None
            return
        self.bar = tqdm(total=total, unit=unit, desc=what, file=sys.stderr, disable=not show)

    def __call__(self, done: int, total: int) -> None:
        if self.bar is not None:
            self.bar.update(done - self.bar.n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def executor_for(args: argparse.Namespace) -> tuple[Any, Any]:
    """``(executor, client)`` for ``--dask ADDRESS`` (a Dask distributed scheduler), else
    ``(None, None)``: the games then run in ``--workers`` local processes."""
    if not getattr(args, "dask", None):
        return None, None
    try:
        from dask.distributed import Client
    except ImportError:
        raise SystemExit("error: --dask needs Dask: pip install 'ds_widget[dask]'") from None
    client = Client(args.dask)
    return client.get_executor(), client


def run_games(args: argparse.Namespace, what: str, run: Callable[[Progress, Any], dict[str, Any]]
              ) -> dict[str, Any] | None:
    """``run(progress, executor)`` with a progress bar and the executor the arguments ask for,
    both closed afterwards; a :class:`SetupError` is printed and gives ``None``."""
    from .engine.errors import SetupError
    bar = Progress(args.games, what, show=not args.json)
    executor, client = executor_for(args)
    try:
        return run(bar, executor)
    except SetupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return None
    finally:
        bar.close()
        if client is not None:
            client.close()


def cmd_simulate(args: argparse.Namespace) -> int:
    from .engine.simulate import simulate
    variant: dict[str, Any] = dict.fromkeys(args.variant or [], True)
    if args.remove_cards:
        variant["remove_cards"] = args.remove_cards
    out = run_games(args, "simulate", lambda bar, executor: simulate(
        args.players, args.games, args.seed, max_turns=args.max_turns, save_dir=args.save, progress=bar,
        executor=executor, workers=args.workers, **variant))
    if out is None:
        return 2
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{out['games']} games, {out['players']} players: {out['completed']} completed, "
              f"{out['errors']} errors, {out['seconds']} s ({out['games_per_second']} games/s), "
              f"mean {out['mean_rounds']} turns")
        if out["stopped_by_turn_limit"]:
            print(f"stopped by the turn limit: {out['stopped_by_turn_limit']} (seeds "
                  f"{', '.join(map(str, out['stopped_seeds']))})")
        print("wins:", ", ".join(f"{a} {n}" for a, n in out["wins"].items()) or "-")
        print("cards:", ", ".join(f"{c} {n}" for c, n in out["cards_played"].items()) or "-")
    return 0 if out["errors"] == 0 else 1


def cmd_tournament(args: argparse.Namespace) -> int:
    from .bots.tournament import tournament
    variant: dict[str, Any] = dict.fromkeys(args.variant or [], True)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    out = run_games(args, "tournament", lambda bar, executor: tournament(
        bots, args.games, args.seed, workers=args.workers, executor=executor, max_turns=args.max_turns,
        progress=bar, **variant))
    if out is None:
        return 2
    if args.json:
        print(json.dumps({k: v for k, v in out.items() if k != "results" or args.results}))
        return 0
    print(f"{out['games']} games ({out['completed']} completed, {out['stopped_by_turn_limit']} stopped by the "
          f"turn limit), mean {out['mean_turns']} turns, {out['seconds']} s")
    print(f"{'seat':>4}  {'bot':10} {'wins':>5} {'win rate':>9}  {'95% interval':>15} {'mean VP':>8}")
    for k, bot in enumerate(out["bots"]):
        lo, hi = out["win_ci95"][k]
        print(f"{k + 1:>4}  {bot:10} {out['wins'][k]:>5} {out['win_rate'][k]:>9.1%}  "
              f"{lo:>6.1%} – {hi:>6.1%} {out['mean_vp'][k]:>8}")
    return 0


def cmd_ladder(args: argparse.Namespace) -> int:
    import time

    from .bots.ladder import ladder
    from .bots.rating import ANCHOR_RATING
    levels = [lv.strip() for lv in args.levels.split(",") if lv.strip()] if args.levels else None
    t0 = time.perf_counter()
    out = run_games(args, "ladder", lambda bar, executor: ladder(
        args.games, args.seed, workers=args.workers, executor=executor, players=args.players,
        max_turns=args.max_turns, boots=args.boots, log=args.log, progress=bar,
        **({"levels": levels} if levels is not None else {})))
    if out is None:
        return 2
    if args.json:
        print(json.dumps({"levels": out["levels"], "games": out["games"]}))
        return 0
    print(f"{out['games']} games of {args.players} seats, {time.perf_counter() - t0:.1f} s; "
          f"Elo-style ratings, the weakest level at {ANCHOR_RATING:g}")
    print(f"{'level':10} {'rating':>7}  {'95% interval':>15} {'games':>6}")
    for row in out["levels"]:
        span = ("" if row["low"] is None else "(anchor)" if row["low"] == row["high"] == row["rating"]
                else f"{row['low']:>7.0f} – {row['high']:<7.0f}")
        print(f"{row['name']:10} {row['rating']:>7.0f}  {span:>15} {row['games']:>6}")
    return 0


def read_saved(path: str) -> bytes:
    """The bytes of a saved game file, at most :data:`MAX_BYTES` (+1, so that a larger file is
    refused by :func:`parse_json` with a clear message instead of being read whole)."""
    from .engine.serialize import read_limited
    return read_limited(path)


def cmd_check(args: argparse.Namespace) -> int:
    from .engine import Match
    from .engine.errors import DSError
    from .engine.serialize import parse_json
    try:
        raw = read_saved(args.file)
    except OSError as exc:
        print(f"invalid: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except DSError as exc:                  # too large: refused from its size
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    try:
        data = parse_json(raw)
        game = Match.load(data)
    except DSError as exc:
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    st = game.state
    kind = "record" if isinstance(data, dict) and data.get("format") == "ds_widget.record" else "state"
    result = game.result
    status = f"over ({result['reason']}, winner {game.winner})" if st.over and result else repr(game)
    print(f"valid {kind}: {len(st.animals)} animals, turn {st.turn}, ply {st.ply}; {status}")
    return 0


def cmd_review(args: argparse.Namespace) -> int:
    """Review one seat of a saved game: a line per judged decision (or ``--json``), and with ``-o``
    the printable review."""
    from .engine.errors import DSError
    from .engine.serialize import parse_json
    from .explain import msg
    from .review import Review, reason
    from .review.shown import loss_words
    from .review.words import verdict_word
    try:
        raw = read_saved(args.file)
    except OSError as exc:
        print(f"error: cannot read {args.file}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    except DSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    try:
        review = Review(parse_json(raw), [args.seat - 1], seed=args.seed)
    except DSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    # the bar's words in the review's language (tqdm's own are its counts and times)
    bar = Progress(review.total, msg("review_print.progress", args.lang), show=not args.json,
                   unit=" " + msg("review_print.unit", args.lang))
    try:
        out = review.run(progress=bar)
    finally:
        bar.close()
    if args.output:
        from .review.printout import write_review
        write_review(review.record, out, args.output, args.lang)
    if args.json:
        keep = ("ply", "seat", "taken", "best", "loss", "verdict", "interval", "rounds", "playouts", "seconds")
        print(json.dumps({"decisions": [{k: (d[k] + 1 if k == "seat" else d[k]) for k in keep if k in d}
                                        for d in out["decisions"]],
                          "counts": out["counts"], "seconds": out["seconds"]}))
        return 0
    if not review.total:                          # a record in which the seat never had a choice
        print(msg("review_print.nothing", args.lang, seat=args.seat))
    for d in out["decisions"]:
        word = verdict_word(d["verdict"], args.lang)
        # the loss as the reason says it (one rounding: to the half VP, "0" when too small to say)
        print(f"{d['ply']:>5}  {word:<14} {loss_words(d['loss'], args.lang):>5}  {reason(d, args.lang)}")
    print(", ".join(f"{verdict_word(v, args.lang)} {n}" for v, n in out["counts"].items())
          + f"; {out['seconds']} s")
    if args.output:
        print(f"wrote {args.output}")
    return 0


def cmd_render(args: argparse.Namespace) -> int:
    from .engine import Match
    from .engine.errors import DSError
    from .engine.serialize import parse_json
    try:
        from .render import render_svg
    except ImportError as exc:  # pragma: no cover - svgwrite missing
        print(f"error: the renderer needs svgwrite ({exc})", file=sys.stderr)
        return 2
    try:
        data = parse_json(read_saved(args.file))
        if isinstance(data, dict) and data.get("format") == "ds_widget.record":
            game = Match.from_record(data, upto=args.step)
        else:
            if args.step is not None:
                print("error: --step needs a game record, not a saved state", file=sys.stderr)
                return 2
            game = Match.load(data)
    except (OSError, ValueError) as exc:
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    except DSError as exc:  # pragma: no cover - DSError is a ValueError
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    svg = render_svg(game.state, lang=args.lang, decision=game.pending,
                     events=game.last_events)
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(svg)
    print(f"wrote {args.output} ({len(svg)} bytes)")
    return 0


def cmd_player_aid(args: argparse.Namespace) -> int:
    from .render.aid import player_aid
    page = player_aid(args.lang)
    try:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(page)
    except OSError as exc:
        print(f"error: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    print(f"wrote {args.output} ({len(page)} bytes): print it from a browser, one A4 page")
    return 0


def cmd_audit_positions(args: argparse.Namespace) -> int:
    from .lessons.audit import audit
    if not 0 <= args.practice_seeds <= 1000:
        print("error: --practice-seeds must be between 0 and 1000", file=sys.stderr)
        return 2
    out = audit(args.practice_seeds)
    if args.json:
        print(json.dumps(out))
    else:
        print(f"{out['positions']} positions: {out['replayed']} reached by play (replayed), "
              f"{out['fragments']} fragments of an earth (rulebook examples, questions set up on a game's earth); "
              f"{len(out['implausible'])} not as they should be")
        for f in out["implausible"]:
            print(f"  {f['source']} ({f['provenance']}): {f['reason']}")
    return 0 if not out["implausible"] else 1


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m ds_widget",
                                description="Dominant Species: simulate, check and render games.")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("simulate", help="play random games and print statistics")
    s.add_argument("--players", type=int, default=4)
    s.add_argument("--games", type=int, default=10)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument("--json", action="store_true", help="print one JSON object")
    s.add_argument("--save", metavar="DIR", help="write each game's record into DIR")
    s.add_argument("--max-turns", type=int, default=200,
                   help="non-rule turn limit (R29), 1 to 10000: random play may empty the earth, and such a "
                        "game never ends. A game that hits it is reported as stopped, not completed")
    s.add_argument("--variant", action="append", choices=VARIANTS,
                   help="optional rule: multi (several animals per player), random_earth, "
                        "short_game; repeatable")
    s.add_argument("--remove-cards", type=int, default=0,
                   help="fan variant: remove this many random cards unseen")
    s.add_argument("--workers", type=int, default=1, help="local processes to play the games in (default 1)")
    s.add_argument("--dask", metavar="ADDRESS", help="play the games on a Dask distributed scheduler")
    s.set_defaults(func=cmd_simulate)
    t = sub.add_parser("tournament", help="games between bots, one per seat: win rates with 95%% intervals")
    t.add_argument("--bots", required=True, help="one bot per seat, comma-separated, e.g. greedy,greedy,random")
    t.add_argument("--games", type=int, default=20)
    t.add_argument("--seed", type=int, default=0)
    t.add_argument("--workers", type=int, default=1, help="local processes to play the games in (default 1)")
    t.add_argument("--dask", metavar="ADDRESS", help="play the games on a Dask distributed scheduler")
    t.add_argument("--max-turns", type=int, default=200, help="non-rule turn limit (R29), 1 to 10000")
    t.add_argument("--variant", action="append", choices=VARIANTS, help="optional rule; repeatable")
    t.add_argument("--json", action="store_true", help="print one JSON object")
    t.add_argument("--results", action="store_true", help="with --json: every game's result too")
    t.set_defaults(func=cmd_tournament)
    lad = sub.add_parser("ladder", help="games between bot levels at mixed seatings: each level's rating")
    lad.add_argument("--games", type=int, default=20)
    lad.add_argument("--seed", type=int, default=0)
    lad.add_argument("--levels", help="the levels to rate, comma-separated (default: the whole ladder, "
                                      "beginner,novice,intermediate,greedy,coach)")
    lad.add_argument("--players", type=int, default=4, help="seats per game, 2 to 6 (default 4)")
    lad.add_argument("--workers", type=int, default=1, help="local processes to play the games in (default 1)")
    lad.add_argument("--dask", metavar="ADDRESS", help="play the games on a Dask distributed scheduler")
    lad.add_argument("--max-turns", type=int, default=200, help="non-rule turn limit (R29), 1 to 10000")
    lad.add_argument("--boots", type=int, default=200, help="bootstrap resamples for the intervals (0: none)")
    lad.add_argument("--log", metavar="FILE", help="append every game to this JSON-lines file and skip the "
                                                    "seeds already there (resumable)")
    lad.add_argument("--json", action="store_true", help="print one JSON object: levels, games")
    lad.set_defaults(func=cmd_ladder)
    c = sub.add_parser("check", help="validate a saved state or game record")
    c.add_argument("file")
    c.set_defaults(func=cmd_check)
    r = sub.add_parser("render", help="draw a saved state or record as SVG")
    r.add_argument("file")
    r.add_argument("--step", type=int, default=None, help="stop a record after N choices")
    r.add_argument("--lang", default="en", choices=LANGUAGES)
    r.add_argument("-o", "--output", required=True)
    r.set_defaults(func=cmd_render)
    a = sub.add_parser("player-aid", help="write the one-page player aid (printable HTML)")
    a.add_argument("--lang", default="en", choices=LANGUAGES)
    a.add_argument("-o", "--output", required=True)
    a.set_defaults(func=cmd_player_aid)
    u = sub.add_parser("audit-positions", help="how every position the course shows was made (replayed or a "
                                               "fragment), and that it could occur in a game")
    u.add_argument("--json", action="store_true", help="print one JSON object")
    u.add_argument("--practice-seeds", type=int, default=24,
                   help="practice questions per kind and difficulty to check (default 24)")
    u.set_defaults(func=cmd_audit_positions)
    v = sub.add_parser("review", help="the coach reviews one seat's decisions in a saved game")
    v.add_argument("file", help="a saved game (the widget's Save, or a game record)")
    v.add_argument("--seat", type=int, required=True, help="the seat to review: 1 is the first player")
    v.add_argument("--lang", default="en", choices=LANGUAGES)
    v.add_argument("--seed", type=int, default=None, help="the reviewer's seed (default: the game's)")
    v.add_argument("-o", "--output", help="also write the printable review (HTML) here")
    v.add_argument("--json", action="store_true",
                   help="print one JSON object: decisions (ply, seat, taken, best, loss, verdict), counts, seconds")
    v.set_defaults(func=cmd_review)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "games", 1) < 0 or getattr(args, "games", 1) > 1_000_000:
        print("error: --games must be between 0 and 1000000", file=sys.stderr)
        return 2
    return int(args.func(args))
