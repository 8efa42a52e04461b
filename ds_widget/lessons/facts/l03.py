"""Lesson 3's facts: Planning in the lesson's four-player game, the rulebook's Initiative example."""
from __future__ import annotations

from typing import Any

from ...engine.errors import MalformedError
from ...engine.scenarios import info
from ...game import Game
from ..exercises import Applied, record
from . import Named

#: the lesson's game, the choices its first bots cell plays, and the recorded game of the whole turn
GAME = {"players": 4, "seed": 1}
FIRST_PLIES = 8
RECORD = "four_greedy"


def check(ok: bool, what: str) -> None:
    """A sentence of the lesson holds in its position, or the text must change (the build stops)."""
    if not ok:
        raise MalformedError(f"lesson 3: {what}")


def prose() -> dict[str, Any]:
    st = Game.new(**GAME).state
    players = len(st.animals)
    pawns = {a.pawns for a in st.animals.values()}
    check(len(pawns) == 1 and FIRST_PLIES % players == 0, "the first bots cell does not play whole rounds")
    example = Game.scenario("initiative").state
    return {"bot_rounds": FIRST_PLIES // players, "pawns": pawns.pop(),
            "ex_turn": example.turn, "ex_players": len(example.animals),
            "record_players": record(RECORD)["setup"]["players"]}


def keep_pawn(a: Applied) -> dict[str, Any]:
    """The Initiative pawn kept: the swap still happens, the space the rulebook used stays empty."""
    st = a.game.state
    actor = a.steps[0]["decision"].animal
    order = list(st.initiative)
    place = order.index(actor)
    space = info("initiative")["choices"][0].split(":")[1]
    check(place + 1 < len(order) and st.spaces.get(space) is None,
          "the kept pawn's swap or space is not as the note says")
    return {"animal": Named("animal", actor), "place": place + 1, "passed": Named("animal", order[place + 1]),
            "section": Named("section", space.split(".")[0])}


NOTES = {"keep_pawn": keep_pawn}
