"""Teaching mode, part of play: a human's decision is judged as soon as it is made (the bots wait
for the judgement), and one that gives away more than a mistake's worth of VP is offered back.
The judging is :class:`~ds_widget.widget.review.Judge`'s, the words :func:`.review.teach_payload`'s."""
from __future__ import annotations

import asyncio
import json
from typing import TYPE_CHECKING, Any

from ...review.judge import ReviewError, judge_at
from ..review import TEACH_ABOVE, Judge, teach_payload

if TYPE_CHECKING:
    from .base import Table


class Teacher:
    """The take-back on offer (``offer``) and the decision being judged (``wait``)."""

    def __init__(self, table: Table, judge: Judge) -> None:
        self.table = table
        self.judge = judge
        self.offer: dict[str, Any] | None = None
        """the costly decision whose take-back is on offer"""
        self.wait: int | None = None
        """the ply of the human decision being judged (the bots wait for it)"""

    def holds_bots(self) -> bool:
        """The learner first: a judgement awaited, or a take-back on offer."""
        return self.wait is not None or bool(self.offer)

    def withdraw(self) -> None:
        """A new choice: the offer on show goes."""
        self.offer, self.table.teach = None, {}

    def keep_up(self, lang: str) -> None:
        self.table.teach = teach_payload(self.offer, self.table.session.game, lang) if self.offer else {}

    def judge_choice(self, ply: int) -> None:
        """After a human's choice made at ``ply``: judge it before the bots move on."""
        t = self.table
        game = t.session.game
        record_json = json.dumps(game.record())
        seed = t.session.seed
        self.wait = ply
        line = game.line[:ply + 1]

        def then(j: dict[str, Any] | None) -> None:
            if self.wait != ply:
                return
            self.wait = None
            if j is not None and j["loss"] > TEACH_ABOVE and t.session.game.line[:ply + 1] == line:
                self.offer = j
                t.teach = teach_payload(j, t.session.game, t.lang)
            else:
                t._schedule_bots()
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            then(judge_at(record_json, seed, ply))
            return
        self.judge.ask(record_json, seed, ply, then)

    def take_back(self) -> None:
        """Undo the costly decision on offer and choose again."""
        if not self.offer:
            raise ReviewError("no take-back is on offer")
        ply = self.offer["ply"]
        self.withdraw()
        self.table.session.goto(ply)
        self.table._after_change(schedule=False)

    def keep_choice(self) -> None:
        """Keep the decision on offer; the bots move on."""
        self.withdraw()
        self.table._schedule_bots()
