"""A wall-clock guard for tests of code that must never run on: loads of hostile files."""
from __future__ import annotations

import signal
from contextlib import contextmanager


class Hang(BaseException):
    """Raised by :func:`wall_clock`: a BaseException, so that no ``except Exception`` of the code
    under test can mistake it for an error of the file and swallow it."""


@contextmanager
def wall_clock(seconds: float, what: str):
    """Fail (instead of waiting for ever) when the block runs longer than ``seconds``. Where there is
    no interval timer (Pyodide, the browser's Python, runs the engine's tests too), the block runs
    unguarded: the engine's own step budget still ends every loop there; the tests that need
    the guard to end a planted hang are marked ``wall_clock`` and run in the main suite only."""
    if not hasattr(signal, "setitimer"):
        yield
        return

    def expired(*_):
        raise Hang(f"{what} ran longer than {seconds} s")
    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
