"""Undo, redo, time travel, game records, saved states and bad input (issue: history and files)."""
from __future__ import annotations

import json
import random

import pytest

from ds_widget import Game
from ds_widget.engine import GameOverError, IllegalChoiceError, InvalidStateError, MalformedError
from ds_widget.engine.serialize import state_from_dict, state_to_dict
from tests.conftest import random_game, snapshot


def test_undo_redo_and_time_travel_are_exact():
    g = random_game(plies=120)
    states = [state_to_dict(g.state_at(i)) for i in range(g.ply + 1)]
    assert states[-1] == g.to_dict()
    for _ in range(40):
        g.undo()
    assert g.to_dict() == states[80] and g.can_redo
    for _ in range(15):
        g.redo()
    assert g.to_dict() == states[95]
    g.goto(3)
    assert g.to_dict() == states[3] and len(g.history) == 3
    g.goto(120)
    assert g.to_dict() == states[120]


def test_new_choice_after_undo_discards_the_redo_branch():
    g = random_game(plies=30)
    g.undo()
    g.undo()
    alternative = g.options[-1].id
    g.choose(alternative)
    assert not g.can_redo and g.choices[-1] == alternative and g.ply == 29


def test_history_entries_carry_labels_and_events():
    g = Game.new(players=3, seed=2)
    d = g.pending
    g.choose(d.options[5].id)
    h = g.history[-1]
    assert h["ply"] == 1 and h["animal"] == d.animal and h["decision"] == "place_pawn"
    assert h["facts"]["id"] == h["option"] and h["events"][0]["kind"] == "pawn_placed"


def test_record_replays_to_the_identical_state():
    g = random_game(players=5, seed=11, plies=400)
    rec = json.loads(json.dumps(g.record()))
    again = Game.from_record(rec)
    assert again.to_dict() == g.to_dict()
    half = Game.from_record(rec, upto=200)
    assert half.to_dict() == state_to_dict(g.state_at(200))


def test_record_of_a_scenario_carries_its_start_state():
    from ds_widget.engine.scenario import ScenarioBuilder
    b = ScenarioBuilder(["birds", "insects"])
    b.tile("0,0", "sea", species={"birds": 2})
    b.element("0,0E", "seed")
    b.at_planning()
    g = Game.from_state(b.build())
    g.choose(g.options[0].id)
    rec = g.record()
    assert rec["start"] is not None
    assert Game.from_record(rec).to_dict() == g.to_dict()


def test_json_round_trip_is_identical_mid_action():
    g = random_game(plies=250)
    text = g.to_json()
    loaded = Game.load(text)
    assert loaded.to_dict() == g.to_dict()
    assert [o.id for o in loaded.options] == [o.id for o in g.options]
    # and both continue identically
    for _ in range(30):
        if g.is_over:
            break
        o = g.options[len(g.options) // 2].id
        g.choose(o)
        loaded.choose(o)
    assert loaded.to_dict() == g.to_dict()


def test_illegal_choice_names_the_rule_and_changes_nothing():
    g = Game.new(players=4, seed=1)
    before = snapshot(g)
    with pytest.raises(IllegalChoiceError) as err:
        g.choose("tile:0,0")
    assert "Planning" in str(err.value) and "Legal options" in str(err.value)
    assert err.value.code == "choice/illegal" and "space:initiative.1" in err.value.legal
    with pytest.raises(MalformedError):
        g.choose("")
    with pytest.raises(MalformedError):
        g.choose(None)  # type: ignore[arg-type]
    assert snapshot(g) == before and g.ply == 0


def test_choices_after_the_end_are_refused():
    g = Game.new(players=4, seed=3, max_turns=1)
    r = random.Random(0)
    while not g.is_over:
        g.choose(r.choice(g.options).id)
    assert g.result["reason"] == "turn_limit" and not g.completed
    with pytest.raises(GameOverError):
        g.choose("decline")


def test_queries_change_nothing():
    g = random_game(plies=80)
    before = snapshot(g)
    tile = next(iter(sorted(g.state.tiles)))
    animal = next(iter(g.state.animals))
    g.matching(animal, tile)
    g.dominance(tile)
    g.endangered()
    g.preview_scoring(tile)
    g.survival()
    assert snapshot(g) == before
    with pytest.raises(MalformedError):
        g.matching("dragons", tile)
    with pytest.raises(MalformedError):
        g.dominance("9,9")


# ------------------------------------------------------------------------------ bad files
def good_state() -> dict:
    """A fixed, hand-made position saved mid-action: the birds are choosing a seed for Speciation.
    Its first tile (-1,0) holds species and a dominance marker, so every mutation below hits a
    tile that matters (an off-board tile with species once crashed the loader with a KeyError)."""
    from ds_widget.engine.scenario import ScenarioBuilder
    b = ScenarioBuilder(["mammals", "birds", "insects"])
    b.tile("-1,0", "jungle", species={"birds": 2, "insects": 1})
    b.tile("0,0", "tundra", species={"mammals": 1})
    b.tile("1,0", "desert")
    b.element("-1,0E", "seed")          # jungle, wetland hex (0,-1) and the tundra
    b.element("0,0E", "meat")           # tundra, (1,-1) and the desert
    b.sheet("insects", ["seed"])
    b.vp("mammals", 4)
    b.pawn("speciation.3", "birds")     # the seed space
    b.at_section("speciation")
    d = Game.from_state(b.build()).to_dict()
    assert d["tiles"][0]["hex"] == "-1,0" and d["tiles"][0]["dominant"] == "birds"
    assert d["frames"][-1]["op"] == "speciation"
    return d


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(format="something"), "not a ds_widget state"),
    (lambda d: d.update(version=99), "version 99"),
    (lambda d: d.pop("tiles"), "no field 'tiles'"),
    (lambda d: d.update(tiles="nope"), "must be list"),
    (lambda d: d["bag"].update(grass=d["bag"]["grass"] + 1), "there are 21 grass elements in the game, not 20"),
    (lambda d: d["tiles"][0].update(hex="9,9"), "tile 9,9 is not on the board"),
    (lambda d: d["tiles"][0].update(hex="0,-3"), "tile 0,-3 is not on the board"),
    (lambda d: d["tiles"][2].update(hex="3,3"), "tile 3,3 is not on the board"),
    (lambda d: d["tiles"][0].update(hex="0,0"), "tile 0,0 appears twice"),
    (lambda d: d["tiles"][0].update(terrain="lava"), "tile -1,0 has unknown terrain 'lava'"),
    (lambda d: d["tiles"][0]["species"].update(birds=0), "bad species entry 'birds': 0"),
    (lambda d: d["tiles"][0]["species"].update(dragons=1), "bad species entry 'dragons'"),
    (lambda d: d["animals"][0].update(gene_pool=d["animals"][0]["gene_pool"] + 3),
     "the mammals have 58 cubes accounted for, not 55"),
    (lambda d: d["animals"][0].update(vp=-1), "field 'vp' must not be negative, got -1"),
    (lambda d: d["animals"][2].update(added=["seed", "fire"]), "insects.added must be a list of elements"),
    (lambda d: d.update(deck=d["deck"] + ["ice_age"]), "the Dominance cards are not each present exactly once"),
    (lambda d: d["spaces"].pop("initiative.1"), "every eyeball space"),
    (lambda d: d["spaces"].update({"migration.1": "reptiles"}), "a pawn of reptiles, an animal not in play"),
    (lambda d: d.update(frames=[{"op": "teleport"}]), "unknown step"),
    (lambda d: d.update(rng="abc"), "rng must be a decimal"),
    (lambda d: d["corners"].update({"9,9E": "seed"}), "corner 9,9E, which touches no earth tile"),
    (lambda d: d["corners"].update({"2,-2E": "seed"}), "corner 2,-2E, which touches no earth tile"),
    (lambda d: d["tiles"][0].update(dominant="insects"),
     "the dominance marker on -1,0 says insects, but birds dominates it"),
    (lambda d: d.update(tundra_supply=10), "1 tundra tiles on earth and 10 in supply do not make 12"),
    (lambda d: d["frames"][-1].update(stage="no-such-stage"), "field 'stage' cannot be 'no-such-stage'"),
])
def test_malformed_or_inconsistent_states_are_rejected(mutate, words):
    d = good_state()
    mutate(d)
    with pytest.raises(InvalidStateError) as exc:
        state_from_dict(d)
    assert words in str(exc.value) and exc.value.code == "state/invalid"


def test_the_fixed_position_loads_and_plays_on():
    g = Game.from_dict(good_state())
    assert (g.pending.animal, g.pending.kind, [o.id for o in g.options]) == \
        ("birds", "speciation_corner", ["corner:-1,0E", "decline"])


def test_load_rejects_non_json_and_unknown_formats():
    with pytest.raises(InvalidStateError, match="not valid JSON"):
        Game.load("{nope")
    with pytest.raises(InvalidStateError, match="neither"):
        Game.load("[1, 2]")


@pytest.mark.parametrize("mutate, words", [
    (lambda r: r.update(choices="x"), "list of option ids"),
    (lambda r: r["choices"].append("tile:99,99"), "cannot be played"),
    (lambda r: r["setup"].update(players=9), "bad setup"),
    (lambda r: r.update(setup=None), "no setup"),
    (lambda r: r.update(version=3), "version"),
])
def test_bad_records_are_rejected(mutate, words):
    rec = random_game(plies=20).record()
    mutate(rec)
    with pytest.raises(InvalidStateError, match=words):
        Game.from_record(rec)


def test_history_tail_is_the_end_of_the_history():
    g = random_game(plies=60)
    assert g.history_tail(10) == g.history[-10:]
    assert g.history_tail(500) == g.history
    g.goto(20)
    assert g.history_tail(5) == g.history[-5:] and g.history_tail(5)[-1]["ply"] == 20
