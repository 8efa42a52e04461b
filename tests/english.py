"""English words in a text that should be Italian or German (issue 48: no English word in any
it/de output of the lessons, the widget or the picture).

A word counts as English when the English texts of the project use it (its catalogs and lessons)
and the language's own texts never do — so "Habitat", "coach" or "Initiative", which the Italian
or German texts use too, are not English there; and the short words no Italian or German sentence
has (the, and, with, of …) always are."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from ds_widget.explain.catalog import sources, split_entries

ROOT = Path(__file__).resolve().parents[1]
WORD = re.compile(r"[A-Za-zÀ-ÿ]+")
#: English words no Italian or German sentence has (the vocabulary rule misses short words)
FUNCTION = {"the", "and", "with", "which", "their", "they", "are", "is", "of", "from", "this", "that",
            "your", "you", "what", "when", "where", "who", "will", "would", "there", "these", "those"}
#: names of the game and of people that every language writes in English
NAMES = {"dominant", "species", "gmt", "games", "chad", "jensen", "jupyter", "jupyterlab", "python", "svg",
         "marimo", "pyodide", "widget", "elo", "html"}


def _text(rel_lang: str) -> str:
    out = []
    for rel, text in sources(rel_lang):
        for ident, entry in split_entries(rel, text).items():
            if not ident.startswith("grammar-"):
                body = entry.split("=", 1)[1]
                # Fluent's own syntax is no word of the language: fields, functions, variant keys
                body = re.sub(r"\$\w+|\b[A-Z]+\(|\*?\[[\w-]+\]|\b\w+:\s*\"[^\"]*\"", " ", body)
                out.append(re.sub(r"\{[^{}]*\}", " ", body))
    for md in sorted((ROOT / "lessons" / rel_lang).glob("*.md")):
        out.append(re.sub(r"```.*?```", " ", md.read_text(encoding="utf-8"), flags=re.S))
    return "\n".join(out)


@cache
def vocabulary(lang: str) -> frozenset[str]:
    return frozenset(w.lower() for w in WORD.findall(_text(lang)))


@cache
def english_only(lang: str) -> frozenset[str]:
    """Words of the English texts that ``lang``'s texts never use (four letters or more)."""
    return frozenset(w for w in vocabulary("en") if len(w) >= 4) - vocabulary(lang) - NAMES


def english(text: str, lang: str) -> list[str]:
    """The English words in ``text`` (an Italian or German output)."""
    only = english_only(lang)
    return [w for w in WORD.findall(text) if w.lower() in FUNCTION or w.lower() in only]
