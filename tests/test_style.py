"""The house rules a newcomer can rely on, checked: modules of a readable size, long functions
that say why they are long, every mode name in one declaration, blind excepts with a reason, the
type checker and the linter clean (docs/architecture.md, "House rules")."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

from ds_widget.widget.modes import NAMES as MODE_NAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "ds_widget"
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 80
#: a function longer than MAX_FUNCTION_LINES says why on a comment line starting with this, just
#: above its ``def`` or as the first line of its body
LONG_MARK = "# long:"
#: the one place the mode names are declared
MODE_DECLARATION = PACKAGE / "widget" / "modes" / "names.py"


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def test_no_module_over_400_lines():
    long = {str(p.relative_to(ROOT)): n for p in modules()
            if (n := p.read_text(encoding="utf-8").count("\n")) > MAX_MODULE_LINES}
    assert not long, f"split these modules (at most {MAX_MODULE_LINES} lines): {long}"


def long_functions(source: str) -> list[tuple[str, int, int]]:
    """(name, line, length) of each function longer than the limit that does not say why."""
    lines = source.split("\n")
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        length = node.end_lineno - node.lineno + 1
        first = node.lineno - 1 - len(node.decorator_list)
        near = lines[max(0, first - 2):node.body[0].lineno + 1]
        if length > MAX_FUNCTION_LINES and not any(line.strip().startswith(LONG_MARK) for line in near):
            out.append((node.name, node.lineno, length))
    return out


def test_no_function_over_80_lines_without_saying_why():
    found = {f"{p.relative_to(ROOT)}:{line} {name}": n for p in modules()
             for name, line, n in long_functions(p.read_text(encoding="utf-8"))}
    assert not found, f"functions over {MAX_FUNCTION_LINES} lines need a '{LONG_MARK} …' comment: {found}"


def test_the_long_function_check_finds_one():
    body = "\n".join(f"    x{i} = {i}" for i in range(MAX_FUNCTION_LINES))
    assert long_functions(f"def f():\n{body}\n") == [("f", 1, MAX_FUNCTION_LINES + 1)]
    assert long_functions(f"{LONG_MARK} a table of cases\ndef f():\n{body}\n") == []


#: a mode's class attributes that name message types (a message may share a mode's name)
MESSAGE_SETS = ("accepts", "overrides", "refused")


def mode_literals(source: str) -> list[int]:
    """Lines where a string literal spells a mode's name, other than as a message type: the type of
    a message declared with ``@message("…")``, or one a mode accepts, refuses or handles itself."""
    tree = ast.parse(source)
    messages = [n.args[0] for n in ast.walk(tree)
                if isinstance(n, ast.Call) and getattr(n.func, "id", None) == "message" and n.args]
    messages += [n.value for n in ast.walk(tree) if isinstance(n, ast.Assign)
                 and any(getattr(t, "id", None) in MESSAGE_SETS for t in n.targets)]
    skip = {id(c) for m in messages for c in ast.walk(m)}
    return [n.lineno for n in ast.walk(tree)
            if isinstance(n, ast.Constant) and n.value in MODE_NAMES and id(n) not in skip]


def test_every_mode_name_is_declared_once_in_python():
    # the widget's floor, where the modes live (elsewhere "review" is a command, "practice" a kind of decision)
    found = {str(p.relative_to(ROOT)): lines for p in sorted((PACKAGE / "widget").rglob("*.py"))
             if p != MODE_DECLARATION if (lines := mode_literals(p.read_text(encoding="utf-8")))}
    assert not found, f"mode names spelled outside {MODE_DECLARATION.relative_to(ROOT)}: {found}"
    assert mode_literals('MODE = "practice"\n') == [1]            # the check finds a planted one
    assert mode_literals('@message("practice")\ndef f(): pass\n') == []
    assert mode_literals('class M:\n    accepts = frozenset({"review"})\n') == []


def test_every_blind_except_says_why():
    files = [*modules(), *sorted((ROOT / "tests").rglob("*.py")), *sorted((ROOT / "benchmarks").rglob("*.py"))]
    bare = [f"{p.relative_to(ROOT)}:{i}" for p in files if p.name != "test_style.py"
            for i, line in enumerate(p.read_text(encoding="utf-8").split("\n"), 1)
            if re.search(r"noqa: BLE001(?!\s*-\s*\S)", line)]
    assert not bare, f"'noqa: BLE001' needs ' - the reason': {bare}"


def run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", *cmd], cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_mypy_finds_no_error(tmp_path):
    # its cache outside the repository: a test that checks the checkout is left as it was
    # (tests/test_lesson_sh_output.py) may run at the same time, and mypy's SQLite cache files
    # appear before the .gitignore it writes beside them
    out = run("mypy", "--cache-dir", str(tmp_path / "mypy_cache"), "ds_widget")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]


def test_ruff_finds_nothing():
    out = run("ruff", "check", "--no-cache", "ds_widget", "tests", "benchmarks", "tools")
    assert out.returncode == 0, out.stdout[-3000:] + out.stderr[-2000:]
