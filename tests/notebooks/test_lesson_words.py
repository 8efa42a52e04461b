"""The lessons' own words (the ``lesson.*`` catalog section) exist in every language with the same
fields, and every key the lessons package asks for is in the catalogs."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from ds_widget.explain import LANGUAGES
from ds_widget.explain.catalog import file_keys, keys, variables

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ds_widget" / "lessons"


def lesson_keys(lang: str) -> list[str]:
    return [k for k in keys(lang) if k.startswith("lesson.")]


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_lesson_word_is_translated_with_the_same_fields(lang):
    english = lesson_keys("en")
    assert english
    # from this language's own files (every area), no fallback
    translated = [k for ks in file_keys(lang).values() for k in ks if k.startswith("lesson.")]
    assert sorted(translated) == sorted(english), "the same lesson keys in every language"
    for key in english:
        assert set(variables(key, lang)) == set(variables(key, "en")), key


def test_every_key_the_lessons_use_exists():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    plain = set(re.findall(r'\bsay\("([a-z_.]+)"', source))
    counted = set(re.findall(r'\bcount_say\("([a-z_.]+)"', source))
    english = lesson_keys("en")
    for key in plain:
        assert f"lesson.{key}" in english, key
    for key in counted:
        assert f"lesson.{key}" in english and "n" in variables(f"lesson.{key}"), key
    lessons = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "lessons").glob("*/*.md"))
    for key in re.findall(r'lesson\.say\("([a-z_.]+)"\)', lessons):
        assert f"lesson.{key}" in english, key
