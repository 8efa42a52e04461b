"""Words on the picture, all from the engine's message catalogs (languages are data).

Names (animals, elements, terrains, sections, cards, card texts, phases) and the interface words
only the picture needs (``render.<key>``: "gene pool", "deck" …) come from the Fluent catalogs
(``ds_widget/explain/messages/<lang>.ftl``) through :mod:`ds_widget.explain`; a message missing in
a language falls back to English.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from ..engine.constants import ANIMALS
from ..explain import LANGUAGES, maybe, msg
from ..explain import name as _name


@cache
def engine_lang(lang: str) -> str:
    """``lang`` if the engine has a catalog for it, else ``"en"`` (for prompts and event text)."""
    return lang if lang in LANGUAGES else "en"


class Words:
    """Every word one picture needs, in one language, looked up once per key."""

    __slots__ = ("lang", "engine_lang", "_cache")

    def __init__(self, lang: str) -> None:
        self.engine_lang = engine_lang(lang)
        self.lang = self.engine_lang
        self._cache: dict[str, str] = {}

    def name(self, kind: str, value: str) -> str:
        key = f"{kind}.{value}"
        got = self._cache.get(key)
        if got is None:
            got = _name(kind, value, self.lang)
            self._cache[key] = got
        return got

    def ui(self, key: str, **fields: Any) -> str:
        return maybe(f"render.{key}", self.lang, **fields) or key

    def text(self, key: str, **fields: Any) -> str | None:
        """Any catalog message (``section.speciation``), or None where no language has it."""
        return maybe(key, self.lang, **fields)

    def card_text(self, card: str) -> str:
        return maybe(f"card_text.{card}", self.lang) or ""

    def abbr(self, animal: str) -> str:
        """Two letters for an animal (``Ma``, ``Re``, ``Bi``, ``Am``, ``Ar``, ``In`` in English),
        from its translated name; English ones if a catalog would make two of them equal."""
        key = f"abbr.{animal}"
        got = self._cache.get(key)
        if got is None:
            mine = {a: self.name("animal", a)[:2].capitalize() for a in ANIMALS}
            if len(set(mine.values())) < len(ANIMALS):
                mine = {a: msg(f"animal.{a}", "en")[:2].capitalize() for a in ANIMALS}
            for a, v in mine.items():
                self._cache[f"abbr.{a}"] = v
            got = mine.get(animal, animal[:2].capitalize())
        return got

    def terrain_abbr(self, terrain: str) -> str:
        return self.name("terrain", terrain)[:3].capitalize()
