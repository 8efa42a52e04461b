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


def short_record(tmp_path, n=40):
    """A 3-player game of greedy bots, ``n`` choices in, saved as a record."""
    from ds_widget.bots.registry import make_bot
    from ds_widget.engine import Match
    g = Match.new(players=3, seed=5)
    bots = [make_bot("greedy", i) for i in range(3)]
    for _ in range(n):
        g.choose(bots[g.state.animals[g.pending.animal].player].pick(g))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(g.record()))
    return path


def test_review_json_contract_and_printable_review(tmp_path):
    game = short_record(tmp_path)
    out = run("review", str(game), "--seat", "2", "--json", "-o", str(tmp_path / "r.html"), "--lang", "it")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"decisions", "counts", "seconds"} and data["decisions"]
    for d in data["decisions"]:
        assert set(d) == {"ply", "seat", "taken", "best", "loss", "verdict", "interval", "rounds", "playouts",
                          "seconds"} and d["seat"] == 2
        assert d["loss"] >= 0 and d["verdict"] in data["counts"]
    assert sum(data["counts"].values()) == len(data["decisions"])
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert '<html lang="it"' in page and "<svg" in page
    # the same review twice: the same verdicts (the reviewer's seed is the game's)
    again = json.loads(run("review", str(game), "--seat", "2", "--json").stdout)
    assert [d["verdict"] for d in again["decisions"]] == [d["verdict"] for d in data["decisions"]]


def test_review_in_words_and_bad_input(tmp_path):
    game = short_record(tmp_path, n=12)
    out = run("review", str(game), "--seat", "1", "--lang", "de")
    assert out.returncode == 0 and "SP" in out.stdout, out.stderr
    bad = run("review", str(game), "--seat", "4")
    assert bad.returncode == 1 and "seat 4 does not exist" in bad.stderr and "Traceback" not in bad.stderr
    junk = tmp_path / "junk.json"
    junk.write_text('{"format": "ds_widget.record", "version": 2, "choices": ["space:nowhere.1"]}')
    out = run("review", str(junk), "--seat", "1")
    assert out.returncode == 1 and out.stderr.startswith("error:") and "Traceback" not in out.stderr
    assert run("review", str(tmp_path / "missing.json"), "--seat", "1").returncode == 2


def test_review_of_a_saved_state_says_why_there_is_nothing_to_review(tmp_path):
    """Issue 50: a saved state holds one position, not the decisions that led to it; the review says
    so (and which file to give it) instead of reporting 0 decisions without a word."""
    from ds_widget.engine import Match
    g = Match.new(players=3, seed=5)
    state = tmp_path / "state.json"
    state.write_text(json.dumps(g.to_dict()))
    for extra in ((), ("--json",)):
        out = run("review", str(state), "--seat", "1", *extra)
        assert out.returncode == 1 and out.stdout == "", out.stdout
        assert out.stderr.startswith("error: this is a saved state") and "nothing to review" in out.stderr
        assert "ds_widget.record" in out.stderr and "Traceback" not in out.stderr
    # a record in which the seat never had a choice: said in the review's language
    record = short_record(tmp_path, n=0)
    out = run("review", str(record), "--seat", "1", "--lang", "it")
    assert out.returncode == 0 and "Il posto 1 non ha preso" in out.stdout, out.stdout + out.stderr


def test_the_review_in_italian_is_all_italian_with_one_rounding(tmp_path):
    """Issue 49: under --lang it the progress bar's words are Italian, and each decision's loss is
    printed as its reason says a gap (to the half VP, a comma for the decimal point: "0,5"), never
    "0.12" beside "circa 0,5 PV"."""
    import re

    from ds_widget.review.shown import loss_words
    game = short_record(tmp_path, n=12)
    out = run("review", str(game), "--seat", "1", "--lang", "it")
    assert out.returncode == 0, out.stderr
    assert "Revisione" in out.stderr and "decisioni" in out.stderr and "decisions" not in out.stderr, out.stderr
    data = json.loads(run("review", str(game), "--seat", "1", "--json").stdout)
    lines = [ln for ln in out.stdout.splitlines() if re.match(r"\s*\d+  ", ln)]
    assert len(lines) == len(data["decisions"]) > 0
    for ln, d in zip(lines, data["decisions"]):
        assert f' {loss_words(d["loss"], "it")}  ' in ln, (ln, d["loss"])
        assert not re.search(r"\d\.\d", ln), ln
