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
from typing import Any, Union

from IPython.display import display

from ..bots.coach import CoachBot
from ..engine import calc
from ..engine.constants import FOOD_CHAIN, SECTIONS
from ..engine.editor import Editor
from ..engine.errors import MalformedError, brief
from ..engine.hexmap import BOARD_SET, NEIGHBOURS, hex_str, parse_corner, parse_hex
from ..engine.state import State
from ..explain import (
    LANGUAGES,
    describe,
    label,
    matching_text,
    name,
    option_label,
    prompt,
    scenario_example,
    verdict_text,
)
from ..game import Game
from ..render import render_svg
from ..render.layout import HEX_R, PANELS, hex_center
from ..render.svg import cut
from ..review import Review
from ..review.words import advice
from . import cards, drill, exercises, reviewing, tables
from .display import Details, Pictures, Table, Text
from .turn import whole_turn
from .words import corner_id, corner_words, count_say, say, tile_words

#: events that only say a pawn was taken off the display; the sentences around them tell more
QUIET = ("pawn_resolved",)

#: the picture of an example: the earth and the animals' sheets
EARTH = ("board", "animals")
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


class Lesson:
    """One lesson in one language: ``Lesson("01_setup_and_goal", lang="en")``."""

    def __init__(self, lesson: str, lang: str = "en") -> None:
        if lang not in LANGUAGES:
            raise MalformedError(f"unknown language {brief(lang)}; lessons exist in {', '.join(LANGUAGES)}")
        self.id = lesson
        self.lang = lang
        self._exercises = exercises.exercises(lesson)

    # ------------------------------------------------------------------------------ words
    def say(self, key: str, **fields: Any) -> str:
        return say(key, self.lang, **fields)

    def name(self, kind: str, value: str) -> str:
        """A translated name: ``lesson.name("animal", "birds")``, ``lesson.name("card", "ice_age")``."""
        return name(kind, value, self.lang)

    def _events(self, events: Iterable[dict[str, Any]]) -> list[str]:
        return [describe(e, self.lang) for e in events if e["kind"] not in QUIET]

    # ---------------------------------------------------------------------------- pictures
    def svgs(self, game: Position, *, panels: Sequence[str] | None = EARTH, annotate: bool = False,
             highlight: Iterable[str] = (), around: Iterable[State] = ()) -> list[str]:
        """The table in the lesson's language, each named panel (``panels=None``: every panel of
        the table, :data:`WHOLE_TABLE`) as its own picture with a projector's text
        (:data:`LESSON_PANEL`) as wide as its output (:func:`fluid`), the earth cut to the tiles in
        play (and to those of the states ``around``, so before and after pictures share one
        frame)."""
        st = _state(game)
        opts: dict[str, Any] = {"lang": self.lang, "annotate": annotate, "highlight": tuple(highlight)}
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
                annotate: bool = False, highlight: Iterable[str] = ()) -> Pictures:
        """The table (or some of its panels) as a displayable picture."""
        svgs = self.svgs(game, panels=panels, annotate=annotate, highlight=highlight)
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
        return g

    def position(self, name: str, *, panels: Sequence[str] | None = EARTH) -> Game:
        """Open one of the lessons' own positions (``positions.json``): show it and return the game."""
        g = exercises.start({"position": name}, self.lang)
        self.board(g, panels=panels)
        return g

    def record(self, name: str, *, upto: int | None = None) -> Game:
        """Replay one of the lessons' recorded games (all of it, or its first ``upto`` choices);
        say where it stands and return it."""
        g = exercises.start({"record": name, "upto": upto}, self.lang)
        self.where(g)
        return g

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
        """Mistake number ``n`` of a review: the position before it, with the move played (dashed)
        and the better move marked on the table, and why the better one is better. Returns the
        game at that position (its pending decision is the one the mistake was made in)."""
        j = reviewing.nth_mistake(review, n)
        g = Game.from_record(review.record, upto=j["ply"])
        display(reviewing.mistake_words(j, g, self.lang, self.say))
        d = g.pending
        marks = [o.target for o in (d.get(j["taken"]), d.get(j["best"])) if o is not None and o.target] if d else []
        display(self.picture(g, panels=None, highlight=marks))
        return g

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

    def whole_turn(self, record: str, turn: int = 1) -> Game:
        """One whole turn of a recorded game on one board: the action display once every pawn is
        placed, then what happened in each of the twelve sections in order (or that nothing did),
        the Reset, and the whole table at the start of the next turn. Returns that game."""
        t = whole_turn(record, turn)
        lang = self.lang
        pawns = sum(1 for a in t.planned.state.spaces.values() if a)
        display(Text([count_say("whole_turn.planned", pawns, lang)], title=self.say("whole_turn.title", turn=turn),
                     bullets=False))
        self.board(t.planned, panels=["display"])
        for i, section in enumerate(SECTIONS, 1):
            lines = self._events(t.sections[section]) or [self.say("whole_turn.nothing")]
            display(Text(lines, title=self.say("whole_turn.section", i=i, section=name("section", section, lang))))
        display(Text(self._events(t.reset), title=self.say("whole_turn.reset")))
        display(self.picture(t.after, panels=None, caption=self.say("whole_turn.after", turn=t.after.state.turn)))
        return t.after

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

    def play_hint(self, table: Any) -> None:
        """Play, for the human seat, what the widget's Hint advises (the coach, without a time limit
        so that the lesson reads the same everywhere); say why, and what it did."""
        g = table.game
        d = g.pending
        if d is None:
            display(Text([self.say("game_over")], bullets=False))
            return
        explained = CoachBot(0).explain(g, top=2, lang=self.lang)
        choice = explained["choice"]
        lead, _rows = advice(explained["ranking"], d, self.lang)
        question = prompt(d, self.lang)
        answer = label(d.get(choice), d, self.lang)
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
        display(Table([self.say("col.option_id"), self.say("col.option")], rows, title=prompt(d, self.lang)))

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

    # ------------------------------------------------------------------------ calculations
    def matching(self, game: Position, tile: str, animals: Sequence[str] | None = None) -> None:
        """Show the matching of each animal (by default: each animal present) on a tile, term by term."""
        st = _state(game)
        h = parse_hex(tile)
        who = list(animals) if animals is not None else sorted(st.tiles[h].species, key=FOOD_CHAIN.__getitem__)
        lines = [matching_text(calc.matching_breakdown(st, a, h), self.lang) for a in who]
        display(Text(lines, title=self.say("matching_on", tile=tile_words(st, tile, self.lang))))

    def verdict(self, game: Position, tile: str) -> None:
        """Show who dominates a tile, and why."""
        display(Text([verdict_text(calc.dominance_verdict(_state(game), parse_hex(tile)), self.lang)],
                     bullets=False))

    def dominance(self, game: Position) -> None:
        """Show every tile: its elements, its species, each animal's matching, the dominant animal."""
        display(tables.dominance_table(_state(game), self.lang))

    def endangered(self, game: Position) -> None:
        """Show every endangered species (matching 0), or say there is none."""
        st = _state(game)
        lines = [count_say("endangered_row", n, self.lang, animal=name("animal", a, self.lang),
                           tile=tile_words(st, hex_str(h), self.lang)) for h, a, n in calc.endangered(st)]
        display(Text(lines or [self.say("no_endangered")], title=self.say("endangered_title")))

    def scoring(self, game: Game, tile: str) -> None:
        """Show what scoring a tile now would give: places, species, VP, tie-breaks."""
        display(tables.places_table(game, tile, self.lang))

    def survival(self, game: Game) -> None:
        """Show the species on tundra and who would hold the Survival card now."""
        display(Text([tables.survival_words(game, self.lang)], bullets=False))

    def scores(self, game: Game) -> None:
        """Show each animal's VP (and the winner once the game is over)."""
        display(tables.scores_table(game, self.lang))

    def sheets(self, game: Position) -> None:
        """Show each animal's elements (printed and added), gene pool, pawns and VP."""
        display(tables.sheets_table(_state(game), self.lang))

    def boxes(self, game: Position) -> None:
        """Show the elements waiting on the action display, box by box."""
        display(tables.boxes_table(_state(game), self.lang))

    def initiative(self, game: Position) -> None:
        """Show the Initiative track, left (first) to right."""
        st = _state(game)
        order = " → ".join(name("animal", a, self.lang) for a in st.initiative)
        display(Text([self.say("initiative_order", order=order)], bullets=False))

    def elements_census(self, game: Position) -> None:
        """Show where the 20 elements of each type are: bag, earth, action display, sheets."""
        display(tables.census_table(_state(game), self.lang))

    def where(self, game: Game) -> None:
        """Say where a game stands: step, turn, phase and who decides what."""
        display(Text([tables.where_words(game, self.lang)], bullets=False))

    def simulation_summary(self, results: Sequence[dict[str, Any]]) -> None:
        """Sum up games played by :func:`ds_widget.engine.simulate.play_random_game`: how many
        reached the Ice Age, how long they lasted, and per animal its wins and mean final VP."""
        display(Text([tables.simulation_words(results, self.lang)], bullets=False))
        display(tables.simulation_table(results, self.lang))

    def charts_as_tables(self, results: Sequence[dict[str, Any]]) -> None:
        """Where matplotlib is missing (the browser's Python of the no-install site has none),
        say so and show the numbers the charts would draw, as tables."""
        display(Text([self.say("sim.no_plots")], bullets=False))
        display(tables.cards_count_table(results, self.lang))
        display(tables.turns_table(results, self.lang))

    # ---------------------------------------------------------------------- reference tables
    def allotment_table(self) -> None:
        display(tables.allotment_table(self.lang))

    def animals_table(self) -> None:
        display(tables.animals_table(self.lang))

    def scoring_table(self) -> None:
        display(tables.scoring_table(self.lang))

    def bonus_table(self, upto: int = 8) -> None:
        display(tables.bonus_table(self.lang, upto))

    def sections_table(self) -> None:
        display(tables.sections_table(self.lang))

    def speciation_table(self) -> None:
        display(tables.speciation_table(self.lang))

    def cards_table(self) -> None:
        display(tables.cards_table(self.lang))

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

    # --------------------------------------------------------------------------- exercises
    def reveal(self, exercise: str) -> None:
        """The stored solution of an exercise, folded until the learner opens it: the steps, what
        they caused, and the claimed outcome checked by the engine."""
        if exercise not in self._exercises:
            raise MalformedError(f"lesson {self.id} has no exercise {brief(exercise)}; "
                                 f"its exercises: {', '.join(self._exercises) or 'none'}")
        ex = self._exercises[exercise]
        applied = exercises.apply(ex, self.lang)
        parts: list[Any] = []
        note = (ex.get("note") or {}).get(self.lang)
        if note:
            parts.append(Text([note], bullets=False))
        for s in applied.steps:
            parts.append(self._solution_step(s))
        game = applied.final()
        checks = [self._claim(game, kind, spec) for kind, spec in exercises.claims(ex)]
        parts.append(Text(checks, title=self.say("engine_check")))
        parts.append(self.picture(game, panels=ex.get("panels", list(EARTH))))
        display(Details(self.say("solution"), parts))

    def _solution_step(self, s: dict[str, Any]) -> Text:
        step = s["step"]
        events = self._events(s["events"])
        if "edit" in step:
            title = self._edit_words(s["before"], step)
            return Text(events or [self.say("dominance_unchanged")], title=title)
        if "choose" in step:
            d = s["decision"]
            answer = option_label(s["facts"], self.lang) if s.get("facts") else step["choose"]
            return Text(events, title=f"{prompt(d, self.lang)} → {answer}")
        n = s["decisions"]
        return Text([], title=count_say("bots_played", n, self.lang, bot=self.say(f"bot.{step['bots']}")))

    def _edit_words(self, st: State, step: dict[str, Any]) -> str:
        kind = step["edit"]
        lang = self.lang
        if kind in ("add_element", "remove_element"):
            return self.say(f"edit.{kind}", element=name("element", step.get("element") or
                                                         st.corners.get(_corner(step["corner"])), lang),
                            corner=corner_words(st, step["corner"], lang))
        if kind == "set_species":
            have = st.tiles[parse_hex(step["tile"])].species.get(step["animal"], 0)
            return count_say("edit.set_species", step["n"], lang, animal=name("animal", step["animal"], lang),
                             was=have, tile=tile_words(st, step["tile"], lang))
        if kind in ("add_tile", "remove_tile"):
            hx = step["hex"]
            terrain = step.get("terrain") or st.tiles[parse_hex(hx)].kind
            return self.say(f"edit.{kind}", terrain=name("terrain", terrain, lang), tile=f"({hx})")
        return self.say(f"edit.{kind}", animal=name("animal", step["animal"], lang),
                        element=name("element", step["element"], lang))

    def ids(self, game: Game, option_id: str) -> str:
        """An option id in words, whether or not it is offered now."""
        return tables.id_words(game, option_id, self.lang)

    def _claim(self, game: Game, kind: str, spec: Any) -> str:
        ok = exercises.holds(game, kind, spec)
        return f"{'✓' if ok else '✗'} {tables.claim_words(game, kind, spec, self.lang)}"


class WhatIf:
    """Edits on a copy of a position (:class:`ds_widget.engine.editor.Editor`), each told in
    words with the dominance changes it causes. :meth:`game` plays on from the edited position."""

    def __init__(self, lesson: Lesson, game: Game) -> None:
        self.lesson = lesson
        self.editor = Editor(game.state)

    @property
    def state(self) -> State:
        return self.editor.state

    def _edit(self, kind: str, **step: Any) -> None:
        before = self.editor.state.clone()
        args = exercises.edit_args(dict(step, edit=kind))
        events = getattr(self.editor, kind)(**args)
        title = self.lesson._edit_words(before, dict(step, edit=kind))
        lines = self.lesson._events(events)
        if not any(ev.get("kind") == "dominance_changed" for ev in events):    # say so, and why
            tiles = [step["tile"]] if "tile" in step else (
                [hex_str(h) for h in before.corner_tiles(_corner(step["corner"]))] if "corner" in step else [])
            g = Game.from_state(self.editor.state.clone())
            lines += [self.lesson.say("dominance_unchanged")] + [
                verdict_text(g.dominance(t), self.lesson.lang) for t in tiles if parse_hex(t) in g.state.tiles]
        display(Text(lines, title=title))

    def add_element(self, corner: str, element: str) -> None:
        self._edit("add_element", corner=corner, element=element)

    def remove_element(self, corner: str) -> None:
        self._edit("remove_element", corner=corner)

    def set_species(self, tile: str, animal: str, n: int) -> None:
        self._edit("set_species", tile=tile, animal=animal, n=n)

    def add_tile(self, hex: str, terrain: str) -> None:
        self._edit("add_tile", hex=hex, terrain=terrain)

    def remove_tile(self, hex: str) -> None:
        self._edit("remove_tile", hex=hex)

    def add_sheet_element(self, animal: str, element: str) -> None:
        self._edit("add_sheet_element", animal=animal, element=element)

    def remove_sheet_element(self, animal: str, element: str) -> None:
        self._edit("remove_sheet_element", animal=animal, element=element)

    def board(self, *, panels: Sequence[str] | None = EARTH) -> None:
        """The edited position, with each animal's matching written beside its species."""
        self.lesson.board(self.editor.state, panels=panels, annotate=True)

    def game(self) -> Game:
        """A new game that plays on from the edited position."""
        return Game.from_state(self.editor.finish())  # type: ignore[return-value]


#: what the lesson's query methods accept: a game, a What if copy, a widget, or a bare state
Position = Union[Game, "WhatIf", State, Any]


def _state(game: Position) -> State:
    if isinstance(game, (Game, WhatIf)):
        return game.state
    if hasattr(game, "session"):          # a DominantSpeciesWidget: what it shows (What if edits included)
        return game.session.shown_state()  # type: ignore[no-any-return]
    return game


def _corner(text: str) -> Any:
    return parse_corner(corner_id(text))
