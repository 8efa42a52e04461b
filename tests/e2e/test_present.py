"""Present view on a projector's screen sizes, in a real JupyterLab: with the widget scrolled to
the top of the notebook, the prompt, the options and the picture all fit in the window, the
narration of what just happened fills the room beside the pictures under the decision, and the
earth's smallest text is about 14 CSS px or more. The screenshots are docs/present_*.png (E2E_DOCS=1)."""
from __future__ import annotations

import json

import pytest
from conftest import ARTIFACTS, docs_picture
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version

pytestmark = pytest.mark.e2e

MEASURE = f"""() => {{
  const root = document.querySelector('{ROOT}');
  const inView = (e) => {{ const r = e.getBoundingClientRect();
    return r.top >= -0.5 && r.bottom <= window.innerHeight + 0.5
        && r.left >= -0.5 && r.right <= window.innerWidth + 0.5; }};
  const smallest = (sel) => {{
    let min = Infinity;
    for (const svg of root.querySelectorAll(sel)) {{
      const k = svg.getScreenCTM().a;
      for (const t of svg.querySelectorAll('text')) {{
        if (!t.textContent.trim() || t.getBBox().width === 0) continue;
        min = Math.min(min, parseFloat(getComputedStyle(t).fontSize) * k);
      }}
    }}
    return Math.round(min * 10) / 10;
  }};
  return {{
    prompt: inView(root.querySelector('.ds-prompt')),
    options: inView(root.querySelector('.ds-options')),
    pictures: [...root.querySelectorAll('.ds-pic')].map(p => [p.className, inView(p)]),
    beside: root.querySelector('.ds-decision').getBoundingClientRect().right
            <= root.querySelector('.ds-boardview').getBoundingClientRect().left + 0.5,
    // what just happened: right under the decision, as tall as the pictures leave room for, in view
    narration_gap: Math.round(root.querySelector('.ds-explain').getBoundingClientRect().top
                              - root.querySelector('.ds-top').getBoundingClientRect().bottom),
    narration_rows: [...root.querySelectorAll('.ds-narration li')].filter(li => {{
      const b = li.getBoundingClientRect(), box = root.querySelector('.ds-explain').getBoundingClientRect();
      return b.height > 0 && b.top >= box.top - 0.5 && b.bottom <= box.bottom + 0.5; }}).length,
    narration_in_view: inView(root.querySelector('.ds-explain')),
    earth_min_px: smallest('.ds-pic-board svg'),
    other_min_px: smallest('.ds-pic:not(.ds-pic-board) svg'),
  }};
}}"""


def present_cell(lang: str = "en") -> str:
    """A notebook cell showing the widget in Present on a turn-4 Planning position (4 players)."""
    return ("import random\n"
            "from ds_widget import DominantSpeciesWidget, Game\n"
            "g = Game.new(players=4, seed=7)\n"
            "r = random.Random(7)\n"
            "while not (g.state.turn >= 4 and g.state.phase == 'planning'):\n"
            "    g.choose(r.choice(g.options).id)\n"
            f"DominantSpeciesWidget(players=['human'] * 4, game=g, presentation=True, lang='{lang}')")


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)], ids=["1366x768", "1920x1080"])
def test_present_view_fits_the_screen_with_readable_earth(browser_ctx, lab, size):
    w, h = size
    page = browser_ctx.new_page()
    try:
        page.set_viewport_size({"width": w, "height": h})
        notebook(lab.root / f"present{w}.ipynb", [present_cell()])
        open_and_run(page, lab, f"present{w}.ipynb")
        page.wait_for_selector(f"{ROOT} .ds-pic-board svg", timeout=90_000)
        wait_version(page, ROOT, 0)
        # the teacher's screen: JupyterLab's file browser folded away, the widget at the top
        page.evaluate("""() => { const s = window.jupyterapp.shell;
                                 if (!s.leftCollapsed) s.collapseLeft(); }""")
        page.wait_for_function("() => window.jupyterapp.shell.leftCollapsed")
        page.locator(ROOT).evaluate("e => e.scrollIntoView({block: 'start'})")
        m = page.evaluate(MEASURE)
        docs_picture(page, f"present_{w}x{h}.png")        # the README's pictures of Present
        (ARTIFACTS / f"present-{w}x{h}.json").write_text(json.dumps(m, indent=1))
        print(json.dumps(m))
        assert m["prompt"] and m["options"] and m["beside"], m
        assert m["pictures"] and all(ok for _cls, ok in m["pictures"]), m
        assert m["earth_min_px"] >= 13.5, m
        assert m["other_min_px"] >= 13.5, m      # the action display, in its projector layout
        # the narration fills the room beside the pictures: no blank band above it, more than two rows
        # whole (its box had 88 px at 1366x768 under a band of 160 px before)
        assert m["narration_in_view"] and m["narration_gap"] <= 40 and m["narration_rows"] >= 4, m
    finally:
        page.close()
