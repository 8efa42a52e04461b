"""The page is untrusted: the widget's comm entry points fuzzed with malformed, stale, oversized and
hostile messages and state updates. Nothing escapes, nothing reaches the file system, no error
shows a traceback or a server path, and the widget stays usable after every message."""
from __future__ import annotations

import builtins
import io
import json
import pathlib
import random

import pytest

from ds_widget import DominantSpeciesWidget
from ds_widget.engine.errors import MAX_BYTES
from ds_widget.widget import payloads
from ds_widget.widget.widget import INTERNAL_ERROR, PAGE_WRITABLE

HOSTILE_PATHS = ["/etc/passwd", "/dev/zero", "README.md", "../../pyproject.toml", "~/.bashrc",
                 "\ufeff/etc/hostname", "C:\\Windows\\win.ini", "file:///etc/passwd"]
TYPES = ["choose", "preview", "undo", "redo", "hint", "next", "exit_replay", "save", "export_svg",
         "goto", "auto", "presentation", "lang", "focus", "why", "load", "scenario", "new_game",
         "explore", "explore", "explore", "edit", "practice", "practice", "theme", "teleport", "", None, 5, ["choose"]]
VALUES = [None, True, False, 0, -1, 1, 2 ** 63, 10 ** 400, 1.5, float("nan"), float("inf"), "", "x", "en", "fr",
          "tile:0,0", "space:initiative.1", "corner-0,0E", "tile-0,0", "hex-9,9", "decline", "enter", "discard",
          "x" * 5000, [], [1, 2], {}, {"a": {"b": []}}, "dark", "light", *HOSTILE_PATHS]
FIELDS = ["option", "version", "ply", "on", "lang", "index", "tile", "text", "name", "seed",
          "action", "target", "element", "terrain", "animal", "count", "value", "question", "difficulty", "theme"]
PRACTICE_ACTIONS = ["enter", "leave", "next", "pick", "check", "number", "level", "load", "quit"]
TRAITS = ["svg", "version", "mode", "plies", "cursor", "decision", "status", "narration", "error",
          "hint", "seats", "download", "ui_text", *sorted(PAGE_WRITABLE), "_esm", "nonexistent"]


@pytest.fixture
def opened(monkeypatch):
    """Every path opened while the fuzz runs (builtins.open, io.open and pathlib)."""
    seen: list[str] = []
    real_open = builtins.open

    def spy(file, *args, **kw):
        seen.append(str(file))
        return real_open(file, *args, **kw)

    def spy_path(self, *args, **kw):
        seen.append(str(self))
        return real_open(self, *args, **kw)

    monkeypatch.setattr(builtins, "open", spy)
    monkeypatch.setattr(io, "open", spy)
    monkeypatch.setattr(pathlib.Path, "open", spy_path)
    return seen


def random_message(rng: random.Random, w: DominantSpeciesWidget):
    if rng.random() < 0.05:
        return rng.choice(VALUES)                                      # not even an object
    msg = {"type": rng.choice(TYPES)}
    for f in rng.sample(FIELDS, rng.randrange(0, 5)):
        msg[f] = rng.choice(VALUES)
    if rng.random() < 0.3:
        msg["version"] = w.version if rng.random() < 0.7 else w.version - 1   # fresh or stale
    if rng.random() < 0.2 and w.decision.get("options"):
        msg.update(type="choose", option=rng.choice(w.decision["options"])["id"], version=w.version)
    if msg.get("type") == "explore" and rng.random() < 0.8:
        msg["action"] = rng.choice(["enter", "discard", "start", "leave"])
        if rng.random() < 0.5:                  # often on the board shown: the editor is reached
            msg["version"] = w.version
    if msg.get("type") == "practice":
        msg["action"] = "enter" if rng.random() < 0.2 else rng.choice(PRACTICE_ACTIONS)   # reached often
        p = w.practice
        if p and rng.random() < 0.5:                         # a fresh or stale answer to the question
            msg["question"] = p["number"] if rng.random() < 0.7 else p["number"] - 1
            cands = list(w.modes.practice.desk.question.candidates) + ["tile-0,0", "nobody", "7"]
            msg["value"] = rng.choice(cands)
            msg["text"] = rng.choice(["3", "-1", "x", " 12 ", "9" * 30, ""])
            msg["difficulty"] = rng.choice([1, 2, 3, 0, 4, "2"])
    if msg.get("type") == "load" and rng.random() < 0.5:
        msg["text"] = rng.choice(HOSTILE_PATHS + ["{", "\ufeff{}", "[" * 10_000, " " * (MAX_BYTES + 10)])
    return msg


def random_update(rng: random.Random) -> dict:
    return {rng.choice(TRAITS): rng.choice(VALUES) for _ in range(rng.randrange(1, 4))}


def assert_usable(w: DominantSpeciesWidget) -> None:
    assert w.mode in ("play", "explore", "practice") and w.svg.startswith(("<svg", '<div class="ds-pic'))
    err = w.error.get("message", "") if isinstance(w.error, dict) else ""
    assert "Traceback" not in err and "/work/" not in err and "site-packages" not in err
    assert len(err) <= 400
    if w.mode == "explore":
        w.leave_explore(start=False)
    if w.mode == "practice":                  # a question on the board can be answered, then left
        q = w.modes.practice.desk.question
        if not w.modes.practice.desk.answered:
            w.practice_answer(sorted(q.answers)[0] if q.select == "one" else sorted(q.answers))
            assert w.practice["grade"]["correct"]
        w.leave_practice()
    assert w.mode == "play"
    d = w.game.pending
    if d is not None and w.seat_kind(d.animal) == "human":
        before = w.cursor
        w.choose(d.options[0].id)
        assert w.cursor == before + 1
        w.undo()


PYTHONS = ("svg", "version", "mode", "plies", "cursor", "seats", "vocab")


def fuzz(w: DominantSpeciesWidget, rng: random.Random, steps: int) -> set[str]:
    """``steps`` random messages and state updates through the comm; the modes reached."""
    modes = set()
    for i in range(steps):
        modes.add(w.mode)
        if rng.random() < 0.25:
            w.error = {}
            update = random_update(rng)
            # a view setting the page may write (Present, the language) redraws the picture itself
            kept = [t for t in PYTHONS if not (t == "svg" and isinstance(update, dict) and set(update) & PAGE_WRITABLE)]
            mine = json.dumps([getattr(w, t) for t in kept])
            w._handle_msg({"content": {"data": {"method": "update", "state": update,
                                                "buffer_paths": []}}, "buffers": []})
            assert w.error.get("code") in (None, "message/read_only")
            assert json.dumps([getattr(w, t) for t in kept]) == mine, "the page changed Python's traits"
        else:
            w._on_front_end_message(w, random_message(rng, w), [])
        if i % 20 == 0:
            assert_usable(w)
    return modes


@pytest.mark.parametrize("seed", range(3))
def test_fuzzed_messages_and_state_updates_leave_a_usable_widget(seed, opened):
    rng = random.Random(seed)
    w = DominantSpeciesWidget(players=["human", "human", "human"], seed=seed, auto=False)
    modes = fuzz(w, rng, 400)
    assert_usable(w)
    assert {"practice", "explore"} <= modes, "the fuzz never reached a mode"
    hostile = {p.lstrip("\ufeff") for p in HOSTILE_PATHS}
    assert not hostile & {p.lstrip("\ufeff") for p in opened}, "a path from the page was opened"


def test_the_message_fuzz_catches_a_planted_fault(monkeypatch):
    """The fault: the widget takes every state update the page sends, unfiltered."""
    import anywidget
    monkeypatch.setattr(DominantSpeciesWidget, "set_state", anywidget.AnyWidget.set_state)
    w = DominantSpeciesWidget(players=["human", "human", "human"], seed=0, auto=False)
    with pytest.raises((AssertionError, OverflowError)):
        for seed in range(3):
            fuzz(w, random.Random(seed), 400)


def test_the_page_cannot_write_the_games_traits():
    w = DominantSpeciesWidget(players=["human", "human"], seed=1, auto=False)
    svg, version, decision = w.svg, w.version, json.dumps(w.decision)
    w.set_state({"svg": "<svg>forged</svg>", "version": 99, "mode": "explore", "plies": 7,
                 "decision": {}})
    assert (w.svg, w.version, json.dumps(w.decision), w.mode, w.plies) == (svg, version, decision, "play", 0)
    assert w.error["code"] == "message/read_only"
    w.set_state({"lang": "it", "presentation": True})          # view settings are the page's to set
    assert (w.lang, w.presentation) == ("it", True)
    w.set_state({"lang": "klingon"})
    assert w.lang == "it" and w.error["code"] == "message/read_only"


def test_load_from_the_page_takes_content_never_a_path(tmp_path, opened):
    w = DominantSpeciesWidget(players=["human", "human"], seed=1, auto=False)
    saved = tmp_path / "game.json"
    w.choose(w.decision["options"][0]["id"])
    saved.write_text(w.save(), encoding="utf-8")
    w.new_game(seed=3)
    opened.clear()
    w._on_front_end_message(w, {"type": "load", "text": str(saved)}, [])
    assert w.error["code"] == "state/invalid" and str(saved) not in opened
    w._on_front_end_message(w, {"type": "load", "text": "\ufeff" + saved.read_text()}, [])
    assert w.error == {} and w.cursor == 1                       # a byte-order mark is fine


def test_an_internal_error_reaches_the_page_as_a_short_message(monkeypatch, caplog):
    w = DominantSpeciesWidget(players=["human", "human"], seed=1, auto=False)

    def broken(*a, **k):
        raise RuntimeError("secret detail at /work/main/ds_widget/x.py")
    monkeypatch.setattr(payloads, "hint_analysis", broken)   # inside the hint's handler
    w._on_front_end_message(w, {"type": "hint"}, [])
    assert w.error["code"] == "internal" and w.error["message"] == INTERNAL_ERROR
    assert "secret detail" in caplog.text                        # the kernel's log has the details


def test_load_returns_the_widget(tmp_path):
    w = DominantSpeciesWidget(players=["human", "human"], seed=1, auto=False)
    path = tmp_path / "g.json"
    path.write_text(w.save(), encoding="utf-8")
    assert DominantSpeciesWidget(players=["human", "human"]).load(str(path)).cursor == 0
