"""The player aid (issue 30, item 5; issue 48, item 3) says what the engine plays by, in each language's
words: every line names the section of docs/rules.md it comes from, and every number in its sentences
is read from the engine's tables, none typed into a catalog."""
from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from fluent.syntax.visitor import Visitor

from ds_widget.engine.constants import ANIMALS, EYEBALLS, SECTIONS, SPECIATION_CAP, TILE_SCORES, bonus_vp
from ds_widget.engine.errors import SetupError
from ds_widget.explain.catalog import LANGUAGES, Catalog, bundle, keys, msg, name
from ds_widget.render.aid import BONUS_QUANTITIES, RULES, fields, numbers, player_aid
from tests.explain.test_grammar import faults


class Cells(HTMLParser):
    """The text of every table row, cell by cell."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.text: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def parsed(lang: str) -> Cells:
    p = Cells()
    p.feed(player_aid(lang))
    return p


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_are_the_engines_tables(lang):
    rows = parsed(lang).rows
    by_first = {r[0]: r for r in rows if r}
    for terrain, values in TILE_SCORES.items():
        row = by_first[name("terrain", terrain, lang)[:1].upper() + name("terrain", terrain, lang)[1:]]
        places = [c for c in row[1:-1] if c != "–"]
        assert places == [str(v) for v in values] and row[-1] == str(SPECIATION_CAP[terrain])
    bonus = next(r for r in rows if r and r[0] == msg("aid.col_vp", lang))
    assert bonus[1:] == [str(bonus_vp(n)) for n in BONUS_QUANTITIES]
    for i, s in enumerate(SECTIONS, 1):
        row = next(r for r in rows if r and r[0] == str(i))
        assert row[1] == name("section", s, lang)
        assert row[2].split(" + ")[0] == str(EYEBALLS[s])
        assert row[3] == said(f"does.{s}", lang)
    for a in ANIMALS:
        assert by_first[name("animal", a, lang)][2] == said(f"ability.{a}", lang)


def said(key: str, lang: str) -> str:
    """A line as the page shows it: its words, then its sections of docs/rules.md."""
    return msg(f"aid.{key}", lang, **fields(key, lang)) + " (" + ", ".join(f"§{s}" for s in RULES[key]) + ")"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_is_the_languages_own(lang):
    html = player_aid(lang)
    assert not re.search(r"\[aid\.[a-z_.]+\]", html)
    assert f"<html lang='{lang}'>" in html
    if lang != "en":
        aid = [k for k in keys(lang) if k.startswith("aid.") and not k.startswith("aid.col_place")]
        en = {msg(k, "en", **fields(k[4:], "en")) for k in aid}
        mine = {k: msg(k, lang, **fields(k[4:], lang)) for k in aid}
        assert not [k for k, text in mine.items() if text in en and len(text) > 4], "left in English"


# ------------------------------------------------------------------ every line names its section
REF = re.compile(r"^\((§\d+(?:\.\d+)?)(?:, (§\d+(?:\.\d+)?))*\)$")
RULES_MD = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


class Lines(HTMLParser):
    """The lines of the page (every paragraph, list item, and row of a table of sentences), each
    with the section references (``<small class='ref'>``) found directly in it."""

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[tuple[str, list[str]]] = []       # (text, refs)
        self._open: list[dict] = []
        self._tables: list[str] = []
        self._ref: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "table":
            self._tables.append(a.get("class") or "")
        elif tag in ("p", "li") or (tag == "tr" and self._tables and self._tables[-1] == "lines"):
            self._open.append({"tag": tag, "text": [], "refs": [], "cells": 0})
        elif tag == "td" and self._open and self._open[-1]["tag"] == "tr":
            self._open[-1]["cells"] += 1
        elif tag == "small" and a.get("class") == "ref":
            self._ref = []

    def handle_endtag(self, tag):
        if tag == "table" and self._tables:
            self._tables.pop()
        elif tag == "small" and self._ref is not None:
            if self._open:
                self._open[-1]["refs"].append("".join(self._ref))
            self._ref = None
        elif self._open and tag == self._open[-1]["tag"]:
            line = self._open.pop()
            if line["tag"] != "tr" or line["cells"]:         # a table's head row is not a line
                self.lines.append(("".join(line["text"]).strip(), line["refs"]))

    def handle_data(self, data):
        if self._ref is not None:
            self._ref.append(data)
        for line in self._open:
            line["text"].append(data)


def unreferenced(html: str) -> list[str]:
    """The lines of ``html`` (but the subtitle) without exactly one well-formed reference."""
    p = Lines()
    p.feed(html)
    return [text for text, refs in p.lines
            if not text.startswith(html_text_of_subtitle(html)) and (len(refs) != 1 or not REF.match(refs[0]))]


def html_text_of_subtitle(html: str) -> str:
    return re.search(r"<p class='sub'>([^<]*)</p>", html).group(1)[:20]


def headings(text: str) -> set[str]:
    """The numbers of the sections of docs/rules.md: ``## 5. Animals`` -> 5, ``### 9.7 Glaciation`` -> 9.7."""
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", text, re.M))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_names_the_section_of_the_rules_it_comes_from(lang):
    html = player_aid(lang)
    assert unreferenced(html) == []
    p = Lines()
    p.feed(html)
    named = [refs[0] for _, refs in p.lines if refs]
    assert len(named) == len(RULES)                        # each entry of the table is a line of the page


def test_a_line_without_its_section_is_found():
    html = player_aid("it")
    first = re.search(r" <small class='ref'>[^<]*</small>", html)
    assert first is not None
    planted = html[:first.start()] + html[first.end():]
    assert len(unreferenced(planted)) == 1
    assert len(unreferenced(html.replace("(§9.7)", "(9.7)"))) == 1


def test_every_section_named_is_a_heading_of_the_rules():
    known = headings(RULES_MD.read_text(encoding="utf-8"))
    assert {"5", "7.1", "8.3", "9.7", "9.12", "11"} <= known
    assert sorted({s for secs in RULES.values() for s in secs} - known) == []
    assert "9.13" not in known and "13.7" not in known     # a section that does not exist is not a heading


def test_every_sentence_of_the_aid_has_its_sections():
    """A new sentence in the catalogs cannot reach the page without its line in RULES."""
    titles = {"title", "subtitle", "turn", "sections", "basics", "scoring", "bonus", "animals"}
    sentences = {k[4:] for k in keys("en") if k.startswith("aid.")} - titles
    sentences = {k for k in sentences if not k.startswith("col_")}
    assert sentences == set(RULES) - {"reset"}            # the Reset step is the phase's own name


# ------------------------------------------------------------------ numbers from the engine only
def typed_digits(entry) -> list[str]:
    """The text of a Fluent message that has a digit in it (placeables and variant keys aside)."""
    found: list[str] = []

    class Visit(Visitor):
        def visit_TextElement(self, node):  # noqa: N802 - Fluent's name
            if re.search(r"\d", node.value):
                found.append(node.value.strip())

    Visit().visit(entry)
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_aid_message_types_a_number(lang):
    cat = bundle(lang)
    typed = {k: d for k in keys(lang) if k.startswith("aid.") for d in [typed_digits(cat.entry(k))] if d}
    assert typed == {}


def test_a_typed_number_is_found():
    cat = Catalog("en")
    cat.source["aid-does-adaptation"] = "aid-does-adaptation = Take one element (at most 6 elements).\n"
    assert typed_digits(cat.entry("aid.does.adaptation")) == ["Take one element (at most 6 elements)."]
    cat.source["aid-end"] = "aid-end = { $n ->\n    [one] one\n   *[other] { $n } or 12 cards\n}\n"
    assert typed_digits(cat.entry("aid.end")) == ["or 12 cards"]
    assert typed_digits(bundle("en").entry("aid.does.adaptation")) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_number_said_is_in_its_sentence(lang):
    for key, values in numbers().items():
        text = msg(f"aid.{key}", lang, **fields(key, lang))
        for field, v in values.items():
            assert str(v) in text, (key, field, v, text)


def test_the_sentences_follow_the_engines_tables(monkeypatch):
    """Change a table of the engine and the page says the new number: nothing is copied."""
    import ds_widget.render.aid as aid
    monkeypatch.setattr(aid, "MAX_ELEMENTS_ON_SHEET", 9)
    monkeypatch.setattr(aid, "AVAILABLE_SLOTS", 7)
    monkeypatch.setattr(aid, "SQUARES", 3)
    monkeypatch.setattr(aid, "MIGRATION_X", (8, 1))
    monkeypatch.setattr(aid, "BIRD_RANGE", 4)
    html = player_aid("de")
    for words in ("höchstens 9 Elemente", "auf 7 Dominanzkarten", "je 3 neue Elemente", "X = 8, 1,",
                  "bis zu 4 Felder"):
        assert words in html, words


def test_the_numbers_are_the_rules():
    """The constants the sentences say are the digest's (docs/rules.md §5, §8.3, §9.2, §9.7, §9.10, §9.11)."""
    n = numbers()
    assert n["does.adaptation"] == {"max": 6} and n["reseed"] == {"cards": 5, "draw": 4}
    assert n["does.glaciation"] == {"around": 3} and n["does.competition"] == {"terrains": 3}
    assert n["does.migration"] == {"xs": "7, 6, 5, 4, 3, 2"} and n["ability.birds"] == {"range": 2}
    assert n["ability.reptiles"] == {"nth": 3} and n["ability.amphibians"] == {"printed": 3, "usual": 2}
    assert n["sections"] == {"sections": 12} and n["bonus_note"] == {"next": 11, "next_vp": 66}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sentences_read_right_with_their_names(lang):
    """The grammar rules of tests/explain/test_grammar.py, on the sentences as the page prints them."""
    cat = bundle(lang)
    found = [f"{k}: {f}" for k in keys(lang) if k.startswith("aid.") and not k.startswith("aid.col_place")
             for f in faults(msg(k, lang, **fields(k[4:], lang)), cat)]
    assert found == []


# ------------------------------------------------------------------ what the reviewer found (C6, C7)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_vague_word_is_left(lang):
    vague = {"en": r"\bmaybe\b|\bperhaps\b", "it": r"\bforse\b|\bmagari\b", "de": r"\bvielleicht\b|\beventuell\b"}
    html = player_aid(lang)
    assert not re.search(vague[lang], html, re.I)


def test_the_corrected_lines_say_what_the_rules_say():
    en = {k: msg(f"aid.{k}", "en", **fields(k, "en")) for k in RULES if k != "reset"}
    # C6: not every pawn goes back (§8.2, §9.7); Reseed slides the waiting pawns and turns the tops (§8.3 C)
    assert "in Glaciation only the leftmost pawn acts" in en["execution"] and "the others stay" in en["execution"]
    assert "the Initiative pawn may be placed again" in en["execution"]               # §9.1
    assert "Glaciation pawns slide one space left" in en["reseed"]
    assert "Wanderlust stack face up" in en["reseed"]
    # C7: tundra is one of the space's three terrains, and the tile holds one of the actor's species (§9.11)
    assert "or tundra" not in en["does.competition"] and "tundra is always one" in en["does.competition"]
    assert "holding one of your species and an opposing one" in en["does.competition"]
    assert "may put one element" in en["does.wanderlust"]


def test_an_unknown_language_is_refused():
    with pytest.raises(SetupError):
        player_aid("xx")
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "--lang", "xx", "-o", "x.html"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_an_unwritable_output_is_a_clear_error(tmp_path):
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "-o", str(tmp_path / "no" / "a.html")],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "cannot write" in done.stderr and "Traceback" not in done.stderr
