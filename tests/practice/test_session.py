"""Practice sessions: the same sequence for a whole class, grading with explanations, progress per
kind saved to JSON and checked on load; worksheets for printing."""
from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from ds_widget.engine.errors import InvalidStateError, MalformedError
from ds_widget.practice import KINDS, PracticeSession, worksheet
from ds_widget.render import render_svg


def answer_right(q):
    return sorted(q.answers) if q.select == "all" else sorted(q.answers)[0]


def answer_wrong(q):
    if q.format == "number":
        return str(int(sorted(q.answers)[0]) + 1)
    others = [c for c in q.candidates if c not in q.answers]
    return others[0] if q.select == "one" else sorted(q.answers) + [c for c in others if c != "none"][:1] \
        if q.answers != {"none"} else [c for c in others if c != "none"][:1]


def test_same_seed_same_questions_in_the_same_order_and_every_kind_comes_up():
    a, b = PracticeSession(2024, 2), PracticeSession(2024, 2)
    rounds = 2 * len(KINDS)
    qa = [a.next_question() for _ in range(rounds)]
    qb = [b.next_question() for _ in range(rounds)]
    assert [q.to_dict("it") for q in qa] == [q.to_dict("it") for q in qb]
    assert {q.kind for q in qa[:len(KINDS)]} == set(KINDS)     # each round asks every kind once
    other = PracticeSession(2025, 2)
    assert [q.text() for q in qa[:len(KINDS)]] != [other.next_question().text() for _ in KINDS]


def test_grading_records_streaks_and_explains():
    s = PracticeSession(7, 1, kinds=["matching", "dominance"], lang="de")
    q = s.next_question()
    g = s.answer(answer_right(q))
    assert g.correct and g.headline == "Richtig!"
    assert g.explanation.startswith(q.explanation("de"))
    assert g.focus and all(re.fullmatch(r"(tile|hex|corner|animal|space)-.+", t) for t in g.focus)
    q2 = s.next_question()
    g2 = s.answer(answer_wrong(q2))
    assert not g2.correct and g2.headline.startswith("Nicht ganz: Die Antwort ist ")
    assert q2.expected_text("de") in g2.headline
    p = s.progress
    assert p.asked() == 2 and p.right() == 1
    assert p.streak(q2.kind) == 0
    assert p.kinds[q.kind].best == 1
    with pytest.raises(MalformedError):
        s.answer("1")                        # nothing waits for an answer
    for kind in ("matching", "dominance"):
        assert kind in {r["kind"] for r in s.summary()}


def test_progress_saves_and_loads_and_the_sequence_goes_on(tmp_path):
    s = PracticeSession(31, 3)
    for i in range(4):
        q = s.next_question()
        s.answer(answer_right(q) if i % 2 else answer_wrong(q))
    path = s.save(tmp_path / "progress.json")
    assert path.stat().st_size < 2000
    loaded = PracticeSession.load(path)
    assert loaded.progress.to_dict() == s.progress.to_dict()
    assert loaded.progress.right() == 2 and loaded.index == 4
    assert loaded.next_question().to_dict() == s.next_question().to_dict()


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(format="something else"),
    lambda d: d.update(version=99),
    lambda d: d.update(seed=-5),
    lambda d: d.update(difficulty=7),
    lambda d: d.update(kinds=["chess"]),
    lambda d: d.update(lang="xx"),
    lambda d: d.update(asked="four"),
    lambda d: d.update(extra=1),
    lambda d: d["progress"].update(chess={"asked": 1, "right": 1, "streak": 1, "best": 1}),
    lambda d: d["progress"]["matching"].update(right=9),
    lambda d: d["progress"]["matching"].update(asked=-1),
    lambda d: d["progress"]["matching"].update(streak=True),
    lambda d: d["progress"]["matching"].pop("best"),
    lambda d: d.update(asked=0),
])
def test_a_broken_progress_file_is_refused_with_the_projects_error(mutate):
    s = PracticeSession(5, 1, kinds=["matching"])
    q = s.next_question()
    s.answer(answer_right(q))
    data = json.loads(s.to_json())
    mutate(data)
    with pytest.raises(InvalidStateError):
        PracticeSession.from_json(json.dumps(data))


def test_not_json_and_unreadable_files_are_refused(tmp_path):
    for text in ("", "{", "[1, 2]", "null"):
        with pytest.raises(InvalidStateError):
            PracticeSession.from_json(text)
    with pytest.raises(InvalidStateError):
        PracticeSession.load(tmp_path / "missing.json")


def test_bad_session_arguments():
    for kw in ({"seed": "x"}, {"difficulty": 0}, {"kinds": []}, {"kinds": ["chess"]}, {"lang": "xx"}, {"kinds": 3}):
        with pytest.raises(MalformedError):
            PracticeSession(**kw)


def test_the_board_can_offer_the_candidates_as_clicks():
    s = PracticeSession(12, 2, kinds=["find_move", "illegal"])
    for _ in range(4):
        q = s.next_question()
        svg = render_svg(q.state, decision=q.board_decision(), panels=q.panels)
        for c in q.candidates:
            if c not in ("nobody", "none"):
                assert f'data-choice="answer:{c}"' in svg, c
        assert q.is_correct(f"answer:{sorted(q.answers)[0]}") == (q.select == "one" or len(q.answers) == 1)
        s.answer(answer_right(q))


def test_worksheet_and_answer_key(tmp_path):
    sheet, key = worksheet(n=6, seed=11, difficulty=2, lang="it", path=tmp_path / "scheda.html")
    assert key.name == "scheda-key.html"
    page, answers = sheet.read_text(encoding="utf-8"), key.read_text(encoding="utf-8")
    text, key_text = html.unescape(page), html.unescape(answers)
    assert page.count('<section class="q">') == 6 and answers.count('<section class="q">') == 6
    assert page.count("<svg") >= 6 and "<script" not in page and "http" not in page.split("xmlns")[0]
    s = PracticeSession(11, 2)
    for i in range(6):
        q = s.next_question()
        assert f"Domanda {i + 1}" in text and q.text("it") in text and q.text("it") in key_text
        assert q.explanation("it") in key_text
        assert all(c["label"] in text for c in q.choices("it"))
    assert "Risposta:" in answers and "<svg" not in answers
    with pytest.raises(MalformedError):
        worksheet(n=0, path=tmp_path / "x.html")


def test_readme_practice_snippet_runs(tmp_path, monkeypatch):
    text = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    section = text.split("## Practice", 1)[1]
    block = re.findall(r"```python\n(.*?)```", section, flags=re.S)[0]
    monkeypatch.chdir(tmp_path)
    namespace: dict = {}
    exec(compile(block, "README.md", "exec"), namespace)
    assert namespace["q"].kind in KINDS
    assert (tmp_path / "progress.json").exists()
    assert (tmp_path / "worksheet.html").exists() and (tmp_path / "worksheet-key.html").exists()
