"""Every position the course shows is reached by play or is a fragment of an earth, and could occur
(issue 30 item 1, issue 48 item 1): ``audit-positions`` counts how each was made, finds none that
could not occur, and reports a planted typed position, a record that does not reach the position
shown, and an implausible one."""
from __future__ import annotations

import json
import subprocess
import sys

from ds_widget.engine.match import Match
from ds_widget.engine.scenarios import build, names
from ds_widget.lessons import audit, cards, exercises
from ds_widget.practice import KINDS


def test_audit_positions_finds_every_position_reached_or_a_fragment():
    done = subprocess.run([sys.executable, "-m", "ds_widget", "audit-positions", "--json"],
                          capture_output=True, text=True, timeout=900)
    out = json.loads(done.stdout)
    assert out["implausible"] == [] and done.returncode == 0
    assert out["replayed"] + out["fragments"] == out["positions"]
    # every scenario, lesson position, recorded game and card demo, and practice of every kind and difficulty
    expected = (len(names()) + len(exercises.plies()) + len(exercises.record_names())
                + len(cards.demos()) + len(KINDS) * 3 * audit.PRACTICE_SEEDS)
    assert out["positions"] >= expected
    assert out["fragments"] >= len(names())          # the rulebook examples are fragments


def test_a_planted_typed_position_is_reported(monkeypatch):
    """A position typed in (built from the scenario format, no record from a setup) is reported."""
    planted = build({"animals": ["mammals", "birds"], "base": "start", "boxes": {"wasteland": ["water"]}})
    monkeypatch.setattr(audit, "sources", lambda practice_seeds: iter([
        audit.shown("lesson position planted", Match.from_state(planted)),
        audit.shown("recorded game", Match.new(players=2, seed=1))]))
    out = audit.audit(practice_seeds=0)
    assert [f["source"] for f in out["implausible"]] == ["lesson position planted"]
    assert out["implausible"][0]["provenance"] == "typed"
    assert "typed" in out["implausible"][0]["reason"] and "wasteland box" in out["implausible"][0]["reason"]
    assert out["replayed"] + out["fragments"] == out["positions"] - 1 == 1


def test_a_record_that_does_not_reach_the_position_shown_is_reported(monkeypatch):
    """The shown position is the record's replay, or it is reported: a planted game whose state
    was changed after it was replayed."""
    g = Match.new(players=3, seed=4)
    for _ in range(5):
        g.choose(g.pending.options[0].id)
    shown = audit.shown("planted game", g)
    assert audit.provenance(shown) == ("replayed", None)
    g.state.animal_w("birds" if "birds" in g.state.animals else next(iter(g.state.animals))).vp += 3
    assert audit.provenance(audit.shown("planted game", g))[1] == "the position shown is not its record's replay"
