"""One whole turn on one board (issue 30, item 16): the turn's events sorted into Planning, the
twelve sections in order and the Reset, nothing lost and nothing in the wrong section."""
from __future__ import annotations

import pytest

import ds_widget.lessons.lesson as lesson_module
from ds_widget import Game
from ds_widget.engine.constants import SECTIONS
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.lessons import Lesson, exercises
from ds_widget.lessons.turn import whole_turn


def turn_events(record: str, turn: int) -> list[dict]:
    rec = exercises.record(record)
    g = Game.from_record(rec, upto=0)
    out: list[dict] = []
    for choice in rec["choices"]:
        if g.state.turn > turn:
            break
        before = g.state.turn
        events = g.choose(choice)
        if before == turn:
            out.extend(e for e in events if e["kind"] != "turn_started" or e.get("turn") == turn)
    return out


@pytest.mark.parametrize("turn", [1, 3])
def test_every_event_of_the_turn_is_in_its_section(turn):
    t = whole_turn("four_greedy", turn)
    sorted_events = t.planning + [e for s in SECTIONS for e in t.sections[s]] + t.reset
    assert len(sorted_events) == len(turn_events("four_greedy", turn))
    for section, events in t.sections.items():
        for e in events:
            named = [e[k] for k in ("section", "source", "cause") if e.get(k) in SECTIONS]
            assert named in ([], [section]), (section, e)
    assert {e["kind"] for e in t.planning} <= {"pawn_placed", "phase_ended"}
    assert any(e["kind"] == "extinction" for e in t.reset)
    assert t.planned.state.phase == "execution" and t.after.state.turn == turn + 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_shows_all_twelve_sections_in_order(lang, monkeypatch):
    shown = []
    monkeypatch.setattr(lesson_module, "display", shown.append)
    Lesson("03_turn_and_initiative", lang=lang).whole_turn("four_greedy", 1)
    texts = [x for x in shown if getattr(x, "title", None)]
    sections = texts[1:13]
    # C4: the count is every pawn Planning placed (4 players × 5 pawns), the Initiative pawn
    # already lifted included, and the sentence says where that one is
    placed = sum(1 for e in whole_turn("four_greedy", 1).planning if e["kind"] == "pawn_placed")
    assert placed == 20 and f"{placed}" in texts[0].lines[0]
    assert [t.title.split(". ", 1)[0] for t in sections] == [str(i) for i in range(1, 13)]
    assert all(t.lines for t in sections)                       # every section says something
