"""The README's Python quick start runs as written."""
from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_python_snippet_runs():
    text = (ROOT / "README.md").read_text()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert blocks, "the README has a Python quick start"
    namespace: dict = {}
    exec(compile(blocks[0], "README.md", "exec"), namespace)
    assert namespace["g"].ply == 1


def test_readme_names_the_test_command_that_ci_runs():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    assert "./tools/test.sh" in readme and "./tools/test.sh" in ci
    assert "./tools/lesson.sh" in readme


def test_lesson_sh_opens_the_first_lesson_the_readme_names():
    """``./tools/lesson.sh`` starts JupyterLab on the lesson the README promises, and that lesson exists."""
    script = (ROOT / "tools" / "lesson.sh").read_text()
    readme = (ROOT / "README.md").read_text()
    lesson = re.search(r'^LESSON="([^"]+)"', script, flags=re.M).group(1)
    assert (ROOT / lesson).is_file(), lesson
    assert f"`{lesson}`" in readme
    # the printed URL opens the lesson itself, in the learner's working copy (tools/lesson.py)
    assert 'tools/lesson.py prepare "$LESSON"' in script and 'tools/lesson.py announce $$ "$LESSON"' in script
