"""Run the front end's pure-helper tests with node (Node 20 is on our machines)."""
from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_js_helpers_with_node():
    node = shutil.which("node")
    if node is None:
        pytest.fail("node is needed for the front-end tests (Node 20 is part of the machine setup)")
    out = subprocess.run([node, "--test", "tests/js/"], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "# fail 0" in out.stdout
