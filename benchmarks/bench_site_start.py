"""The no-install site's start, phase by phase, for one or more built sites side by side.

Run: ``python benchmarks/bench_site_start.py [--repeats 5] [SITE_OUTPUT_DIR ...]`` (the project's
.venv; by default ``site/_output``, built by ./tools/site.sh). To compare two builds, build one,
copy ``site/_output`` away, build the other, and give both folders: their visits are interleaved
(the order alternates every repeat), so the machine's load falls on both alike. Plain script,
not a test.

What is timed (wall clock, Debian's Chromium through Playwright, each site from 127.0.0.1 by the
standard library's static server, the measured page in front): lesson 1 opened in a fresh profile
(**cold**: empty cache) and then again in the same profile (**warm**), each split by
``site_harness.open_and_run`` into ``app`` (``goto`` until the notebook's cells are shown:
JupyterLab in the page; the kernel starts at its end), ``kernel`` (until the page's Python is
connected and idle: Pyodide, the wheels, the kernel's imports), ``lesson`` (Run All until the first
board) and ``total``. ``benchmarks/bench_site_kernel.mjs`` splits the kernel phase further, under
Node.js. Prints min / median / max of each, with the load average at the start and the end.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from bench_site import phases  # noqa: E402 - the same min / median / max per phase as bench_site.py
from playwright.sync_api import sync_playwright  # noqa: E402
from site_harness import FIRST_LESSON, LESSON_BOARD, SiteServer, ensure_site, launch, lesson_path, open_and_run  # noqa: E402


def visit_pair(pw, site: Path, tmp: Path) -> tuple[dict[str, float], dict[str, float]]:
    """A cold and then a warm visit of lesson 1 of ``site``, in one fresh profile."""
    with SiteServer(site) as server:
        ctx, _ = launch(pw, tmp, server, route=False)        # routing would turn the HTTP cache off
        try:
            page = ctx.new_page()
            page.on("dialog", lambda d: d.accept())          # "leave the page?" on the second load
            url = server.lesson_url(lesson_path(site, FIRST_LESSON))
            return (open_and_run(page, url, board=LESSON_BOARD), open_and_run(page, url, board=LESSON_BOARD))
        finally:
            ctx.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sites", nargs="*", type=Path, help="built site folders (default: site/_output)")
    ap.add_argument("--repeats", type=int, default=5, help="cold/warm pairs per site")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    args = ap.parse_args()
    sites = [p.resolve() for p in args.sites] or [ensure_site()]
    runs: dict[Path, dict[str, list[dict[str, float]]]] = {s: {"cold": [], "warm": []} for s in sites}
    load_start = os.getloadavg()
    with sync_playwright() as pw, tempfile.TemporaryDirectory(prefix="bench-site-start-") as tmp:
        for r in range(args.repeats):
            for i, site in enumerate(sites if r % 2 == 0 else sites[::-1]):
                cold, warm = visit_pair(pw, site, Path(tmp) / f"profile-{r}-{i}")
                runs[site]["cold"].append(cold)
                runs[site]["warm"].append(warm)
                print(f"repeat {r + 1} {site}: cold {cold['total']:.1f} s, warm {warm['total']:.1f} s",
                      file=sys.stderr, flush=True)
    out = {"load_start": [round(x, 2) for x in load_start], "load_end": [round(x, 2) for x in os.getloadavg()],
           "repeats": args.repeats, "sites": {}}
    for site, kinds in runs.items():
        out["sites"][str(site)] = {kind: phases(visits) for kind, visits in kinds.items()}
    if args.json:
        print(json.dumps(out, indent=1))
        return
    print(f"load average {' / '.join(map(str, out['load_start']))} at the start, "
          f"{' / '.join(map(str, out['load_end']))} at the end; {args.repeats} repeats; seconds, min / median / max")
    for site, kinds in out["sites"].items():
        print(f"\n{site}")
        for kind, split in kinds.items():
            print(f"  {kind:5} " + "   ".join(f"{p} {v['min']:.1f} / {v['median']:.1f} / {v['max']:.1f}"
                                            for p, v in split.items()))


if __name__ == "__main__":
    main()
