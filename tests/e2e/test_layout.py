"""What a teacher and a learner see around the board, in a real JupyterLab: nothing overflows the
notebook sideways, the option buttons are never cut in half, narration numbers of 10 and more are
whole, and a hint's target is scrolled into view."""
from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version

pytestmark = pytest.mark.e2e


def test_no_overflow_whole_option_rows_whole_numbers_and_the_hint_in_view(page, lab):
    notebook(lab.root / "layout.ipynb", [
        "import random\n"
        "from ds_widget import DominantSpeciesWidget, Game\n"
        "g = Game.new(players=5, seed=2)\n"
        "r = random.Random(2)\n"
        "for _ in range(14):\n"
        "    g.choose(r.choice(g.options).id)\n"
        "w = DominantSpeciesWidget(players=['human'] * 5, game=g)   # tells the 14 steps so far\n"
        "w",
    ])
    open_and_run(page, lab, "layout.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    wait_version(page, ROOT, 0)
    # nothing wider than the output area
    overflow = page.evaluate(f"""() => {{
        const out = document.querySelector('{ROOT}').closest('.jp-OutputArea-output');
        return [out.scrollWidth - out.clientWidth, out.closest('.jp-OutputArea').scrollWidth
                - out.closest('.jp-OutputArea').clientWidth];
    }}""")
    culprits = page.evaluate(f"""() => {{
        const out = document.querySelector('{ROOT}').closest('.jp-OutputArea-output');
        const right = out.getBoundingClientRect().left + out.clientWidth;
        return [...out.querySelectorAll('*')].filter(e => e.getBoundingClientRect().right > right + 0.5)
            .slice(0, 5).map(e => e.tagName + '.' + e.className.baseVal + e.className);
    }}""")
    assert max(overflow) <= 0, f"horizontal overflow {overflow} px: {culprits}"
    # the option box shows whole rows only (it scrolls by whole rows)
    cut = page.evaluate(f"""() => {{
        const box = document.querySelector('{ROOT} .ds-options');
        const b = box.getBoundingClientRect();
        const rows = [...box.querySelectorAll('.ds-option')].map(o => o.getBoundingClientRect())
            .filter(r => r.top < b.bottom - 1);
        return rows.filter(r => r.bottom > b.bottom + 0.5).length;
    }}""")
    assert page.locator(f"{ROOT} .ds-option").count() > 20          # more than four rows
    assert cut == 0, f"{cut} option buttons cut by the bottom of their box"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.locator(f"{ROOT} .ds-top").screenshot(path=str(ARTIFACTS / "widget-options.png"))
    # ten and more narration rows: every number whole, inside the panel
    nums = page.evaluate(f"""() => {{
        const panel = document.querySelector('{ROOT} .ds-explain').getBoundingClientRect();
        return [...document.querySelectorAll('{ROOT} .ds-narration .ds-num')].map(n => {{
            const r = n.getBoundingClientRect();
            return [n.textContent, r.left >= panel.left - 0.5, n.scrollWidth <= n.clientWidth + 0.5];
        }});
    }}""")
    assert len(nums) >= 10 and nums[9][0] == "10."
    assert all(inside and whole for _text, inside, whole in nums), nums
    # a hint: its target on the board is scrolled into view (on a short screen, from the top)
    page.set_viewport_size({"width": 1400, "height": 420})
    scroller = ("(document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-WindowedPanel-outer')"
                " || document.querySelector('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook'))")
    page.evaluate(f"() => {{ {scroller}.scrollTop = 0; }}")
    page.locator(f'{ROOT} [data-action="hint"]').click()
    page.wait_for_selector(f"{ROOT}[data-hinted]", timeout=20_000)
    seen = page.evaluate(f"""() => {{
        const el = document.querySelector('{ROOT} .ds-boardview .ds-hinted');
        if (!el) return null;
        const r = el.getBoundingClientRect();
        return [r.top >= 0 && r.bottom <= window.innerHeight, {scroller}.scrollTop, r.top, r.bottom,
                window.innerHeight, el.outerHTML.slice(0, 120)];
    }}""")
    assert seen is not None, "the hint has no target on the board"
    in_view, scrolled = seen[:2]
    assert in_view and scrolled > 0, f"the hint's target is not brought into view ({seen})"
    # the coach's top three, each with its own reasons: the choice's estimates, then what each lower
    # row lacks against it (or that it is as good), no sentence said twice (issue 28)
    rows = page.locator(f"{ROOT} .ds-hint .ds-hint-row").all_inner_texts()
    assert len(rows) == 3 and len(set(rows)) == 3, rows
    assert "end of this turn" in rows[0] or "decisions (the end of the turn is too far" in rows[0], rows
    assert all(": about " in r and " VP less than " in r or ": as good as " in r for r in rows[1:]), rows
    sentences = [x for r in rows for x in r.split(": ", 1)[1].split(" · ")]
    assert len(sentences) == len(set(sentences)), rows
    page.set_viewport_size({"width": 1400, "height": 1000})
