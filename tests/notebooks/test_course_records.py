"""Positions by construction: every position the course shows that states a turn, a phase, the
action display or the supplies is reached by play from a setup. Each record of the course (the
card demonstrations, the lessons' recorded games and their positions, the exercises that start
from a record) is replayed here from a new game of its setup, one option id at a time through the
engine's door, and the position the course shows is the replay's; ``tools/make_course_records.py
--check`` finds the JSON files current."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ds_widget.engine.match import RECORD_FORMAT, Match
from ds_widget.engine.serialize import state_to_dict
from ds_widget.lessons import cards, exercises

ROOT = Path(__file__).resolve().parents[2]
RECORD_KEYS = {"format", "version", "setup", "choices"}


def replay(record: dict, upto: int | None = None) -> Match:
    """A new game of the record's setup (the record with no choice), its choices made one by one
    as options of the pending decision."""
    assert record["format"] == RECORD_FORMAT and record.get("start") is None, "a record starts from a setup"
    game = Match.from_record(record, upto=0)
    assert game.ply == 0 and game.record()["setup"] == record["setup"]
    for choice in record["choices"][:upto]:
        d = game.pending
        assert d is not None and choice in d.ids, f"{choice} is not an option at ply {game.ply}"
        game.choose(choice)
    return game


def same(shown, replayed: Match) -> None:
    assert state_to_dict(shown.state) == state_to_dict(replayed.state)


def record_starts() -> list[tuple[str, str, dict]]:
    return [(lesson, ex, spec["start"]) for lesson in exercises.lesson_names()
            for ex, spec in exercises.exercises(lesson).items() if "record" in spec["start"]]


@pytest.mark.parametrize("card", sorted(cards.demos()))
def test_a_card_demo_is_its_record_replayed(card):
    demo = cards.demo(card)
    assert set(demo) == {"chooser", "tile", "record", "choices", "panels", "changes"}
    assert set(demo["record"]) == RECORD_KEYS
    setup = demo["record"]["setup"]
    assert setup["players"] == 4 and not setup["multi"] and not setup["random_earth"]
    shown = cards.start(demo)
    game = replay(demo["record"])
    same(shown, game)
    d = game.pending
    assert d is not None and d.kind == "domination_tile"
    if card == "ice_age":               # the last card of the deck: a lesson's last turn
        assert game.state.turn > 1 and not game.state.deck
    else:
        assert game.state.turn == 1 and game.state.phase == "execution"
        assert card in replay(demo["record"], 0).state.available, "the card is face up in turn 1"


@pytest.mark.parametrize("name", exercises.record_names())
def test_a_lesson_record_replays_from_its_setup(name):
    rec = exercises.record(name)
    assert set(rec) <= RECORD_KEYS | {"start"} and rec.get("start") is None
    same(Match.from_record(rec), replay(rec))


@pytest.mark.parametrize("name", list(exercises.plies()))
def test_a_lesson_position_is_its_record_replayed_to_its_ply(name):
    ply = exercises.plies()[name]
    rec = exercises.record(name)
    assert 0 < ply < len(rec["choices"])
    same(Match.from_record(rec, upto=ply), replay(rec, ply))


def test_the_lessons_open_their_positions_at_their_plies():
    """Every ``lesson.record(name, upto=n)`` of a lesson and every exercise start of a record that
    has a lesson position is at that position's ply."""
    plies = exercises.plies()
    for lesson, ex, start in record_starts():
        if start["record"] in plies:
            assert start.get("upto") == plies[start["record"]], f"{lesson}/{ex}"
    for path in sorted((ROOT / "lessons").glob("*/*.md")):
        for name, upto in re.findall(r'lesson\.record\("([a-z0-9_]+)", upto=(\d+)\)', path.read_text("utf-8")):
            if name in plies:
                assert int(upto) == plies[name], f"{path.relative_to(ROOT)}: {name} at {upto}"


@pytest.mark.parametrize("lesson,ex,start", record_starts(), ids=[f"{a}/{b}" for a, b, _ in record_starts()])
def test_an_exercise_start_is_its_record_replayed(lesson, ex, start):
    same(exercises.start(start), replay(exercises.record(start["record"]), start.get("upto")))


def test_no_typed_positions_are_left():
    assert not hasattr(exercises, "position")
    for lesson in exercises.lesson_names():
        for ex, spec in exercises.exercises(lesson).items():
            assert "position" not in spec["start"], f"{lesson}/{ex}"
    for path in (ROOT / "ds_widget" / "lessons").glob("*.py"):
        assert "scenarios import build" not in path.read_text("utf-8"), path.name


def test_the_generator_finds_the_json_current():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_course_records.py"), "--check", "--quiet"],
                          capture_output=True, text=True, timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
