"""The engine's own tests pass in a browser's Python: Pyodide (CPython on WebAssembly) under Node.js.

The engine uses only the standard library so that it can run in the no-install classroom site
(docs/site.md). This runs every engine test file that needs nothing but the standard library and
pytest inside Pyodide — the same runtime the site ships, from the npm package ``pyodide`` — and
checks that each test CPython collects there also passed there. Nothing is fetched at run time;
the runtime is prepared (once) by ``./tools/site.sh node-runtime``.
"""
from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RUNTIME = ROOT / "site" / "_cache" / "pyodide-node"
RUNNER = Path(__file__).with_name("run_pytest.mjs")
AVAILABLE = set(sys.stdlib_module_names) | {"pytest", "ds_widget", "tests", "__future__"}

pytestmark = pytest.mark.pyodide


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def engine_test_files() -> tuple[list[str], dict[str, set[str]]]:
    """Engine test files that need only the standard library and pytest, and the others with what they need."""
    usable, left_out = [], {}
    for path in sorted((ROOT / "tests" / "engine").glob("test_*.py")):
        missing = imported_modules(path) - AVAILABLE
        if missing:
            left_out[path.name] = missing
        else:
            usable.append(path.relative_to(ROOT).as_posix())
    return usable, left_out


@pytest.fixture(scope="module")
def runtime() -> Path:
    if not (RUNTIME / "pyodide-lock.json").is_file():
        subprocess.run([str(ROOT / "tools" / "site.sh"), "node-runtime"], cwd=ROOT, check=True)
    return RUNTIME


#: tests that end a planted hang with an interval timer, which Pyodide lacks (they run in the main suite)
DESELECT = ["-m", "not wall_clock"]


def collected(files: list[str]) -> int:
    out = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", *DESELECT, *files], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^(\d+)(?:/\d+)? tests? collected", out, re.M).group(1))


def test_engine_tests_pass_in_pyodide(runtime):
    assert shutil.which("node"), "Node.js is needed (Debian: apt-get install nodejs)"
    files, left_out = engine_test_files()
    assert len(files) >= 5, f"the engine's pure tests are missing: {files}"
    print(f"in Pyodide: {files}; left out (they need more than pytest): {left_out}")
    expected = collected(files)
    done = subprocess.run(["node", str(RUNNER), str(runtime), str(ROOT), "-q", *DESELECT, *files],
                          cwd=ROOT, capture_output=True, text=True, timeout=500)
    out = done.stdout + done.stderr
    assert "on emscripten" in out, out[-3000:]                 # it really ran in Pyodide
    summary = out.strip().splitlines()[-1]
    assert done.returncode == 0, out[-5000:]
    assert re.fullmatch(rf"{expected} passed(, \d+ deselected)?(, \d+ warnings?)? in [\d.]+s( \(\d+:\d\d:\d\d\))?",
                        summary), out[-3000:]
