"""One way to name a corner, everywhere: options, events and lessons use ``corner_place``."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.engine.hexmap import (
    CENTRE,
    CORNER_NAMES,
    CORNERS_OF,
    corner_str,
    distance,
    hex_str,
    parse_corner,
    parse_hex,
)
from ds_widget.explain import describe, label, name
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.explain.names import corner_place
from ds_widget.explain.places import place


def tiles_of(game: Game, corner: str) -> list[list[str]]:
    st = game.state
    return [[hex_str(h), st.tiles[h].kind] for h in st.corner_tiles(parse_corner(corner))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_options_and_events_name_a_corner_the_same_way(lang):
    g = Game.new(players=4, seed=1)
    rng = random.Random(1)
    seen_options = seen_events = 0
    for _ in range(1500):
        d = g.pending
        if d is None:
            break
        for o in d.options:
            if o.kind == "corner":
                place = corner_place(o.value, tiles_of(g, o.value), lang)
                assert place in label(o, d, lang)
                assert "[" not in place and o.value not in place      # words, not the raw id
                seen_options += 1
        for ev in g.choose(rng.choice(d.options).id):
            if ev["kind"] in ("element_placed", "element_removed"):
                tiles = [[t, k] for t, k in zip(ev["tiles"], ev["terrains"])]
                assert corner_place(ev["corner"], tiles, lang) in describe(ev, lang)
                seen_events += 1
    assert seen_options > 50 and seen_events > 5


def test_the_compass_point_is_the_named_tiles_own():
    """"NE corner of the desert …" is that desert's NE corner: the tile named in full is the corner's
    tile nearest the centre (the others by their terrain), and its compass point is that tile's."""
    g = Game.new(players=4, seed=3)
    checked = 0
    for h in g.state.tiles:
        for i, c in enumerate(CORNERS_OF[h]):
            around = [[hex_str(x), g.state.tiles[x].kind] for x in g.state.corner_tiles(c)]
            nearest = min(around, key=lambda t: distance(parse_hex(t[0]), CENTRE))
            if nearest[0] == hex_str(h) and all(distance(parse_hex(t[0]), CENTRE) > distance(h, CENTRE)
                                                for t in around if t is not nearest):
                phrase = corner_place(corner_str(c), around, "en")
                assert phrase.startswith(f"{name('compass', CORNER_NAMES[i], 'en')} corner of the "
                                         f"{place(h, g.state.tiles[h].kind, 'en')}"), phrase
                assert all(name("terrain", k, "en") in phrase for _, k in around), phrase
                checked += 1
    assert checked > 10


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_corner_of_a_board_has_its_own_name(lang):
    """A corner's name tells it from every other corner of the earth, at every moment."""
    g = Game.new(players=4, seed=2)
    rng = random.Random(2)
    for _ in range(400):
        st = g.state
        named = [corner_place(corner_str(c), [[hex_str(x), st.tiles[x].kind] for x in st.corner_tiles(c)], lang)
                 for c in {c for h in st.tiles for c in CORNERS_OF[h]}]
        assert len(set(named)) == len(named)
        if g.pending is None:
            break
        g.choose(rng.choice(g.pending.options).id)
