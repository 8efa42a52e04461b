"""Build the lesson notebooks from their text sources. Run: ``python tools/build_lessons.py``.

Each lesson is written per language as a Jupytext Markdown file, ``lessons/<lang>/<name>.md``
(headings and prose as Markdown, code cells as ```` ```python ```` blocks, two blank lines split
a Markdown cell). This script reads them with Jupytext and writes
``notebooks/<lang>/<name>.ipynb`` without outputs, with stable cell ids, so rebuilding an
unchanged lesson changes nothing. ``--check`` only reports the notebooks that are out of date
(exit status 1).

The prose types no fact of the game: a line that states a number, a place or a count of a
position writes a Fluent placeable (``{ $vp }``, ``{ THE($tile) }``), filled here from the facts the
engine works out for the lesson (``ds_widget.lessons.facts``), in the lesson's language with its
grammar. So the notebooks are built from the sources, never edited: Jupytext reads the sources
(``jupytext.toml``) but pairs nothing.
"""
from __future__ import annotations

import argparse
import sys
from functools import cache
from pathlib import Path

import jupytext
import nbformat

from ds_widget.explain.catalog import LANGUAGES, format_text
from ds_widget.lessons import facts

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "lessons"
NOTEBOOKS = ROOT / "notebooks"

KERNEL = {"name": "python3", "display_name": "Python 3", "language": "python"}


def sources() -> list[Path]:
    """Every lesson source, language by language."""
    return [p for lang in LANGUAGES for p in sorted((SOURCES / lang).glob("*.md"))]


def target(source: Path) -> Path:
    return NOTEBOOKS / source.parent.name / (source.stem + ".ipynb")


def fill(text: str, lesson: str, lang: str) -> str:
    """A Markdown cell with its placeables filled in (:func:`ds_widget.explain.catalog.format_text`),
    line by line: a line's indentation is kept, a line with no ``{`` is left as it is."""
    facts = lesson_facts(lesson, lang)
    out = []
    for line in text.split("\n"):
        if "{" in line:
            body = line.lstrip(" ")
            line = line[:len(line) - len(body)] + format_text(body, lang, **facts)
        out.append(line)
    return "\n".join(out)


@cache
def lesson_facts(lesson: str, lang: str) -> dict:
    return facts.fields(facts.prose(lesson), lang)


def build(source: Path) -> nbformat.NotebookNode:
    """The notebook of one lesson source: its cells (the prose's facts filled in), no outputs,
    stable ids, a Python kernel."""
    text = jupytext.read(source, fmt="md")
    nb = nbformat.v4.new_notebook()
    prefix = f"{source.parent.name}-{source.stem.split('_')[0]}"
    for i, cell in enumerate(text.cells):
        if cell.cell_type == "code":
            new = nbformat.v4.new_code_cell(cell.source)
        elif cell.cell_type == "markdown":
            new = nbformat.v4.new_markdown_cell(fill(cell.source, source.stem, source.parent.name))
        else:
            new = nbformat.v4.new_raw_cell(cell.source)
        new.id = f"{prefix}-{i:02d}"
        nb.cells.append(new)
    nb.metadata = {"kernelspec": dict(KERNEL), "language_info": {"name": "python"}}
    return nb


def render(nb: nbformat.NotebookNode) -> str:
    return nbformat.writes(nb) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="only report notebooks that are out of date")
    args = ap.parse_args(argv)
    stale = []
    for src in sources():
        out = target(src)
        text = render(build(src))
        if out.exists() and out.read_text(encoding="utf-8") == text:
            continue
        stale.append(out)
        if not args.check:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(text, encoding="utf-8")
            print("wrote", out.relative_to(ROOT))
    built = {target(s) for s in sources()}
    orphans = sorted(p for p in NOTEBOOKS.glob("*/*.ipynb") if p not in built)
    for p in orphans:
        print("no source for", p.relative_to(ROOT), file=sys.stderr)
    if args.check:
        for p in stale:
            print("out of date:", p.relative_to(ROOT), file=sys.stderr)
        return 1 if stale or orphans else 0
    return 1 if orphans else 0


if __name__ == "__main__":
    sys.exit(main())
