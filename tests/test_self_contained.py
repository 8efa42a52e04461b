"""Everything the project reads is in the project: no file of it names the folder CI keeps beside
the clone (``../shared``) or reaches a path above the repository root. A user's clone has nothing
beside it; ``.ci/run`` proves that by running the test command in a copy with nothing beside it, and
this test catches the mistake before CI does.

What is checked, in every file git tracks (the rules digest the project carries is
``docs/rules.md``):
* no text names the outside folder (``../shared``, ``shared/RULES.md``, ``shared/seeds`` …);
* Python: no path built from ``__file__`` climbs above the root — ``parents[k]``, ``.parent``
  chains, and ``.parent`` or ``/ ".."`` applied to a module-level name that already stands for a
  folder at or near the root (``ROOT.parent``);
* shell scripts: no ``$(dirname "$0")`` followed by more ``..`` than the script is deep;
* Markdown: no relative link that leaves the repository.
"""
from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: text naming the folder CI has beside the clone
OUTSIDE = re.compile(r"\.\./shared\b|\bshared/(?:RULES|STYLE)\.md|\bshared/(?:seeds|examples|hooks)\b"
                     r"""|/\s*["']shared["']""")
#: tests that hold hostile paths on purpose (the page and the loader must refuse them)
HOSTILE_PATH_FIXTURES = {"tests/widget/test_comm_fuzz.py", "tests/engine/test_scenarios.py"}
TEXT_SUFFIXES = {".py", ".sh", ".md", ".toml", ".cfg", ".ini", ".json", ".js", ".mjs", ".css", ".txt",
                 ".yml", ".yaml", ".ipynb", ""}


def tracked_files() -> list[str]:
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True)
    return [name for name in out.stdout.splitlines()
            if Path(name).suffix in TEXT_SUFFIXES and not name.startswith("benchmarks/results/")]


def _is_file_path(node: ast.AST) -> bool:
    """``Path(__file__)`` or ``Path(__file__).resolve()`` / ``.absolute()``."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("resolve", "absolute"):
        node = node.func.value
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Path"
            and len(node.args) == 1 and isinstance(node.args[0], ast.Name) and node.args[0].id == "__file__")


def _levels_up(node: ast.AST, names: dict[str, int]) -> int | None:
    """How many folders above the file's own a path expression stands (0 = the file's folder),
    or None when it is not built from ``__file__`` (or a name that was)."""
    if _is_file_path(node):
        return -1                                  # the file itself: .parent is its folder
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr in ("resolve", "absolute"):
        return _levels_up(node.func.value, names)
    if isinstance(node, ast.Attribute) and node.attr == "parent":
        base = _levels_up(node.value, names)
        return None if base is None else base + 1
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) \
            and node.value.attr == "parents" and isinstance(node.slice, ast.Constant) \
            and isinstance(node.slice.value, int):
        base = _levels_up(node.value.value, names)
        return None if base is None else base + 1 + node.slice.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):
        base = _levels_up(node.left, names)
        if base is None:
            return None
        if isinstance(node.right, ast.Constant) and isinstance(node.right.value, str):
            for part in Path(node.right.value).parts:
                base += 1 if part == ".." else -1
        return base
    return None


def python_escapes(source: str, path: str) -> list[str]:
    """The lines of a Python file whose path expressions climb above the repository root."""
    depth = len(Path(path).parts) - 1              # folders between the root and the file
    tree = ast.parse(source)
    names: dict[str, int] = {}
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            level = _levels_up(node.value, names)
            if level is not None:
                names[node.targets[0].id] = level
    for node in ast.walk(tree):
        if isinstance(node, (ast.Attribute, ast.Subscript, ast.BinOp)):
            level = _levels_up(node, names)
            if level is not None and level > depth:
                found.append(f"{path}:{node.lineno}: {ast.unparse(node)} is {level - depth} above the root")
    return found


def shell_escapes(source: str, path: str) -> list[str]:
    depth = len(Path(path).parts) - 1
    found = []
    for number, line in enumerate(source.splitlines(), 1):
        for m in re.finditer(r'dirname "?\$0"?\)"?((?:/\.\.)+)', line):
            if m.group(1).count("..") > depth:
                found.append(f"{path}:{number}: {m.group(0)} climbs above the root")
    return found


def markdown_escapes(source: str, path: str) -> list[str]:
    found = []
    for number, line in enumerate(source.splitlines(), 1):
        for target in re.findall(r"\]\(([^)#\s]+)", line):
            if "://" in target or target.startswith(("mailto:", "/")):
                continue
            resolved = (ROOT / path).parent.joinpath(target).resolve()
            if ROOT not in resolved.parents and resolved != ROOT:
                found.append(f"{path}:{number}: link {target} leaves the repository")
    return found


def escapes(source: str, path: str) -> list[str]:
    found = []
    if path not in HOSTILE_PATH_FIXTURES:
        found += [f"{path}:{n}: names the folder beside the repository: {line.strip()[:80]}"
                  for n, line in enumerate(source.splitlines(), 1) if OUTSIDE.search(line)]
    if path.endswith(".py"):
        found += python_escapes(source, path)
    elif path.endswith(".sh") or source.startswith("#!/usr/bin/env bash"):
        found += shell_escapes(source, path)
    elif path.endswith(".md"):
        found += markdown_escapes(source, path)
    return found


def test_no_file_of_the_project_reads_outside_the_repository():
    found = []
    for name in tracked_files():
        if name == Path(__file__).relative_to(ROOT).as_posix():
            continue                               # this file names what it looks for
        try:
            source = (ROOT / name).read_text(encoding="utf-8")
        except (UnicodeDecodeError, FileNotFoundError):
            continue
        found += escapes(source, name)
    assert not found, "\n".join(found)


def test_the_project_carries_its_rules_digest():
    rules = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    assert rules.startswith("# Dominant Species")
    assert "## 13." in rules and "R48" in rules
    assert "[`docs/rules.md`](docs/rules.md)" in (ROOT / "README.md").read_text(encoding="utf-8")


# ------------------------------------------------------------- the check catches planted faults
def test_the_check_catches_what_broke_a_fresh_clone():
    # the line that failed on a user's clone (tests/notebooks/test_curriculum.py before this check)
    planted = ('from pathlib import Path\nROOT = Path(__file__).resolve().parents[2]\n'
               'RULES = ROOT.parent / "shared" / "RULES.md"\n')
    found = escapes(planted, "tests/notebooks/test_curriculum.py")
    assert any("ROOT.parent" in f for f in found) and any("beside the repository" in f for f in found)


def test_the_check_catches_other_ways_up():
    assert python_escapes("from pathlib import Path\nX = Path(__file__).parents[2] / 'a'\n", "tests/t.py")
    assert python_escapes("from pathlib import Path\nX = Path(__file__).parent.parent.parent\n", "tests/t.py")
    assert python_escapes("from pathlib import Path\nR = Path(__file__).parent\nX = R / '..' / '..'\n",
                          "tools/t.py")
    assert shell_escapes('cd "$(dirname "$0")/../.."\n', "tools/t.sh")
    assert markdown_escapes("see [the digest](../../shared/RULES.md)\n", "docs/x.md")
    assert escapes("open('../shared/seeds/000.txt')\n", "ds_widget/x.py")


def test_the_check_lets_the_root_itself_be_read():
    assert not python_escapes("from pathlib import Path\nROOT = Path(__file__).resolve().parents[1]\n"
                              "X = ROOT / 'docs' / 'rules.md'\n", "tests/t.py")
    assert not shell_escapes('cd "$(dirname "$0")/.."\n', "tools/t.sh")
    assert not markdown_escapes("[rules](rules.md) [readme](../README.md)\n", "docs/x.md")
