"""Lesson 7's facts: the rulebook's Domination example (a fragment, ``Game.scenario("domination")``)
and the card demonstrations' recorded games (``card_demos.json``)."""
from __future__ import annotations

from typing import Any

from ...engine.constants import ICE_AGE
from ...engine.errors import MalformedError
from ...engine.hexmap import hex_str, parse_hex
from ...engine.scenarios import info
from ...game import Game
from .. import cards, exercises
from ..exercises import Applied
from . import Named, Place, events_of, named

LESSON = "07_domination_and_cards"
EXAMPLE = "domination"
#: the card the lesson's code cell takes after the example's Domination (``"card:nocturnal"``)
CODE_CARD = "nocturnal"
#: the cards whose VP the note of ``best_card`` explains one by one (the others give none)
EXPLAINED = ("biodiversity", "ecodiversity")
#: the lesson 8 position the Ice Age demonstration starts from
ICE_AGE_POSITION = "ice_age"


def _tile(game: Game, tile: str) -> Place:
    """A tile named as a place: its terrain and where it lies."""
    return Place(tile, game.state.tiles[parse_hex(tile)].kind)


def _example() -> dict[str, Any]:
    """The example's Domination: the tile scored, who dominates it, the cards they choose from,
    the card the lesson takes (it moves them ahead on the Initiative track) and the next pawn."""
    g = Game.scenario(EXAMPLE)
    tile = info(EXAMPLE)["choices"][0].split(":", 1)[1]
    scored = _tile(g, tile)
    g.choose(f"tile:{tile}")
    d = g.pending
    dominant = g.dominance(tile)["dominant"]
    if d is None or d.kind != "pick_card" or d.animal != dominant:
        raise MalformedError(f"the dominant animal of ({tile}) should be choosing a card")
    choice = [o.split(":", 1)[1] for o in d.ids]
    if CODE_CARD not in choice:
        raise MalformedError(f"the lesson's card {CODE_CARD} is not offered: {choice}")
    events = g.choose(f"card:{CODE_CARD}")
    if not any(e["kind"] == "initiative_moved" and e["animal"] == dominant for e in events):
        raise MalformedError(f"the {dominant} should move ahead on the Initiative track with {CODE_CARD}")
    nxt = g.pending
    if nxt is None or nxt.kind != "domination_tile" or f"tile:{tile}" in nxt.ids:
        raise MalformedError("the next Domination pawn should be choosing, the scored tile no longer offered")
    return {"dom_tile": scored, "dom_chooser": Named("animal", dominant), "dom_cards": named("card", choice),
            "dom_taken": Named("card", CODE_CARD), "dom_next": Named("animal", nxt.animal)}


def _demos() -> dict[str, Any]:
    """The demonstrations' games: how many players, every one in its first turn but the Ice Age's,
    which is the last turn of lesson 8's game."""
    demos = cards.demos()
    players = {d["record"]["setup"]["players"] for d in demos.values()}
    if len(players) != 1:
        raise MalformedError(f"the lesson says every demonstration has the same players: {players}")
    late = [c for c, d in demos.items() if c != ICE_AGE and cards.start(d).state.turn != 1]
    if late:
        raise MalformedError(f"the lesson says the demonstrations are in the first turn: {late}")
    ice = demos[ICE_AGE]["record"]
    rec = exercises.record(ICE_AGE_POSITION)
    whole = Game.from_record(rec)
    if ice["setup"] != rec["setup"] or ice["choices"] != rec["choices"][:len(ice["choices"])] \
            or cards.start(demos[ICE_AGE]).state.turn != (whole.state.result or {}).get("turns"):
        raise MalformedError("the Ice Age demonstration should be the last turn of lesson 8's game")
    return {"demo_players": players.pop()}


def prose() -> dict[str, Any]:
    return {**_example(), **_demos()}


def _gain(before: Any, card: str) -> int:
    """The VP the chooser gains at once with ``card``: the card taken and carried out (its own
    decisions by their first option), up to the next Domination."""
    g = Game.from_state(before.clone())
    d = g.pending
    assert d is not None
    me = d.animal
    vp = g.state.animals[me].vp
    g.choose(f"card:{card}")
    while g.pending is not None and g.pending.animal == me and g.pending.kind != "domination_tile":
        g.choose(g.pending.ids[0])
    return g.state.animals[me].vp - vp


def best_card(a: Applied) -> dict[str, Any]:
    """Each card the example's dominant animal may take, played out: the best one (the solution's)
    with the species it counts, the two that give a few VP, and those that give none."""
    pick = a.steps[1]
    before, d = pick["before"], pick["decision"]
    me = d.animal
    offered = [o.split(":", 1)[1] for o in d.ids]
    gains = {c: _gain(before, c) for c in offered}
    best = pick["step"]["choose"].split(":", 1)[1]
    if any(gains[c] >= gains[best] for c in offered if c != best):
        raise MalformedError(f"{best} should give the most VP: {gains}")
    some = sorted(c for c in offered if c != best and gains[c])
    if some != sorted(EXPLAINED):
        raise MalformedError(f"the note explains the VP of {EXPLAINED}; these give VP: {gains}")
    ev = {e["card"]: e for e in events_of(a) if e["kind"] == "card_vp"}[best]
    counts = sorted(a.game.state.tiles[parse_hex(ev["tile"])].species.values(), reverse=True)
    if len(counts) < 2 or sum(counts) != ev["quantity"] or ev["vp"] != gains[best]:
        raise MalformedError(f"{best}'s VP should be the species on its tile: {ev}")
    total = a.game.state.animals[me].vp
    eco = _card_event(before, "ecodiversity")
    if len(eco["per_type"]) != 1:
        raise MalformedError(f"the note counts one element type for Ecodiversity: {eco}")
    (eco_element, eco_n), = eco["per_type"].items()
    bio = _card_event(before, "biodiversity")
    return {"best": Named("card", best), "animal": Named("animal", me),
            "tile": _tile(a.game, ev["tile"]),
            "sum": " + ".join(str(n) for n in counts), "species": ev["quantity"], "card_vp": ev["vp"],
            "before": total - ev["vp"], "total": total,
            "bio": Named("card", "biodiversity"), "bio_vp": gains["biodiversity"], "bio_tiles": bio["quantity"],
            "eco": Named("card", "ecodiversity"), "eco_vp": gains["ecodiversity"], "eco_n": eco_n,
            "eco_element": Named("element", eco_element),
            "none": named("card", [c for c in offered if not gains[c]])}


def _card_event(before: Any, card: str) -> dict[str, Any]:
    g = Game.from_state(before.clone())
    return next(e for e in g.choose(f"card:{card}") if e["kind"] == "card_vp")


def once_per_turn(a: Applied) -> dict[str, Any]:
    """The birds' Domination after the wetland: the one tile that gives a card (where they are alone
    and dominant), the other tiles they may score (none has species), and the tile already scored."""
    scored = a.steps[0]["step"]["choose"].split(":", 1)[1]
    ask = a.steps[2]["decision"]
    me = ask.animal
    st = a.game.state
    card_tiles = [o.split(":", 1)[1] for o in ask.ids if o.startswith("tile:")]
    if len(card_tiles) != 1:
        raise MalformedError(f"the note says one tile gives the {me} a card: {card_tiles}")
    mine = st.tiles[parse_hex(card_tiles[0])]
    if set(mine.species) != {me} or a.game.dominance(card_tiles[0])["dominant"] != me:
        raise MalformedError(f"the {me} should be alone and dominant on ({card_tiles[0]})")
    d = a.game.pending
    if d is None:
        raise MalformedError(f"the {me} should be choosing a tile without a card")
    others = [parse_hex(o.split(":", 1)[1]) for o in d.ids if o.startswith("tile:")]
    if len(others) < 2 or any(st.tiles[h].species for h in others):
        raise MalformedError(f"the note says the other tiles (several) have no species: {others}")
    if f"tile:{scored}" in ask.ids or f"tile:{scored}" in d.ids:
        raise MalformedError(f"({scored}) was scored this turn and should not be offered")
    return {"card_tile": Place(card_tiles[0], mine.kind), "animal": Named("animal", me),
            "empty": [Place(hex_str(h), st.tiles[h].kind) for h in others], "scored": _tile(a.game, scored)}


NOTES = {"best_card": best_card, "once_per_turn": once_per_turn}
