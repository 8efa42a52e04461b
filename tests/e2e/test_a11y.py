"""axe-core on the widget in every mode (play, What if, practice, Present), in JupyterLab and in
marimo: no violation of impact serious or critical. The counts by impact go to the test log and to
artifacts/axe.json (read by benchmarks/audit_a11y.py)."""
from __future__ import annotations

import pytest
from a11y import audit, record, serious
from conftest import ARTIFACTS
from marimo_harness import marimo_page
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version

pytestmark = pytest.mark.e2e

THEMES = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}


def set_lab_theme(page, theme: str) -> None:
    page.evaluate(f"() => window.jupyterapp.commands.execute('apputils:change-theme', {{theme: '{THEMES[theme]}'}})")
    light = "true" if theme == "light" else "false"
    page.wait_for_function(f"() => document.body.dataset.jpThemeLight === '{light}'", timeout=30_000)


def check(page, key: str, selector: str = ROOT) -> None:
    result = audit(page, selector)
    record(key, result, ARTIFACTS)
    assert serious(result) == [], f"{key}: {serious(result)}"


def shot(page, name: str) -> None:
    """The widget at the top of the window, as a teacher projects it (docs/accessibility.md)."""
    page.locator(ROOT).evaluate("e => e.scrollIntoView({block: 'start'})")
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


@pytest.mark.parametrize("theme", list(THEMES))
def test_every_mode_in_jupyterlab(page, lab, theme):
    page.set_viewport_size({"width": 1366, "height": 768})        # a classroom projector
    notebook(lab.root / f"axe-{theme}.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "DominantSpeciesWidget(players=['human'] * 4, seed=7)",
    ])
    open_and_run(page, lab, f"axe-{theme}.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    wait_version(page, ROOT, 0)
    set_lab_theme(page, theme)
    page.evaluate("() => { const s = window.jupyterapp.shell; if (!s.leftCollapsed) s.collapseLeft(); }")
    page.wait_for_selector(f'{ROOT}[data-theme="{theme}"]', timeout=30_000)
    check(page, f"jupyterlab/play/{theme}")
    # the coach's hint open too: its panel is part of play
    page.click(f'{ROOT} [data-action="hint"]')
    page.wait_for_selector(f"{ROOT}[data-hinted]", timeout=60_000)
    check(page, f"jupyterlab/hint/{theme}")
    shot(page, f"a11y-play-{theme}.png")
    page.click(f'{ROOT} [data-action="explore"]')
    page.wait_for_selector(f'{ROOT}[data-mode="explore"]')
    check(page, f"jupyterlab/whatif/{theme}")
    page.click(f'{ROOT} [data-action="explore-discard"]')
    page.wait_for_selector(f'{ROOT}[data-mode="play"]')
    page.click(f'{ROOT} [data-action="practice"]')
    page.wait_for_selector(f"{ROOT}[data-mode='practice'] .ds-question")
    check(page, f"jupyterlab/practice/{theme}")
    page.click(f'{ROOT} [data-action="practice-leave"]')
    page.wait_for_selector(f'{ROOT}[data-mode="play"]')
    page.click(f'{ROOT} [data-action="presentation"]')
    page.wait_for_selector(f"{ROOT}.ds-presentation .ds-pic-board svg")
    check(page, f"jupyterlab/present/{theme}")
    shot(page, f"a11y-present-{theme}.png")


def test_play_in_marimo(browser_ctx, tmp_path):
    with marimo_page(browser_ctx, tmp_path / "mo") as page:
        check(page, "marimo/play/light", ".ds-widget")


@pytest.mark.parametrize("theme", list(THEMES))
def test_review_mode_in_jupyterlab(page, lab, theme):
    """The review: its panel with the progress and the counts, the marks on the history, a mistake
    on show with its reasons, and a new try graded."""
    from test_review_in_lab import PLAYED
    page.set_viewport_size({"width": 1366, "height": 768})
    notebook(lab.root / f"axe-review-{theme}.ipynb", [PLAYED])
    open_and_run(page, lab, f"axe-review-{theme}.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    set_lab_theme(page, theme)
    page.wait_for_selector(f'{ROOT}[data-theme="{theme}"]', timeout=30_000)
    page.click(f'{ROOT} [data-action="review"]')
    page.wait_for_selector(f'{ROOT} .ds-review[data-state="done"]', timeout=120_000)
    check(page, f"jupyterlab/review/{theme}")
    page.click(f'{ROOT} [data-action="review-next"]')
    page.wait_for_selector(f'{ROOT}[data-mode="review"] .ds-review-current')
    check(page, f"jupyterlab/review-mistake/{theme}")
    page.locator(f"{ROOT} .ds-option:not([disabled])").first.click()
    page.wait_for_selector(f"{ROOT} .ds-review-tried")
    check(page, f"jupyterlab/review-tried/{theme}")
    shot(page, f"review-{theme}.png")
