"""The widget in marimo's own view (``marimo run``, ``mo.ui.anywidget``), in Debian's Chromium.

marimo once showed "[object Object]" where the board belongs (a ``str`` subclass in a trait reached
it as ``{}``): here the board must be a real SVG picture, and a click on the board itself must play
the option it shows and bring the new board.
"""
from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from marimo_harness import marimo_page

pytestmark = pytest.mark.e2e


def test_board_shown_and_clicked_in_marimo(browser_ctx, tmp_path):
    with marimo_page(browser_ctx, tmp_path / "mo") as page:
        root = page.locator(".ds-widget")
        board = root.locator(".ds-boardview > svg")
        assert "[object Object]" not in root.locator(".ds-boardview").inner_text()
        assert board.evaluate("s => s.getBBox().width") > 500        # a picture, drawn
        before = board.evaluate("s => s.outerHTML")
        # a space of the action display on the board itself, not its button
        space = board.locator("[data-choice]").first
        label = space.get_attribute("data-choice")
        space.click()
        page.locator('.ds-widget[data-version="1"]').wait_for(timeout=30_000)
        assert root.locator(".ds-narration").inner_text().strip(), "no narration after the click"
        assert board.evaluate("s => s.outerHTML") != before, f"board unchanged after choosing {label}"
        assert board.locator(f'[data-choice="{label}"]').count() == 0   # that space is taken
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "marimo-after-click.png"))
