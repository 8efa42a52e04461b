"""Words on the picture: names from the engine's message catalogs, interface words from here.

Names (animals, elements, terrains, sections, cards, card texts, phases) come from
``ds_widget/engine/messages/<lang>.json`` through :mod:`ds_widget.engine.text`. The few interface
words only the picture needs ("gene pool", "deck", ...) live in :data:`UI` below; a catalog
entry ``render.<key>`` overrides them, so a translator can work in the catalog alone. A language
whose catalog file is missing, or a key missing in it, falls back to English.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from ..engine import text as _text

UI: dict[str, dict[str, str]] = {
    "en": {
        "title": "Dominant Species",
        "turn": "Turn {n}",
        "action_display": "Action display",
        "earth": "Earth",
        "initiative_track": "Initiative",
        "cards": "Available Dominance cards",
        "deck": "Deck: {n} cards",
        "deck_empty": "Deck: empty",
        "bag": "Bag",
        "survival": "Survival card",
        "survival_none": "nobody (tie or no species on tundra)",
        "tundra_supply": "Tundra tiles",
        "stack_empty": "empty",
        "gene_pool": "Gene pool",
        "pawns": "Pawns",
        "vp": "VP",
        "eliminated": "Eliminated",
        "player": "Player {n}",
        "scores": "Victory points",
        "legend": "Legend",
        "free_space": "free",
        "leftmost_acts": "only the leftmost pawn acts",
        "plus_tundra": "all: + tundra",
        "up_to": "≤{n}",
        "dominant": "dominance marker",
        "species": "species (count)",
        "pawn": "action pawn",
        "element": "elements",
        "choice": "legal choice",
        "changed": "just changed",
        "highlight": "explained",
        "game_over": "Game over",
        "winner": "Winner: {animal}",
        "on_earth": "On earth",
        "dominant_on": "Dominant on",
        "survival_holder": "{animal}: {n} species on tundra",
    },
    "it": {
        "title": "Dominant Species",
        "turn": "Turno {n}",
        "action_display": "Tabella delle azioni",
        "earth": "Terra",
        "initiative_track": "Iniziativa",
        "cards": "Carte Dominio disponibili",
        "deck": "Mazzo: {n} carte",
        "deck_empty": "Mazzo: vuoto",
        "bag": "Sacchetto",
        "survival": "Carta Sopravvivenza",
        "survival_none": "nessuno (parità o nessuna specie sulla tundra)",
        "tundra_supply": "Tessere tundra",
        "stack_empty": "vuota",
        "gene_pool": "Riserva genetica",
        "pawns": "Pedine",
        "vp": "PV",
        "eliminated": "Eliminate",
        "player": "Giocatore {n}",
        "scores": "Punti vittoria",
        "legend": "Legenda",
        "free_space": "gratis",
        "leftmost_acts": "agisce solo la pedina più a sinistra",
        "plus_tundra": "tutti: + tundra",
        "up_to": "≤{n}",
        "dominant": "segnalino di dominio",
        "species": "specie (numero)",
        "pawn": "pedina azione",
        "element": "elementi",
        "choice": "scelta legale",
        "changed": "appena cambiato",
        "highlight": "spiegato",
        "game_over": "Partita finita",
        "winner": "Vincitore: {animal}",
        "on_earth": "Sulla terra",
        "dominant_on": "Dominanti su",
        "survival_holder": "{animal}: {n} specie sulla tundra",
    },
    "de": {
        "title": "Dominant Species",
        "turn": "Runde {n}",
        "action_display": "Aktionsleiste",
        "earth": "Erde",
        "initiative_track": "Initiative",
        "cards": "Ausliegende Dominanzkarten",
        "deck": "Stapel: {n} Karten",
        "deck_empty": "Stapel: leer",
        "bag": "Beutel",
        "survival": "Überlebens-Karte",
        "survival_none": "niemand (Gleichstand oder keine Arten auf Tundra)",
        "tundra_supply": "Tundrafelder",
        "stack_empty": "leer",
        "gene_pool": "Genpool",
        "pawns": "Aktionsfiguren",
        "vp": "SP",
        "eliminated": "Eliminiert",
        "player": "Spieler {n}",
        "scores": "Siegpunkte",
        "legend": "Legende",
        "free_space": "frei",
        "leftmost_acts": "nur die linke Figur handelt",
        "plus_tundra": "alle: + Tundra",
        "up_to": "≤{n}",
        "dominant": "Dominanzmarker",
        "species": "Arten (Anzahl)",
        "pawn": "Aktionsfigur",
        "element": "Elemente",
        "choice": "erlaubte Wahl",
        "changed": "gerade geändert",
        "highlight": "erklärt",
        "game_over": "Spielende",
        "winner": "Sieger: {animal}",
        "on_earth": "Auf der Erde",
        "dominant_on": "Dominant auf",
        "survival_holder": "{animal}: Arten auf Tundra: {n}",
    },
}


@cache
def engine_lang(lang: str) -> str:
    """``lang`` if the engine has a catalog for it, else ``"en"`` (for prompts and event text)."""
    try:
        _text.catalog(lang)
    except (OSError, ValueError):
        return "en"
    return lang


def catalog(lang: str) -> dict[str, Any]:
    """The engine's catalog for ``lang``; English when that language has no catalog file."""
    return _text.catalog(engine_lang(lang))


class Words:
    """Every word one picture needs, in one language, looked up once per key."""

    __slots__ = ("lang", "engine_lang", "cat", "ui_table", "_cache")

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in UI else "en"
        self.engine_lang = engine_lang(lang)
        self.cat = catalog(lang)
        self.ui_table = UI[self.lang]
        self._cache: dict[str, str] = {}

    def name(self, kind: str, value: str) -> str:
        key = f"{kind}.{value}"
        got = self._cache.get(key)
        if got is None:
            got = str(self.cat.get(key, value))
            self._cache[key] = got
        return got

    def ui(self, key: str, **fields: Any) -> str:
        template = self.cat.get(f"render.{key}") or self.ui_table.get(key) or UI["en"].get(key, key)
        return str(template).format(**fields) if fields else str(template)

    def card_text(self, card: str) -> str:
        return str(self.cat.get(f"card_text.{card}", ""))

    def abbr(self, animal: str) -> str:
        """Two letters for an animal (``Ma``, ``Re``, ``Bi``, ``Am``, ``Ar``, ``In`` in English),
        from its translated name; English ones if a catalog would make two of them equal."""
        key = f"abbr.{animal}"
        got = self._cache.get(key)
        if got is None:
            from ..engine.constants import ANIMALS
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
