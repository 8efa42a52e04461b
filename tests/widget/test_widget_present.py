"""The Present view (a projector): the earth, with larger text, beside the panel the pending
decision's options are on; every option that has a place on the board stays clickable; the
exported picture is still the whole table."""
from __future__ import annotations

import random
import re

from ds_widget import DominantSpeciesWidget, Game
from ds_widget.engine.constants import SECTIONS
from ds_widget.render.present import DISPLAY_TEXT, EARTH_TEXT, panels_for


def test_panels_follow_the_decision_and_every_board_option_stays_clickable():
    g = Game.new(players=4, seed=5)
    r = random.Random(5)
    seen = set()
    for _ in range(250):
        if g.is_over:
            break
        w = DominantSpeciesWidget(players=["human"] * 4, game=g, presentation=True, auto=False)
        parts = re.findall(r'class="ds-pic ds-pic-([a-z]+)"', w.svg)
        assert parts == panels_for(g.pending) and parts[0] == "board"
        for o in g.pending.options:
            if o.target:
                assert f'data-choice="{o.id}"' in w.svg, (g.pending.kind, o.id)
        seen.add(tuple(parts))
        g.choose(r.choice(g.options).id)
    assert ("board", "display") in seen and ("board",) in seen


def test_the_earth_has_larger_text_and_the_export_is_the_whole_table(tmp_path):
    w = DominantSpeciesWidget(players=["human"] * 3, seed=2, presentation=True, auto=False)
    earth, display = w.svg.split('class="ds-pic ds-pic-display"')
    assert f".tl{{font-size:{11 * EARTH_TEXT:.1f}".rstrip("0").rstrip(".") + "px" in earth.replace(" ", "")
    # the action display in its projector layout: every section, every space clickable, its text
    # twice the table's and none of the small classes used
    assert f".h3{{font-size:{13 * DISPLAY_TEXT:g}px" in display.replace(" ", "")
    assert all(f'data-section="{s}"' in display for s in SECTIONS)
    assert all(f'data-choice="{o.id}"' in display for o in w.game.pending.options)
    assert not re.search(r'<text[^>]*class="[^"]*\b(xs|s)\b', display)
    w.export_svg(tmp_path / "t.svg")
    whole = (tmp_path / "t.svg").read_text(encoding="utf-8")
    assert whole.startswith("<svg") and 'viewBox="0 0 1760 1000"' in whole
