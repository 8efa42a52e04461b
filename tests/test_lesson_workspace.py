"""The learner's working copy of the course (tools/lesson.py, run by tools/lesson.sh): made from the
course, refreshed where the learner has not changed a lesson's text, the learner's own text and files
kept; the copies signed with the learner's own Jupyter secret."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import nbformat
import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("lesson_tool", ROOT / "tools" / "lesson.py")
lesson_tool = importlib.util.module_from_spec(_spec)
sys.modules["lesson_tool"] = lesson_tool         # its dataclass looks its module up there
_spec.loader.exec_module(lesson_tool)


def notebook(*sources: str, outputs: bool = False) -> str:
    nb = nbformat.v4.new_notebook()
    for text in sources:
        cell = nbformat.v4.new_code_cell(text)
        if outputs:
            cell.outputs = [nbformat.v4.new_output("stream", text="ran\n")]
            cell.execution_count = 1
        nb.cells.append(cell)
    return nbformat.writes(nb) + "\n"


@pytest.fixture
def course(tmp_path):
    folder = tmp_path / "course"
    (folder / "en").mkdir(parents=True)
    (folder / "en" / "01.ipynb").write_text(notebook("print(1)"), encoding="utf-8")
    (folder / "en" / "02.ipynb").write_text(notebook("print(2)"), encoding="utf-8")
    return folder


def test_the_first_start_copies_the_whole_course(course, tmp_path):
    work = tmp_path / "work"
    done = lesson_tool.sync(course, work)
    assert done.copied == ["en/01.ipynb", "en/02.ipynb"]
    assert (work / "en" / "01.ipynb").read_bytes() == (course / "en" / "01.ipynb").read_bytes()
    again = lesson_tool.sync(course, work)
    assert again.copied == [] and again.kept == [] and again.current == ["en/01.ipynb", "en/02.ipynb"]


def test_a_copy_only_run_follows_the_course_and_one_with_the_learners_text_is_kept(course, tmp_path):
    work = tmp_path / "work"
    lesson_tool.sync(course, work)
    (work / "en" / "01.ipynb").write_text(notebook("print(1)", outputs=True), encoding="utf-8")   # only run
    (work / "en" / "02.ipynb").write_text(notebook("print(2)", "my_answer = 3"), encoding="utf-8")
    (work / "en" / "worksheet-key.html").write_text("the learner's", encoding="utf-8")
    # the course unchanged: nothing is touched
    done = lesson_tool.sync(course, work)
    assert done.copied == [] and done.kept == []
    assert "ran" in (work / "en" / "01.ipynb").read_text(encoding="utf-8")
    # the course changes both lessons: the copy that was only run follows, the learner's text is kept
    (course / "en" / "01.ipynb").write_text(notebook("print('one')"), encoding="utf-8")
    (course / "en" / "02.ipynb").write_text(notebook("print('two')"), encoding="utf-8")
    done = lesson_tool.sync(course, work)
    assert done.copied == ["en/01.ipynb"] and done.kept == ["en/02.ipynb"]
    assert (work / "en" / "01.ipynb").read_bytes() == (course / "en" / "01.ipynb").read_bytes()
    assert "my_answer = 3" in (work / "en" / "02.ipynb").read_text(encoding="utf-8")
    assert (work / "en" / "worksheet-key.html").read_text(encoding="utf-8") == "the learner's"
    # a copy deleted is made afresh
    (work / "en" / "02.ipynb").unlink()
    assert lesson_tool.sync(course, work).copied == ["en/02.ipynb"]


def test_without_its_record_a_copy_with_the_courses_text_is_adopted_and_any_other_kept(course, tmp_path):
    work = tmp_path / "work"
    lesson_tool.sync(course, work)
    (work / lesson_tool.MANIFEST).unlink()
    (work / "en" / "02.ipynb").write_text(notebook("print(2)", "mine"), encoding="utf-8")
    done = lesson_tool.sync(course, work)
    assert done.kept == ["en/02.ipynb"] and done.current == ["en/01.ipynb"]
    assert set(json.loads((work / lesson_tool.MANIFEST).read_text(encoding="utf-8"))) == {"en/01.ipynb"}


def test_a_lesson_is_named_by_its_place_in_the_course():
    assert lesson_tool.lesson_in_workspace("notebooks/it/01_setup_and_goal.ipynb") == "it/01_setup_and_goal.ipynb"
    assert lesson_tool.lesson_in_workspace(str(ROOT / "notebooks/de/09_play_a_game.ipynb")) == "de/09_play_a_game.ipynb"


def test_the_copies_are_signed_with_the_learners_secret(course, tmp_path, monkeypatch):
    from nbformat.sign import NotebookNotary

    def signed() -> list[bool]:
        notary = NotebookNotary()
        return [notary.check_signature(nbformat.read(p, as_version=4)) for p in sorted(work.glob("en/*.ipynb"))]

    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    work = tmp_path / "work"
    monkeypatch.setattr(lesson_tool, "COURSE", course)
    args = lesson_tool.prepare("notebooks/en/01.ipynb", work)
    assert f"--ServerApp.root_dir={work}" in args and "--LabApp.default_url=/lab/tree/en/01.ipynb" in args
    assert signed() == [False, False]
    assert lesson_tool.sign_copies(work, "en/01.ipynb") == ["en/01.ipynb", "en/02.ipynb"]
    assert signed() == [True, True]
    assert lesson_tool.sign_copies(work, "en/01.ipynb") == []          # once only
    # a copy the learner ran (JupyterLab signs what it saves) is not signed here; a new copy is
    (work / "en" / "02.ipynb").write_text(notebook("print(2)", outputs=True), encoding="utf-8")
    (course / "en" / "03.ipynb").write_text(notebook("print(3)"), encoding="utf-8")
    lesson_tool.prepare("notebooks/en/01.ipynb", work)
    assert lesson_tool.sign_copies(work, "en/01.ipynb") == ["en/03.ipynb"]
    # this user's signatures gone (a new Jupyter data folder): the course's copies are signed again
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "new-data"))
    assert lesson_tool.sign_copies(work, "en/01.ipynb") == ["en/01.ipynb", "en/03.ipynb"]
