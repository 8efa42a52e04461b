"""Where the CPU of the site's start goes, and when the lesson's Python is started.

Run: ``python benchmarks/site_start_cpu.py [--repeats 2] [SITE_OUTPUT_DIR ...]`` (the project's
.venv; by default ``site/_output``, built by ./tools/site.sh). Plain script, not a test; Linux only
(it reads ``/proc``).

For each site, ``--repeats`` fresh profiles each visit lesson 1 cold (empty cache) and then warm,
as ``benchmarks/bench_site_start.py`` does, split into the same phases by the same
``site_harness.open_and_run`` (``app``: JupyterLab until the notebook's cells are shown;
``kernel``: until the page's Python is connected and idle; ``lesson``: Run All until the first
board). Per phase it prints the wall time and the CPU time spent meanwhile by every thread of
Chromium's processes and of this script's processes (the static file server, Playwright's driver),
summed by thread name (``/proc/<pid>/task/<tid>/stat``, user + system): the Pyodide worker is
``DedicatedWorker``, JupyterLab's main thread ``chromium`` (the renderer's main thread), V8's
compiler threads ``ThreadPoolForeg``. CPU time above the wall time means more than one core was
busy; on a two-core machine, near twice the wall time means both were.

It also reads, from the page itself (a script polling every 20 ms from the first byte), when the
lesson's session first appeared among the page's sessions, and the ``ds-widget:early-kernel``
mark of the site's own plugin (``site/early_kernel``) if it started that session early; seconds
from the navigation's start.
"""
from __future__ import annotations

import argparse
import collections
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from playwright.sync_api import sync_playwright  # noqa: E402
from site_harness import (  # noqa: E402
    FIRST_LESSON,
    LESSON_BOARD,
    SiteServer,
    ensure_site,
    launch,
    lesson_path,
    open_and_run,
)

TICK = os.sysconf("SC_CLK_TCK")
WATCH = """
window.__dsStart = {};
(function poll() {
  const app = window.jupyterapp;
  const mark = (k) => { if (!(k in window.__dsStart)) window.__dsStart[k] = performance.now() / 1000; };
  if (app && [...app.serviceManager.sessions.running()].length) mark('session');
  if (!('session' in window.__dsStart)) setTimeout(poll, 20);
})();
"""


def thread_cpu() -> collections.Counter:
    """CPU seconds so far of every thread of Chromium's processes and of this script's, by name."""
    out: collections.Counter = collections.Counter()
    mine = {os.getpid(), *map(int, _children(os.getpid()))}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            argv = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            if b"chrom" not in argv[0] and int(pid) not in mine:
                continue
            for tid in os.listdir(f"/proc/{pid}/task"):
                stat = Path(f"/proc/{pid}/task/{tid}/stat").read_text()
                name = stat[stat.index("(") + 1:stat.rindex(")")]
                fields = stat[stat.rindex(")") + 2:].split()
                out[name] += (int(fields[11]) + int(fields[12])) / TICK
        except (OSError, ValueError):
            continue                                    # a thread or process that ended meanwhile
    return out


def _children(pid: int) -> list[str]:
    try:
        kids = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
    except OSError:
        return []
    return kids + [k for kid in kids for k in _children(int(kid))]


def visit(page, url: str) -> dict:
    """One visit of lesson 1: per phase its wall seconds and the CPU seconds by thread name."""
    marks: list[collections.Counter] = []
    spans = open_and_run(page, url, board=LESSON_BOARD, at_phase=lambda: marks.append(thread_cpu()))
    phases = {}
    for name, c0, c1 in zip(("app", "kernel", "lesson"), marks, marks[1:]):
        used = {k: v - c0.get(k, 0.0) for k, v in c1.items() if v - c0.get(k, 0.0) > 0}
        phases[name] = {"wall": spans[name], "cpu": used}
    started = page.evaluate("window.__dsStart")
    early = page.evaluate("performance.getEntriesByName('ds-widget:early-kernel').map(e => e.startTime / 1000)")
    return {"phases": phases, "session": started.get("session"), "early": early[0] if early else None}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("sites", nargs="*", type=Path, help="built site folders (default: site/_output)")
    ap.add_argument("--repeats", type=int, default=2, help="cold/warm pairs per site")
    ap.add_argument("--top", type=int, default=5, help="thread names shown per phase")
    args = ap.parse_args()
    sites = [p.resolve() for p in args.sites] or [ensure_site()]
    print(f"load average {' / '.join(f'{x:.2f}' for x in os.getloadavg())} at the start; "
          f"{os.cpu_count()} cores; seconds")
    with sync_playwright() as pw, tempfile.TemporaryDirectory(prefix="site-start-cpu-") as tmp:
        for r in range(args.repeats):
            for i, site in enumerate(sites if r % 2 == 0 else sites[::-1]):
                with SiteServer(site) as server:
                    ctx, _ = launch(pw, Path(tmp) / f"profile-{r}-{i}", server, route=False)
                    try:
                        ctx.add_init_script(WATCH)
                        page = ctx.new_page()
                        page.on("dialog", lambda d: d.accept())     # "leave the page?" on the second load
                        url = server.lesson_url(lesson_path(site, FIRST_LESSON))
                        for kind in ("cold", "warm"):
                            v = visit(page, url)
                            early = "" if v["early"] is None else f", started early at {v['early']:.2f}"
                            print(f"\n{site} repeat {r + 1}, {kind}: the lesson's session appeared at "
                                  f"{v['session']:.2f}{early}")
                            for name, p in v["phases"].items():
                                top = sorted(p["cpu"].items(), key=lambda kv: -kv[1])[:args.top]
                                print(f"  {name:6} wall {p['wall']:5.2f}  cpu {sum(p['cpu'].values()):5.2f}  "
                                      + ", ".join(f"{k} {s:.2f}" for k, s in top))
                    finally:
                        ctx.close()
    print(f"\nload average {' / '.join(f'{x:.2f}' for x in os.getloadavg())} at the end")


if __name__ == "__main__":
    main()
