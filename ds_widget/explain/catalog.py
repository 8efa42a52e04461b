"""Message catalogs: the words of the game as data, one JSON file per language.

A catalog is ``messages/<lang>.json``: names (animals, elements, terrains, sections, cards),
templates keyed by message id (``event.tile_scored``, ``prompt.place_pawn``, ``option.tile``,
``reason.sheet_full`` …) with ``{named}`` fields. A key missing in a language falls back to
English, so a partial translation still works.
"""
from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "it", "de")


def _load(code: str) -> dict[str, str]:
    raw = json.loads(resources.files(__package__).joinpath("messages", f"{code}.json")
                     .read_text(encoding="utf-8"))
    flat: dict[str, str] = {}

    def walk(prefix: str, node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                walk(f"{prefix}.{k}" if prefix else k, v)
        else:
            flat[prefix] = node
    walk("", raw)
    return flat


@cache
def catalog(lang: str) -> dict[str, Any]:
    """The flattened catalog of ``lang`` (``"a.b"`` keys), English filling the gaps."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; available: {', '.join(LANGUAGES)}")
    out = _load("en")
    if lang != "en":
        out.update(_load(lang))
    return out


def msg(key: str, lang: str = "en", **fields: Any) -> str:
    """The catalog entry ``key`` with ``fields`` filled in; unknown keys show as ``[key]``."""
    template = catalog(lang).get(key)
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
