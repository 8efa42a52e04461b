"""Errors raised by the engine; each kind has a stable ``code`` that drivers can match on.

All are ``ValueError`` subclasses, as in python-chess: malformed input, a well-formed choice that
is not legal now, and a file or position that breaks the rules are different failures.
"""
from __future__ import annotations


class DSError(ValueError):
    """Base class of every error the engine raises on bad input."""

    code = "error"


class MalformedError(DSError):
    """Input that cannot be parsed (an option id, a coordinate, a setup argument)."""

    code = "input/malformed"


class IllegalChoiceError(DSError):
    """A well-formed option id that is not legal for the pending decision.

    ``rule`` names the rule that forbids it; ``legal`` lists the legal ids.
    """

    code = "choice/illegal"

    def __init__(self, message: str, *, option_id: str = "", rule: str = "",
                 legal: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.option_id = option_id
        self.rule = rule
        self.legal = legal


class GameOverError(IllegalChoiceError):
    """A choice was made after the game ended."""

    code = "choice/game_over"


class InvalidStateError(DSError):
    """A saved state, record or scenario that is malformed or breaks the rules."""

    code = "state/invalid"


class StuckError(InvalidStateError):
    """The agenda ran more automatic steps than any game makes without reaching a decision (a
    saved step the engine cannot continue): refused instead of looping for ever."""

    code = "state/stuck"


class SetupError(DSError):
    """Out-of-range or inconsistent setup arguments."""

    code = "setup/invalid"


class TooLargeError(InvalidStateError):
    """A file or record beyond the documented size limit (:data:`MAX_BYTES`)."""

    code = "state/too_large"


#: the largest saved game (state or record) the CLI, the widget and :meth:`Match.load` read: a
#: record of a long game is a few tens of kilobytes, a state about ten
MAX_BYTES = 4_000_000


def brief(value: object, limit: int = 60) -> str:
    """``repr(value)`` cut to ``limit`` characters, for quoting bad input in an error message."""
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__ or one nested too deeply
        text = f"<{type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "…"
