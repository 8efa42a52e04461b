"""The widget survives anything the page or a file sends (issue 25, D7, D8 and the hostile files):
every failure reaches the page as a short error, a refresh that fails goes back to the last good
state, and every change of the game — from the page or from Python — moves the board's version,
so a click on a board the learner no longer sees is refused. Driven through the comm, as the page
drives it."""
from __future__ import annotations

import copy
import json
import random

import pytest

from ds_widget import DominantSpeciesWidget
from ds_widget.engine import Match
from ds_widget.widget import payloads
from ds_widget.widget.protocol import versioned
from ds_widget.widget.widget import INTERNAL_ERROR


def message(w: DominantSpeciesWidget, content) -> None:
    """A custom message as the page's comm delivers it."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def update(w: DominantSpeciesWidget, state: dict) -> None:
    """A state update as the page's comm delivers it."""
    w._handle_msg({"content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
                   "buffers": []})


def widget() -> DominantSpeciesWidget:
    return DominantSpeciesWidget(players=["human", "greedy", "human"], seed=1, auto=False)


def keeps_working(w: DominantSpeciesWidget) -> None:
    """A click on the board the page shows is played, and Undo takes it back."""
    w.error = {}
    d = w.game.pending
    assert d is not None and w.seat_kind(d.animal) == "human"
    before = w.cursor
    message(w, {"type": "choose", "option": d.options[0].id, "version": w.version})
    assert w.error == {} and w.cursor == before + 1
    message(w, {"type": "undo", "version": w.version})
    assert w.error == {} and w.cursor == before


# ------------------------------------------------------------------------------------------ D7
@pytest.mark.parametrize("value", [10 ** 400, -(10 ** 400), float("nan"), "3", None, []])
def test_d7_a_bot_delay_the_widget_cannot_use_is_refused_and_the_page_is_told(value):
    w = widget()
    update(w, {"bot_delay": value})
    assert w.bot_delay == 0.3
    assert w.error["code"] == "message/read_only" and "bot_delay" in w.error["message"]
    keeps_working(w)


def test_d7_a_huge_delay_from_python_is_a_trait_error_and_changes_nothing():
    import traitlets
    w = widget()
    with pytest.raises(traitlets.TraitError):
        w.bot_delay = 10 ** 400
    assert w.bot_delay == 0.3


# ------------------------------------------------------------------------------------------ D8
def test_d8_a_bot_move_made_from_python_moves_the_version_and_the_board():
    w = DominantSpeciesWidget(players=["greedy", "human", "human"], seed=1, auto=False)
    version, svg = w.version, w.svg
    old_option = w.decision["options"][0]["id"] if w.decision.get("options") else "space:initiative.1"
    assert w.step_bot()
    assert w.version == version + 1 and w.svg != svg and w.cursor == 1
    message(w, {"type": "choose", "option": old_option, "version": version})     # the old board
    assert w.error["code"] == "message/stale_version" and w.cursor == 1


@pytest.mark.parametrize("kind", sorted(set(versioned()) - {"choose"}))
def test_d8_every_message_that_changes_the_game_needs_the_current_version(kind):
    w = widget()
    w.choose(w.game.pending.options[0].id)
    w.undo()                                   # something to redo
    extra = {"goto": {"ply": 1}, "explore": {"action": "enter"},
             "edit": {"action": "add_element", "target": "corner-0,0E", "element": "grass"}}.get(kind, {})
    if kind == "edit":
        w.enter_explore()
    before = json.dumps([w.cursor, w.plies, w.mode, w.svg])
    for stale in ({}, {"version": w.version - 1}, {"version": str(w.version)}):
        message(w, {"type": kind, **extra, **stale})
        assert w.error["code"] in ("message/stale_version", "message/bad_field"), (kind, stale)
        assert json.dumps([w.cursor, w.plies, w.mode, w.svg]) == before
    message(w, {"type": kind, **extra, "version": w.version})
    assert w.error.get("code") != "message/stale_version"


def test_d8_the_page_is_told_which_messages_carry_the_version():
    w = widget()
    assert set(w.vocab["versioned"]) == set(versioned()) == {"choose", "undo", "redo", "next", "goto",
                                                             "exit_replay", "explore", "edit"}
    update(w, {"vocab": {}})                   # Python's alone
    assert set(w.vocab["versioned"]) == set(versioned())


# ----------------------------------------------------------------------- the last good state
def test_a_refresh_that_fails_goes_back_to_the_last_good_state(monkeypatch, caplog):
    w = widget()
    real = payloads.log_rows

    def fails_after_a_choice(s, lang):
        if s.game.ply == 1:
            raise RuntimeError("the renderer broke at /work/secret.py")
        return real(s, lang)
    monkeypatch.setattr(payloads, "log_rows", fails_after_a_choice)
    version, svg = w.version, w.svg
    message(w, {"type": "choose", "option": w.game.pending.options[0].id, "version": version})
    assert w.error == {"code": "internal", "message": INTERNAL_ERROR, "nonce": w.error["nonce"]}
    assert "/work/secret.py" in caplog.text
    assert w.cursor == 0 and w.game.ply == 0 and w.svg == svg      # the board as it was
    assert w.version > version                 # and a click made on the half-made one is refused
    monkeypatch.setattr(payloads, "log_rows", real)
    keeps_working(w)


def test_a_failing_load_leaves_the_game_as_it_was():
    w = widget()
    w.choose(w.game.pending.options[0].id)
    game = w.game
    for text in ('{"format": "ds_widget.state"}', "[" * 50, "not json", "/etc/passwd"):
        message(w, {"type": "load", "text": text})
        assert w.error["code"].startswith(("state/", "message/")) and w.game is game and w.cursor == 1
    keeps_working(w)


# ------------------------------------------------- the hostile files of D1–D5, through the page
def hostile_files() -> list[str]:
    rng = random.Random(1)
    g = Match.new(players=3, seed=1)
    while not any(fr["op"] == "regression" for fr in g.state.frames):
        g.choose(rng.choice(g.pending.options).id)
    d1 = g.to_dict()
    next(fr for fr in d1["frames"] if fr["op"] == "regression")["stage"] = "zzz"
    over = Match.new(players=2, seed=4, max_turns=2)
    rng = random.Random(4)
    while not over.is_over:
        over.choose(rng.choice(over.pending.options).id)
    d2 = over.to_dict()
    del d2["result"]["winner"]
    from ds_widget import Game
    d3 = Game.scenario("migration", play=True).record()
    del d3["start"]["frames"][2]["idx"]
    d5 = copy.deepcopy(d1)
    next(fr for fr in d5["frames"] if fr["op"] == "regression")["stage"] = 1
    return [json.dumps(x) for x in (d1, d2, d3, d5)]


def test_a_widget_that_met_a_hostile_file_keeps_working_without_a_new_game():
    w = widget()
    w.choose(w.game.pending.options[0].id)
    for text in hostile_files():
        message(w, {"type": "load", "text": text})
        assert w.error["code"].startswith("state/"), w.error
        assert len(w.error["message"]) <= 400 and "Traceback" not in w.error["message"]
        assert w.cursor == 1
        keeps_working(w)


def test_the_page_redraws_on_the_traits_python_names():
    w = widget()
    traits = w.vocab["traits"]
    synced = set(w.trait_names(sync=True))
    assert set(traits) <= synced and {"board", "board_patch", "mode", "practice", "review", "lang"} <= set(traits)
    assert not {"svg", "vocab", "bot_delay"} & set(traits)       # kept in Python, sent once, or not drawn
