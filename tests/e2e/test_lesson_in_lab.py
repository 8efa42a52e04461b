"""A lesson in a real JupyterLab (Debian's headless Chromium through Playwright): after "run all",
its boards and tables show, and every stored solution stays folded until the learner opens it."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import open_and_run

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"


def test_lesson_runs_and_keeps_its_solutions_folded(page, lab):
    name = "02_matching_and_dominance.ipynb"
    shutil.copy(ROOT / "notebooks" / "it" / name, lab.root / name)
    open_and_run(page, lab, name)
    solutions = page.locator(f"{PANEL} details.ds-lesson-solution")
    solutions.nth(1).wait_for(state="attached", timeout=120_000)   # the last cell has run
    assert solutions.count() == 2
    # the lesson's pictures and tables are in the outputs
    assert page.locator(f"{PANEL} .ds-lesson-pictures svg").count() >= 4
    assert page.locator(f"{PANEL} table.ds-lesson-table").count() >= 1
    # folded: the summary shows, the engine's check does not
    first = solutions.nth(0)
    assert first.get_attribute("open") is None
    assert first.locator("summary").is_visible()
    check = first.locator(".ds-lesson-text", has_text="✓").first
    assert not check.is_visible()
    first.locator("summary").click()
    check.wait_for(state="visible")
    assert "Anfibi" in check.text_content()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    first.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "lesson_solution_open.png"))
