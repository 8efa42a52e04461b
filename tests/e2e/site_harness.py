"""The built static site (``./tools/site.sh``) served from 127.0.0.1, in Debian's Chromium, no other network.

Used by ``test_site.py`` and ``benchmarks/bench_site.py``. The site is served by the standard
library's static file server in a thread — exactly what a teacher's ``python3 -m http.server``
does. Chromium gets a fresh profile; every request to anything but the site's own address is
aborted by a Playwright route and recorded, and the browser's host resolver knows no other host
(so requests that a route cannot see, e.g. from a service worker, fail too).
"""
from __future__ import annotations

import functools
import http.server
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "site" / "_output"
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
#: the widget of the notebook shown in JupyterLite's lab
WIDGET = ".jp-NotebookPanel:not(.lm-mod-hidden) .ds-widget"
BOARD = f"{WIDGET} .ds-boardview svg"
#: a board drawn by a lesson cell (a displayed ``Game``, or the widget's), in the open notebook
LESSON_BOARD = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output svg"
#: a human seat must decide: its option buttons are enabled (bots' are shown disabled)
HUMAN_TURN = f"{WIDGET} .ds-option:not([disabled])"


def ensure_site() -> Path:
    """The built site, (re)built by ``./tools/site.sh`` when missing or older than its sources."""
    venv_python = ROOT / "site" / ".venv" / "bin" / "python"
    current = venv_python.exists() and subprocess.run(
        [str(venv_python), str(ROOT / "tools" / "build_site.py"), "is-current"], cwd=ROOT,
        stdout=sys.stderr).returncode == 0
    if not current:           # its report on stderr: a benchmark's --json owns stdout
        subprocess.run([str(ROOT / "tools" / "site.sh")], cwd=ROOT, check=True, stdout=sys.stderr)
    return SITE


#: the lesson a student opens first, and the one where they play in the widget
FIRST_LESSON, PLAY_LESSON = "01_setup_and_goal", "09_play_a_game"


def lesson_path(site: Path, stem: str, lang: str = "en") -> str:
    """The path inside the site of lesson ``stem`` (e.g. ``"09_play_a_game"``) in ``lang``."""
    path = f"{lang}/{stem}.ipynb"
    assert (site / "files" / path).is_file(), f"no lesson {path} in {site / 'files'}"
    return path


class _Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
                      ".json": "application/json", ".whl": "application/zip"}

    def __init__(self, *args, served: list[str], served_at: list[float], **kw):
        self._served, self._served_at = served, served_at
        super().__init__(*args, **kw)

    def log_request(self, code="-", size="-"):
        self._served_at.append(time.perf_counter())
        self._served.append(f"{code} {self.path}")

    def log_message(self, *args):
        pass


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], ConnectionError):   # a browser that closed its connection
            super().handle_error(request, client_address)


class SiteServer:
    """``with SiteServer(site) as server:`` serves ``site`` on a free port of 127.0.0.1."""

    def __init__(self, root: Path):
        self.root = root
        self.served: list[str] = []
        """'200 /path' of every request answered, in order (``served_at``: when, ``time.perf_counter()``)"""
        self.served_at: list[float] = []
        handler = functools.partial(_Handler, directory=str(root), served=self.served, served_at=self.served_at)
        self.httpd = _Server(("127.0.0.1", 0), handler)
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def __enter__(self) -> SiteServer:
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()
        self._thread.join(timeout=10)

    def lesson_url(self, path: str) -> str:
        return f"{self.base}/lab/index.html?path={path}"


def launch(pw, profile: Path, server: SiteServer, also_allow: tuple[str, ...] = (), route: bool = True):
    """A persistent Chromium context on ``profile``; returns (context, list of outside requests).

    Only the site's own address is reachable (and ``also_allow``: base URLs of other local servers):
    Chromium's host resolver knows no other host. With ``route`` a Playwright route also aborts every
    other request and records it; without it (Playwright turns the HTTP cache off while routing, so
    a benchmark of a warm cache must not route) outside requests are only recorded."""
    env = dict(os.environ, HOME=str(profile), XDG_CONFIG_HOME=f"{profile}/xdg-config",
               XDG_CACHE_HOME=f"{profile}/xdg-cache", TMPDIR=str(profile))
    ctx = pw.chromium.launch_persistent_context(
        str(profile / "user-data"), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, env=env,
        viewport={"width": 1400, "height": 1000}, accept_downloads=True)
    outside: list[str] = []
    local = tuple(f"{base}/" for base in (server.base, *also_allow)) + ("blob:", "data:")

    def abort_outside(r):
        if r.request.url.startswith(local):
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    def record_outside(request):
        if not request.url.startswith(local):
            outside.append(request.url)

    if route:
        ctx.route("**/*", abort_outside)
    else:
        ctx.on("request", record_outside)
    return ctx, outside


def run_all_cells(page) -> None:
    """Run the open notebook as a student would: Run ▸ Run All Cells."""
    page.locator(".lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    item = page.locator('.lm-Menu-item[data-command="runmenu:run-all"]:not(.lm-mod-disabled)')
    item.click()


def open_and_run(page, url: str, timeout_ms: int = 120_000, board: str = BOARD,
                 at_phase: Callable[[], None] | None = None) -> dict[str, float]:
    """Open a notebook of the site, run all its cells and wait for the first ``board`` (by default
    the widget's live board). The page is brought to the front first: the browser's Python runs on
    the page's timers, which Chromium throttles in a background tab (a click there took 2 s instead
    of 0.1 s; tests/e2e/measure.py).

    Returns where the time went, in seconds: ``app`` (``goto`` until the notebook's cells are shown:
    JupyterLab in the page), ``kernel`` (until the page's Python is connected and idle: Pyodide, the
    wheels, the kernel's imports), ``lesson`` (Run All until the board: the lesson's cells) and
    ``total``. ``at_phase``, if given, is called at the start and at the end of each phase (a
    benchmark reads what the machine did meanwhile), outside the timed spans."""
    mark = at_phase or (lambda: None)
    spans: dict[str, float] = {}

    def phase(name: str, until) -> None:
        mark()
        t = time.perf_counter()
        until()
        spans[name] = time.perf_counter() - t

    phase("app", lambda: (page.bring_to_front(), page.goto(url, wait_until="domcontentloaded"),
                          page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=timeout_ms)))
    phase("kernel", lambda: wait_for_kernel_idle(page, timeout_ms))
    phase("lesson", lambda: (run_all_cells(page), page.wait_for_selector(board, timeout=timeout_ms)))
    mark()
    return {**spans, "total": sum(spans.values())}


def wait_for_kernel_idle(page, timeout_ms: int) -> None:
    """The notebook is ready to run: its loading spinner is gone (the document's context is ready
    and the panel revealed) and its session's kernel (Pyodide) is connected and idle — read from
    the app itself (the site sets ``exposeAppInBrowser``), not from the toolbar's indicator, which
    showed "idle" before the kernel was connected. Clicking Run All
    while JupyterLab still showed the panel's spinner did nothing at all — every prompt stayed
    ``[ ]`` — in 2 of 4 cold visits on a loaded machine (and once in CI)."""
    page.wait_for_function("""() => {
        const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
        const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
        const spinning = document.querySelector('.jp-Spinner');
        return !!k && k.status === 'idle' && k.connectionStatus === 'connected' && !spinning;
    }""", timeout=timeout_ms)


def wait_until_cells_ran(page, timeout_ms: int = 120_000) -> None:
    """Every code cell of the open notebook has run (numbered prompt, none queued) and the notebook's
    execution indicator says idle: the lesson's own cells no longer act on the widget."""
    page.wait_for_function("""() => {
        const nb = document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden)');
        const ind = nb && nb.querySelector('.jp-Notebook-ExecutionIndicator');
        const prompts = nb ? [...nb.querySelectorAll('.jp-CodeCell .jp-InputPrompt')] : [];
        return !!ind && ind.dataset.status === 'idle' && prompts.length > 0
            && prompts.every(e => /^\\[\\d+\\]:$/.test(e.textContent.trim()));
    }""", timeout=timeout_ms)


def history(page) -> tuple[int, int]:
    """(cursor, plies) as the widget's history heading shows them ('History 3 / 3')."""
    text = page.locator(f"{WIDGET} .ds-history .ds-h").text_content()
    cursor, plies = re.search(r"(\d+) / (\d+)", text).groups()
    return int(cursor), int(plies)
