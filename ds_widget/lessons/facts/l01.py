"""Lesson 1's facts: the start of the lesson's four-player game, a tile scored, the pieces."""
from __future__ import annotations

from typing import Any

from ...engine.constants import ALLOTMENT
from ...engine.errors import MalformedError
from ...game import Game
from ..exercises import Applied
from . import Named, Place, named

#: the lesson's game and the tile its text scores (the code cells' own arguments)
GAME = {"players": 4, "seed": 1}
SCORED = "0,1"


def scored_with_a_tie(game: Game, tile: str) -> dict[str, Any]:
    """A tile scored now where two animals tie in species and the food chain parts them: who is
    first, who ties, who wins the tie, and whether the loser still has a place."""
    preview = game.preview_scoring(tile)
    places = preview["places"]
    tied = next((p for p in places if p["tiebreak_over"]), None)
    if tied is None:
        raise MalformedError(f"lesson 1: nobody ties in species on ({tile}); the text explains a tie")
    losers = tied["tiebreak_over"]
    return {"tile": Place(tile, preview["terrain"]), "first": Named("animal", places[0]["animal"]),
            "first_species": places[0]["species"], "first_vp": places[0]["vp"],
            "tied": named("animal", [tied["animal"], *losers]), "tied_species": tied["species"],
            "winner": Named("animal", tied["animal"]), "winner_vp": tied["vp"],
            "loser": named("animal", losers), "places": len(preview["values"]),
            "loser_place": next((p for p in places if p["animal"] == losers[0]), None)}


def prose() -> dict[str, Any]:
    game = Game.new(**GAME)
    order = game.state.initiative
    mountain = scored_with_a_tie(game, SCORED)
    if mountain["loser_place"] is not None or len(mountain["tied"]) != 2:
        raise MalformedError("lesson 1: the text scores a tile where the tie's loser gets no place")
    return {"initiative_first": Named("animal", order[0]), "initiative_last": Named("animal", order[-1]),
            "scored_tile": mountain["tile"], "scored_first": mountain["first"],
            "scored_tied": mountain["tied"], "scored_tied_species": mountain["tied_species"],
            "scored_winner": mountain["winner"], "scored_places": mountain["places"],
            "scored_loser": mountain["loser"]}


def five_players(a: Applied) -> dict[str, Any]:
    """The pieces of a five-player game: pawns, cubes, species on earth, the gene pool."""
    st = a.game.state
    pieces = {(x.pawns, x.gene_pool) for x in st.animals.values()}
    on_earth = {st.earth_species(x) for x in st.animals}
    if len(pieces) != 1 or len(on_earth) != 1:
        raise MalformedError("lesson 1: the five animals do not get the same pieces")
    (pawns, gene_pool), = pieces
    players = len(st.animals)
    return {"players": players, "pawns": pawns, "cubes": ALLOTMENT[players][1], "on_earth": on_earth.pop(),
            "gene_pool": gene_pool}


def forest_scoring(a: Applied) -> dict[str, Any]:
    """The forest scored in the lesson's game: first place, then two animals tied in species."""
    preview = a.game.preview_scoring("-1,1")
    places = preview["places"]
    tie = scored_with_a_tie(a.game, "-1,1")
    third = tie["loser_place"]
    if third is None or len(places) != len(preview["values"]) or len(tie["tied"]) != 2:
        raise MalformedError("lesson 1: the note scores a forest where the tie's loser takes the last place")
    return {"tile": tie["tile"], "first": tie["first"], "first_species": tie["first_species"],
            "first_vp": tie["first_vp"], "tied": tie["tied"], "tied_species": tie["tied_species"],
            "second": tie["winner"], "second_vp": tie["winner_vp"], "third": Named("animal", third["animal"]),
            "third_vp": third["vp"]}


NOTES = {"five_players": five_players, "forest_scoring": forest_scoring}
