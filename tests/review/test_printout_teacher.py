"""The printed review as a teacher hands it out (issue 49): each mistake's picture shows the part of
the earth that matters (cropped around the tiles concerned), its text legible on paper (9 pt or
more), the move played and the better move each with its tag; one rounding for every loss; every
word in the page's language."""
from __future__ import annotations

import re

import pytest

from ds_widget.bots.registry import make_bot
from ds_widget.engine import Match
from ds_widget.explain import msg
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render.crop import PT_MM, earth_crop, smallest_text
from ds_widget.render.layout import PANELS, earth_view
from ds_widget.review import Review, is_mistake
from ds_widget.review.printout import PICTURE_PT, review_html
from ds_widget.review.shown import loss_words


@pytest.fixture(scope="module")
def reviewed():
    """A game whose first turns seat 0 plays at random, reviewed: some mistakes on the earth."""
    g = Match.new(players=4, seed=11)
    bots = {0: make_bot("random", 11)}
    while g.pending is not None and g.state.turn <= 3 and g.ply < 90:
        seat = g.state.animals[g.pending.animal].player
        g.choose((bots.get(seat) or make_bot("greedy", seat)).pick(g))
    r = Review(g, [0])
    r.run()
    summary = r.summary()
    assert any(is_mistake(j["verdict"]) for j in summary["decisions"])
    return g, summary


def pictures(text: str) -> list[tuple[str, str]]:
    """Each mistake's pictures: (panel, svg)."""
    return [(m.group(2), m.group(1)) for m in re.finditer(r'(<svg data-panel="(\w+)".*?</svg>)', text, re.S)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_picture_is_cut_to_what_matters_and_legible_on_paper(reviewed, lang):
    g, summary = reviewed
    text = review_html(g.record(), summary, lang)
    pics = pictures(text)
    assert pics
    whole = PANELS["board"]
    for panel, svg in pics:
        x, y, w, h = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())
        mm = float(re.search(r'style="width:([0-9.]+)mm', svg).group(1))
        # the smallest text at 9 pt or more on paper, the picture no wider than A4's text
        assert smallest_text(svg) * mm / w / PT_MM >= 9 - 1e-6, (panel, mm, w)
        assert mm <= 186, (panel, mm)
        if panel == "board":        # never the whole earth: the tiles concerned and those around
            assert w * h < 0.8 * whole.w * whole.h, (w, h)
        assert 'class="badge badge-played"' in svg or 'class="badge badge-better"' in svg
    assert PICTURE_PT >= 9


def test_the_earth_is_cut_around_the_tiles_concerned(reviewed):
    g, _ = reviewed
    st = g.state
    one = earth_crop(["tile-0,0"], st)
    assert one.w < earth_view(st.tiles).w and one.h < earth_view(st.tiles).h
    # two tiles far apart: both inside
    two = earth_crop(["tile-0,0", "tile-2,-1"], st)
    assert two.w > one.w


@pytest.mark.parametrize("lang", LANGUAGES)
def test_one_rounding_for_every_loss(reviewed, lang):
    g, summary = reviewed
    text = review_html(g.record(), summary, lang)
    for j in summary["decisions"]:
        if is_mistake(j["verdict"]):
            lost = msg("review_print.lost", lang, loss=loss_words(j["loss"], lang))
            assert lost in text.replace("&#x27;", "'"), (lang, lost)
    if lang != "en":
        body = re.sub(r"<svg.*?</svg>|<style.*?</style>", "", text, flags=re.S)
        assert not re.search(r">[^<]*\d\.\d[^<]*<", body), re.search(r">[^<]*\d\.\d[^<]*<", body)


def test_the_earths_picture_is_the_crop_around_both_moves(reviewed):
    """Each mistake's earth is cut to the tiles of its two moves and those next to them
    (:func:`earth_crop`), not to every tile in play."""
    from ds_widget.engine.flow import pending
    from ds_widget.review.printout import board_picture
    from ds_widget.review.shown import marked
    g, summary = reviewed
    seen = 0
    for j in summary["decisions"]:
        st = g.state_at(j["ply"])
        d = pending(st)
        played, better = marked(j, d)
        if not is_mistake(j["verdict"]) or not any(t.startswith(("tile-", "hex-", "corner-")) for t in played + better):
            continue
        svg = board_picture(st, d, j, "en")
        box = earth_crop(played + better, st)
        board = next(x for x in re.findall(r"<svg [^>]*>", svg) if 'data-panel="board"' in x)
        got = [float(v) for v in re.search(r'viewBox="([^"]+)"', board).group(1).split()]
        assert got == pytest.approx([box.x, box.y, box.w, box.h], abs=0.51), (got, box)
        seen += 1
    assert seen
