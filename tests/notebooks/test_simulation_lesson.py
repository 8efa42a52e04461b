"""The simulation lesson works where the browser's Python has no threads and no matplotlib."""
from __future__ import annotations

import pytest

from ds_widget.engine.simulate import play_random_game
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.lessons import Lesson, tables


@pytest.fixture(scope="module")
def results():
    return [play_random_game(players=4, seed=s) for s in range(6)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_without_matplotlib_the_charts_become_tables_with_the_same_numbers(results, lang, capsys, monkeypatch):
    shown = []
    monkeypatch.setattr("ds_widget.lessons.calculations.display", shown.append)
    Lesson("13_simulation", lang=lang).charts_as_tables(results)
    note, cards, turns = shown
    assert "matplotlib" in note._repr_html_()
    done = [r for r in results if r["completed"]]
    assert sum(int(row[1]) for row in cards.rows) == sum(len(r["cards"]) for r in done)
    assert {int(row[0]): int(row[1]) for row in turns.rows} == {
        t: sum(1 for r in done if r["turns"] == t) for t in {r["turns"] for r in done}}


def test_the_lesson_runs_its_games_without_threads():
    """Threads cannot start in the browser's Python: the lesson uses an asyncio task instead."""
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    for lang in LANGUAGES:
        text = (root / "lessons" / lang / "13_simulation.md").read_text(encoding="utf-8")
        assert "import threading" not in text and "asyncio.ensure_future" in text and "await task" in text
    assert tables.turns_table([], "en").rows == []
