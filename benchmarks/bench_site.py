"""The no-install site: its size, time to the first board, and click → painted board in the browser's Python.

Run: ``python benchmarks/bench_site.py [--repeats 5] [--clicks 30]`` (the project's .venv; builds
the site with ./tools/site.sh when it is older than its sources). Plain script, not a test.

What is timed (wall clock; Chromium is several processes, so no CPU time is given):

* **size**: every file of site/_output, and the files the server sent while lesson 1 was opened
  and run with a fresh profile;
* **first board, cold**: a fresh Chromium profile (empty cache); from ``page.goto`` of lesson 1
  in the site's JupyterLab to the lesson's first board (an SVG output) in the DOM, with Run ▸ Run All Cells clicked as
  soon as the notebook's cells are shown — page, JupyterLab, Pyodide, the wheels, the kernel, the
  lesson's cells. **Warm**: the same, by loading the page again in the same profile. Cold and warm
  alternate, one pair per repeat;
* **click → painted**: a dispatched click on a board choice until the widget's new version is in
  the DOM and two animation frames have passed (``tests/e2e/measure.py``, the browser tests'
  measure: the page is brought to the front first, since Chromium throttles a background tab's
  timers, and let settle), on the late-game position of that test (4 players, turn 9), interleaved
  in the site's Python (Pyodide, in the page's REPL), in a JupyterLab server kernel on the same
  machine, and on the echo board in that kernel (the same page and click path answered at once
  with a board made beforehand: the least a click can cost, ``tests/e2e/echo_widget.py``); each
  click places a pawn and an Undo restores the position. ``benchmarks/bench_widget.py`` times the
  server kernel and the echo board the same way (the same test code), without the site.

* **the lesson page** (``tools/build_pages.py``), side by side in the same run: a fresh profile per
  repeat opens lesson 1's page cold, then again warm; ``first_text_s`` is ``goto`` until its first
  paragraph is shown (the site's ``first_text_s`` is its ``app`` phase: until the notebook's cells
  are shown), the first board until the page's live widget has drawn its board (Pyodide in a Web
  Worker, 9 wheels, the cells the widget needs, the view mounted). Its clicks are measured on lesson
  9's page with the same late-game position as the others (the widget's cell swapped in by a route
  of that one page), interleaved with the others.

The site is served by the standard library's threaded static server in this process (no
Cache-Control header, as ``python3 -m http.server``: Chromium's heuristic freshness applies).
Chromium's host resolver knows no other host; requests to other addresses are recorded, not
routed (Playwright turns the HTTP cache off while it routes). Results go to
artifacts/bench_site.json, with the load average before and after (the machine is shared);
``--json`` prints the summary: ``{"site": {"click_p50_ms", "click_p95_ms", "cold_first_board_s",
"warm_first_board_s", "first_text_s"}, "page": {"first_text_s", "cold_first_board_s",
"warm_first_board_s", "click_p95_ms", "click_p50_ms"}, "server": {"click_p50_ms", "click_p95_ms"},
"echo": {…}, "load": [1, 5, 15-minute load average at the start], "load_end": […]}``. Pin it to
one core with ``taskset -c 1 python benchmarks/bench_site.py …`` (Chromium and the servers inherit
the affinity).
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from conftest import write_nodelay_config  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402
from site_harness import (  # noqa: E402
    FIRST_LESSON,
    LESSON_BOARD,
    PLAY_LESSON,
    SiteServer,
    ensure_site,
    launch,
    lesson_path,
    open_and_run,
)
from test_jupyterlab import IN_CELL, WIDGET_CELL, click_rounds, latency_notebook  # noqa: E402
from test_jupyterlab import open_and_run as lab_open_and_run  # noqa: E402

SITE_WIDGET = ".jp-CodeConsole .ds-widget"
#: the lesson page (tools/build_pages.py): its first words, and its first widget's live board
PAGE_TEXT = ".ds-page-md p"
PAGE_WIDGET = '[data-ds-slot="0"] .ds-widget'
PAGE_BOARD = '[data-ds-slot="0"][data-live] .ds-boardview svg'
#: the page the clicks are measured on: lesson 9's page with the late-game widget's cell instead
#: of the lesson's (served by a route of that page only: routing turns the HTTP cache off)
CLICK_PAGE = "pages/en/_bench_clicks.html"


def spread(xs: list[float], digits: int = 2) -> dict:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, int(round(0.95 * (len(xs) - 1))))]
    return {"n": len(xs), "min": round(xs[0], digits), "median": round(statistics.median(xs), digits),
            "p95": round(p95, digits), "max": round(xs[-1], digits)}


def site_size(site: Path) -> dict:
    """Bytes of the built site, by part."""
    out = {"total": 0, "pyodide runtime (wasm, stdlib zip, loader)": 0, "Python wheels": 0,
           "JupyterLab application": 0, "front-end extensions": 0, "lessons": 0, "other": 0}
    for p in site.rglob("*"):
        if not p.is_file():
            continue
        rel, size = p.relative_to(site).as_posix(), p.stat().st_size
        if rel.startswith("static/pyodide/"):
            part = "Python wheels" if rel.endswith(".whl") else "pyodide runtime (wasm, stdlib zip, loader)"
        else:
            part = {"build": "JupyterLab application", "extensions": "front-end extensions",
                    "files": "lessons"}.get(rel.split("/")[0], "other")
        out[part] += size
        out["total"] += size
    return out


def served_bytes(site: Path, served: list[str]) -> int:
    total = 0
    for line in served:
        code, path = line.split(" ", 1)
        f = site / urllib.parse.unquote(urllib.parse.urlsplit(path).path).lstrip("/")
        if code == "200" and f.is_file():
            total += f.stat().st_size
    return total


def first_board(page, url: str) -> dict[str, float]:
    """Seconds from ``goto`` to lesson 1's first board, and where they went (``open_and_run``)."""
    return open_and_run(page, url, board=LESSON_BOARD)


def page_visit(page, url: str) -> dict[str, float]:
    """Seconds from ``goto`` of a lesson page to its first words shown (``text``) and to its first
    live board (``board``: the page's Python started, the widget's cells run, its view mounted)."""
    page.bring_to_front()
    t0 = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_selector(PAGE_TEXT, timeout=60_000)
    text = time.perf_counter() - t0
    page.wait_for_selector(PAGE_BOARD, timeout=180_000)
    return {"text": text, "board": time.perf_counter() - t0}


def click_page_html(site: Path) -> str:
    """Lesson 9's page whose widget cells are the late-game widget's (the clicks' position)."""
    text = (site / "pages" / "en" / f"{PLAY_LESSON}.html").read_text(encoding="utf-8")
    head, rest = text.split('<script type="application/json" id="ds-page-config">')
    config, tail = rest.split("</script>", 1)
    data = json.loads(config.replace("<\\/", "</"))
    data["code"], data["live"] = [WIDGET_CELL], [0]
    return (head + '<script type="application/json" id="ds-page-config">'
            + json.dumps(data).replace("</", "<\\/") + "</script>" + tail)


def phases(visits: list[dict[str, float]]) -> dict:
    """min / median / max of each phase of the visits (the total's median is not the sum of the
    phases' medians)."""
    return {k: spread([v[k] for v in visits]) for k in ("app", "kernel", "lesson", "total")}


class Lab:
    """A JupyterLab server on 127.0.0.1 with a notebook of the late-game widget (like tests/e2e/conftest.py)."""

    def __init__(self, tmp: Path, nodelay: bool = False):
        self.root, home = tmp / "root", tmp / "home"
        self.root.mkdir()
        if nodelay:
            write_nodelay_config(home / "config")
        latency_notebook(self.root)                     # the widget and the echo board
        self.token = uuid.uuid4().hex
        with socket.socket() as sock:
            sock.bind(("127.0.0.1", 0))
            port = sock.getsockname()[1]
        self.base = f"http://127.0.0.1:{port}"
        env = dict(os.environ, JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_RUNTIME_DIR=str(home / "runtime"),
                   JUPYTER_DATA_DIR=str(home / "data"), IPYTHONDIR=str(home / "ipython"), JUPYTER_PLATFORM_DIRS="1",
                   PYTHONPATH=str(ROOT))
        cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
               "--ServerApp.port_retries=0", f"--IdentityProvider.token={self.token}", "--ServerApp.password=",
               f"--ServerApp.root_dir={self.root}", "--LabApp.news_url=None", "--LabApp.expose_app_in_browser=True",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
               f"--LabApp.user_settings_dir={home / 'settings'}", f"--LabApp.workspaces_dir={home / 'workspaces'}"]
        if os.geteuid() == 0:
            cmd.append("--allow-root")
        self.log = open(tmp / "lab.log", "wb")  # noqa: SIM115 - open while the server runs, closed in stop()
        self.proc = subprocess.Popen(cmd, cwd=self.root, env=env, stdout=self.log, stderr=subprocess.STDOUT,
                                     stdin=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"{self.base}/api/status?token={self.token}", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                pass
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"jupyter lab did not start; see {tmp / 'lab.log'}")
            time.sleep(0.2)

    def url(self, path: str, **query) -> str:
        """As tests/e2e/conftest.py's ``JupyterLab.url`` (so its ``open_and_run`` drives this server too)."""
        q = "&".join([f"token={self.token}"] + [k if v is True else f"{k}={v}" for k, v in query.items()])
        return f"{self.base}/{path.lstrip('/')}?{q}"

    def stop(self) -> None:
        try:
            req = urllib.request.Request(f"{self.base}/api/shutdown", method="POST",
                                         headers={"Authorization": f"token {self.token}"})
            urllib.request.urlopen(req, timeout=5).close()
            self.proc.wait(timeout=20)
        except Exception:  # noqa: BLE001 - a server that does not answer is killed
            if self.proc.poll() is None:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=20)
        self.log.close()


def summary(res: dict) -> dict:
    """The figures the README quotes, in one small object."""
    clicks = res.get("click_to_painted_ms", {})

    def click(key):
        c = clicks.get(key)
        return {"click_p50_ms": c["median"], "click_p95_ms": c["p95"]} if c else None
    site = click("pyodide_in_the_page") or {}
    phases_cold = res.get("first_board_phases_s", {}).get("cold", {})
    page = click("lesson_page_worker") or {}
    out = {"site": {**site, "cold_first_board_s": res.get("first_board_cold_s", {}).get("median"),
                    "warm_first_board_s": res.get("first_board_warm_s", {}).get("median"),
                    "first_text_s": phases_cold.get("app", {}).get("median")},
           "page": {"first_text_s": res.get("page_first_text_s", {}).get("cold", {}).get("median"),
                    "cold_first_board_s": res.get("page_first_board_s", {}).get("cold", {}).get("median"),
                    "warm_first_board_s": res.get("page_first_board_s", {}).get("warm", {}).get("median"),
                    "click_p95_ms": page.get("click_p95_ms"), "click_p50_ms": page.get("click_p50_ms")},
           "server": click("jupyterlab_server_kernel"), "echo": click("echo_board_server_kernel"),
           "load": [float(x) for x in res["loadavg_start"]], "load_end": [float(x) for x in res["loadavg_end"]],
           "server_tcp_nodelay": res.get("nodelay", False)}
    if out["server"] and page:
        out["page_over_server"] = {"p50": round(page["click_p50_ms"] / out["server"]["click_p50_ms"], 2),
                                   "p95": round(page["click_p95_ms"] / out["server"]["click_p95_ms"], 2)}
    if out["server"] and site:
        out["site_over_server"] = {"p50": round(site["click_p50_ms"] / out["server"]["click_p50_ms"], 2),
                                   "p95": round(site["click_p95_ms"] / out["server"]["click_p95_ms"], 2)}
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=5, help="cold/warm pairs")
    ap.add_argument("--clicks", type=int, default=30, help="clicks in each Python")
    ap.add_argument("--no-lab", action="store_true", help="skip the JupyterLab server kernel comparison")
    ap.add_argument("--json", action="store_true", help="print only the summary (see above) as JSON")
    ap.add_argument("--nodelay", action="store_true",
                    help="the server kernel's websocket with TCP_NODELAY (no wait for the browser's delayed ACK)")
    args = ap.parse_args()
    site = ensure_site()
    manifest = json.loads((site / "ds_widget_site.json").read_text(encoding="utf-8"))
    res: dict = {"machine": f"{platform.node()} {os.cpu_count()} cores, Python {platform.python_version()}",
                 "pyodide": manifest["pyodide"], "size_bytes": site_size(site),
                 "loadavg_start": Path("/proc/loadavg").read_text().split()[:3]}
    cold, warm, refused_all, page_cold, page_warm = [], [], [], [], []
    with tempfile.TemporaryDirectory(prefix="bench-site-") as tmp, SiteServer(site) as server, \
            sync_playwright() as pw:
        tmp = Path(tmp)
        url = server.lesson_url(lesson_path(site, FIRST_LESSON))
        for i in range(args.repeats):
            ctx, refused = launch(pw, tmp / f"profile-{i}", server, route=False)   # routing turns the cache off
            page = ctx.new_page()
            page.on("dialog", lambda d: d.accept())      # "leave the page?" on the second load
            server.served.clear()
            cold.append(first_board(page, url))
            if i == 0:
                res["lesson1_cold_served_bytes"] = served_bytes(site, server.served)
            server.served.clear()
            warm.append(first_board(page, url))
            if i == 0:
                res["lesson1_warm_served_bytes"] = served_bytes(site, server.served)
                res["lesson1_warm_requests"] = {"total": len(server.served),
                                                "304": sum(s.startswith("304") for s in server.served)}
            refused_all += refused
            ctx.close()
            ctx, refused = launch(pw, tmp / f"page-profile-{i}", server, route=False)
            page = ctx.new_page()
            page_url = f"{server.base}/pages/en/{FIRST_LESSON}.html"
            page_cold.append(page_visit(page, page_url))
            page_warm.append(page_visit(page, page_url))
            refused_all += refused
            ctx.close()
            print(f"repeat {i + 1}: page cold {page_cold[-1]['text']:.2f} / {page_cold[-1]['board']:.2f} s, "
                  f"warm {page_warm[-1]['text']:.2f} / {page_warm[-1]['board']:.2f} s (words / live board)",
                  file=sys.stderr, flush=True)
            print(f"repeat {i + 1}: cold {cold[-1]['total']:.1f} s, warm {warm[-1]['total']:.1f} s "
                  f"(app / kernel / lesson: {' / '.join(f'{cold[-1][k]:.1f}' for k in ('app', 'kernel', 'lesson'))}, "
                  f"{' / '.join(f'{warm[-1][k]:.1f}' for k in ('app', 'kernel', 'lesson'))})",
                  file=sys.stderr, flush=True)
        res["first_board_cold_s"] = spread([v["total"] for v in cold])
        res["first_board_warm_s"] = spread([v["total"] for v in warm])
        res["first_board_phases_s"] = {"cold": phases(cold), "warm": phases(warm)}
        res["page_first_text_s"] = {"cold": spread([v["text"] for v in page_cold]),
                                    "warm": spread([v["text"] for v in page_warm])}
        res["page_first_board_s"] = {"cold": spread([v["board"] for v in page_cold]),
                                     "warm": spread([v["board"] for v in page_warm])}

        res["nodelay"] = args.nodelay
        lab = None if args.no_lab else Lab(tmp, args.nodelay)
        try:
            ctx, refused = launch(pw, tmp / "profile-clicks", server, also_allow=() if lab is None else (lab.base,),
                                  route=False)
            site_page = ctx.new_page()
            t0 = time.perf_counter()
            site_page.goto(f"{server.base}/repl/index.html?kernel=python&toolbar=1&code="
                           + urllib.parse.quote(WIDGET_CELL))
            site_page.wait_for_selector(f"{SITE_WIDGET} .ds-boardview svg", timeout=180_000)
            res["repl_late_game_board_s"] = round(time.perf_counter() - t0, 2)
            sv = int(site_page.locator(SITE_WIDGET).get_attribute("data-version"))
            # a profile of its own: the REPL's JupyterLite service worker (scope /) would fetch the
            # click page itself, past the route
            page_ctx, page_refused = launch(pw, tmp / "page-profile-clicks", server, route=False)
            lesson_page = page_ctx.new_page()
            html_text = click_page_html(site)
            lesson_page.route(f"{server.base}/{CLICK_PAGE}",
                              lambda r: r.fulfill(status=200, content_type="text/html", body=html_text))
            lesson_page.goto(f"{server.base}/{CLICK_PAGE}")
            lesson_page.wait_for_selector(PAGE_BOARD, timeout=180_000)
            pv = int(lesson_page.locator(PAGE_WIDGET).get_attribute("data-version"))
            lab_roots = (IN_CELL.format(1), IN_CELL.format(2))          # the widget, the echo board
            if lab is not None:
                lab_page = ctx.new_page()
                lab_open_and_run(lab_page, lab, "latency.ipynb")
                for root in lab_roots:
                    lab_page.wait_for_selector(f"{root} .ds-boardview svg", timeout=90_000)
                lv = [int(lab_page.locator(r).get_attribute("data-version")) for r in lab_roots]
            in_site, in_page, in_lab, in_echo = [], [], [], []
            for _ in range(args.clicks):          # interleaved: the machine's moods fall on all four
                ms, sv = click_rounds(site_page, SITE_WIDGET, sv, 1)
                in_site += ms
                ms, pv = click_rounds(lesson_page, PAGE_WIDGET, pv, 1)
                in_page += ms
                if lab is not None:
                    ms, lv[0] = click_rounds(lab_page, lab_roots[0], lv[0], 1)
                    in_lab += ms
                    ms, lv[1] = click_rounds(lab_page, lab_roots[1], lv[1], 1)
                    in_echo += ms
            res["click_to_painted_ms"] = {"pyodide_in_the_page": spread(in_site, 1),
                                          "lesson_page_worker": spread(in_page, 1)}
            if in_lab:
                res["click_to_painted_ms"]["jupyterlab_server_kernel"] = spread(in_lab, 1)
                res["click_to_painted_ms"]["echo_board_server_kernel"] = spread(in_echo, 1)
                res["click_ratio_median"] = round(statistics.median(in_site) / statistics.median(in_lab), 2)
            res["click_raw_ms"] = {"pyodide_in_the_page": [round(x, 1) for x in in_site],
                                   "lesson_page_worker": [round(x, 1) for x in in_page],
                                   "jupyterlab_server_kernel": [round(x, 1) for x in in_lab],
                                   "echo_board_server_kernel": [round(x, 1) for x in in_echo]}
            refused_all += refused + page_refused
            ctx.close()
            page_ctx.close()
        finally:
            if lab is not None:
                lab.stop()
    res["outside_requests"] = refused_all
    res["loadavg_end"] = Path("/proc/loadavg").read_text().split()[:3]
    (ROOT / "artifacts").mkdir(exist_ok=True)
    res["summary"] = summary(res)
    (ROOT / "artifacts" / "bench_site.json").write_text(json.dumps(res, indent=1), encoding="utf-8")
    print(json.dumps(res["summary"] if args.json else res, indent=1))


if __name__ == "__main__":
    main()
