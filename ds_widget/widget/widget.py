"""``DominantSpeciesWidget``: the game in JupyterLab, a thin adapter between the engine and the page.

The widget owns a :class:`~.session.Session` (the game, its history and seats). The front end
(``js/ds_widget.js``) shows what Python sends in traits and forwards clicks as messages; it never
decides what is legal. Every message is validated (:mod:`.protocol`); a bad one sets the ``error``
trait and changes nothing. What the traits hold, in words, comes from :mod:`.payloads`.
"""
from __future__ import annotations

import asyncio
import json
import logging
import math
import time
from collections import deque
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets
from IPython.display import display

from ..engine.errors import DSError, InvalidStateError, MalformedError, brief
from ..engine.serialize import read_limited
from ..explain import msg, name, position, refusal, scenario_example, scenario_list
from ..game import Game
from ..render import patch as pictures
from ..render import render_svg
from ..render.theme import THEMES
from . import payloads
from .assets import asset
from .practice import PracticeDesk, practice_svg
from .present import present_svg
from .protocol import CHANGES_THE_GAME, ProtocolError, Request, parse
from .review import Judge, ReviewControls, ReviewDesk, review_payload, teach_payload
from .session import SEAT_KINDS, Session

log = logging.getLogger("ds_widget")

#: the traits the page may write (view settings, each validated); every other trait is Python's
PAGE_WRITABLE = frozenset({"presentation", "auto", "lang", "bot_delay"})
#: what the page may ask for while a practice question is on the board (the game waits behind it)
PRACTICE_MESSAGES = frozenset({"practice", "presentation", "lang", "save", "board", "theme"})
#: what the page may ask for while a reviewed decision is on show (a choice there is a new try)
REVIEW_MESSAGES = frozenset({"review", "choose", "presentation", "lang", "save", "board", "theme", "hint",
                             "preview", "why", "focus", "export_svg", "teaching"})
#: a patch is sent when it is at most this share of the whole picture (else the picture itself)
PATCH_AT_MOST = 0.5
LEAVE_WHAT_IF = "leave the What if editor first (Play on or Discard)"
#: what the page is told when something fails inside Python (the details go to the kernel's log)
INTERNAL_ERROR = "Something went wrong inside ds_widget; the details are in the kernel's log."
MAX_ERROR_TEXT = 400
#: how many handled messages :attr:`DominantSpeciesWidget.timings` keeps (the newest)
TIMINGS_KEPT = 1000

__all__ = ["DominantSpeciesWidget", "SEAT_KINDS"]


def read_if_path(data: str | bytes | Path) -> str | bytes:
    """A file's bytes when the notebook's own code passes a path (a ``Path``, or text that is not
    JSON), else ``data`` itself. Only Python calls reach this: the page sends content only."""
    if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip("\ufeff \t\r\n").startswith("{")):
        try:
            return read_limited(data)
        except OSError as exc:
            raise InvalidStateError(f"cannot read {brief(str(data))}: {exc.strerror or exc}") from None
    return data


def still_picture(svg: str) -> str:
    """The widget's picture as plain HTML: no script, scaled to the width of the page."""
    return f'<div class="ds-still" style="max-width:100%;overflow:hidden">{svg}</div>'


class Seconds(traitlets.Float):
    """A number of seconds: traitlets' ``Float``, with an integer too large for a float refused as
    a ``TraitError`` like any other bad value (``Float`` lets the ``OverflowError`` through)."""

    def validate(self, obj: Any, value: Any) -> float:
        try:
            return super().validate(obj, value)
        except OverflowError:
            self.error(obj, value)
            raise  # pragma: no cover - error() raises


class DominantSpeciesWidget(ReviewControls, anywidget.AnyWidget):
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

    # --- state shown by the front end (Python writes) ---
    svg = traitlets.Unicode("")
    """the picture on the board, as a whole (kept in Python: the page is sent ``board`` whole
    when it must be, else ``board_patch``, what changed since the board numbered ``base``)"""
    board = traitlets.Dict().tag(sync=True)
    board_patch = traitlets.Dict().tag(sync=True)
    status = traitlets.Dict().tag(sync=True)
    decision = traitlets.Dict().tag(sync=True)
    narration = traitlets.List().tag(sync=True)
    log_rows = traitlets.List().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)
    plies = traitlets.Int(0).tag(sync=True)
    version = traitlets.Int(0).tag(sync=True)
    error = traitlets.Dict().tag(sync=True)
    hint = traitlets.Dict().tag(sync=True)
    preview = traitlets.Dict().tag(sync=True)
    why = traitlets.Dict().tag(sync=True)
    focus_targets = traitlets.List().tag(sync=True)
    mode = traitlets.Unicode("play").tag(sync=True)
    seats = traitlets.List().tag(sync=True)
    scenarios = traitlets.List().tag(sync=True)
    example = traitlets.Dict().tag(sync=True)
    download = traitlets.Dict().tag(sync=True)
    ui_text = traitlets.Dict().tag(sync=True)
    practice = traitlets.Dict().tag(sync=True)
    #: "light" or "dark": the page follows its host's theme (JupyterLab's, VS Code's, marimo's, else
    #: the system's) and says so; the board is drawn with render.theme.THEMES[theme]
    theme = traitlets.Unicode("light").tag(sync=True)
    #: the position in words, for a screen reader (explain/position.py): ``[{"title", "lines"}]``
    board_text = traitlets.List().tag(sync=True)
    #: the game review (:mod:`.review`): progress, the marks on the history, the decision on show
    review = traitlets.Dict().tag(sync=True)
    #: teaching mode's take-back offer after a costly decision, or {}
    teach = traitlets.Dict().tag(sync=True)
    teaching = traitlets.Bool(False).tag(sync=True)
    versioned = traitlets.List(sorted(CHANGES_THE_GAME)).tag(sync=True)
    """the messages the page must stamp with the board's ``version`` (:mod:`.protocol`)"""
    # --- view settings (the front end may write these; each is validated) ---
    presentation = traitlets.Bool(False).tag(sync=True)
    auto = traitlets.Bool(True).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
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
        self.review_desk: ReviewDesk | None = None
        """the game review going on or done (:mod:`.review`), or None"""
        self._judge = Judge()
        self._offer: dict[str, Any] | None = None
        """teaching mode: the costly decision whose take-back is on offer"""
        self._teach_wait: int | None = None
        """teaching mode: the ply of the human decision being judged (the bots wait for it)"""
        self.desk: PracticeDesk | None = None
        """the practice going on (Practice mode), or None"""
        self._timer: asyncio.TimerHandle | None = None
        self._board_n = 0
        """the number of the board the page was last sent (each new picture gets the next one)"""
        self._board_tree: pictures.Node | None = None
        self.timings: deque[dict[str, float]] = deque(maxlen=TIMINGS_KEPT)
        """per handled message: milliseconds spent in Python (for benchmarks), the newest
        :data:`TIMINGS_KEPT`"""
        self.scenarios = scenario_list(lang)
        self.on_msg(self._on_front_end_message)
        self._refresh()
        self._schedule_bots()

    def _ipython_display_(self) -> None:
        """Two outputs: a still picture of the board as it is now (plain HTML, no script), then the
        live view. Where the widget cannot run — nbconvert's HTML, GitHub, a notebook viewer, a
        saved notebook opened without its kernel — the picture stays; where it runs, the live view
        hides the picture above it (``js/ds_widget.js``)."""
        display({"text/html": still_picture(self.svg), "text/plain": msg("ui.still_plain", self.lang)},
                raw=True)
        bundle = self._repr_mimebundle_()
        if bundle is not None:
            data, meta = bundle if isinstance(bundle, tuple) else (bundle, {})
            display(data, metadata=meta, raw=True)

    @property
    def game(self) -> Game:
        """The game being played (with its history)."""
        return self.session.game

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
            except Exception as exc:  # a validator's refusal, or an observer that failed: undo it all
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
        if proposal["value"] not in ("en", "it", "de"):
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

    # --------------------------------------------------------------------------- seats
    def seat_of(self, animal: str) -> int:
        return self.session.seat_of(animal)

    def seat_kind(self, animal: str) -> str:
        return self.session.seat_kind(animal)

    # ------------------------------------------------------------------------ public API
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Play an option of the pending decision (as a click would); in teaching mode a human's
        costly choice is then offered back (see :meth:`take_back`)."""
        g = self.game
        d, ply = g.pending, g.ply
        human = d is not None and self.seat_kind(d.animal) == "human" and len(d.options) > 1
        events = self.session.choose(option_id)
        self._offer, self.teach = None, {}
        if self.teaching and human and self.mode == "play":
            self._teach_after_choice(ply)
        self._after_change()
        return events

    def close(self) -> None:
        judge = getattr(self, "_judge", None)       # a widget whose setup failed has none
        if judge is not None:
            judge.close()
        super().close()

    def _practice_items_added(self, items: list[dict[str, Any]]) -> None:
        """A finished review's mistakes join the practice (served before the sequence when due)."""
        if not items:
            return
        if self.desk is None:                 # a new practice: its first question is a due mistake
            self.desk = PracticeDesk(self.session.seed, 1, None, self.lang, mistakes=items)
        else:                                 # the question waiting stays; the mistakes come next
            self.desk.session.add_mistakes(items)

    def undo(self) -> None:
        self.session.undo()
        self._after_change()

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

    def _bot_moves(self) -> bool:
        """One bot decision, without telling the page (the callers refresh once for many)."""
        waiting = self._teach_wait is not None or bool(self._offer)   # teaching mode: the learner first
        return self.mode == "play" and not waiting and self.session.step_bot()

    def run_bots(self, max_steps: int = 10_000) -> int:
        """Let bots play until a human must decide (or the game ends); returns decisions made."""
        n = 0
        while n < max_steps and self._bot_moves():
            n += 1
        if n:
            self._after_change()
        return n

    def save(self, path: str | Path | None = None) -> str:
        """The game record as JSON (history included); written to ``path`` if given."""
        text = json.dumps(self.game.record())
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def load(self, data: str | bytes | Path) -> DominantSpeciesWidget:
        """Load a saved record or state — JSON text or bytes, or (from Python only) a file path —
        and return the widget, so that ``DominantSpeciesWidget().load("game.json")`` shows it."""
        self._load_content(read_if_path(data))
        return self

    def _load_content(self, data: str | bytes) -> None:
        """Load file *content* (what the page's file chooser read); never opens a path."""
        self.session.load(data)
        self.example = {}
        self._after_change()

    def table_svg(self, events: list[dict[str, Any]] | None = None) -> str:
        """The whole table as one SVG document, as it is shown now (whatever the view);
        ``events`` are the session's recent events when the caller has them already."""
        s = self.session
        d = None if s.exploring else s.game.pending
        shown = s.recent_events() if events is None else events
        return render_svg(s.shown_state(), decision=d, events=shown, lang=self.lang,
                          highlight=tuple(self.focus_targets), annotate=s.exploring, theme=THEMES[self.theme])

    def export_svg(self, path: str | Path) -> None:
        """Write the picture of the game's table to ``path`` (not in Practice mode)."""
        if self.mode == "practice":
            raise ProtocolError("message/wrong_mode", "leave Practice to export the game's picture")
        Path(path).write_text(self.table_svg(), encoding="utf-8")

    def open_scenario(self, name: str) -> None:
        self.session.open_scenario(name)
        self._after_change()

    def new_game(self, seed: int | None = None) -> None:
        self.session.new_game(seed)
        self._after_change()

    # -------------------------------------------------------------------- practice mode
    def start_practice(self, seed: int | None = None, difficulty: int = 1,
                       kinds: Sequence[str] | None = None) -> DominantSpeciesWidget:
        """Practice: questions about real positions, answered on the board and graded at once.
        The same ``seed``, ``difficulty`` (1 start of a game, 2 mid-game, 3 crowded late game) and
        ``kinds`` give the same questions in the same order (default seed: the game's). The game
        waits behind the questions; :meth:`leave_practice` goes back to it. Returns the widget."""
        if self.mode == "explore":
            raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
        self.desk = PracticeDesk(self.session.seed if seed is None else seed, difficulty, kinds, self.lang)
        self.mode = "practice"
        self._after_change()
        return self

    def _practice_desk(self) -> PracticeDesk:
        if self.desk is None or self.mode != "practice":
            raise ProtocolError("message/wrong_mode", "start Practice first")
        return self.desk

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
        if self.mode != "practice":
            return
        self.mode = "play"
        self._after_change()

    def save_practice(self, path: str | Path | None = None) -> str:
        """The practice progress as JSON (seed, level, questions asked, right answers per kind);
        written to ``path`` if given."""
        text = self._practice_desk().to_json()
        if path is not None:
            Path(path).write_text(text, encoding="utf-8")
        return text

    def load_practice(self, data: str | bytes | Path) -> DominantSpeciesWidget:
        """Go on with practice saved by :meth:`save_practice` (JSON text, or from Python a path)."""
        self._load_practice_content(read_if_path(data))
        return self

    def _load_practice_content(self, data: str | bytes) -> None:
        """Practice progress from file *content* (size, depth and JSON checked by the loader)."""
        if self.mode == "explore":
            raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
        desk = self.desk or PracticeDesk(self.session.seed, 1, None, self.lang)
        desk.load(data)                      # raises before anything changes
        self.desk = desk
        self.mode = "practice"
        self._after_change()

    def _practice_message(self, data: dict[str, Any]) -> None:
        action = data["action"]
        if action == "enter":
            if self.desk is not None:        # the practice goes on where it was left
                if self.mode == "explore":
                    raise ProtocolError("message/wrong_mode", LEAVE_WHAT_IF)
                self.mode = "practice"
                self._after_change()
            else:
                self.start_practice()
            return
        if action == "load":
            self._load_practice_content(data["text"])
            return
        if action == "leave":
            self.leave_practice()
            return
        desk = self._practice_desk()
        n = data["question"]
        if action == "pick":
            desk.pick(data["value"], n)
        elif action == "check":
            desk.check(n)
        elif action == "number":
            desk.type_number(data["text"], n)
        elif action == "next":
            desk.next_question()
        elif action == "level":
            desk.set_difficulty(data["difficulty"])
        self._after_change()

    # --------------------------------------------------------------------- explore mode
    def enter_explore(self) -> None:
        if self.mode == "practice":
            raise ProtocolError("message/wrong_mode", "leave Practice first")
        self.session.enter_explore()
        self.mode = "explore"
        self._after_change(schedule=False)

    def edit(self, action: str, **kw: Any) -> list[dict[str, Any]]:
        events = self.session.edit(action, **kw)
        self._after_change(schedule=False)
        return events

    def leave_explore(self, start: bool) -> None:
        if not self.session.leave_explore(start):
            return
        if start:
            self.example = {}
        self.mode = "play"
        self._after_change()

    # ----------------------------------------------------------------------- messages
    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        t0 = time.perf_counter()
        good = self._checkpoint()
        try:
            req = parse(content, version=self.version)
            self._handle(req)
        except (ProtocolError, DSError) as exc:
            self._restore(good)                     # a refusal changes nothing, whatever ran before it
            key = getattr(exc, "key", "")          # a refusal named as data: said in the page's language
            text = refusal(key, exc.fields, self.lang) if key else str(exc)
            self._show_error(getattr(exc, "code", "error"), text[:MAX_ERROR_TEXT])
        except Exception:  # a bug: the details go to the kernel's log, the page gets a short message
            log.exception("ds_widget: error while handling a %r message", brief(
                content.get("type") if isinstance(content, dict) else content))
            self._restore(good)
            self._show_error("internal", INTERNAL_ERROR)
        finally:
            kind = content.get("type") if isinstance(content, dict) else None
            self.timings.append({"type": kind, "ms": (time.perf_counter() - t0) * 1000})

    # ---------------------------------------------------------------- the last good state
    def _checkpoint(self) -> tuple[Any, ...]:
        """What the widget shows, to go back to when handling something fails half-way."""
        return (self.session.checkpoint(), self.mode, self.desk, self.version, self.lang,
                self.presentation, self.auto, self.bot_delay)

    def _restore(self, good: tuple[Any, ...]) -> None:
        """Back to a checkpoint: the session, the mode and the view settings as they were, and
        every trait made again from them under a new version (so no click on a half-made board
        is taken). Nothing happens when nothing changed."""
        session, mode, desk, version, lang, presentation, auto, delay = good
        changed = self.session.restore(session)
        changed |= (mode, desk, lang, presentation, auto, delay) != (
            self.mode, self.desk, self.lang, self.presentation, self.auto, self.bot_delay)
        if not changed and self.version == version:
            return
        with self.hold_trait_notifications():
            self.mode, self.desk = mode, desk
            self.lang, self.presentation, self.auto, self.bot_delay = lang, presentation, auto, delay
        try:
            self._after_change(schedule=False)
        except Exception:  # the last good state cannot be shown either: say so, keep the kernel
            log.exception("ds_widget: the last good state could not be shown again")
            self.version += 1

    def _show_error(self, code: str, message: str) -> None:
        self.error = {"code": code, "message": message, "nonce": time.monotonic()}

    def _handle(self, req: Request) -> None:
        kind, data = req.type, req.data
        if self.mode == "practice" and kind not in PRACTICE_MESSAGES:
            raise ProtocolError("message/wrong_mode", "the game waits while you practise: "
                                "press Back to the game first")
        if self.mode == "review" and kind not in REVIEW_MESSAGES:
            raise ProtocolError("message/wrong_mode", "a reviewed decision is on show: press Back to the game first")
        if kind == "review":
            if data["action"] == "start" and self.mode not in ("play", "review"):
                raise ProtocolError("message/wrong_mode", "go back to the game to review it")
            self._review_message(data)
        elif kind == "teaching":
            self.teaching = data["on"]
            if not data["on"]:
                self.keep_choice()
            self._refresh(keep_error=True)
        elif kind == "teach":
            self.take_back() if data["action"] == "take_back" else self.keep_choice()
        elif kind == "choose" and self.mode == "review":
            self.try_again(data["option"])
        elif kind == "board":
            self._send_whole_board()
        elif kind == "practice":
            self._practice_message(data)
        elif kind == "save" and self.mode == "practice":
            self.download = {"name": "dominant_species_practice.json", "mime": "application/json",
                             "text": self.save_practice(), "nonce": time.monotonic()}
        elif kind == "choose":
            if self.mode != "play":
                raise ProtocolError("message/wrong_mode", "leave the explore mode to play")
            d = self.game.pending
            if d is not None and self.seat_kind(d.animal) != "human":
                raise ProtocolError("message/not_your_turn",
                                    f"the {name('animal', d.animal, self.lang)} are played by a bot; "
                                    "press Next to let it move")
            self.choose(data["option"])
        elif kind == "undo":
            self.undo()
        elif kind == "redo":
            self.redo()
        elif kind == "goto":
            if data["ply"] > self.plies:
                raise ProtocolError("message/bad_field", f"there are only {self.plies} steps")
            self.goto(data["ply"])
        elif kind == "next":
            if self.game.can_redo:
                self.redo()
            elif not self.step_bot():
                raise ProtocolError("message/human_turn", "a human player must decide now")
        elif kind == "auto":
            if data["on"]:                      # Auto on also resumes bots paused by Undo
                self.session.paused = False
            self.auto = data["on"]
            self._refresh(keep_error=True)
            self._schedule_bots()
        elif kind == "presentation":
            self.presentation = data["on"]
        elif kind == "lang":
            self.lang = data["lang"]
        elif kind == "theme":
            self.theme = data["theme"]
        elif kind == "hint":
            self._hint()
        elif kind == "preview":
            self._preview(data["option"])
        elif kind == "why":
            self._why(data["tile"])
        elif kind == "focus":
            i = data["index"]
            rows = self.narration
            self.focus_targets = list(rows[i]["focus"]) if 0 <= i < len(rows) else []
            self._refresh(keep_error=True)
        elif kind == "save":
            self.download = {"name": "dominant_species_game.json", "mime": "application/json",
                             "text": self.save(), "nonce": time.monotonic()}
        elif kind == "export_svg":
            self.download = {"name": "dominant_species_board.svg", "mime": "image/svg+xml",
                             "text": str(self.table_svg()), "nonce": time.monotonic()}
        elif kind == "load":
            self._load_content(data["text"])
        elif kind == "scenario":
            self.open_scenario(data["name"])
        elif kind == "new_game":
            self.new_game(data["seed"])
        elif kind == "exit_replay":
            self.goto(self.plies)
        elif kind == "explore":
            if data["action"] == "enter":
                self.enter_explore()
            else:
                self.leave_explore(start=data["action"] == "start")
        elif kind == "edit":
            self._edit(data)

    def _edit(self, data: dict[str, Any]) -> None:
        action, target = data["action"], data["target"]
        prefix, _, value = target.partition("-")
        try:
            if action in ("add_element", "remove_element"):
                if prefix != "corner":
                    raise MalformedError("elements go on corners")
                args = {"corner": value} | ({"element": data["element"]} if action == "add_element" else {})
            elif action == "set_species":
                if prefix != "tile":
                    raise MalformedError("species go on tiles")
                args = {"tile": value, "animal": data["animal"], "n": data["count"]}
            elif action in ("add_tile", "remove_tile"):
                if prefix not in ("hex", "tile"):
                    raise MalformedError("tiles go on board hexes")
                args = {"hex_": value} | ({"terrain": data["terrain"]} if action == "add_tile" else {})
            else:
                animal = data.get("animal") or value.split("-")[0]
                args = {"animal": animal, "element": data["element"]}
        except KeyError as exc:
            raise ProtocolError("message/bad_field", f"edit {action} needs field {exc}") from None
        self.edit(action, **args)

    # -------------------------------------------------------------------- explanations
    def _hint(self) -> None:
        self.hint = payloads.hint(self.session, self.lang, self.version)

    def _preview(self, option_id: str) -> None:
        self.preview = payloads.preview(self.session, option_id, self.lang, self.version)

    def _why(self, tile: str) -> None:
        self.why = payloads.why(self.session.shown_state(), tile, self.lang)
        self.focus_targets = [f"tile-{tile}"]
        self._refresh(keep_error=True)

    # -------------------------------------------------------------------------- refresh
    def _after_change(self, schedule: bool = True, focus: list[str] | None = None) -> None:
        """A new board for the page (under a new version); ``focus``: the board things to mark on it."""
        with self.hold_sync():      # the new version reaches the page in the same message as what it numbers
            self.version += 1
            self.focus_targets = list(focus or [])
            self.hint = {}
            self.preview = {}
            self.why = {}
            self._refresh()
        if schedule:
            self._schedule_bots()

    def _refresh(self, keep_error: bool = False) -> None:
        s = self.session
        g = s.game
        lang = self.lang
        desk = self.desk if self.mode == "practice" else None
        if desk is not None:                 # the question's position, its candidates clickable
            q = desk.question
            st = q.state
            d = None
            events: list[dict[str, Any]] = []
            svg = practice_svg(q, lang, None if desk.answered else q.board_decision(), desk.highlight(),
                               self.presentation, THEMES[self.theme])
        else:
            st = s.shown_state()
            d = None if s.exploring else g.pending
            events = s.recent_events()
            if self.presentation:            # a projector: the earth large, beside the options' panel
                svg = present_svg(st, d, events, lang, self.focus_targets, s.exploring, s.exploring,
                                  THEMES[self.theme])
            else:
                svg = self.table_svg(events)
        with self.hold_sync():
            # a plain str: a str subclass (render's Svg) reaches some hosts as {} (marimo sent
            # "[object Object]" for the board)
            self._show_board(str(svg))
            self.practice = payloads.practice(desk, lang) if desk is not None else {}
            # in practice, only what the table shows: who dominates or is endangered is often the answer
            self.board_text = position.describe(st, lang, derived=desk is None)
            self.decision = payloads.decision(s, d, lang)
            if self.mode == "review" and d is not None:
                self.decision = dict(self.decision, seat_kind="human", trying=True)   # a choice is a new try
            if self.review_desk is not None and not self.review_desk.matches(g):
                self._drop_review()                # the line reviewed is gone (Undo, then another choice)
            self.review = review_payload(self.review_desk, g, lang)
            self.teach = teach_payload(self._offer, g, lang) if self._offer else {}
            self.narration = payloads.narration(events, lang)
            self.status = payloads.status(s, s.shown_state() if desk is not None else st, lang, self.mode)
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

    def _show_board(self, svg: str) -> None:
        """Send the page the new picture: what changed since the last one when that is small (one
        message with the version, so a patched board and its marker arrive together), else whole."""
        if svg == self.svg and self.board:
            return
        tree = pictures.parse(svg)
        old, self._board_n = self._board_tree, self._board_n + 1
        ops = pictures.diff(self.svg, svg, old, tree) if old is not None else None
        if ops is not None and pictures.size(ops) <= PATCH_AT_MOST * len(svg):
            self.board_patch = {"base": self._board_n - 1, "n": self._board_n, "ops": ops}
        else:
            self.board = {"n": self._board_n, "svg": svg}
        self.svg, self._board_tree = svg, tree

    def _send_whole_board(self) -> None:
        """The page could not apply a patch (it missed one, or a new view opened): the picture whole."""
        self.board = {"n": self._board_n, "svg": self.svg, "nonce": time.monotonic()}

    # ----------------------------------------------------------------------------- bots
    def _schedule_bots(self) -> None:
        """Bots move by themselves, one decision per ``bot_delay`` seconds, while ``auto`` is on."""
        if not self.auto or self.session.paused or self.mode != "play" or self._teach_wait is not None \
                or self._offer:
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

    def __repr__(self) -> str:
        return f"<DominantSpeciesWidget {self.game!r}>"
