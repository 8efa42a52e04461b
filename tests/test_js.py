"""The front end (js/): its node tests, its types, its committed bundle, its size, its shared names.

``js/src`` holds the ES modules; ``js/ds_widget.js`` is their bundle (esbuild), committed so that
installing the package needs no node. Node 20 is on our machines; esbuild and typescript are pinned in
``js/package-lock.json`` and installed by ``tools/test.sh`` (``npm ci --prefix js``).
"""
from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import pytest

from ds_widget.widget.modes import NAMES

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "js"
NPM_CI = "npm ci --prefix js --no-audit --no-fund -q"
MAX_LINES = 300


def node() -> str:
    found = shutil.which("node")
    if found is None:
        pytest.fail("node is needed for the front-end tests (Node 20 is part of the machine setup)")
    return found


def tool(name: str) -> Path:
    """A pinned tool from js/node_modules; the test fails (never skips) when they are not installed."""
    path = JS / "node_modules" / ".bin" / name
    if not path.exists():
        pytest.fail(f"js/node_modules is missing {name}: run `{NPM_CI}` (tools/test.sh does)")
    return path


def test_js_helpers_with_node():
    out = subprocess.run([node(), "--test", "tests/js/"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "# fail 0" in out.stdout


def test_the_front_end_type_checks():
    out = subprocess.run([str(tool("tsc")), "-p", "js"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, "tsc -p js:\n" + out.stdout + out.stderr


def test_the_committed_bundle_is_built_from_js_src(tmp_path):
    """js/ds_widget.js is exactly what `npm run build --prefix js` makes of js/src (run it after an edit)."""
    script = json.loads((JS / "package.json").read_text())["scripts"]["build"]
    args = shlex.split(script)
    assert args[0] == "esbuild" and "--outfile=ds_widget.js" in args, script
    fresh = tmp_path / "ds_widget.js"
    args = [str(tool("esbuild"))] + [f"--outfile={fresh}" if a == "--outfile=ds_widget.js" else a for a in args[1:]]
    out = subprocess.run(args, cwd=JS, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert fresh.read_text() == (JS / "ds_widget.js").read_text(), \
        "js/ds_widget.js is not the bundle of js/src: run `npm run build --prefix js` and commit it"


def test_no_front_end_file_is_long():
    files = sorted(JS.glob("src/**/*.js")) + sorted((ROOT / "tests" / "js").glob("**/*.*js"))
    assert files
    long = {str(f.relative_to(ROOT)): n for f in files if (n := len(f.read_text().splitlines())) > MAX_LINES}
    assert not long, f"over {MAX_LINES} lines: {long}"


def test_the_front_end_spells_no_mode_or_message_type():
    """Modes and message types come from Python's vocab trait (V.modes.…, V.messages.…)."""
    from ds_widget.widget.vocab import vocab

    v = vocab()
    names = sorted(set(v["modes"].values()) | set(v["messages"].values()))
    assert names
    alternatives = "|".join(map(re.escape, names))
    spelled = re.compile(rf"""(?:\btype:\s*|[=!]==\s*)["']({alternatives})["']""")
    found = [f"{f.name}:{i}: {line.strip()}" for f in sorted(JS.glob("src/**/*.js"))
             for i, line in enumerate(f.read_text().splitlines(), 1) if spelled.search(line)]
    assert not found, "\n".join(found)


def js_mode_literals(text: str) -> list[int]:
    """Lines of JS where a string literal spells a mode's name (trait names asked of the model —
    ``model.get("review")``, ``"change:practice"`` — are the traits', not the modes')."""
    text = re.sub(r"""model\.(get|set)\(\s*["'][a-z_]+["']""", "model.get(TRAIT", text)
    text = re.sub(r"""["']change:[a-z_]+["']""", "CHANGE", text)
    names = "|".join(NAMES)
    return [i for i, line in enumerate(text.split("\n"), 1)
            if re.search(rf"""["'`]({names})["'`]""", line) and not line.lstrip().startswith(("//", "*"))]


def test_the_page_never_spells_a_mode_name():
    found = {p.name: lines for p in sorted(JS.glob("src/*.js"))
             if (lines := js_mode_literals(p.read_text(encoding="utf-8")))}
    assert not found, f"the page spells mode names (use vocab.modes): {found}"
    assert js_mode_literals('if (mode === "explore") {}') == [1]
    assert js_mode_literals('const p = model.get("practice");') == []
