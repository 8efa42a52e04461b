"""The board in words (explain/position.py), the screen reader's view of the position: every tile
once, with the species, elements and dominance the rules give; every pawn where it stands; in
every language, with no key or field left unfilled."""
from __future__ import annotations

import random
import re

import pytest

from ds_widget import Game
from ds_widget.engine import calc
from ds_widget.engine.hexmap import hex_str
from ds_widget.explain.catalog import LANGUAGES, name
from ds_widget.explain.places import place
from ds_widget.explain.position import as_text, describe, tile_name


def positions(seed: int, every: int = 23):
    """States along a random 4-player game, every ``every`` decisions."""
    g = Game.new(players=4, seed=seed)
    r = random.Random(seed)
    n = 0
    while not g.is_over and n < 400:
        if n % every == 0:
            yield g.state
        g.choose(r.choice(g.options).id)
        n += 1
    yield g.state


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_sentence_is_filled_in(lang):
    for st in positions(3):
        text = as_text(st, lang)
        assert "[position." not in text and "{" not in text, text


def test_each_tile_once_with_its_species_and_dominance():
    for seed in (1, 2):
        for st in positions(seed):
            earth = describe(st, "en")[1]["lines"]
            assert len(earth) == len(st.tiles)
            for h, t in st.tiles.items():
                line = next(x for x in earth if f"({hex_str(h)}):" in x)
                # the tile in words first (its terrain and place), its coordinates after, a secondary label
                words = place(h, t.kind, "en")
                assert line.startswith(f"{words[:1].upper()}{words[1:]} ({hex_str(h)}):"), line
                assert line.lower().startswith(name("terrain", "tundra" if t.tundra else t.terrain, "en"))
                said = {a.lower(): int(n) for a, n in re.findall(r"([A-Z][a-z]+) (\d+)", line.split(";")[0])}
                assert said == {a: n for a, n in t.species.items() if n}, line
                dom = calc.dominant(st, h) if t.species else None
                m = re.search(r"The (\w+) dominate it", line)
                assert (m.group(1).lower() if m else None) == dom, line
                if t.species and dom is None:
                    assert "No one dominates it." in line


def test_a_placed_pawn_is_read_where_it_stands():
    g = Game.new(players=4, seed=5)
    before = describe(g.state, "en")[3]["lines"]
    option = next(o for o in g.options if o.id.startswith("space:"))
    g.choose(option.id)
    after = describe(g.state, "en")[3]["lines"]
    changed = [(a, b) for a, b in zip(before, after) if a != b]
    assert changed, "the action display reads the same after a pawn was placed"
    space = next(sp for sp, who in g.state.spaces.items() if who)
    section, i = space.split(".")
    line = next(x for x in after if x.startswith(name("section", section, "en") + ":"))
    animal = name("animal", g.state.spaces[space], "en")
    assert f"{i}: {animal}" in line, line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_tile_is_named_by_its_place_and_who_dominates_it(lang):
    """The name a focused tile has on the board (explain.position.tile_name): its terrain and place
    in words, then who dominates it as the board's marker shows; never a coordinate."""
    seen = {"dominated": 0, "free": 0}
    for st in positions(4, every=41):
        for h, t in st.tiles.items():
            said = tile_name(st, h, lang)
            where = str(place(h, t.kind, lang))
            assert said.startswith(where[:1].upper() + where[1:] + ":"), said
            assert not re.search(r"\d|\(|\{|\[", said), said
            if t.dominant:
                assert str(name("animal", t.dominant, lang)).lower() in said.lower(), said
                seen["dominated"] += 1
            else:
                assert not any(str(name("animal", a, lang)).lower() in said.lower() for a in st.animals), said
                seen["free"] += 1
    assert all(seen.values()), seen


def test_italian_tile_names_agree_with_the_terrain():
    """"lo dominano" after a masculine terrain (il deserto), "la dominano" after a feminine one."""
    for st in positions(4, every=41):
        for h, t in st.tiles.items():
            if t.dominant and t.kind in ("desert", "jungle"):
                said = tile_name(st, h, "it")
                assert (" lo " in said) == (t.kind == "desert") and (" la " in said) == (t.kind == "jungle"), said
