"""What a mode is (:class:`Mode`), what it shows (:class:`View`), and :class:`Host`: what the
widget offers the modes' methods (mixed into it)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...render.memo import PartCache
from ...render.present import present_svg
from ...render.theme import THEMES
from ..protocol import MESSAGES, Handler, ProtocolError

if TYPE_CHECKING:
    from ...engine.flow import Decision
    from ...engine.state import State
    from ..practice import PracticeDesk
    from ..review import Judge, ReviewDesk
    from ..session import Session


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


class Mode:
    """A mode of the widget. ``accepts``: the messages it takes (None: every one), else refused with
    ``refusal``; ``refused``: messages refused with their own reason; ``overrides``: messages it
    handles itself (the name of the widget's method, called like the message's handler);
    ``bots_move``: whether the bots play on their own."""
    name: str = ""
    accepts: frozenset[str] | None = None
    refusal: str = ""
    refused: Mapping[str, str] = {}
    overrides: Mapping[str, str] = {}
    bots_move: bool = False

    def handler(self, host: Any, kind: str) -> Handler:
        """The function handling message ``kind`` in this mode (bound to ``host``)."""
        if kind in self.refused:
            raise ProtocolError("message/wrong_mode", self.refused[kind])
        if self.accepts is not None and kind not in self.accepts:
            raise ProtocolError("message/wrong_mode", self.refusal)
        # looked up by name on the widget, so that a subclass (or a test) may replace a handler
        name = self.overrides.get(kind) or MESSAGES[kind].handler.__name__
        return getattr(host, name)      # type: ignore[no-any-return]

    def marks(self, host: Host) -> tuple[list[str], list[str]]:
        """The board targets drawn as the move played and as the better move (a reviewed
        decision on show): none here."""
        return [], []

    def view(self, host: Host) -> View:
        """The game's table as it stands (Present cuts it for a projector)."""
        s = host.session
        st = s.shown_state()
        d = None if s.exploring else s.game.pending
        events = s.recent_events()
        if host.presentation:
            played, better = self.marks(host)
            svg = present_svg(st, d, events, host.lang, host.focus_targets, s.exploring, s.exploring,
                              THEMES[host.theme], cache=host._parts, played=played, better=better)
        else:
            svg = host.table_svg(events)
        return View(st, d, events, str(svg), status_state=st)


class Host:
    """The widget as its modes' methods see it (they are mixed into
    :class:`~ds_widget.widget.DominantSpeciesWidget`, which owns these traits and methods)."""
    session: Session
    mode: str
    lang: str
    theme: str
    auto: bool
    presentation: bool
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
    teaching: bool
    desk: PracticeDesk | None
    review_desk: ReviewDesk | None
    _judge: Judge
    _offer: dict[str, Any] | None
    _teach_wait: int | None
    _parts: PartCache | None
    _hint_made: dict[str, Any] | None

    if TYPE_CHECKING:           # the widget's own methods, for the type checker only
        def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None: ...
        def _refresh(self, keep_error: bool = False) -> None: ...
        def _schedule_bots(self) -> None: ...
        def _practice_items_added(self, items: list[dict[str, Any]]) -> None: ...
        def table_svg(self, events: list[dict[str, Any]] | None = None) -> str: ...
        def seat_kind(self, animal: str) -> str: ...
        def _mode(self) -> Mode: ...
        def _checkpoint(self) -> tuple[Any, ...]: ...
        def _restore(self, good: tuple[Any, ...]) -> None: ...
        def _show_error(self, code: str, message: str) -> None: ...
        def _teach_after_choice(self, ply: int) -> None: ...
        def _drop_review(self) -> None: ...
