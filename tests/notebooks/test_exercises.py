"""Every exercise's stored solution, applied with the engine, gives the outcome it claims; every
card demonstration visibly changes the table. The claims are checked here against the engine's
state directly, not through the lessons' own wording or checking code."""
from __future__ import annotations

import pytest

from ds_widget.engine.constants import CARDS
from ds_widget.engine.hexmap import parse_corner, parse_hex
from ds_widget.explain import LANGUAGES
from ds_widget.lessons import cards, exercises
from ds_widget.lessons.words import corner_id

ALL = [(lesson, ex_id) for lesson in exercises.lesson_names() for ex_id in exercises.exercises(lesson)]


def fact(game, kind, spec):
    """The engine's state for one claim, read from the state (and the engine's queries for
    matching and endangerment), compared with the claimed value."""
    st = game.state
    if kind == "dominant":
        return st.tiles[parse_hex(spec["tile"])].dominant == spec["animal"]
    if kind == "matching":
        return game.matching(spec["animal"], spec["tile"])["total"] == spec["total"]
    if kind == "endangered":
        found = {(e["tile"], e["animal"]) for e in game.endangered()}
        return all((t, a) in found for t, a in spec)
    if kind == "vp":
        return st.animals[spec["animal"]].vp == spec["vp"]
    if kind == "species":
        return st.tiles[parse_hex(spec["tile"])].species.get(spec["animal"], 0) == spec["n"]
    if kind == "element":
        return st.corners.get(parse_corner(corner_id(spec["corner"]))) == spec["element"]
    if kind == "survival":
        return game.survival()["holder"] == spec["holder"]
    if kind == "initiative":
        return list(st.initiative) == spec
    if kind == "pawns":
        return st.animals[spec["animal"]].pawns == spec["n"]
    if kind == "sheet":
        return sorted(st.animals[spec["animal"]].elements) == sorted(spec["elements"])
    if kind == "places":
        return {p["animal"]: p["vp"] for p in game.preview_scoring(spec["tile"])["places"]} == spec["vp"]
    if kind == "allotment":
        return all((a.pawns, a.gene_pool) == (spec["pawns"], spec["gene_pool"]) for a in st.animals.values())
    if kind == "winner":
        return game.winner == spec
    if kind == "tundra":
        return st.tiles[parse_hex(spec["tile"])].tundra
    if kind == "pending":
        d = game.pending
        return d is not None and (d.animal, d.kind) == (spec["animal"], spec["kind"])
    if kind == "space":
        return st.spaces.get(spec["space"]) == spec["animal"]
    if kind == "turn":
        return st.turn == spec
    if kind == "deck":
        return len(st.deck) == spec and st.deck[-1] == "ice_age"
    if kind == "supply":
        return st.animals[spec["animal"]].supply == spec["n"]
    if kind == "legal":
        d = game.pending
        return (d is not None and spec["option"] in d.ids) == spec["legal"]
    if kind == "example_over":             # a rulebook example ends with its section (engine/fragment.py)
        return (game.pending is None and (st.result or {}).get("reason") == "example") == spec
    raise AssertionError(f"unknown claim {kind}")


def fact_at_start(game, kind, spec):
    """Like :func:`fact`, where a claim about a tile that is not on earth yet does not hold."""
    try:
        return fact(game, kind, spec)
    except KeyError:
        return False


def test_there_are_exercises():
    assert len(ALL) >= 20


@pytest.mark.parametrize("lesson,ex_id", ALL, ids=[f"{a}/{b}" for a, b in ALL])
def test_stored_solution_gives_the_claimed_outcome(lesson, ex_id):
    ex = exercises.exercises(lesson)[ex_id]
    assert ex.get("expect"), "a solution claims an outcome"
    applied = exercises.apply(ex)
    for lang in LANGUAGES:             # its note, its facts worked out from this very solution
        assert exercises.own_note(lesson, ex_id, lang), f"a note in {lang}"
        assert (exercises.note(lesson, ex_id, applied, lang) or "").strip()
    game = applied.final()
    for kind, spec in exercises.claims(ex):
        assert fact(game, kind, spec), f"{lesson}/{ex_id}: the claim {kind} {spec} does not hold"
        assert exercises.holds(game, kind, spec)
    if ex.get("steps") and not ex.get("holds_at_start"):
        start = exercises.start(ex["start"])
        assert not all(fact_at_start(start, kind, spec) for kind, spec in exercises.claims(ex)), \
            "the solution's steps must change something the claims talk about"


def test_every_card_has_a_demo():
    assert sorted(cards.demos()) == sorted(CARDS)


def snapshot(game):
    st = game.state
    return ({h: dict(t.species) for h, t in st.tiles.items()}, {h: t.tundra for h, t in st.tiles.items()},
            dict(st.corners), {a: (x.added, x.vp, x.pawns, x.supply) for a, x in st.animals.items()},
            list(st.initiative), dict(st.spaces))


@pytest.mark.parametrize("card", sorted(CARDS))
def test_card_demo_changes_the_table(card):
    """A Domination scores the tile, its dominant animal takes the card, the card's decisions
    follow; then what the demo says the card changed holds, and held before for none of it."""
    demo = cards.demo(card)
    game = cards.start(demo)
    start = game.ply
    assert game.pending.rule == "domination"
    changes = exercises.claims({"expect": demo["changes"]})
    assert changes, "a demo names what the card changes"
    assert not any(fact(game, kind, spec) for kind, spec in changes), "a change already holds before the card"
    assert demo["choices"][:2] == [f"tile:{demo['tile']}", f"card:{card}"]
    game.play(demo["choices"][:2])
    before = snapshot(game)
    for choice in demo["choices"][2:]:
        d = game.pending
        assert d is not None and d.rule == f"card.{card}", f"{choice} is not a decision of the card"
        game.choose(choice)
    d = game.pending
    assert d is not None and d.rule == "domination", "the card's decisions are all in the demo"
    events = [e for p in range(start + 1, game.ply + 1) for e in game.events_of(p)]
    assert [e["card"] for e in events if e["kind"] == "card_chosen"] == [card]
    assert not [e for e in events if e["kind"] == "card_part_lapsed"], "every part of the card applies in its demo"
    if demo["choices"][2:]:
        assert snapshot(game) != before
    for kind, spec in changes:
        assert fact(game, kind, spec), f"{card}: {kind} {spec} does not hold after the card"
