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


NUMBERS = {"twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17,
           "eighteen": 18, "nineteen": 19, "twenty": 20}


def test_readme_counts_the_lessons_there_are():
    """Issue 50: the README said "thirteen lessons" when there were fourteen."""
    said = re.findall(r"a course of (\w+) lessons", (ROOT / "README.md").read_text())
    assert said, "the README says how many lessons the course has"
    lessons = len(list((ROOT / "lessons" / "en").glob("*.md")))
    assert [NUMBERS.get(w) for w in said] == [lessons] * len(said), (said, lessons)


def test_every_script_and_picture_the_readme_names_exists():
    """A figure's command names a script that is there; a picture the README shows is in docs/."""
    text = (ROOT / "README.md").read_text()
    named = set(re.findall(r"\b((?:benchmarks|tools)/[\w./-]+\.(?:py|sh|mjs))", text))
    named |= set(re.findall(r"\b(docs/[\w.-]+\.(?:png|md))", text))
    assert named, "the README names its scripts and pictures"
    missing = sorted(p for p in named if not (ROOT / p).is_file())
    assert not missing, f"the README names files that are not there: {missing}"
