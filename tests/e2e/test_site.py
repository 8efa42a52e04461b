"""The no-install classroom: the lessons in the static JupyterLite site, Python running in the browser (Pyodide).

The site is built by ``./tools/site.sh`` (rebuilt here when older than its sources), served from
127.0.0.1 by a plain static file server, and opened in Debian's headless Chromium with a fresh
profile and every other address refused. A student's steps: open the play lesson (09), Run All,
click a legal option on the board; then the bots, Hint, What if, Save (a download) and Load (the
file chooser); and lesson 1, run whole, shows its boards and tables without an error.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import pytest
from conftest import ARTIFACTS
from site_harness import (
    BOARD,
    FIRST_LESSON,
    HUMAN_TURN,
    LESSON_BOARD,
    PLAY_LESSON,
    WIDGET,
    SiteServer,
    ensure_site,
    history,
    launch,
    lesson_path,
    open_and_run,
    wait_until_cells_ran,
)

pytestmark = pytest.mark.e2e


@dataclass
class Lesson:
    page: object
    server: SiteServer
    refused: list[str]
    console: list[str] = field(default_factory=list)


def test_lesson_one_runs_whole_in_the_browser(tmp_path_factory, playwright):
    """The first lesson a student opens, in a fresh profile: every cell runs in Pyodide, boards and
    tables appear, no error, nothing fetched from another address. (First in this file, so that it
    runs before the play lesson's browser is opened: one student, one browser.)"""
    site = ensure_site()
    with SiteServer(site) as server:
        ctx, refused = launch(playwright, tmp_path_factory.mktemp("site-profile-1"), server)
        try:
            page = ctx.new_page()
            page.set_default_timeout(30_000)
            try:
                open_and_run(page, server.lesson_url(lesson_path(site, FIRST_LESSON)), board=LESSON_BOARD)
                wait_until_cells_ran(page)
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "FAILED-site-lesson1.png"))
                raise
            texts = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output").all_inner_texts()
            assert not [t for t in texts if "Traceback" in t or "Error" in t], texts
            assert page.locator(LESSON_BOARD).count() >= 1
            assert_one_early_python(page)
            tables = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-OutputArea-output table")
            assert tables.count() >= 3
            ARTIFACTS.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "site-lesson1.png"))
        finally:
            ctx.close()
    assert refused == [], f"requests to other addresses (refused): {refused}"


def assert_one_early_python(page) -> None:
    """The lesson opened by its address had its Python started while JupyterLab loaded (the site's
    plugin, site/early_kernel), the notebook runs on that session, and the page holds one Python."""
    early, notebook, kernels, sessions = page.evaluate("""async () => {
        const m = window.jupyterapp.serviceManager;
        await m.kernels.refreshRunning();
        await m.sessions.refreshRunning();
        return [performance.getEntriesByName('ds-widget:early-kernel').map(e => e.detail.session),
                window.jupyterapp.shell.currentWidget.sessionContext.session.id,
                [...m.kernels.running()].length, [...m.sessions.running()].length];
    }""")
    assert early == [notebook], f"the notebook's session {notebook} is not the one started early: {early}"
    assert (kernels, sessions) == (1, 1), f"{kernels} kernels and {sessions} sessions in the page"


@pytest.fixture(scope="module")
def lesson(tmp_path_factory, playwright):
    """The play lesson of the site, opened and run in a fresh browser profile."""
    site = ensure_site()
    with SiteServer(site) as server:
        ctx, refused = launch(playwright, tmp_path_factory.mktemp("site-profile"), server)
        try:
            page = ctx.new_page()
            page.set_default_timeout(30_000)
            les = Lesson(page, server, refused)
            page.on("console", lambda m: les.console.append(f"[{m.type}] {m.text}"))
            page.on("pageerror", lambda e: les.console.append(f"[pageerror] {e}"))
            try:
                open_and_run(page, server.lesson_url(lesson_path(site, PLAY_LESSON)))
                wait_until_cells_ran(page)    # the lesson's last cell may play for the human seat
            except Exception:
                ARTIFACTS.mkdir(parents=True, exist_ok=True)
                page.screenshot(path=str(ARTIFACTS / "FAILED-site-play-lesson.png"))
                print("---- browser console ----\n" + "\n".join(les.console[-60:]))
                raise
            yield les
        finally:
            ctx.close()


@pytest.fixture
def page(lesson, request):
    """The lesson's page; on a failure a screenshot and the browser console are kept."""
    yield lesson.page
    rep = getattr(request.node, "rep_call", None)
    if rep is not None and rep.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        lesson.page.screenshot(path=str(ARTIFACTS / f"FAILED-{request.node.name}.png"))
        print("---- browser console ----\n" + "\n".join(lesson.console[-60:]))
        print("---- requests served ----\n" + "\n".join(lesson.server.served[-60:]))


def version(page) -> str:
    return page.locator(WIDGET).get_attribute("data-version")


def wait_version_change(page, before: str) -> None:
    page.wait_for_function(f"v => document.querySelector('{WIDGET}').dataset.version !== v", arg=before)


def no_error(page) -> None:
    error = page.locator(f"{WIDGET} .ds-error")
    assert error.is_hidden(), error.inner_text()


def no_outside_requests(lesson: Lesson) -> None:
    assert lesson.refused == [], f"requests to other addresses (refused): {lesson.refused}"


def test_the_play_lesson_runs_in_the_browser_and_a_click_changes_the_board(lesson, page):
    # the lesson's Python is Pyodide, loaded from the site itself
    assert "Pyodide" in page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-NotebookPanel-toolbar").inner_text()
    served = "\n".join(lesson.server.served)
    assert "200 /static/pyodide/pyodide.asm.wasm" in served
    assert "/static/pyodide/ds_widget-" in served, "the ds_widget wheel did not come from the site"

    page.wait_for_selector(HUMAN_TURN)
    board = page.locator(f"{WIDGET} .ds-boardview")
    before_svg = board.inner_html()
    before_version = version(page)
    cursor, _ = history(page)
    choice = page.locator(f"{WIDGET} .ds-boardview [data-choice]").first
    option_id = choice.get_attribute("data-choice")
    label = page.locator(f'{WIDGET} .ds-option[data-choice="{option_id}"]').inner_text()
    choice.dispatch_event("click")           # on the shape itself: labels lie over it, and a hover preview
                                             # may move the board between a mouse move and the press
    wait_version_change(page, before_version)
    assert history(page)[0] > cursor
    assert board.inner_html() != before_svg
    assert label in page.locator(f"{WIDGET} .ds-log").inner_text()   # the history names the choice
    no_error(page)
    page.wait_for_selector(HUMAN_TURN)       # the bots have moved on to the human again
    page.locator(WIDGET).scroll_into_view_if_needed()
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "site-play-lesson.png"))
    no_outside_requests(lesson)


def test_bots_move_by_themselves(lesson, page):
    """Auto play: after the human's choice the bots decide on asyncio timers of the browser's Python."""
    page.wait_for_selector(HUMAN_TURN)
    human = page.locator(f"{WIDGET} .ds-who").inner_text().split(" · ")[0]
    cursor, _ = history(page)
    before = version(page)
    page.locator(f"{WIDGET} .ds-boardview [data-choice]").first.dispatch_event("click")
    wait_version_change(page, before)
    page.wait_for_function(f"""n => {{
        const root = document.querySelector('{WIDGET}');
        const m = root.querySelector('.ds-history .ds-h').textContent.match(/(\\d+) \\/ (\\d+)/);
        return m && +m[1] > n + 1 && root.querySelector('.ds-option:not([disabled])');
    }}""", arg=cursor)
    rows = page.locator(f"{WIDGET} .ds-log li").all_inner_texts()
    movers = {r.split(": ")[0].split(". ", 1)[1] for r in rows if int(r.split(".")[0]) > cursor + 1}
    assert movers - {human}, f"no bot moved after the human's choice: {rows}"
    no_outside_requests(lesson)


def test_hint_names_a_legal_option(lesson, page):
    page.wait_for_selector(HUMAN_TURN)
    labels = page.locator(f"{WIDGET} .ds-option").all_inner_texts()
    page.locator(f'{WIDGET} [data-action="hint"]').click()
    page.wait_for_selector(f"{WIDGET} .ds-hint .ds-h")
    text = page.locator(f"{WIDGET} .ds-hint").inner_text()
    assert any(label in text for label in labels), text
    no_outside_requests(lesson)


def test_what_if_edits_a_copy_and_discarding_restores_the_game(lesson, page):
    page.wait_for_selector(HUMAN_TURN)
    options = page.locator(f"{WIDGET} .ds-option").evaluate_all("els => els.map(e => e.dataset.choice)")
    page.locator(f'{WIDGET} [data-action="explore"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="explore"] .ds-palette .ds-chip')
    board = page.locator(f"{WIDGET} .ds-boardview")
    before = board.inner_html()
    corner = page.locator(f'{WIDGET} .ds-boardview [data-target^="corner-"]').first
    corner.dispatch_event("click")            # the palette's default tool: put grass on that corner
    page.wait_for_function(f"s => document.querySelector('{WIDGET} .ds-boardview').innerHTML !== s", arg=before)
    page.locator(f'{WIDGET} [data-action="explore-discard"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="play"] .ds-option')
    after = page.locator(f"{WIDGET} .ds-option").evaluate_all("els => els.map(e => e.dataset.choice)")
    assert after == options
    no_outside_requests(lesson)


def test_save_downloads_the_record_and_load_reads_it_back(lesson, page, tmp_path):
    page.wait_for_selector(HUMAN_TURN)
    saved_at, _ = history(page)
    with page.expect_download() as info:
        page.locator(f'{WIDGET} [data-action="save"]').click()
    path = tmp_path / info.value.suggested_filename
    info.value.save_as(path)
    record = json.loads(path.read_text(encoding="utf-8"))
    assert record["format"] == "ds_widget.record"
    assert len(record["choices"]) == saved_at

    before = version(page)                    # play on, so that loading has something to undo
    page.locator(f"{WIDGET} .ds-boardview [data-choice]").first.dispatch_event("click")
    wait_version_change(page, before)
    page.wait_for_function(f"""n => {{
        const m = document.querySelector('{WIDGET} .ds-history .ds-h').textContent.match(/(\\d+) \\//);
        return m && +m[1] > n;
    }}""", arg=saved_at)

    before = version(page)
    page.locator(f"{WIDGET} input[type=file]").set_input_files(str(path))
    wait_version_change(page, before)
    page.wait_for_function(f"""n => {{
        const m = document.querySelector('{WIDGET} .ds-history .ds-h').textContent.match(/(\\d+) \\/ (\\d+)/);
        return m && +m[1] === n && +m[2] === n;
    }}""", arg=saved_at)
    no_error(page)
    page.wait_for_selector(BOARD)
    no_outside_requests(lesson)


def test_practice_works_in_the_browsers_python(lesson, page):
    """Practice on the no-install site: a question drawn by Pyodide, answered, graded and
    explained, and back to the game as it was."""
    page.wait_for_selector(HUMAN_TURN)
    options = page.locator(f"{WIDGET} .ds-option").evaluate_all("els => els.map(e => e.dataset.choice)")
    before = version(page)
    page.locator(f'{WIDGET} [data-action="practice"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="practice"] .ds-question', timeout=60_000)
    assert page.locator(f"{WIDGET} .ds-question").inner_text().strip()
    wait_version_change(page, before)
    before = version(page)
    number = page.locator(f"{WIDGET} .ds-number")
    on_board = page.locator(f'{WIDGET} .ds-boardview [data-choice^="answer:"]')
    if number.count():                                    # a number: typed
        number.fill("3")
        number.press("Enter")
    elif page.locator(f'{WIDGET} [data-action="practice-check"]').count():   # all of a set: pick, Check
        (on_board.first if on_board.count() else page.locator(f"{WIDGET} [data-answer]").first).dispatch_event("click")
        wait_version_change(page, before)
        page.locator(f'{WIDGET} [data-action="practice-check"]').click()
    else:                                                 # one answer: a click grades it
        (on_board.first if on_board.count() else page.locator(f"{WIDGET} [data-answer]").first).dispatch_event("click")
    page.wait_for_selector(f"{WIDGET} .ds-grade .ds-headline", timeout=60_000)
    assert page.locator(f"{WIDGET} .ds-explanation .ds-line").count() >= 1
    no_error(page)
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / "site-practice.png"))
    page.locator(f'{WIDGET} [data-action="practice-leave"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="play"] .ds-option')
    after = page.locator(f"{WIDGET} .ds-option").evaluate_all("els => els.map(e => e.dataset.choice)")
    assert after == options
    no_outside_requests(lesson)


def test_a_review_runs_in_the_browsers_python(lesson, page):
    """The review on the no-install site: no processes there, so the browser's Python judges one
    decision per turn of its event loop; the page answers between them and the review ends."""
    page.wait_for_selector(HUMAN_TURN)
    before = version(page)
    page.locator(f"{WIDGET} .ds-boardview [data-choice]").first.dispatch_event("click")
    wait_version_change(page, before)
    page.wait_for_selector(HUMAN_TURN)                    # the bots have moved: the human again
    page.locator(f'{WIDGET} [data-action="review"]').click()
    page.wait_for_selector(f'{WIDGET} .ds-review[data-state="done"]', timeout=240_000)
    text = page.locator(f"{WIDGET} .ds-review").inner_text()
    assert "Review done" in text and page.locator(f"{WIDGET} .ds-review-counts span").count() >= 1, text
    no_error(page)
    no_outside_requests(lesson)


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_widget_passes_axe_on_the_site(lesson, page, theme):
    """axe-core on the play lesson's widget in the browser's Python, in play, What if, practice and
    Present, in JupyterLite's light and dark themes: nothing serious or critical."""
    from a11y import audit, record, serious

    names = {"light": "JupyterLab Light", "dark": "JupyterLab Dark"}
    page.evaluate(f"() => window.jupyterapp.commands.execute('apputils:change-theme', {{theme: '{names[theme]}'}})")
    page.wait_for_selector(f'{WIDGET}[data-theme="{theme}"] .ds-boardview svg', timeout=60_000)
    found = {}

    def check(mode):
        result = audit(page, WIDGET)
        record(f"site/{mode}/{theme}", result, ARTIFACTS)
        found[mode] = serious(result)

    check("play")
    page.locator(f'{WIDGET} [data-action="explore"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="explore"] .ds-palette .ds-chip', timeout=60_000)
    check("whatif")
    page.locator(f'{WIDGET} [data-action="explore-discard"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="play"] .ds-option', timeout=60_000)
    page.locator(f'{WIDGET} [data-action="practice"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="practice"] .ds-question', timeout=60_000)
    check("practice")
    page.locator(f'{WIDGET} [data-action="practice-leave"]').click()
    page.wait_for_selector(f'{WIDGET}[data-mode="play"] .ds-option', timeout=60_000)
    page.locator(f'{WIDGET} [data-action="presentation"]').click()
    page.wait_for_selector(f"{WIDGET}.ds-presentation .ds-pic-board svg", timeout=60_000)
    check("present")
    page.locator(f'{WIDGET} [data-action="presentation"]').click()            # back as it was
    page.wait_for_selector(f"{WIDGET}:not(.ds-presentation) .ds-boardview > svg", timeout=60_000)
    assert all(v == [] for v in found.values()), found
