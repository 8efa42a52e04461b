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
    """One element of a picture: where it starts, where its start tag ends, where it ends, its
    name, its element children, and whether text lies directly inside it."""

    __slots__ = ("start", "tag_end", "end", "name", "kids", "text")

    def __init__(self, start: int, tag_end: int, name: str) -> None:
        self.start, self.tag_end, self.end, self.name = start, tag_end, tag_end, name
        self.kids: list[Node] = []
        self.text = False


def parse(svg: str) -> Node:
    """The element tree of a picture (well-formed markup, as the renderer writes it), in one scan,
    under a root standing for the box it is shown in."""
    root = Node(0, 0, "#box")
    root.end = len(svg)
    stack: list[Node] = [root]
    for m in _TAG.finditer(svg):
        closing, name, rest = m.groups()
        if closing:
            node = stack.pop()
            node.end = m.end()
            continue
        node = Node(m.start(), m.end(), name)
        stack[-1].kids.append(node)
        if not rest.endswith("/"):
            node.text = name in TEXT_ELEMENTS
            stack.append(node)
    if len(stack) != 1:
        raise ValueError("not a well-formed picture")
    return root


def diff(old: str, new: str, old_tree: Node | None = None, new_tree: Node | None = None) -> list[Op]:
    """The operations that turn picture ``old`` into ``new``. The trees, when the caller has them
    (:func:`parse`), save a scan."""
    a = old_tree or parse(old)
    b = new_tree or parse(new)
    ops: list[Op] = []
    _diff(old, new, a, b, [], ops, 0)
    return ops


def _same(old: str, new: str, x: Node, y: Node) -> bool:
    return x.end - x.start == y.end - y.start and old[x.start:x.end] == new[y.start:y.end]


def _diff(old: str, new: str, a: Node, b: Node, path: list[int], ops: list[Op], depth: int) -> None:
    xs, ys = a.kids, b.kids
    # the children both pictures have the same at the start and at the end are left out of the
    # matching: a click changes a few parts among many (the matcher's work grows with their number)
    first, last_a, last_b = 0, len(xs), len(ys)
    while first < last_a and first < last_b and _same(old, new, xs[first], ys[first]):
        first += 1
    while last_a > first and last_b > first and _same(old, new, xs[last_a - 1], ys[last_b - 1]):
        last_a -= 1
        last_b -= 1
    if first == last_a and first == last_b:
        return
    ka = [old[n.start:n.end] for n in xs[first:last_a]]
    kb = [new[n.start:n.end] for n in ys[first:last_b]]
    codes = SequenceMatcher(None, ka, kb, autojunk=False).get_opcodes()
    for tag, i1, i2, j1, j2 in reversed(codes):
        if tag == "equal":
            continue
        i1, i2, j1, j2 = i1 + first, i2 + first, j1 + first, j2 + first
        if tag == "replace" and i2 - i1 == j2 - j1 and depth < MAX_DEPTH:
            # one part for one: go down into it where it kept its name (a tile whose species or
            # class changed is patched there, not sent whole) — from the last to the first
            for k in range(i2 - i1 - 1, -1, -1):
                x, y = a.kids[i1 + k], b.kids[j1 + k]
                if (x.name == y.name and (x.kids or y.kids) and not x.text and not y.text
                        and (x.name != "svg" or old[x.start:x.tag_end] == new[y.start:y.tag_end])):
                    here = path + [i1 + k]
                    if old[x.start:x.tag_end] != new[y.start:y.tag_end]:
                        ops.append(["tag", here, new[y.start:y.tag_end]])
                    _diff(old, new, x, y, here, ops, depth + 1)
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
        root = parse(svg)
        node = root
        for i in op[1]:
            if not 0 <= i < len(node.kids):
                raise ValueError(f"no child {i} of {len(node.kids)}")
            node = node.kids[i]
        if op[0] == "tag":
            svg = svg[:node.start] + op[2] + svg[node.tag_end:]
            continue
        _, _, start, count, parts = op
        if start < 0 or count < 0 or start + count > len(node.kids):
            raise ValueError(f"splice {start}+{count} beyond {len(node.kids)} children")
        at = node.kids[start].start if start < len(node.kids) else (
            node.kids[-1].end if node.kids else node.tag_end)
        until = node.kids[start + count - 1].end if count else at
        svg = svg[:at] + "".join(parts) + svg[until:]
    return svg
