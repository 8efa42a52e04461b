"""The widget in Jupyter Notebook 7 (the ``notebook`` package, beside JupyterLab's and marimo's tests),
in Debian's headless Chromium: the play lesson (lesson 9, English) opened and run whole, the board
drawn, a click on the board plays its option, and Hint answers with one of the legal options.

Notebook 7 is built from JupyterLab's parts but is its own application, with its own page per
notebook (``/notebooks/…``): the widget's front end must load and talk to the kernel there too.
"""
from __future__ import annotations

import os
import re
import shutil
import sys
import uuid

import pytest
from conftest import ARTIFACTS, PROJECT_ROOT, _free_port, serve

pytestmark = pytest.mark.e2e

LESSON = "09_play_a_game.ipynb"
WIDGET = ".jp-NotebookPanel:not(.lm-mod-hidden) .ds-widget"
#: a human seat must decide: its option buttons are enabled (bots' are shown disabled)
HUMAN_TURN = f"{WIDGET} .ds-option:not([disabled])"


@pytest.fixture(scope="module")
def notebook7(tmp_path_factory):
    """``jupyter notebook`` (Notebook 7) on a free port of 127.0.0.1, settings and runtime files in
    temporary folders, the play lesson in its root; always shut down with its kernels."""
    root = tmp_path_factory.mktemp("nb7root")
    home = tmp_path_factory.mktemp("nb7home")
    shutil.copy(PROJECT_ROOT / "notebooks" / "en" / LESSON, root / LESSON)
    token = uuid.uuid4().hex
    port = _free_port()
    env = dict(os.environ)
    env.update({
        "PYTHONPATH": os.pathsep.join([str(PROJECT_ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep),
        "JUPYTER_CONFIG_DIR": str(home / "config"), "JUPYTER_RUNTIME_DIR": str(home / "runtime"),
        "JUPYTER_DATA_DIR": str(home / "data"), "IPYTHONDIR": str(home / "ipython"),
        "JUPYTER_PLATFORM_DIRS": "1",
    })
    cmd = [sys.executable, "-m", "notebook", "--no-browser", "--ip=127.0.0.1", f"--port={port}",
           "--ServerApp.port_retries=0", f"--IdentityProvider.token={token}", "--ServerApp.password=",
           f"--ServerApp.root_dir={root}",
           "--JupyterNotebookApp.expose_app_in_browser=True",      # window.jupyterapp -> commands API
           f"--JupyterNotebookApp.user_settings_dir={home / 'settings'}",
           f"--JupyterNotebookApp.workspaces_dir={home / 'workspaces'}"]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        cmd.append("--allow-root")
    yield from serve(cmd, root, env, port, token, home / "notebook.log", "jupyter notebook", "tree",
                     "notebook7_startup_s")


def history(page) -> tuple[int, int]:
    """(cursor, plies) as the widget's history heading shows them ('History 3 / 3')."""
    text = page.locator(f"{WIDGET} .ds-history .ds-h").text_content()
    cursor, plies = re.search(r"(\d+) / (\d+)", text).groups()
    return int(cursor), int(plies)


def test_the_play_lesson_in_notebook_7_a_click_plays_and_hint_answers(browser_ctx, notebook7):
    page = browser_ctx.new_page()
    page.set_default_timeout(30_000)
    console: list[str] = []
    page.on("console", lambda m: console.append(f"[{m.type}] {m.text}"))
    page.on("pageerror", lambda e: console.append(f"[pageerror] {e}"))
    try:
        page.goto(notebook7.url(f"notebooks/{LESSON}"), wait_until="domcontentloaded")
        # Notebook 7's own page, not JupyterLab's
        page.wait_for_function("() => window.jupyterapp && window.jupyterapp.name === 'Jupyter Notebook'",
                               timeout=90_000)
        page.wait_for_function("""() => {
            const w = window.jupyterapp.shell.currentWidget;
            const k = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
            return !!k && k.status === 'idle' && k.connectionStatus === 'connected';
        }""", timeout=90_000)
        page.evaluate("() => { void window.jupyterapp.commands.execute('notebook:run-all-cells'); }")
        # every code cell has run: numbered prompts, none queued, the kernel idle again
        page.wait_for_function("""() => {
            const w = window.jupyterapp.shell.currentWidget;
            const prompts = [...document.querySelectorAll('.jp-NotebookPanel .jp-CodeCell .jp-InputPrompt')];
            return prompts.length > 0 && prompts.every(e => /^\\[\\d+\\]:$/.test(e.textContent.trim()))
                && w.sessionContext.session.kernel.status === 'idle';
        }""", timeout=180_000)

        # the board: a picture drawn, the learner's turn (the lesson leaves the first move to them)
        board = page.locator(f"{WIDGET} .ds-boardview svg").first
        board.wait_for(timeout=30_000)
        assert board.evaluate("s => s.getBBox().width") > 500
        page.wait_for_selector(HUMAN_TURN)

        # a click on the board plays its option: the history names it, the board changes
        cursor, _ = history(page)
        before_svg = page.locator(f"{WIDGET} .ds-boardview").inner_html()
        version = page.locator(WIDGET).get_attribute("data-version")
        choice = page.locator(f"{WIDGET} .ds-boardview [data-choice]").first
        option_id = choice.get_attribute("data-choice")
        label = page.locator(f'{WIDGET} .ds-option[data-choice="{option_id}"]').inner_text()
        choice.dispatch_event("click")          # on the shape itself: labels lie over it
        page.wait_for_function(f"v => document.querySelector('{WIDGET}').dataset.version !== v", arg=version)
        assert history(page)[0] > cursor
        assert page.locator(f"{WIDGET} .ds-boardview").inner_html() != before_svg
        assert label in page.locator(f"{WIDGET} .ds-log").inner_text()
        assert page.locator(f"{WIDGET} .ds-error").is_hidden()

        # the bots answer by themselves; then Hint names one of the learner's legal options
        page.wait_for_selector(HUMAN_TURN, timeout=60_000)
        labels = [x.strip() for x in page.locator(f"{WIDGET} .ds-option:not([disabled])").all_text_contents()]
        assert labels and all(labels), f"the learner's options have no labels: {labels}"
        page.locator(f'{WIDGET} [data-action="hint"]').click()
        page.wait_for_selector(f"{WIDGET} .ds-hint .ds-h", timeout=60_000)
        text = page.locator(f"{WIDGET} .ds-hint").inner_text()
        assert any(x in text for x in labels), text
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.locator(WIDGET).scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "notebook7-hint.png"))
    except Exception:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "FAILED-notebook7.png"))
        print("---- browser console ----\n" + "\n".join(console[-60:]))
        print("---- notebook log ----\n" + notebook7.log_tail())
        raise
    finally:
        page.close()
