"""Lesson 13's facts: a game of random bots, the *Short game* variant's deck, and how long the
greedy bots' recorded game lasted."""
from __future__ import annotations

from typing import Any

from ...engine.constants import AVAILABLE_SLOTS, CARDS, STARRED_CARDS
from ...engine.errors import MalformedError
from ..exercises import Applied
from . import Named, events_of, named
from .l12 import played


def prose() -> dict[str, Any]:
    """The greedy bots' game of lesson 12 (how many turns it took), the cards the short game
    removes."""
    result = played().state.result or {}
    if result.get("reason") != "ice_age":
        raise MalformedError(f"lesson 13 says the greedy bots reach the Ice Age card, not {result.get('reason')}")
    return {"greedy_players": len(played().state.animals), "greedy_turns": result["turns"],
            "short_removed": len(STARRED_CARDS)}


def random_game(a: Applied) -> dict[str, Any]:
    """Who won the random bots' game, with how many VP, when it ended and who took the Ice Age card."""
    game = a.final()
    result = game.state.result or {}
    if result.get("reason") != "ice_age":
        raise MalformedError(f"the note explains a game ended by the Ice Age card, not {result.get('reason')}")
    taken = next(e for e in events_of(a) if e["kind"] == "card_chosen" and e["card"] == "ice_age")
    return {"winner": Named("animal", result["winner"]), "winner_vp": result["scores"][result["winner"]],
            "turn": result["turns"], "taker": Named("animal", taken["animal"])}


def short_game(a: Applied) -> dict[str, Any]:
    """The short game's deck once the face-up cards are dealt, counted from the rules' cards."""
    st = a.final().state
    dealt = sum(1 for c in st.available if c)
    if dealt != AVAILABLE_SLOTS:
        raise MalformedError(f"the note counts {AVAILABLE_SLOTS} face-up cards, the table shows {dealt}")
    left = len(CARDS) - len(STARRED_CARDS)
    if len(st.deck) != left - dealt or st.deck[-1:] != ["ice_age"]:
        raise MalformedError(f"the note says {left} - {dealt} cards, the Ice Age card last: {st.deck}")
    return {"deck": len(st.deck), "cards": len(CARDS), "starred": len(STARRED_CARDS),
            "starred_names": named("card", STARRED_CARDS), "left": left, "face_up": dealt}


NOTES = {"random_game": random_game, "short_game": short_game}
