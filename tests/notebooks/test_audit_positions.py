"""Every position the course shows could occur in a game (issue 30): ``audit-positions`` finds none
that could not, and finds a planted one."""
from __future__ import annotations

import json
import subprocess
import sys

from ds_widget.engine.scenarios import build, names
from ds_widget.lessons import audit, cards, exercises
from ds_widget.practice import KINDS


def test_audit_positions_finds_no_implausible_position():
    done = subprocess.run([sys.executable, "-m", "ds_widget", "audit-positions", "--json"],
                          capture_output=True, text=True, timeout=600)
    out = json.loads(done.stdout)
    assert out["implausible"] == [] and done.returncode == 0
    # every scenario, lesson position and card demo, and practice of every kind and difficulty
    expected = (len(names()) + len(exercises.plies()) + len(cards.demos())
                + len(KINDS) * 3 * audit.PRACTICE_SEEDS)
    assert out["positions"] >= expected


def test_the_replayed_positions_are_the_lessons_and_the_card_demos():
    where = [w for w, _ in audit.replayed()]
    assert [w for w in where if w.startswith("lesson position")] == [
        f"lesson position {name}" for name in exercises.plies()]
    assert [w for w in where if w.startswith("card demo")] == [f"card demo {card}" for card in cards.demos()]


def test_a_planted_position_is_reported(monkeypatch):
    planted = build({"animals": ["mammals", "birds"], "base": "start", "boxes": {"wasteland": ["water"]}})
    monkeypatch.setattr(audit, "replayed", lambda: iter([("lesson position planted", planted)]))
    out = audit.audit(practice_seeds=0)
    assert [f["source"] for f in out["implausible"]] == ["lesson position planted"]
    assert "wasteland box" in out["implausible"][0]["reason"]
