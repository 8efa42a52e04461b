"""Screening runs of coach variants against the coach, with the head-to-head harness.

    cd benchmarks/results
    python ../screen_coach_variants.py deep --games 16 --workers 2 --log screen_deep_vs_coach.jsonl
    python ../screen_coach_variants.py wide --games 24 --workers 2 --log screen_wide_vs_coach.jsonl
    python ../screen_coach_variants.py anchored --games 400 --workers 2 --log screen_anchored_vs_coach.jsonl

Each variant is the coach (:class:`ds_widget.bots.coach.CoachBot`) with other settings, registered
as a bot kind for this run only, and so is "coach" itself: here it is the coach as it was when these
logs were played, before it kept the greedy bot's choice (``KEEP_MARGIN = None``,
:class:`ds_widget.bots.coach.PlainCoachBot`).
Deep and wide lost to that coach; anchored beat it over 400 games (58.0 %, docs/benchmarks.md), and
its rule, ``CoachBot.KEEP_MARGIN``, is the package's coach since:

* ``deep`` — three times the work (240,000), so that nearly every playout reaches the end of the
  turn; the same two playouts of five candidates;
* ``wide`` — three times the work too, but the coach's horizon (its first playouts share the coach's
  80,000, ``CoachBot.SHARE_WORK``) and up to six playouts of each of its five candidates: more
  samples of the same lines;
* ``anchored`` — the coach's work and search, but it keeps the greedy bot's first choice among its
  candidates unless its playouts value another more than :data:`MARGIN` higher
  (``CoachBot.KEEP_MARGIN``, :func:`ds_widget.bots.coach.keep_first`): the playouts' averages of two
  lines each are noisy, and the best of several noisy averages is often best by luck.

Seeds from 5000, the six seatings of two of each in turn, the score and its interval as
``bench_head_to_head.py`` prints them (docs/benchmarks.md, "A searching coach"). With ``--log`` a
run resumes; with ``--games`` no more than the log holds, it only reads the log back.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ds_widget.bots.coach import CoachBot, PlainCoachBot  # noqa: E402
from ds_widget.bots.head_to_head import head_to_head  # noqa: E402
from ds_widget.bots.registry import BOT_KINDS  # noqa: E402


class Deep(PlainCoachBot):
    WORK = 3 * CoachBot.WORK


class Wide(PlainCoachBot):
    WORK = 3 * CoachBot.WORK
    SHARE_WORK = CoachBot.WORK


#: how much better (in the coach's value: VP and the earth against the best other animal) another
#: candidate must look for the anchored coach to leave the greedy bot's first choice
MARGIN = 3.0


class Anchored(CoachBot):
    KEEP_MARGIN = MARGIN


VARIANTS = {"deep": Deep, "anchored": Anchored,
            "wide": lambda seed: Wide(seed, playouts=6)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", choices=sorted(VARIANTS))
    ap.add_argument("--games", type=int, default=12)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--seed", type=int, default=5000)
    ap.add_argument("--log", type=Path)
    args = ap.parse_args()
    BOT_KINDS[args.variant] = VARIANTS[args.variant]        # for this run only
    BOT_KINDS["coach"] = PlainCoachBot
    out = head_to_head(args.variant, "coach", args.games, args.seed, workers=args.workers, log=args.log,
                       progress=lambda done, total: print(f"  {done}/{total} games", file=sys.stderr, flush=True))
    print(f"{out['games']} games: {args.variant} against coach {out['points']:g} of {out['pairs']} pairs, "
          f"**{100 * out['score']:.1f} %** (95 % interval {100 * out['low']:.1f}–{100 * out['high']:.1f} %); "
          "slowest decision (CPU s) " + ", ".join(f"{b} {t:.2f}" for b, t in out["slowest"].items()))


if __name__ == "__main__":
    main()
