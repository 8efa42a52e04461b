"""The lesson pages of the no-install site: each lesson in each language as one web page, beside
JupyterLite (docs/site.md, "The lesson pages"). Run by ``tools/build_site.py`` after ``jupyter lite
build``; by hand: ``site/.venv/bin/python tools/build_pages.py`` (into site/_output/pages).

A page holds the lesson's words (its Markdown cells, as HTML), each code cell's code, and what the
cell showed when this script ran it — sentences, tables, still pictures, folded solutions — so a
reader sees the whole lesson at once, with no Python. Where a cell shows a widget, the page has a
slot with the widget's still picture; ``site/page/page.js`` starts Pyodide in a Web Worker
(``site/page/worker.js``), which runs the cells the widgets need (:func:`bridge.needed`) again with the
same ds_widget wheel as JupyterLite's kernel, and mounts each widget's live view (the same
``ds_widget.js``) in its slot. The cells run here and in the browser through the same
``site/page/bridge.py`` (it stands in for IPython's ``display`` and anywidget's base class).

Each page links to the same lesson in JupyterLab; ``pages/index.html`` lists them all.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import html
import json
import multiprocessing
import os
import shutil
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PAGE_SRC = ROOT / "site" / "page"
#: what the lessons' cells showed, by digest (:func:`run_cached`)
CACHE = ROOT / "site" / "_cache" / "pages"
sys.path[:0] = [str(ROOT), str(PAGE_SRC)]

import bridge  # noqa: E402
import mistune  # noqa: E402

bridge.install()            # before ds_widget is imported: the lessons' display() is the bridge's

from ds_widget.explain import msg  # noqa: E402
from ds_widget.explain.catalog import LANGUAGES  # noqa: E402
from ds_widget.widget.board import still_picture  # noqa: E402

#: what the page's Python does not install: bridge.py stands in for anywidget (and so ipywidgets,
#: IPython and their wheels); tqdm is used by the command line only
STANDIN = {"anywidget", "ipywidgets", "tqdm"}
#: the runtime files of the pages (site/page/) and the widget's front end (js/), copied as they are
RUNTIME = [PAGE_SRC / n for n in ("page.js", "worker.js", "bridge.py", "page.css")] + \
    [ROOT / "js" / n for n in ("ds_widget.js", "ds_widget.css")]
#: a lesson whose notebook shows no widget gets one on its page: the code, and the cell after
#: which it goes (by the start of its source). Lesson 1 draws the start position of a four-player
#: game as still pictures; its page adds the same game live, one human and three bots.
PAGE_ONLY = {
    "01_setup_and_goal": ("game = Game.new(players=4, seed=1)",
                          "from ds_widget import DominantSpeciesWidget\n\n"
                          'DominantSpeciesWidget(players=["human", "greedy", "greedy", "greedy"], seed=1, '
                          "lang=lesson.lang)"),
}

#: a code cell that shows an exercise's folded solution: the page puts a form to answer before it
EXERCISE = "lesson.reveal("

markdown = mistune.create_markdown(escape=False, plugins=["table", "strikethrough"])


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def wheels(pyodide_dir: Path) -> list[str]:
    """The wheel files ds_widget needs in the page (from the site's lock), without :data:`STANDIN`."""
    lock = json.loads((pyodide_dir / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    todo, seen = ["ds-widget"], set()
    while todo:
        name = todo.pop()
        if name in seen or name in STANDIN:
            continue
        seen.add(name)
        todo += lock[name]["depends"]
    return sorted(lock[n]["file_name"] for n in seen)


def cells_of(nb: dict, stem: str, lang: str) -> list[dict]:
    """The notebook's cells (``{"kind": "markdown"|"code", "source"}``), with the page's own cell."""
    out = []
    after, code = PAGE_ONLY.get(stem, ("", ""))
    for c in nb["cells"]:
        source = "".join(c["source"])
        out.append({"kind": c["cell_type"], "source": source})
        if after and c["cell_type"] == "code" and source.startswith(after):
            out.append({"kind": "markdown", "source": msg("page.live_board", lang)})
            out.append({"kind": "code", "source": code, "page_only": True})
    return out


def run_lesson(cells: list[dict]) -> tuple[list[str], list[int], list[str], list[str]]:
    """Each code cell run as the page's Python would: (HTML of each cell's outputs, the numbers
    among the code cells of those showing a widget, the names bound to widgets, problems)."""
    scope: dict = {"__name__": "__main__"}
    shown: list[str] = []
    widgets: list[int] = []
    problems: list[str] = []
    slot = n = 0
    for i, cell in enumerate(cells):
        if cell["kind"] != "code":
            shown.append("")
            continue
        n += 1
        try:
            objs = bridge.run_cell(cell["source"], scope)
        except Exception as exc:  # noqa: BLE001 - the page shows the code, the cell runs in JupyterLab
            problems.append(f"cell {i}: {type(exc).__name__}: {exc}")
            shown.append("")
            continue
        parts = []
        for obj in objs:
            kind, text = bridge.as_html(obj)
            if kind == "widget":
                parts.append(f'<div class="ds-page-slot" data-ds-slot="{slot}">{still_picture(obj.svg)}</div>')
                slot += 1
                if n - 1 not in widgets:
                    widgets.append(n - 1)
            else:
                parts.append(f'<div class="ds-page-output">{text}</div>')
        shown.append("".join(parts))
    holders = sorted(k for k, v in scope.items() if isinstance(v, bridge.AnyWidget))
    return shown, widgets, holders, problems


def try_form(upto: int, lang: str) -> str:
    """An exercise's form: the learner's code, run in the page's Python after the lesson's first
    ``upto`` code cells (``site/page/page.js``)."""
    return (f'<form class="ds-page-try" data-upto="{upto}"><label>{esc(msg("page.your_code", lang))}'
            f'<textarea name="code" rows="2" spellcheck="false" autocapitalize="off"></textarea></label>'
            f'<button type="submit">{esc(msg("page.run", lang))}</button>'
            f'<div class="ds-page-answer" role="status"></div></form>')


@functools.cache
def package_digest() -> str:
    """sha256 over what the lesson's cells can run: ds_widget's files and the bridge."""
    h = hashlib.sha256()
    for p in sorted([*(ROOT / "ds_widget").rglob("*"), PAGE_SRC / "bridge.py"]):
        if p.is_file() and "__pycache__" not in p.parts:
            h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def run_cached(cells: list[dict]) -> tuple[list[str], list[int], list[str], list[str]]:
    """:func:`run_lesson`, kept in site/_cache/pages by the cells' and the package's digest (lesson
    14's review takes a minute of CPU per language; a change to the page's look need not redo it)."""
    key = hashlib.sha256((package_digest() + json.dumps(cells, sort_keys=True)).encode()).hexdigest()
    path = CACHE / f"{key}.json"
    try:
        got = json.loads(path.read_text(encoding="utf-8"))
        return got["shown"], got["widgets"], got["holders"], got["problems"]
    except (OSError, ValueError, KeyError):
        pass
    shown, widgets, holders, problems = run_lesson(cells)
    CACHE.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"shown": shown, "widgets": widgets, "holders": holders, "problems": problems}),
                    encoding="utf-8")
    return shown, widgets, holders, problems


def page_html(stem: str, lang: str, cells: list[dict], shown: list[str], live: list[int], wheel_files: list[str],
              lessons: list[str]) -> str:
    """One lesson page."""
    title = next((c["source"].splitlines()[0].lstrip("# ") for c in cells if c["kind"] == "markdown"
                  and c["source"].startswith("# ")), stem)
    body, code_cells = [], 0
    for cell, out in zip(cells, shown):
        if cell["kind"] == "code" and cell["source"].startswith(EXERCISE):
            body.append(try_form(code_cells, lang))
        code_cells += cell["kind"] == "code"
        if cell["kind"] == "markdown":
            body.append(f'<div class="ds-page-md">{markdown(cell["source"])}</div>')
        elif cell["kind"] == "code" and not cell.get("page_only"):
            body.append(f'<details class="ds-page-code"><summary>{esc(msg("page.code", lang))}</summary>'
                        f'<pre><code>{esc(cell["source"])}</code></pre></details>{out}')
        else:
            body.append(out)
    config = {"worker": "../page/worker.js", "bridge": "../page/bridge.py", "pyodide": "../../static/pyodide/",
              "wheels": [f"../../static/pyodide/{w}" for w in wheel_files], "live": live,
              "code": [c["source"] for c in cells if c["kind"] == "code"],
              "words": {k: msg(f"page.{k}", lang) for k in ("starting", "ready", "failed", "running")}}
    others = " ".join(f'<a href="../{code}/{stem}.html" lang="{code}" hreflang="{code}"'
                      f'{" aria-current=page" if code == lang else ""}>{code}</a>' for code in LANGUAGES)
    lab = f"../../lab/index.html?path={lang}/{stem}.ipynb"
    data = json.dumps(config).replace("</", "<\\/")
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../page/page.css">
<link rel="stylesheet" href="../page/ds_widget.css">
<script type="module" src="../page/page.js"></script>
</head>
<body data-python="{'starting' if live else 'none'}" data-lesson="{stem}">
<header class="ds-page-bar">
<nav aria-label="{esc(msg('page.all_lessons', lang))}">
<a href="../index.html#{lang}">{esc(msg('page.all_lessons', lang))}</a>
<span role="group" aria-label="{esc(msg('page.languages', lang))}">{others}</span>
<a class="ds-page-lab" href="{esc(lab)}">{esc(msg('page.open_in_lab', lang))}</a>
</nav>
<p id="ds-page-status" role="status">{esc(config['words']['starting']) if live else ''}</p>
</header>
<main class="ds-page">
{chr(10).join(body)}
</main>
<script type="application/json" id="ds-page-config">{data}</script>
</body>
</html>
"""


def index_html(titles: dict[str, list[tuple[str, str]]]) -> str:
    """The list of every lesson page, by language."""
    sections = []
    for lang, items in titles.items():
        links = "".join(f'<li><a href="{lang}/{stem}.html">{esc(title)}</a></li>' for stem, title in items)
        sections.append(f'<section id="{lang}" lang="{lang}"><h2>{esc(msg("page.index_title", lang))}</h2>'
                        f'<p>{esc(msg("page.index_intro", lang))}</p><ol>{links}</ol></section>')
    return f"""<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(msg("page.index_title", "en"))}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="page/page.css">
</head>
<body>
<main class="ds-page">
<h1>Dominant Species</h1>
{chr(10).join(sections)}
</main>
</body>
</html>
"""


def lesson_page(output: Path, notebooks: Path, lang: str, stem: str, stems: list[str],
                wheel_files: list[str]) -> tuple[str, str, list[str]]:
    """One page written; returns (its title, its path under pages/, the cells shown as code only)."""
    nb = json.loads((notebooks / lang / f"{stem}.ipynb").read_text(encoding="utf-8"))
    cells = cells_of(nb, stem, lang)
    shown, widgets, holders, problems = run_cached(cells)
    live = bridge.needed([c["source"] for c in cells if c["kind"] == "code"], widgets, set(holders))
    text = page_html(stem, lang, cells, shown, live, wheel_files, stems)
    (output / "pages" / lang / f"{stem}.html").write_text(text, encoding="utf-8")
    return text.split("<title>")[1].split("</title>")[0], f"{lang}/{stem}.html", problems


def build(output: Path, notebooks: Path, jobs: int) -> dict:
    """Every lesson page and the index into ``output / "pages"``; returns what was built. The
    lessons run in ``jobs`` processes (lesson 14's review takes most of the time: it goes first)."""
    t0 = time.perf_counter()
    dest = output / "pages"
    shutil.rmtree(dest, ignore_errors=True)
    (dest / "page").mkdir(parents=True)
    for f in RUNTIME:
        shutil.copy2(f, dest / "page" / f.name)
    wheel_files = wheels(output / "static" / "pyodide")
    stems = {lang: sorted(p.stem for p in (notebooks / lang).glob("*.ipynb")) for lang in LANGUAGES}
    tasks = sorted(((lang, stem) for lang in LANGUAGES for stem in stems[lang]), key=lambda t: t[1], reverse=True)
    for lang in LANGUAGES:
        (dest / lang).mkdir()
    # the cells run in a folder of their own: what a lesson writes (lesson 10's worksheets and their
    # answer keys) goes nowhere near the repository or the site
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="ds-pages-") as scratch:
        os.chdir(scratch)
        try:
            with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("fork")) as pool:
                done = dict(zip(tasks, pool.map(lesson_page, *zip(*[
                    (output, notebooks, lang, stem, stems[lang], wheel_files) for lang, stem in tasks]))))
        finally:
            os.chdir(here)
    titles = {lang: [(stem, done[lang, stem][0]) for stem in stems[lang]] for lang in LANGUAGES}
    (dest / "index.html").write_text(index_html(titles), encoding="utf-8")
    return {"pages": sorted(p for _, p, _ in done.values()), "wheels": wheel_files,
            "problems": {p: probs for _, p, probs in done.values() if probs},
            "seconds": round(time.perf_counter() - t0, 1)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--output", type=Path, default=ROOT / "site" / "_output")
    ap.add_argument("--notebooks", type=Path, default=ROOT / "notebooks")
    ap.add_argument("--jobs", type=int, default=min(3, os.cpu_count() or 1), help="processes running the lessons")
    args = ap.parse_args(argv)
    report = build(args.output, args.notebooks, args.jobs)
    print(f"== lesson pages: {len(report['pages'])} in {report['seconds']} s, {len(report['wheels'])} wheels; "
          f"cells shown as code only (they run in JupyterLab): "
          + (", ".join(f"{k} ({len(v)})" for k, v in report["problems"].items()) or "none"), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
