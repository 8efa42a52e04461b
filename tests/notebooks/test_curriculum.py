"""docs/curriculum.md maps every section of docs/rules.md §7–§11 to the lessons that teach it, in all
three languages, and every reference in it points at a lesson section that exists."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
CURRICULUM = ROOT / "docs" / "curriculum.md"
LANGUAGES = ("en", "it", "de")


def rules_sections() -> list[str]:
    """The numbers of docs/rules.md's ``###`` headings from §7 to §11, and §11 itself."""
    numbers, inside = [], False
    for line in RULES.read_text(encoding="utf-8").splitlines():
        top = re.match(r"^## (\d+)\.", line)
        if top:
            inside = 7 <= int(top.group(1)) <= 11
            if top.group(1) == "11":
                numbers.append("11")
            continue
        sub = re.match(r"^### (\d+\.\d+) ", line)
        if sub and inside:
            numbers.append(sub.group(1))
    return numbers


def rows() -> list[dict[str, str]]:
    out = []
    for line in CURRICULUM.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 6 and cells[0].startswith("§"):
            out.append(dict(zip(("section", "rule", "lesson", "en", "it", "de"), cells)))
    return out


def test_the_rules_digest_has_the_sections_we_expect():
    found = rules_sections()
    assert "7.1" in found and "9.12" in found and "10.2" in found and "11" in found
    assert len(found) >= 27


def test_every_section_of_rules_7_to_11_is_taught():
    taught = {r["section"].lstrip("§") for r in rows()}
    missing = [s for s in rules_sections() if s not in taught]
    assert not missing, f"docs/rules.md sections with no lesson in docs/curriculum.md: {missing}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_reference_points_at_an_existing_lesson_section(lang):
    for r in rows():
        path = ROOT / "lessons" / lang / f"{r['lesson']}.md"
        assert path.exists(), f"{r['section']}: lessons/{lang}/{r['lesson']}.md does not exist"
        assert (ROOT / "notebooks" / lang / f"{r['lesson']}.ipynb").exists()
        headings = set(re.findall(r"^## (.+?)\s*$", path.read_text(encoding="utf-8"), re.M))
        for heading in (h.strip() for h in r[lang].split(";")):
            assert heading in headings, f"{r['section']}: lessons/{lang}/{r['lesson']}.md has no section {heading!r}"
