"""``./tools/lesson.sh`` as the README gives it: a short, clear output that ends with the lesson's URL,
and JupyterLab opening lesson 1 with its kernel running — no "Select Kernel" dialog, no news
question — in Debian's headless Chromium."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import threading
import urllib.request
from pathlib import Path

import pytest
from conftest import ARTIFACTS, _free_port

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
LESSON = "notebooks/en/01_setup_and_goal.ipynb"
URL = re.compile(r"http://127\.0\.0\.1:(\d+)/lab/tree/" + re.escape(LESSON) + r"\?token=(\w+)")


class Output:
    """lesson.sh's output, read line by line in a thread while the test goes on."""

    def __init__(self, proc: subprocess.Popen):
        self.lines: list[str] = []
        self.url = threading.Event()
        self._thread = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self._thread.start()

    def _read(self, proc):
        for line in proc.stdout:
            self.lines.append(line.rstrip("\n"))
            if URL.search(line):
                self.url.set()


@pytest.fixture
def lesson_sh(tmp_path):
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), JUPYTER_CONFIG_DIR=str(home / "config"),
               JUPYTER_RUNTIME_DIR=str(home / "runtime"), JUPYTER_DATA_DIR=str(home / "data"),
               IPYTHONDIR=str(home / "ipython"), JUPYTER_PLATFORM_DIRS="1", PYTHONUNBUFFERED="1")
    port = _free_port()
    # the browser test needs the app object (window.jupyterapp) to read the kernel's state
    proc = subprocess.Popen(
        [str(ROOT / "tools" / "lesson.sh"), "--no-browser", "--ip=127.0.0.1", f"--port={port}",
         "--ServerApp.port_retries=0", "--LabApp.expose_app_in_browser=True"],
        cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        stdin=subprocess.DEVNULL, start_new_session=True)
    out = Output(proc)
    try:
        yield proc, out
    finally:
        match = next((m for m in map(URL.search, out.lines) if m), None)
        if match and proc.poll() is None:
            req = urllib.request.Request(f"http://127.0.0.1:{match.group(1)}/api/shutdown", method="POST",
                                         headers={"Authorization": f"token {match.group(2)}"})
            try:
                urllib.request.urlopen(req, timeout=5).close()
                proc.wait(timeout=20)
            except Exception:  # noqa: BLE001 - a server already gone: killed below
                pass
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)


def test_lesson_sh_opens_lesson_one_running_without_a_question(lesson_sh, browser_ctx):
    proc, out = lesson_sh
    assert out.url.wait(timeout=900), "lesson.sh printed no URL:\n" + "\n".join(out.lines[-40:])
    # short and clear: a few lines of our own, nothing that warns, the URL last
    before = out.lines[:next(i for i, line in enumerate(out.lines) if URL.search(line))]
    assert len(before) <= 12, "\n".join(before)
    assert not [line for line in before if re.search(r"warn|deprecat|error", line, re.I)], "\n".join(before)
    url = URL.search("\n".join(out.lines)).group(0)
    # the URL ends what the server prints while it starts (what comes once the page is open —
    # the kernel's own notes — is not ours to silence)
    started = [line for line in out.lines if line.strip()]
    assert URL.search(started[-1]), "\n".join(started[-10:])

    page = browser_ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(url, wait_until="domcontentloaded")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=90_000)
        # the kernel the notebook names is started and reaches idle without anybody choosing it;
        # a "Select Kernel" dialog would wait for an answer, so whichever comes first ends the wait
        state = page.wait_for_function("""() => {
            if (document.querySelector('.jp-Dialog')) return 'dialog';
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            const s = w && w.sessionContext;
            const k = s && s.session && s.session.kernel;
            return !!k && k.status === 'idle' && k.connectionStatus === 'connected' && k.name;
        }""", timeout=120_000).json_value()
        assert state == "python3", page.locator(".jp-Dialog").all_inner_texts()
        assert page.locator(".jp-Dialog").count() == 0
        toasts = page.locator(".Toastify__toast").all_inner_texts()
        assert not [t for t in toasts if "news" in t.lower() or "update" in t.lower()], toasts
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lesson_sh_lesson1.png"))
    finally:
        page.close()
