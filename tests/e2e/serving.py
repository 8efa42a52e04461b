"""Waiting for a server the browser tests start (JupyterLab, Notebook 7, marimo) to answer."""
from __future__ import annotations

import subprocess
import time
import urllib.error
from collections.abc import Callable

UP_WITHIN = 90
"""seconds a server may take to answer before the test fails with its log"""


def wait_until_up(proc: subprocess.Popen, ready: Callable[[], bool], what: str, tail: Callable[[], str]) -> None:
    """Return once ``ready()`` is true; fail with the server's log (``tail()``) if ``proc`` exits or
    :data:`UP_WITHIN` seconds pass. ``ready`` may raise a connection error while the port is not open."""
    deadline = time.monotonic() + UP_WITHIN
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"{what} exited with {proc.returncode}\n{tail()}")
        try:
            if ready():
                return
        except (TimeoutError, urllib.error.URLError, ConnectionError):
            pass
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what} did not answer in {UP_WITHIN} s\n{tail()}")
        time.sleep(0.1)
