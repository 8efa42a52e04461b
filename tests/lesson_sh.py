"""Running ``./tools/lesson.sh`` as a teacher would, for tests/test_lesson_sh_output.py and the
browser test tests/e2e/test_lesson_sh.py: in its own HOME and Jupyter folders, with the repository's
``.venv`` (tools/test.sh marks it as holding the lesson extras, so lesson.sh does not install again),
its working copy in a temporary folder, its output read line by line while the test goes on."""
from __future__ import annotations

import asyncio
import hashlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import urllib.request
import uuid
from contextlib import contextmanager
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

ROOT = Path(__file__).resolve().parents[1]
LESSON = "notebooks/en/01_setup_and_goal.ipynb"
#: the lesson's address: JupyterLab serves the working copy, where the lesson is en/01_…
URL = re.compile(r"^http://127\.0\.0\.1:(\d+)/lab/tree/en/01_setup_and_goal\.ipynb\?token=(\w+)$")
#: every line lesson.sh may print until it is stopped: what it does while it installs, how to stop
#: it, the URL; and the one line about a copy with the learner's own text that the course has changed
ALLOWED = (
    re.compile(r"^== creating \.venv$"),
    re.compile(r"^== installing ds_widget with JupyterLab into \.venv \(a few minutes the first time\)$"),
    re.compile(r"^== \S+ keeps your own changes; the course has a newer version of it "
               r"\(delete or rename your copy to get it\)$"),
    re.compile(r"^== JupyterLab is running \(your copies of the lessons are in \S+\); Ctrl-C here stops it\. "
               r"Open the lesson at:$"),
    URL,
)


def repository_state() -> dict[str, str]:
    """What ``git status`` shows of the repository (each file it lists with a digest of its content)
    and every file under ``notebooks/``, ignored ones too: the same before and after something ran
    means it wrote nothing into the repository's tracked or untracked files, nor into the course."""
    out = subprocess.run(["git", "--no-optional-locks", "status", "--porcelain=v1", "-z", "--untracked-files=all"],
                         cwd=ROOT, capture_output=True, check=True).stdout.decode()
    state: dict[str, str] = {}
    entries = iter(out.split("\0"))
    for entry in entries:
        if not entry:
            continue
        status, path = entry[:2], entry[3:]
        if "R" in status or "C" in status:
            next(entries, None)                  # the name it had before
        state[f"git {status} {path}"] = _digest(ROOT / path)
    for path in sorted((ROOT / "notebooks").rglob("*")):
        if path.is_file():
            state[path.relative_to(ROOT).as_posix()] = _digest(path)
    return state


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else "(no file)"


def changes(before: dict[str, str], after: dict[str, str]) -> list[str]:
    return sorted(k for k in before.keys() | after.keys() if before.get(k) != after.get(k))


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def unexpected(lines: list[str]) -> list[str]:
    """The lines no pattern of :data:`ALLOWED` accounts for (blank lines included)."""
    return [line for line in lines if not any(p.match(line) for p in ALLOWED)]


class Run:
    """lesson.sh's output, read line by line in a thread; ``url`` is set when the URL arrives."""

    def __init__(self, proc: subprocess.Popen, workspace: Path):
        self.proc, self.workspace = proc, workspace
        self.lines: list[str] = []
        self.url = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))
            if URL.match(line.rstrip("\n")):
                self.url.set()

    def address(self) -> str:
        return next(line for line in self.lines if URL.match(line))

    def api(self, method: str, path: str, body: dict | None = None):
        u = urlsplit(self.address())
        token = parse_qs(u.query)["token"][0]
        req = urllib.request.Request(f"http://{u.netloc}{path}", method=method,
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Authorization": f"token {token}", "Content-Type": "application/json"})
        with urllib.request.urlopen(req, timeout=60) as r:
            text = r.read()
        return json.loads(text) if text else None

    def use_lesson(self) -> None:
        """What a browser does with the lesson, without one: read the notebook (JupyterLab checks
        that it is trusted), start its kernel and talk to it over the kernel's websocket (the
        kernel says how it is connected; Tornado checks the websocket's ping settings), and save it."""
        from tornado.websocket import websocket_connect

        u = urlsplit(self.address())
        token = parse_qs(u.query)["token"][0]
        path = u.path.split("/lab/tree/", 1)[1]
        nb = self.api("GET", f"/api/contents/{path}?content=1")
        session = self.api("POST", "/api/sessions", {"path": path, "type": "notebook", "name": "",
                                                     "kernel": {"name": "python3"}})

        async def kernel_info() -> str:
            ws = await websocket_connect(f"ws://{u.netloc}/api/kernels/{session['kernel']['id']}/channels"
                                         f"?session_id={uuid.uuid4().hex}&token={token}")
            msg_id = uuid.uuid4().hex
            ws.write_message(json.dumps({
                "header": {"msg_id": msg_id, "msg_type": "kernel_info_request", "username": "test",
                           "session": uuid.uuid4().hex, "version": "5.3", "date": ""},
                "parent_header": {}, "metadata": {}, "content": {}, "channel": "shell"}))
            try:
                while True:
                    msg = json.loads(await asyncio.wait_for(ws.read_message(), 120))
                    if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "kernel_info_reply":
                        return msg["content"]["status"]
            finally:
                ws.close()

        assert asyncio.run(kernel_info()) == "ok"
        self.api("PUT", f"/api/contents/{path}", {"type": "notebook", "format": "json", "content": nb["content"]})

    def stop(self) -> int:
        """Shut JupyterLab down as its API does; the whole output has been read when this returns."""
        if self.proc.poll() is None and self.url.is_set():
            try:
                self.api("POST", "/api/shutdown")
                self.proc.wait(timeout=30)
            except Exception:  # noqa: BLE001 - a server that does not stop is killed below
                pass
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            self.proc.wait(timeout=30)
        self._thread.join(timeout=30)
        return self.proc.returncode


def teacher_env(home: Path, runtime: Path, workspace: Path, browser: str | None = None) -> dict:
    """A teacher's environment: a HOME of its own, no desktop, ``BROWSER`` only if given."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "BROWSER", "JUPYTER_TOKEN")}
    env.update(HOME=str(home), JUPYTER_CONFIG_DIR=str(home / "config"), JUPYTER_RUNTIME_DIR=str(runtime),
               JUPYTER_DATA_DIR=str(home / "data"), IPYTHONDIR=str(home / "ipython"), JUPYTER_PLATFORM_DIRS="1",
               PYTHONUNBUFFERED="1", DS_WIDGET_WORKSPACE=str(workspace))
    if browser:
        env["BROWSER"] = browser
    return env


@contextmanager
def lesson_sh(tmp_path: Path, *args: str, browser: str | None = None):
    """``tools/lesson.sh --ip=127.0.0.1 --port=<free> *args``, stopped (and its kernels) at the end."""
    # the kernels' IPC sockets live in the runtime folder: a short path (a socket's path is at most
    # 107 bytes on Linux, and pytest's temporary folders are long)
    runtime = Path(tempfile.mkdtemp(prefix="ds-rt-"))
    workspace = tmp_path / "workspace"
    proc = subprocess.Popen(
        [str(ROOT / "tools" / "lesson.sh"), "--ip=127.0.0.1", f"--port={free_port()}",
         "--ServerApp.port_retries=0", *args],
        cwd=ROOT, env=teacher_env(tmp_path / "home", runtime, workspace, browser),
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, stdin=subprocess.DEVNULL,
        start_new_session=True)
    run = Run(proc, workspace)
    try:
        yield run
    finally:
        run.stop()
        shutil.rmtree(runtime, ignore_errors=True)
