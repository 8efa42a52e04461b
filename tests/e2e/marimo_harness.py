"""A marimo app served from 127.0.0.1 (``marimo run``), for the widget's test in marimo's own view.

marimo shows an anywidget through ``mo.ui.anywidget(...)``, inside a shadow root: Playwright's
locators pierce it, ``document.querySelector`` does not. Used by ``test_marimo.py`` and
``benchmarks/audit_a11y.py``.
"""
from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

from serving import wait_until_up

ROOT = Path(__file__).resolve().parents[2]

#: a marimo notebook with one cell showing the widget; ``{setup}`` is Python that makes ``widget``
APP = '''import marimo

app = marimo.App(width="full")


@app.cell
def _():
    import marimo as mo
    from ds_widget import DominantSpeciesWidget, Game
{setup}
    view = mo.ui.anywidget(widget)
    view
    return
'''


#: the widget on the board used by the marimo tests: 4 humans, seed 7
PLAY = "widget = DominantSpeciesWidget(players=['human'] * 4, game=Game.new(players=4, seed=7))"


@contextlib.contextmanager
def marimo_page(browser_ctx, folder: Path, setup: str = PLAY):
    """A page of a fresh marimo app showing the widget, its first board drawn (version 0)."""
    with marimo_app(folder, setup) as url:
        page = browser_ctx.new_page()
        try:
            page.goto(url, wait_until="domcontentloaded")
            page.locator(".ds-widget .ds-boardview > svg").wait_for(timeout=90_000)
            page.locator('.ds-widget[data-version="0"]').wait_for()
            yield page
        finally:
            page.close()


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def marimo_app(folder: Path, setup: str):
    """Serve a one-cell marimo app making ``widget`` with ``setup``; yields its URL."""
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n".join("    " + line for line in setup.strip().splitlines())
    (folder / "app.py").write_text(APP.format(setup=body))
    port = _free_port()
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(
        [str(ROOT), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep), HOME=str(folder))
    log = folder / "marimo.log"
    with open(log, "wb") as logf:
        proc = subprocess.Popen(
            [sys.executable, "-m", "marimo", "run", "app.py", "--headless", "--no-token",
             "--host", "127.0.0.1", "--port", str(port)],
            cwd=folder, env=env, stdout=logf, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True)
    url = f"http://127.0.0.1:{port}/"
    def ready() -> bool:
        with urllib.request.urlopen(url, timeout=2) as r:
            return r.status == 200

    try:
        wait_until_up(proc, ready, "marimo", lambda: log.read_text(errors="replace"))
        yield url
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)
