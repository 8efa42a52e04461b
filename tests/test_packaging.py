"""The wheel carries the widget's JavaScript and CSS, and they load from the installed package;
building and installing it prints no warning of ours."""
from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: pip's notes about this machine's package indexes (its pip.conf), not about our configuration
MACHINE = re.compile(r"WARNING: Location '[^']*' is ignored")


def warnings_in(output: str) -> list[str]:
    """The lines of a build's or an install's output that warn or speak of something deprecated."""
    return [line for line in output.splitlines()
            if re.search(r"warn|deprecat", line, re.I) and not MACHINE.search(line)]


def test_warnings_in_finds_what_setuptools_said_about_the_old_configuration():
    # two lines of what `pip install -e .` printed before the build moved to hatchling
    old = ("  setuptools/config/_apply_pyprojecttoml.py:82: BuildBackendWarning: `project.license` as a "
           "TOML table is deprecated\n  Successfully built ds_widget\n"
           "WARNING: Location 'file:///opt/pypi/simple/pip/' is ignored: it is neither a file nor a directory.\n")
    assert warnings_in(old) == [old.splitlines()[0]]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    # verbose: the build backend's own output is shown, so a warning of our configuration is seen
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-v", "-w", str(out), str(ROOT)],
                           check=True, capture_output=True, text=True, timeout=600)
    assert not warnings_in(built.stdout + built.stderr), warnings_in(built.stdout + built.stderr)
    wheels = list(out.glob("ds_widget-*.whl"))
    assert len(wheels) == 1
    return wheels[0]


def test_wheel_contains_front_end_and_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for required in ("ds_widget/static/ds_widget.js", "ds_widget/static/ds_widget.css",
                     "ds_widget/explain/messages/en.ftl", "ds_widget/explain/messages/it.ftl",
                     "ds_widget/explain/messages/de.ftl", "ds_widget/explain/messages/coach/it.ftl",
                     "ds_widget/engine/scenarios/glaciation.json",
                     "ds_widget/render/__init__.py", "ds_widget/widget/widget.py"):
        assert required in names, required
    assert not any(n.startswith("tests/") for n in names)


def test_installed_wheel_loads_its_assets_in_a_fresh_venv(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=120)
    py = venv / "bin" / "python"
    installed = subprocess.run([str(py), "-m", "pip", "install", "-q", str(wheel)], check=True, timeout=900,
                               capture_output=True, text=True)
    assert not warnings_in(installed.stdout + installed.stderr), installed.stderr
    code = (
        "import pathlib, ds_widget\n"
        "from ds_widget.widget.assets import asset_dir\n"
        "from ds_widget import DominantSpeciesWidget\n"
        "d = asset_dir()\n"
        "assert 'site-packages' in str(d), d\n"
        "w = DominantSpeciesWidget(players=['human', 'random'], seed=3)\n"
        "import re\n"
        "esm = w._esm if isinstance(w._esm, str) else pathlib.Path(w._esm).read_text()\n"
        # the bundle (esbuild) exports its default as `export { … as default }`
        "assert re.search(r'export default|as default\\b', esm) and 'data-choice' in esm\n"
        # VS Code and Colab load the front end from the kernel: nothing in it may reach elsewhere
        "import re\n"
        "css = w._css if isinstance(w._css, str) else pathlib.Path(w._css).read_text()\n"
        "urls = set(re.findall(r'https?://[\\w./-]+', esm + css))\n"
        "assert urls <= {'http://www.w3.org/2000/svg'}, urls\n"
        "assert not re.search(r'^\\s*import\\b|\\bimport\\(|@import', esm + css, re.M)\n"
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


def test_an_editable_install_prints_no_warning(tmp_path):
    """``pip install -e .`` (what tools/lesson.sh and tools/test.sh run), verbose, in a fresh venv."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    out = subprocess.run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install",
                          "--no-deps", "-v", "-e", str(ROOT)], capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr[-3000:]
    assert not warnings_in(out.stdout + out.stderr), warnings_in(out.stdout + out.stderr)
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "import ds_widget; print(ds_widget.__file__)"],
                           capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert where.stdout.strip() == str(ROOT / "ds_widget" / "__init__.py"), where.stderr


def test_the_test_extras_hold_the_lesson_extras():
    """tools/test.sh marks its .venv as holding the lesson extras (so tools/lesson.sh, run by the
    tests, does not install into the .venv the other tests are using): true only while every
    requirement of ``lessons`` is among ``test``'s."""
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    assert set(extras["lessons"]) <= set(extras["test"]), set(extras["lessons"]) - set(extras["test"])
    assert "ds_widget-lessons.installed" in (ROOT / "tools" / "test.sh").read_text(encoding="utf-8")
    assert "ds_widget-lessons.installed" in (ROOT / "tools" / "lesson.sh").read_text(encoding="utf-8")
