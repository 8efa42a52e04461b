"""Play: the game at the table — choices, Undo and Redo, time travel, the seats, the bots moving by
themselves, the explanations asked for (Hint, a preview, Why?) and teaching mode's take-back offer
(:mod:`.teaching`)."""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from ...explain import name
from .. import payloads
from ..protocol import Bool, Int, OneOf, ProtocolError, Str, message
from ..review import Judge
from ..seats import MAX_SEAT
from ..session import SEAT_KINDS
from .base import Mode, Table
from .names import PLAY
from .teaching import Teacher
from .transitions import TEACH

log = logging.getLogger("ds_widget")

#: what the page is told when something fails inside Python (the details go to the kernel's log)
INTERNAL_ERROR = "Something went wrong inside ds_widget; the details are in the kernel's log."


class PlayMode(Mode):
    """The game: its choices, its seats and bots, the explanations, teaching mode."""
    name = PLAY
    bots_move = True

    def __init__(self, table: Table, judge: Judge) -> None:
        super().__init__(table)
        self.teacher = Teacher(table, judge)
        self.hint_made: dict[str, Any] | None = None
        """the coach's analysis behind the hint on show, no words in it (:func:`.payloads.hint_analysis`):
        a change of language re-words the hint from it"""
        self._timer: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------------ public API
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Play an option of the pending decision (as a click would); in teaching mode a human's
        costly choice is then offered back (:meth:`.teaching.Teacher.take_back`)."""
        t = self.table
        g = t.session.game
        d, ply = g.pending, g.ply
        human = d is not None and t.session.seat_kind(d.animal) == "human" and len(d.options) > 1
        events = t.session.choose(option_id)
        self.teacher.withdraw()
        if t.teaching and human and t.allows(TEACH):
            self.teacher.judge_choice(ply)
        t._after_change()
        return events

    @message("undo", versioned=True)
    def undo(self) -> None:
        self.table.session.undo()
        self.table._after_change()

    @message("redo", versioned=True)
    def redo(self) -> None:
        self.table.session.redo()
        self.table._after_change()

    def goto(self, ply: int) -> None:
        self.table.session.goto(ply)
        self.table._after_change()

    def step_bot(self) -> bool:
        """Let the bot whose turn it is make one decision (the page is shown the new board, and a
        click on the old one is refused); False if a human must decide."""
        moved = self._bot_moves()
        if moved:
            self.table._after_change(schedule=False)
        return moved

    def run_bots(self, max_steps: int = 10_000) -> int:
        """Let bots play until a human must decide (or the game ends); returns decisions made."""
        n = 0
        while n < max_steps and self._bot_moves():
            n += 1
        if n:
            self.table._after_change()
        return n

    @message("seat", seat=Int(0, MAX_SEAT), kind=OneOf(choices=SEAT_KINDS))
    def set_seat(self, seat: int, kind: str) -> None:
        """Seat ``seat`` is now played by ``kind`` ("human", or a bot's name); if a bot is now to
        move, it moves (after ``bot_delay``, while Auto is on)."""
        self.table.session.set_seat_kind(seat, kind)
        self.table._after_change()

    # -------------------------------------------------------------------------- messages
    @message("choose", versioned=True, option=Str(max_len=100))
    def _choose_message(self, option: str) -> None:
        s = self.table.session
        d = s.game.pending
        if d is not None and s.seat_kind(d.animal) != "human":
            raise ProtocolError("message/not_your_turn",
                                f"the {name('animal', d.animal, self.table.lang)} are played by a bot; "
                                "press Next to let it move")
        self.choose(option)

    @message("goto", versioned=True, ply=Int(0, 10 ** 7))
    def _goto_message(self, ply: int) -> None:
        if ply > self.table.plies:
            raise ProtocolError("message/bad_field", f"there are only {self.table.plies} steps")
        self.goto(ply)

    @message("next", versioned=True)
    def _next_message(self) -> None:
        if self.table.session.game.can_redo:
            self.redo()
        elif not self.step_bot():
            raise ProtocolError("message/human_turn", "a human player must decide now")

    @message("exit_replay", versioned=True)
    def _exit_replay(self) -> None:
        self.goto(self.table.plies)

    @message("auto", on=Bool())
    def _auto_message(self, on: bool) -> None:
        t = self.table
        if on:                                  # Auto on also resumes bots paused by Undo
            t.session.paused = False
        t.auto = on
        t._refresh(keep_error=True)
        t._schedule_bots()

    # ---------------------------------------------------------------------- teaching mode
    @message("teaching", on=Bool())
    def _teaching_message(self, on: bool) -> None:
        self.table.teaching = on
        if not on:
            self.teacher.keep_choice()
        self.table._refresh(keep_error=True)

    @message("teach", action=OneOf(choices=("take_back", "keep")))
    def _teach_message(self, action: str) -> None:
        self.teacher.take_back() if action == "take_back" else self.teacher.keep_choice()

    # -------------------------------------------------------------------- explanations
    @message("hint")
    def _hint(self) -> None:
        t = self.table
        self.hint_made = payloads.hint_analysis(t.session)
        t.hint = payloads.hint_words(self.hint_made, t.session, t.lang, t.version)

    def changed(self) -> None:
        t = self.table
        t.hint, t.preview, t.why = {}, {}, {}
        self.hint_made = None

    def keep_up(self, lang: str) -> None:
        """The hint, the preview and the why on show said again in ``lang`` (a change of language):
        the hint from the coach's analysis already made (:attr:`hint_made`), not valued again; and
        teaching mode's offer."""
        t = self.table
        if t.hint and t.hint.get("lang") != lang:
            t.hint = payloads.hint_words(self.hint_made, t.session, lang, t.hint["version"])
        if t.preview and t.preview.get("lang") != lang:
            t.preview = payloads.preview(t.session, t.preview["option"], lang, t.preview["version"])
        if t.why and t.why.get("lang") != lang:
            t.why = payloads.why(t.session.shown_state(), t.why["tile"], lang)
        self.teacher.keep_up(lang)

    @message("preview", option=Str(max_len=100), version=Int(0, 10 ** 9))
    def _preview(self, option: str, version: int) -> None:
        t = self.table
        t.preview = payloads.preview(t.session, option, t.lang, t.version)

    @message("why", tile=Str(max_len=20))
    def _why(self, tile: str) -> None:
        t = self.table
        t.why = payloads.why(t.session.shown_state(), tile, t.lang)
        t.focus_targets = [f"tile-{tile}"]
        t._refresh(keep_error=True)

    @message("focus", index=Int(-1, 100_000))
    def _focus(self, index: int) -> None:
        t = self.table
        rows = t.narration
        t.focus_targets = list(rows[index]["focus"]) if 0 <= index < len(rows) else []
        t._refresh(keep_error=True)

    # ----------------------------------------------------------------------------- bots
    def _bot_moves(self) -> bool:
        """One bot decision, without telling the page (the callers refresh once for many)."""
        return self.table.shown().bots_move and not self.teacher.holds_bots() and self.table.session.step_bot()

    def schedule_bots(self) -> None:
        """Bots move by themselves, one decision per ``bot_delay`` seconds, while ``auto`` is on."""
        t = self.table
        if not t.auto or t.session.paused or self.teacher.holds_bots() or t.session.bot_to_move() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (plain Python): call run_bots() or step_bot()
        if self._timer is not None:
            self._timer.cancel()
        self._timer = loop.call_later(t.bot_delay, self._bot_tick)

    def _bot_tick(self) -> None:
        self._timer = None
        t = self.table
        good = t._checkpoint()
        try:
            deadline = time.perf_counter() + 0.05
            moved = self._bot_moves()
            while moved and t.bot_delay == 0 and time.perf_counter() < deadline and self._bot_moves():
                pass
            if moved:
                t._after_change()
        except Exception:
            log.exception("ds_widget: bot error")
            t._restore(good)
            t._show_error("internal", INTERNAL_ERROR)
