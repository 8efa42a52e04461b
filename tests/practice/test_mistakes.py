"""Practice made from a learner's own mistakes ("find the better move"): items built from real
positions, the question they make, grading, spaced repetition, the session serving due items
before its sequence (which stays as it was), saving and loading, and corrupt items refused."""
from __future__ import annotations

import copy
import datetime
import json

import pytest

from ds_widget.engine import Match
from ds_widget.engine.errors import InvalidStateError, MalformedError
from ds_widget.engine.flow import pending
from ds_widget.explain import label
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.practice import KINDS, PracticeSession
from ds_widget.practice import mistakes as mk
from ds_widget.practice.mistakes import (
    KIND,
    MAX_ITEMS,
    check_item,
    due_items,
    merge,
    mistake_item,
    question_of,
    schedule,
)
from ds_widget.practice.question import TARGET
from ds_widget.practice.session import Progress, sequence_question

DAY0 = datetime.date(2024, 5, 1)
REASONS = {"en": "Speciation there adds species where you dominate.",
           "it": "La Speciazione lì aggiunge specie dove domini.",
           "de": "Artenbildung dort bringt Arten, wo du dominant bist."}


def day(n: int) -> datetime.date:
    return DAY0 + datetime.timedelta(days=n)


def position(want_button: bool, seed: int = 3):
    """A real position (4 players) whose decision has at least 3 options, and with an option
    that is no board thing when ``want_button``: (state before the decision, decision)."""
    g = Match.new(players=4, seed=seed)
    for _ in range(400):
        d = g.pending
        assert d is not None
        buttons = [o for o in d.options if not (o.target and TARGET.fullmatch(o.target))]
        if len(d.options) >= 3 and (bool(buttons) == want_button) and g.ply > 0:
            st = g.state_at(g.ply)
            return st, pending(st)
        g.choose(d.options[0].id)
    raise AssertionError("no suitable position")


@pytest.fixture(scope="module")
def board_pos():
    return position(want_button=False)


@pytest.fixture(scope="module")
def button_pos():
    return position(want_button=True)


def board_item(board_pos, today=DAY0, taken_index=0):
    st, d = board_pos
    ids = d.ids
    taken = ids[taken_index]
    others = [x for x in ids if x != taken]
    return mistake_item(st, d, taken, [others[0], others[1]], others[0], 3.5, REASONS, today)


def button_item(button_pos, today=DAY0):
    """Taken: a board option; right: the button option (e.g. decline)."""
    st, d = button_pos
    btn = next(o.id for o in d.options if not (o.target and TARGET.fullmatch(o.target)))
    taken = next(o.id for o in d.options if o.id != btn)
    return mistake_item(st, d, taken, [btn], btn, 1.25, REASONS, today)


# ------------------------------------------------------------------------------ the item
def test_an_item_is_plain_json_data_with_a_stable_id(board_pos):
    it = board_item(board_pos)
    assert set(it) == {"id", "state", "taken", "best", "accepted", "loss", "reasons", "due", "interval", "reps"}
    assert it["due"] == "2024-05-01" and it["interval"] == 0 and it["reps"] == 0
    assert it["best"] in it["accepted"] and it["taken"] not in it["accepted"]
    assert len(it["id"]) == 12 and int(it["id"], 16) >= 0
    assert json.loads(json.dumps(it)) == it
    assert board_item(board_pos)["id"] == it["id"]                       # stable
    assert board_item(board_pos, taken_index=1)["id"] != it["id"]        # another choice, another item
    assert check_item(it) == it


def test_mistake_item_refuses_options_the_decision_does_not_offer(board_pos):
    st, d = board_pos
    a, b, c = d.ids[:3]
    for taken, accepted, best in [("space:nowhere.9", [b], b), (a, ["tile:9,9"], "tile:9,9"), (a, [b], "x"),
                                  (a, [a, b], b), (5, [b], b)]:
        with pytest.raises(MalformedError):
            mistake_item(st, d, taken, accepted, best, 1.0, REASONS, DAY0)
    with pytest.raises(MalformedError):       # a reason in a language there is no catalog for
        mistake_item(st, d, a, [b], b, 1.0, {"xx": "parce que"}, DAY0)
    other = Match.new(players=4, seed=3)
    with pytest.raises(MalformedError):       # the decision of another position
        mistake_item(other.state.clone(), d, a, [b], b, 1.0, REASONS, DAY0)


# -------------------------------------------------------------------------- the question
def test_the_question_offers_every_option_and_accepts_the_accepted_ones(board_pos):
    st, d = board_pos
    it = board_item(board_pos)
    q = question_of(it)
    assert q.kind == KIND and q.kind not in KINDS
    assert q.format == "choice" and q.select == "one"
    assert q.candidates == tuple(o.target for o in d.options)
    target = {o.id: o.target for o in d.options}
    assert q.answers == {target[x] for x in it["accepted"]}
    assert q.subject == (target[it["taken"]],)
    assert q.is_correct(target[it["best"]]) and not q.is_correct(target[it["taken"]])
    for lang, chose in (("en", "In your game you chose"), ("it", "Nella tua partita hai scelto"),
                        ("de", "In deinem Spiel hast du")):
        text = q.text(lang)
        assert chose in text
        assert label(d.get(it["taken"]), d, lang) in text
        assert REASONS[lang] in q.explanation(lang)
        assert "[practice." not in text + q.explanation(lang)
        labels = [c["label"] for c in q.choices(lang)]
        assert all(lab and not lab.startswith(("space-", "tile-", "corner-", "option:")) for lab in labels)
    assert "3,5 PV" in q.explanation("it") and "3,5 SP" in q.explanation("de") and "3.5 VP" in q.explanation("en")
    assert len(q.board_decision().options) == len(d.options)
    q.to_dict("de")


def test_a_button_option_is_a_candidate_and_a_right_answer(button_pos):
    st, d = button_pos
    it = button_item(button_pos)
    q = question_of(it)
    btn = it["best"]
    assert f"option:{btn}" in q.candidates and q.answers == {f"option:{btn}"}
    assert q.is_correct(f"option:{btn}") and q.is_correct(f"answer:option:{btn}")
    assert not q.is_correct(next(c for c in q.candidates if c != f"option:{btn}"))
    for lang in LANGUAGES:
        assert q.expected_text(lang) == label(d.get(btn), d, lang)
    with pytest.raises(MalformedError):                 # not a candidate of this question
        q.normalise("option:nothing")
    # the board offers its board things only; the button is left to the page
    assert all(not o.target.startswith("option:") for o in q.board_decision().options)


# --------------------------------------------------------------------- spaced repetition
def test_right_answers_double_the_interval_and_a_wrong_one_asks_again_tomorrow(board_pos):
    it = board_item(board_pos)
    r1 = schedule(it, True, day(0))
    assert (r1["interval"], r1["due"], r1["reps"]) == (1, day(1).isoformat(), 1)
    r2 = schedule(r1, True, day(1))
    assert (r2["interval"], r2["due"], r2["reps"]) == (2, day(3).isoformat(), 2)
    r3 = schedule(r2, True, day(3))
    assert (r3["interval"], r3["due"], r3["reps"]) == (4, day(7).isoformat(), 3)
    w = schedule(r3, False, day(7))
    assert (w["interval"], w["due"], w["reps"]) == (1, day(8).isoformat(), 3)
    assert it["interval"] == 0 and it["due"] == day(0).isoformat()      # a new dict each time
    assert check_item(r3)["due"] == day(7).isoformat()


def test_due_items_come_oldest_first_then_by_id():
    items = [{"id": "b" * 12, "due": "2024-05-02"}, {"id": "a" * 12, "due": "2024-05-02"},
             {"id": "c" * 12, "due": "2024-04-30"}, {"id": "d" * 12, "due": "2024-05-03"}]
    assert [x["id"][0] for x in due_items(items, datetime.date(2024, 5, 2))] == ["c", "a", "b"]
    assert due_items(items, datetime.date(2024, 4, 1)) == []


def test_at_most_max_items_are_kept_the_ones_due_first_dropped_first():
    old = [{"id": f"{i:012x}", "due": (DAY0 + datetime.timedelta(days=i)).isoformat()} for i in range(MAX_ITEMS)]
    new = [{"id": "f" * 12, "due": "2030-01-01"}, old[5]]             # a duplicate is left out
    out = merge(old, new)
    assert len(out) == MAX_ITEMS and out[-1]["id"] == "f" * 12
    assert old[0] not in out and old[1] in out


# ------------------------------------------------------------------------------ sessions
def test_without_items_the_sequence_is_the_generated_one():
    s = PracticeSession(11, 2)
    got = [s.next_question().to_dict() for _ in range(20)]
    assert got == [sequence_question(11, i, 2, KINDS).to_dict() for i in range(20)]


def test_due_items_come_first_and_leave_the_sequence_as_it_was(board_pos, button_pos):
    a, b = board_item(board_pos), button_item(button_pos, today=day(-1))
    later = board_item(board_pos, today=day(5), taken_index=1)
    s = PracticeSession(5, 1)
    s.today = lambda: day(0)
    assert s.add_mistakes([a, b, later, a]) == 3 and len(s.items) == 3
    first = s.next_question()
    assert first.kind == KIND and first.source["mistake"] == b["id"]     # due the longest
    g = s.answer(sorted(first.answers)[0])
    assert g.correct and g.kind == KIND
    second = s.next_question()
    assert second.source["mistake"] == a["id"]
    g = s.answer(second.facts["taken_answer"])
    assert not g.correct
    assert s.index == 0
    plain = PracticeSession(5, 1)
    for _ in range(4):                                  # then the sequence, exactly as without items
        assert s.next_question().to_dict() == plain.next_question().to_dict()
    assert s.index == 4
    assert s.progress.asked(KIND) == 2 and s.progress.right(KIND) == 1
    assert {r["kind"] for r in s.summary()} == {KIND}
    due = {x["id"]: x["due"] for x in s.items}
    assert due == {b["id"]: day(1).isoformat(), a["id"]: day(1).isoformat(), later["id"]: day(5).isoformat()}
    s.today = lambda: day(1)                            # the next day: both are asked again
    assert [x["id"] for x in s.due()] == sorted([a["id"], b["id"]])


def test_a_skipped_item_is_not_asked_again_by_the_same_session(board_pos):
    s = PracticeSession(5, 1)
    s.today = lambda: day(0)
    s.add_mistakes([board_item(board_pos)])
    assert s.next_question().kind == KIND
    assert s.next_question().kind != KIND               # skipped: the sequence goes on
    assert s.items[0]["due"] == day(0).isoformat()


def test_a_button_answer_is_graded_through_the_session(button_pos):
    it = button_item(button_pos)
    s = PracticeSession(1, 1, lang="it")
    s.today = lambda: day(0)
    s.add_mistakes([it])
    s.next_question()
    g = s.answer(f"option:{it['best']}")
    assert g.correct and g.headline == "Giusto!" and REASONS["it"] in g.explanation
    assert s.items[0]["interval"] == 1 and s.items[0]["due"] == day(1).isoformat()


def test_save_and_load_keep_items_and_due_dates(board_pos, button_pos, tmp_path):
    s = PracticeSession(9, 2)
    s.today = lambda: day(0)
    s.add_mistakes([board_item(board_pos), button_item(button_pos)])
    q = s.next_question()
    s.answer(sorted(q.answers)[0])
    t = PracticeSession.load(s.save(tmp_path / "p.json"))
    assert t.items == s.items and t.to_dict() == s.to_dict()
    assert sorted(x["due"] for x in t.items) == [day(0).isoformat(), day(1).isoformat()]
    assert t.progress.asked(KIND) == 1 and t.index == 0
    old = s.to_dict()
    del old["items"]                                     # a file from before: no items
    assert PracticeSession.from_json(json.dumps(old)).items == []
    assert Progress.from_dict({KIND: {"asked": 1, "right": 1, "streak": 1, "best": 1}}).asked(KIND) == 1


# ----------------------------------------------------------------------------- corrupt items
def _set(path, value):
    def f(item):
        node = item
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    return f


CORRUPT = {
    "interval a string": _set(["interval"], "1"),
    "interval too long": _set(["interval"], 3651),
    "reps negative": _set(["reps"], -1),
    "loss a bool": _set(["loss"], True),
    "loss infinite": _set(["loss"], float("inf")),
    "due not a date": _set(["due"], "2024-13-01"),
    "due a number": _set(["due"], 20240501),
    "id not hex": _set(["id"], "zzzzzzzzzzzz"),
    "taken illegal": _set(["taken"], "space:nowhere.1"),
    "best illegal": _set(["best"], "tile:9,9"),
    "accepted illegal": _set(["accepted"], ["decline", "count:99"]),
    "accepted empty": _set(["accepted"], []),
    "accepted not a list": _set(["accepted"], "space:a"),
    "taken accepted": lambda it: it["accepted"].append(it["taken"]),
    "unknown language": _set(["reasons", "xx"], "parce que"),
    "reason too long": _set(["reasons", "en"], "x" * 1001),
    "reason not text": _set(["reasons", "de"], 5),
    "state garbage": _set(["state"], "garbage"),
    "state a list": _set(["state"], [1, 2, 3]),
    "state wrong format": _set(["state", "format"], "nope"),
    "state tiles garbage": _set(["state", "tiles"], [{"hex": "x"}]),
    "state animals garbage": _set(["state", "animals"], {"a": 1}),
    "state rng garbage": _set(["state", "rng"], "not a number"),
    "state without setup": lambda it: it["state"].pop("setup"),
    "extra field": _set(["extra"], 1),
    "missing field": lambda it: it.pop("reps"),
    "not an object": None,
}


@pytest.mark.parametrize("how", sorted(CORRUPT))
def test_a_corrupt_item_is_refused_and_the_session_keeps_its_items(how, board_pos, button_pos):
    good = board_item(board_pos)
    s = PracticeSession(3, 1)
    s.add_mistakes([button_item(button_pos)])
    before = copy.deepcopy(s.items)
    bad = copy.deepcopy(good)
    if CORRUPT[how] is None:
        bad = ["not", "an", "item"]
    else:
        CORRUPT[how](bad)
    with pytest.raises(InvalidStateError):
        check_item(bad)
    with pytest.raises(InvalidStateError):
        s.add_mistakes([good, bad])
    assert s.items == before
    data = s.to_dict()
    data["items"] = data["items"] + [bad]
    with pytest.raises(InvalidStateError):
        PracticeSession.from_json(json.dumps(data))
    assert s.items == before


def test_every_top_level_field_of_the_state_replaced_by_garbage_is_refused(board_pos):
    good = board_item(board_pos)
    for key in good["state"]:
        for junk in (None, "x", -1, [None], {"a": [1]}):
            bad = copy.deepcopy(good)
            bad["state"][key] = junk
            if bad["state"] == good["state"]:
                continue
            try:
                check_item(bad)
            except InvalidStateError:
                pass                            # refused with the project's error, never another


def test_too_many_items_in_a_file_are_refused(board_pos):
    s = PracticeSession(3, 1)
    data = s.to_dict()
    data["items"] = [board_item(board_pos)] * (MAX_ITEMS + 1)
    with pytest.raises(InvalidStateError, match="at most"):
        PracticeSession.from_json(json.dumps(data))
    data["items"] = [board_item(board_pos)] * 2
    with pytest.raises(InvalidStateError, match="twice"):
        PracticeSession.from_json(json.dumps(data))
    data["items"] = "none"
    with pytest.raises(InvalidStateError):
        PracticeSession.from_json(json.dumps(data))


def test_the_module_keeps_to_its_imports():
    import ast
    import inspect
    tree = ast.parse(inspect.getsource(mk))
    mods = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)} | \
        {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not any(m and ("review" in m or "widget" in m or "bots" in m) for m in mods), mods
