"""``python -m ds_widget render FILE [--step N] [--lang L] -o OUT.svg`` end to end."""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ds_widget import Game
from ds_widget.cli import main
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render import render_svg

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def played():
    g = Game.new(players=3, seed=5)
    rng = random.Random(5)
    for _ in range(120):
        g.choose(rng.choice(g.pending.options).id)
    return g


def test_render_a_record_at_a_step(played, tmp_path, capsys):
    rec = tmp_path / "game.json"
    rec.write_text(json.dumps(played.record()), encoding="utf-8")
    out = tmp_path / "step40.svg"
    assert main(["render", str(rec), "--step", "40", "-o", str(out)]) == 0
    assert "wrote" in capsys.readouterr().out
    svg = out.read_text(encoding="utf-8")
    ET.fromstring(svg)
    at40 = Game.from_record(played.record(), upto=40)
    assert svg == render_svg(at40.state, decision=at40.pending, events=at40.last_events)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_render_a_saved_state(played, tmp_path, lang):
    state = tmp_path / "state.json"
    state.write_text(played.to_json(), encoding="utf-8")
    out = tmp_path / f"state-{lang}.svg"
    assert main(["render", str(state), "--lang", lang, "-o", str(out)]) == 0
    root = ET.fromstring(out.read_text(encoding="utf-8"))
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == lang
    assert any(e.get("data-choice") for e in root.iter())


def test_errors(tmp_path, played, capsys):
    state = tmp_path / "state.json"
    state.write_text(played.to_json(), encoding="utf-8")
    assert main(["render", str(state), "--step", "3", "-o", str(tmp_path / "x.svg")]) == 2
    assert main(["render", str(tmp_path / "missing.json"), "-o", str(tmp_path / "x.svg")]) == 1
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["render", str(bad), "-o", str(tmp_path / "x.svg")]) == 1


def test_module_entry_point(played, tmp_path):
    rec = tmp_path / "game.json"
    rec.write_text(json.dumps(played.record()), encoding="utf-8")
    out = tmp_path / "out.svg"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    run = subprocess.run([sys.executable, "-m", "ds_widget", "render", str(rec), "--step", "10",
                          "-o", str(out)], capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    ET.fromstring(out.read_text(encoding="utf-8"))
