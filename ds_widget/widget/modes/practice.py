"""Practice: questions about real positions, answered on the board and graded at once; the game
waits behind them. The desk (:mod:`ds_widget.widget.practice`) holds the question on show."""
from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ...render.theme import THEMES
from .. import payloads
from ..practice import PracticeDesk, practice_svg
from ..protocol import MAX_TEXT, Int, OneOf, ProtocolError, Str, message
from ..session import read_if_path
from .base import Mode, Table, View
from .names import PRACTICE
from .transitions import ANSWER, LEAVE_PRACTICE, PRACTISE

PRACTICE_ACTIONS = ("enter", "leave", "next", "pick", "check", "number", "level", "load")


class PracticeMode(Mode):
    """The question's position on the board, its candidates clickable; the practice going on
    (``desk``), kept when the learner goes back to the game."""
    name = PRACTICE
    accepts = frozenset({"practice", "presentation", "lang", "save", "board", "theme"})
    refusal = "the game waits while you practise: press Back to the game first"

    def __init__(self, table: Table) -> None:
        super().__init__(table)
        self.desk: PracticeDesk | None = None
        """the practice going on, or None"""

    def view(self) -> View:
        t, desk = self.table, self.desk
        assert desk is not None, "practice is on show only with a desk"
        q = desk.question
        svg = practice_svg(q, t.lang, None if desk.answered else q.board_decision(), desk.highlight(),
                           t.presentation, THEMES[t.theme])
        return View(q.state, None, [], svg, practice=payloads.practice(desk, t.lang), derived=False,
                    status_state=t.session.shown_state())

    def checkpoint(self) -> Any:
        return self.desk

    def restore(self, saved: Any) -> bool:
        changed = saved is not self.desk
        self.desk = saved
        return changed

    # ------------------------------------------------------------------------ public API
    def start(self, seed: int | None = None, difficulty: int = 1, kinds: Sequence[str] | None = None) -> None:
        """Practice: questions about real positions, answered on the board and graded at once.
        The same ``seed``, ``difficulty`` (1 start of a game, 2 mid-game, 3 crowded late game) and
        ``kinds`` give the same questions in the same order (default seed: the game's). The game
        waits behind the questions; :meth:`leave` goes back to it."""
        t = self.table
        desk = PracticeDesk(t.session.seed if seed is None else seed, difficulty, kinds, t.lang)
        t.go(PRACTISE)
        self.desk = desk
        t._after_change()

    def answer(self, value: Any) -> dict[str, Any]:
        """Answer the question on the board: a number, a board thing (``"tile-1,0"``,
        ``"animal-birds"`` …), a button (``"nobody"``, ``"none"``) or a list of them; returns the
        grade (``correct``, ``headline``, ``explanation`` …) in the widget's language."""
        desk = self._desk()
        if desk.answered:
            raise ProtocolError("practice/answered", "this question is answered already: call next_question()")
        desk.answer(value)
        self.table._after_change()
        return dict(self.table.practice["grade"])

    def next_question(self) -> None:
        self._desk().next_question()
        self.table._after_change()

    def leave(self) -> None:
        """Back to the game, as it was (the practice and its progress are kept for next time)."""
        if self.table.go(LEAVE_PRACTICE):
            self.table._after_change()

    def save(self, path: str | Path | None = None) -> str:
        """The practice progress as JSON (seed, level, questions asked, right answers per kind);
        written to ``path`` if given."""
        text = self._desk().to_json()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def load(self, data: str | bytes | Path) -> None:
        """Go on with practice saved by :meth:`save` (JSON text, or from Python a path)."""
        self._load_content(read_if_path(data))

    def add_mistakes(self, items: list[dict[str, Any]]) -> None:
        """Mistakes (a finished review's) join the practice, served before the sequence when due."""
        if not items:
            return
        if self.desk is None:                 # a new practice: its first question is a due mistake
            self.desk = PracticeDesk(self.table.session.seed, 1, None, self.table.lang, mistakes=items)
        else:                                 # the question waiting stays; the mistakes come next
            self.desk.session.add_mistakes(items)

    # ---------------------------------------------------------------------------- inside
    def _desk(self) -> PracticeDesk:
        if self.desk is None:
            raise ProtocolError("message/wrong_mode", ANSWER.refusal)
        self.table.go(ANSWER)
        return self.desk

    def _load_content(self, data: str | bytes) -> None:
        """Practice progress from file *content* (size, depth and JSON checked by the loader)."""
        t = self.table
        t.allows(PRACTISE)                   # refused in the What if editor, before anything changes
        desk = self.desk or PracticeDesk(t.session.seed, 1, None, t.lang)
        desk.load(data)                      # raises before anything changes
        self.desk = desk
        t.go(PRACTISE)
        t._after_change()

    def _save_download(self) -> None:
        self.table.download = {"name": "dominant_species_practice.json", "mime": "application/json",
                               "text": self.save(), "nonce": time.monotonic()}

    overrides = {"save": _save_download}

    @message("practice", action=OneOf(choices=PRACTICE_ACTIONS), question=Int(1, 10 ** 9, optional=True),
             by_action={"pick": {"value": Str(max_len=40)}, "number": {"text": Str(max_len=20)},
                        "level": {"difficulty": Int(1, 3)}, "load": {"text": Str(max_len=MAX_TEXT)}})
    def _practice_message(self, action: str, question: int | None, **given: Any) -> None:
        """``pick`` carries the clicked ``value`` (a board thing or a button), ``number`` the typed
        ``text``, ``level`` a ``difficulty``, ``load`` a progress file's ``text``; ``question`` is
        the number of the question the page showed, so an answer to an earlier question is refused."""
        if action == "enter":
            if self.desk is None:
                self.start()
                return
            self.table.go(PRACTISE)          # the practice goes on where it was left
        elif action == "load":
            self._load_content(given["text"])
            return
        elif action == "leave":
            self.leave()
            return
        else:
            desk = self._desk()
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
        self.table._after_change()
