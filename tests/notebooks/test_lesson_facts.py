"""The course types no fact of the game (issue 48, item 2): every number, place and count a lesson's
prose or an exercise's note states is a placeable filled in from the engine when the text is made
(``ds_widget.lessons.facts``), so a typed count that disagrees with the game cannot get in.

What a text may still write with digits is its own structure, never a fact of a position: a
heading, the number of a list item, a lesson or a step of the lesson's own list it refers to, a
section of the rules (§9.7), a ruling (R12), a page of the rulebook (000 p.13). Everything else
with a digit fails, with the line that has it. The filled-in texts are then read for grammar
(tests/explain/test_grammar.py's rules: "1 tiles", "i Anfibi" …)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from ds_widget.explain.catalog import LANGUAGES, bundle, keys, sources, split_entries
from ds_widget.lessons import exercises, facts
from tests.explain.test_grammar import faults
from tests.explain.test_places import coordinates_named

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted(p.stem for p in (ROOT / "lessons" / "en").glob("*.md"))

#: digits a text may write: its structure, not a fact of the game
STRUCTURE = re.compile(
    r"(?i)^\s*#.*$"                                     # a heading
    r"|^\s*\d+\.(?=\s)"                                 # a numbered list item
    r"|\b(?:lessons?|lezion[ei]|lektion(?:en)?|steps?|pass[oi]|schritte?|punt[oi])\s+\d+(?:\s*(?:[-–,]|and|e|und)\s*\d+)*"
    r"|\b(?:sections?|sezion[ei]|abschnitte?)\s+(?:dalla\s+)?\d+(?:\s*(?:to|alla|bis|[-–])\s*\d+)?"
    r"|§\s?\d+(?:\.\d+)*|\bR\d+\b|\b0\d\d p\.\s?\d+(?:-\d+)?"
    r"|\]\([^)]*\)"                                     # a link's address
    r"|\{[^{}]*\}",                                     # a placeable: filled in from the engine
    re.M)


def typed(text: str) -> list[str]:
    """The digits ``text`` types outside its structure and its placeables."""
    rest = STRUCTURE.sub(" ", text)
    return [m.group(0) for m in re.finditer(r"\S*\d\S*", rest)]


def prose_lines(lang: str, lesson: str) -> list[tuple[int, str]]:
    """(line number, line) of a lesson's prose: fenced code and inline code left out."""
    out, code = [], False
    for i, line in enumerate((ROOT / "lessons" / lang / f"{lesson}.md").read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith("```"):
            code = not code
            continue
        if not code:
            out.append((i, re.sub(r"`[^`]*`", "", line)))
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_types_a_fact(lang):
    found = [f"lessons/{lang}/{lesson}.md:{i}: {typed(line)} in {line.strip()[:90]!r}"
             for lesson in LESSONS for i, line in prose_lines(lang, lesson) if typed(line)]
    assert found == []


def note_sources(lang: str) -> dict[str, str]:
    """Each note's Fluent source in ``lang`` (``note.l05.wanderlust_bonus`` -> its text)."""
    out = {}
    for rel, text in sources(lang):
        if rel.startswith("lesson_notes/"):
            for ident, entry in split_entries(rel, text).items():
                out[ident.replace("-", ".")] = entry.split("=", 1)[1]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_note_types_a_fact(lang):
    found = {k: typed(v) for k, v in note_sources(lang).items() if typed(v)}
    assert found == {}


def test_a_typed_count_is_caught():
    """Planted: a note that types the wrong count, a lesson line that types a number of a position."""
    assert typed(" The savannah touches two tundra tiles: 3 bonus VP.") == ["3"]
    assert typed("The birds have { $forest_birds } species there and take first place, 5 VP.") == ["5"]
    assert typed("## Lesson 1: step 2 of §9.7 (R13, 000 p.13), see lesson 5 and [it](../en/05_x.md).") == []
    assert typed("1. Glaciation: the sun goes in step 2.") == []
    assert typed("La savana tocca { $n } tessere: { $vp } PV bonus.") == []


def every_note(lang: str):
    for lesson in exercises.lesson_names():
        for ex_id, ex in exercises.exercises(lesson).items():
            if exercises.own_note(lesson, ex_id, lang):
                yield lesson, ex_id, exercises.note(lesson, ex_id, exercises.apply(ex), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_note_is_filled_in_and_reads_right(lang):
    """… and names no tile by its coordinates, only by its terrain and place (issue 49,
    tests/explain/test_places.py)."""
    cat = bundle(lang)
    notes = list(every_note(lang))
    bad = [f"{lesson}/{ex}: {f}" for lesson, ex, text in notes for f in faults(text or "", cat)]
    bad += [f"{lesson}/{ex}: coordinates {c!r}" for lesson, ex, text in notes
            for c in coordinates_named(text or "", lang)]
    assert bad == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_lesson_is_filled_in_and_reads_right(lang):
    """The built notebooks' prose (facts filled in) passes the grammar rules; the facts a lesson
    cites exist (an unknown placeable stops the build)."""
    import nbformat
    cat = bundle(lang)
    bad = []
    for lesson in LESSONS:
        nb = nbformat.read(ROOT / "notebooks" / lang / f"{lesson}.ipynb", as_version=4)
        for cell in nb.cells:
            if cell.cell_type == "markdown":
                bad += [f"{lesson}: {f}" for f in faults(cell.source, cat)]
    assert bad == []


def test_the_facts_of_a_lesson_come_from_the_engine():
    from ds_widget.engine.constants import SECTIONS
    assert facts.prose("01_setup_and_goal")["rule_sections"] == len(SECTIONS)
    assert all(k.startswith("note.l") for k in keys("en") if k.startswith("note."))
