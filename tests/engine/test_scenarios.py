"""The rulebook's worked examples as scenarios: each loads and its numbers are right."""
from __future__ import annotations

import pytest

from ds_widget import Game
from ds_widget.engine import InvalidStateError
from ds_widget.engine.invariants import problems
from ds_widget.engine.scenarios.library import info, list_scenarios
from tests.conftest import event, kinds

EXPECTED = ["matching", "initiative", "adaptation", "regression", "abundance", "wasteland",
            "depletion", "glaciation", "speciation", "wanderlust", "migration", "competition",
            "domination"]


def test_every_example_is_listed_with_its_source_and_choices():
    """The engine keeps ids and positions only: a scenario's words live in the explain catalogs
    (tests/explain/test_scenario_words.py)."""
    listed = Game.scenarios()
    assert [s["name"] for s in listed] == EXPECTED == [s["name"] for s in list_scenarios()]
    assert all(set(s) == {"name", "source"} and s["source"] for s in listed)
    for name in EXPECTED:
        g = Game.scenario(name)
        assert g.example == info(name) and set(g.example) == {"name", "source", "choices"}
        assert g.example["name"] == name and g.example["source"]
        assert g.example["choices"] and problems(g.state) == []


@pytest.mark.parametrize("name", EXPECTED)
def test_example_choices_are_legal_in_order(name):
    g = Game.scenario(name)
    for c in g.example["choices"]:
        assert g.is_legal(c), (c, [o.id for o in g.options])
        g.choose(c)
    assert problems(g.state) == []


def test_unknown_scenario():
    with pytest.raises(InvalidStateError, match="unknown scenario"):
        Game.scenario("teleportation")
    with pytest.raises(InvalidStateError, match="unknown scenario"):
        Game.scenario("../etc")


def play(name):
    g = Game.scenario(name)
    events = []
    for c in g.example["choices"]:
        events.append(g.choose(c))
    return g, events


def test_matching_numbers():
    g = Game.scenario("matching")
    assert g.matching("insects", "1,0")["total"] == 3
    assert g.matching("amphibians", "1,0")["total"] == 2
    assert g.matching("reptiles", "1,0")["total"] == 6
    assert g.matching("amphibians", "1,-1")["total"] == 3
    assert g.dominance("1,0")["dominant"] == "insects"
    g, ev = play("matching")
    changed = event(ev[-1], "dominance_changed")
    assert (changed["tile"], changed["before"], changed["after"]) == ("1,0", "insects", "reptiles")


def test_initiative_numbers():
    g, ev = play("initiative")
    moved = event(ev[0], "initiative_moved")
    assert moved["passed"] == "birds"
    assert moved["order"] == ["insects", "arachnids", "amphibians", "reptiles", "birds", "mammals"]
    assert event(ev[0], "pawn_placed")["space"] == "abundance.2"


def test_adaptation_numbers():
    g, ev = play("adaptation")
    assert g.state.animals["insects"].added == ["meat"]
    assert sorted(g.state.boxes["adaptation"]) == ["grass", "grub", "grub"]
    assert g.pending.animal == "mammals"


def test_regression_numbers():
    g, ev = play("regression")
    reg = event(ev[-1], "regression")
    rows = {r["animal"]: r for r in reg["animals"]}
    assert reg["types"] == ["grub"]
    assert rows["insects"]["lost"] == [] and rows["reptiles"]["lost"] == []
    assert rows["mammals"]["lost"] == ["grub"]
    assert g.state.animals["insects"].added == ["grub", "sun"]


def test_abundance_numbers():
    g, ev = play("abundance")
    changed = event(ev[1], "dominance_changed")
    totals = {r["animal"]: r["total"] for r in changed["verdict"]["animals"]}
    assert changed["after"] == "amphibians" and totals["amphibians"] == 6 and totals["insects"] == 4


def test_wasteland_numbers():
    g, ev = play("wasteland")
    w = event(ev[0], "wasteland")
    assert w["types"] == ["water"] and [r["element"] for r in w["removed"]] == ["water", "water"]
    lost = [e for e in ev[0] if e["kind"] == "dominance_changed" and e["tile"] == "1,0"][0]
    assert lost["before"] == "amphibians" and lost["after"] == "insects"
    grubs = [c for c, e in g.state.corners.items() if e == "grub"]
    assert len(grubs) == 2
    assert list(g.state.corners.values()).count("water") == 1      # the one far from the tundra


def test_depletion_numbers():
    g, ev = play("depletion")
    changes = {e["tile"]: (e["before"], e["after"]) for e in ev[0] if e["kind"] == "dominance_changed"}
    assert changes == {"1,0": ("birds", None), "1,-1": (None, "mammals")}
    assert g.matching("birds", "1,0")["total"] == 2 and g.matching("birds", "1,-1")["total"] == 2


def test_glaciation_numbers():
    g = Game.scenario("glaciation")
    from ds_widget.engine.calc import survival
    ice = g.state.clone()
    from ds_widget.engine.flow import choose
    ice.events = []
    choose(ice, "tile:1,-1")                       # the tempting alternative
    alt = event(ice.events, "glaciation")
    assert alt["adjacent_tundra"] == 2 and alt["bonus"] == 3 and [r["element"] for r in alt["removed"]] == ["sun"]
    assert survival(ice)["holder"] == "reptiles" and survival(ice)["counts"]["reptiles"] == 3
    g, ev = play("glaciation")
    gl = event(ev[0], "glaciation")
    assert gl["removed"] == [] and gl["adjacent_tundra"] == 1 and gl["bonus"] == 1
    assert gl["stayed"] == {"birds": 1, "amphibians": 1, "insects": 1}
    assert gl["returned"] == {"birds": 1, "amphibians": 3}


def test_speciation_numbers():
    g, ev = play("speciation")
    added = [e for evs in ev for e in evs if e["kind"] == "species_added"]
    assert [(e["tile"], e["count"]) for e in added] == [("0,0", 1), ("1,-1", 3), ("1,0", 2), ("1,-1", 1)]
    lost = [e for evs in ev for e in evs if e["kind"] == "dominance_changed" and e["tile"] == "1,0"]
    assert lost and lost[0]["before"] == "amphibians" and lost[0]["after"] is None
    assert lost[0]["verdict"]["reason"] == "tie" and lost[0]["verdict"]["highest"] == 3
    assert g.state.tiles[(1, -1)].species == {"insects": 4, "arachnids": 3}


def test_wanderlust_numbers():
    g, ev = play("wanderlust")
    bonus = [e for evs in ev for e in evs if e["kind"] == "bonus_vp"][0]
    assert bonus["quantity"] == 2 and bonus["vp"] == 3
    assert g.state.tiles[(-1, -1)].terrain == "wetland"
    assert g.state.tiles[(-1, -1)].species == {"birds": 1, "insects": 2}
    assert g.state.tiles[(-1, -1)].dominant == "birds"


def test_migration_numbers():
    g, ev = play("migration")
    st = g.state
    assert st.tiles[(1, -1)].species == {"reptiles": 1, "insects": 1}
    assert st.tiles[(1, -1)].dominant == "insects"
    assert st.tiles[(1, 0)].species == {"insects": 4}
    assert st.tiles[(0, 1)].species == {"insects": 2}
    assert st.tiles[(0, 0)].species == {"birds": 1}          # flew two tiles from the sea


def test_competition_numbers():
    g, ev = play("competition")
    hits = [e for evs in ev for e in evs if e["kind"] == "species_eliminated"]
    assert [(e["tile"], e["animal"]) for e in hits] == [("0,0", "insects"), ("-2,1", "mammals")]
    assert g.pending is None and g.state.result["reason"] == "example"      # the example is over


def test_domination_numbers():
    g, ev = play("domination")
    scored = event(ev[0], "tile_scored")
    assert [(p["animal"], p["vp"]) for p in scored["places"]] == [
        ("amphibians", 8), ("reptiles", 4), ("birds", 2)]
    assert scored["places"][1]["tiebreak_over"] == ["birds"]
    assert (g.pending.animal, g.pending.kind) == ("reptiles", "pick_card")
    assert "dominance_checked" in kinds(ev[0])
