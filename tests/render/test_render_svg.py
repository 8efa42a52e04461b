"""Structural checks of the SVG (python-chess's SvgTestCase habit): well-formed XML, the hooks
every legal option needs, determinism, purity, options, languages."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.engine.constants import BOXES, ELEMENTS, SPACES
from ds_widget.engine.hexmap import BOARD, hex_str
from ds_widget.engine.serialize import state_to_dict
from ds_widget.engine.state import Tile
from ds_widget.explain import focus
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render import DEFAULT_THEME, Svg, render_action_display, render_board, render_svg
from ds_widget.render.errors import RenderError
from ds_widget.render.layout import PANELS

from .positions import GOLDEN, late_game, render, start

NS = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def by_target(root: ET.Element) -> dict[str, list[ET.Element]]:
    out: dict[str, list[ET.Element]] = {}
    for e in root.iter():
        t = e.get("data-target")
        if t:
            out.setdefault(t, []).append(e)
    return out


def classes(e: ET.Element) -> set[str]:
    return set((e.get("class") or "").split())


@pytest.fixture(scope="module")
def late():
    return late_game()


# ----------------------------------------------------------------------------------- structure
@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_well_formed_with_title_desc_and_viewbox(name):
    g = GOLDEN[name]()
    svg = render(g)
    assert isinstance(svg, Svg) and isinstance(svg, str)
    assert svg._repr_svg_() == svg
    root = parse(svg)
    assert root.tag == NS + "svg"
    assert root.get("viewBox") == "0 0 1760 1000"
    assert root.find(NS + "title").text == "Dominant Species"
    desc = root.find(NS + "desc").text
    assert f"turn {g.state.turn}".lower() in desc.lower()
    for h in g.state.tiles:
        assert f"({hex_str(h)})" in desc


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_ids_are_unique(name):
    root = parse(render(GOLDEN[name]()))
    ids = [e.get("id") for e in root.iter() if e.get("id")]
    assert ids and not [i for i, n in Counter(ids).items() if n > 1]


def test_the_whole_table_is_drawn(late):
    st = late.state
    root = parse(render(late))
    targets = by_target(root)
    for h in BOARD:
        want = ("tile-" if h in st.tiles else "hex-") + hex_str(h)
        assert want in targets, want
    for space in SPACES:
        assert "space-" + space in targets
    for c, e in st.corners.items():
        from ds_widget.engine.hexmap import corner_str
        (disc,) = [x for x in targets["corner-" + corner_str(c)] if x.get("data-element")]
        assert disc.get("data-element") == e
    # every vacant corner of every earth tile has a hit area
    from ds_widget.engine.hexmap import corner_str
    for c in st.vacant_corners():
        assert "corner-" + corner_str(c) in targets
    # discs in the boxes: one drawable per disc, several may share a target
    for box in BOXES:
        for e in ELEMENTS:
            n = st.boxes[box].count(e)
            assert len(targets.get(f"{box}-{e}", [])) == n, (box, e)
    for e in ELEMENTS:
        (cell,) = targets["bag-" + e]
        assert cell.get("data-count") == str(st.bag[e])
    for a, animal in st.animals.items():
        assert len(targets["animal-" + a]) == 1
        for e in set(animal.added):
            assert len(targets[f"sheet-{a}-{e}"]) == animal.added.count(e)
    for card in st.available:
        assert "card-" + card in targets
    for i in range(3):
        (stack,) = targets[f"stack-{i + 1}"]
        assert stack.get("data-count") == str(len(st.stacks[i]))
    # pawns on the display carry their animal
    for space, occupant in st.spaces.items():
        (el,) = targets["space-" + space]
        pawns = [p for p in el.iter() if "pawn" in classes(p)]
        assert [p.get("data-animal") for p in pawns] == ([occupant] if occupant else [])


def test_tiles_show_terrain_tundra_species_and_dominance(late):
    st = late.state
    root = parse(render(late))
    targets = by_target(root)
    for h, tile in st.tiles.items():
        (g,) = targets["tile-" + hex_str(h)]
        assert g.get("data-terrain") == tile.kind
        assert ("tundra" in classes(g)) == tile.tundra
        assert f"terrain-{tile.terrain}" in classes(g)
        cubes = {c.get("data-animal"): c for c in g.iter() if "cube" in classes(c)}
        assert set(cubes) == set(tile.species)
        for a, n in tile.species.items():
            assert [t.text for t in cubes[a].iter(NS + "text")][-1] == str(n)
        cones = [c.get("data-animal") for c in g.iter() if "cone" in classes(c)]
        assert cones == ([tile.dominant] if tile.dominant else [])


def test_elements_on_corners_at_the_edge_of_the_board_are_drawn():
    g = Game.new(players=4, seed=1)
    st = g.state.clone()
    st.tiles[(3, -3)] = Tile("sea")
    st.corners[(3, -3, 0)] = "sun"     # E corner of (3,-3): its other two hexes are off the board
    root = parse(render_svg(st))
    discs = [e for e in by_target(root)["corner-3,-3E"] if e.get("data-element")]
    assert [d.get("data-element") for d in discs] == ["sun"]


def test_free_spaces_are_printed_icons_and_inert_without_their_animal():
    g = Game.new(players=2, seed=1, animals=["mammals", "reptiles"])
    root = parse(render(g))
    free = {e.get("data-animal"): e for e in root.iter() if "free-space" in classes(e)}
    assert set(free) == {"reptiles", "insects", "arachnids"}
    assert "inert" not in classes(free["reptiles"])
    assert "inert" in classes(free["insects"]) and "inert" in classes(free["arachnids"])
    assert all(e.get("data-target") is None for e in free.values())


# ------------------------------------------------------------------------------- the hooks
def _check_choices(game: Game) -> int:
    d = game.pending
    root = parse(render(game))
    targets = by_target(root)
    checked = 0
    for o in d.options:
        if not o.target:
            continue
        drawn = targets.get(o.target)
        assert drawn, f"{d.kind}: nothing drawn for target {o.target!r} ({o.id})"
        for e in drawn:
            assert e.get("data-choice") == o.id, (d.kind, o.target)
            assert "choice" in classes(e)
        checked += 1
    # and nothing else is marked as a choice
    ids = {o.id for o in d.options if o.target}
    for e in root.iter():
        if e.get("data-choice"):
            assert e.get("data-choice") in ids
    return checked


RARE = ("bag", "sheet", "card", "animal", "stack", "wasteland")


@pytest.mark.parametrize("players,seed,variant", [(2, 11, {}), (3, 12, {"multi": True}),
                                                   (4, 13, {}), (5, 14, {}), (6, 15, {})])
def test_every_option_with_a_target_is_clickable(players, seed, variant):
    g = Game.new(players=players, seed=seed, **variant)
    rng = random.Random(seed)
    checked = renders = 0
    k = 0
    seen: set[str] = set()
    while not g.is_over and k < 2000 and renders < 90:
        d = g.pending
        if k % 13 == 0 or (d.kind not in seen and any(o.target for o in d.options)) or any(
                o.target.split("-")[0] in RARE for o in d.options):
            seen.add(d.kind)
            checked += _check_choices(g)
            renders += 1
        g.choose(rng.choice(d.options).id)
        k += 1
    assert renders > 40 and checked > 200 and len(seen) > 10


def test_options_without_a_target_are_not_drawn():
    g = late_game()
    d = g.pending
    buttons = [o.id for o in d.options if not o.target]
    assert buttons  # "done"
    svg = render(g)
    for b in buttons:
        assert f'data-choice="{b}"' not in svg


def test_changed_marks_follow_the_events(late):
    root = parse(render(late))
    targets = by_target(root)
    want = {t for ev in late.last_events for t in focus(ev)}
    assert want
    for t in want:
        if t in targets:
            assert all("changed" in classes(e) for e in targets[t]), t
    assert "corner-0,-3W" in want and "corner-0,-3W" in targets
    marked = {e.get("data-target") for e in root.iter() if "changed" in classes(e)}
    assert marked <= want


def test_highlight_option(late):
    root = parse(render(late, highlight=("tile-0,0", "space-glaciation.1", "card-ice_age")))
    targets = by_target(root)
    for t in ("tile-0,0", "space-glaciation.1", "card-ice_age"):
        assert all("highlight" in classes(e) for e in targets[t])
    assert sum("highlight" in classes(e) for e in root.iter()) == 3
    assert len([e for e in root.iter() if "mark-highlight" in classes(e)]) >= 3


# ----------------------------------------------------------------------- purity, determinism
@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_same_input_same_bytes_and_state_untouched(name):
    g = GOLDEN[name]()
    before = state_to_dict(g.state)
    a = render(g)
    b = render(g)
    assert a == b
    assert state_to_dict(g.state) == before
    # a clone and a state read back from JSON (other dict orders) draw the same picture
    clone = g.state.clone()
    assert render_svg(clone, decision=g.pending, events=g.last_events) == a
    loaded = Game.load(g.to_json())
    assert render_svg(loaded.state, decision=g.pending, events=g.last_events) == a


def test_no_clock_or_randomness_in_the_module():
    import pathlib

    import ds_widget.render as r
    src = "".join(p.read_text() for p in pathlib.Path(r.__file__).parent.glob("*.py"))
    for word in ("import random", "import time", "datetime", "uuid"):
        assert word not in src
    assert not re.search(r"(?<![\w.])id\(", src)


# --------------------------------------------------------------------------------- options
def test_panels_shrink_the_view_box():
    g = start(4)
    board = parse(render_board(g.state, decision=g.pending))
    r = PANELS["board"]
    assert board.get("viewBox") == f"{r.x:g} {r.y:g} {r.w:g} {r.h:g}"
    t = by_target(board)
    assert "tile-0,0" in t and not any(k.startswith("space-") for k in t)
    display = parse(render_action_display(g.state, decision=g.pending))
    t = by_target(display)
    assert "space-initiative.1" in t and not any(k.startswith("tile-") for k in t)
    both = parse(render_svg(g.state, panels=("board", "display")))
    assert both.get("viewBox") == "0 54 1360 946"
    with pytest.raises(RenderError, match="unknown panel"):
        render_svg(g.state, panels=("nope",))
    for bad in (0.5, 3, True, "2"):
        with pytest.raises(RenderError, match="text_scale must be a number from 1 to 2"):
            render_svg(g.state, text_scale=bad)


def test_size_coords_presentation_and_theme():
    g = start(4)
    svg = render_svg(g.state, size=880)
    root = parse(svg)
    assert root.get("width") == "880" and root.get("height") == "500"
    with_coords = render_svg(g.state, coords=True)
    assert ">-1,1<" in with_coords and ">-1,1<" not in svg
    pres = render_svg(g.state, presentation=True)
    note = "only the leftmost pawn acts"
    assert note in svg and note not in pres           # fewer details
    assert "9·5·3·2" not in pres and "·" in svg.split("</defs>")[1]    # no tile-score hints
    assert re.search(r"\.h1\{font-size:30px", pres) and re.search(r"\.h1\{font-size:24px", svg)
    themed = render_svg(g.state, theme={"animal.mammals": "#123456"})
    assert "#123456" in themed and DEFAULT_THEME["animal.mammals"] not in themed.split("</defs>")[1]
    with pytest.raises(RenderError, match="unknown theme keys"):
        render_svg(g.state, theme={"animal.dodo": "#000"})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_languages(lang):
    from ds_widget.explain import msg
    g = late_game()
    svg = render(g, lang=lang)
    root = parse(svg)
    assert root.get("{http://www.w3.org/XML/1998/namespace}lang") == lang
    for key in ("section.glaciation", "animal.insects", "terrain.tundra"):
        word = msg(key, lang)
        assert word in svg or word.upper() in svg, (lang, key)
    assert msg("render.gene_pool", lang) in svg
    if lang != "en":
        assert msg("render.gene_pool", lang) != msg("render.gene_pool", "en")
    with pytest.raises(RenderError, match="unknown language"):
        render_svg(g.state, lang="xx")


def test_game_facade_displays_itself():
    import ds_widget
    g = ds_widget.Game.new(players=3, seed=2)
    svg = g.svg()
    assert isinstance(svg, Svg) and g._repr_svg_() == svg
    assert svg == render_svg(g.state, decision=g.pending, events=g.last_events)
    assert ds_widget.render_svg is render_svg
    assert g.svg(panels=("board",), coords=True) != svg


def test_game_over_renders():
    g = Game.new(players=2, seed=3)
    rng = random.Random(3)
    while not g.is_over:
        g.choose(rng.choice(g.pending.options).id)
    root = parse(render_svg(g.state, decision=g.pending, events=g.last_events))
    assert "choice" not in {c for e in root.iter() for c in classes(e)}


# ------------------------------------------------------------- cubes never hide tile names
_SIZES = {"tl": 11.0, "xs": 9.0, "s": 10.5}


def _tile_layout(svg: str, k: float):
    """Per tile: the bottom of its name and label texts, and the top of its highest cube."""
    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(svg)
    for g in root.iter(f"{ns}g"):
        if not (g.get("data-target") or "").startswith("tile-"):
            continue
        labels = [t for t in g.iter(f"{ns}text") if {"tl", "lab"} & set((t.get("class") or "").split())]
        text_bottom = max((float(t.get("y")) + _SIZES[c] * k / 2 for t in labels
                           for c in (t.get("class") or "").split() if c in _SIZES), default=None)
        cubes = [float(r.get("y")) for c in g.iter(f"{ns}g") if "cube" in (c.get("class") or "").split()
                 for r in c.iter(f"{ns}rect")]
        if text_bottom is not None and cubes:
            yield g.get("data-target"), text_bottom, min(cubes)


@pytest.mark.parametrize("presentation", [False, True])
def test_species_cubes_never_cover_a_tile_name_or_its_label(presentation):
    """Crowded tiles (tundra with its printed terrain, five or six animals) in random games."""
    from ds_widget.engine import Match
    k = 1.25 if presentation else 1.0
    checked = crowded = 0
    for seed in range(8):
        g = Match.new(players=6 if seed % 2 else 5, seed=seed)
        r = random.Random(seed)
        for step in range(700):
            if g.is_over:
                break
            g.choose(r.choice(g.options).id)
            if step % 70 != 69:
                continue
            for target, text_bottom, cube_top in _tile_layout(render_svg(g.state, presentation=presentation), k):
                checked += 1
                t = g.state.tiles[tuple(int(x) for x in target[5:].split(","))]
                crowded += len([n for n in t.species.values() if n]) >= 3 or t.tundra
                assert cube_top >= text_bottom, (seed, step, target, text_bottom, cube_top)
    assert checked > 200 and crowded > 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tundra_supplys_label_stays_inside_the_action_display(lang):
    """The Present view's action display is cut at its edge: a label that would run past it (the Italian
    "Tessere Glaciazione" did, at 1366×768) is squeezed to the room it has, and only such a label (planted:
    the room not checked)."""
    from ds_widget.render.present import present_svg
    g = Game.new(players=4, seed=1)
    svg = present_svg(g.state, g.pending, [], lang, ())
    views = [tuple(map(float, v.split())) for v in re.findall(r'viewBox="([^"]+)"', svg)]
    right = max(x + w for x, _, w, _ in views)                      # the display's right edge
    texts = re.findall(r'<text([^>]*)>([^<]*)</text>', svg)
    (attrs, said), = [(a, t) for a, t in texts if t.startswith(("Tundra", "Tessere"))]
    x = float(re.search(r'\bx="([\d.]+)"', attrs).group(1))
    size = 12 * 2.0                                                  # the class "n" in the display's text scale
    squeezed = re.search(r'textLength="([\d.]+)"', attrs)
    end = x + (float(squeezed.group(1)) if squeezed else len(said) * size * 0.46)
    assert end < right, (lang, said, end, right)
    assert bool(squeezed) == (lang == "it"), (lang, said)        # English and German fit as they are
