"""An exercise's stored solution, folded until the learner opens it: its steps in words, what they
caused, and its claims checked by the engine."""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

from IPython.display import display

from ..engine.errors import MalformedError, brief
from ..engine.hexmap import parse_hex
from ..engine.state import State
from ..explain import name, option_label, prompt
from ..game import Game
from . import exercises, tables
from .base import EARTH, Position, Speaker, corner_of
from .display import Details, Pictures, Text
from .words import corner_words, count_say, tile_words


class Solutions(Speaker):
    """The lesson's exercises (mixed into :class:`~.lesson.Lesson`)."""

    _exercises: dict[str, Any]

    if TYPE_CHECKING:           # the lesson's own, for the type checker only
        def picture(self, game: Position, *, panels: Sequence[str] | None = ..., caption: str = ...,
                    annotate: bool = ..., highlight: Iterable[str] = ...) -> Pictures: ...

    def reveal(self, exercise: str) -> None:
        """The stored solution of an exercise, folded until the learner opens it: the steps, what
        they caused, and the claimed outcome checked by the engine."""
        if exercise not in self._exercises:
            raise MalformedError(f"lesson {self.id} has no exercise {brief(exercise)}; "
                                 f"its exercises: {', '.join(self._exercises) or 'none'}")
        ex = self._exercises[exercise]
        applied = exercises.apply(ex, self.lang)
        parts: list[Any] = []
        note = exercises.note(self.id, exercise, applied, self.lang)
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
                                                         st.corners.get(corner_of(step["corner"])), lang),
                            corner=corner_words(st, step["corner"], lang))
        if kind == "set_species":
            have = st.tiles[parse_hex(step["tile"])].species.get(step["animal"], 0)
            return count_say("edit.set_species", step["n"], lang, animal=name("animal", step["animal"], lang),
                             was=have, tile=tile_words(st, step["tile"], lang))
        if kind in ("add_tile", "remove_tile"):
            hx = step["hex"]
            terrain = step.get("terrain") or st.tiles[parse_hex(hx)].kind
            return self.say(f"edit.{kind}", terrain=name("terrain", terrain, lang), tile=tile_words(st, hx, lang))
        return self.say(f"edit.{kind}", animal=name("animal", step["animal"], lang),
                        element=name("element", step["element"], lang))

    def ids(self, game: Game, option_id: str) -> str:
        """An option id in words, whether or not it is offered now."""
        return tables.id_words(game, option_id, self.lang)

    def _claim(self, game: Game, kind: str, spec: Any) -> str:
        ok = exercises.holds(game, kind, spec)
        return f"{'✓' if ok else '✗'} {tables.claim_words(game, kind, spec, self.lang)}"
