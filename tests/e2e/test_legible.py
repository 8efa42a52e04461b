"""Present, legible on a projector (issue 29, item 6), in a real JupyterLab: at 1366×768 and
1920×1080, in en, it and de, with the coach's hint shown and JupyterLab's file browser open and
folded — no panel past the window's edge, no tile label under a disc or a cone, no cone's letters
out of their cone; the smallest board text stated and at least 14 CSS px (with the file browser
open, the pictures stand one under the other and scroll in their own column). Screenshots and the
measures go to artifacts/ (legible-*.png, legible.json)."""
from __future__ import annotations

import json

import pytest
from conftest import ARTIFACTS
from legibility import MEASURE
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version
from test_present import present_cell

pytestmark = pytest.mark.e2e

SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}


@pytest.mark.parametrize("lang", ["en", "it", "de"])
@pytest.mark.parametrize("size", list(SIZES))
def test_present_is_legible(browser_ctx, lab, size, lang):
    w, h = SIZES[size]
    page = browser_ctx.new_page()
    results = {}
    try:
        page.set_viewport_size({"width": w, "height": h})
        name = f"legible-{size}-{lang}.ipynb"
        notebook(lab.root / name, [present_cell(lang)])
        open_and_run(page, lab, name)
        page.wait_for_selector(f"{ROOT} .ds-pic-board svg", timeout=90_000)
        wait_version(page, ROOT, 0)
        page.click(f'{ROOT} [data-action="hint"]')
        page.wait_for_selector(f"{ROOT}[data-hinted]", timeout=60_000)
        for browser in ("folded", "open"):
            page.evaluate("""(fold) => { const s = window.jupyterapp.shell;
                if (fold && !s.leftCollapsed) s.collapseLeft();
                if (!fold && s.leftCollapsed) s.expandLeft(); }""", browser == "folded")
            page.wait_for_function("(fold) => window.jupyterapp.shell.leftCollapsed === fold", arg=browser == "folded")
            page.locator(ROOT).evaluate("e => e.scrollIntoView({block: 'start'})")
            page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
            m = page.locator(ROOT).evaluate(MEASURE)
            # the widget tells the teacher to fold the side bar when the pictures lack room
            narrow = browser == "open" and w < 1500
            page.wait_for_function(f"(want) => !!document.querySelector('{ROOT} .ds-narrow').textContent === want",
                                   arg=narrow)
            m["narrow_note"] = page.locator(f"{ROOT} .ds-narrow").inner_text()
            results[browser] = m
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / f"legible-{size}-{lang}-{browser}.png"))
        print(json.dumps({f"{size}/{lang}": results}))
        path = ARTIFACTS / "legible.json"
        table = json.loads(path.read_text()) if path.is_file() else {}
        table[f"{size}/{lang}"] = results
        path.write_text(json.dumps(table, indent=1, sort_keys=True))
        for browser, m in results.items():
            assert m["outside"] == [], (browser, m)
            assert m["overlaps"] == [], (browser, m)
        # with the file browser open the pictures stand one under the other, scrolling in their column
        for browser, m in results.items():
            assert m["min_px"] >= 14, (browser, m)
    finally:
        page.close()
