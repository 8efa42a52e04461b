"""The accessibility audit in one command: axe-core on the widget in every mode and both themes, the
keyboard-only turn, and the marimo board click, each in Debian's Chromium.

Run: ``.venv/bin/python benchmarks/audit_a11y.py [--json]`` after ``./tools/test.sh`` has set up
the browser tools (Chromium, the .venv with marimo, axe-core in tests/e2e/node_modules, the site).
Plain script, not a test: it runs the browser tests that measure these
(tests/e2e/test_a11y.py, the site's axe test in tests/e2e/test_site.py, tests/e2e/test_keyboard.py,
tests/e2e/test_marimo.py) with their artifacts in a fresh folder, then reads what they recorded:
the violations by impact per ``<host>/<mode>/<theme>`` (artifacts/axe.json, written by the audits
whatever their outcome) and whether the keyboard turn and the marimo click passed (pytest's JUnit
report). Prints ``{"axe": {"<host>/<mode>/<theme>": {"serious": n, "critical": n}},
"keyboard_turn": true|false, "marimo_click": true|false}`` with ``--json``; a table otherwise.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = {
    "axe": ["tests/e2e/test_a11y.py", "tests/e2e/test_site.py::test_the_widget_passes_axe_on_the_site"],  # both themes
    "keyboard_turn": ["tests/e2e/test_keyboard.py"],
    "marimo_click": ["tests/e2e/test_marimo.py"],
}


def outcomes(junit: Path) -> dict[str, bool]:
    """Test file -> all its tests passed, from a JUnit report."""
    out: dict[str, bool] = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        name = case.get("classname", "").split(".")[-1] + ".py"
        ok = not any(child.tag in ("failure", "error", "skipped") for child in case)
        out[name] = out.get(name, True) and ok
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="audit-a11y-") as tmp:
        artifacts, junit = Path(tmp) / "artifacts", Path(tmp) / "junit.xml"
        env = dict(os.environ, E2E_ARTIFACTS=str(artifacts))
        cmd = [sys.executable, "-m", "pytest", "-q", "-m", "e2e", "-p", "no:cacheprovider",
               f"--junitxml={junit}", *[t for ts in TESTS.values() for t in ts]]
        run = subprocess.run(cmd, cwd=ROOT, env=env, stdout=sys.stderr)   # the tests' log on stderr
        if not junit.is_file():
            print(f"the browser tests did not run (exit {run.returncode})", file=sys.stderr)
            return 2
        passed = outcomes(junit)
        axe_file = artifacts / "axe.json"
        table = json.loads(axe_file.read_text()) if axe_file.is_file() else {}
    summary = {
        "axe": {k: {"serious": v["serious"], "critical": v["critical"]} for k, v in sorted(table.items())},
        "keyboard_turn": passed.get("test_keyboard.py", False),
        "marimo_click": passed.get("test_marimo.py", False),
    }
    if args.json:
        print(json.dumps(summary))
    else:
        for key, v in summary["axe"].items():
            print(f"{key:32s} serious {v['serious']}  critical {v['critical']}")
        print(f"keyboard turn: {summary['keyboard_turn']}   marimo click: {summary['marimo_click']}")
    clean = all(v["serious"] == 0 and v["critical"] == 0 for v in summary["axe"].values())
    return 0 if clean and summary["keyboard_turn"] and summary["marimo_click"] and summary["axe"] else 1


if __name__ == "__main__":
    sys.exit(main())
