"""The command line contract: simulate, check (render is tested with the renderer)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ds_widget import Game
from ds_widget.cli import main


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "ds_widget", *args], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1], timeout=300)


def test_simulate_json_contract():
    p = run("simulate", "--players", "4", "--games", "12", "--seed", "1", "--json")
    assert p.returncode == 0, p.stderr
    out = json.loads(p.stdout)
    for key in ("games", "completed", "errors", "seconds", "games_per_second", "mean_rounds",
                "wins", "cards_played"):
        assert key in out
    assert out["games"] == 12 and out["errors"] == 0 and out["completed"] == 12
    assert sum(out["wins"].values()) == 12
    assert out["cards_played"]["ice_age"] == 12
    assert set(out["cards_played"]) <= {"aquatic", "biodiversity", "blight", "biomass", "catastrophe",
                                        "cold_snap", "disease", "ecodiversity", "evolution", "fecundity",
                                        "fertile", "habitat", "hibernation", "ice_age", "ice_sheet",
                                        "immigrants", "instinct", "intelligence", "mass_exodus",
                                        "metamorphosis", "niche_biomes", "nocturnal", "omnivore",
                                        "parasitism", "predator", "symbiotic"}
    assert p.stderr == ""            # no progress bar with --json


def test_simulate_is_reproducible_and_saves_records(tmp_path):
    a = json.loads(run("simulate", "--players", "5", "--games", "3", "--seed", "9", "--json",
                       "--save", str(tmp_path)).stdout)
    b = json.loads(run("simulate", "--players", "5", "--games", "3", "--seed", "9", "--json").stdout)
    for k in ("completed", "mean_rounds", "wins", "cards_played", "mean_decisions"):
        assert a[k] == b[k]
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 3
    g = Game.from_record(json.loads(files[0].read_text()))
    assert g.is_over and g.completed
    p = run("check", str(files[0]))
    assert p.returncode == 0 and p.stdout.startswith("valid record")


def test_simulate_shows_a_progress_bar_without_json():
    p = run("simulate", "--players", "6", "--games", "2", "--seed", "3")
    assert p.returncode == 0 and "simulate" in p.stderr and "2/2" in p.stderr and "completed" in p.stdout


def test_check_accepts_states_and_rejects_bad_files(tmp_path, capsys):
    g = Game.new(players=3, seed=4)
    for o in ("space:speciation.2", "space:migration.1", "space:domination.3"):
        g.choose(o)
    good = tmp_path / "state.json"
    good.write_text(g.to_json())
    assert main(["check", str(good)]) == 0
    assert "valid state" in capsys.readouterr().out
    data = json.loads(good.read_text())
    data["bag"]["seed"] += 1
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    assert main(["check", str(bad)]) == 1
    assert "seed elements in the game" in capsys.readouterr().err
    (tmp_path / "junk.json").write_text("{not json")
    assert main(["check", str(tmp_path / "junk.json")]) == 1
    assert main(["check", str(tmp_path / "missing.json")]) == 2


@pytest.mark.parametrize("args", [["simulate", "--players", "9", "--json"],
                                  ["simulate", "--players", "4", "--remove-cards", "40", "--json"]])
def test_simulate_rejects_bad_setup(args):
    assert main(args) == 2
