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


def test_the_page_is_type_checked_strictly():
    """``strict`` in js/tsconfig.json: no implicit any, null checked — and the names below checked."""
    options = json.loads((JS / "tsconfig.json").read_text())["compilerOptions"]
    assert options["strict"] is True and options["checkJs"] is True, options


def test_the_page_names_are_typed_from_python_tables():
    """js/src/vocab.d.ts is what ``python tools/gen_js_types.py`` makes of Python's tables now."""
    from ds_widget.widget.typings import typescript

    committed = (JS / "src" / "vocab.d.ts").read_text(encoding="utf-8")
    assert committed == typescript(), "js/src/vocab.d.ts is stale: run `python tools/gen_js_types.py` and commit it"


#: misspellings planted in a copy of js/src, each where the page really writes the name: the file,
#: the text there, the text planted, what tsc must then name
PLANTS = [
    ("decision.js", "type: V.messages.choose,", "type: V.messages.chose,", "'chose'"),                # a message
    ("narration.js", "V.messages.focus, index:", "V.messages.focus, indx:", "'indx'"),                 # a field
    ("explore.js", "action: V.actions.explore.start", "action: V.actions.explore.strat", "'strat'"),  # an action
    ("review.js", "action: V.actions.review.show,", 'action: "shw",', '"shw"'),                       # one typed
    ("practice.js", "pm({ action: A.pick, value: c.value })", "pm({ action: A.pick })", "'value'"),   # one missing
]


def test_a_misspelt_name_fails_the_type_check(tmp_path):
    """Each planted misspelling (a message type, a field, an action value; a field left out) makes
    ``tsc`` fail, naming it; the copy without them passes."""
    shutil.copytree(JS / "src", tmp_path / "src")
    shutil.copy(JS / "tsconfig.json", tmp_path / "tsconfig.json")
    tsc = [str(tool("tsc")), "-p", "."]
    clean = subprocess.run(tsc, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert clean.returncode == 0, clean.stdout
    for name, was, planted, _ in PLANTS:
        path = tmp_path / "src" / name
        text = path.read_text(encoding="utf-8")
        assert text.count(was) == 1, f"{name} no longer holds {was!r} once: plant the misspelling elsewhere"
        path.write_text(text.replace(was, planted), encoding="utf-8")
    out = subprocess.run(tsc, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert out.returncode != 0
    errors = re.split(r"\n(?=\S)", out.stdout)          # an error: its line and the indented ones after it
    for name, _, _, said in PLANTS:
        assert any(e.startswith(f"src/{name}(") and said in e for e in errors), \
            f"tsc did not catch the misspelling planted in {name}:\n{out.stdout}"
    assert len(errors) == len(PLANTS), out.stdout


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
    """Modes, message types and action values come from Python's vocab trait (V.modes.…,
    V.messages.…, V.actions.<type>.…)."""
    from ds_widget.widget.vocab import vocab

    v = vocab()
    names = sorted(set(v["modes"].values()) | set(v["messages"].values()))
    assert names and v["actions"]
    alternatives = "|".join(map(re.escape, names))
    spelled = re.compile(rf"""(?:\btype:\s*|[=!]==\s*)["']({alternatives})["']|\baction:\s*["']""")
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
