"""Choosing the opponents on the page (issue 31), in a real JupyterLab: the "Who plays" panel lists
every seat with a labelled select of the ladder's levels and their ratings; choosing a level for
the seat that must decide makes a bot of that level play it at once, and the select says so.
"""
from __future__ import annotations

import re

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import ROOT, notebook, open_and_run

from ds_widget.bots.ratings import level_ratings

pytestmark = pytest.mark.e2e


def test_a_seat_is_given_to_a_bot_of_a_chosen_level(page, lab):
    notebook(lab.root / "seats.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(players=['human', 'human', 'human'], seed=3, bot_delay=0)\n"
        "w",
    ])
    open_and_run(page, lab, "seats.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    selects = page.locator(f"{ROOT} select.ds-seat-kind")
    assert selects.count() == 3
    # each select is named by its label: the seat and its animals
    labels = [page.locator(f"{ROOT} label.ds-seat").nth(i).text_content() for i in range(3)]
    assert all(re.match(rf"Seat {i + 1}: \w", text) for i, text in enumerate(labels)), labels
    # the levels come with their ratings, as bots/ratings.json has them
    novice = round(level_ratings()["novice"]["rating"])
    texts = selects.first.locator("option").all_text_contents()
    assert f"novice bot · {novice}" in texts and texts[0] == "human", texts

    # the decision panel names who decides: "Mammals · player 2 · human"
    who = page.locator(f"{ROOT} .ds-decision").text_content()
    seat = int(re.search(r"player (\d) · human", who).group(1)) - 1
    before = page.locator(f"{ROOT} .ds-history .ds-h").text_content()
    page.screenshot(path=str(ARTIFACTS / "seats-before.png"))
    selects.nth(seat).focus()
    selects.nth(seat).select_option("novice")
    # the novice bot takes that seat's decision by itself: the history grows
    page.wait_for_function(f"""([before]) => {{
        const h = document.querySelector('{ROOT} .ds-history .ds-h');
        return h && h.textContent !== before; }}""", arg=[before], timeout=60_000)
    assert page.locator(f"{ROOT} select.ds-seat-kind").nth(seat).input_value() == "novice"
    page.screenshot(path=str(ARTIFACTS / "seats-after.png"))
