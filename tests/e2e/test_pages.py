"""The lesson pages of the no-install site (tools/build_pages.py, site/page/): a lesson opens like a
web page, its words at once, its widget live when the page's Python (Pyodide in a Web Worker) is
ready — in Debian's Chromium, a fresh profile each, every other address refused (site_harness).

Lesson 1 (its page adds the start position's game live) and lesson 9 (the game against bots) in
en/it/de: the words, the link to JupyterLab, the live board, a click that plays; lesson 9 in
English: a whole turn by keyboard, and axe on the whole page; lesson 1: an exercise answered in the
page's Python and checked against its folded solution.
"""
from __future__ import annotations

import json
import re

import pytest
from a11y import audit, record, serious
from conftest import ARTIFACTS
from site_harness import FIRST_LESSON, PLAY_LESSON, SiteServer, ensure_site, launch

pytestmark = pytest.mark.e2e

ROOT = '[data-ds-slot="0"] .ds-widget'
LIVE_BOARD = '[data-ds-slot="0"][data-live] .ds-boardview svg'
CHOICE = '.ds-boardview [data-choice^="space:"]'


@pytest.fixture(scope="module")
def server():
    site = ensure_site()
    with SiteServer(site) as s:
        yield s


@pytest.fixture
def lesson_page(server, playwright, tmp_path_factory):
    """``open(lang, stem)``: a fresh profile's page on a lesson page, live board shown; afterwards
    no request left the site and the page logged no error."""
    ctx, refused = launch(playwright, tmp_path_factory.mktemp("pg"), server)    # short: a socket's path
    errors: list[str] = []

    def open_page(lang: str, stem: str):
        page = ctx.new_page()
        page.set_default_timeout(30_000)
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(f"{server.base}/pages/{lang}/{stem}.html")
        page.wait_for_selector(LIVE_BOARD, timeout=120_000)
        return page

    try:
        yield open_page
    finally:
        ctx.close()
    assert refused == [], f"requests to other addresses (refused): {refused}"
    assert errors == [], errors


def notebook_title(lang: str, stem: str) -> str:
    nb = json.loads((ensure_site() / "files" / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
    first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
    return "".join(first["source"]).splitlines()[0].lstrip("# ").strip()


def version(page) -> int:
    return int(page.locator(ROOT).get_attribute("data-version"))


@pytest.mark.parametrize("stem", [FIRST_LESSON, PLAY_LESSON])
@pytest.mark.parametrize("lang", ["en", "it", "de"])
def test_a_lesson_page_reads_at_once_then_plays(lesson_page, server, lang, stem):
    """The words are in the page as it arrives; the live board replaces the still picture; a click
    on a board choice plays (the widget's history grows by one decision)."""
    page = lesson_page(lang, stem)
    assert page.locator("html").get_attribute("lang") == lang
    assert page.locator(".ds-page-md h1").first.inner_text().strip() == notebook_title(lang, stem)
    lab = page.locator("a.ds-page-lab").get_attribute("href")
    path = re.search(r"path=([^&]+)", lab).group(1)
    assert (ensure_site() / "files" / path).is_file(), lab
    page.wait_for_function("document.body.dataset.python === 'ready'")
    assert page.locator('[data-ds-slot="0"] .ds-still').is_hidden()
    page.wait_for_selector(f"{ROOT} .ds-option:not([disabled])")        # the human decides (bots moved)
    before, plies = version(page), page.locator(f"{ROOT} .ds-history .ds-h").inner_text()
    page.locator(f"{ROOT} {CHOICE}").first.click()
    page.wait_for_function(f"Number(document.querySelector('{ROOT}').dataset.version) > {before}")
    after = page.locator(f"{ROOT} .ds-history .ds-h").inner_text()
    assert after != plies, (plies, after)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"page-{lang}-{stem}.png"))


STATE = f"""() => {{
  const root = document.querySelector('{ROOT}');
  const a = document.activeElement;
  return {{
    version: Number(root.dataset.version),
    status: root.querySelector('.ds-status').textContent,
    onBoard: root.querySelectorAll('.ds-boardview [role="button"]').length,
    focus: a === root.querySelector('.ds-boardview') ? 'board'
         : a && a.closest('.ds-boardview') ? 'choice:' + a.getAttribute('data-choice')
         : a && a.classList.contains('ds-option') ? 'button:' + a.dataset.choice : (a ? a.tagName : null),
  }};
}}"""


def test_a_whole_turn_by_keyboard(lesson_page):
    """Lesson 9's page, from the keyboard only: Tab from the top of the page to the board, then the
    learner's Planning and Execution decisions of turn 1 by arrow keys and Enter (Shift+Tab to the
    option list where the board offers nothing), until turn 2."""
    page = lesson_page("en", PLAY_LESSON)
    page.wait_for_selector(f"{ROOT} .ds-option:not([disabled])")
    page.locator("body").evaluate("b => b.focus()")
    for _ in range(200):
        page.keyboard.press("Tab")
        if page.evaluate(STATE)["focus"] == "board":
            break
    else:
        pytest.fail(f"Tab never reached the board: {page.evaluate(STATE)}")
    used: dict[str, set] = {"board": set(), "buttons": set()}
    for _ in range(120):
        page.wait_for_function(f"""() => {{ const r = document.querySelector('{ROOT}');
            return /Turn 2/.test(r.querySelector('.ds-status').textContent)
                || r.querySelectorAll('.ds-option:not([disabled])').length > 0; }}""", timeout=60_000)
        s = page.evaluate(STATE)
        if "Turn 2" in s["status"]:
            break
        phase = s["status"].split("·")[1].strip()
        if s["onBoard"]:
            for _ in range(60):      # after a choice in the option list: Tab forward to the board
                if s["focus"] == "board" or s["focus"].startswith("choice:"):
                    break
                page.keyboard.press("Tab")
                s = page.evaluate(STATE)
            assert s["focus"] == "board" or s["focus"].startswith("choice:"), s
            page.keyboard.press("ArrowRight")
            page.keyboard.press("Enter")
            used["board"].add(phase)
        else:
            for _ in range(4):
                page.keyboard.press("Shift+Tab")
                if page.evaluate(STATE)["focus"].startswith("button:"):
                    break
            assert page.evaluate(STATE)["focus"].startswith("button:"), page.evaluate(STATE)
            page.keyboard.press("Enter")
            used["buttons"].add(phase)
        page.wait_for_function(f"() => Number(document.querySelector('{ROOT}').dataset.version) > {s['version']}",
                               timeout=30_000)
    else:
        pytest.fail("turn 1 did not end in 120 decisions")
    assert {"Planning", "Execution"} <= used["board"], used


@pytest.mark.parametrize("stem", [PLAY_LESSON, FIRST_LESSON])
def test_axe_finds_nothing_serious_on_the_page(lesson_page, stem):
    """The whole page is ours (no host around it): axe on all of it, the live widget mounted and an
    exercise's solution open."""
    page = lesson_page("en", stem)
    page.wait_for_function("document.body.dataset.python === 'ready'")
    page.locator("details.ds-lesson-solution > summary").first.click()
    result = audit(page, "html")
    record(f"page/{stem}", result, ARTIFACTS)
    assert serious(result) == [], serious(result)


def test_an_exercise_answered_and_checked(lesson_page):
    """Lesson 1's second exercise: the learner checks the forest's scoring with the code the question
    names, run in the page's Python after the lesson's code; the folded solution (checked by the
    engine) gives the same VP. A mistyped answer shows Python's error, and the page goes on."""
    page = lesson_page("en", FIRST_LESSON)
    forms = page.locator("form.ds-page-try")
    assert forms.count() == 2
    form = forms.nth(1)
    form.locator("textarea").fill('lesson.scoring(game, "-1,9")')
    form.locator("button").click()
    page.wait_for_function("document.querySelectorAll('form.ds-page-try')[1].dataset.state === 'error'",
                           timeout=60_000)
    assert form.locator(".ds-page-error").inner_text().strip() != ""
    form.locator("textarea").fill('lesson.scoring(game, "-1,1")')
    form.locator("button").click()
    page.wait_for_function("document.querySelectorAll('form.ds-page-try')[1].dataset.state === 'done'",
                           timeout=60_000)
    answer = form.locator(".ds-page-answer").inner_text()
    solution = page.locator("details.ds-lesson-solution").nth(1)
    assert not solution.evaluate("d => d.open")                        # folded until the learner opens it
    solution.locator("summary").click()
    text = solution.inner_text()
    vps = re.findall(r"(\d+) VP", text)
    assert vps, text
    for vp in vps:
        assert re.search(rf"\b{vp}\b", answer), (vp, answer, text)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "page-exercise.png"), full_page=False)
