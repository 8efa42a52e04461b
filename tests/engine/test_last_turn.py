"""The last turn in full (docs/rules.md §11): Ice Age taken in a Domination action with tundra tiles on
earth, a Survival holder and endangered species; then Extinction (with the mammals' save),
Survival, no Reseed, the final scoring of every tile — tundra included — and the winner.

The position (four animals, hexes pairwise apart so every tile's discs are its own):

==========  ==========================  =================  =========================
tile        species                     discs              matching / dominance
==========  ==========================  =================  =========================
0,0 tundra  reptiles 1, insects 3       sun                rep 2, ins 0 (endangered)
2,0 tundra  reptiles 1, birds 1         sun, seed          2 - 2: nobody
(printed mountain, glaciated)
2,-2 sea    birds 3, mammals 1          seed, seed, meat   birds 4 > mammals 2
0,2 forest  mammals 2, insects 2        grass              ins 2, mam 0 (endangered)
-2,2 desert mammals 1, reptiles 1       sun                rep 2, mam 0 (endangered)
-2,0 jungle birds 2, insects 1          grass              ins 2, birds 0 (endangered)
==========  ==========================  =================  =========================

Start VP: mammals 15, reptiles 22, birds 10, insects 20. Every number below is worked out by hand
from docs/rules.md §7.4, §7.5, §8.3 and §11.
"""
from __future__ import annotations

from ds_widget import Game
from ds_widget.engine.constants import CARDS
from ds_widget.engine.scenario import ScenarioBuilder
from tests.conftest import corner, event, ids, kinds

ANIMALS = ["mammals", "reptiles", "birds", "insects"]
START_VP = {"mammals": 15, "reptiles": 22, "birds": 10, "insects": 20}


def last_turn() -> Game:
    b = ScenarioBuilder(ANIMALS)
    b.tile("0,0", "tundra", species={"reptiles": 1, "insects": 3})
    b.element(corner("0,0", "E"), "sun")
    b.tile("2,0", "mountain", tundra=True, species={"reptiles": 1, "birds": 1})
    b.element(corner("2,0", "E"), "sun")
    b.element(corner("2,0", "W"), "seed")
    b.tile("2,-2", "sea", species={"birds": 3, "mammals": 1})
    b.element(corner("2,-2", "E"), "seed")
    b.element(corner("2,-2", "W"), "seed")
    b.element(corner("2,-2", "SE"), "meat")
    b.tile("0,2", "forest", species={"mammals": 2, "insects": 2})
    b.element(corner("0,2", "E"), "grass")
    b.tile("-2,2", "desert", species={"mammals": 1, "reptiles": 1})
    b.element(corner("-2,2", "E"), "sun")
    b.tile("-2,0", "jungle", species={"birds": 2, "insects": 1})
    b.element(corner("-2,0", "E"), "grass")
    for a, vp in START_VP.items():
        b.vp(a, vp)
    # the deck is spent: Ice Age is face up (it is the last card, R41)
    b.cards(["ice_age", "nocturnal"], played=[c for c in CARDS if c not in ("ice_age", "nocturnal")])
    b.box("adaptation", ["water"])
    b.pawn("domination.1", "insects")
    b.at_section("domination")
    return Game.from_state(b.build())


def play_to_the_end() -> tuple[Game, list[dict]]:
    g = last_turn()
    events = []
    assert (g.pending.animal, g.pending.kind) == ("insects", "domination_tile")
    events += g.choose("tile:2,-2")                  # birds 9, mammals 5; the birds dominate
    assert (g.pending.animal, g.pending.kind) == ("birds", "pick_card")
    assert ids(g) == ["card:ice_age", "card:nocturnal"]
    events += g.choose("card:ice_age")
    chosen = event(events, "card_chosen")
    assert (chosen["animal"], chosen["card"], chosen["tile"]) == ("birds", "ice_age", "2,-2")
    # Extinction: the mammals are endangered on two tiles and save one species
    assert (g.pending.animal, g.pending.kind) == ("mammals", "mammal_save")
    assert ids(g) == ["tile:-2,2", "tile:0,2", "decline"]
    events += g.choose("tile:0,2")
    return g, events


def test_ice_age_bonus_uses_dominance_when_the_card_is_resolved():
    _, events = play_to_the_end()
    rows = {r["animal"]: (r["tiles"], r["vp"]) for r in event(events, "ice_age")["animals"]}
    # reptiles: 0,0 and -2,2 -> 3; birds: 2,-2 -> 1; insects: 0,2 and -2,0 -> 3; mammals: none
    assert rows == {"mammals": (0, 0), "reptiles": (2, 3), "birds": (1, 1), "insects": (2, 3)}


def test_extinction_then_survival_on_the_last_turn():
    g, events = play_to_the_end()
    ext = event(events, "extinction")
    got = {(v["tile"], v["animal"]): (v["endangered"], v["saved"], v["eliminated"]) for v in ext["victims"]}
    assert got == {("0,0", "insects"): (3, 0, 3), ("0,2", "mammals"): (2, 1, 1),
                   ("-2,2", "mammals"): (1, 0, 1), ("-2,0", "birds"): (2, 0, 2)}
    st = g.state
    assert {a: st.animals[a].eliminated for a in ANIMALS} == {"mammals": 2, "reptiles": 0, "birds": 2, "insects": 3}
    # Survival after Extinction: the insects' 3 on tundra are gone; reptiles 2 against birds 1
    sv = event(events, "survival")
    assert sv["counts"] == {"reptiles": 2, "birds": 1}
    assert (sv["holder"], sv["tundra_tiles"], sv["vp"]) == ("reptiles", 2, 3)
    # and the holder gained them: its VP before the final scoring = 22 + 3 (Ice Age) + 3 (Survival)
    final = sum(p["vp"] for e in events if e["kind"] == "tile_scored" and e["final"]
                for p in e["places"] if p["animal"] == "reptiles")
    assert st.animals["reptiles"].vp - final == START_VP["reptiles"] + 3 + 3


def test_no_reseed_and_final_scoring_of_every_tile_tundra_included():
    g, events = play_to_the_end()
    k = kinds(events)
    assert "reseed" not in k
    assert "species_eliminated" not in k               # Extinction tells its victims in one event
    assert k.index("ice_age") < k.index("phase_started") < k.index("extinction") < k.index("survival") \
        < k.index("game_over")
    assert event(events, "phase_started")["phase"] == "reset"
    # §11 step 4 before step 5: the markers go, then every tile is scored once more
    first_final = min(i for i, e in enumerate(events) if e["kind"] == "tile_scored" and e["final"])
    assert k.index("survival") < k.index("dominance_removed") < first_final
    over = event(events, "game_over")
    assert (over["reason"], over["winner"], over["scores"]["reptiles"]) == ("ice_age", "reptiles", 34)
    st = g.state
    assert st.boxes["adaptation"] == ["water"] and st.available == ["nocturnal"] and st.turn == 1
    final = {e["tile"]: (e["terrain"], [(p["animal"], p["vp"]) for p in e["places"]])
             for e in events if e["kind"] == "tile_scored" and e["final"]}
    assert final == {
        "0,0": ("tundra", [("reptiles", 1)]),
        "2,0": ("tundra", [("reptiles", 1)]),               # printed mountain: scores as tundra (R13)
        "2,-2": ("sea", [("birds", 9), ("mammals", 5)]),
        "0,2": ("forest", [("insects", 5), ("mammals", 3)]),
        "-2,2": ("desert", [("reptiles", 4)]),
        "-2,0": ("jungle", [("insects", 6)]),
    }
    assert all(t.dominant is None for t in st.tiles.values())     # §11 step 4
    scored = [e["final"] for e in events if e["kind"] == "tile_scored"]
    assert scored == [False] + [True] * 6             # the Domination action, then each tile once


def test_the_winner_on_the_last_turn_food_chain_breaks_the_tie():
    g, _ = play_to_the_end()
    # mammals 15 + 5 (Domination) + 5 + 3 = 28; reptiles 22 + 3 (Ice Age) + 3 (Survival) + 1 + 1 + 4
    # = 34; birds 10 + 9 + 1 + 9 = 29; insects 20 + 3 + 5 + 6 = 34
    assert {a: g.state.animals[a].vp for a in ANIMALS} == {"mammals": 28, "reptiles": 34, "birds": 29,
                                                           "insects": 34}
    assert g.is_over and g.completed and g.pending is None
    assert g.result["reason"] == "ice_age"
    assert g.winner == "reptiles"                        # 34 - 34: higher in the food chain (§11 step 6)
    assert g.result["scores"] == {"reptiles": 34, "insects": 34, "birds": 29, "mammals": 28}
