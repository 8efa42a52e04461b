"""Play: the game at the table — choices, Undo and Redo, time travel, the bots moving by
themselves, and the explanations asked for (Hint, a preview, Why?)."""
from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from ...explain import name
from .. import payloads
from ..protocol import Bool, Int, ProtocolError, Str, message
from .base import Host, Mode
from .names import PLAY

log = logging.getLogger("ds_widget")

#: what the page is told when something fails inside Python (the details go to the kernel's log)
INTERNAL_ERROR = "Something went wrong inside ds_widget; the details are in the kernel's log."


class PlayMode(Mode):
    name = PLAY
    bots_move = True


class PlayControls(Host):
    """The widget's playing methods and the messages that play."""

    _timer: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------------ public API
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Play an option of the pending decision (as a click would); in teaching mode a human's
        costly choice is then offered back (see :meth:`take_back`)."""
        g = self.session.game
        d, ply = g.pending, g.ply
        human = d is not None and self.seat_kind(d.animal) == "human" and len(d.options) > 1
        events = self.session.choose(option_id)
        self._offer, self.teach = None, {}
        if self.teaching and human and self.mode == PLAY:
            self._teach_after_choice(ply)
        self._after_change()
        return events

    @message("undo", versioned=True)
    def undo(self) -> None:
        self.session.undo()
        self._after_change()

    @message("redo", versioned=True)
    def redo(self) -> None:
        self.session.redo()
        self._after_change()

    def goto(self, ply: int) -> None:
        self.session.goto(ply)
        self._after_change()

    def step_bot(self) -> bool:
        """Let the bot whose turn it is make one decision (the page is shown the new board, and a
        click on the old one is refused); False if a human must decide."""
        moved = self._bot_moves()
        if moved:
            self._after_change(schedule=False)
        return moved

    def run_bots(self, max_steps: int = 10_000) -> int:
        """Let bots play until a human must decide (or the game ends); returns decisions made."""
        n = 0
        while n < max_steps and self._bot_moves():
            n += 1
        if n:
            self._after_change()
        return n

    # -------------------------------------------------------------------------- messages
    @message("choose", versioned=True, option=Str(max_len=100))
    def _choose_message(self, option: str) -> None:
        d = self.session.game.pending
        if d is not None and self.seat_kind(d.animal) != "human":
            raise ProtocolError("message/not_your_turn",
                                f"the {name('animal', d.animal, self.lang)} are played by a bot; "
                                "press Next to let it move")
        self.choose(option)

    @message("goto", versioned=True, ply=Int(0, 10 ** 7))
    def _goto_message(self, ply: int) -> None:
        if ply > self.plies:
            raise ProtocolError("message/bad_field", f"there are only {self.plies} steps")
        self.goto(ply)

    @message("next", versioned=True)
    def _next_message(self) -> None:
        if self.session.game.can_redo:
            self.redo()
        elif not self.step_bot():
            raise ProtocolError("message/human_turn", "a human player must decide now")

    @message("exit_replay", versioned=True)
    def _exit_replay(self) -> None:
        self.goto(self.plies)

    @message("auto", on=Bool())
    def _auto_message(self, on: bool) -> None:
        if on:                                  # Auto on also resumes bots paused by Undo
            self.session.paused = False
        self.auto = on
        self._refresh(keep_error=True)
        self._schedule_bots()

    # -------------------------------------------------------------------- explanations
    @message("hint")
    def _hint(self) -> None:
        self._hint_made = payloads.hint_analysis(self.session)
        self.hint = payloads.hint_words(self._hint_made, self.session, self.lang, self.version)

    def _reword(self, lang: str) -> None:
        """The hint, the preview and the why on show said again in ``lang`` (a change of language):
        the hint from the coach's analysis already made (:attr:`_hint_made`), not valued again."""
        if self.hint and self.hint.get("lang") != lang:
            self.hint = payloads.hint_words(self._hint_made, self.session, lang, self.hint["version"])
        if self.preview and self.preview.get("lang") != lang:
            self.preview = payloads.preview(self.session, self.preview["option"], lang, self.preview["version"])
        if self.why and self.why.get("lang") != lang:
            self.why = payloads.why(self.session.shown_state(), self.why["tile"], lang)

    @message("preview", option=Str(max_len=100), version=Int(0, 10 ** 9))
    def _preview(self, option: str, version: int) -> None:
        self.preview = payloads.preview(self.session, option, self.lang, self.version)

    @message("why", tile=Str(max_len=20))
    def _why(self, tile: str) -> None:
        self.why = payloads.why(self.session.shown_state(), tile, self.lang)
        self.focus_targets = [f"tile-{tile}"]
        self._refresh(keep_error=True)

    @message("focus", index=Int(-1, 100_000))
    def _focus(self, index: int) -> None:
        rows = self.narration
        self.focus_targets = list(rows[index]["focus"]) if 0 <= index < len(rows) else []
        self._refresh(keep_error=True)

    # ----------------------------------------------------------------------------- bots
    def _bot_moves(self) -> bool:
        """One bot decision, without telling the page (the callers refresh once for many)."""
        waiting = self._teach_wait is not None or bool(self._offer)   # teaching mode: the learner first
        return self._mode().bots_move and not waiting and self.session.step_bot()

    def _schedule_bots(self) -> None:
        """Bots move by themselves, one decision per ``bot_delay`` seconds, while ``auto`` is on."""
        if not self.auto or self.session.paused or not self._mode().bots_move \
                or self._teach_wait is not None or self._offer:
            return
        if self.session.bot_to_move() is None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return  # no event loop (plain Python): call run_bots() or step_bot()
        if self._timer is not None:
            self._timer.cancel()
        self._timer = loop.call_later(self.bot_delay, self._bot_tick)

    def _bot_tick(self) -> None:
        self._timer = None
        good = self._checkpoint()
        try:
            deadline = time.perf_counter() + 0.05
            moved = self._bot_moves()
            while moved and self.bot_delay == 0 and time.perf_counter() < deadline and self._bot_moves():
                pass
            if moved:
                self._after_change()
        except Exception:
            log.exception("ds_widget: bot error")
            self._restore(good)
            self._show_error("internal", INTERNAL_ERROR)
