"""The review in the widget: started, stepped, tried again and cancelled by page messages, the game
never changed by it; teaching mode offers a take-back after a costly decision."""
from __future__ import annotations

import asyncio
import json

from ds_widget import DominantSpeciesWidget
from ds_widget.bots.coach import CoachBot
from ds_widget.bots.registry import make_bot
from ds_widget.review import judge
from ds_widget.review.verdicts import INACCURACY_AT_MOST, is_mistake
from ds_widget.widget.review import Judge


def send(w, **msg):
    if msg.get("type") in w.vocab["versioned"] and "version" not in msg:
        msg["version"] = w.version
    w._on_front_end_message(w, msg, [])
    return w


def played(n: int = 6, seed: int = 3) -> DominantSpeciesWidget:
    """A human (playing randomly) against three greedy bots, ``n`` human decisions in."""
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=seed, bot_delay=0)
    learner = make_bot("random", 5)
    for _ in range(n):
        w.run_bots()
        if w.game.pending is None:
            break
        w.choose(learner.pick(w.game))
    w.run_bots()
    return w


def snapshot(w):
    """The game's whole line (the choices after the cursor included): what a review must keep."""
    return json.dumps(w.game.line), w.game.plies


def test_a_review_marks_every_human_decision_and_steps_through_the_mistakes():
    w = played()
    before = snapshot(w)
    send(w, type="review", action="start")          # no event loop here: judged at once
    r = w.review
    assert w.error == {} and r["state"] == "done" and r["done"] == r["total"] > 0
    assert sum(c["n"] for c in r["counts"]) == r["total"] == len(r["marks"])
    assert all(m["mark"] and m["title"] for m in r["marks"])               # a letter, never colour alone
    first = next(m for m in r["marks"] if m["mistake"])
    send(w, type="review", action="next")
    cur = w.review["current"]
    assert w.mode == "review" and cur["index"] == first["index"] and w.game.ply == cur["ply"] == first["ply"]
    assert cur["played"] in cur["played_line"] and cur["better"] in cur["better_line"] and cur["reason"]
    assert set(w.focus_targets) <= {o["target"] for o in w.decision["options"]}       # both shown on the board
    assert w.decision["seat_kind"] == "human" and w.decision["trying"]
    # a new try is graded and changes nothing of the game
    best = cur["best"]
    send(w, type="choose", option=best)
    assert w.error == {} and w.review["tried"]["verdict"] in ("best", "only") and w.review["tried"]["option"] == best
    other = next(o["id"] for o in w.decision["options"] if o["id"] not in (best, cur["taken"]))
    send(w, type="choose", option=other)
    assert w.error == {} and w.review["tried"]["option"] == other and w.review["tried"]["text"]
    send(w, type="review", action="leave")
    assert w.mode == "play" and snapshot(w) == before and w.game.ply == w.game.plies


def test_the_mistakes_become_practice_questions():
    w = played()
    send(w, type="review", action="start")
    mistakes = sum(1 for m in w.review["marks"] if m["mistake"])
    assert mistakes and len(w.modes.practice.desk.session.items) == mistakes
    send(w, type="practice", action="enter")
    assert w.error == {} and w.practice["kind"] == "better_move"


def test_bad_review_messages_are_refused_and_change_nothing():
    w = played(n=3)
    before = snapshot(w)
    for bad in ({"type": "review", "action": "next"},                       # no review yet
                {"type": "review", "action": "explode"},
                {"type": "review", "action": "show", "index": "3"},
                {"type": "review", "action": "load", "path": "/etc/passwd"},
                {"type": "teach", "action": "take_back"},                    # nothing on offer
                {"type": "teaching", "on": "yes"}):
        send(w, **bad)
        assert w.error.get("message") and snapshot(w) == before and w.mode == "play", bad
    send(w, type="review", action="start")
    send(w, type="review", action="show", index=10 ** 5)
    assert "judged decisions" in w.error["message"] and w.mode == "play"
    send(w, type="review", action="next")
    send(w, type="undo")                                   # the game waits while a decision is on show
    assert w.error["code"] == "message/wrong_mode" and snapshot(w) == before


def test_a_review_in_the_background_can_be_cancelled_and_leaves_the_game_as_it_was():
    w = played(n=10)
    before = snapshot(w)
    assert w.modes.review.judge.lowest                  # the widget's worker yields the CPU to everything
    w.modes.review.judge = Judge(lowest=False)          # here it runs even on a machine kept busy

    async def run():
        send(w, type="review", action="start")
        assert w.review["state"] == "running" and w.review["done"] == 0
        for _ in range(600):                            # the worker's first judgements (a minute at most)
            await asyncio.sleep(0.1)
            if w.review["done"] >= 2:
                break
        send(w, type="review", action="cancel")
        done = w.review["done"]
        await asyncio.sleep(2)                          # a judgement still on its way is dropped
        return done

    done = asyncio.run(run())
    w.close()
    assert 2 <= done < w.review["total"] and w.review["state"] == "cancelled" and w.review["done"] == done
    assert snapshot(w) == before and len(w.review["marks"]) == done


def costly_option(w) -> str:
    """An option of the human's decision that the coach (with the widget's seed) says loses more
    than a mistake's worth: the planted blunder."""
    g = w.game
    coach = CoachBot(w.session.seed)
    for o in g.pending.options:
        if judge(g, o.id, coach)["loss"] > INACCURACY_AT_MOST + 0.5:
            return o.id
    raise AssertionError("no costly option here")


def test_teaching_mode_offers_to_take_back_a_costly_decision():
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, teaching=True)
    w.run_bots()
    ply = w.game.ply
    send(w, type="choose", option=costly_option(w))
    assert w.teach["text"].startswith("This gives away about") and w.teach["ply"] == ply
    assert w.run_bots() == 0                              # the bots wait for the learner's answer
    send(w, type="teach", action="take_back")
    assert w.teach == {} and w.game.ply == ply and w.game.pending.animal == w.session.game.state_at(ply).pending.animal
    # a good choice is not flagged, and the bots go on
    best = judge(w.game, w.game.pending.options[0].id, CoachBot(w.session.seed))["best"]
    send(w, type="choose", option=best)
    assert w.teach == {} and w.run_bots() > 0


def test_without_teaching_mode_nothing_is_offered():
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0)
    w.run_bots()
    send(w, type="choose", option=costly_option(w))
    assert w.teach == {} and not is_mistake("best")


def test_hostile_review_messages_leave_the_widget_usable_and_open_no_file(monkeypatch):
    """Random review, teaching and choose messages with hostile fields: each one handled or
    refused with a short message, no file opened, the game's line changed only by a real choice."""
    import builtins
    import random

    opened: list[str] = []
    real_open = builtins.open
    monkeypatch.setattr(builtins, "open", lambda f, *a, **k: (opened.append(str(f)), real_open(f, *a, **k))[1])
    w = played(n=3)
    rng = random.Random(28)
    values = [None, True, 0, -1, 10 ** 400, "x" * 5000, "/etc/passwd", "../../README.md", [], {}, "next", "show"]
    actions = ["start", "cancel", "next", "prev", "show", "again", "leave", "load", "", None]
    for _ in range(100):
        kind = rng.choice(["review", "review", "review", "teach", "teaching", "choose", "undo"])
        msg = {"type": kind}
        if kind == "review":
            msg["action"] = rng.choice(actions[1:]) if rng.random() < 0.93 else "start"
            if rng.random() < 0.5:
                msg["index"] = rng.choice([0, 1, 2, 99, -1, "1", None])
        elif kind == "teach":
            msg["action"] = rng.choice(["take_back", "keep", "x", None])
        elif kind == "teaching":
            msg["on"] = rng.choice([True, False, "yes", None])
        elif kind == "choose" and w.decision.get("options"):
            msg["option"] = rng.choice([o["id"] for o in w.decision["options"]] + ["tile:9,9", "/etc/passwd"])
        for f in rng.sample(["path", "file", "text", "seats", "version"], rng.randrange(0, 3)):
            msg[f] = rng.choice(values)
        if msg.get("type") in w.vocab["versioned"]:
            msg["version"] = w.version
        line = w.game.line
        w._on_front_end_message(w, msg, [])
        err = w.error.get("message", "")
        assert "Traceback" not in err and "/work/" not in err and len(err) <= 400, msg
        assert w.mode in ("play", "review") and w.svg.startswith("<svg")
        if kind not in ("choose", "undo", "teach") or w.mode == "review":
            assert w.game.line == line, msg            # a review, a try or a setting never plays
    assert not [f for f in opened if "passwd" in f or "README" in f]
    send(w, type="review", action="leave")
    assert w.mode == "play"


def test_a_review_made_in_code_is_shown_and_one_of_another_game_refused():
    import pytest

    from ds_widget.review import Review, ReviewError
    w = played(n=3)
    r = Review(w.game, [0])
    r.run()
    w.start_review(r)
    assert w.review["state"] == "done" and w.review["done"] == r.total and w.modes.review.desk.review is r
    other = played(n=3, seed=4)
    with pytest.raises(ReviewError, match="another game"):
        other.start_review(r)
    assert other.review == {}
