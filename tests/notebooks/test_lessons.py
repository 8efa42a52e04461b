"""The lessons: every lesson exists in every language, each notebook is its text source built by
``tools/build_lessons.py`` (so it carries no outputs), the code is the same in every language, and
each notebook runs headless with every code cell showing something a learner reads."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from urllib.parse import unquote

import nbformat
import pytest

from ds_widget.explain.catalog import LANGUAGES
from tests.english import english
from tests.kernels import run_notebook
from tests.lesson_sh import changes, repository_state

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "lessons"
NOTEBOOKS = ROOT / "notebooks"

_spec = importlib.util.spec_from_file_location("build_lessons", ROOT / "tools" / "build_lessons.py")
build_lessons = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_lessons)
_spec = importlib.util.spec_from_file_location("lesson_tool", ROOT / "tools" / "lesson.py")
lesson_tool = importlib.util.module_from_spec(_spec)
sys.modules["lesson_tool"] = lesson_tool         # its dataclass looks its module up there
_spec.loader.exec_module(lesson_tool)

NAMES = sorted(p.stem for p in (SOURCES / "en").glob("*.md"))
CASES = [(lang, n) for lang in LANGUAGES for n in NAMES]
IDS = [f"{lang}/{n}" for lang, n in CASES]

#: the heading of every lesson's last section
TRY_HEADING = {"en": "## Something to try", "it": "## Da provare", "de": "## Zum Ausprobieren"}
SETUP_LINE = re.compile(r'^lesson = Lesson\("(?P<name>[0-9a-z_]+)", lang="(?P<lang>[a-z]{2})"\)$', re.M)
REVEAL = re.compile(r'lesson\.reveal\("([a-z0-9_]+)"\)')

#: text that is a Python repr of a list or dict (or a raw object repr), not words for a learner
PYTHON_REPR = re.compile(
    r"""\[\s*\]|\{\s*\}             # empty list or dict
      | [\[{(]\s*['"]              # a list, dict or tuple of strings: ['a' / {"k" / ('x'
      | \[-?\d+(?:,\s-?\d+)*\]     # a list of numbers: [1] or [1, 2]
      | \{\s*-?\d+\s*:             # a dict with number keys
      | \bobject\ at\ 0x           # <... object at 0x7f...>
      | <IPython\.core\.display\.  # an IPython display object shown as text
      | \[(?:lesson|event|prompt|fmt|card_text|option)\.[a-z_.]+\]   # a missing catalog entry
    """, re.X)


def sources(lang: str) -> list[str]:
    return sorted(p.stem for p in (SOURCES / lang).glob("*.md"))


def test_every_lesson_exists_in_every_language_with_the_same_file_name():
    assert NAMES, "no lessons found in lessons/en"
    for lang in LANGUAGES:
        assert sources(lang) == NAMES, f"lessons/{lang} differs from lessons/en"
        notebooks = sorted(p.stem for p in (NOTEBOOKS / lang).glob("*.ipynb"))
        assert notebooks == NAMES, f"notebooks/{lang} differs from the lesson sources"
    assert not list(NOTEBOOKS.glob("*.ipynb")), "notebooks/ keeps lessons only in its language folders"


def test_lessons_are_numbered_and_the_first_one_sorts_first():
    numbers = [n.split("_")[0] for n in NAMES]
    assert all(re.fullmatch(r"\d\d", x) for x in numbers), NAMES
    assert len(set(numbers)) == len(numbers), "two lessons share a number"
    assert NAMES[0] == "01_setup_and_goal"


def test_the_readme_links_every_lesson_in_every_language():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    missing = [f"notebooks/{lang}/{n}.ipynb" for lang, n in CASES if f"(notebooks/{lang}/{n}.ipynb)" not in readme]
    assert not missing, f"README.md does not link {missing}"


@pytest.mark.parametrize("lang,name", CASES, ids=IDS)
def test_notebook_is_its_source_built_without_outputs(lang, name):
    src = SOURCES / lang / f"{name}.md"
    committed = (NOTEBOOKS / lang / f"{name}.ipynb").read_text(encoding="utf-8")
    assert committed == build_lessons.render(build_lessons.build(src)), \
        f"notebooks/{lang}/{name}.ipynb is out of date: run python tools/build_lessons.py"
    nb = nbformat.reads(committed, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None
    # it names its kernel, so JupyterLab starts it without asking (tests/e2e/test_lesson_sh.py)
    assert nb.metadata["kernelspec"]["name"] == "python3"


@pytest.mark.parametrize("lang,name", CASES, ids=IDS)
def test_lesson_structure(lang, name):
    """The setup cell names this lesson and language; the lesson ends with something to try, and
    every exercise it reveals has a stored solution."""
    from ds_widget.lessons.exercises import exercises

    text = (SOURCES / lang / f"{name}.md").read_text(encoding="utf-8")
    setup = SETUP_LINE.findall(text)
    assert setup == [(name, lang)], "the setup cell must make exactly one Lesson(name, lang)"
    assert TRY_HEADING[lang] in text
    headings = re.findall(r"^## .*$", text, re.M)
    assert headings[-1] == TRY_HEADING[lang], "the last section is the one with something to try"
    revealed = REVEAL.findall(text)
    stored = exercises(name)
    assert revealed, "something to try needs a solution to reveal"
    assert sorted(revealed) == sorted(stored), "every stored solution is revealed once, and only those"


@pytest.mark.parametrize("name", NAMES)
def test_code_is_the_same_in_every_language(name):
    def code(lang: str) -> list[str]:
        nb = build_lessons.build(SOURCES / lang / f"{name}.md")
        return [c.source.replace(f'lang="{lang}"', 'lang="?"') for c in nb.cells if c.cell_type == "code"]
    for lang in LANGUAGES[1:]:
        assert code(lang) == code("en"), lang


def output_texts(cell: nbformat.NotebookNode) -> list[str]:
    """What a learner reads in a cell's outputs: text, HTML, and the pictures' words (every SVG's
    text and its text alternative, ``<desc>``), markup and style left out."""
    texts = []
    for o in cell.outputs:
        if o.output_type == "stream":
            texts.append(o.text)
        elif o.output_type in ("display_data", "execute_result"):
            html = o.data.get("text/html", "") + o.data.get("image/svg+xml", "")
            # what the notebook shows: the rich form, if there is one (a live widget's plain text is
            # only its Python repr, which a notebook never shows beside the widget)
            if not html and "application/vnd.jupyter.widget-view+json" not in o.data:
                texts.append(o.data.get("text/plain", ""))
            svgs = re.findall(r"<svg.*?</svg>", html, flags=re.S)
            texts.append(re.sub(r"<svg.*?</svg>", "", html, flags=re.S))
            texts += [re.sub(r"<style.*?</style>|<[^>]+>", " ", s, flags=re.S) for s in svgs]
    return texts


@pytest.fixture(scope="session")
def working_copy(tmp_path_factory) -> Path:
    """The learner's working copy of the course, made as tools/lesson.sh makes it (tools/lesson.py)."""
    work = tmp_path_factory.mktemp("workspace")
    lesson_tool.prepare("notebooks/en/01_setup_and_goal.ipynb", work)
    return work


def opened_as_lesson_sh_opens(lesson: str, work: Path) -> Path:
    """The notebook JupyterLab opens when tools/lesson.sh is given ``lesson``: the root folder and
    the address tools/lesson.py gives JupyterLab."""
    args = dict(a.removeprefix("--").split("=", 1) for a in lesson_tool.lab_arguments(lesson, work))
    return Path(args["ServerApp.root_dir"]) / unquote(args["LabApp.default_url"].removeprefix("/lab/tree/"))


@pytest.mark.parametrize("lang,name", CASES, ids=IDS)
def test_lesson_runs_and_every_cell_shows_words(lang, name, working_copy):
    """Run as a learner runs it: the notebook tools/lesson.sh opens, its kernel in that notebook's
    folder (where lesson 10 writes its worksheet), and saved with its outputs as JupyterLab saves it;
    the repository is left as it was (``git status`` and every file under notebooks/)."""
    before = repository_state()
    path = opened_as_lesson_sh_opens(f"notebooks/{lang}/{name}.ipynb", working_copy)
    nb = nbformat.read(path, as_version=4)
    run_notebook(nb, path.parent)
    nbformat.write(nb, path)
    written = changes(before, repository_state())
    assert not written, f"running {lang}/{name} changed the repository: {written}"
    for i, cell in enumerate(nb.cells):
        if cell.cell_type != "code":
            continue
        where = f"{lang}/{name} cell {i}: {cell.source.splitlines()[0]!r}"
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"{where} raised {errors[0].ename}: {errors[0].evalue}"
        stderr = [o.text for o in cell.outputs if o.output_type == "stream" and o.name == "stderr"]
        assert not stderr, f"{where} wrote to stderr: {stderr[0][:300]}"
        if cell.source.startswith("# setup"):
            continue
        assert cell.outputs, f"{where} shows nothing"
        for text in output_texts(cell):
            m = PYTHON_REPR.search(text)
            assert m is None, f"{where} shows a Python repr: …{text[max(0, m.start() - 60):m.end() + 60]}…"
            if lang != "en":                    # no English left in an Italian or German lesson
                # an option id shown as code (to type in lesson.step) is not a word of the lesson
                words = re.sub(r"<[^>]+>", " ", re.sub(r"<code>.*?</code>", " ", text, flags=re.S))
                found = english(words, lang)
                assert not found, f"{where} shows English: {found[:8]}"
