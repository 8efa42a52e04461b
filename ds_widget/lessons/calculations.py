"""The calculations a lesson shows — matching, dominance, scoring, the sheets, the census — and
the rules' reference tables, each in the lesson's language."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from IPython.display import display

from ..engine import calc
from ..engine.constants import FOOD_CHAIN
from ..engine.hexmap import hex_str, parse_hex
from ..explain import matching_text, name, verdict_text
from ..game import Game
from . import tables
from .base import Position, Speaker, state_of
from .display import Text
from .words import count_say, tile_words


class Calculations(Speaker):
    """The lesson's calculations and reference tables (mixed into :class:`~.lesson.Lesson`)."""

    # ------------------------------------------------------------------------ calculations
    def matching(self, game: Position, tile: str, animals: Sequence[str] | None = None) -> None:
        """Show the matching of each animal (by default: each animal present) on a tile, term by term."""
        st = state_of(game)
        h = parse_hex(tile)
        who = list(animals) if animals is not None else sorted(st.tiles[h].species, key=FOOD_CHAIN.__getitem__)
        lines = [matching_text(calc.matching_breakdown(st, a, h), self.lang) for a in who]
        display(Text(lines, title=self.say("matching_on", tile=tile_words(st, tile, self.lang))))

    def verdict(self, game: Position, tile: str) -> None:
        """Show who dominates a tile, and why."""
        display(Text([verdict_text(calc.dominance_verdict(state_of(game), parse_hex(tile)), self.lang)],
                     bullets=False))

    def dominance(self, game: Position) -> None:
        """Show every tile: its elements, its species, each animal's matching, the dominant animal."""
        display(tables.dominance_table(state_of(game), self.lang))

    def endangered(self, game: Position) -> None:
        """Show every endangered species (matching 0), or say there is none."""
        st = state_of(game)
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
        display(tables.sheets_table(state_of(game), self.lang))

    def boxes(self, game: Position) -> None:
        """Show the elements waiting on the action display, box by box."""
        display(tables.boxes_table(state_of(game), self.lang))

    def initiative(self, game: Position) -> None:
        """Show the Initiative track, left (first) to right."""
        st = state_of(game)
        order = " → ".join(name("animal", a, self.lang) for a in st.initiative)
        display(Text([self.say("initiative_order", order=order)], bullets=False))

    def elements_census(self, game: Position) -> None:
        """Show where the 20 elements of each type are: bag, earth, action display, sheets."""
        display(tables.census_table(state_of(game), self.lang))

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
