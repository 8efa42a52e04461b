"""The facts the course states, computed from the engine when the text is made (issue 48, item 2).

(The package's machinery; ``ds_widget.lessons.facts`` hands these names on.)

A lesson's prose (``lessons/<lang>/<lesson>.md``) and an exercise's note (the catalogs'
``lesson_notes`` area) type no number, no place and no count of the game: they write a Fluent
placeable — ``{ $vp }``, ``{ THE($tile) }``, ``{ $pawns }`` — and the value comes from here, worked
out by the engine from the lesson's own positions and records: :func:`prose` for a lesson's text
(``tools/build_lessons.py`` fills it in when it builds the notebooks), :func:`note` for an
exercise's note (filled in when the solution is shown, from the solution played out). A fact is a
number, or a name (:class:`Named`: an animal, a terrain, an element …, given to the message with
its grammar, so that each language puts its own article), a tile named as a place (:class:`Place`:
its terrain and where it lies, never its coordinates), or a list of names.

Each lesson with facts has its module (``l05.py``): ``prose()`` and ``NOTES`` (an exercise's name
-> a function of its played-out solution); :mod:`.rules` holds what every lesson may cite from the
rules (the twelve sections, the 120 elements …), read off the engine's tables.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from importlib import import_module
from typing import Any

from ...engine.errors import MalformedError, brief
from ...explain.catalog import name
from ...explain.names import join
from ...explain.places import place


@dataclass(frozen=True)
class Named:
    """A thing of the game named in a sentence: ``Named("terrain", "savannah")``."""

    kind: str
    value: str


@dataclass(frozen=True)
class Place:
    """A tile of a position named as a place (explain/places.py): its hex (``"1,-1"``) and its
    terrain as it lies there, or None for an empty hex: ``"the forest north of the centre"``."""

    hex: str
    terrain: str | None


def named(kind: str, values: Iterable[str]) -> list[Named]:
    return [Named(kind, v) for v in values]


def events_of(applied: Any) -> list[dict[str, Any]]:
    """Every event of a solution played out (``exercises.Applied``), in order."""
    return [e for s in applied.steps for e in s["events"]]


def module(lesson: str) -> Any | None:
    """The facts module of a lesson (``"05_glaciation…"`` -> ``l05``), or None if it has none."""
    try:
        return import_module(f"{__package__}.l{lesson[:2]}")
    except ModuleNotFoundError:
        return None


def prose(lesson: str) -> dict[str, Any]:
    """The facts a lesson's prose may cite: the rules' numbers and the lesson's own."""
    from .rules import RULES
    mod = module(lesson)
    own = mod.prose() if mod is not None and hasattr(mod, "prose") else {}
    twice = sorted(set(own) & set(RULES))
    if twice:
        raise MalformedError(f"lesson {lesson} redefines facts of the rules: {twice}")
    return {**RULES, **own}


def note(lesson: str, exercise: str, applied: Any) -> dict[str, Any]:
    """The facts an exercise's note cites, from its solution played out (``exercises.Applied``)."""
    from .rules import RULES
    mod = module(lesson)
    notes: dict[str, Callable[[Any], dict[str, Any]]] = getattr(mod, "NOTES", {}) if mod is not None else {}
    fn = notes.get(exercise)
    return {**RULES, **(fn(applied) if fn is not None else {})}


def _said(v: Named | Place, lang: str) -> Any:
    if isinstance(v, Place):
        return place(v.hex, v.terrain, lang, empty=v.terrain is None)
    return name(v.kind, v.value, lang)


def fields(facts: dict[str, Any], lang: str) -> dict[str, Any]:
    """Facts as a message's fields in ``lang``: names with their grammar, lists of names joined."""
    out: dict[str, Any] = {}
    for k, v in facts.items():
        if isinstance(v, (Named, Place)):
            out[k] = _said(v, lang)
        elif isinstance(v, list) and v and all(isinstance(x, (Named, Place)) for x in v):
            out[k] = join([_said(x, lang) for x in v], lang)
        elif isinstance(v, (int, float, str)) and not isinstance(v, bool):
            out[k] = v
        else:
            raise MalformedError(f"fact {k} is neither a number, a text nor names: {brief(v)}")
    return out


__all__ = ["Named", "Place", "named", "events_of", "prose", "note", "fields", "module"]
