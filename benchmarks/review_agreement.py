"""Does the review agree with itself? The same seats judged with three reviewer seeds.

    python benchmarks/review_agreement.py --games 20 --workers 2          # play, review, log (resumable)
    python benchmarks/review_agreement.py --games 20 --report             # the tables, from the log

For each game seed S from ``--seed``: a 4-player game, seats coach, greedy, random, greedy (as the
issue's games 31 and 32: ``tournament.seat_seed`` seeds each bot; played once, its record kept in
``benchmarks/results/agreement_games/``), then for each seat of
``--seats`` (default the coach's, the first greedy's and the random's: seats 0, 1, 2) and each
reviewer seed R of ``--reviewers`` (101, 202, 303 — none of them a player's seed, so the review's
draws are never the players'), ``Review(game, [seat], seed=R)`` with ``--every N`` judging every
N-th decision only (a sample; the play is whole). One line of ``--log`` per (game, seat, reviewer
seed): each judged decision's ply, verdict, loss, interval, rounds and playouts, and the review's
CPU seconds (``time.process_time`` of the process: pin it, ``taskset -c 1``, to read it as one core's).

The report: per game and seat, the decisions marked mistake or blunder under each reviewer seed,
under any and under all three; over everything, of the decisions marked mistake or worse under one
seed, the share so marked under all three, and how many decisions are marked best/good under one
seed and mistake or worse under another; per kind of seat, verdicts per 100 decisions (each
reviewer seed counted, so the mean over the seeds); the CPU per review and per decision.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots.registry import make_bot  # noqa: E402
from ds_widget.bots.tournament import seat_seed  # noqa: E402
from ds_widget.engine import Match  # noqa: E402
from ds_widget.review import VERDICTS, Review  # noqa: E402

SEATS = ("coach", "greedy", "random", "greedy")
LOG = ROOT / "benchmarks" / "results" / "review_agreement.jsonl"
GAMES = ROOT / "benchmarks" / "results" / "agreement_games"
MARKED = ("mistake", "blunder")
FINE = ("only", "best", "good")


def play(seed: int) -> Match:
    """Game ``seed``, played once and kept (``GAMES``/seed.json: the coach's seat takes a minute to
    play, and each game is reviewed nine times); a kept game is replayed from its record."""
    kept = GAMES / f"{seed}.json"
    if kept.exists():
        return Match.from_record(json.loads(kept.read_text()))
    game = Match.new(players=len(SEATS), seed=seed)
    bots = [make_bot(k, seat_seed(seed, i)) for i, k in enumerate(SEATS)]
    while (d := game.pending) is not None:
        game.choose(bots[game.state.animals[d.animal].player].pick(game))
    GAMES.mkdir(parents=True, exist_ok=True)
    tmp = kept.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(game.record()))
    tmp.replace(kept)
    return game


def one(seed: int, seat: int, reviewer: int, every: int, commit: str) -> dict[str, Any]:
    game = play(seed)
    review = Review(game, [seat], seed=reviewer)
    review.plan = review.plan[::every]
    t0 = time.process_time()
    w0 = time.perf_counter()
    while not review.done:
        review.step()
    cpu, wall = time.process_time() - t0, time.perf_counter() - w0
    return {"game": seed, "seat": seat, "kind": SEATS[seat], "reviewer": reviewer, "every": every,
            "commit": commit, "cpu": round(cpu, 2), "wall": round(wall, 2),
            "decisions": [{"ply": r["ply"], "verdict": r["verdict"], "loss": r["loss"],
                           "interval": r.get("interval"), "rounds": r.get("rounds"),
                           "playouts": r.get("playouts"), "seconds": r.get("seconds")}
                          for r in review.results]}


def read(log: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in log.read_text().splitlines()] if log.exists() else []


def report(rows: list[dict[str, Any]], reviewers: list[int]) -> None:
    agree = len(reviewers) > 1                   # one reviewer seed: the rates only (nothing to agree with)
    by = defaultdict(dict)                       # (game, seat) -> reviewer -> {ply: verdict}
    for r in rows:
        by[(r["game"], r["seat"])][r["reviewer"]] = {d["ply"]: d["verdict"] for d in r["decisions"]}
    if agree:
        print("| game, seat | decisions | marked mistake or blunder, per reviewer seed | by any seed | by all three |")
        print("| --- | --- | --- | --- | --- |")
    tot_any = tot_all = flips = 0
    for (g, s), rev in sorted(by.items()):
        if not all(x in rev for x in reviewers):
            continue
        plies = set.intersection(*(set(rev[x]) for x in reviewers))
        marks = [{p for p in plies if rev[x][p] in MARKED} for x in reviewers]
        any_, all_ = set.union(*marks), set.intersection(*marks)
        fine = set.union(*({p for p in plies if rev[x][p] in FINE} for x in reviewers))
        flips += len(fine & any_)
        tot_any += len(any_)
        tot_all += len(all_)
        per = ", ".join(str(len(m)) for m in marks)
        if agree:
            print(f"| {g}, {SEATS[s]} | {len(plies)} | {per} | {len(any_)} | {len(all_)} |")
    if tot_any and agree:
        print(f"\nmarked mistake or worse under one seed, so marked under all three: {tot_all} of {tot_any}"
              f" ({100 * tot_all / tot_any:.0f} %); best/good under one seed and mistake or worse under"
              f" another: {flips}")
    print("\n| seat | reviews | decisions judged | " + " | ".join(VERDICTS) + " | mistake + blunder |")
    print("| --- " * (len(VERDICTS) + 4) + "|")
    for kind in dict.fromkeys(SEATS):
        mine = [r for r in rows if r["kind"] == kind and r["reviewer"] in reviewers]
        ds = [d for r in mine for d in r["decisions"]]
        if not ds:
            continue
        n = len(ds)
        c = {v: 100 * sum(d["verdict"] == v for d in ds) / n for v in VERDICTS}
        print(f"| {kind} | {len(mine)} | {n} | " + " | ".join(f"{c[v]:.1f}" for v in VERDICTS)
              + f" | **{c['mistake'] + c['blunder']:.1f}** |")
    ratios(rows, reviewers)
    cpu = sorted(r["cpu"] / max(1, len(r["decisions"])) for r in rows)
    whole = sorted(r["cpu"] * r["every"] for r in rows)
    per = sorted(d["seconds"] for r in rows for d in r["decisions"] if d.get("seconds") is not None)
    po = [d["playouts"] for r in rows for d in r["decisions"] if d.get("playouts") is not None]
    if cpu:
        print(f"\nCPU s per decision judged min / median / max {min(per):.3f} /"
              f" {statistics.median(per):.3f} / {max(per):.3f};"
              f" playouts per decision mean {statistics.mean(po):.1f}, max {max(po)};"
              f" CPU s per whole seat (a sampled review times its --every) min / median / max"
              f" {whole[0]:.0f} / {statistics.median(whole):.0f} / {whole[-1]:.0f}")


def ratios(rows: list[dict[str, Any]], reviewers: list[int], resamples: int = 2000) -> None:
    """Marks (mistake + blunder) per 100 of greedy / coach and random / greedy, with a 90 % interval
    from resampling the games whole (``resamples`` draws, seed 1): a game's seats share its board."""
    per: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for r in rows:
        if r["reviewer"] in reviewers:
            tally = per[r["game"]][r["kind"]]
            tally[0] += sum(d["verdict"] in MARKED for d in r["decisions"])
            tally[1] += len(r["decisions"])
    games = sorted(g for g, k in per.items() if all(k[x][1] for x in ("coach", "greedy", "random")))
    if not games:
        return

    def rate(gs: list[int], kind: str) -> float:
        return sum(per[g][kind][0] for g in gs) / sum(per[g][kind][1] for g in gs)

    rng = random.Random(1)
    draws = [[rng.choice(games) for _ in games] for _ in range(resamples)]
    for top, bottom in (("greedy", "coach"), ("random", "greedy")):
        spread = sorted(rate(d, top) / rate(d, bottom) for d in draws if rate(d, bottom))
        print(f"\n{top} / {bottom} marks per 100: {rate(games, top) / rate(games, bottom):.2f}x "
              f"(90 % interval {spread[len(spread) // 20]:.2f}-{spread[-len(spread) // 20 - 1]:.2f}, "
              f"{len(games)} games resampled whole)", end="")
    print()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=31)
    p.add_argument("--seats", default="0,1,2")
    p.add_argument("--reviewers", default="101,202,303")
    p.add_argument("--every", type=int, default=1)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--log", type=Path, default=LOG)
    p.add_argument("--report", action="store_true", help="only print the tables from the log")
    args = p.parse_args()
    reviewers = [int(x) for x in args.reviewers.split(",")]
    games = range(args.seed, args.seed + args.games)
    if not args.report:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=ROOT).stdout.strip()
        done = {(r["game"], r["seat"], r["reviewer"]) for r in read(args.log)}
        todo = [(g, int(s), r) for g in games for s in args.seats.split(",") for r in reviewers
                if (g, int(s), r) not in done]
        print(f"{len(todo)} reviews to run", flush=True)
        with ProcessPoolExecutor(args.workers) as pool:
            # each game played once first: its seats' reviews, run side by side, would each play it
            unplayed = sorted({g for g, _, _ in todo if not (GAMES / f"{g}.json").exists()})
            for i, _ in enumerate(pool.map(play, unplayed), 1):
                print(f"played {i}/{len(unplayed)}", flush=True)
            futs = [pool.submit(one, g, s, r, args.every, commit) for g, s, r in todo]
            for i, f in enumerate(as_completed(futs), 1):
                row = f.result()
                with args.log.open("a") as out:
                    out.write(json.dumps(row) + "\n")
                print(f"{i}/{len(todo)} game {row['game']} seat {row['seat']} reviewer {row['reviewer']}:"
                      f" {row['cpu']} s CPU", flush=True)
    report([r for r in read(args.log) if r["game"] in games], reviewers)


if __name__ == "__main__":
    main()
