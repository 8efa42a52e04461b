"""Lesson pictures legible on a projector (issue 29, item 6): in a real JupyterLab at 1366×768 with
the file browser folded, every board picture of a lesson scales to its output's width and its
smallest text is stated (artifacts/lesson-pictures.json) and at least 12 CSS px."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import open_and_run

pytestmark = pytest.mark.e2e
ROOT = Path(__file__).resolve().parents[2]
PANEL = ".jp-NotebookPanel:not(.lm-mod-hidden)"

SMALLEST = f"""() => {{
  let min = Infinity, text = '', pics = 0;
  for (const svg of document.querySelectorAll('{PANEL} .jp-OutputArea-output svg')) {{
    // the lesson's pictures: not the live widget's board (its projector view is Present)
    if (svg.closest('.ds-widget') || !svg.getScreenCTM() || svg.getBoundingClientRect().width === 0) continue;
    pics++;
    const k = svg.getScreenCTM().a;
    for (const t of svg.querySelectorAll('text')) {{
      if (!t.textContent.trim() || t.getBBox().width === 0) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * k;
      if (px < min) {{ min = px; text = t.textContent; }}
    }}
  }}
  return {{ pictures: pics, min_px: Math.round(min * 10) / 10, min_text: text }};
}}"""


@pytest.mark.parametrize("lesson", ["01_setup_and_goal", "02_matching_and_dominance"])
def test_lesson_pictures_are_legible(browser_ctx, lab, lesson):
    page = browser_ctx.new_page()
    try:
        page.set_viewport_size({"width": 1366, "height": 768})
        name = f"{lesson}.ipynb"
        shutil.copy(ROOT / "notebooks" / "en" / name, lab.root / name)
        open_and_run(page, lab, name)
        page.evaluate("() => { const s = window.jupyterapp.shell; if (!s.leftCollapsed) s.collapseLeft(); }")
        # every cell has run: the kernel is idle again and no cell waits
        page.wait_for_function(f"""() => {{
            const w = window.jupyterapp.shell.currentWidget;
            const k = w && w.sessionContext.session && w.sessionContext.session.kernel;
            return k && k.status === 'idle'
                && ![...document.querySelectorAll('{PANEL} .jp-InputPrompt')].some(p => /\\*/.test(p.textContent));
        }}""", timeout=180_000)
        m = page.evaluate(SMALLEST)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / "lesson-pictures.json"
        table = json.loads(path.read_text()) if path.is_file() else {}
        table[lesson] = m
        path.write_text(json.dumps(table, indent=1, sort_keys=True))
        print(lesson, m)
        assert m["pictures"] >= 1
        assert m["min_px"] >= 12, m
    finally:
        page.close()
