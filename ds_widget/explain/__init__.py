"""The explanation layer: the engine's events, decisions and calculations in words.

The engine (:mod:`ds_widget.engine`) emits events and decisions as data with stable ids; this
package words them from message catalogs (Project Fluent, en, it, de). The renderer, the widget, the bots and the
command line take every sentence a learner reads from here. Standard library and Fluent
(``fluent.runtime``, with Babel for the plural rules) only.
"""
from .catalog import LANGUAGES, has, keys, maybe, msg, name
from .decisions import decision_words, label, prompt
from .events import describe, focus, matching_text, places_text, refusal, verdict_text
from .names import (
    animals_list,
    corner_label,
    elements_counted,
    elements_list,
    join,
    option_label,
    rule_name,
    space_name,
)
from .places import place, place_of, place_with_hex
from .scenarios import fragment_caption, scenario_example, scenario_list, scenario_words

__all__ = ["LANGUAGES", "has", "keys", "maybe", "msg", "name", "describe", "focus", "matching_text",
           "places_text", "verdict_text", "refusal", "prompt", "label", "decision_words", "option_label",
           "corner_label", "rule_name", "space_name", "place", "place_of", "place_with_hex", "join", "animals_list",
           "elements_list", "elements_counted", "scenario_words", "scenario_example", "scenario_list",
           "fragment_caption"]
