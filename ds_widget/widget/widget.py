"""``DominantSpeciesWidget``: the game in JupyterLab, a thin adapter between the engine and the page.

The widget owns a :class:`~.session.Session` (the game, its history and seats). The front end
(``js/``) shows what Python sends in traits and forwards clicks as messages; it never decides what
is legal. Every message is declared once with its handler (:mod:`.protocol`) and handed to the mode
on show (:mod:`.modes`: play, What if, practice, the review, one object each, which owns its state);
a bad one sets the ``error`` trait and changes nothing. The mode on show changes only as the
transition table says (:mod:`.modes.transitions`). What the traits hold, in words, comes from
:mod:`.payloads`; a notebook's calls are handed to the modes by :mod:`.calls`.
"""
from __future__ import annotations

import logging
import math
import time
from collections import deque
from collections.abc import Sequence
from typing import Any

import anywidget
import traitlets

from ..engine.errors import DSError, InvalidStateError, brief
from ..explain import position, refusal, scenario_example, scenario_list
from ..explain.catalog import LANGUAGES
from ..game import Game
from ..render import render_svg
from ..render.memo import PartCache
from ..render.theme import THEMES
from . import payloads
from .assets import asset
from .board import BoardSender
from .calls import LearnerCalls
from .files import GameFiles
from .modes import PLAY, Mode, make_modes
from .modes.play import INTERNAL_ERROR
from .modes.transitions import Event, after
from .protocol import Bool, Int, OneOf, ProtocolError, Request, Str, handlers, message, parse
from .seats import seat_choices
from .session import SEAT_KINDS, Session
from .vocab import vocab as shared_names

log = logging.getLogger("ds_widget")

#: the traits the page may write (view settings, each validated); every other trait is Python's
PAGE_WRITABLE = frozenset({"presentation", "auto", "lang", "bot_delay"})
MAX_ERROR_TEXT = 400
#: how many handled messages :attr:`DominantSpeciesWidget.timings` keeps (the newest)
TIMINGS_KEPT = 1000

__all__ = ["DominantSpeciesWidget", "SEAT_KINDS", "INTERNAL_ERROR"]


class Seconds(traitlets.Float):
    """A number of seconds: traitlets' ``Float``, with an integer too large for a float refused as
    a ``TraitError`` like any other bad value (``Float`` lets the ``OverflowError`` through)."""

    def validate(self, obj: Any, value: Any) -> float:
        try:
            return super().validate(obj, value)
        except OverflowError:
            self.error(obj, value)
            raise  # pragma: no cover - error() raises


def plain(value: Any) -> Any:
    """A trait's value as JSON's own types: a name that knows its grammar (a ``str`` subclass,
    :class:`ds_widget.explain.grammar.Noun`) becomes a plain ``str``, in dicts and lists too.
    Jupyter's JSON writer takes a ``str`` subclass as a string; marimo's takes its attributes."""
    cls = value.__class__
    if cls is str or cls is int or cls is bool or cls is float or value is None:
        return value
    if isinstance(value, str):
        return str.__str__(value)
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


class DominantSpeciesWidget(LearnerCalls, GameFiles, BoardSender, anywidget.AnyWidget):  # type: ignore[misc]
    """Play, explore and replay Dominant Species in a notebook.

    ``DominantSpeciesWidget(players=["human", "greedy", "greedy", "random"], seed=1)`` seats one
    human and three bots (the list's length is the number of players; ``"human"`` seats take turns
    on the same screen). Other keyword arguments go to :meth:`ds_widget.Game.new` (``animals``,
    ``multi``, ``short_game`` …). ``scenario="glaciation"`` opens a rulebook example instead.
    ``teaching=True``: a human decision that gives away more than a mistake's worth of VP is
    flagged at once, with the offer to take it back.
    """

    _esm = asset("ds_widget.js")
    _css = asset("ds_widget.css")

    # --- state shown by the front end (Python writes; the page redraws when one tagged redraw changes) ---
    svg = traitlets.Unicode("")
    """the picture on the board, as a whole (kept in Python: the page is sent ``board`` whole
    when it must be, else ``board_patch``, what changed since the board numbered ``base``)"""
    board = traitlets.Dict().tag(sync=True, redraw=True)
    board_patch = traitlets.Dict().tag(sync=True, redraw=True)
    status = traitlets.Dict().tag(sync=True, redraw=True)
    decision = traitlets.Dict().tag(sync=True, redraw=True)
    narration: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    log_rows: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    cursor = traitlets.Int(0).tag(sync=True, redraw=True)
    plies = traitlets.Int(0).tag(sync=True, redraw=True)
    version = traitlets.Int(0).tag(sync=True, redraw=True)
    error = traitlets.Dict().tag(sync=True, redraw=True)
    hint = traitlets.Dict().tag(sync=True, redraw=True)
    preview = traitlets.Dict().tag(sync=True, redraw=True)
    why = traitlets.Dict().tag(sync=True, redraw=True)
    focus_targets: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    mode = traitlets.Unicode(PLAY).tag(sync=True, redraw=True)
    seats: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    #: the kinds a seat may be, in ladder order, with the levels' ratings (:func:`.seats.seat_choices`)
    seat_choices: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    scenarios: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    example = traitlets.Dict().tag(sync=True, redraw=True)
    download = traitlets.Dict().tag(sync=True, redraw=True)
    ui_text = traitlets.Dict().tag(sync=True, redraw=True)
    practice = traitlets.Dict().tag(sync=True, redraw=True)
    #: "light" or "dark": the page follows its host's theme (JupyterLab's, VS Code's, marimo's, else
    #: the system's) and says so; the board is drawn with render.theme.THEMES[theme]
    theme = traitlets.Unicode("light").tag(sync=True, redraw=True)
    #: the position in words, for a screen reader (explain/position.py): ``[{"title", "lines"}]``
    board_text: traitlets.List[Any] = traitlets.List().tag(sync=True, redraw=True)
    #: the game review (:mod:`.review`): progress, the marks on the history, the decision on show
    review = traitlets.Dict().tag(sync=True, redraw=True)
    #: teaching mode's take-back offer after a costly decision, or {}
    teach = traitlets.Dict().tag(sync=True, redraw=True)
    teaching = traitlets.Bool(False).tag(sync=True, redraw=True)
    vocab = traitlets.Dict().tag(sync=True)
    """the names the page shares with Python — modes, message types (and which carry the board's
    ``version``), languages, elements, terrains, animals, themes (:mod:`.vocab`)"""
    # --- view settings (the front end may write these; each is validated) ---
    presentation = traitlets.Bool(False).tag(sync=True, redraw=True)
    auto = traitlets.Bool(True).tag(sync=True, redraw=True)
    lang = traitlets.Unicode("en").tag(sync=True, redraw=True)
    bot_delay = Seconds(0.3).tag(sync=True)

    def __init__(self, players: int | Sequence[str] = ("human", "greedy", "greedy", "random"),
                 seed: int = 0, *, scenario: str | None = None, game: Game | None = None,
                 lang: str = "en", presentation: bool = False, auto: bool = True,
                 bot_delay: float = 0.3, teaching: bool = False, **setup: Any) -> None:
        session = Session(players, seed, scenario=scenario, game=game, **setup)
        if not isinstance(teaching, bool):
            raise InvalidStateError(f"teaching must be True or False, got {brief(teaching)}")
        super().__init__(lang=lang, presentation=presentation, auto=auto, bot_delay=bot_delay, teaching=teaching)
        self.session = session
        self.modes = make_modes(self)
        """the modes, one object each, which hold their state (:mod:`.modes`)"""
        self._handlers = handlers(self, *self.modes)
        """each message's handler, bound to the widget or the mode that declares it"""
        self._parts: PartCache | None = PartCache()
        """the table's parts drawn for the last board, so the next draws only what changed"""
        self.timings: deque[dict[str, Any]] = deque(maxlen=TIMINGS_KEPT)
        """per handled message: milliseconds spent in Python (for benchmarks), the newest
        :data:`TIMINGS_KEPT`"""
        self.vocab = shared_names(self.trait_names(redraw=True))
        self.seat_choices = seat_choices()
        self.on_msg(self._on_front_end_message)
        self._refresh()
        self._schedule_bots()

    @property
    def game(self) -> Game:
        """The game being played (with its history)."""
        return self.session.game

    def shown(self) -> Mode:
        """The mode on show."""
        return self.modes[self.mode]

    # ------------------------------------------------------------- the mode on show
    def go(self, event: Event) -> bool:
        """The mode on show changed as the transition table says for ``event``
        (:mod:`.modes.transitions`); False when nothing happens. A refused event raises."""
        to = after(self.mode, event)
        if to is None:
            return False
        self.mode = to
        return True

    def allows(self, event: Event) -> bool:
        """Whether ``event`` may happen in the mode on show (one with a refusal raises it)."""
        return after(self.mode, event) is not None

    # ------------------------------------------------------------- what the page may write
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """A state update from the page. Only the view settings (:data:`PAGE_WRITABLE`) may be
        written, each through its validator; anything else is refused, sent back as Python holds
        it, and the page is told — the game's traits are Python's alone."""
        if not isinstance(sync_data, dict):
            self._show_error("message/read_only", "the page sent a state update that is not an object")
            return
        refused = sorted(k for k in sync_data if k not in PAGE_WRITABLE)
        allowed = {k: v for k, v in sync_data.items() if k in PAGE_WRITABLE}
        if allowed:
            good = self._checkpoint()
            try:
                super().set_state(allowed)
            except Exception as exc:  # noqa: BLE001 - a validator's refusal, or an observer that failed: undo it all
                log.warning("ds_widget: refused a view setting from the page: %s", brief(exc, 200))
                self._restore(good)
                refused += sorted(allowed)
        if refused:
            known = [k for k in refused if k in self.keys]
            if known:
                self.send_state(known)                 # the page shows Python's values again
            self._show_error("message/read_only", "the page cannot change "
                             + ", ".join(brief(k, 30) for k in refused[:5]))

    # ----------------------------------------------------------------------- validators
    @traitlets.validate("lang")
    def _valid_lang(self, proposal: Any) -> str:
        if proposal["value"] not in LANGUAGES:
            raise traitlets.TraitError(f"unknown language {brief(proposal['value'])}")
        return proposal["value"]

    @traitlets.validate("theme")
    def _valid_theme(self, proposal: Any) -> str:
        if proposal["value"] not in THEMES:
            raise traitlets.TraitError(f"unknown theme {brief(proposal['value'])}; one of {', '.join(THEMES)}")
        return proposal["value"]

    @traitlets.validate("bot_delay")
    def _valid_delay(self, proposal: Any) -> float:
        value = proposal["value"]
        try:
            seconds = float(value)
        except (TypeError, ValueError, OverflowError):
            seconds = math.nan
        if isinstance(value, bool) or math.isnan(seconds):
            raise traitlets.TraitError(f"bot_delay must be a number of seconds, got {brief(value)}")
        return min(5.0, max(0.0, seconds))

    @traitlets.observe("lang", "presentation", "theme")
    def _view_changed(self, change: Any) -> None:
        if hasattr(self, "session"):
            self._refresh(keep_error=True)

    @traitlets.observe("auto")
    def _auto_changed(self, change: Any) -> None:
        if change["new"] and hasattr(self, "session"):
            self.session.paused = False
            self._schedule_bots()

    def _schedule_bots(self) -> None:
        """The bots move by themselves (after ``bot_delay``) if the mode on show lets them."""
        self.shown().schedule_bots()

    # --------------------------------------------------------------------------- seats
    def seat_of(self, animal: str) -> int:
        return self.session.seat_of(animal)

    def seat_kind(self, animal: str) -> str:
        return self.session.seat_kind(animal)

    # ------------------------------------------------------------------------ public API
    def close(self) -> None:
        for mode in getattr(self, "modes", ()):     # a widget whose setup failed has none
            mode.close()
        super().close()

    def table_svg(self, events: list[dict[str, Any]] | None = None) -> str:
        """The whole table as one SVG document, as it is shown now (whatever the view);
        ``events`` are the session's recent events when the caller has them already."""
        s = self.session
        d = None if s.exploring else s.game.pending
        shown = s.recent_events() if events is None else events
        played, better = self.shown().marks()
        return render_svg(s.shown_state(), decision=d, events=shown, lang=self.lang,
                          highlight=tuple(self.focus_targets), annotate=s.exploring, theme=THEMES[self.theme],
                          cache=self._parts, played=played, better=better)

    @message("scenario", name=Str(max_len=40))
    def open_scenario(self, name: str) -> None:
        self.session.open_scenario(name)
        self._after_change()

    @message("new_game", seed=Int(0, 2 ** 62, optional=True))
    def new_game(self, seed: int | None = None) -> None:
        self.session.new_game(seed)
        self._after_change()

    # ------------------------------------------------------------- messages of every mode
    @message("presentation", on=Bool())
    def _presentation_message(self, on: bool) -> None:
        self.presentation = on

    @message("lang", lang=OneOf(choices=LANGUAGES))
    def _lang_message(self, lang: str) -> None:
        self.lang = lang

    @message("theme", theme=OneOf(choices=tuple(THEMES)))
    def _theme_message(self, theme: str) -> None:
        self.theme = theme

    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        t0 = time.perf_counter()
        good = self._checkpoint()
        try:
            self._handle(parse(content, version=self.version))
        except (ProtocolError, DSError) as exc:
            self._restore(good)                     # a refusal changes nothing, whatever ran before it
            key = getattr(exc, "key", "")          # a refusal named as data: said in the page's language
            text = refusal(key, getattr(exc, "fields", {}), self.lang) if key else str(exc)
            self._show_error(getattr(exc, "code", "error"), text[:MAX_ERROR_TEXT])
        except Exception:  # a bug: the details go to the kernel's log, the page gets a short message
            log.exception("ds_widget: error while handling a %r message", brief(
                content.get("type") if isinstance(content, dict) else content))
            self._restore(good)
            self._show_error("internal", INTERNAL_ERROR)
        finally:
            kind = content.get("type") if isinstance(content, dict) else None
            self.timings.append({"type": kind, "ms": (time.perf_counter() - t0) * 1000})

    def _handle(self, req: Request) -> None:
        """One message, through the mode on show (which may refuse it or handle it its own way)."""
        self.shown().handler(req.type, self._handlers[req.type])(**req.data)

    # ---------------------------------------------------------------- the last good state
    def _checkpoint(self) -> tuple[Any, ...]:
        """What the widget shows, to go back to when handling something fails half-way."""
        return (self.session.checkpoint(), self.mode, [m.checkpoint() for m in self.modes], self.version,
                self.lang, self.presentation, self.auto, self.bot_delay)

    def _restore(self, good: tuple[Any, ...]) -> None:
        """Back to a checkpoint: the session, the mode and the view settings as they were, and
        every trait made again from them under a new version (so no click on a half-made board
        is taken). Nothing happens when nothing changed."""
        session, mode, kept, version, lang, presentation, auto, delay = good
        changed = self.session.restore(session)
        for m, saved in zip(self.modes, kept, strict=True):
            changed |= m.restore(saved)
        changed |= (mode, lang, presentation, auto, delay) != (
            self.mode, self.lang, self.presentation, self.auto, self.bot_delay)
        if not changed and self.version == version:
            return
        with self.hold_trait_notifications():
            self.mode = mode
            self.lang, self.presentation, self.auto, self.bot_delay = lang, presentation, auto, delay
        try:
            self._after_change(schedule=False)
        except Exception:  # the last good state cannot be shown either: say so, keep the kernel
            log.exception("ds_widget: the last good state could not be shown again")
            self.version += 1

    def _show_error(self, code: str, message: str) -> None:
        self.error = {"code": code, "message": message, "nonce": time.monotonic()}

    # -------------------------------------------------------------------------- refresh
    def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None:
        """A new board for the page (under a new version); ``focus``: the board things to mark on it."""
        with self.hold_sync():      # the new version reaches the page in the same message as what it numbers
            self.version += 1
            self.focus_targets = list(focus or [])
            for mode in self.modes:
                mode.changed()
            self._refresh()
        if schedule:
            self._schedule_bots()

    def _refresh(self, keep_error: bool = False) -> None:
        """Every trait made again from the session and the mode on show."""
        s, lang = self.session, self.lang
        g = s.game
        view = self.shown().view()
        with self.hold_sync():
            # a plain str: a str subclass (render's Svg) reaches some hosts as {} (marimo sent
            # "[object Object]" for the board)
            self._show_board(str(view.svg))
            self.practice = view.practice
            # in practice, only what the table shows: who dominates or is endangered is often the answer
            self.board_text = position.describe(view.state, lang, derived=view.derived)
            decision = payloads.decision(s, view.decision, lang)
            self.decision = dict(decision, **view.decision_extra) if decision else decision
            for mode in self.modes:
                mode.keep_up(lang)                 # the review's marks, the take-back on offer, the hint
            self.narration = payloads.narration(view.events, lang)
            self.status = payloads.status(s, view.status_state or view.state, lang, self.mode)
            self.cursor = g.ply
            self.plies = g.plies
            self.log_rows = payloads.log_rows(s, lang)
            self.seats = s.seats()
            self.example = scenario_example(g.example, lang)
            if self.ui_text.get("_lang") != lang:
                self.ui_text = dict(payloads.ui_strings(lang), _lang=lang)
                self.scenarios = scenario_list(lang)      # the examples list in the same language
            if not keep_error:
                self.error = {}

    @staticmethod
    def _trait_to_json(x: Any, self: Any) -> Any:   # ipywidgets' serializer of every trait
        return plain(x)

    def __repr__(self) -> str:
        return f"<DominantSpeciesWidget {self.game!r}>"
