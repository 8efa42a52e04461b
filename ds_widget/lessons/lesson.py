"""The :class:`Lesson`: what a lesson notebook calls to show the game, in the lesson's language.

A lesson's first cell makes one ``Lesson("02_matching_and_dominance", lang="it")``; every other
code cell is the same in every language. Each method *shows* something (a board, sentences, a
table, a folded solution) and returns nothing, or returns the game it built so the next cell can
go on with it. The sentences come from :mod:`ds_widget.explain`; the lessons' own words from the
``lesson.*`` section of the catalogs.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from IPython.display import display

from ..bots.coach import CoachBot
from ..engine.constants import SECTIONS
from ..engine.errors import MalformedError, brief
from ..engine.hexmap import BOARD_SET, NEIGHBOURS
from ..engine.state import State
from ..explain import (
    LANGUAGES,
    label,
    name,
    prompt,
    scenario_example,
)
from ..game import Game
from ..render import render_svg
from ..render.layout import HEX_R, PANELS, hex_center
from ..render.svg import cut
from ..review import Review
from ..review.shown import marked
from ..review.words import advice
from . import cards, drill, exercises, reviewing, tables
from .base import EARTH, Position, state_of
from .calculations import Calculations
from .display import Pictures, Table, Text
from .revealing import Solutions
from .turn import whole_turn
from .whatif import WhatIf
from .words import count_say, tile_words

#: the whole table in a lesson: each panel its own picture, so that each can be as wide as the
#: output and its text legible on a projector (one 1760-unit picture would shrink it to 4 px)
WHOLE_TABLE = ("board", "display", "animals", "cards", "bag")
#: a panel in a lesson: the panel drawn, and its text scale (as the Present view draws them: the
#: action display in its projector layout)
LESSON_PANEL: dict[str, tuple[str, float]] = {
    "board": ("board", 1.75), "earth": ("board", 1.75), "display": ("display_large", 2.0),
    "action_display": ("display_large", 2.0), "animals": ("animals", 1.25), "cards": ("cards", 1.25),
    "bag": ("bag", 1.25)}
#: a lesson picture grows with its output up to this many CSS px per picture unit
MAX_SCALE = 1.6


def earth_box(states: Sequence[State]) -> tuple[float, float, float, float] | None:
    """The frame of the earth panel around the tiles of ``states`` and the hexes next to them
    (x, y, w, h in the renderer's own coordinates); None when there are no tiles."""
    hexes = set()
    for st in states:
        for h in st.tiles:
            hexes.add(h)
            hexes.update(n for n in NEIGHBOURS[h] if n in BOARD_SET)
    if not hexes:
        return None
    xs, ys = zip(*(hex_center(q, r) for q, r in hexes))
    m = HEX_R * 1.05
    x0, y0 = round(min(xs) - m), round(min(ys) - m)
    return (x0, y0, round(max(xs) + m) - x0, round(max(ys) + m) - y0)


def fluid(width: float) -> str:
    """A lesson picture's style: as wide as its output (up to :data:`MAX_SCALE` times its own
    ``width``), its height following — on a projector its text grows with the notebook."""
    return f"width:100%;max-width:{width * MAX_SCALE:.0f}px;height:auto;display:block"


def _stack(svgs: Sequence[str]) -> str:
    return "".join(f'<div style="margin-bottom:6px">{svg}</div>' for svg in svgs)


def _desc(svg: str) -> str:
    m = re.search(r"<desc>(.*?)</desc>", svg, re.S)
    return m.group(1).replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">") if m else ""


class Lesson(Calculations, Solutions):
    """One lesson in one language: ``Lesson("01_setup_and_goal", lang="en")``."""

    def __init__(self, lesson: str, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise MalformedError(f"unknown language {brief(lang)}; lessons exist in {', '.join(LANGUAGES)}")
        self.id = lesson
        self.lang = lang
        self._exercises = exercises.exercises(lesson)

    # ---------------------------------------------------------------------------- pictures
    def svgs(self, game: Position, *, panels: Sequence[str] | None = EARTH, annotate: bool = False,
             highlight: Iterable[str] = (), around: Iterable[State] = (),
             played: Iterable[str] = (), better: Iterable[str] = ()) -> list[str]:
        """The table in the lesson's language, each named panel (``panels=None``: every panel of
        the table, :data:`WHOLE_TABLE`) as its own picture with a projector's text
        (:data:`LESSON_PANEL`) as wide as its output (:func:`fluid`), the earth cut to the tiles in
        play (and to those of the states ``around``, so before and after pictures share one
        frame); ``played`` and ``better``: a reviewed decision's two moves, each with its tag."""
        st = state_of(game)
        opts: dict[str, Any] = {"lang": self.lang, "annotate": annotate, "highlight": tuple(highlight),
                                "played": tuple(played), "better": tuple(better)}
        if isinstance(game, Game):
            opts.update(decision=game.pending, events=game.last_events)
        out = []
        for panel in WHOLE_TABLE if panels is None else panels:
            drawn, scale = LESSON_PANEL.get(panel, (panel, 1.25))
            svg = render_svg(st, panels=(drawn,), presentation=True, text_scale=scale, **opts)
            box = (earth_box([st, *around]) if drawn == "board" else None) or PANELS[drawn]
            out.append(cut(svg, box, style=fluid(box[2])))
        return out

    def picture(self, game: Position, *, panels: Sequence[str] | None = EARTH, caption: str = "",
                annotate: bool = False, highlight: Iterable[str] = (), played: Iterable[str] = (),
                better: Iterable[str] = ()) -> Pictures:
        """The table (or some of its panels) as a displayable picture."""
        svgs = self.svgs(game, panels=panels, annotate=annotate, highlight=highlight, played=played, better=better)
        return Pictures([(caption, _stack(svgs))], summary=_desc(svgs[0]))

    def board(self, game: Position, *, panels: Sequence[str] | None = EARTH, annotate: bool = False,
              highlight: Iterable[str] = ()) -> None:
        """Show the earth and the animals (``panels=None``: the whole table)."""
        display(self.picture(game, panels=panels, annotate=annotate, highlight=highlight))

    def table_picture(self, game: Game) -> None:
        """Show the whole table: earth, action display, cards, animals, scores."""
        self.board(game, panels=None)

    # ---------------------------------------------------------------------------- practice
    def practice(self, seed: int = 0, difficulty: int = 1, kinds: Iterable[str] | None = None) -> drill.Drill:
        """Practice questions in this notebook: ``drill.ask()``, then ``drill.answer(...)``."""
        return drill.Drill(self.lang, seed, difficulty, kinds)

    def practice_kinds(self) -> None:
        """Every kind of practice question, with an example."""
        drill.kinds_table(self.lang)

    def worksheet(self, n: int = 20, seed: int = 0, difficulty: int = 2) -> None:
        """Write a printable worksheet of ``n`` questions and its answer key next to the notebook."""
        drill.write_worksheet(self.lang, n, seed, difficulty)

    # ---------------------------------------------------------------------------- examples
    def example(self, scenario: str, *, panels: Sequence[str] | None = EARTH) -> Game:
        """Open a rulebook example: show its title, its story and the position; return the game."""
        g: Game = Game.scenario(scenario)  # type: ignore[assignment]
        ex = scenario_example(g.example, self.lang)
        display(Text([ex.get("text", ""), self.say("source", source=ex.get("source", ""))],
                     title=ex.get("title", ""), bullets=False))
        self.board(g, panels=panels)
        return self.own(g)

    def record(self, name: str, *, upto: int | None = None) -> Game:
        """Replay one of the lessons' recorded games (all of it, or its first ``upto`` choices);
        say where it stands and return it."""
        g = exercises.start({"record": name, "upto": upto}, self.lang)
        self.where(g)
        return self.own(g)

    # ------------------------------------------------------------------------- the review
    def review(self, game: Position | str, seat: int = 1) -> Review:
        """The coach's review of one seat (1 is the first player) of a game — a :class:`Game` or one
        of the lessons' recorded games by name: how many decisions got each verdict, and every
        mistake with the move played and the better one. Returns the review."""
        g = exercises.start({"record": game}, self.lang) if isinstance(game, str) else game
        rv = Review(g, [seat - 1])
        rv.run()
        display(reviewing.summary_table(rv, self.lang, self.say))
        display(reviewing.mistakes_table(rv, Game.from_record(rv.record), self.lang, self.say))
        return rv

    def mistake(self, review: Review, n: int = 1) -> Game:
        """Mistake number ``n`` of a review: the position before it, with the move played and the
        better move marked on the table (a labelled tag each), and why the better one is better.
        Returns the game at that position (its pending decision is the one the mistake was made in)."""
        j = reviewing.nth_mistake(review, n)
        g = Game.from_record(review.record, upto=j["ply"])
        display(reviewing.mistake_words(j, g, self.lang, self.say))
        played, better = marked(j, g.pending)
        display(self.picture(g, panels=None, played=played, better=better))
        return self.own(g)

    def try_again(self, review: Review, n: int, option: str) -> None:
        """Choose again at mistake number ``n`` (an option id, see :meth:`options`): the reviewer's
        grade of the new choice, at once; the game reviewed stays as it was."""
        j = reviewing.nth_mistake(review, n)
        g = Game.from_record(review.record, upto=j["ply"])
        if g.pending is None or g.pending.get(option) is None:
            raise MalformedError(f"{brief(option)} is not an option of this decision; see lesson.options(game)")
        display(reviewing.grade_try(g, j, option, review.seed, self.lang, self.say))

    def setup_checklist(self, players: int, *, several_animals: bool = False) -> None:
        """The steps to set up a real table for ``players`` (2-6; with ``several_animals``, the
        variant for 2 or 3 players in which all six animals are used)."""
        title = self.say("setup.title_multi" if several_animals else "setup.title", players=players)
        display(Text(tables.setup_checklist(players, self.lang, several_animals), title=title))

    def whole_turn(self, record: str, turn: int = 1) -> None:
        """One whole turn of a recorded game on one board: the action display once every pawn is
        placed, then what happened in each of the twelve sections in order (or that nothing did),
        the Reset, and the whole table at the start of the next turn (shown once: nothing is
        returned for the cell to draw a second time)."""
        t = whole_turn(record, turn)
        lang = self.lang
        # every pawn Planning placed (the Initiative pawn, already in its owner's hand, included)
        placed = sum(1 for ev in t.planning if ev["kind"] == "pawn_placed")
        waiting = sum(1 for a in t.planned.state.spaces.values() if a)
        display(Text([count_say("whole_turn.planned", placed, lang, lifted=placed - waiting)],
                     title=self.say("whole_turn.title", turn=turn), bullets=False))
        self.board(t.planned, panels=["display"])
        for i, section in enumerate(SECTIONS, 1):
            lines = self._events(t.sections[section]) or [self.say("whole_turn.nothing")]
            display(Text(lines, title=self.say("whole_turn.section", i=i, section=name("section", section, lang))))
        display(Text(self._events(t.reset), title=self.say("whole_turn.reset")))
        display(self.picture(t.after, panels=None, caption=self.say("whole_turn.after", turn=t.after.state.turn)))

    # ------------------------------------------------------------------------- the widget
    def seats(self, table: Any) -> None:
        """Who plays which animal at a :class:`~ds_widget.DominantSpeciesWidget`, and who starts."""
        lang = self.lang
        lines = []
        for seat in table.session.seats():
            animals = ", ".join(name("animal", a, lang) for a in seat["animals"])
            key = "seat.human" if seat["kind"] == "human" else f"seat.{seat['kind']}"
            lines.append(self.say(key, n=seat["seat"] + 1, animals=animals))
        first = table.game.state.initiative[0]
        lines.append(self.say("seat.first", animal=name("animal", first, lang)))
        display(Text(lines))

    def your_turn(self, table: Any) -> None:
        """Let the bots move until a human seat must decide; show that decision and its options."""
        before = table.game.ply
        table.run_bots()
        moved = self._events(e for p in range(before + 1, table.game.ply + 1) for e in table.game.events_of(p))
        if moved:
            display(Text(moved, title=count_say("bots_played", table.game.ply - before, self.lang,
                                                bot=self.say("bot.any"))))
        self.options(table.game)

    def _advice(self, table: Any) -> tuple[Any, str, str, str] | None:
        """The coach's choice for the pending decision, as the widget's Hint gives it (without a
        time limit, so that the lesson reads the same everywhere): ``(choice, question, answer,
        lead)``; None, and "the game is over" shown, when there is no decision."""
        g = table.game
        d = g.pending
        if d is None:
            display(Text([self.say("game_over")], bullets=False))
            return None
        explained = CoachBot(0).explain(g, top=2, lang=self.lang)
        choice = explained["choice"]
        lead, _rows = advice(explained["ranking"], d, self.lang)
        return choice, prompt(d, self.lang), label(d.get(choice), d, self.lang), lead

    def hint(self, table: Any) -> None:
        """Show what the widget's Hint advises for the pending decision, and why, without playing
        it: the choice stays the learner's."""
        got = self._advice(table)
        if got is not None:
            _choice, question, answer, lead = got
            display(Text([lead or answer, self.say("hint_yours")], title=question))

    def play_hint(self, table: Any) -> None:
        """Play, for the human seat, what the widget's Hint advises; say why, and what it did."""
        got = self._advice(table)
        if got is not None:
            choice, question, answer, lead = got
            events = table.choose(choice)
            display(Text([lead or answer] + self._events(events), title=f"{question} → {answer}"))

    def step(self, game: Game, option_id: str) -> None:
        """Play one option of the pending decision and show the question, the answer and every
        change it caused."""
        d = game.pending
        if d is None:
            raise MalformedError("the game is over: there is no decision to take")
        opt = d.get(option_id)
        question = prompt(d, self.lang)
        answer = label(opt, d, self.lang) if opt is not None else option_id
        events = game.choose(option_id)
        display(Text(self._events(events), title=f"{question} → {answer}"))

    def play_example(self, game: Game, *, panels: Sequence[str] | None = EARTH) -> None:
        """Play the choices the rulebook's example takes, one step at a time, then show the board."""
        for choice in (game.example or {}).get("choices", []):
            self.step(game, choice)
        self.board(game, panels=panels)

    def options(self, game: Game) -> None:
        """Show the pending decision: who decides, the question, and every option."""
        d = game.pending
        if d is None:
            display(Text([self.say("game_over")], bullets=False))
            return
        rows = [(o.id, label(o, d, self.lang)) for o in d.options]
        display(Table([self.say("col.option_id"), self.say("col.option")], rows, title=prompt(d, self.lang),
                      code=(0,)))

    def bots(self, game: Game, *, until: Any = None, kind: str = "greedy", seed: int = 0,
             show: int | None = None) -> None:
        """Let bots decide for every animal until the next turn (``until``: ``"end"``,
        ``{"ply": n}``, ``{"turn": n}``); show how many decisions they took and the last ``show``
        events (all by default)."""
        before = game.ply
        events = exercises.run_bots(game, kind, until, seed)
        lines = self._events(events)
        if show is not None:
            lines = lines[-show:] if show else []
        display(Text(lines, title=count_say("bots_played", game.ply - before, self.lang,
                                            bot=self.say(f"bot.{kind}"))))

    def last_events(self, game: Game, *, kinds: Iterable[str] | None = None) -> None:
        """Show the events of the last choice (only those of ``kinds``, if given)."""
        wanted = set(kinds) if kinds is not None else None
        events = [e for e in game.last_events if wanted is None or e["kind"] in wanted]
        display(Text(self._events(events) or [self.say("nothing_happens")]))

    # ---------------------------------------------------------------------------- what if
    def what_if(self, game: Game) -> WhatIf:
        """Start editing a copy of the position (the widget's *What if…*); each edit is told."""
        return WhatIf(self, game)

    # ------------------------------------------------------------------------------- cards
    def card_demo(self, card: str) -> None:
        """Score a tile whose dominant animal takes ``card``, in a position where the card changes
        the table: the card's text, every step, and the table before and after the card."""
        demo = cards.demo(card)
        g = cards.start(demo)
        lang = self.lang
        text = self.say("card_intro", card=name("card", card, lang), chooser=name("animal", demo["chooser"], lang),
                        tile=tile_words(g.state, demo["tile"], lang))
        display(Text([self._card_text(card), text], title=name("card", card, lang), bullets=False))
        self.step(g, demo["choices"][0])
        before = g.state.clone()
        for choice in demo["choices"][1:]:
            self.step(g, choice)
        panels = demo.get("panels", list(EARTH))
        display(Pictures([(self.say("before"), _stack(self.svgs(before, panels=panels, around=[g.state]))),
                          (self.say("after"), _stack(self.svgs(g, panels=panels, around=[before])))],
                         summary=self.say("before_after")))

    def _card_text(self, card: str) -> str:
        return tables.card_text(card, self.lang)


