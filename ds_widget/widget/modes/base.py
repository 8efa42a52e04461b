"""What a mode is (:class:`Mode`: one object per widget, which owns its state, its methods and the
messages it handles), what it shows (:class:`View`), and :class:`Table`: the widget as a mode sees
it (the traits it reads or sets, and the few things it asks of the widget)."""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

from ...render.present import present_svg
from ...render.theme import THEMES
from ..protocol import Handler, ProtocolError

if TYPE_CHECKING:
    from ...engine.flow import Decision
    from ...engine.state import State
    from ...render.memo import PartCache
    from ..session import Session
    from .transitions import Event


@dataclass(frozen=True)
class View:
    """What the page shows in a mode: the position drawn, its decision (None: nothing to click),
    the events narrated, the picture, the practice panel, whether the position's words may say
    what follows from it (not in practice, where that is often the answer), the position the status
    line speaks of, and what the mode adds to the decision panel."""
    state: State
    decision: Decision | None
    events: list[dict[str, Any]]
    svg: str
    practice: dict[str, Any] = field(default_factory=dict)
    derived: bool = True
    status_state: State | None = None
    decision_extra: dict[str, Any] = field(default_factory=dict)


class Table(Protocol):
    """The widget as its modes see it: the game at the table, the view settings, the traits a
    mode sets, and what a mode may ask of the widget."""
    session: Session
    lang: str
    theme: str
    auto: bool
    presentation: bool
    teaching: bool
    bot_delay: float
    version: int
    plies: int
    focus_targets: list[str]
    narration: list[dict[str, Any]]
    hint: dict[str, Any]
    preview: dict[str, Any]
    why: dict[str, Any]
    practice: dict[str, Any]
    example: dict[str, Any]
    download: dict[str, Any]
    review: dict[str, Any]
    teach: dict[str, Any]
    _parts: PartCache | None

    def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None:
        """A new board for the page (under a new version), then the bots may move."""

    def _refresh(self, keep_error: bool = False) -> None:
        """Every trait made again (the same board version)."""

    def _schedule_bots(self) -> None:
        """The bots move by themselves if the mode on show lets them."""

    def _checkpoint(self) -> tuple[Any, ...]: ...
    def _restore(self, good: tuple[Any, ...]) -> None: ...
    def _show_error(self, code: str, message: str) -> None: ...
    def table_svg(self, events: list[dict[str, Any]] | None = None) -> str: ...

    def go(self, event: Event) -> bool:
        """The mode on show changed as the transition table says for ``event`` (False: nothing
        happens; a refused event raises)."""

    def allows(self, event: Event) -> bool:
        """Whether the mode on show has a row for ``event`` in the transition table (an event
        with a refusal is refused: raised)."""

    def shown(self) -> Mode:
        """The mode on show."""


class Mode:
    """A mode of the widget, one object per widget: its state, its methods, its messages.
    ``accepts``: the messages it takes (None: every one), else refused with ``refusal``;
    ``refused``: messages refused with their own reason; ``overrides``: messages it handles with
    its own function (called like the message's handler, on the mode); ``bots_move``: whether the
    bots play on their own."""
    name: str = ""
    accepts: frozenset[str] | None = None
    refusal: str = ""
    refused: Mapping[str, str] = {}
    overrides: Mapping[str, Callable[..., Any]] = {}
    bots_move: bool = False

    def __init__(self, table: Table) -> None:
        self.table = table

    def handler(self, kind: str, declared: Handler) -> Handler:
        """The function handling message ``kind`` in this mode: ``declared`` (the handler of the
        message, bound to what declared it), or the mode's own."""
        if kind in self.refused:
            raise ProtocolError("message/wrong_mode", self.refused[kind])
        if self.accepts is not None and kind not in self.accepts:
            raise ProtocolError("message/wrong_mode", self.refusal)
        own = self.overrides.get(kind)
        return declared if own is None else partial(own, self)

    # ------------------------------------------------------------- what the widget asks
    def checkpoint(self) -> Any:
        """The mode's state, to come back to when handling something fails half-way."""
        return None

    def restore(self, saved: Any) -> bool:
        """Back to a :meth:`checkpoint`; whether anything changed."""
        return False

    def changed(self) -> None:
        """The board changed: what the mode showed about the old one goes."""

    def keep_up(self, lang: str) -> None:
        """Every refresh, whichever mode is on show: the traits the mode keeps (its panel beside
        the board), made again in ``lang``."""

    def schedule_bots(self) -> None:
        """The mode is on show and the bots may move: they do, if the mode lets them."""

    def close(self) -> None:
        """The widget is closed."""

    def marks(self) -> tuple[list[str], list[str]]:
        """The board targets drawn as the move played and as the better move (a reviewed
        decision on show): none here."""
        return [], []

    def view(self) -> View:
        """The game's table as it stands (Present cuts it for a projector)."""
        t = self.table
        s = t.session
        st = s.shown_state()
        d = None if s.exploring else s.game.pending
        events = s.recent_events()
        if t.presentation:
            played, better = self.marks()
            svg = present_svg(st, d, events, t.lang, t.focus_targets, s.exploring, s.exploring,
                              THEMES[t.theme], cache=t._parts, played=played, better=better)
        else:
            svg = t.table_svg(events)
        return View(st, d, events, str(svg), status_state=st)
