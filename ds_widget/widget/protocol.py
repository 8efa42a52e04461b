"""Messages from the front end: each type declared once, with its fields and its handler.

Every message is a JSON object with a ``type``. A handler is declared with :func:`message` — the
type, the fields and how each is checked, whether it names the board it was made on — right above
the function that handles it (``@message("goto", versioned=True, ply=Int(0, 10 ** 7))``), and
:data:`MESSAGES` is the table the widget dispatches through: adding a message is one declaration.
:func:`parse` returns a :class:`Request` or raises :class:`ProtocolError` with a stable code; the
widget shows the error and changes nothing.

>>> from ds_widget.widget import DominantSpeciesWidget   # declares the widget's messages
>>> parse({"type": "goto", "ply": 0, "version": 3}, version=3)
Request(type='goto', data={'ply': 0})
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ..engine.errors import MAX_BYTES, DSError, brief

MAX_TEXT = MAX_BYTES   # the engine's limit for saved games: the page sends file content, never a path
MAX_VERSION = 10 ** 9


class ProtocolError(DSError):
    """A front-end message that is malformed, unknown or stale."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Request:
    type: str
    data: dict[str, Any] = field(default_factory=dict)


def _bad(message: str) -> ProtocolError:
    return ProtocolError("message/bad_field", message[:300])


# ----------------------------------------------------------------------------------- fields
@dataclass(frozen=True)
class Field:
    """One field of a message and its check. ``optional``: may be missing (then None)."""
    optional: bool = field(default=False, kw_only=True)

    def read(self, content: Mapping[str, Any], key: str) -> Any:
        v = content.get(key)
        if v is None and self.optional:
            return None
        return self.check(key, v)

    def check(self, key: str, v: Any) -> Any:   # pragma: no cover - every field kind defines it
        raise NotImplementedError


@dataclass(frozen=True)
class Str(Field):
    """A non-empty string of at most ``max_len`` characters."""
    max_len: int = 200

    def check(self, key: str, v: Any) -> str:
        if not isinstance(v, str) or not v or len(v) > self.max_len:
            raise _bad(f"field {brief(key)} must be a non-empty string (at most {self.max_len} characters), "
                       f"got {brief(v)}")
        return v


@dataclass(frozen=True)
class Int(Field):
    """An integer in ``[lo, hi]`` (a bool is not one)."""
    lo: int = 0
    hi: int = MAX_VERSION

    def check(self, key: str, v: Any) -> int:
        if isinstance(v, bool) or not isinstance(v, int) or not self.lo <= v <= self.hi:
            raise _bad(f"field {brief(key)} must be an integer in [{self.lo}, {self.hi}], got {brief(v)}")
        return v


@dataclass(frozen=True)
class Bool(Field):
    def check(self, key: str, v: Any) -> bool:
        if not isinstance(v, bool):
            raise _bad(f"field {brief(key)} must be true or false, got {brief(v)}")
        return v


@dataclass(frozen=True)
class OneOf(Field):
    """One of ``choices`` (strings)."""
    choices: tuple[str, ...] = ()

    def check(self, key: str, v: Any) -> str:
        if not isinstance(v, str) or v not in self.choices:
            raise _bad(f"unknown {key} {brief(v)}; one of {', '.join(self.choices)}")
        return v


# ---------------------------------------------------------------------------------- messages
Handler = Callable[..., Any]
F = TypeVar("F", bound=Handler)


@dataclass(frozen=True)
class Message:
    """A message type: its fields (``by_action``: more fields when ``action`` has that value), whether
    it carries the ``version`` of the board the learner acted on (one made on an older board is
    refused: never applied to a board the learner did not see), and its handler, called on the
    widget or the mode whose class declares it (:func:`handlers`) as ``handler(**fields)``."""
    type: str
    handler: Handler
    fields: Mapping[str, Field]
    by_action: Mapping[str, Mapping[str, Field]]
    versioned: bool

    def parse(self, content: Mapping[str, Any], version: int) -> Request:
        if self.versioned:
            v = Int(0, MAX_VERSION).read(content, "version")
            if v != version:
                raise ProtocolError("message/stale_version",
                                    f"this click was made on an older board (version {v}, now {version}); "
                                    "the board has been refreshed, please choose again")
        data = {k: f.read(content, k) for k, f in self.fields.items()}
        for k, f in self.by_action.get(data.get("action", ""), {}).items():
            data[k] = f.read(content, k)
        return Request(self.type, data)


#: every message the page may send, by type (filled by :func:`message` where the handlers are)
MESSAGES: dict[str, Message] = {}


def message(type_: str, *, versioned: bool = False,
            by_action: Mapping[str, Mapping[str, Field]] | None = None, **fields: Field) -> Callable[[F], F]:
    """Declare the message ``type_`` handled by the function below: its fields and their checks."""
    def declare(handler: F) -> F:
        if type_ in MESSAGES:
            raise RuntimeError(f"message {type_!r} is declared twice")
        MESSAGES[type_] = Message(type_, handler, dict(fields), dict(by_action or {}), versioned)
        handler.__message__ = type_           # type: ignore[attr-defined]  # found by handlers()
        return handler
    return declare


def handlers(*parts: object) -> dict[str, Handler]:
    """Each message's handler bound to the one of ``parts`` whose class declares it (the widget and
    its modes): ``{type: bound method}``. Raises if a declared message has no part to handle it."""
    out: dict[str, Handler] = {}
    for part in parts:
        for cls in type(part).__mro__:
            for fn in vars(cls).values():
                kind = getattr(fn, "__message__", None)
                if isinstance(kind, str) and MESSAGES[kind].handler is fn:
                    out[kind] = fn.__get__(part)
    missing = sorted(set(MESSAGES) - set(out))
    if missing:
        raise RuntimeError(f"messages declared with no part of the widget to handle them: {missing}")
    return out


def versioned() -> list[str]:
    """The messages that change the game or the position shown: the page stamps them with the
    board's ``version``. Loading a file, a new game and a rulebook example replace the game whatever
    was shown, so they carry none."""
    return sorted(t for t, m in MESSAGES.items() if m.versioned)


def parse(content: Any, *, version: int) -> Request:
    """Validate one front-end message against the current state ``version``."""
    if not isinstance(content, dict):
        raise ProtocolError("message/not_object", f"a message must be a JSON object, got {type(content).__name__}")
    kind = content.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("message/no_type", "a message needs a string field 'type'")
    spec = MESSAGES.get(kind)
    if spec is None:
        raise ProtocolError("message/unknown_type", f"unknown message type {brief(kind)}")
    return spec.parse(content, version)
