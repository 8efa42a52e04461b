"""Practice mode in the widget, driven by the page's messages: the question on the board with its
candidates clickable, grading at the first click (or at Check, or a typed number), the
explanation, progress, the level, three languages, and the game untouched behind it."""
from __future__ import annotations

import json

import pytest

from ds_widget import DominantSpeciesWidget
from ds_widget.practice import PracticeSession


def send(w, **msg):
    w._on_front_end_message(w, msg, [])
    return w


def practising(seed=11, difficulty=1, **kw):
    w = DominantSpeciesWidget(players=["human", "human", "human"], seed=3, auto=False, **kw)
    send(w, type="practice", action="enter")
    assert w.mode == "practice" and w.error == {}
    w.modes.practice.desk.session.seed = seed      # a chosen sequence, as start_practice(seed=...) gives
    send(w, type="practice", action="level", difficulty=difficulty)
    return w


def until(w, pred, limit=60):
    """Next question until ``pred(question)`` holds."""
    for _ in range(limit):
        if pred(w.modes.practice.desk.question):
            return w.modes.practice.desk.question
        send(w, type="practice", action="next")
    raise AssertionError("no such question in the sequence")


def wrong_value(q):
    for c in q.candidates:
        if not q.is_correct(c if q.select == "one" else [c]):
            return c
    return None


def test_the_question_is_on_the_board_with_its_candidates_clickable():
    w = practising()
    q = until(w, lambda q: q.format == "choice" and any(c.startswith(("tile-", "animal-", "corner-", "hex-"))
                                                        for c in q.candidates))
    p = w.practice
    assert p["text"] == q.text("en") and p["how"] and not p["answered"]
    for c in q.candidates:
        if c not in ("nobody", "none"):
            assert f'data-choice="answer:{c}"' in w.svg
    assert [b["value"] for b in p["buttons"]] == [c for c in q.candidates if c in ("nobody", "none")]
    assert w.decision == {} and w.narration == []                # no game decision is on show


def test_a_right_click_and_a_wrong_click_are_graded_and_explained():
    w = practising()
    q = until(w, lambda q: q.format == "choice" and q.select == "one" and wrong_value(q))
    v0 = w.version
    send(w, type="practice", action="pick", value=sorted(q.answers)[0], question=w.practice["number"])
    assert w.version == v0 + 1 and w.error == {}
    g = w.practice["grade"]
    assert w.practice["answered"] and g["correct"] and g["headline"] == "Right!"
    assert g["explanation"].startswith(q.explanation("en"))
    assert "data-choice=\"answer:" not in w.svg                   # answered: nothing to click any more
    for target in q.focus:                                        # the explanation's things are marked
        assert f'data-target="{target}"' in w.svg
    send(w, type="practice", action="next")
    q2 = until(w, lambda q: q.format == "choice" and q.select == "one" and wrong_value(q))
    send(w, type="practice", action="pick", value=wrong_value(q2), question=w.practice["number"])
    g2 = w.practice["grade"]
    assert not g2["correct"] and g2["headline"].startswith("Not quite")
    assert q2.expected_text("en") in g2["headline"]
    assert w.modes.practice.desk.session.progress.right() >= 1 and w.modes.practice.desk.session.progress.asked() >= 2


def test_a_set_is_collected_click_by_click_and_graded_at_check():
    w = practising(difficulty=2)
    q = until(w, lambda q: q.select == "all" and len(q.answers - {"none"}) >= 1)
    n = w.practice["number"]
    answers = sorted(q.answers - {"none"})
    for a in answers:
        send(w, type="practice", action="pick", value=a, question=n)
    assert [x["value"] for x in w.practice["picked"]] == answers and not w.practice["answered"]
    extra = next((c for c in q.candidates if c not in q.answers and c != "none"), None)
    if extra:                                                     # a second click takes one back
        send(w, type="practice", action="pick", value=extra, question=n)
        send(w, type="practice", action="pick", value=extra, question=n)
    send(w, type="practice", action="check", question=n)
    assert w.practice["grade"]["correct"], w.practice


def test_a_typed_number_is_graded_and_a_bad_one_is_refused_without_losing_the_question():
    w = practising()
    q = until(w, lambda q: q.format == "number")
    n = w.practice["number"]
    v0 = w.version
    send(w, type="practice", action="number", text="seven", question=n)
    assert w.error["code"] == "practice/bad_answer" and w.version == v0 and not w.practice["answered"]
    right = next(iter(q.answers))
    send(w, type="practice", action="number", text=f" {right} ", question=n)
    assert w.error == {} and w.practice["grade"]["correct"]
    assert w.practice["grade"]["given"] == f"Your answer: {right}"


def test_stale_repeated_and_foreign_answers_are_refused():
    w = practising()
    q = until(w, lambda q: q.format == "choice" and q.select == "one")
    n = w.practice["number"]
    before = json.dumps(w.practice)
    send(w, type="practice", action="pick", value=sorted(q.answers)[0], question=n - 1)
    assert w.error["code"] == "message/stale_version" and json.dumps(w.practice) == before
    send(w, type="practice", action="pick", value="tile-9,9", question=n)
    assert w.error["code"] == "practice/not_a_choice"
    assert json.dumps(w.practice) == before
    send(w, type="practice", action="pick", value=sorted(q.answers)[0], question=n)
    send(w, type="practice", action="pick", value=sorted(q.answers)[0], question=n)
    assert w.error["code"] == "practice/answered" and w.modes.practice.desk.session.progress.asked() == 1


def test_the_game_waits_behind_practice_untouched():
    w = DominantSpeciesWidget(players=["human", "human"], seed=4, auto=False)
    send(w, type="choose", option=w.decision["options"][3]["id"], version=w.version)
    record, svg = json.dumps(w.game.record()), w.svg
    send(w, type="practice", action="enter")
    for kind in ("choose", "undo", "hint", "next", "why", "new_game"):
        send(w, type=kind, option="x", version=w.version, tile="0,0")
        assert w.error["code"] == "message/wrong_mode"
    q = w.modes.practice.desk.question
    w.practice_answer(sorted(q.answers)[0] if q.select == "one" else sorted(q.answers))
    send(w, type="practice", action="leave")
    assert w.mode == "play" and w.practice == {} and json.dumps(w.game.record()) == record
    assert w.svg == svg and w.decision["options"]
    send(w, type="practice", action="enter")                      # it goes on where it was left
    assert w.practice["number"] == 1 and w.practice["answered"]


def test_the_same_seed_gives_the_class_the_same_questions():
    s = PracticeSession(seed=2024, difficulty=2)
    expected = [s.next_question().text("en") for _ in range(4)]
    w = DominantSpeciesWidget(players=["human", "human"], auto=False).start_practice(seed=2024, difficulty=2)
    got = []
    for _ in range(4):
        got.append(w.practice["text"])
        w.next_question()
    assert got == expected


@pytest.mark.parametrize("lang,right", [("it", "Giusto!"), ("de", "Richtig!")])
def test_practice_speaks_the_widgets_language(lang, right):
    w = DominantSpeciesWidget(players=["human", "human"], auto=False).start_practice(seed=5)
    q = w.modes.practice.desk.question
    send(w, type="lang", lang=lang)
    assert w.practice["text"] == q.text(lang) != q.text("en")
    assert w.practice["status"].split(" · ")[0] == w.ui_text["practice.title"]
    w.practice_answer(sorted(q.answers)[0] if q.select == "one" else sorted(q.answers))
    assert w.practice["grade"]["headline"] == right
    assert w.practice["grade"]["explanation"].startswith(q.explanation(lang)[:20])


def test_progress_saves_to_the_page_and_loads_back_from_its_content(tmp_path):
    w = DominantSpeciesWidget(players=["human", "human"], auto=False).start_practice(seed=9, difficulty=2)
    for _ in range(3):
        q = w.modes.practice.desk.question
        w.practice_answer(sorted(q.answers)[0] if q.select == "one" else sorted(q.answers))
        w.next_question()
    send(w, type="save")
    saved = w.download
    assert saved["name"].endswith(".json") and json.loads(saved["text"])["progress"]
    other = DominantSpeciesWidget(players=["human", "human"], auto=False).start_practice(seed=1)
    send(other, type="practice", action="load", text="{\"format\": \"something else\"}")
    assert other.error["code"] == "state/invalid" and other.modes.practice.desk.session.seed == 1
    send(other, type="practice", action="load", text=str(tmp_path / "p.json"))   # a path is not content
    assert other.error["code"] == "state/invalid" and other.modes.practice.desk.session.seed == 1
    send(other, type="practice", action="load", text=saved["text"])
    assert other.error == {} and other.modes.practice.desk.session.seed == 9
    # question 4 was on show, unanswered, when saved: the next one comes on
    assert other.modes.practice.desk.session.progress.right() == 3 and other.practice["number"] == 5


def test_a_hostile_progress_file_from_the_page_is_refused_and_changes_nothing():
    w = DominantSpeciesWidget(players=["human", "human"], auto=False).start_practice(seed=3)
    before = json.dumps(w.practice)
    for text in ("[" * 100_000, "{" + '"a":' * 50_000, "\ufeff{\"format\": 1}", "x" * 10):
        send(w, type="practice", action="load", text=text)
        assert w.error["code"] == "state/invalid" and json.dumps(w.practice) == before
