"""Layers point one way: the engine imports nothing of SVG, widgets or Jupyter."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_uses_the_standard_library_only():
    code = ("import sys, ds_widget.engine, ds_widget.engine.simulate, ds_widget.engine.scenario; "
            "from ds_widget.engine import Game; Game.new(players=4, seed=1); "
            "bad = [m for m in ('svgwrite', 'traitlets', 'ipywidgets', 'anywidget', 'IPython', "
            "'numpy') if m in sys.modules]; print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_engine_sources_import_only_stdlib_or_the_engine():
    allowed_stdlib = set(sys.stdlib_module_names)
    for path in (ROOT / "ds_widget" / "engine").rglob("*.py"):
        for line in path.read_text().splitlines():
            line = line.strip()
            if line.startswith("import ") or (line.startswith("from ") and " import " in line):
                mod = line.split()[1]
                if mod.startswith("."):
                    continue
                assert mod.split(".")[0] in allowed_stdlib, f"{path.name}: {line}"
