"""The board reaches the page as what changed (issue 27): a page that applies every patch it is sent
to the board it shows has, after every step, exactly the picture a full render gives — every
element, every attribute, in every panel, view and language — and that picture, drawn with the
parts the widget kept from earlier boards, is the one a render drawing everything gives.

The page is simulated by the same algorithm on text (``ds_widget.render.patch.apply``); the browser
test ``tests/e2e/test_jupyterlab.py::test_a_patched_board_is_the_whole_board`` checks the page's
own (``applyPatch`` in ``js/ds_widget.js``) against a whole board in Chromium.
"""
from __future__ import annotations

import random

import pytest

from ds_widget import DominantSpeciesWidget, Game
from ds_widget.engine.hexmap import CORNERS_OF, corner_str, hex_str
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render import patch, render_svg


class Page:
    """What the page holds: the board it shows and its number, kept by the messages it is sent."""

    def __init__(self, w: DominantSpeciesWidget) -> None:
        self.w = w
        self.svg = w.board["svg"]
        self.n = w.board["n"]
        self.patched = self.whole = 0
        w.observe(self.on_whole, names="board")
        w.observe(self.on_patch, names="board_patch")

    def on_whole(self, change) -> None:
        self.svg, self.n = change["new"]["svg"], change["new"]["n"]
        self.whole += 1

    def on_patch(self, change) -> None:
        p = change["new"]
        assert p["base"] == self.n, "a patch for a board the page does not show"
        self.svg, self.n = patch.apply(self.svg, p["ops"]), p["n"]
        self.patched += 1

    def matches(self) -> None:
        assert self.svg == self.w.svg, "the patched board differs from the whole picture"
        # and the whole picture, drawn with the parts the widget kept from earlier boards, is
        # the one everything drawn afresh gives
        kept, self.w._parts = self.w._parts, None
        try:
            fresh = str(self.w.shown().view().svg)
        finally:
            self.w._parts = kept
        assert fresh == self.w.svg, "a part kept from an earlier board is not the one drawn now"


def view_step(w: DominantSpeciesWidget, rng: random.Random) -> None:
    """Now and then another language or theme (the page is sent the whole board), then a step."""
    if rng.random() < 0.2:
        if rng.random() < 0.5:
            w._on_front_end_message(w, {"type": "lang", "lang": rng.choice(LANGUAGES)}, [])
        else:
            w._on_front_end_message(w, {"type": "theme", "theme": rng.choice(["light", "dark"])}, [])
    play_step(w, rng)


def play_step(w: DominantSpeciesWidget, rng: random.Random) -> None:
    """A choice, an Undo, a jump in time, a Why or a Hint, through the widget's message door."""
    send, roll, d = w._on_front_end_message, rng.random(), w.game.pending
    if roll < 0.8 and d is not None:
        send(w, {"type": "choose", "option": rng.choice(d.options).id, "version": w.version}, [])
    elif roll < 0.88:
        send(w, {"type": "undo", "version": w.version}, [])
    elif roll < 0.92:
        send(w, {"type": "goto", "ply": rng.randrange(0, w.plies + 1), "version": w.version}, [])
    elif roll < 0.96:
        send(w, {"type": "why", "tile": hex_str(rng.choice(sorted(w.game.state.tiles)))}, [])
    else:
        send(w, {"type": "hint"}, [])


def edit_step(w: DominantSpeciesWidget, rng: random.Random) -> None:
    tile = rng.choice(sorted(w.session.shown_state().tiles))
    w._on_front_end_message(w, {"type": "edit", "action": rng.choice(["add_element", "remove_element"]),
                                "target": "corner-" + corner_str(rng.choice(CORNERS_OF[tile])),
                                "element": rng.choice(["grass", "sun", "water"]), "version": w.version}, [])


def practice_step(w: DominantSpeciesWidget, rng: random.Random) -> None:
    q, n = w.modes.practice.desk.question, w.practice["number"]
    send = w._on_front_end_message
    if w.modes.practice.desk.answered:
        send(w, {"type": "practice", "action": "next"}, [])
    elif q.format == "number":
        send(w, {"type": "practice", "action": "number", "text": str(rng.randrange(0, 9)), "question": n}, [])
    else:
        send(w, {"type": "practice", "action": "pick", "value": rng.choice(sorted(q.candidates)), "question": n}, [])
        if q.select != "one":
            send(w, {"type": "practice", "action": "check", "question": n}, [])


@pytest.mark.parametrize("lang,seed", [("en", 1), ("it", 2), ("de", 3)])
def test_every_patch_turns_the_pages_board_into_the_whole_picture(lang, seed):
    rng = random.Random(seed)
    w = DominantSpeciesWidget(players=["human"] * 4, seed=seed, lang=lang, auto=False)
    page = Page(w)
    send = w._on_front_end_message
    phases = [("play", 80, play_step), ("views", 30, view_step), ("present", 30, view_step),
              ("explore", 20, edit_step), ("practice", 30, practice_step)]
    for name, steps, do in phases:
        if name == "present":
            send(w, {"type": "presentation", "on": True}, [])
        elif name == "explore":
            send(w, {"type": "presentation", "on": False}, [])
            send(w, {"type": "explore", "action": "enter", "version": w.version}, [])
        elif name == "practice":
            send(w, {"type": "explore", "action": "discard", "version": w.version}, [])
            send(w, {"type": "practice", "action": "enter"}, [])
        page.matches()
        whole = page.whole
        for _ in range(steps):
            do(w, rng)
            page.matches()
        if name in ("play", "explore"):
            # while the view stays the same, only its changes are sent (Present and practice draw
            # another picture when the decision or the question moves the panels or the cut)
            assert page.whole == whole, name
    assert w.mode == "practice" and page.patched > 60, (page.patched, page.whole)


def test_a_page_that_asks_gets_the_whole_board():
    w = DominantSpeciesWidget(players=["human"] * 3, seed=4, auto=False)
    page = Page(w)
    w._on_front_end_message(w, {"type": "choose", "option": w.game.pending.options[0].id, "version": w.version}, [])
    w._on_front_end_message(w, {"type": "board"}, [])
    assert page.whole == 1 and page.svg == w.svg and page.n == w.board["n"] == w.board_patch["n"]


def test_a_patch_is_small():
    """A placement in Planning changes a few parts of a 100 KB picture."""
    w = DominantSpeciesWidget(players=["human"] * 4, seed=1, auto=False)
    w.choose(w.game.pending.options[0].id)
    assert patch.size(w.board_patch["ops"]) < 0.1 * len(w.svg)


def test_apply_refuses_a_patch_that_does_not_fit():
    w = DominantSpeciesWidget(players=["human"] * 2, seed=1, auto=False)
    svg = w.svg
    for bad in ([["splice", [0, 99], 0, 1, []]], [["splice", [0], 0, 10_000, []]], [["nope"]], ["x"]):
        with pytest.raises(ValueError):
            patch.apply(svg, bad)


# ----------------------------------------------------------------- the algorithm on any pictures
def picture(rng: random.Random, depth: int = 0) -> str:
    """A random picture-like tree: groups of leaves, some with text, some nested."""
    parts = []
    for _ in range(rng.randrange(0, 7)):
        roll = rng.random()
        if roll < 0.3 and depth < 3:
            parts.append(f'<g class="g{rng.randrange(3)}">{picture(rng, depth + 1)}</g>')
        elif roll < 0.45:
            parts.append(f'<text x="{rng.randrange(9)}">t{rng.randrange(4)}</text>')
        else:
            parts.append(f'<circle r="{rng.randrange(5)}"/>')
    return "".join(parts)


def edited(markup: str, rng: random.Random) -> str:
    """The same picture with a few parts changed, added or removed, anywhere in the tree."""
    spans = [(start, start + n.size) for n, start in elements(patch.parse(markup))]
    start, end = rng.choice(spans[1:] or spans)
    roll = rng.random()
    insert = f'<rect w="{rng.randrange(9)}"/>'
    if roll < 0.4:
        return markup[:start] + markup[end:]                  # removed
    if roll < 0.7:
        return markup[:start] + insert + markup[start:]       # added before it
    return markup[:start] + insert + markup[end:]             # replaced


def elements(tree: patch.Node):
    """Every node of a tree with where it starts in its picture (its offsets are relative)."""
    stack = [(tree, 0)]
    while stack:
        n, start = stack.pop()
        yield n, start
        stack.extend((k, start + k.at) for k in n.kids)


def shape(tree: patch.Node) -> list:
    """A tree as plain data: every node's place, name, text flag and children."""
    return [(start, n.head, n.size, n.name, n.text, len(n.kids)) for n, start in elements(tree)]


def test_any_edit_of_any_picture_is_patched_exactly():
    rng = random.Random(27)
    for _ in range(3000):
        old = f'<svg a="1">{picture(rng)}</svg>'
        new = old
        for _ in range(rng.randrange(1, 5)):
            new = edited(new, rng)
        ops = patch.diff(old, new)
        assert patch.apply(old, ops) == new, (old, new, ops)


def test_a_picture_parsed_like_an_earlier_one_has_the_tree_of_a_whole_scan():
    """The widget parses each board like the one before, taking the parts that repeat as they
    were; in a chain of edits (each tree made like the last) every tree is the whole scan's."""
    rng = random.Random(31)
    for _ in range(500):
        old = f'<svg a="1">{picture(rng)}</svg>'
        tree = patch.parse(old)
        for _ in range(rng.randrange(1, 6)):
            new = edited(old, rng)
            tree = patch.parse(new, like=(old, tree))
            assert shape(tree) == shape(patch.parse(new)), (old, new)
            old = new


def test_boards_parsed_like_the_one_before_have_the_tree_of_a_whole_scan():
    g = Game.new(players=4, seed=9)
    rng = random.Random(9)
    old = str(render_svg(g.state, decision=g.pending))
    tree = patch.parse(old)
    taken = 0
    for step in range(300):
        g.choose(rng.choice(g.options).id)
        new = str(render_svg(g.state, decision=g.pending, events=g.last_events, lang=LANGUAGES[step % len(LANGUAGES)]))
        before = {id(n.kids) for n, _ in elements(tree) if n.kids}
        tree = patch.parse(new, like=(old, tree))
        assert shape(tree) == shape(patch.parse(new)), step
        taken += sum(id(n.kids) in before for n, _ in elements(tree))
        old = new
    assert taken > 300 * 10        # and the parts that repeat were taken as they were
