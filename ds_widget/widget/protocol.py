"""Messages from the front end: parsed and validated before anything uses them.

Every message is a JSON object with a ``type``. :func:`parse` returns a :class:`Request` or
raises :class:`ProtocolError` with a stable code; the widget shows the error and changes nothing.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.errors import MAX_BYTES, DSError, brief
from ..render.theme import THEMES

MAX_TEXT = MAX_BYTES   # the engine's limit for saved games: the page sends file content, never a path


class ProtocolError(DSError):
    """A front-end message that is malformed, unknown or stale."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code


@dataclass(frozen=True)
class Request:
    type: str
    data: dict[str, Any] = field(default_factory=dict)


def _str(content: dict[str, Any], key: str, *, max_len: int = 200, optional: bool = False) -> str | None:
    v = content.get(key)
    if v is None and optional:
        return None
    if not isinstance(v, str) or not v or len(v) > max_len:
        raise ProtocolError("message/bad_field", f"field {brief(key)} must be a non-empty string "
                                                 f"(at most {max_len} characters), got {brief(v)}"[:300])
    return v


def _int(content: dict[str, Any], key: str, lo: int, hi: int, *, optional: bool = False) -> int | None:
    v = content.get(key)
    if v is None and optional:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
        raise ProtocolError("message/bad_field",
                            f"field {brief(key)} must be an integer in [{lo}, {hi}], got {brief(v)}")
    return v


def _bool(content: dict[str, Any], key: str) -> bool:
    v = content.get(key)
    if not isinstance(v, bool):
        raise ProtocolError("message/bad_field", f"field {brief(key)} must be true or false, got {brief(v)}")
    return v


#: the messages that change the game or the position shown: each carries the ``version`` of the
#: board the learner acted on, and one made on an older board is refused (never applied to a board
#: the learner did not see). Loading a file, a new game and a rulebook example replace the game
#: whatever was shown, so they carry none.
CHANGES_THE_GAME = frozenset({"choose", "undo", "redo", "next", "goto", "exit_replay", "explore", "edit"})

EDIT_ACTIONS = ("add_element", "remove_element", "set_species", "add_tile", "remove_tile",
                "add_sheet_element", "remove_sheet_element")

# type -> required fields parser
def parse(content: Any, *, version: int) -> Request:
    """Validate one front-end message against the current state ``version``."""
    if not isinstance(content, dict):
        raise ProtocolError("message/not_object", f"a message must be a JSON object, got {type(content).__name__}")
    kind = content.get("type")
    if not isinstance(kind, str):
        raise ProtocolError("message/no_type", "a message needs a string field 'type'")
    if kind in CHANGES_THE_GAME:
        v = _int(content, "version", 0, 10 ** 9)
        if v != version:
            raise ProtocolError("message/stale_version",
                                f"this click was made on an older board (version {v}, now {version}); "
                                "the board has been refreshed, please choose again")
    if kind in ("choose", "preview"):
        option = _str(content, "option", max_len=100)
        return Request(kind, {"option": option, "version": _int(content, "version", 0, 10 ** 9)})
    if kind in ("undo", "redo", "hint", "next", "exit_replay", "save", "export_svg", "board"):
        return Request(kind)
    if kind == "goto":
        return Request(kind, {"ply": _int(content, "ply", 0, 10 ** 7)})
    if kind in ("auto", "presentation"):
        return Request(kind, {"on": _bool(content, "on")})
    if kind == "lang":
        lang = _str(content, "lang", max_len=5)
        if lang not in ("en", "it", "de"):
            raise ProtocolError("message/bad_field", f"unknown language {brief(lang)}")
        return Request(kind, {"lang": lang})
    if kind == "theme":
        theme = _str(content, "theme", max_len=10)
        if theme not in THEMES:
            raise ProtocolError("message/bad_field", f"unknown theme {brief(theme)}")
        return Request(kind, {"theme": theme})
    if kind == "focus":
        return Request(kind, {"index": _int(content, "index", -1, 100_000)})
    if kind == "why":
        return Request(kind, {"tile": _str(content, "tile", max_len=20)})
    if kind == "load":
        return Request(kind, {"text": _str(content, "text", max_len=MAX_TEXT)})
    if kind == "scenario":
        return Request(kind, {"name": _str(content, "name", max_len=40)})
    if kind == "new_game":
        return Request(kind, {"seed": _int(content, "seed", 0, 2 ** 62, optional=True)})
    if kind == "explore":
        action = _str(content, "action", max_len=20)
        if action not in ("enter", "discard", "start"):
            raise ProtocolError("message/bad_field",
                                f"explore action must be enter, discard or start, got {brief(action)}")
        return Request(kind, {"action": action})
    if kind == "edit":
        action = _str(content, "action", max_len=30)
        if action not in EDIT_ACTIONS:
            raise ProtocolError("message/bad_field", f"unknown edit {brief(action)}")
        data: dict[str, Any] = {"action": action, "target": _str(content, "target", max_len=40)}
        for key in ("element", "terrain", "animal"):
            if key in content:
                data[key] = _str(content, key, max_len=20)
        if "count" in content:
            data["count"] = _int(content, "count", 0, 60)
        return Request(kind, data)
    if kind == "practice":
        return _practice(content)
    if kind == "review":
        action = _str(content, "action", max_len=10)
        if action not in REVIEW_ACTIONS:
            raise ProtocolError("message/bad_field", f"unknown review action {brief(action)}; one of "
                                f"{', '.join(REVIEW_ACTIONS)}")
        data = {"action": action}
        if action == "show":
            data["index"] = _int(content, "index", 0, 10 ** 6)
        return Request(kind, data)
    if kind == "teaching":
        return Request(kind, {"on": _bool(content, "on")})
    if kind == "teach":
        action = _str(content, "action", max_len=10)
        if action not in ("take_back", "keep"):
            raise ProtocolError("message/bad_field", f"teach action must be take_back or keep, got {brief(action)}")
        return Request(kind, {"action": action})
    raise ProtocolError("message/unknown_type", f"unknown message type {brief(kind)}")


#: the page can start, cancel and step a review, never name a file
REVIEW_ACTIONS = ("start", "cancel", "next", "prev", "show", "again", "leave")
PRACTICE_ACTIONS = ("enter", "leave", "next", "pick", "check", "number", "level", "load")


def _practice(content: dict[str, Any]) -> Request:
    """``{"type": "practice", "action": ..., "question": n}``: ``pick`` carries the clicked
    ``value`` (a board thing or a button), ``number`` the typed ``text``, ``level`` a
    ``difficulty``, ``load`` a progress file's ``text``; ``question`` (optional) is the number of
    the question the page showed, so an answer to an earlier question is refused."""
    action = _str(content, "action", max_len=10)
    if action not in PRACTICE_ACTIONS:
        raise ProtocolError("message/bad_field", f"unknown practice action {brief(action)}")
    data: dict[str, Any] = {"action": action, "question": _int(content, "question", 1, 10 ** 9, optional=True)}
    if action == "pick":
        data["value"] = _str(content, "value", max_len=40)
    elif action == "number":
        data["text"] = _str(content, "text", max_len=20)
    elif action == "level":
        data["difficulty"] = _int(content, "difficulty", 1, 3)
    elif action == "load":
        data["text"] = _str(content, "text", max_len=MAX_TEXT)
    return Request("practice", data)
