"""Issue 51's two loader defects, tried as an attacker would: a Regression step whose lists repeat
or invent an entry (it offered an option twice, and choosing raised a bare ValueError), and an
option id that is a ``str`` subclass whose ``==`` always says yes (it was played)."""
from __future__ import annotations

import copy
import datetime
import json

import pytest

from ds_widget import cli
from ds_widget.engine import Match, flow, schema
from ds_widget.engine.errors import InvalidStateError, MalformedError
from ds_widget.practice import mistakes as mk
from tests.engine.test_hostile_files import frame_of, played_until


@pytest.fixture(scope="module")
def asked() -> dict:
    """A saved game at a Regression protection (3 players, seed 1): the reptiles choose which of
    meat and seed to keep with one pawn."""
    g = played_until(3, 1, lambda g: g.pending.kind == "regression_protect")
    return g.to_dict()


def sheet(data: dict, animal: str) -> list[str]:
    return next(row["added"] for row in data["animals"] if row["name"] == animal)


def once_held(data: dict, animal: str) -> str:
    added = sheet(data, animal)
    return next(e for e in frame_of(data, "regression")["threatened"][animal] if added.count(e) == 1)


def repeat_held_once(data: dict) -> None:
    """The issue's file: ``threatened`` lists twice an element the animal holds once."""
    fr = frame_of(data, "regression")
    a = fr["queue"][0]
    fr["threatened"][a] = fr["threatened"][a] + [once_held(data, a)]


def invent(data: dict) -> None:
    """An element the animal has not added (the box's types widened to hold it)."""
    fr = frame_of(data, "regression")
    a = fr["queue"][0]
    missing = next(e for e in ("grass", "grub", "meat", "seed", "sun", "water") if e not in sheet(data, a))
    fr["types"] = sorted(fr["types"] + [missing])
    fr["threatened"][a] = fr["threatened"][a] + [missing]


def outside_box(data: dict) -> None:
    """An element the animal has added, but not among the Regression box's types."""
    fr = frame_of(data, "regression")
    a = fr["queue"][0]
    held = next(e for e in sheet(data, a) if e not in fr["types"])
    fr["threatened"][a] = fr["threatened"][a] + [held]


def protect_twice(data: dict) -> None:
    fr = frame_of(data, "regression")
    a = fr["queue"][0]
    fr["protect"][a] = [fr["threatened"][a][0]] * 2


def queue_twice(data: dict) -> None:
    fr = frame_of(data, "regression")
    fr["queue"] = fr["queue"] * 2


def type_twice(data: dict) -> None:
    fr = frame_of(data, "regression")
    fr["types"] = fr["types"] + fr["types"][:1]


DAMAGES = {"threatened twice": (repeat_held_once, "the same element twice"),
           "threatened, not added": (invent, "which they have not added"),
           "threatened, not in the box": (outside_box, "not in the Regression box"),
           "protected twice": (protect_twice, "each threatened element once at most"),
           "queued twice": (queue_twice, "names an animal twice"),
           "a type twice": (type_twice, "names a type twice")}


def test_the_position_is_what_the_tests_below_damage(asked):
    fr = frame_of(asked, "regression")
    assert fr["stage"] == "ask" and len(fr["threatened"][fr["queue"][0]]) == 2
    g = Match.load(json.dumps(asked))
    assert len(set(g.pending.ids)) == len(g.pending.ids) == 2


@pytest.mark.parametrize("name", DAMAGES)
def test_a_repeated_or_impossible_regression_entry_is_refused_on_load(asked, name):
    damage, words = DAMAGES[name]
    data = copy.deepcopy(asked)
    damage(data)
    with pytest.raises(InvalidStateError, match=words):
        Match.load(json.dumps(data))


@pytest.mark.parametrize("name", DAMAGES)
def test_check_on_the_command_line_says_invalid(asked, name, tmp_path, capsys):
    data = copy.deepcopy(asked)
    DAMAGES[name][0](data)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    assert cli.main(["check", str(path)]) == 1
    assert "invalid:" in capsys.readouterr().err


def better_move(data: dict) -> dict:
    st = Match.load(json.dumps(data)).state
    d = flow.pending(st)
    taken, best = d.ids
    return mk.mistake_item(st, d, taken, [best], best, 1.0, {"en": "keep the other"}, datetime.date(2024, 5, 1))


def test_a_practice_better_move_item_with_the_damaged_position_is_refused(asked):
    item = better_move(asked)
    assert mk.check_item(item)["state"] == item["state"]     # the undamaged item loads
    for damage, words in DAMAGES.values():
        bad = copy.deepcopy(item)
        damage(bad["state"])
        with pytest.raises(InvalidStateError, match=words):
            mk.check_item(bad)


def test_no_file_makes_an_option_appear_twice_even_past_the_load_check(asked, monkeypatch):
    """The backstop: with the frame check taken away, the decision built from the repeated entry
    is refused where it is made (advance), with the project's error, before anyone can choose."""
    monkeypatch.setattr(schema, "FRAME_CHECKS", {})
    data = copy.deepcopy(asked)
    repeat_held_once(data)
    with pytest.raises(InvalidStateError, match="offers 'element:.*' twice"):
        Match.load(json.dumps(data))
    st = Match.load(json.dumps(asked)).state.clone()         # and in a state changed by hand
    fr = st.frame_w()
    a = fr["queue"][0]
    fr["threatened"] = {**fr["threatened"], a: fr["threatened"][a] * 2}
    st.pending = None
    with pytest.raises(InvalidStateError, match="twice"):
        flow.advance(st)


# ------------------------------------------------------------------------- option ids exact str
class Yes(str):
    """Equal to everything."""

    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = str.__hash__


class Disguised(Yes):
    """Equal to everything, and says its class is str."""

    @property  # type: ignore[misc]
    def __class__(self):  # noqa: PLE0101
        return str


@pytest.mark.parametrize("kind", [Yes, Disguised])
def test_an_option_id_must_be_exactly_a_str(kind):
    g = Match.new(players=4, seed=5)
    first = g.pending.ids[0]
    before = g.to_dict()
    for call in (lambda: g.choose(kind("nothing")), lambda: g.choose(kind(first))):
        with pytest.raises(MalformedError, match="exactly"):
            call()
        assert g.to_dict() == before and g.ply == 0
    st = g.state.clone()
    flow.pending(st)
    for at in (-1, 0, 1):
        with pytest.raises(MalformedError):
            flow.choose(st, kind("nothing"), at)
    assert st.ply == 0
    g.choose(str(first))                   # the plain str still plays
    assert g.ply == 1
