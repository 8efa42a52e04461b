"""Shared helpers for the test suite."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.engine.invariants import problems
from ds_widget.engine.scenario import ScenarioBuilder
from ds_widget.engine.serialize import state_to_dict
from ds_widget.explain import catalog as _catalog

# a message that cannot be formatted (a field missing, a noun without the grammar a message asks
# of it) fails the test that made it, instead of showing what it could
_catalog.STRICT = True


def random_edit(ed, rng: random.Random) -> tuple:
    """One random what-if edit of the editor ``ed``'s state, not yet made: ``(method, *args)`` —
    a disc added or removed, species set, a sheet element added or removed, a tile removed."""
    from ds_widget.engine.hexmap import CORNERS_OF, corner_str, hex_str

    st = ed.state
    tile = rng.choice(sorted(st.tiles))
    corner = corner_str(rng.choice(CORNERS_OF[tile]))
    animal = rng.choice(sorted(st.animals))
    element = rng.choice(["grass", "grub", "meat", "seed", "sun", "water"])
    return rng.choice([
        (ed.add_element, corner, element), (ed.remove_element, corner),
        (ed.set_species, hex_str(tile), animal, rng.randrange(0, 4)),
        (ed.add_sheet_element, animal, element), (ed.remove_sheet_element, animal, element),
        (ed.remove_tile, hex_str(tile))])


def ids(game: Game) -> list[str]:
    return [o.id for o in game.options]


def random_game(players: int = 4, seed: int = 5, plies: int = 300) -> Game:
    """A game played ``plies`` uniformly random choices from its start (fewer if it ends)."""
    g = Game.new(players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(plies):
        if g.is_over:
            break
        g.choose(r.choice(g.options).id)
    return g


def snapshot(game: Game) -> dict:
    """Everything about a game's current state, for "nothing changed" assertions."""
    return state_to_dict(game.state)


def scenario(animals, setup=None, **kw) -> Game:
    """A Game from a ScenarioBuilder configured by ``setup(builder)``."""
    b = ScenarioBuilder(animals, **kw)
    if setup:
        setup(b)
    return Game.from_state(b.build())


def assert_consistent(game: Game) -> None:
    assert problems(game.state) == []


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", default=False,
                     help="rewrite tests/render/golden/*.svg from the current renderer (review the diff)")


@pytest.fixture
def four() -> Game:
    return Game.new(players=4, seed=1, animals=["mammals", "reptiles", "amphibians", "insects"])


def corner(tile: str, name: str) -> str:
    """The id of a named corner (E, NE, NW, W, SW, SE) of a tile: ``corner("1,0", "NE")``."""
    from ds_widget.engine.hexmap import CORNER_NAMES, CORNERS_OF, corner_str, parse_hex
    return corner_str(CORNERS_OF[parse_hex(tile)][CORNER_NAMES.index(name)])


def kinds(events: list[dict]) -> list[str]:
    return [e["kind"] for e in events]


def event(events: list[dict], kind: str) -> dict:
    found = [e for e in events if e["kind"] == kind]
    assert found, f"no {kind} event in {kinds(events)}"
    return found[-1]
