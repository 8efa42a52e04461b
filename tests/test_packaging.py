"""The wheel carries the widget's JavaScript and CSS, and they load from the installed package."""
from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(ROOT)],
                   check=True, capture_output=True, text=True, timeout=600)
    wheels = list(out.glob("ds_widget-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_wheel_contains_front_end_and_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in ("ds_widget/static/ds_widget.js", "ds_widget/static/ds_widget.css",
                     "ds_widget/explain/messages/en.json", "ds_widget/explain/messages/it.json",
                     "ds_widget/explain/messages/de.json", "ds_widget/engine/scenarios/glaciation.json",
                     "ds_widget/render/__init__.py", "ds_widget/widget/widget.py"):
        assert required in names, required
    assert not any(n.startswith("tests/") for n in names)


def test_installed_wheel_loads_its_assets_in_a_fresh_venv(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=900,
                   capture_output=True, text=True)
    code = (
        "import pathlib, ds_widget\n"
        "from ds_widget.widget.assets import asset_dir\n"
        "from ds_widget import DominantSpeciesWidget\n"
        "d = asset_dir()\n"
        "assert 'site-packages' in str(d), d\n"
        "w = DominantSpeciesWidget(players=['human', 'random'], seed=3)\n"
        "esm = w._esm if isinstance(w._esm, str) else pathlib.Path(w._esm).read_text()\n"
        "assert 'export default' in esm and 'data-choice' in esm\n"
        "assert w.svg.startswith('<svg') or w.svg.startswith('<?xml')\n"
        "print(d)\n"
    )
    out = subprocess.run([str(py), "-c", code], capture_output=True, text=True, timeout=300,
                         cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    installed = Path(out.stdout.strip())
    assert (installed / "ds_widget.js").read_text() == (ROOT / "js" / "ds_widget.js").read_text()
    sim = subprocess.run([str(py), "-m", "ds_widget", "simulate", "--players", "4", "--games", "2", "--json"],
                         capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert sim.returncode == 0 and '"errors": 0' in sim.stdout
