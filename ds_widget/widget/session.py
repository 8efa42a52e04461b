"""The game at the table: one :class:`~ds_widget.Game` with its history, who sits in each seat
(a human or a bot), the What if editor and the window of events the narration tells.

No traitlets and no words here: the widget (:mod:`.widget`) turns a session into traits, with
the words of :mod:`.payloads`.
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..bots import BOT_KINDS, Bot, make_bot
from ..engine.editor import Editor
from ..engine.errors import InvalidStateError, SetupError, brief
from ..engine.serialize import read_limited
from ..engine.state import State
from ..game import Game
from .protocol import ProtocolError

SEAT_KINDS = ("human",) + tuple(BOT_KINDS)



def read_if_path(data: str | bytes | Path) -> str | bytes:
    """A file's bytes when the notebook's own code passes a path (a ``Path``, or text that is not
    JSON), else ``data`` itself. Only Python calls reach this: the page sends content only."""
    if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip("\ufeff \t\r\n").startswith("{")):
        try:
            return read_limited(data)
        except OSError as exc:
            raise InvalidStateError(f"cannot read {brief(str(data))}: {exc.strerror or exc}") from None
    return data

class Session:
    """One game and its seats. Every method that changes the game says where the narration
    starts (``narrate_from``) and whether the bots are paused (after undo and time travel)."""

    def __init__(self, seats: int | Sequence[str], seed: int = 0, *, scenario: str | None = None,
                 game: Game | None = None, **setup: Any) -> None:
        kinds = ["human"] * seats if isinstance(seats, int) else list(seats)
        bad = [s for s in kinds if s not in SEAT_KINDS]
        if bad:
            raise SetupError(f"unknown seat kind(s) {bad}; use {', '.join(SEAT_KINDS)}")
        self.seat_kinds = kinds
        self.seed = seed
        self.setup = dict(setup)
        self.bots: dict[int, Bot] = self._make_bots()
        self.paused = False
        self.narrate_from = 0
        """the narration shows the events of the choices after this ply (a human's last choice)"""
        self.editor: Editor | None = None
        self.edit_events: list[dict[str, Any]] = []
        if game is not None:
            self.game = game
        elif scenario is not None:
            self.game = Game.scenario(scenario)
        else:
            self.game = Game.new(players=len(kinds), seed=seed, **setup)

    def _make_bots(self) -> dict[int, Bot]:
        return {i: make_bot(kind, self.seed + i) for i, kind in enumerate(self.seat_kinds) if kind != "human"}

    # --------------------------------------------------------------------------- seats
    def seat_of(self, animal: str) -> int:
        return self.game.state.animals[animal].player

    def seat_kind(self, animal: str) -> str:
        seat = self.seat_of(animal)
        return self.seat_kinds[seat] if seat < len(self.seat_kinds) else "human"

    def seats(self) -> list[dict[str, Any]]:
        """Each seat: its kind and the animals it plays."""
        animals = self.game.state.animals
        return [{"seat": i, "kind": k, "animals": [a for a, x in animals.items() if x.player == i]}
                for i, k in enumerate(self.seat_kinds)]

    def set_seat_kind(self, seat: int, kind: str) -> None:
        """Seat ``seat`` is now played by ``kind``: a bot made afresh (seeded as a new game's would
        be), or a human. The lists are replaced, not changed, so a :meth:`checkpoint` keeps the old."""
        if not 0 <= seat < len(self.seat_kinds):
            raise SetupError(f"there is no seat {brief(seat)}: the seats are 0 to {len(self.seat_kinds) - 1}")
        if kind not in SEAT_KINDS:
            raise SetupError(f"unknown seat kind {brief(kind)}; use {', '.join(SEAT_KINDS)}")
        kinds = list(self.seat_kinds)
        kinds[seat] = kind
        bots = {i: b for i, b in self.bots.items() if i != seat}
        if kind != "human":
            bots[seat] = make_bot(kind, self.seed + seat)
        self.seat_kinds, self.bots = kinds, dict(sorted(bots.items()))

    # ------------------------------------------------------------------------- playing
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        ply = self.game.ply
        events = self.game.choose(option_id)
        self.narrate_from = ply
        self.paused = False
        return events

    def undo(self) -> None:
        self.game.undo()
        self.paused = True
        self.narrate_from = max(0, self.game.ply - 1)

    def redo(self) -> None:
        self.game.redo()
        self.narrate_from = self.game.ply - 1

    def goto(self, ply: int) -> None:
        self.game.goto(ply)
        self.paused = True
        self.narrate_from = max(0, ply - 1)

    def bot_to_move(self) -> Bot | None:
        """The bot that decides now, or None (a human's turn, or the game is over)."""
        d = self.game.pending
        if d is None:
            return None
        return self.bots.get(self.seat_of(d.animal))

    def step_bot(self) -> bool:
        """Let the bot whose turn it is make one decision; False if a human must decide."""
        bot = self.bot_to_move()
        if bot is None:
            return False
        self.game.choose(bot.pick(self.game))
        return True

    # ------------------------------------------------------------ the last good state
    def checkpoint(self) -> tuple[Any, ...]:
        """Where the session stands: enough to come back to it (:meth:`restore`)."""
        return (self.game, self.game.ply, self.paused, self.narrate_from, self.editor,
                self.edit_events, self.seed, self.bots, self.seat_kinds)

    def restore(self, cp: tuple[Any, ...]) -> bool:
        """Back to a :meth:`checkpoint` (the same game at the same place in its history); returns
        whether anything changed."""
        game, ply, *rest = cp
        changed = game is not self.game or ply != game.ply or rest != [
            self.paused, self.narrate_from, self.editor, self.edit_events, self.seed, self.bots, self.seat_kinds]
        if changed:
            self.game = game
            if game.ply != ply:
                game.goto(ply)
            (self.paused, self.narrate_from, self.editor, self.edit_events, self.seed, self.bots,
             self.seat_kinds) = rest
        return changed

    # ------------------------------------------------------------------- other games
    def replace(self, game: Game, *, paused: bool, narrate_from: int) -> None:
        self.game = game
        self.paused = paused
        self.narrate_from = narrate_from

    def load(self, text: str | bytes) -> None:
        game = Game.load(text)
        self.replace(game, paused=True, narrate_from=max(0, game.ply - 1))

    def open_scenario(self, name: str) -> None:
        self.replace(Game.scenario(name), paused=True, narrate_from=0)

    def new_game(self, seed: int | None = None) -> None:
        self.seed = self.seed + 1 if seed is None else seed
        game = Game.new(players=len(self.seat_kinds), seed=self.seed, **self.setup)
        self.bots = self._make_bots()
        self.replace(game, paused=False, narrate_from=0)

    # --------------------------------------------------------------------- What if
    def enter_explore(self) -> None:
        self.editor = Editor(self.game.state)
        self.edit_events = []

    def edit(self, action: str, **kw: Any) -> list[dict[str, Any]]:
        if self.editor is None:
            raise ProtocolError("message/wrong_mode", "editing needs the explore mode (enter it first)")
        events = getattr(self.editor, action)(**kw)
        self.edit_events = events
        return events

    def leave_explore(self, start: bool) -> bool:
        """Leave the What if editor; with ``start``, play on from the edited position. Returns
        False when the editor was not open."""
        if self.editor is None:
            return False
        if start:
            self.replace(Game.from_state(self.editor.finish()), paused=True, narrate_from=0)
        self.editor = None
        self.edit_events = []
        self.paused = True
        return True

    # ------------------------------------------------------------------- what is shown
    @property
    def exploring(self) -> bool:
        return self.editor is not None

    def shown_state(self) -> State:
        return self.editor.state if self.editor is not None else self.game.state

    def recent_events(self) -> list[dict[str, Any]]:
        """Events of the choices since the last human decision (so the bots' moves are told too),
        at most the last 150."""
        if self.editor is not None:
            return self.edit_events
        g = self.game
        start = min(self.narrate_from, g.ply)
        events: list[dict[str, Any]] = []
        for ply in range(max(start, g.ply - 60) + 1, g.ply + 1):
            events.extend(g.events_of(ply))
        if g.ply == 0:
            events = g.events_of(0)
        return events[-150:]
