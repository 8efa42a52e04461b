"""Lesson pictures legible on a projector (issue 29, item 6): in a real JupyterLab at 1366×768 and
1920×1080, in en, it and de, with the file browser open and folded, every board picture of a lesson
scales to its output's width and its smallest text is stated (artifacts/lesson-pictures.json) and
at least 12 CSS px."""
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

SMALLEST = f"""async () => {{
  // JupyterLab renders only the cells near the view: scroll through the whole notebook, measuring
  // every lesson picture as it is drawn (each once)
  const scroller = document.querySelector('{PANEL} .jp-WindowedPanel-outer')
    || document.querySelector('{PANEL} .jp-Notebook');
  const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  let min = Infinity, text = '', pics = 0;
  scroller.scrollTop = 0;
  for (let step = 0; step < 400; step++) {{
    await frame();
    for (const svg of document.querySelectorAll('{PANEL} .jp-OutputArea-output svg')) {{
      // the lesson's pictures: not the live widget's board (its projector view is Present)
      if (svg.dataset.measured || svg.closest('.ds-widget') || !svg.getScreenCTM()
          || svg.getBoundingClientRect().width === 0) continue;
      svg.dataset.measured = '1';
      pics++;
      const k = svg.getScreenCTM().a;
      for (const t of svg.querySelectorAll('text')) {{
        if (!t.textContent.trim() || t.getBBox().width === 0) continue;
        const px = parseFloat(getComputedStyle(t).fontSize) * k;
        if (px < min) {{ min = px; text = t.textContent; }}
      }}
    }}
    if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) break;
    scroller.scrollTop += scroller.clientHeight * 0.8;
  }}
  document.querySelectorAll('{PANEL} svg[data-measured]').forEach((s) => {{ delete s.dataset.measured; }});
  return {{ pictures: pics, min_px: Math.round(min * 10) / 10, min_text: text }};
}}"""


SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}


@pytest.mark.parametrize("lang", ["en", "it", "de"])
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("lesson", ["01_setup_and_goal", "02_matching_and_dominance"])
def test_lesson_pictures_are_legible(browser_ctx, lab, lesson, size, lang):
    page = browser_ctx.new_page()
    try:
        page.set_viewport_size(dict(zip(("width", "height"), SIZES[size])))
        name = f"{lesson}-{lang}.ipynb"
        shutil.copy(ROOT / "notebooks" / lang / f"{lesson}.ipynb", lab.root / name)
        open_and_run(page, lab, name)
        # every cell has run: the kernel is idle again and no cell waits
        page.wait_for_function(f"""() => {{
            const w = window.jupyterapp.shell.currentWidget;
            const k = w && w.sessionContext.session && w.sessionContext.session.kernel;
            return k && k.status === 'idle'
                && ![...document.querySelectorAll('{PANEL} .jp-InputPrompt')].some(p => /\\*/.test(p.textContent));
        }}""", timeout=180_000)
        found = {}
        for browser in ("folded", "open"):
            page.evaluate("""(fold) => { const s = window.jupyterapp.shell;
                if (fold && !s.leftCollapsed) s.collapseLeft();
                if (!fold && s.leftCollapsed) s.expandLeft(); }""", browser == "folded")
            page.wait_for_function("(fold) => window.jupyterapp.shell.leftCollapsed === fold", arg=browser == "folded")
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            found[browser] = page.evaluate(SMALLEST)
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        path = ARTIFACTS / "lesson-pictures.json"
        table = json.loads(path.read_text()) if path.is_file() else {}
        table[f"{lesson}/{size}/{lang}"] = found
        path.write_text(json.dumps(table, indent=1, sort_keys=True))
        print(lesson, size, lang, found)
        for browser, m in found.items():
            assert m["pictures"] >= 1, (browser, m)
            assert m["min_px"] >= 12, (browser, m)
    finally:
        page.close()
