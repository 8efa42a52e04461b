"""Head to head: a challenger against a champion, two seats each, every seating in turn.

    python benchmarks/bench_head_to_head.py coach greedy --games 400 --workers 2 --seed 5000 \
        --log coach_vs_greedy.jsonl
    python benchmarks/bench_head_to_head.py expert coach --games 24 \
        --log benchmarks/results/expert_vs_coach.jsonl

(:mod:`ds_widget.bots.head_to_head`): the challenger's share of the pairwise results against the
champion's seats with its 95 % interval (whole games resampled), the game wins of each, and each
bot's slowest decision in CPU seconds of its process (other processes on the same cores stretch
even CPU time: quote it with the load). With ``--log`` the run is resumable: stop it and run the
same command again, and it plays only the seeds not yet in the log. A bot that is no longer in the
package — the expert (a learned value of the line's end, 3180edf, taken out in f0802d9) — is read
back from a log that holds every game asked for (the second command), never played.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.bots.head_to_head import head_to_head  # noqa: E402
from ds_widget.engine.errors import SetupError  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("challenger")
    ap.add_argument("champion")
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--log", type=Path, help="append every game to this JSON-lines file (resumable)")
    args = ap.parse_args()
    t0 = time.perf_counter()

    def progress(done: int, total: int) -> None:
        print(f"  {done}/{total} games, {time.strftime('%H:%M:%S')}, load {os.getloadavg()[0]:.2f}",
              file=sys.stderr, flush=True)

    try:
        out = head_to_head(args.challenger, args.champion, args.games, args.seed, workers=args.workers,
                           log=args.log, progress=progress)
    except SetupError as exc:
        raise SystemExit(f"error: {exc}") from None
    rows = out["results"]
    wins = {b: sum(1 for r in rows if r["winner_seat"] is not None and r["levels"][r["winner_seat"]] == b)
            for b in (out["challenger"], out["champion"])}
    print(f"{out['games']} games, seeds {args.seed}-{args.seed + args.games - 1}, "
          f"{sum(r['completed'] for r in rows)} completed, {time.perf_counter() - t0:.0f} s here")
    print(f"{out['challenger']} against {out['champion']}: {out['points']:g} of {out['pairs']} pairs, "
          f"**{100 * out['score']:.1f} %** (95 % interval {100 * out['low']:.1f}–{100 * out['high']:.1f} %); "
          f"games won {wins}; slowest decision (CPU s) "
          + ", ".join(f"{b} {t:.2f}" for b, t in out["slowest"].items()))
    print(json.dumps({k: v for k, v in out.items() if k != "results"}))


if __name__ == "__main__":
    main()
