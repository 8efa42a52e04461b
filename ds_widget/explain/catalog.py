"""Message catalogs: the words of the game as data, one JSON file per language.

A catalog is ``messages/<lang>.json`` (plus ``messages/<area>/<lang>.json`` per area): names
(animals, elements, terrains, sections, cards), templates keyed by message id
(``event.tile_scored``, ``prompt.place_pawn``, ``option.tile``, ``reason.sheet_full`` …) with
``{named}`` fields. A key missing in a language falls back to English, so a partial translation
still works.
"""
from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from ..engine.errors import DSError, MalformedError, SetupError, brief

LANGUAGES = ("en", "it", "de")


def check_lang(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`, else :class:`MalformedError`."""
    if lang not in LANGUAGES:
        raise MalformedError(f"unknown language {brief(lang)}; languages are {', '.join(LANGUAGES)}")
    return lang  # type: ignore[return-value]


def sources(code: str) -> list[tuple[str, dict[str, Any]]]:
    """The catalog files of ``code`` as parsed JSON, named by their path under ``messages/``.

    ``messages/<code>.json`` holds the words of the game; each area that brings its own words
    (``messages/<area>/<code>.json``, e.g. the coach or practice) adds a file of its own, so
    areas never edit one another's files. A key may be defined in one file only.
    """
    root = resources.files(__package__).joinpath("messages")
    paths = [f"{code}.json"] + sorted(f"{d.name}/{code}.json" for d in root.iterdir()
                                      if d.is_dir() and d.joinpath(f"{code}.json").is_file())
    out = []
    for rel in paths:
        node = root
        for part in rel.split("/"):
            node = node.joinpath(part)
        out.append((rel, json.loads(node.read_text(encoding="utf-8"))))
    return out


def flatten(node: Any, prefix: str = "") -> dict[str, Any]:
    """``{"a": {"b": "x"}}`` -> ``{"a.b": "x"}``."""
    flat: dict[str, Any] = {}
    if isinstance(node, dict):
        for k, v in node.items():
            flat.update(flatten(v, f"{prefix}.{k}" if prefix else k))
    else:
        flat[prefix] = node
    return flat


def _load(code: str) -> dict[str, str]:
    flat: dict[str, str] = {}
    for rel, raw in sources(code):
        part = flatten(raw)
        twice = sorted(set(part) & set(flat))
        if twice:
            raise DSError(f"messages/{rel} defines keys another catalog file has: {twice[:5]}")
        flat.update(part)
    return flat


@cache
def catalog(lang: str) -> dict[str, Any]:
    """The flattened catalog of ``lang`` (``"a.b"`` keys), English filling the gaps."""
    if lang not in LANGUAGES:
        raise SetupError(f"unknown language {brief(lang)}; available: {', '.join(LANGUAGES)}")
    out = _load("en")
    if lang != "en":
        out.update(_load(lang))
    return out


#: the field a plural-aware template counts by, and the forms: an entry may be an object
#: ``{"zero": …, "one": …, "other": …}`` ("zero" optional); English, Italian and German all take
#: "one" for exactly 1 and "other" for every other number
PLURAL_FIELDS = ("n", "count", "quantity")


def plural_form(cat: dict[str, Any], key: str, fields: dict[str, Any]) -> str | None:
    """``key.zero`` / ``key.one`` / ``key.other`` chosen by the count in ``fields``, if ``key`` is plural-aware."""
    if f"{key}.other" not in cat:
        return None
    n = next((fields[f] for f in PLURAL_FIELDS if f in fields), None)
    if n == 0 and f"{key}.zero" in cat:
        return f"{key}.zero"
    return f"{key}.one" if n == 1 else f"{key}.other"


def msg(key: str, lang: str = "en", **fields: Any) -> str:
    """The catalog entry ``key`` with ``fields`` filled in (the plural form its count asks for);
    unknown keys show as ``[key]``."""
    cat = catalog(lang)
    template = cat.get(key)
    if template is None:
        form = plural_form(cat, key, fields)
        template = cat.get(form) if form else None
    if template is None:
        return f"[{key}]"
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return template


def name(kind: str, value: Any, lang: str = "en") -> str:
    """A translated name: ``name("animal", "mammals")`` -> ``"mammals"``."""
    if value is None:
        return msg("word.nobody", lang)
    return catalog(lang).get(f"{kind}.{value}", str(value))
