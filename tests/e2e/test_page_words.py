"""What a newcomer reads and hears on the page (issue 52), in a real JupyterLab: "What just
happened" reads a sentence a row with its number on the same line; a tile focused on the board is
named in words — its terrain, its place, who dominates it — not with its coordinates or the letters
drawn on it; the region beside the decision, which holds the review and the hint, is named for
what it holds. In English, Italian and German, from the catalogs."""
from __future__ import annotations

import random
import re

import pytest
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version

from ds_widget import Game
from ds_widget.engine.hexmap import parse_hex
from ds_widget.explain import msg, name
from ds_widget.explain.position import tile_name

pytestmark = pytest.mark.e2e

LANGS = ("en", "it", "de")
LANG_SELECT = f"{ROOT} .ds-toolbar select.ds-select:not(.ds-scenarios)"

#: each narration row: where its number and the first letter of its sentence stand, and how many
#: lines the sentence takes
ROWS = f"""() => [...document.querySelectorAll('{ROOT} .ds-narration li')].map((li) => {{
  const num = li.querySelector('.ds-num').getBoundingClientRect();
  const b = li.querySelector('.ds-rowbtn');
  const r = document.createRange();
  r.setStart(b.firstChild, 0); r.setEnd(b.firstChild, 1);
  const first = r.getBoundingClientRect();
  return {{ text: li.textContent, numTop: num.top, firstTop: first.top, line: first.height,
            lines: Math.round(b.getBoundingClientRect().height / first.height) }};
}})"""


def test_each_narration_sentence_stands_beside_its_number(page, lab):
    """A sentence too long for one line wraps under itself; it never drops below its number."""
    page.set_viewport_size({"width": 760, "height": 1000})      # a narrow notebook: sentences wrap
    notebook(lab.root / "narration.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(players=['human'] * 4, seed=1)\n"
        "w",
    ])
    open_and_run(page, lab, "narration.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    page.evaluate("() => { const s = window.jupyterapp.shell; if (!s.leftCollapsed) s.collapseLeft(); }")
    wait_version(page, ROOT, 0)
    page.locator(f'{ROOT} .ds-boardview [data-choice="space:speciation.1"]').first.click()
    wait_version(page, ROOT, 1)
    rows = page.evaluate(ROWS)
    assert rows, "no narration"
    assert any(r["lines"] >= 2 for r in rows), f"no sentence wraps at this width: the check proves nothing {rows}"
    for r in rows:
        assert abs(r["numTop"] - r["firstTop"]) < r["line"] / 2, f"the sentence starts below its number: {r}"


def tile_decision_game() -> Game:
    """A game of turn 2 or later whose pending decision is a choice among tiles."""
    g = Game.new(players=4, seed=4)
    r = random.Random(4)
    while not (g.state.turn >= 2 and any(o.kind == "tile" for o in g.options)):
        g.choose(r.choice(g.options).id)
    return g


TILE_GAME = ("import random\n"
             "from ds_widget import DominantSpeciesWidget, Game\n"
             "g = Game.new(players=4, seed=4)\n"
             "r = random.Random(4)\n"
             "while not (g.state.turn >= 2 and any(o.kind == 'tile' for o in g.options)):\n"
             "    g.choose(r.choice(g.options).id)\n"
             "w = DominantSpeciesWidget(players=['human'] * 4, game=g)\n"
             "w")


#: the first line of an aria snapshot: `- button "the name"` (quoted as `- 'button "…"'` when it holds a colon)
NAMED = re.compile(r'''- '?\w+ "((?:[^"\\]|\\.)*)"''')


def accessible_name(page, selector: str) -> str:
    """The accessible name the browser computes (Playwright's aria snapshot: `- button "…"`)."""
    snap = page.locator(selector).aria_snapshot()
    found = NAMED.match(snap)
    assert found, snap
    return found.group(1)


def test_a_focused_tile_is_named_in_words(page, lab):
    """Arrow keys on the board reach a tile of the decision; its name is its terrain, its place in
    words and who dominates it — no coordinates, none of the letters drawn on it — in each language."""
    g = tile_decision_game()
    notebook(lab.root / "tiles.ipynb", [TILE_GAME])
    open_and_run(page, lab, "tiles.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    wait_version(page, ROOT, 0)
    page.locator(f"{ROOT} .ds-boardview").focus()
    focused = f"{ROOT} .ds-boardview [data-choice]:focus"
    for _ in range(len(g.options)):
        page.keyboard.press("ArrowRight")
        if (page.locator(focused).get_attribute("data-choice") or "").startswith("tile:"):
            break
    choice = page.locator(focused).get_attribute("data-choice")
    assert choice.startswith("tile:"), choice
    h = parse_hex(choice[5:])
    drawn = page.locator(focused).text_content()
    for lang in LANGS:
        if lang != "en":
            page.select_option(LANG_SELECT, lang)
        want = tile_name(g.state, h, lang)
        page.wait_for_function("([sel, want]) => document.querySelector(sel)?.getAttribute('aria-label') === want",
                               arg=[f'{ROOT} .ds-boardview [data-choice="{choice}"]', want], timeout=20_000)
        said = accessible_name(page, f'{ROOT} .ds-boardview [data-choice="{choice}"]')
        assert said == want, (lang, said)
        assert not re.search(r"\d", said), f"coordinates or numbers in the name: {said}"
        assert drawn.strip() and drawn.strip()[:8] not in said, f"the drawn text in the name: {said}"
        dom = g.state.tiles[h].dominant
        who = str(name("animal", dom, lang)) if dom else None
        assert who is None or who.lower() in said.lower(), (said, who)


def test_the_region_beside_the_decision_is_named_for_what_it_holds(page, lab):
    """The region holds the practice's progress, the review, the hint, a preview and why: its name
    says so (the catalogs' words), never "Hint" alone; with a hint on show too."""
    notebook(lab.root / "assist.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(players=['human'] * 4, seed=2)\n"
        "w",
    ])
    open_and_run(page, lab, "assist.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    wait_version(page, ROOT, 0)
    page.click(f'{ROOT} [data-action="hint"]')
    page.wait_for_selector(f"{ROOT}[data-hinted]", timeout=60_000)
    region = f"{ROOT} .ds-assist"
    assert page.locator(f"{region} .ds-review").count() == 1 and page.locator(f"{region} .ds-hint").count() == 1
    for lang in LANGS:
        if lang != "en":
            page.select_option(LANG_SELECT, lang)
        want = msg("ui.a11y.assist", lang)
        page.wait_for_function("([sel, want]) => document.querySelector(sel)?.getAttribute('aria-label') === want",
                               arg=[region, want], timeout=20_000)
        assert page.locator(region).get_attribute("role") == "region"
        said = accessible_name(page, region)
        assert said == want and said != msg("ui.hint", lang), (lang, said)
