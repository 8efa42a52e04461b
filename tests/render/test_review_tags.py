"""A reviewed decision's two moves on the table (issue 49): the move played and the better move told
apart by shape and by a word, never by a dashed against a solid line."""
from __future__ import annotations

import re

import pytest

from ds_widget.engine import Match
from ds_widget.explain import msg
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render import render_svg


def tags(svg: str) -> dict[str, tuple[str, str]]:
    """Each tag's rect corner radius and its word."""
    out = {}
    for m in re.finditer(r'<g class="badge badge-(\w+)">(.*?)</g>', svg, re.S):
        rx = re.search(r'<rect[^>]* rx="([^"]+)"', m.group(2)).group(1)
        word = re.sub(r"<[^>]+>", "", re.search(r"<text.*?</text>", m.group(2), re.S).group(0))
        out[m.group(1)] = (rx, word)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_played_and_better_each_have_a_tag_of_their_own_shape_and_word(lang):
    g = Match.new(players=4, seed=1)
    d = g.pending
    svg = str(render_svg(g.state, decision=d, lang=lang, played=["space-wanderlust.1"],
                         better=["space-speciation.3"]))
    t = tags(svg)
    assert set(t) == {"played", "better"}
    assert float(t["played"][0]) == 0 and float(t["better"][0]) > 0          # square against round
    assert t["played"][1] == msg("render.mark_played", lang)
    assert t["better"][1] == "\u2605 " + msg("render.mark_better", lang)       # a star and the word
    # the rings are solid, both: no dash tells them apart
    for flag in ("played", "better"):
        rule = re.search(r"\.mark-" + flag + r"\{([^}]*)\}", svg).group(1)
        assert "dasharray" not in rule, rule


def test_the_tags_go_on_the_earth_too_and_stay_inside_the_picture():
    g = Match.new(players=4, seed=1)
    tiles = sorted(g.state.tiles)
    svg = str(render_svg(g.state, panels=("board",), lang="en", played=[f"tile-{tiles[0][0]},{tiles[0][1]}"],
                         better=[f"tile-{tiles[-1][0]},{tiles[-1][1]}"]))
    assert set(tags(svg)) == {"played", "better"}
    x, y, w, h = (float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split())
    found = list(re.finditer(r'<g class="badge[^"]*">\s*<path[^>]*/>\s*<rect[^>]* x="([^"]+)" y="([^"]+)" '
                             r'width="([^"]+)" height="([^"]+)"', svg))
    assert len(found) == 2
    for r in found:
        rx, ry, rw, rh = (float(v) for v in r.groups())
        assert x <= rx and rx + rw <= x + w and y <= ry and ry + rh <= y + h
