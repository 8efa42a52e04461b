"""The words kept between clicks are the words said afresh: the sentences :func:`catalog.msg`
keeps (by key, language and fields), the names it keeps, the spaces' names, and the lines of the
board in words :mod:`explain.position` keeps (by what each tile, section and animal holds) read,
all game long, as the same calls with nothing kept (all switched off)."""
from __future__ import annotations

import random

import pytest

from ds_widget import Game
from ds_widget.explain import catalog, names, position
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.explain.decisions import label, prompt
from ds_widget.explain.events import describe as event_words
from ds_widget.explain.position import as_text, describe


def words(g: Game, events: list, lang: str, board: bool) -> list:
    d = g.pending
    out = [prompt(d, lang), [label(o, d, lang) for o in d.options]] if d is not None else []
    out.append([event_words(e, lang) for e in events])
    if board:
        out += [as_text(g.state, lang), describe(g.state, lang, derived=False)]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_words_kept_are_the_words_said_afresh(lang, monkeypatch):
    """600 decisions of a 4-player game of random choices (the board in words every third): at
    each step the words with the memos live (they fill and are read as the game goes, and the
    other languages' tests before left theirs) equal the words with nothing kept."""
    g = Game.new(players=4, seed=5)
    rng = random.Random(5)
    events: list = []
    steps = 0
    while True:
        board = steps % 3 == 0 or g.pending is None
        kept = words(g, events, lang, board)
        with monkeypatch.context() as m:
            m.setattr(position, "_kept", lambda key, make: make())
            m.setattr(catalog, "said_key", lambda fields: None)
            m.setattr(catalog, "_name", catalog._name.__wrapped__)
            m.setattr(names, "space_name", names.space_name.__wrapped__)
            fresh = words(g, events, lang, board)
        assert kept == fresh, (steps, lang)
        if g.pending is None or steps == 600:
            break
        events = g.choose(rng.choice(g.options).id)
        steps += 1
    assert steps == 600 and g.state.turn > 3
