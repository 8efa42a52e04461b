"""The catalogs type no number the engine can tell: a rule's number (the 6 elements of a full sheet,
the 35 hexes of the board), a count (``[one] { $n } tile``, never ``[one] 1 tile``) or a place in a
message is a field, filled from the engine's tables when the message is formatted
(``ds_widget/engine/constants.py``, ``setup.py``, ``hexmap.py``, a card's module), so a typed number
that disagrees with the game cannot get in.

A message's words are read from its Fluent syntax tree: its text, and a literal placed in the text
(``{ 4 }`` is typed too); a variant's key (``[one]``, ``[0]``) and a function's option are its
structure. The digits are found as the lessons' are (``tests/notebooks/test_lesson_facts.typed``:
a section §9.7, a ruling R13, a page 000 p.13 are structure, not facts). What may still type a
digit is listed by message id in :data:`ALLOWED`, each with why.

Three areas are read by their own tests and left out here: ``scenarios/`` (a rulebook example's
words), ``lesson_notes/`` (tests/notebooks/test_lesson_facts.py) and ``aid/``."""
from __future__ import annotations

import pytest
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from ds_widget.explain.catalog import LANGUAGES, parse_entry, sources, split_entries
from tests.notebooks.test_lesson_facts import typed

#: the areas other tests own (see the module's docstring)
OWNED_ELSEWHERE = ("scenarios/", "lesson_notes/", "aid/")

#: the messages that may type a digit, by id (in every language), and why: none is a fact the
#: engine works out
ALLOWED: dict[str, str] = {
    # the cards' own words, as printed (docs/rules.md §10.2): "up to 4", "1 VP per tile", "+1"
    # are the card's text, shown in the cards' table and on the card itself
    "card_text-aquatic": "printed card text",
    "card_text-biodiversity": "printed card text",
    "card_text-ecodiversity": "printed card text",
    "card_text-fecundity": "printed card text",
    "card_text-fertile": "printed card text",
    "card_text-hibernation": "printed card text",
    "card_text-niche_biomes": "printed card text (German: 'Platz 1')",
    # the ordinal of a place, as a table's column writes it (1st, 2°): the name of a place
    "lesson-ordinal-1": "an ordinal's name",
    "lesson-ordinal-2": "an ordinal's name",
    "lesson-ordinal-3": "an ordinal's name",
    "lesson-ordinal-4": "an ordinal's name",
    # practice's difficulty levels are labelled by their number (1 · start of a game)
    "ui-practice-level_1": "a level's label",
    "ui-practice-level_2": "a level's label",
    "ui-practice-level_3": "a level's label",
    # a formula, not a value: "n(n+1)/2 = { $vp }"
    "practice-bonus-table": "the bonus formula",
}


class Words(Visitor):
    """The text of an entry: its text elements and any literal placed in the text."""

    def __init__(self) -> None:
        self.parts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:  # noqa: N802 - Fluent's name
        self.parts.append(node.value)

    def visit_Placeable(self, node: ast.Placeable) -> None:  # noqa: N802 - Fluent's name
        if isinstance(node.expression, (ast.NumberLiteral, ast.StringLiteral)):
            self.parts.append(" " + node.expression.value + " ")     # { 4 } or { "4" }: typed all the same
        self.generic_visit(node)


def typed_in(ident: str, source: str) -> list[str]:
    """The digits entry ``ident`` (its FTL source) types in its words."""
    words = Words()
    words.visit(parse_entry(ident, source))
    return typed("".join(words.parts))


def typed_messages(files: list[tuple[str, str]]) -> dict[str, list[str]]:
    """``{"<file>:<id>": digits}`` for each message of ``files`` (``(path under messages/, FTL
    text)``) that types a digit and is neither allowed nor in an area owned elsewhere."""
    out: dict[str, list[str]] = {}
    for rel, text in files:
        if rel.startswith(OWNED_ELSEWHERE):
            continue
        for ident, source in split_entries(rel, text).items():
            if ident in ALLOWED:
                continue
            digits = typed_in(ident, source)
            if digits:
                out[f"{rel}:{ident}"] = digits
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_catalog_message_types_a_number(lang):
    assert typed_messages(sources(lang)) == {}


def test_every_allowance_is_still_needed():
    """An allowed id names a message that is there and still types a digit in some language."""
    needed = set()
    for lang in LANGUAGES:
        for rel, text in sources(lang):
            for ident, source in split_entries(rel, text).items():
                if ident in ALLOWED and typed_in(ident, source):
                    needed.add(ident)
    assert sorted(set(ALLOWED) - needed) == []


PLANTED = """\
planted-count =
    { $n ->
        [one] 1 tile
       *[other] { $n } tiles
    }
planted-rule = they already have 6 elements
planted-literal = all { 20 } are in play
planted-fine =
    { $n ->
        [0] no tile
        [one] { $n } tile
       *[other] { $n } tiles
    } (R13, §9.7, { NUMBER($vp, minimumFractionDigits: 1) } VP)
"""


def test_a_planted_message_with_a_typed_number_fails():
    found = typed_messages(sources("en") + [("planted/en.ftl", PLANTED)])
    assert found == {"planted/en.ftl:planted-count": ["1"], "planted/en.ftl:planted-rule": ["6"],
                     "planted/en.ftl:planted-literal": ["20"]}


def test_an_allowed_id_or_an_area_owned_elsewhere_is_not_this_tests():
    planted = "card_text-aquatic = up to 4 species\nlesson-ordinal-1 = 1st\n"
    assert typed_messages([("planted/en.ftl", planted), ("scenarios/en.ftl", "scenario-x = 3 species\n")]) == {}
    assert typed_in("planted-count", PLANTED.split("planted-rule")[0]) == ["1"]
