"""What ``./tools/lesson.sh`` runs in ``.venv`` once ds_widget is installed.

Lessons open from the learner's working copy of the course, never from the course itself: JupyterLab
saves a notebook's outputs into the file it opened, and a lesson's code writes files beside its
notebook (lesson 10's worksheet and its answer key). So ``prepare`` copies ``notebooks/<lang>/*.ipynb``
into a git-ignored folder, ``workspace/`` (``DS_WIDGET_WORKSPACE`` names another), and JupyterLab serves
that folder only.

A copy is refreshed from the course only while the learner has not changed it: a copy whose cells hold
the same text as the course version it was made from (outputs, which any run adds, do not count) is
replaced when the course changes; a copy with the learner's own text in it is kept as it is, and
``prepare`` says so once per start, with how to get the course's version (delete or rename the copy).
``workspace/.course.json`` records which course version each copy was made from. Files of the
learner's own (worksheets, new notebooks) are never touched.

Every copy made here is signed with the learner's own Jupyter secret (nbformat's ``NotebookNotary``,
as ``jupyter trust`` does; by ``announce``, while JupyterLab starts), so JupyterLab opens it trusted
and says nothing about it. Not signed in
``tools/build_lessons.py``: a notebook's signature is kept in the signing user's database
(``nbsignatures.db``, keyed by a secret of that user), not in the file, so a signature made when the
course is built would mean nothing on a teacher's machine (nor on the no-install site, which has no
signatures at all).

Commands::

    lesson.py prepare LESSON [WORKSPACE]   refresh the working copy; print JupyterLab's arguments, one a line
    lesson.py announce PID LESSON [WORKSPACE] [--no-browser]
                                           sign the copies; once JupyterLab of process PID listens: how
                                           to stop it, its URL; a browser opened on it where there is one
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import socket
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote, urlsplit

ROOT = Path(__file__).resolve().parents[1]
COURSE = ROOT / "notebooks"
MANIFEST = ".course.json"


def workspace_dir(given: str | None = None) -> Path:
    return Path(given or os.environ.get("DS_WIDGET_WORKSPACE") or ROOT / "workspace").resolve()


def lesson_in_workspace(lesson: str) -> str:
    """Where a lesson of the course is in the working copy: ``notebooks/it/01_setup_and_goal.ipynb``
    (or ``it/01_setup_and_goal.ipynb``) -> ``it/01_setup_and_goal.ipynb``."""
    path = Path(lesson)
    rel = path.resolve().relative_to(COURSE) if path.is_absolute() else path
    parts = rel.parts[1:] if rel.parts[:1] == ("notebooks",) else rel.parts
    return Path(*parts).as_posix()


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cells_digest(path: Path) -> str | None:
    """The text of a notebook's cells (their kinds and sources, not outputs or metadata), hashed;
    None when the file is not a notebook that can be read."""
    try:
        nb = json.loads(path.read_text(encoding="utf-8"))
        cells = [(c["cell_type"], "".join(c["source"]) if isinstance(c["source"], list) else c["source"])
                 for c in nb["cells"]]
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return _digest(json.dumps(cells).encode())


@dataclass
class Synced:
    copied: list[str] = field(default_factory=list)      # made or refreshed from the course
    kept: list[str] = field(default_factory=list)        # the learner's own text, the course has changed
    current: list[str] = field(default_factory=list)     # still byte for byte the course's version


def sync(course: Path = COURSE, work: Path | None = None) -> Synced:
    """Bring the working copy ``work`` of ``course`` up to date (see the module's text)."""
    work = work or workspace_dir()
    work.mkdir(parents=True, exist_ok=True)
    manifest_file = work / MANIFEST
    try:
        made_from = json.loads(manifest_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        made_from = {}
    done = Synced()
    for src in sorted(course.glob("*/*.ipynb")):
        rel = src.relative_to(course).as_posix()
        dst = work / rel
        data = src.read_bytes()
        version = {"file": _digest(data), "cells": cells_digest(src)}
        base = made_from.get(rel)
        if dst.exists():
            learners = cells_digest(dst)
            if base is None and learners == version["cells"]:
                base = made_from[rel] = {"file": _digest(dst.read_bytes()), "cells": learners, "signed": False}
            if base is not None and base["file"] == version["file"]:
                if dst.read_bytes() == data:
                    done.current.append(rel)
                continue                                   # the course has not changed
            if base is None or learners != base["cells"]:
                done.kept.append(rel)                      # the learner's own text: theirs
                continue
        dst.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(src, dst)
        made_from[rel] = {**version, "signed": False}
        done.copied.append(rel)
    manifest_file.write_text(json.dumps(made_from, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return done


def sign_copies(work: Path, opened: str) -> list[str]:
    """Sign, with this user's Jupyter secret, the copies not signed yet that are still the course's
    version byte for byte (no outputs: nothing in them to trust but the course's own text); all such
    copies when the lesson ``opened`` is one and its signature is gone (a new Jupyter data folder).
    Run by ``announce`` while JupyterLab starts: importing nbformat takes seconds. Returns what it signed."""
    import nbformat
    from nbformat.sign import NotebookNotary

    manifest_file = work / MANIFEST
    made_from = json.loads(manifest_file.read_text(encoding="utf-8"))
    as_made = {rel for rel, v in made_from.items()
               if (work / rel).is_file() and _digest((work / rel).read_bytes()) == v["file"]}
    notary = NotebookNotary()

    def notebook(rel: str) -> nbformat.NotebookNode:          # as read, without the schema's checks (slow)
        return nbformat.from_dict(json.loads((work / rel).read_text(encoding="utf-8")))

    pending = sorted(rel for rel in as_made if not made_from[rel].get("signed"))
    if opened in as_made and opened not in pending and not notary.check_signature(notebook(opened)):
        pending = sorted(as_made)
    for rel in pending:
        notary.sign(notebook(rel))
        made_from[rel]["signed"] = True
    manifest_file.write_text(json.dumps(made_from, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return pending


def browser_wanted() -> bool:
    """Whether to open a browser: only where there is a desktop (or ``BROWSER`` names one) and
    Python finds a browser to run. Elsewhere JupyterLab would print "No web browser found" (or start
    a text browser in this terminal); the URL printed is what a teacher opens there."""
    if not (os.environ.get("BROWSER") or os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
            or sys.platform in ("darwin", "win32")):
        return False
    import webbrowser
    try:
        webbrowser.get()
    except webbrowser.Error:
        return False
    return True


def prepare(lesson: str, work: Path) -> list[str]:
    """Refresh the working copy; JupyterLab's arguments (``announce`` opens the browser, once the
    copies are signed)."""
    done = sync(COURSE, work)
    for rel in done.kept:
        print(f"== {work.name}/{rel} keeps your own changes; the course has a newer version of it "
              "(delete or rename your copy to get it)", file=sys.stderr)
    return [*lab_arguments(lesson, work), "--ServerApp.open_browser=False"]


def lab_arguments(lesson: str, work: Path) -> list[str]:
    """JupyterLab's root folder, the working copy, and the address of the lesson's copy in it."""
    rel = lesson_in_workspace(lesson)
    if not (work / rel).is_file():
        raise SystemExit(f"no such lesson in the working copy: {work / rel}")
    return [f"--ServerApp.root_dir={work}", f"--LabApp.default_url=/lab/tree/{quote(rel)}"]


def listening(info: dict) -> bool:
    """Whether the server that wrote ``info`` (its server file) accepts connections yet: it writes
    the file before its event loop starts, and binds its port only then."""
    if info.get("sock"):
        return True
    where = urlsplit(info["url"])
    try:
        socket.create_connection((where.hostname or "localhost", where.port or 80), timeout=1).close()
    except OSError:
        return False
    return True


def announce(pid: int, lesson: str, work: Path, browser: bool = True) -> int:
    """Sign the copies (:func:`sign_copies`), wait until the JupyterLab of process ``pid`` has
    written its server file and accepts connections, print how to stop it and the lesson's URL, and
    open it in a browser where there is one (:func:`browser_wanted`); give up quietly when the
    process ends."""
    from jupyter_core.paths import jupyter_runtime_dir

    started = time.time() - 2
    rel = lesson_in_workspace(lesson)
    sign_copies(work, rel)
    info_file = Path(jupyter_runtime_dir()) / f"jpserver-{pid}.json"
    while True:
        try:
            if info_file.stat().st_mtime >= started:
                info = json.loads(info_file.read_text(encoding="utf-8"))
                if listening(info):
                    break
        except (OSError, ValueError):
            pass
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return 1                       # JupyterLab ended; what went wrong it has said itself
        time.sleep(0.1)
    url = f"{info['url']}lab/tree/{quote(rel)}" + (f"?token={info['token']}" if info.get("token") else "")
    print(f"== JupyterLab is running (your copies of the lessons are in {work}); Ctrl-C here stops it. "
          "Open the lesson at:", flush=True)
    print(url, flush=True)
    if browser and browser_wanted():
        import webbrowser

        # the page JupyterLab writes to open the lesson without its token on a command line
        page = info_file.with_name(f"jpserver-{pid}-open.html")
        webbrowser.get().open(page.as_uri() if page.is_file() else url)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("lesson")
    p.add_argument("workspace", nargs="?")
    a = sub.add_parser("announce")
    a.add_argument("pid", type=int)
    a.add_argument("lesson")
    a.add_argument("workspace", nargs="?")
    a.add_argument("--no-browser", action="store_true")
    args = ap.parse_args(argv)
    work = workspace_dir(args.workspace)
    if args.command == "prepare":
        print("\n".join(prepare(args.lesson, work)))
        return 0
    return announce(args.pid, args.lesson, work, browser=not args.no_browser)


if __name__ == "__main__":
    sys.exit(main())
