"""``./tools/lesson.sh`` says only what a teacher needs: how to stop it and the lesson's URL, and
nothing else while the lesson is read, its kernel started and spoken to, and the notebook saved —
no "No web browser found", no JupyterLab banner, no "not trusted", no warning about a kernel
over TCP or about websocket pings. And the lesson it opens is the learner's working copy: the course
in the repository is left as it was. (A browser opening the lesson: tests/e2e/test_lesson_sh.py.)"""
from __future__ import annotations

import json
import stat

import pytest

from tests.lesson_sh import changes, lesson_sh, repository_state, unexpected


@pytest.mark.parametrize("browser", [False, True], ids=["no-browser", "fake-browser"])
def test_lesson_sh_prints_the_url_and_how_to_stop_only(tmp_path, browser):
    opened = tmp_path / "opened.html"
    fake = None
    if browser:       # a browser that keeps the page JupyterLab asks it to open (a redirect to the lesson)
        fake = tmp_path / "fake-browser"
        fake.write_text(f'#!/bin/sh\ncat "${{1#file://}}" > {opened}\n', encoding="utf-8")
        fake.chmod(fake.stat().st_mode | stat.S_IXUSR)
    before = repository_state()
    with lesson_sh(tmp_path, browser=str(fake) if fake else None) as run:
        assert run.url.wait(timeout=900), "lesson.sh printed no URL:\n" + "\n".join(run.lines[-40:])
        run.use_lesson()
        status = run.stop()
    assert status == 0, "\n".join(run.lines[-40:])
    assert not unexpected(run.lines), "lesson.sh printed:\n" + "\n".join(run.lines)
    assert run.lines[-1] == run.address(), "the URL comes last:\n" + "\n".join(run.lines)
    if browser:
        assert "lab/tree/en/01_setup_and_goal.ipynb" in opened.read_text(encoding="utf-8")
    else:
        assert not opened.exists()
    # the lesson opened, ran and was saved in the working copy; the course is as it was
    copy = json.loads((run.workspace / "en" / "01_setup_and_goal.ipynb").read_text(encoding="utf-8"))
    assert copy["cells"]
    assert not changes(before, repository_state()), changes(before, repository_state())
