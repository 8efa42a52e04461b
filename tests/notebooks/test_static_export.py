"""Every lesson that shows the widget, converted by ``jupyter nbconvert --to html --execute`` as a
reader would, shows a picture of the board where the widget is: the still picture the widget
puts just above its live view (a page without the widget's JavaScript cannot draw the live one)."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
WIDGET_LESSONS = sorted(p.stem for p in (ROOT / "lessons" / "en").glob("*.md")
                        if "DominantSpeciesWidget(" in p.read_text(encoding="utf-8"))
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def test_the_lessons_with_a_widget_are_found():
    assert {"09_play_a_game", "10_practice", "11_what_if", "12_classroom"} <= set(WIDGET_LESSONS)


@pytest.mark.parametrize("name", WIDGET_LESSONS)
def test_nbconvert_html_shows_a_board_where_each_widget_is(name, tmp_path):
    copy = tmp_path / f"{name}.ipynb"            # a copy: the kernel runs beside it, and some lessons
    shutil.copy(ROOT / "notebooks" / "en" / f"{name}.ipynb", copy)    # write files (a worksheet)
    out = subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute", str(copy)],
                         cwd=tmp_path, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr[-2000:]
    page = (tmp_path / f"{name}.html").read_text(encoding="utf-8")
    views = [m.start() for m in re.finditer(f'<script type="{re.escape(WIDGET_VIEW)}">', page)]
    assert views, "no widget in the exported page"
    for i, at in enumerate(views):
        before = page[views[i - 1] if i else 0:at]
        still = before.rfind('class="ds-still"')
        assert still != -1, f"widget {i + 1} of {name} has no picture above it"
        picture = before[still:]
        assert "<svg" in picture and "</svg>" in picture, f"widget {i + 1} of {name}: the picture has no board"
        assert "<script" not in picture.split("</svg>")[0], "the still picture must run no script"
