"""``DominantSpeciesWidget``: the game in JupyterLab, a thin adapter between the engine and the page.

Python owns one :class:`ds_widget.Game` and its history. The front end (``js/ds_widget.js``) shows
what Python sends in traits and forwards clicks as messages; it never decides what is legal. Every
message is validated (:mod:`.protocol`); a bad one sets the ``error`` trait and changes nothing.
"""
from __future__ import annotations

import asyncio
import json
import logging
import time
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..bots import BOT_KINDS, GreedyBot, make_bot
from ..engine.calc import dominance_verdict
from ..engine.editor import Editor
from ..engine.errors import DSError, MalformedError
from ..engine.flow import choose as engine_choose
from ..engine.hexmap import parse_hex
from ..engine.text import catalog, describe, focus, msg, name, rule_name, verdict_text
from ..game import Game
from .assets import asset
from .protocol import ProtocolError, Request, parse

log = logging.getLogger("ds_widget")

SEAT_KINDS = ("human",) + tuple(BOT_KINDS)


def ui_strings(lang: str) -> dict[str, str]:
    """The front end's words (buttons, headings) from the catalog's ``ui`` section."""
    return {k[3:]: v for k, v in catalog(lang).items() if k.startswith("ui.")}


class DominantSpeciesWidget(anywidget.AnyWidget):
    """Play, explore and replay Dominant Species in a notebook.

    ``DominantSpeciesWidget(players=["human", "greedy", "greedy", "random"], seed=1)`` seats one
    human and three bots (the list's length is the number of players; ``"human"`` seats take turns
    on the same screen). Other keyword arguments go to :meth:`ds_widget.Game.new` (``animals``,
    ``multi``, ``short_game`` …). ``scenario="glaciation"`` opens a rulebook example instead.
    """

    _esm = asset("ds_widget.js")
    _css = asset("ds_widget.css")

    # --- state shown by the front end (Python writes) ---
    svg = traitlets.Unicode("").tag(sync=True)
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
    # --- view settings (the front end may write these; each is validated) ---
    presentation = traitlets.Bool(False).tag(sync=True)
    auto = traitlets.Bool(True).tag(sync=True)
    lang = traitlets.Unicode("en").tag(sync=True)
    bot_delay = traitlets.Float(0.3).tag(sync=True)

    def __init__(self, players: int | Sequence[str] = ("human", "greedy", "greedy", "random"),
                 seed: int = 0, *, scenario: str | None = None, game: Game | None = None,
                 lang: str = "en", presentation: bool = False, auto: bool = True,
                 bot_delay: float = 0.3, **setup: Any) -> None:
        seats = ["human"] * players if isinstance(players, int) else list(players)
        bad = [s for s in seats if s not in SEAT_KINDS]
        if bad:
            raise ValueError(f"unknown seat kind(s) {bad}; use {', '.join(SEAT_KINDS)}")
        super().__init__(lang=lang, presentation=presentation, auto=auto, bot_delay=bot_delay)
        self._seat_kinds = seats
        self._seed = seed
        self._setup = dict(setup)
        self._bots = {i: make_bot(kind, seed + i) for i, kind in enumerate(seats) if kind != "human"}
        self._paused = False
        self._narrate_from = 0
        """the narration shows the events of the choices after this ply (a human's last choice)"""
        self._editor: Editor | None = None
        self._edit_events: list[dict[str, Any]] = []
        self._timer: asyncio.TimerHandle | None = None
        self.timings: list[dict[str, float]] = []
        """per handled message: milliseconds spent in Python (for benchmarks)"""
        self.scenarios = Game.scenarios(lang)
        if game is not None:
            self.game = game
        elif scenario is not None:
            self.game = Game.scenario(scenario, lang=lang)
        else:
            self.game = Game.new(players=self._player_count(), seed=seed, **setup)
        self.on_msg(self._on_front_end_message)
        self._refresh()
        self._schedule_bots()

    def _player_count(self) -> int:
        return len(self._seat_kinds)

    # ----------------------------------------------------------------------- validators
    @traitlets.validate("lang")
    def _valid_lang(self, proposal: Any) -> str:
        if proposal["value"] not in ("en", "it", "de"):
            raise traitlets.TraitError(f"unknown language {proposal['value']!r}")
        return proposal["value"]

    @traitlets.validate("bot_delay")
    def _valid_delay(self, proposal: Any) -> float:
        return min(5.0, max(0.0, float(proposal["value"])))

    @traitlets.observe("lang", "presentation")
    def _view_changed(self, change: Any) -> None:
        if hasattr(self, "game"):
            self._refresh(keep_error=True)

    @traitlets.observe("auto")
    def _auto_changed(self, change: Any) -> None:
        if change["new"] and hasattr(self, "game"):
            self._paused = False
            self._schedule_bots()

    # --------------------------------------------------------------------------- seats
    def seat_of(self, animal: str) -> int:
        return self.game.state.animals[animal].player

    def seat_kind(self, animal: str) -> str:
        seat = self.seat_of(animal)
        return self._seat_kinds[seat] if seat < len(self._seat_kinds) else "human"

    # ------------------------------------------------------------------------ public API
    def choose(self, option_id: str) -> list[dict[str, Any]]:
        """Play an option of the pending decision (as a click would)."""
        ply = self.game.ply
        events = self.game.choose(option_id)
        self._narrate_from = ply
        self._paused = False
        self._after_change()
        return events

    def undo(self) -> None:
        self.game.undo()
        self._paused = True
        self._narrate_from = max(0, self.game.ply - 1)
        self._after_change()

    def redo(self) -> None:
        self.game.redo()
        self._narrate_from = self.game.ply - 1
        self._after_change()

    def goto(self, ply: int) -> None:
        self.game.goto(ply)
        self._paused = True
        self._narrate_from = max(0, ply - 1)
        self._after_change()

    def step_bot(self) -> bool:
        """Let the bot whose turn it is make one decision; False if a human must decide."""
        d = self.game.pending
        if d is None or self.mode != "play":
            return False
        seat = self.seat_of(d.animal)
        bot = self._bots.get(seat)
        if bot is None:
            return False
        self.game.choose(bot.pick(self.game))
        return True

    def run_bots(self, max_steps: int = 10_000) -> int:
        """Let bots play until a human must decide (or the game ends); returns decisions made."""
        n = 0
        while n < max_steps and self.step_bot():
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

    def load(self, data: str | Path) -> None:
        """Load a saved record or state (JSON text or a file path)."""
        text = data
        if isinstance(data, Path) or (isinstance(data, str) and not data.lstrip().startswith("{")):
            text = Path(data).read_text(encoding="utf-8")
        self.game = Game.load(text)
        self.example = {}
        self._paused = True
        self._narrate_from = max(0, self.game.ply - 1)
        self._after_change()

    def export_svg(self, path: str | Path) -> None:
        Path(path).write_text(self.svg, encoding="utf-8")

    def open_scenario(self, name: str) -> None:
        self.game = Game.scenario(name, lang=self.lang)
        self._paused = True
        self._narrate_from = 0
        self._after_change()

    def new_game(self, seed: int | None = None) -> None:
        self._seed = self._seed + 1 if seed is None else seed
        self.game = Game.new(players=self._player_count(), seed=self._seed, **self._setup)
        self._bots = {i: make_bot(k, self._seed + i) for i, k in enumerate(self._seat_kinds) if k != "human"}
        self._paused = False
        self._narrate_from = 0
        self._after_change()

    # --------------------------------------------------------------------- explore mode
    def enter_explore(self) -> None:
        self._editor = Editor(self.game.state)
        self._edit_events = []
        self.mode = "explore"
        self.hint, self.preview, self.why = {}, {}, {}
        self._refresh()

    def edit(self, action: str, **kw: Any) -> list[dict[str, Any]]:
        if self._editor is None:
            raise ProtocolError("message/wrong_mode", "editing needs the explore mode (enter it first)")
        method = getattr(self._editor, action)
        events = method(**kw)
        self._edit_events = events
        self._refresh()
        return events

    def leave_explore(self, start: bool) -> None:
        if self._editor is None:
            return
        if start:
            self.game = Game.from_state(self._editor.finish())
            self.example = {}
            self._narrate_from = 0
        self._editor = None
        self._edit_events = []
        self.mode = "play"
        self._paused = True
        self._after_change()

    # ----------------------------------------------------------------------- messages
    def _on_front_end_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        t0 = time.perf_counter()
        try:
            req = parse(content, version=self.version)
            self._handle(req)
        except (ProtocolError, DSError) as exc:
            self._show_error(getattr(exc, "code", "error"), str(exc))
        except Exception as exc:  # a bug: show it, never swallow it
            log.exception("ds_widget: error while handling %r", content)
            self._show_error("internal", f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=4)}")
        finally:
            kind = content.get("type") if isinstance(content, dict) else None
            self.timings.append({"type": kind, "ms": (time.perf_counter() - t0) * 1000})

    def _show_error(self, code: str, message: str) -> None:
        self.error = {"code": code, "message": message, "nonce": time.monotonic()}

    def _handle(self, req: Request) -> None:
        kind, data = req.type, req.data
        if kind == "choose":
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
            else:
                self._after_change(schedule=False)
        elif kind == "auto":
            self.auto = data["on"]
        elif kind == "presentation":
            self.presentation = data["on"]
        elif kind == "lang":
            self.lang = data["lang"]
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
                             "text": self.svg, "nonce": time.monotonic()}
        elif kind == "load":
            self.load(data["text"])
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
        d = self.game.pending
        if d is None:
            self.hint = {}
            return
        h = GreedyBot(0).explain(self.game, lang=self.lang)
        labels = {o.id: o.label(d, self.lang) for o in d.options}
        self.hint = {"animal": d.animal, "option": h["choice"], "label": labels.get(h["choice"], ""),
                     "ranking": [dict(r, label=labels.get(r["option"], r["option"])) for r in h["ranking"]],
                     "text": msg("ui.hint_text", self.lang, label=labels.get(h["choice"], ""),
                                 reasons="; ".join(h["ranking"][0]["reasons"]) if h["ranking"] else ""),
                     "version": self.version}

    def _preview(self, option_id: str) -> None:
        """What choosing ``option_id`` would change right away (dominance, VP), without changing
        anything: computed on a copy."""
        d = self.game.pending
        if d is None or d.get(option_id) is None:
            self.preview = {}
            return
        st = self.game.state.clone()
        st.events = []
        engine_choose(st, option_id)
        lines, targets = [], []
        before = {a: x.vp for a, x in self.game.state.animals.items()}
        for a, x in st.animals.items():
            if x.vp != before[a]:
                lines.append(msg("ui.preview_vp", self.lang, animal=name("animal", a, self.lang),
                                 vp=f"{x.vp - before[a]:+d}"))
        for ev in st.events or []:
            if ev["kind"] in ("dominance_changed", "tile_scored", "glaciation", "species_eliminated",
                              "element_placed", "element_removed", "bonus_vp"):
                lines.append(describe(ev, self.lang))
                targets.extend(focus(ev))
            if len(lines) >= 6:
                break
        self.preview = {"option": option_id, "lines": lines, "focus": targets[:20], "version": self.version}

    def _why(self, tile: str) -> None:
        st = self._shown_state()
        h = parse_hex(tile)
        if h not in st.tiles:
            raise MalformedError(f"({tile}) is not an earth tile")
        v = dominance_verdict(st, h)
        self.why = {"tile": tile, "text": verdict_text(v, self.lang), "verdict": v,
                    "focus": [f"tile-{tile}"]}
        self.focus_targets = [f"tile-{tile}"]
        self._refresh(keep_error=True)

    # -------------------------------------------------------------------------- refresh
    def _shown_state(self) -> Any:
        return self._editor.state if self._editor is not None else self.game.state

    def _after_change(self, schedule: bool = True) -> None:
        self.version += 1
        self.focus_targets = []
        self.hint = {}
        self.preview = {}
        self.why = {}
        self._refresh()
        if schedule:
            self._schedule_bots()

    def _refresh(self, keep_error: bool = False) -> None:
        from ..render import render_svg
        g = self.game
        lang = self.lang
        st = self._shown_state()
        exploring = self._editor is not None
        d = None if exploring else g.pending
        events = self._edit_events if exploring else self._recent_events()
        svg = render_svg(st, decision=d, events=events, lang=lang, highlight=tuple(self.focus_targets),
                         presentation=self.presentation, annotate=exploring)
        with self.hold_sync():
            self.svg = svg
            self.decision = self._decision_payload(d)
            self.narration = [{"kind": e["kind"], "text": describe(e, lang), "focus": focus(e)}
                              for e in events if e["kind"] not in ("pawn_resolved",)]
            self.status = self._status_payload(st)
            self.cursor = g.ply
            self.plies = len(g._choices)
            self.log_rows = [{"ply": h["ply"], "animal": h.get("animal"),
                              "animal_name": name("animal", h.get("animal"), lang), "label": h.get("label", ""),
                              "rule": rule_name(h.get("rule", ""), lang)} for h in g.history_tail(200)]
            self.seats = [{"seat": i, "kind": k,
                           "animals": [a for a, x in g.state.animals.items() if x.player == i]}
                          for i, k in enumerate(self._seat_kinds)]
            self.example = dict(g.example or {})
            if self.ui_text.get("_lang") != lang:
                self.ui_text = dict(ui_strings(lang), _lang=lang)
            if not keep_error:
                self.error = {}

    def _recent_events(self) -> list[dict[str, Any]]:
        """Events of the choices since the last human decision (so the bots' moves are told too),
        at most the last 150."""
        g = self.game
        start = min(self._narrate_from, g.ply)
        events: list[dict[str, Any]] = []
        for ply in range(max(start, g.ply - 60) + 1, g.ply + 1):
            events.extend(g.events_of(ply))
        if g.ply == 0:
            events = g.events_of(0)
        return events[-150:]

    def _decision_payload(self, d: Any) -> dict[str, Any]:
        if d is None:
            return {}
        lang = self.lang
        seat = self.seat_of(d.animal)
        return {"animal": d.animal, "animal_name": name("animal", d.animal, lang), "seat": seat,
                "seat_kind": self.seat_kind(d.animal), "kind": d.kind, "rule": rule_name(d.rule, lang),
                "prompt": d.prompt(lang),
                "options": [{"id": o.id, "label": o.label(d, lang), "target": o.target, "kind": o.kind}
                            for o in d.options]}

    def _status_payload(self, st: Any) -> dict[str, Any]:
        g = self.game
        res = g.result
        summary = ""
        if res:
            scores = ", ".join(f"{name('animal', a, self.lang)} {v}" for a, v in res["scores"].items())
            key = "ui.game_over_text" if res["reason"] == "ice_age" else "ui.stopped_text"
            summary = msg(key, self.lang, turns=res["turns"], winner=name("animal", res["winner"], self.lang),
                          scores=scores)
        return {"turn": st.turn, "phase": name("phase", st.phase, self.lang), "over": g.is_over,
                "summary": summary,
                "winner": res["winner"] if res else None, "reason": res["reason"] if res else None,
                "scores": [{"animal": a, "name": name("animal", a, self.lang), "vp": x.vp, "seat": x.player}
                           for a, x in st.animals.items()],
                "can_undo": g.can_undo, "can_redo": g.can_redo, "mode": self.mode,
                "exploring": self._editor is not None}

    # ----------------------------------------------------------------------------- bots
    def _schedule_bots(self) -> None:
        """Bots move by themselves, one decision per ``bot_delay`` seconds, while ``auto`` is on."""
        if not self.auto or self._paused or self.mode != "play":
            return
        d = self.game.pending
        if d is None or self.seat_kind(d.animal) == "human":
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
        try:
            deadline = time.perf_counter() + 0.05
            moved = self.step_bot()
            while moved and self.bot_delay == 0 and time.perf_counter() < deadline and self.step_bot():
                pass
            if moved:
                self._after_change()
        except Exception as exc:
            log.exception("ds_widget: bot error")
            self._show_error("internal", f"{type(exc).__name__}: {exc}")

    def __repr__(self) -> str:
        return f"<DominantSpeciesWidget {self.game!r}>"
