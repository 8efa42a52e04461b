"""``./tools/lesson.sh`` as the README gives it: JupyterLab opening lesson 1 with its kernel running
— no "Select Kernel" dialog, no news question — in Debian's headless Chromium; lesson.sh printing only
how to stop it and the lesson's URL, also while the lesson is open; the course left as it was."""
from __future__ import annotations

import pytest
from conftest import ARTIFACTS

from tests.lesson_sh import changes, lesson_sh, repository_state, unexpected

pytestmark = pytest.mark.e2e


@pytest.fixture
def lesson_sh_run(tmp_path):
    # the browser test needs the app object (window.jupyterapp) to read the kernel's state
    before = repository_state()
    with lesson_sh(tmp_path, "--LabApp.expose_app_in_browser=True") as run:
        yield run, before


def test_lesson_sh_opens_lesson_one_running_without_a_question(lesson_sh_run, browser_ctx):
    run, before = lesson_sh_run
    assert run.url.wait(timeout=900), "lesson.sh printed no URL:\n" + "\n".join(run.lines[-40:])
    url = run.address()

    page = browser_ctx.new_page()
    page.set_default_timeout(30_000)
    try:
        page.goto(url, wait_until="domcontentloaded")
        page.wait_for_selector(".jp-NotebookPanel .jp-Cell", timeout=90_000)
        # the kernel the notebook names is started and reaches idle without anybody choosing it;
        # a "Select Kernel" dialog would wait for an answer, so whichever comes first ends the wait
        state = page.wait_for_function("""() => {
            if (document.querySelector('.jp-Dialog')) return 'dialog';
            const w = window.jupyterapp && window.jupyterapp.shell.currentWidget;
            const s = w && w.sessionContext;
            const k = s && s.session && s.session.kernel;
            return !!k && k.status === 'idle' && k.connectionStatus === 'connected' && k.name;
        }""", timeout=120_000).json_value()
        assert state == "python3", page.locator(".jp-Dialog").all_inner_texts()
        assert page.locator(".jp-Dialog").count() == 0
        toasts = page.locator(".Toastify__toast").all_inner_texts()
        assert not [t for t in toasts if "news" in t.lower() or "update" in t.lower()], toasts
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "lesson_sh_lesson1.png"))
    finally:
        page.close()
    # only how to stop and the URL, also with the lesson open in a browser and its kernel running
    # (tests/test_lesson_sh_output.py: every line it may print); the course is as it was
    assert run.stop() == 0
    assert not unexpected(run.lines), "lesson.sh printed:\n" + "\n".join(run.lines)
    assert not changes(before, repository_state())
