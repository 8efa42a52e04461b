"""Fixtures: a throw-away JupyterLab server and a headless Debian Chromium driven by Playwright.

Adapted from the team's proven browser-e2e prototype for an anywidget: JupyterLab on 127.0.0.1 with
settings and runtime files in temp dirs, Chromium with the flags that keep it off the closed
network, a fresh profile, clean shutdown of the server and its kernels.
"""
from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright
from serving import wait_until_up

PROJECT_ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
ARTIFACTS = Path(os.environ.get("E2E_ARTIFACTS", PROJECT_ROOT / "artifacts"))
CHROMIUM = os.environ.get("E2E_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]
TIMINGS: dict = {}
#: with E2E_DOCS=1 the tests that make the README's pictures write them into docs/ too (by name:
#: ``docs_picture``); without it, only into ARTIFACTS, so that a test run leaves the repository as it was
DOCS = PROJECT_ROOT / "docs"
WRITE_DOCS = os.environ.get("E2E_DOCS") == "1"


def docs_picture(target, name: str) -> Path:
    """A screenshot of ``target`` (a page or a locator) as ``ARTIFACTS/name``, and as ``docs/name``
    when E2E_DOCS=1: the README's pictures are made by the browser tests, never by hand
    (``E2E_DOCS=1 ./tools/test.sh -m e2e tests/e2e/test_present.py …``)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    target.screenshot(path=str(ARTIFACTS / name))
    if WRITE_DOCS:
        (DOCS / name).write_bytes((ARTIFACTS / name).read_bytes())
    return ARTIFACTS / name


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _children(pid: int) -> list[int]:
    """Direct children of pid, read from /proc (Linux only; no psutil needed)."""
    kids = []
    for p in Path("/proc").iterdir():
        if not p.name.isdigit():
            continue
        try:
            stat = (p / "stat").read_text()
        except OSError:
            continue
        # field 4 (ppid) comes after the ")" that closes the command name
        if int(stat.rsplit(")", 1)[1].split()[1]) == pid:
            kids.append(int(p.name))
    return kids


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    st = Path(f"/proc/{pid}/stat")
    try:
        return st.read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


class JupyterLab:
    def __init__(self, root: Path, port: int, token: str, proc: subprocess.Popen, log: Path):
        self.root, self.port, self.token, self.proc, self.log = root, port, token, proc, log
        self.base = f"http://127.0.0.1:{port}"

    def url(self, path: str, **query) -> str:
        q = "&".join([f"token={self.token}"] + [k if v is True else f"{k}={v}" for k, v in query.items()])
        return f"{self.base}/{path.lstrip('/')}?{q}"

    def api(self, path: str, method: str = "GET", timeout: float = 5):
        req = urllib.request.Request(self.base + path, method=method,
                                     headers={"Authorization": f"token {self.token}"})
        with urllib.request.urlopen(req, timeout=timeout) as r:
            body = r.read()
            return r.status, (json.loads(body) if body else None)

    def log_tail(self, n: int = 60) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-n:])
        except OSError:
            return "<no log>"


#: jupyter_server never calls set_nodelay(True) on the kernel's websocket, so a small frame written
#: right after another waits for the browser's delayed ACK (Nagle's algorithm; about 40 ms on
#: loopback). This configuration sets it, for measuring what a click costs without that wait.
NODELAY_CONFIG = (
    "from jupyter_server.services.kernels.websocket import KernelWebsocketHandler as H\n"
    "_orig_open = H.open\n"
    "async def _open(self, *a, **k):\n"
    "    self.set_nodelay(True)\n"
    "    return await _orig_open(self, *a, **k)\n"
    "H.open = _open\n")


def write_nodelay_config(config_dir: Path) -> None:
    config_dir.mkdir(parents=True, exist_ok=True)
    (config_dir / "jupyter_server_config.py").write_text(NODELAY_CONFIG)


def serve(cmd: list[str], root, env, port: int, token: str, log: Path, what: str, page: str, timing: str):
    """Start a Jupyter server (``cmd``) and yield it once its API and ``page`` (``lab``, ``tree``: the
    front end is loaded after the server) answer; stop it afterwards. ``timing``: the TIMINGS key of
    its start-up. JupyterLab's and Notebook 7's fixtures share it."""
    t0 = time.perf_counter()
    with open(log, "wb") as logf:
        proc = subprocess.Popen(cmd, cwd=root, env=env, stdout=logf, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)
    server = JupyterLab(root, port, token, proc, log)
    def ready() -> bool:
        if server.api("/api/status", timeout=2)[0] != 200:
            return False
        with urllib.request.urlopen(server.url(page), timeout=5) as r:
            return r.status == 200

    try:
        wait_until_up(proc, ready, what, server.log_tail)
        TIMINGS[timing] = round(time.perf_counter() - t0, 2)
        yield server
    finally:
        _stop_server(server)


@pytest.fixture(scope="session")
def lab(tmp_path_factory):
    """Start `jupyter lab` in a temp dir on a free port; always shut it (and its kernels) down."""
    root = tmp_path_factory.mktemp("labroot")
    home = tmp_path_factory.mktemp("labhome")
    # Settings: no news / update toasts (they never arrive offline but the consent toast still shows)
    notif = home / "settings" / "@jupyterlab" / "apputils-extension"
    notif.mkdir(parents=True)
    (notif / "notification.jupyterlab-settings").write_text(
        json.dumps({"fetchNews": "false", "checkForUpdates": False}))
    if os.environ.get("E2E_NODELAY") == "1":  # for the benchmarks' --nodelay; off by default
        write_nodelay_config(home / "config")
    token = uuid.uuid4().hex
    port = _free_port()
    env = dict(os.environ)
    env.update({
        "PYTHONPATH": os.pathsep.join([str(PROJECT_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        "JUPYTER_CONFIG_DIR": str(home / "config"),     # ignore ~/.jupyter
        "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTER_DATA_DIR": str(home / "data"),         # notebook_secret / nbsignatures.db go here
        "IPYTHONDIR": str(home / "ipython"),
        "JUPYTER_PLATFORM_DIRS": "1",
    })
    cmd = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser", "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}", "--ServerApp.password=",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",          # window.jupyterapp -> commands API
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        f"--LabApp.user_settings_dir={home / 'settings'}",
        f"--LabApp.workspaces_dir={home / 'workspaces'}",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:  # CI containers often run as root
        cmd.append("--allow-root")
    yield from serve(cmd, root, env, port, token, home / "jupyterlab.log", "jupyter lab", "lab", "lab_startup_s")


def _stop_server(server: JupyterLab) -> None:
    proc = server.proc
    kernels = _children(proc.pid) if proc.poll() is None else []
    if proc.poll() is None:
        try:  # the clean way: shuts down kernels too
            server.api("/api/shutdown", method="POST", timeout=5)
        except Exception:  # noqa: BLE001 - a server already gone: the process is killed below
            pass
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(timeout=10)
    # Kernels run in their own session; kill any left over, by PID.
    deadline = time.monotonic() + 5
    for pid in kernels:
        while _alive(pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        if _alive(pid):
            os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="session")
def playwright():
    """One Playwright for the session (its sync API cannot be started twice at once)."""
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser_ctx(tmp_path_factory, playwright):
    user_data = str(tmp_path_factory.mktemp("chromium-profile"))  # fresh --user-data-dir
    # Chromium writes ~/.config/chromium/Crash Reports and ~/.cache/dconf even with --user-data-dir
    env = dict(os.environ, HOME=user_data, XDG_CONFIG_HOME=f"{user_data}/xdg-config",
               XDG_CACHE_HOME=f"{user_data}/xdg-cache", TMPDIR=user_data)
    ctx = playwright.chromium.launch_persistent_context(
        user_data, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, env=env,
        viewport={"width": 1400, "height": 1000})
    try:
        yield ctx
    finally:
        ctx.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    rep = outcome.get_result()
    setattr(item, "rep_" + rep.when, rep)


@pytest.fixture
def page(browser_ctx, lab, request):
    pg = browser_ctx.new_page()
    pg.set_default_timeout(30_000)
    console: list[str] = []
    pg.on("console", lambda m: console.append(f"[{m.type}] {m.text}"))
    pg.on("pageerror", lambda e: console.append(f"[pageerror] {e}"))
    try:
        yield pg
    finally:
        rep = getattr(request.node, "rep_call", None)
        if rep is not None and rep.failed:
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            try:
                pg.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}.png"))
            except Exception:  # noqa: BLE001 - a page already closed: the failure itself is reported anyway
                pass
            print("---- browser console ----\n" + "\n".join(console[-50:]))
            print("---- jupyter lab log ----\n" + lab.log_tail())
        pg.close()


def pytest_sessionfinish(session, exitstatus):
    if TIMINGS:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        (ARTIFACTS / "timings.json").write_text(json.dumps(TIMINGS, indent=2))
