"""The no-install site (``./tools/site.sh`` -> site/_output; tools/test.sh builds it before the tests)
serves the course and nothing else: its lessons are exactly the files git tracks under notebooks/,
none with outputs, and no worksheet or answer key is anywhere in it (lesson 10 writes both beside the
notebook it runs in; an answer key in the students' file browser gives the answers away)."""
from __future__ import annotations

import json
import subprocess
from pathlib import Path

from ds_widget.explain.catalog import LANGUAGES, msg

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site" / "_output"


def worksheet_names() -> set[str]:
    """The file names of the worksheets and their answer keys, in every language (lesson 10's, and
    ``ds_widget.practice.worksheet``'s default): ``worksheet.html``, ``worksheet-key.html``, …"""
    sheets = {msg("lesson.practice.sheet_file", lang) for lang in LANGUAGES} | {"worksheet.html"}
    return sheets | {f"{Path(s).stem}-key{Path(s).suffix}" for s in sheets}


def problems(site: Path) -> list[str]:
    """What the built site must not hold, in words."""
    if not (site / "files").is_dir():
        return [f"no site in {site}: build it with ./tools/site.sh"]
    listed = subprocess.run(["git", "ls-files", "-z", "--", "notebooks"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode()
    tracked = {Path(n).relative_to("notebooks").as_posix() for n in listed.split("\0") if n}
    served = {p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*") if p.is_file()}
    found = [f"served but not a tracked file of notebooks/: files/{n}" for n in sorted(served - tracked)]
    found += [f"a tracked lesson is not served: notebooks/{n}" for n in sorted(tracked - served)]
    names = worksheet_names()
    for path in sorted(site.rglob("*")):
        rel = path.relative_to(site).as_posix()
        if path.name in names or path.name.endswith("-key.html"):
            found.append(f"a worksheet or answer key: {rel}")
        if path.suffix == ".ipynb" and path.is_file():
            cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
            if any(c.get("outputs") or c.get("execution_count") for c in cells):
                found.append(f"a notebook with outputs: {rel}")
    return found


def test_the_site_serves_the_course_only():
    assert not problems(SITE), "\n".join(problems(SITE))


def test_the_check_finds_a_key_an_executed_notebook_and_a_stray_file(tmp_path):
    """The check above on a site made here: the tracked lessons pass; an answer key, a lesson saved
    with its outputs and a file git does not track are each found."""
    site = tmp_path / "site"
    listed = subprocess.run(["git", "ls-files", "-z", "--", "notebooks"], cwd=ROOT, check=True,
                            capture_output=True).stdout.decode()
    for name in filter(None, listed.split("\0")):
        target = site / "files" / Path(name).relative_to("notebooks")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((ROOT / name).read_bytes())
    assert problems(site) == []
    (site / "files" / "it" / "esercizi-key.html").write_text("<html></html>", encoding="utf-8")
    lesson = site / "files" / "de" / "09_play_a_game.ipynb"
    nb = json.loads(lesson.read_text(encoding="utf-8"))
    code = next(c for c in nb["cells"] if c["cell_type"] == "code")
    code["outputs"] = [{"output_type": "stream", "name": "stdout", "text": "ran\n"}]
    lesson.write_text(json.dumps(nb), encoding="utf-8")
    (site / "files" / "en" / "notes.txt").write_text("mine", encoding="utf-8")
    assert problems(site) == [
        "served but not a tracked file of notebooks/: files/en/notes.txt",
        "served but not a tracked file of notebooks/: files/it/esercizi-key.html",
        "a notebook with outputs: files/de/09_play_a_game.ipynb",
        "a worksheet or answer key: files/it/esercizi-key.html"]
