"""What a notebook's code may ask of the widget (``table.choose(...)``, ``table.start_practice()``
…): each call handed to the mode that does it (:mod:`.modes`), which holds the state and the
behaviour. Nothing here but the hand-over."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from ..review import Review
    from .modes import Modes
    from .review import ReviewDesk

W = TypeVar("W", bound="LearnerCalls")


class LearnerCalls:
    """The widget's public methods, each one line: the mode's method of the same meaning."""
    modes: Modes

    # ------------------------------------------------------------------------------ play
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Play an option of the pending decision (as a click would); in teaching mode a human's
        costly choice is then offered back (see :meth:`take_back`)."""
        return self.modes.play.choose(option_id)

    def undo(self) -> None:
        self.modes.play.undo()

    def redo(self) -> None:
        self.modes.play.redo()

    def goto(self, ply: int) -> None:
        self.modes.play.goto(ply)

    def step_bot(self) -> bool:
        """Let the bot whose turn it is make one decision; False if a human must decide."""
        return self.modes.play.step_bot()

    def run_bots(self, max_steps: int = 10_000) -> int:
        """Let bots play until a human must decide (or the game ends); returns decisions made."""
        return self.modes.play.run_bots(max_steps)

    def set_seat(self, seat: int, kind: str) -> None:
        """Seat ``seat`` is now played by ``kind`` ("human", or a bot's name)."""
        self.modes.play.set_seat(seat, kind)

    def take_back(self) -> None:
        """Teaching mode: undo the costly decision on offer and choose again."""
        self.modes.play.teacher.take_back()

    def keep_choice(self) -> None:
        """Teaching mode: keep the decision on offer; the bots move on."""
        self.modes.play.teacher.keep_choice()

    # -------------------------------------------------------------------------- What if
    def enter_explore(self) -> None:
        self.modes.explore.enter()

    def edit(self, action: str, **kw: Any) -> list[dict[str, Any]]:
        return self.modes.explore.edit(action, **kw)

    def leave_explore(self, start: bool) -> None:
        self.modes.explore.leave(start)

    # -------------------------------------------------------------------------- practice
    def start_practice(self: W, seed: int | None = None, difficulty: int = 1,
                       kinds: Sequence[str] | None = None) -> W:
        """Practice: questions about real positions, answered on the board and graded at once.
        The same ``seed``, ``difficulty`` (1 start of a game, 2 mid-game, 3 crowded late game) and
        ``kinds`` give the same questions in the same order (default seed: the game's). The game
        waits behind the questions; :meth:`leave_practice` goes back to it. Returns the widget."""
        self.modes.practice.start(seed, difficulty, kinds)
        return self

    def practice_answer(self, value: Any) -> dict[str, Any]:
        """Answer the question on the board: a number, a board thing (``"tile-1,0"``,
        ``"animal-birds"`` …), a button (``"nobody"``, ``"none"``) or a list of them; returns the
        grade (``correct``, ``headline``, ``explanation`` …) in the widget's language."""
        return self.modes.practice.answer(value)

    def next_question(self) -> None:
        self.modes.practice.next_question()

    def leave_practice(self) -> None:
        """Back to the game, as it was (the practice and its progress are kept for next time)."""
        self.modes.practice.leave()

    def save_practice(self, path: str | Path | None = None) -> str:
        """The practice progress as JSON; written to ``path`` if given."""
        return self.modes.practice.save(path)

    def load_practice(self: W, data: str | bytes | Path) -> W:
        """Go on with practice saved by :meth:`save_practice` (JSON text, or from Python a path)."""
        self.modes.practice.load(data)
        return self

    # ---------------------------------------------------------------------------- review
    def start_review(self, review: Review | None = None, *, seats: list[int] | None = None) -> ReviewDesk:
        """Review the decisions of ``seats`` (default: the human seats, else the first) in the game
        as it stands, in the background when an event loop runs (else here and now); ``review``: a
        :class:`~ds_widget.review.Review` of this game made already is shown as it is."""
        return self.modes.review.start(review, seats=seats)

    async def review_finished(self, poll: float = 0.1) -> dict[str, Any]:
        """Wait (``await``) until the review running in the background is done or cancelled; its
        summary. A notebook cell can wait for it: ``await table.review_finished()``."""
        return await self.modes.review.finished(poll)

    def cancel_review(self) -> None:
        self.modes.review.cancel()

    def next_mistake(self) -> None:
        self.modes.review.next_mistake()

    def previous_mistake(self) -> None:
        self.modes.review.previous_mistake()

    def show_judged(self, index: int) -> None:
        """Show judged decision number ``index`` (a mark on the history)."""
        self.modes.review.show_judged(index)

    def try_again(self, option: str) -> dict[str, Any]:
        """Grade a new choice at the decision on show (the game keeps its own); returns the grade."""
        return self.modes.review.try_again(option)

    def leave_review(self) -> None:
        """Back to the game where it stands (its last decision); the marks stay on the history."""
        self.modes.review.leave()
