"""The What if editor tells every consequence of an edit: dominance, each animal's matching on each
tile, species that became endangered or are no longer so; and it refuses a tile that touches no
earth tile (docs/rules.md R9). Random edits on random positions check the events against the positions
before and after, read directly from the tiles, corners and sheets (docs/rules.md §7.1–7.2)."""
from __future__ import annotations

import random

import pytest

from ds_widget.engine import Match
from ds_widget.engine.constants import ELEMENTS
from ds_widget.engine.editor import EditError, Editor
from ds_widget.engine.errors import DSError
from ds_widget.engine.hexmap import BOARD, corner_str, hex_corners, hex_str
from ds_widget.engine.serialize import state_to_dict
from ds_widget.explain import describe
from ds_widget.explain.catalog import LANGUAGES


def matchings(st):
    """(tile, animal) -> matching, counted from the sheet and the tile's corners (docs/rules.md §7.1)."""
    out = {}
    for h, t in st.tiles.items():
        on_tile = [st.corners[c] for c in hex_corners(h) if c in st.corners]
        for a, n in t.species.items():
            if n:
                sheet = st.animals[a].elements
                out[(hex_str(h), a)] = sum(sheet.count(e) * on_tile.count(e) for e in set(sheet))
    return out


def random_edit(rng, ed):
    st = ed.state
    tiles = sorted(st.tiles)
    kind = rng.choice(["add_element", "remove_element", "set_species", "add_sheet_element", "remove_sheet_element"])
    if kind == "add_element":
        h = rng.choice(tiles)
        free = [c for c in hex_corners(h) if c not in st.corners]
        if not free:
            return []
        return ed.add_element(corner_str(rng.choice(free)), rng.choice(ELEMENTS))
    if kind == "remove_element":
        return ed.remove_element(corner_str(rng.choice(sorted(st.corners)))) if st.corners else []
    animal = rng.choice(sorted(st.animals))
    if kind == "set_species":
        return ed.set_species(hex_str(rng.choice(tiles)), animal, rng.randrange(0, 4))
    if kind == "add_sheet_element":
        return ed.add_sheet_element(animal, rng.choice(["grass", "grub", "meat", "seed", "sun", "water"]))
    sheet = st.animals[animal].elements
    return ed.remove_sheet_element(animal, rng.choice(sheet)) if sheet else []


@pytest.mark.parametrize("seed", range(6))
def test_every_changed_matching_and_endangerment_is_told(seed):
    rng = random.Random(seed)
    ed = Editor(Match.new(players=rng.choice([2, 3, 4, 5]), seed=seed).state)
    told_any = 0
    for _ in range(60):
        before = matchings(ed.state)
        try:
            events = random_edit(rng, ed)
        except DSError:
            continue                                     # refused (bag empty, sheet full …)
        after = matchings(ed.state)
        dom_tiles = {e["tile"] for e in events if e["kind"] == "dominance_changed"}
        want_endangered = {k for k, v in after.items() if v == 0 and before.get(k, 1) != 0}
        want_safe = {k for k, v in after.items() if v != 0 and before.get(k) == 0}
        want_matching = {k for k, v in after.items() if k in before and before[k] != v and k[0] not in dom_tiles}
        got = {kind: {(e["tile"], e["animal"]) for e in events if e["kind"] == kind}
               for kind in ("endangered_now", "endangered_no_more", "matching_changed")}
        assert got["endangered_now"] == want_endangered
        assert got["endangered_no_more"] == want_safe
        assert got["matching_changed"] == want_matching
        for e in events:
            if e["kind"] == "matching_changed":
                assert (e["was"], e["now"]) == (before[(e["tile"], e["animal"])], after[(e["tile"], e["animal"])])
            for lang in LANGUAGES:
                text = describe(e, lang)
                assert text and "{" not in text and "[event." not in text
        told_any += len(events)
    assert told_any, "no edit told anything"


def test_an_edit_that_changes_no_dominance_still_says_who_is_now_endangered():
    for seed in range(20):                      # a tile whose elements match none of an absent animal's
        ed = Editor(Match.new(players=3, seed=seed).state)
        st = ed.state
        found = [(h, a) for h, t in sorted(st.tiles.items()) if t.species for a in sorted(st.animals)
                 if not t.species.get(a) and not set(st.animals[a].elements)
                 & {st.corners[c] for c in hex_corners(h) if c in st.corners}]
        if found:
            break
    h, animal = found[0]
    events = ed.set_species(hex_str(h), animal, 2)
    assert [e["kind"] for e in events] == ["endangered_now"]          # dominance unchanged: still told
    assert events[0]["n"] == 2
    assert describe(events[0], "en").endswith("are now endangered (no matching element).")


def test_a_tile_touching_no_earth_tile_is_refused_and_nothing_changes():
    ed = Editor(Match.new(players=2, seed=1).state)
    st = ed.state
    far = next(h for h in BOARD if h not in st.tiles
               and not any(abs(h[0] - q) + abs(h[1] - r) + abs(h[0] + h[1] - q - r) <= 2 for q, r in st.tiles))
    before = state_to_dict(ed.state)
    with pytest.raises(EditError, match="touches no earth tile"):
        ed.add_tile(hex_str(far), "sea")
    assert state_to_dict(ed.state) == before
