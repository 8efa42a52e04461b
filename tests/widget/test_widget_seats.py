"""The learner picks who plays each seat (the ``seat`` message) from the kinds the page lists, the
ladder's levels with their ratings (ds_widget/bots/ratings.json)."""
from __future__ import annotations

import asyncio
import json
from importlib.resources import files

import pytest

from ds_widget import DominantSpeciesWidget
from ds_widget.bots.levels import LEVEL_NAMES
from ds_widget.bots.ratings import level_ratings, read_ratings
from ds_widget.engine.serialize import state_to_dict
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.widget.seats import seat_choices
from ds_widget.widget.session import SEAT_KINDS, Session


def send(w, **msg):
    if msg.get("type") in w.vocab["versioned"] and "version" not in msg:
        msg["version"] = w.version
    w._on_front_end_message(w, msg, [])
    return w


def humans(n=3, **kw):
    return DominantSpeciesWidget(players=["human"] * n, seed=1, **kw)


def test_the_seat_message_seats_a_bot_that_then_plays_that_seat():
    w = humans()
    seat = w.decision["seat"]                       # the seat to move now
    v = w.version
    send(w, type="seat", seat=seat, kind="novice")
    assert w.error == {} and w.version == v + 1
    assert w.seats[seat]["kind"] == "novice" and w.decision["seat_kind"] == "novice"
    assert w.session.bots[seat].name == "novice" and w.cursor == 0   # no event loop here: not moved yet
    animal = w.decision["animal"]
    assert w.run_bots() >= 1
    assert w.game.history_tail(w.cursor)[0]["animal"] == animal     # the new bot played its seat
    send(w, type="seat", seat=seat, kind="human")   # back to a human: the bot goes
    assert seat not in w.session.bots and w.seats[seat]["kind"] == "human"


def test_with_an_event_loop_the_new_bot_moves_by_itself():
    async def play():
        w = humans(bot_delay=0)
        send(w, type="seat", seat=w.decision["seat"], kind="greedy")
        for _ in range(100):
            if w.cursor:
                break
            await asyncio.sleep(0.02)
        return w

    w = asyncio.run(play())
    assert w.cursor >= 1 and w.error == {}


def test_the_seats_chosen_stay_for_a_new_game():
    w = humans()
    send(w, type="seat", seat=2, kind="beginner")
    send(w, type="new_game")
    assert [s["kind"] for s in w.seats] == ["human", "human", "beginner"]
    assert w.session.bots[2].name == "beginner"


@pytest.mark.parametrize("msg, code", [
    ({"type": "seat", "seat": 3, "kind": "greedy"}, "setup/invalid"),      # three seats: 0 to 2
    ({"type": "seat", "seat": 6, "kind": "greedy"}, "message/bad_field"),
    ({"type": "seat", "seat": -1, "kind": "greedy"}, "message/bad_field"),
    ({"type": "seat", "seat": 0, "kind": "wizard"}, "message/bad_field"),
    ({"type": "seat", "seat": 0}, "message/bad_field"),
    ({"type": "seat", "seat": True, "kind": "greedy"}, "message/bad_field"),
])
def test_a_bad_seat_message_is_refused_and_loses_nothing(msg, code):
    w = humans()
    w.choose(w.decision["options"][0]["id"])
    before = (state_to_dict(w.game.state), w.version, w.cursor, w.seats, dict(w.session.bots))
    w._on_front_end_message(w, msg, [])
    assert w.error["code"] == code and 0 < len(w.error["message"]) <= 400
    assert "Traceback" not in w.error["message"]
    assert (state_to_dict(w.game.state), w.version, w.cursor, w.seats, dict(w.session.bots)) == before


def test_only_play_takes_the_seat_message():
    w = humans()
    send(w, type="explore", action="enter")
    assert w.mode == "explore"
    send(w, type="seat", seat=0, kind="greedy")
    assert w.error["code"] == "message/wrong_mode" and w.seats[0]["kind"] == "human"


def test_a_failure_after_the_change_gives_the_seats_back():
    s = Session(["human", "greedy"], seed=3)
    cp = s.checkpoint()
    bots = s.bots
    s.set_seat_kind(0, "coach")
    assert s.seat_kinds == ["coach", "greedy"] and s.bots[0].name == "coach"
    assert s.restore(cp) and s.seat_kinds == ["human", "greedy"] and s.bots is bots


def test_the_choices_are_in_ladder_order_with_the_ratings_of_the_file():
    w = humans()
    rows = json.loads(files("ds_widget.bots").joinpath("ratings.json").read_text(encoding="utf-8"))
    assert rows["command"] and rows["games"] > 0
    kinds = [c["kind"] for c in w.seat_choices]
    assert sorted(kinds) == sorted(SEAT_KINDS)
    assert kinds[0] == "human" and kinds[1:1 + len(LEVEL_NAMES)] == list(LEVEL_NAMES) and kinds[-1] == "random"
    rated = {r["name"]: round(r["rating"]) for r in rows["levels"]}
    assert rated                                                     # the file rates some levels
    assert {c["kind"]: c["rating"] for c in w.seat_choices if c["rating"] is not None} == rated
    assert all(isinstance(c["rating"], int) for c in w.seat_choices if c["kind"] in rated)
    assert set(level_ratings()) == set(rated)


def test_a_level_missing_from_the_ratings_is_simply_absent():
    text = json.dumps({"levels": [{"name": "novice", "rating": 1200.4, "low": 1100, "high": 1300, "games": 9},
                                  {"rating": 5}], "games": 9, "command": "…"})
    rated = read_ratings(text)
    assert list(rated) == ["novice"] and rated["novice"]["games"] == 9
    choices = {c["kind"]: c["rating"] for c in seat_choices(rated)}
    assert choices["novice"] == 1200
    assert all(r is None for k, r in choices.items() if k != "novice")
    assert read_ratings("{}") == {} and seat_choices({})[0] == {"kind": "human", "rating": None}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_rating_hint_names_the_weakest_levels_rating_as_the_ladder_anchors_it(lang):
    from ds_widget.bots.rating import ANCHOR_RATING
    from ds_widget.explain.catalog import msg
    from ds_widget.widget.payloads import ui_strings
    weakest = min(round(row["rating"]) for row in level_ratings().values())
    assert weakest == round(ANCHOR_RATING)
    assert ui_strings(lang)["rating"] == msg("ui.rating", lang, anchor=weakest)
    assert str(weakest) in ui_strings(lang)["rating"]
