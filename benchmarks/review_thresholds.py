"""The data behind the review's verdict thresholds: how much random, greedy and coach players lose
per decision, as the review measures it.

    python benchmarks/review_thresholds.py --games 50 --workers 2            # play, review, log (resumable)
    python benchmarks/review_thresholds.py --games 50 --report               # the table, from the log

For each player kind K (random, greedy, coach) and each game seed S from ``--seed``: a 4-player
game, seat 1 played by K and seats 2-4 by greedy bots (``tournament.play_bot_game``, the seat
seeds of a tournament), then the review of seat 1 (``review.Review`` with its default reviewer
seed, the game's setup seed — not the coach seat's seed, so the coach's own decisions meet other
draws than it saw: what it "loses" then is the playouts' noise); with ``--every N`` only every
N-th of those decisions is judged (a sample, to fit the run in the time at hand). Each game is one line of
``--log`` (``benchmarks/results/review_losses_kept.jsonl``, the coach that keeps the greedy bot's
choice; ``review_losses.jsonl`` holds the run with the coach before it): the player, the seed, the
commit, every judged decision's loss, the review's CPU seconds and its slowest decision. Seeds
already logged for a kind are not played again.

The report prints, per kind, the loss percentiles and the verdict counts per 100 decisions with
the thresholds of ``ds_widget/review/verdicts.py`` — the table in docs/benchmarks.md.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots.registry import make_bot  # noqa: E402
from ds_widget.bots.tournament import seat_seed  # noqa: E402
from ds_widget.engine import Match  # noqa: E402
from ds_widget.review import VERDICTS, Review, verdict  # noqa: E402
from ds_widget.review.verdicts import INACCURACY_AT_MOST  # noqa: E402

KINDS = ("random", "greedy", "coach")
LOG = ROOT / "benchmarks" / "results" / "review_losses_kept.jsonl"


def play(kind: str, seed: int) -> Match:
    """Seat 1 played by ``kind``, seats 2-4 by greedy bots, seeded as a tournament seeds them."""
    kinds = [kind, "greedy", "greedy", "greedy"]
    game = Match.new(players=4, seed=seed)
    bots = [make_bot(k, seat_seed(seed, i)) for i, k in enumerate(kinds)]
    while (d := game.pending) is not None:
        game.choose(bots[game.state.animals[d.animal].player].pick(game))
    return game


def one(kind: str, seed: int, commit: str, every: int = 1) -> dict[str, Any]:
    game = play(kind, seed)
    review = Review(game, [0])
    review.plan = review.plan[::every]          # a sample of the decisions: every ``every``-th
    slowest = 0.0
    t0 = time.process_time()
    while not review.done:
        t = time.process_time()
        review.step()
        slowest = max(slowest, time.process_time() - t)
    cpu = time.process_time() - t0
    return {"player": kind, "seed": seed, "commit": commit, "every": every, "turns": game.state.turn,
            "vp": sum(x.vp for x in game.state.animals.values() if x.player == 0),
            "losses": [r["loss"] for r in review.results],
            "second_gap": [round(r["rows"][0]["value"] - r["rows"][1]["value"], 2)
                           if len(r["rows"]) > 1 and r["taken"] == r["best"] else None for r in review.results],
            "review_cpu": round(cpu, 2), "slowest": round(slowest, 3)}


def read(log: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in log.read_text().splitlines()] if log.exists() else []


def pct(xs: list[float], q: float) -> float:
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def report(rows: list[dict[str, Any]], games: int, seed: int) -> None:
    print(f"{'player':8} {'games':>5} {'decisions':>9}  loss p50 / p75 / p90 / p95 / p99   "
          + " ".join(f"{v:>10}" for v in VERDICTS))
    for kind in KINDS:
        mine = [r for r in rows if r["player"] == kind and seed <= r["seed"] < seed + games]
        if not mine:
            continue
        losses = sorted(x for r in mine for x in r["losses"])
        counts = dict.fromkeys(VERDICTS, 0)
        for r in mine:
            for x, gap in zip(r["losses"], r["second_gap"]):
                counts[verdict(x, only=gap is not None and gap > INACCURACY_AT_MOST)] += 1
        n = len(losses)
        print(f"{kind:8} {len(mine):>5} {n:>9}  "
              + " / ".join(f"{pct(losses, q):.2f}" for q in (0.5, 0.75, 0.9, 0.95, 0.99)) + "   "
              + " ".join(f"{100 * counts[v] / n:>10.1f}" for v in VERDICTS))
        cpu = [r["review_cpu"] for r in mine]
        print(f"{'':8} review CPU s per game min / median / max {min(cpu):.1f} / {statistics.median(cpu):.1f}"
              f" / {max(cpu):.1f}; slowest decision {max(r['slowest'] for r in mine):.2f} s; "
              f"mean {statistics.mean(len(r['losses']) for r in mine):.0f} decisions per game")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--log", type=Path, default=LOG)
    p.add_argument("--kinds", default=",".join(KINDS))
    p.add_argument("--every", type=int, default=1,
                   help="judge every N-th decision of seat 1 only (a sample; the play is whole)")
    p.add_argument("--report", action="store_true", help="only print the table from the log")
    args = p.parse_args()
    if not args.report:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                                cwd=ROOT).stdout.strip()
        done = {(r["player"], r["seed"]) for r in read(args.log)}
        todo = [(k, s) for s in range(args.seed, args.seed + args.games) for k in args.kinds.split(",")
                if (k, s) not in done]
        print(f"{len(todo)} games to play and review", flush=True)
        with ProcessPoolExecutor(args.workers) as pool:
            futures = [pool.submit(one, k, s, commit, args.every) for k, s in todo]
            for i, f in enumerate(as_completed(futures), 1):
                row = f.result()
                with args.log.open("a") as out:
                    out.write(json.dumps(row) + "\n")
                print(f"{i}/{len(todo)} {row['player']} {row['seed']} {row['review_cpu']} s", flush=True)
    report(read(args.log), args.games, args.seed)


if __name__ == "__main__":
    main()
