"""What changed between two pictures of the table: a patch to send instead of the whole SVG.

A picture (:func:`ds_widget.render.render_svg`; the Present and practice views are a row of them,
each in a box) is a tree of elements: the root ``<svg>``; its head (``title``, ``desc``, ``defs``),
a background and groups (the panels, the overlays of marks); in a group its parts — each tile, hex,
element disc, eyeball space, animal card … — in the order the renderer draws them, and so on down.
Two pictures differ in a few parts; :func:`diff` finds them by walking both trees together, going
down into an element only where it changed and kept its name, and lists operations the page
applies in order. A ``path`` is the indexes of element children from the top: ``[]`` is the box
the picture is shown in (the widget's board view), ``[0]`` the picture's root ``<svg>``:

* ``["splice", path, start, count, [markup, …]]`` — in the element at ``path``, the ``count``
  element children from ``start`` on are replaced by the given ones (none given: removed; ``count``
  0: added before child ``start``);
* ``["tag", path, start_tag]`` — the element at ``path`` takes the attributes of ``start_tag``
  (a tile that became the last step's ``changed`` one keeps its children).

Operations are listed from the end of each element to its start, so that each one's indexes are
those of the picture as it stands when it is applied; every index refers to the picture before the
patch, so the page can check a whole patch before it changes anything. A root ``<svg>`` whose start
tag changed (another size or view box) is replaced whole. :func:`apply` is the same algorithm on text
(the tests hold a patched picture against a full render; the page applies it to its DOM,
``js/ds_widget.js``). Everything here is a pure function of the two pictures.

The widget parses each new picture ``like`` the one before (:func:`parse`): the parts a click left
alone are the earlier tree's subtrees (a node's offsets are relative to its parent), so only the
changed parts are scanned.
"""
from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import Any

#: a start tag, an end tag or an empty-element tag (text is escaped: ``<`` only opens a tag);
#: ``<!…>`` (CDATA) and ``<?…?>`` do not match and are part of their element's markup
_TAG = re.compile(r"<(/?)([A-Za-z][^\s/>]*)([^>]*)>")
#: the elements that hold text (the renderer writes text nowhere else): a patch replaces them whole
TEXT_ELEMENTS = frozenset({"text", "tspan", "title", "desc", "style", "a"})
#: how deep a patch goes looking for what changed (root 0, panels 1, their parts 2 …)
MAX_DEPTH = 8

Op = list[Any]


class Node:
    """One element of a picture: where it starts from its parent's start (``at``), the length of
    its start tag (``head``) and of the whole element (``size``), its name, its element children,
    and whether text lies directly inside it. Offsets are relative, so a part that two pictures
    share, wherever it lies in each, is one subtree (:func:`parse` with ``like``). Nodes are never
    changed once made."""

    __slots__ = ("at", "head", "size", "name", "kids", "text")

    def __init__(self, at: int, head: int, name: str) -> None:
        self.at, self.head, self.size, self.name = at, head, head, name
        self.kids: list[Node] = []
        self.text = False


class _Unsure(Exception):
    """Markup the reusing parse does not follow (text, a comment, a stray end tag): scan it all."""


def parse(svg: str, like: tuple[str, Node] | None = None) -> Node:
    """The element tree of a picture (well-formed markup, as the renderer writes it) under a root
    standing for the box it is shown in. With ``like`` — an earlier picture and its tree — every
    element that repeats the markup of the earlier one's element at about the same place among its
    siblings is that element's subtree, not scanned again: the same tree, made in a fraction of
    the time when a few parts changed."""
    if like is not None:
        old, old_tree = like
        try:
            kids, _ = _children(svg, 0, 0, old, old_tree.kids, 0, True)
        except _Unsure:
            pass
        else:
            root = _box(svg)
            root.kids = kids
            return root
    return _scan(svg, box=_box(svg))


def _box(svg: str) -> Node:
    """The root standing for the box a picture is shown in."""
    root = Node(0, 0, "#box")
    root.size = len(svg)
    return root


def _scan(svg: str, start: int = 0, base: int = 0, box: Node | None = None) -> Node:
    """Every tag from ``start`` on: under ``box`` to the end of the picture (:func:`parse` in one
    scan), or — no box — the one element whose start tag is at ``start`` (its parent at ``base``)."""
    stack: list[Node] = [box] if box else []
    starts = [0] if box else []
    for m in _TAG.finditer(svg, start):
        closing, name, rest = m.groups()
        if closing:
            if len(stack) == (1 if box else 0):
                raise ValueError("not a well-formed picture")
            node = stack.pop()
            node.size = m.end() - starts.pop()
            if not stack:
                return node
            continue
        at = m.start()
        node = Node(at - (starts[-1] if starts else base), m.end() - at, name)
        if stack:
            stack[-1].kids.append(node)
        if rest.endswith("/"):
            if not stack:
                return node
        else:
            node.text = name in TEXT_ELEMENTS
            stack.append(node)
            starts.append(at)
    if box is None or len(stack) != 1:
        raise ValueError("not a well-formed picture")
    return box


def _children(svg: str, pos: int, base: int, old: str, olds: list[Node], old_base: int,
              top: bool) -> tuple[list[Node], int]:
    """The elements from ``pos`` to the end tag of their parent (which starts at ``base``; the box,
    ``top``, has none: to the end), and where that end tag ends; an element repeating the markup
    of ``olds`` (the earlier picture's children there, their parent at ``old_base``) next to where
    the walk is among them is taken as it was."""
    out: list[Node] = []
    j, n = 0, len(olds)
    while True:
        i = svg.find("<", pos)
        if i < 0:
            if top:
                return out, len(svg)
            raise _Unsure
        c = svg[i + 1:i + 2]
        if c == "/":
            end = svg.find(">", i)
            if top or end < 0:
                raise _Unsure
            return out, end + 1
        if not c or c in "!?":
            raise _Unsure
        for k in (j, j + 1, j - 1):
            if 0 <= k < n:
                o = olds[k]
                oa = old_base + o.at
                if svg.startswith(old[oa:oa + o.size], i):
                    node = Node(i - base, o.head, o.name)
                    node.size, node.kids, node.text = o.size, o.kids, o.text
                    j = k + 1
                    break
        else:
            m = _TAG.match(svg, i)
            if m is None or m.group(1):
                raise _Unsure
            name, rest = m.group(2), m.group(3)
            if rest.endswith("/"):
                node = Node(i - base, m.end() - i, name)
            elif name in TEXT_ELEMENTS:
                node = _scan(svg, i, base)
            else:
                node = Node(i - base, m.end() - i, name)
                like = olds[j] if j < n and olds[j].name == name else None
                node.kids, end = _children(svg, m.end(), i, old, like.kids if like else [],
                                           old_base + like.at if like else 0, False)
                node.size = end - i
            j += 1
        out.append(node)
        pos = i + node.size


def diff(old: str, new: str, old_tree: Node | None = None, new_tree: Node | None = None) -> list[Op]:
    """The operations that turn picture ``old`` into ``new``. The trees, when the caller has them
    (:func:`parse`), save a scan."""
    a = old_tree or parse(old)
    b = new_tree or parse(new)
    ops: list[Op] = []
    _diff(old, new, a, b, 0, 0, [], ops, 0)
    return ops


def _same(old: str, new: str, a0: int, b0: int, x: Node, y: Node) -> bool:
    """Whether child ``x`` of an element at ``a0`` in ``old`` is child ``y`` (at ``b0``) of ``new``."""
    return x.size == y.size and old[a0 + x.at:a0 + x.at + x.size] == new[b0 + y.at:b0 + y.at + y.size]


def _diff(old: str, new: str, a: Node, b: Node, a0: int, b0: int, path: list[int], ops: list[Op],
          depth: int) -> None:
    """The operations inside ``a`` (starting at ``a0`` in ``old``) to make it ``b`` (at ``b0``)."""
    xs, ys = a.kids, b.kids
    # the children both pictures have the same at the start and at the end are left out of the
    # matching: a click changes a few parts among many (the matcher's work grows with their number)
    first, last_a, last_b = 0, len(xs), len(ys)
    while first < last_a and first < last_b and _same(old, new, a0, b0, xs[first], ys[first]):
        first += 1
    while last_a > first and last_b > first and _same(old, new, a0, b0, xs[last_a - 1], ys[last_b - 1]):
        last_a -= 1
        last_b -= 1
    if first == last_a and first == last_b:
        return
    ka = [old[a0 + k.at:a0 + k.at + k.size] for k in xs[first:last_a]]
    kb = [new[b0 + k.at:b0 + k.at + k.size] for k in ys[first:last_b]]
    codes = SequenceMatcher(None, ka, kb, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in reversed(codes):
        if tag == "equal":
            continue
        i1, i2, j1, j2 = i1 + first, i2 + first, j1 + first, j2 + first
        if tag == "replace" and i2 - i1 == j2 - j1 and depth < MAX_DEPTH:
            # one part for one: go down into it where it kept its name (a tile whose species or
            # class changed is patched there, not sent whole) — from the last to the first
            for k in range(i2 - i1 - 1, -1, -1):
                x, y = xs[i1 + k], ys[j1 + k]
                xa, ya = a0 + x.at, b0 + y.at
                same_tag = old[xa:xa + x.head] == new[ya:ya + y.head]
                if (x.name == y.name and (x.kids or y.kids) and not x.text and not y.text
                        and (x.name != "svg" or same_tag)):
                    here = path + [i1 + k]
                    if not same_tag:
                        ops.append(["tag", here, new[ya:ya + y.head]])
                    _diff(old, new, x, y, xa, ya, here, ops, depth + 1)
                else:
                    ops.append(["splice", path, i1 + k, 1, [kb[j1 - first + k]]])
            continue
        ops.append(["splice", path, i1, i2 - i1, kb[j1 - first:j2 - first]])


def size(ops: list[Op]) -> int:
    """Characters of markup a patch carries."""
    return sum(len(op[2]) if op[0] == "tag" else sum(map(len, op[4])) for op in ops)


def apply(svg: str, ops: list[Op]) -> str:
    """The picture ``svg`` with the patch applied (on text: what the page does to its DOM); raises
    ValueError for an operation that does not fit the picture."""
    for op in ops:
        if not (isinstance(op, list) and op and op[0] in ("splice", "tag")):
            raise ValueError(f"not an operation: {op!r}"[:200])
        node, s = parse(svg), 0
        for i in op[1]:
            if not 0 <= i < len(node.kids):
                raise ValueError(f"no child {i} of {len(node.kids)}")
            node = node.kids[i]
            s += node.at
        if op[0] == "tag":
            svg = svg[:s] + op[2] + svg[s + node.head:]
            continue
        _, _, start, count, parts = op
        kids = node.kids
        if start < 0 or count < 0 or start + count > len(kids):
            raise ValueError(f"splice {start}+{count} beyond {len(kids)} children")
        at = s + kids[start].at if start < len(kids) else (
            s + kids[-1].at + kids[-1].size if kids else s + node.head)
        until = s + kids[start + count - 1].at + kids[start + count - 1].size if count else at
        svg = svg[:at] + "".join(parts) + svg[until:]
    return svg
