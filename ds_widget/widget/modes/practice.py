"""Practice: questions about real positions, answered on the board and graded at once; the game
waits behind them. The desk (:mod:`ds_widget.widget.practice`) holds the question on show."""
from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TypeVar

from ...render.theme import THEMES
from .. import payloads
from ..practice import PracticeDesk, practice_svg
from ..protocol import MAX_TEXT, Int, OneOf, ProtocolError, Str, message
from ..session import read_if_path
from .base import Host, Mode, View
from .explore import LEAVE_WHAT_IF
from .names import EXPLORE, PLAY, PRACTICE

#: the widget a practice method was called on (returned, so calls chain)
W = TypeVar("W", bound="PracticeControls")
PRACTICE_ACTIONS = ("enter", "leave", "next", "pick", "check", "number", "level", "load")


class PracticeMode(Mode):
    """The question's position on the board, its candidates clickable."""
    name = PRACTICE
    accepts = frozenset({"practice", "presentation", "lang", "save", "board", "theme"})
    refusal = "the game waits while you practise: press Back to the game first"
    overrides = {"save": "_save_practice_download"}

    def view(self, host: Host) -> View:
        desk = host.desk
        assert desk is not None, "practice is on show only with a desk"
        q = desk.question
        svg = practice_svg(q, host.lang, None if desk.answered else q.board_decision(), desk.highlight(),
                           host.presentation, THEMES[host.theme])
        return View(q.state, None, [], svg, practice=payloads.practice(desk, host.lang), derived=False,
                    status_state=host.session.shown_state())


class PracticeControls(Host):
    """The widget's practice methods and the practice message."""

    def start_practice(self: W, seed: int | None = None, difficulty: int = 1,
                       kinds: Sequence[str] | None = None) -> W:
        """Practice: questions about real positions, answered on the board and graded at once.
        The same ``seed``, ``difficulty`` (1 start of a game, 2 mid-game, 3 crowded late game) and
        ``kinds`` give the same questions in the same order (default seed: the game's). The game
        waits behind the questions; :meth:`leave_practice` goes back to it. Returns the widget."""
        if self.mode == EXPLORE:
            raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
        self.desk = PracticeDesk(self.session.seed if seed is None else seed, difficulty, kinds, self.lang)
        self.mode = PRACTICE
        self._after_change()
        return self

    def practice_answer(self, value: Any) -> dict[str, Any]:
        """Answer the question on the board: a number, a board thing (``"tile-1,0"``,
        ``"animal-birds"`` …), a button (``"nobody"``, ``"none"``) or a list of them; returns the
        grade (``correct``, ``headline``, ``explanation`` …) in the widget's language."""
        desk = self._practice_desk()
        if desk.answered:
            raise ProtocolError("practice/answered", "this question is answered already: call next_question()")
        desk.answer(value)
        self._after_change()
        return dict(self.practice["grade"])

    def next_question(self) -> None:
        self._practice_desk().next_question()
        self._after_change()

    def leave_practice(self) -> None:
        """Back to the game, as it was (the practice and its progress are kept for next time)."""
        if self.mode != PRACTICE:
            return
        self.mode = PLAY
        self._after_change()

    def save_practice(self, path: str | Path | None = None) -> str:
        """The practice progress as JSON (seed, level, questions asked, right answers per kind);
        written to ``path`` if given."""
        text = self._practice_desk().to_json()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def load_practice(self: W, data: str | bytes | Path) -> W:
        """Go on with practice saved by :meth:`save_practice` (JSON text, or from Python a path)."""
        self._load_practice_content(read_if_path(data))
        return self

    # ---------------------------------------------------------------------------- inside
    def _practice_desk(self) -> PracticeDesk:
        if self.desk is None or self.mode != PRACTICE:
            raise ProtocolError("message/wrong_mode", "start Practice first")
        return self.desk

    def _load_practice_content(self, data: str | bytes) -> None:
        """Practice progress from file *content* (size, depth and JSON checked by the loader)."""
        if self.mode == EXPLORE:
            raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
        desk = self.desk or PracticeDesk(self.session.seed, 1, None, self.lang)
        desk.load(data)                      # raises before anything changes
        self.desk = desk
        self.mode = PRACTICE
        self._after_change()

    def _practice_items_added(self, items: list[dict[str, Any]]) -> None:
        """A finished review's mistakes join the practice (served before the sequence when due)."""
        if not items:
            return
        if self.desk is None:                 # a new practice: its first question is a due mistake
            self.desk = PracticeDesk(self.session.seed, 1, None, self.lang, mistakes=items)
        else:                                 # the question waiting stays; the mistakes come next
            self.desk.session.add_mistakes(items)

    def _save_practice_download(self) -> None:
        self.download = {"name": "dominant_species_practice.json", "mime": "application/json",
                         "text": self.save_practice(), "nonce": time.monotonic()}

    @message("practice", action=OneOf(choices=PRACTICE_ACTIONS), question=Int(1, 10 ** 9, optional=True),
             by_action={"pick": {"value": Str(max_len=40)}, "number": {"text": Str(max_len=20)},
                        "level": {"difficulty": Int(1, 3)}, "load": {"text": Str(max_len=MAX_TEXT)}})
    def _practice_message(self, action: str, question: int | None, **given: Any) -> None:
        """``pick`` carries the clicked ``value`` (a board thing or a button), ``number`` the typed
        ``text``, ``level`` a ``difficulty``, ``load`` a progress file's ``text``; ``question`` is
        the number of the question the page showed, so an answer to an earlier question is refused."""
        if action == "enter":
            if self.desk is None:
                self.start_practice()
                return
            if self.mode == EXPLORE:         # the practice goes on where it was left
                raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
            self.mode = PRACTICE
        elif action == "load":
            self._load_practice_content(given["text"])
            return
        elif action == "leave":
            self.leave_practice()
            return
        else:
            desk = self._practice_desk()
            if action == "pick":
                desk.pick(given["value"], question)
            elif action == "check":
                desk.check(question)
            elif action == "number":
                desk.type_number(given["text"], question)
            elif action == "next":
                desk.next_question()
            elif action == "level":
                desk.set_difficulty(given["difficulty"])
        self._after_change()
