"""The rulebook's worked examples in words: each scenario's title, teaching text and what to try.

The engine's scenarios (:mod:`ds_widget.engine.scenarios`) hold the position, the source and the
example's choices; their words are catalog entries ``scenario.<name>.title``, ``.text`` and
``.try`` (``messages/scenarios/<lang>.ftl``). The text types no fact of the game: its counts,
VP, matching and names are placeables filled from the example played out
(:mod:`.scenario_facts`).

    >>> scenario_words("glaciation", "de")["title"]
    'Vergletscherung: Das Eis rückt Schritt für Schritt vor'
"""
from __future__ import annotations

from typing import Any

from ..engine import scenarios as library
from ..engine.errors import InvalidStateError, brief
from .catalog import has, maybe, msg
from .scenario_facts import facts, fields

#: the words of a scenario, in the order the page receives them
FIELDS = ("title", "text", "try")


def scenario_words(scenario: str, lang: str = "en") -> dict[str, str]:
    """``{"title", "text", "try"}`` of one scenario in ``lang`` (English where a word is missing),
    the text and what to try filled with the example's facts."""
    if not has(f"scenario.{scenario}.title", lang):
        raise InvalidStateError(f"unknown scenario {brief(scenario)}; scenarios: {', '.join(library.names())}")
    said = fields(facts(scenario), lang)
    return {f: maybe(f"scenario.{scenario}.{f}", lang, **({} if f == "title" else said)) or "" for f in FIELDS}


def scenario_example(example: dict[str, Any] | None, lang: str = "en") -> dict[str, Any]:
    """A game's ``example`` (name, source, choices) with its words in ``lang``: name, title, text,
    try, source, choices. ``{}`` when the game is no rulebook example."""
    if not example:
        return {}
    return {"name": example["name"], **scenario_words(example["name"], lang),
            **{k: v for k, v in example.items() if k != "name"}}


def fragment_caption(fragment: dict[str, Any], lang: str = "en", *, short: bool = False) -> str:
    """What a fragment is, said where a game says its turn (:mod:`ds_widget.engine.fragment`):
    ``Part of the earth, as in the rulebook's example (000 p.13)``; ``short``: ``Rulebook example
    (000 p.13)`` (a picture's header, beside the prompt)."""
    if fragment["example"] in library.names():
        return msg("fragment.rulebook_short" if short else "fragment.rulebook", lang, source=fragment["source"])
    return msg("fragment.practice_short" if short else "fragment.practice", lang)


def scenario_list(lang: str = "en") -> list[dict[str, Any]]:
    """Every scenario (in lesson order): name, title in ``lang``, source."""
    return [{"name": s["name"], "title": maybe(f"scenario.{s['name']}.title", lang) or "", "source": s["source"]}
            for s in library.list_scenarios()]
