"""A whole turn by keyboard alone, in a real JupyterLab (issue 29): a pupil who cannot use a mouse
plays the Planning and the Execution of turn 1 against three bots — arrow keys on the board, Enter
to choose, Shift+Tab to the option list when the board offers nothing — then reads the new
position in "The board in words". Focus stays on the board from one decision to the next.

The only step that is not a key press is the first: the widget is given focus the way a Tab from
the notebook would bring it there (JupyterLab's own way into an output area is not ours to test).
"""
from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import ROOT, notebook, open_and_run

pytestmark = pytest.mark.e2e

STATE = f"""() => {{
  const root = document.querySelector('{ROOT}');
  const a = document.activeElement;
  return {{
    version: Number(root.dataset.version),
    status: root.querySelector('.ds-status').textContent,
    human: root.querySelectorAll('.ds-option:not([disabled])').length,
    onBoard: [...root.querySelectorAll('.ds-boardview [role="button"]')].length,
    focus: a === root.querySelector('.ds-boardview') ? 'board'
         : a && a.closest('.ds-boardview') ? 'choice:' + a.getAttribute('data-choice')
         : a && a.classList.contains('ds-option') ? 'button:' + a.dataset.choice : (a ? a.tagName : null),
  }};
}}"""


def test_a_whole_turn_by_keyboard_then_read_in_words(page, lab):
    notebook(lab.root / "keyboard.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(players=['human', 'greedy', 'greedy', 'greedy'], seed=3, bot_delay=0)\n"
        "w",
    ])
    open_and_run(page, lab, "keyboard.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    page.wait_for_selector(f'{ROOT}[data-version]')
    # into the widget, then Tab to the board (every stop before it is a real control)
    page.locator(ROOT).evaluate("r => r.focus()")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate(STATE)["focus"] == "board":
            break
    else:
        pytest.fail(f"Tab never reached the board: {page.evaluate(STATE)}")

    used = {"board": set(), "buttons": set()}
    for _ in range(120):
        # wait for the human's decision (bots move by themselves) or the next turn
        page.wait_for_function(f"""() => {{ const r = document.querySelector('{ROOT}');
            return /Turn 2/.test(r.querySelector('.ds-status').textContent)
                || r.querySelectorAll('.ds-option:not([disabled])').length > 0; }}""", timeout=60_000)
        s = page.evaluate(STATE)
        if "Turn 2" in s["status"]:
            break
        phase = s["status"].split("·")[1].strip()
        if s["onBoard"]:
            assert s["focus"] == "board" or s["focus"].startswith("choice:"), s   # focus kept
            page.keyboard.press("ArrowRight")
            assert page.evaluate(STATE)["focus"].startswith("choice:")
            page.keyboard.press("Enter")
            used["board"].add(phase)
        else:
            for _ in range(4):        # back to the option list (one Tab stop; the hint panel may be between)
                page.keyboard.press("Shift+Tab")
                if page.evaluate(STATE)["focus"].startswith("button:"):
                    break
            assert page.evaluate(STATE)["focus"].startswith("button:"), page.evaluate(STATE)
            page.keyboard.press("Enter")
            used["buttons"].add(phase)
        page.wait_for_function(f"() => Number(document.querySelector('{ROOT}').dataset.version) > {s['version']}",
                               timeout=30_000)
    else:
        pytest.fail("turn 1 did not end in 120 human decisions")
    print(used)
    assert {"Planning", "Execution"} <= used["board"], used

    # the new position, read in words: open "The board in words" by keyboard
    summary = page.locator(f"{ROOT} .ds-boardtext summary")
    summary.focus()
    page.keyboard.press("Enter")
    text = page.locator(f"{ROOT} .ds-boardtext-body").inner_text()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "keyboard-turn-text.txt").write_text(text)
    page.screenshot(path=str(ARTIFACTS / "keyboard-turn.png"))
    assert "Turn 2, Planning." in text
    status = page.evaluate(STATE)["status"]
    for animal, vp in re.findall(r"([A-Z][a-z]+) (\d+)", status.split("·", 2)[2]):
        assert re.search(rf"^{animal} \(player \d\): {vp} VP;", text, re.M), (animal, vp, text[:2000])
