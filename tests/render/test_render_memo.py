"""Parts kept between renders (``render_svg(..., cache=PartCache())``, :mod:`ds_widget.render.memo`)
never change a picture: over random games, in every language, view and option, a render that writes
kept parts is the same bytes as one that draws everything — and it does write kept parts."""
from __future__ import annotations

import random

import pytest

from ds_widget import DSError, Game
from ds_widget.engine.editor import Editor
from ds_widget.render import RenderError, render_svg
from ds_widget.render.context import Context
from ds_widget.render.memo import PartCache, part
from ds_widget.render.svg import Writer
from ds_widget.render.theme import make_theme
from tests.conftest import random_edit


def views(rng: random.Random, g: Game) -> dict:
    """Random view options, as the widget, a lesson or a print-out ask for them."""
    opts: dict = {}
    roll = rng.random()
    if roll < 0.15:
        opts["panels"] = rng.sample(["header", "board", "animals", "display", "cards", "bag"], 2)
    elif roll < 0.25:
        opts.update(panels=("display_large",), presentation=True, text_scale=2)
    if rng.random() < 0.2:
        opts["highlight"] = [o.target for o in g.options[:3] if o.target]
    if rng.random() < 0.1:
        opts["annotate"] = True
    if rng.random() < 0.05:
        opts["coords"] = True
    if rng.random() < 0.05:
        opts["theme"] = {"animal.birds": "#88ccee"}
    return opts


@pytest.mark.parametrize("players,seed,lang", [(2, 1, "en"), (3, 2, "it"), (4, 3, "de"), (5, 4, "en"),
                                               (6, 5, "it")])
def test_kept_parts_give_the_same_picture_as_drawing_everything(players, seed, lang):
    rng = random.Random(seed)
    g = Game.new(players=players, seed=seed)
    cache = PartCache()
    steps = 0
    while not g.state.over and steps < 400:
        opts = views(rng, g)
        args = dict(decision=g.pending, events=g.last_events, lang=lang, **opts)
        assert render_svg(g.state, cache=cache, **args) == render_svg(g.state, **args), (g.ply, opts)
        g.choose(rng.choice(g.options).id)
        steps += 1
    assert steps == 400 or g.state.over
    # most parts were written as kept, though the views change at random
    assert cache.hits > cache.misses, (cache.hits, cache.misses)


@pytest.mark.parametrize("seed,lang", [(7, "en"), (8, "de")])
def test_kept_parts_follow_every_edit_of_a_position(seed, lang):
    """The what-if editor changes one thing at a time, with no decision on show: an element, a
    tile, species, a sheet — each of these alone must make its parts drawn again."""
    rng = random.Random(seed)
    g = Game.new(players=4, seed=seed)
    for _ in range(150):
        g.choose(rng.choice(g.options).id)
    ed = Editor(g.state)
    cache = PartCache()
    for _ in range(250):
        edit, *how = random_edit(ed, rng)
        try:
            events = edit(*how)
        except DSError:
            continue
        args = {"events": events if rng.random() < 0.5 else (), "lang": lang, "annotate": True}
        assert render_svg(ed.state, cache=cache, **args) == render_svg(ed.state, **args)
    assert cache.hits > 0 and ed.edits > 100


def test_a_placement_draws_again_only_the_parts_it_changed():
    g = Game.new(players=4, seed=6)
    cache = PartCache()
    render_svg(g.state, decision=g.pending, cache=cache)
    drawn = cache.misses
    g.choose(next(o.id for o in g.options if o.id.startswith("space:")))
    render_svg(g.state, decision=g.pending, events=g.last_events, cache=cache)
    # the section the pawn went to and the sheet of the animal that placed it; the earth, the
    # other sheets and sections, the cards and the bag are kept
    assert cache.misses - drawn == 2, cache.misses - drawn


def ctx(cache: PartCache) -> Context:
    g = Game.new(players=2, seed=1)
    return Context(g.state, decision=None, events=(), lang="en", highlight=(), theme=make_theme(None),
                   presentation=False, coords=False, cache=cache)


def hooks(*targets: str):
    def draw(w: Writer, c: Context) -> None:
        for t in targets:
            w.el("circle", extra=c.hook(t, "x", None))
    return draw


def test_a_part_whose_ids_met_another_parts_is_drawn_again():
    """Element ids are unique over the picture: a part that took ``thing-1`` because an earlier
    part had ``thing`` depends on that part, and is never written from the cache."""
    cache = PartCache()
    for _ in range(2):
        c, w = ctx(cache), Writer()
        part(w, c, "a", lambda c: 0, hooks("thing"))
        part(w, c, "b", lambda c: 0, hooks("thing", "other"))
        assert 'id="thing-1"' in w.getvalue() and 'id="other"' in w.getvalue()
    assert cache.hits == 1 and cache.misses == 3        # "a" was kept, "b" never
    # without "a" before it, "b" takes "thing" (and is kept) …
    c, w = ctx(cache), Writer()
    part(w, c, "b", lambda c: 0, hooks("thing", "other"))
    assert 'id="thing"' in w.getvalue()
    # … which its kept drawing does not fit when "a" comes before it again
    c, w = ctx(cache), Writer()
    part(w, c, "a", lambda c: 0, hooks("thing"))
    part(w, c, "b", lambda c: 0, hooks("thing", "other"))
    assert w.getvalue().count('id="thing"') == 1 and 'id="thing-1"' in w.getvalue()


def test_a_kept_part_gives_back_its_ids_and_marks():
    cache = PartCache()
    out = []
    for _ in range(2):
        c, w = ctx(cache), Writer()
        c.highlight = {"thing"}
        part(w, c, "a", lambda c: 0, lambda w, c: w.el("circle", extra=c.hook("thing", "x", ("circle", 0, 0, 5))))
        part(w, c, "b", lambda c: 0, hooks("thing"))          # after "a" (kept or not): "thing-1"
        out.append((w.getvalue(), c.marks.getvalue(), dict(c.ids)))
    assert cache.hits == 1 and out[0] == out[1] and "mark-highlight" in out[1][1]


def test_the_cache_must_be_a_part_cache():
    g = Game.new(players=2, seed=1)
    with pytest.raises(RenderError, match="PartCache"):
        render_svg(g.state, cache={})
