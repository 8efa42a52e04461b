"""Words on the picture, all from the engine's message catalogs (languages are data).

Names (animals, elements, terrains, sections, cards, card texts, phases) and the interface words
only the picture needs (``render.<key>``: "gene pool", "deck" …) come from
``ds_widget/explain/messages/<lang>.json`` through :mod:`ds_widget.explain`; a key missing in
a language falls back to English.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from ..engine.constants import ANIMALS
from ..explain import catalog as _catalog


@cache
def engine_lang(lang: str) -> str:
    """``lang`` if the engine has a catalog for it, else ``"en"`` (for prompts and event text)."""
    try:
        _catalog(lang)
    except (OSError, ValueError):
        return "en"
    return lang


def catalog(lang: str) -> dict[str, Any]:
    """The engine's catalog for ``lang``; English when that language has no catalog file."""
    return _catalog(engine_lang(lang))


class Words:
    """Every word one picture needs, in one language, looked up once per key."""

    __slots__ = ("lang", "engine_lang", "cat", "_cache")

    def __init__(self, lang: str) -> None:
        self.engine_lang = engine_lang(lang)
        self.lang = self.engine_lang
        self.cat = catalog(lang)
        self._cache: dict[str, str] = {}

    def name(self, kind: str, value: str) -> str:
        key = f"{kind}.{value}"
        got = self._cache.get(key)
        if got is None:
            got = str(self.cat.get(key, value))
            self._cache[key] = got
        return got

    def ui(self, key: str, **fields: Any) -> str:
        template = self.cat.get(f"render.{key}", key)
        return str(template).format(**fields) if fields else str(template)

    def card_text(self, card: str) -> str:
        return str(self.cat.get(f"card_text.{card}", ""))

    def abbr(self, animal: str) -> str:
        """Two letters for an animal (``Ma``, ``Re``, ``Bi``, ``Am``, ``Ar``, ``In`` in English),
        from its translated name; English ones if a catalog would make two of them equal."""
        key = f"abbr.{animal}"
        got = self._cache.get(key)
        if got is None:
            mine = {a: self.name("animal", a)[:2].capitalize() for a in ANIMALS}
            if len(set(mine.values())) < len(ANIMALS):
                mine = {a: str(catalog("en").get(f"animal.{a}", a))[:2].capitalize()
                        for a in ANIMALS}
            for a, v in mine.items():
                self._cache[f"abbr.{a}"] = v
            got = mine.get(animal, animal[:2].capitalize())
        return got

    def terrain_abbr(self, terrain: str) -> str:
        return self.name("terrain", terrain)[:3].capitalize()
