"""Golden pictures: the start of a 2-, 4- and 6-player game and a late-game position, compared
byte for byte. Rewrite them only with ``python -m pytest tests/render --update-golden`` and review
the diff (and the PNGs in docs/) like code."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from .positions import GOLDEN, render

GOLDEN_DIR = Path(__file__).parent / "golden"


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden(name, update_golden, tmp_path):
    svg = render(GOLDEN[name]())
    ET.fromstring(svg)  # well-formed before anything else
    path = GOLDEN_DIR / f"{name}.svg"
    if update_golden:
        path.write_text(svg, encoding="utf-8", newline="")
        return
    assert path.exists(), f"{path} is missing: run python -m pytest tests/render --update-golden"
    expected = path.read_text(encoding="utf-8")
    if svg != expected:
        actual = tmp_path / f"{name}.svg"
        actual.write_text(svg, encoding="utf-8", newline="")
        at = next((i for i, (a, b) in enumerate(zip(svg, expected)) if a != b),
                  min(len(svg), len(expected)))
        pytest.fail(f"{name}: the picture changed at character {at}: expected "
                    f"{expected[max(0, at - 60):at + 60]!r}, got {svg[max(0, at - 60):at + 60]!r}. "
                    f"New picture: {actual}. If the change is intended, run "
                    f"python -m pytest tests/render --update-golden and review the diff.")
