"""One word per game concept in every language (issue 30, item 3).

The glossary takes its words from docs/rules.md §3 (the rulebook 000 for Italian, the summary 004
for German) and lists the synonyms a text must not use instead. It is checked against everything a
learner reads in that language: the message catalogs, the lessons' prose (code left out), and the
language's texts in the scenarios, lesson positions, card demos and solutions. A catalog message
is read as its Fluent source with each placeable written ``{field}`` (``{ $animal }`` -> ``{animal}``),
so a pattern sees every variant of a select. (How a message reads once formatted — articles,
plurals, cases — is tests/explain/test_grammar.py.)
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ds_widget.explain.catalog import LANGUAGES, sources, split_entries

ROOT = Path(__file__).resolve().parents[2]

#: per language: (forbidden pattern, the glossary's word, where the word comes from)
GLOSSARY: dict[str, list[tuple[str, str, str]]] = {
    "en": [
        (r"\{(?:n|count|quantity)\} \{animal\}", "{animal}: {n} … (an animal's name is plural)", "grammar"),
        (r"\bbecause it (?:already|has|occupies|is)\b", "they (the animals are named in the plural)",
         "grammar"),
    ],
    "it": [
        (r"(?i)\bvalut\w*", "riscuotere il punteggio (di una tessera)", "000 p.16"),
        (r"\bconteggiat\w*", "riscuotere il punteggio", "000 p.16"),
        (r"assegnare i punti", "riscuotere il punteggio", "000 p.16"),
        # 000 itself writes "si riscuotono i punteggi di ogni tessera" (p.20): impersonal, allowed
        (r"(?<!\bsi )\briscuoton[oa]\b", "si riscuote il punteggio (every animal on the tile scores, not the chooser)",
         "review of 8da52e9"),
        (r"(?i)\ballenator[ei]\b", "coach (one word for the coach: the widget's)", "issue 48"),
        (r"(?i)\bglaci(?:a|ano|are|ata|ate|ato|ati|ando)\b", "applicare la Glaciazione a", "000 p.13"),
        (r"(?i)\bghiacci(?:a|ano|are|ata|ato)\b", "applicare la Glaciazione a", "000 p.13"),
        (r"\bbot greedy\b", "bot avido (the bot's Italian name)", "widget/it.json"),
        (r"tienila qui", "tienila tra le tue pedine (the pawn goes back to the supply)", "R39"),
        (r"\{(?:n|count|quantity)\} \{animal\}", "{animal}: {n} … (no article to agree with)", "grammar"),
        (r"\bla scheda \{animal\}", "la loro scheda / la scheda dell'animale", "grammar"),
    ],
    "de": [
        (r"\bTableau\w*", "Tierübersicht", "004"),
        (r"\bÜberlebens-?[Kk]arte", "Überleben-Karte (one spelling)", "004"),
        (r"\bfreie[srnm]? Feld", "freier Platz (an empty hex is not a tile)", "ours: Feld is a tile"),
        (r"\bFeld(?:er)? der Aktionsleiste", "Aktionsfeld", "004"),
        (r"\b(?:Anpassungs|Überfluss|Initiative|Gras|Konkurrenzkampf|Artenbildung)-Feld", "…-Aktionsfeld, …-Quadrat",
         "ours: Feld is a tile"),
        (r"^(?:Ein|Zwei|Drei|Vier|Fünf|Sechs|Sieben) Felder?\b", "Aktionsfeld (a section's spaces)", "004"),
        (r"\bdas dritte Feld\b", "das dritte Aktionsfeld", "004"),
        (r"\bAuslagefeld", "Platz der Auslage", "ours"),
        (r"\bFragen?art\b|\bArt(?:en)? von (?:Fragen?|Änderungen)\b|\bBei welcher Art\b",
         "Fragetyp (Art is a species)", "004"),
        (r"\bGreedy-Bot\b", "gieriger Bot (the bot's German name)", "widget/de.json"),
        (r"lass sie hier", "behalte sie im Vorrat (the pawn goes back to the supply)", "R39"),
        (r"\{(?:n|count|quantity)\} \{animal\}", "die {animal} … {n}", "grammar"),
        (r"\bVon den \{animal\}", "der {animal} (genitive plural agrees with every animal)", "grammar"),
        (r"\bauf das \{hex\}", "auf {hex} (the hex's own words carry the article)", "grammar"),
        # the German catalogs' editorial pass (docs/editorial_de.md, "Catalogs (Fluent)")
        (r"\bArt der Frage\b|\bElementart", "Fragetyp, Elementtyp (Art is a species)", "ours: Art = species"),
        (r"\bInitiativ(?:e)?leiste", "Initiativreihenfolge (Initiativmarker)", "004"),
        (r"\bKasten\b", "Box (Regressionsbox, Ödlandbox, Erschöpfungsbox)", "004"),
        (r"\b(?:vom|dem|im) See\b", "von der See, der See, auf der See (die See)", "004 (terrain See, f)"),
        (r"\bZufallsbot", "zufälliger Bot (beside gieriger Bot)", "ours: lessons"),
        (r"\bSimulation(?:en)?\b", "Durchlauf (one of the coach's playouts)", "ours: coach"),
        (r"\bTrainer\b", "Coach", "ours: widget"),
        (r"\bkurze[nms]? Spiel", "Variante „Kurzes Spiel“ (only the variant)", "rules.md §12.3"),
        (r"(?<!hin)zugefügt", "hinzugefügt (an added element)", "ours: lessons"),
        (r"\b(?:Anpassungs|Überfluss)felde?r?n?\b", "Anpassungs-Quadrate, Überfluss-Quadrate", "ours: Feld is a tile"),
        (r"\b(?:eine|1) Larven\b", "eine Larve (one disc)", "004 (Larve, pl. Larven)"),
        (r"\bÜbersicht\b", "Tierübersicht", "004"),
    ],
}


# ------------------------------------------------------------------------------ what a learner reads
def _lang_strings(node: Any, lang: str) -> Iterator[str]:
    """Every text of ``lang`` in a JSON tree: values under a ``lang`` key of a per-language dict."""
    if isinstance(node, dict):
        if lang in node and set(node) <= set(LANGUAGES) | {"note"}:
            v = node[lang]
            if isinstance(v, str):
                yield v
            else:
                yield from _lang_strings(v, lang)
            return
        for v in node.values():
            yield from _lang_strings(v, lang)
    elif isinstance(node, list):
        for v in node:
            yield from _lang_strings(v, lang)


def _prose(md: str) -> str:
    """A lesson's Markdown without its code: fenced blocks and inline code left out."""
    md = re.sub(r"```.*?```", lambda m: "\n" * m.group(0).count("\n"), md, flags=re.S)
    return re.sub(r"`[^`\n]*`", "", md)


def texts(lang: str) -> Iterator[tuple[str, str]]:
    """(where, text) for everything of ``lang`` a learner reads."""
    for rel, text in sources(lang):
        for ident, entry in split_entries(rel, text).items():
            if not ident.startswith("grammar-"):
                yield f"messages/{rel}:{ident}", readable(entry)
    for path in sorted((ROOT / "lessons" / lang).glob("*.md")):
        for i, line in enumerate(_prose(path.read_text(encoding="utf-8")).splitlines(), 1):
            yield f"lessons/{lang}/{path.name} (prose line {i})", line
    for sub in ("lessons", "lessons/solutions"):
        for path in sorted((ROOT / "ds_widget" / sub).glob("*.json")):
            for t in _lang_strings(json.loads(path.read_text(encoding="utf-8")), lang):
                yield f"ds_widget/{sub}/{path.name}", t


def readable(entry: str) -> str:
    """An FTL entry as a template: ``{ $animal }`` -> ``{animal}``, ``{ THE($animal) }`` ->
    ``{THE(animal)}``, the id and attributes' names left out."""
    body = re.sub(r"^-?[\w-]+ *= *", "", entry, count=1)
    body = re.sub(r"\{\s*\$(\w+)\s*\}", r"{\1}", body)
    return re.sub(r"\$(\w+)", r"\1", body)


def violations(lang: str, items: Iterator[tuple[str, str]]) -> list[str]:
    out = []
    for where, text in items:
        for pattern, word, source in GLOSSARY[lang]:
            m = re.search(pattern, text)
            if m:
                out.append(f"{where}: {m.group(0)!r} -> {word} ({source})")
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_uses_the_glossary_words(lang):
    assert violations(lang, texts(lang)) == []


def test_texts_cover_catalogs_lessons_and_scenarios():
    where = {w.split(":")[0].split(" ")[0] for w, _ in texts("de")}
    assert "messages/de.ftl" in where and "messages/coach/de.ftl" in where
    assert "lessons/de/05_glaciation_speciation_wanderlust.md" in where
    assert "messages/scenarios/de.ftl" in where                 # the rulebook examples' words
    assert "messages/lesson_notes/de.ftl" in where                # the exercises' notes


@pytest.mark.parametrize("lang,planted", [
    ("it", "I rettili fanno valutare la palude."),
    ("it", "Scegli una tessera da ghiacciare."),
    ("de", "Lege die Figur auf ein Feld der Aktionsleiste."),
    ("de", "Jedes Element auf dem Tableau zählt."),
    ("de", "Nach Art der Frage"),
    ("de", "Initiativeleiste, von links nach rechts: {animals}."),
    ("de", "Ein Vogel fliegt vom See auf die Tundra."),
    ("de", "✱ im kurzen Spiel entfernt."),
    ("en", "{count} {animal} species eliminated."),
])
def test_a_planted_synonym_is_caught(lang, planted):
    assert violations(lang, iter([("planted", planted)]))


def test_a_catalog_message_is_read_with_every_variant():
    entry = "x-y =\n    { $n ->\n        [one] { $n } { $animal }\n       *[other] tienila qui\n    }\n"
    assert violations("it", iter([("planted", readable(entry))]))
    assert readable("a-b = Die { THE($animal) } und { $n }") == "Die { THE(animal) } und {n}"


def test_lesson_code_is_not_prose():
    assert "greedy" not in _prose("Text `players=['greedy']`.\n```python\nx = 'greedy'\n```\n")
