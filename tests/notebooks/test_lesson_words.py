"""The lessons' own words (the ``lesson.*`` catalog section) exist in every language with the same
fields, and every key the lessons package asks for is in the catalogs."""
from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from ds_widget.explain import LANGUAGES, catalog
from ds_widget.explain.catalog import flatten, sources

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "ds_widget" / "lessons"


def lesson_keys(lang: str) -> dict[str, str]:
    return {k: v for k, v in catalog(lang).items() if k.startswith("lesson.")}


def fields(template: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(template) if f}


@pytest.mark.parametrize("lang", [x for x in LANGUAGES if x != "en"])
def test_every_lesson_word_is_translated_with_the_same_fields(lang):
    english = lesson_keys("en")
    assert english
    translated = {}                        # from this language's own files (every area), no fallback
    for _path, data in sources(lang):
        translated.update({k: v for k, v in flatten(data).items() if k.startswith("lesson.")})
    assert sorted(translated) == sorted(english), "the same lesson keys in every language"
    for key, template in english.items():
        assert fields(translated[key]) == fields(template), key


def test_every_key_the_lessons_use_exists():
    source = "\n".join(p.read_text(encoding="utf-8") for p in PACKAGE.glob("*.py"))
    plain = set(re.findall(r'\bsay\("([a-z_.]+)"', source))
    counted = set(re.findall(r'\bcount_say\("([a-z_.]+)"', source))
    english = lesson_keys("en")
    for key in plain:
        assert f"lesson.{key}" in english, key
    for key in counted:
        assert {f"lesson.{key}.one", f"lesson.{key}.other"} <= set(english), key
    lessons = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "lessons").glob("*/*.md"))
    for key in re.findall(r'lesson\.say\("([a-z_.]+)"\)', lessons):
        assert f"lesson.{key}" in english, key
