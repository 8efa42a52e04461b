"""A wall-clock guard for tests of code that must never run on, and what a load of a hostile file
came to: refused with the project's error, hung, escaped with another error, or accepted."""
from __future__ import annotations

import signal
from contextlib import contextmanager
from typing import Any

from ds_widget.engine import Match
from ds_widget.engine.errors import DSError


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


def load_outcome(text: str, seconds: float, what: str) -> tuple[str, Any]:
    """("refused", None), ("hung", None), ("bare", "Kind: message") or ("accepted", the game)."""
    try:
        with wall_clock(seconds, what):
            return "accepted", Match.load(text)
    except DSError:
        return "refused", None
    except Hang:
        return "hung", None
    except Exception as exc:  # noqa: BLE001 - the guard reports any other exception as a bug of the engine
        return "bare", f"{type(exc).__name__}: {exc}"[:200]
