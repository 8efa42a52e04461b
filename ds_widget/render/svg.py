"""SVG output: the :class:`Svg` string type, a fast element writer and the document shell.

svgwrite (frozen upstream, bug fixes only) builds the document shell here and nowhere else: the
root ``<svg>`` with its size and view box, ``<title>``, ``<desc>`` and ``<defs>`` (styles and
patterns). The hundreds of repeated elements of a position (tiles, discs, cubes, hit areas) are
written as text by :class:`Writer`, which is an order of magnitude faster than building one
svgwrite object per element (see ``benchmarks/bench_render.py``). Moving the shell to
``xml.etree.ElementTree`` would touch only :func:`document`.

Everything is deterministic: numbers go through :func:`num` (at most one decimal, no ``-0``),
attributes are written in the order given, and nothing depends on ids, clocks or randomness.

The writer is the renderer's hot path (a late-game table is about 15,000 elements): numbers are
never escaped (they cannot hold markup), every string is — but only a string that holds one of
``& < > " newline`` is rewritten, found with one regular-expression search; the rest (ids, class
names, most labels) are written as they are. ``benchmarks/bench_render.py`` times it.
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import svgwrite

_BODY_ID = "ds-body-placeholder"
#: a character that must be escaped in an attribute value (in character data: the first three)
_MARKUP = re.compile(r'[&<>"\n]').search
_TEXT_MARKUP = re.compile(r"[&<>]").search


class Svg(str):
    """An SVG document: a plain ``str`` that Jupyter displays as a picture."""

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)


#: float -> its text: a table's coordinates are the same from one picture to the next (bounded)
_NUMS: dict[float, str] = {}


def num(x: float) -> str:
    """A coordinate in fixed form: ``12``, ``12.5``, ``-0.3`` (one decimal at most, no ``-0``;
    a tenth of a user unit is far below what a screen shows)."""
    if x.__class__ is float:
        s = _NUMS.get(x)
        if s is None:
            s = f"{x:.1f}".rstrip("0").rstrip(".")
            if s in ("-0", ""):
                s = "0"
            if len(_NUMS) < 65_536:
                _NUMS[x] = s
        return s
    if isinstance(x, int):
        return str(x)
    s = f"{x:.1f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def text(s: Any) -> str:
    """Escape character data."""
    s = str(s)
    if _TEXT_MARKUP(s) is None:
        return s
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def attr(s: Any) -> str:
    """Escape an attribute value (double quotes)."""
    s = str(s)
    if _MARKUP(s) is None:
        return s
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("\n", "&#10;"))


#: keyword argument -> attribute name (``class_`` -> ``class``, ``font_size`` -> ``font-size``)
_NAMES: dict[str, str] = {}


def _name(k: str) -> str:
    name = _NAMES.get(k)
    if name is None:
        name = _NAMES[k] = (k[:-1] if k.endswith("_") else k).replace("_", "-")
    return name


def points(pts: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{num(x)},{num(y)}" for x, y in pts)


class Writer:
    """Collects SVG markup as text. ``el`` writes one element; ``open``/``close`` a group.

    Attributes are keyword arguments: a trailing underscore is dropped (``class_``) and other
    underscores become hyphens (``font_size``, ``data_target``); ``None`` values are skipped;
    floats go through :func:`num`. ``extra`` is a ready-made attribute string (from the hook
    helper of :mod:`.context`), appended as is.
    """

    __slots__ = ("parts",)

    def __init__(self) -> None:
        self.parts: list[str] = []

    @staticmethod
    def attrs(kw: dict[str, Any]) -> str:
        out = []
        names = _NAMES
        for k, v in kw.items():
            if v is None:
                continue
            name = names.get(k) or _name(k)
            if v.__class__ is str:                      # the usual case: escaped only if it must be
                if _MARKUP(v) is not None:
                    v = attr(v)
            elif isinstance(v, float):
                v = num(v)
            elif not isinstance(v, int):                # numbers (and bools) are written as they are
                v = attr(v)
            out.append(f' {name}="{v}"')
        return "".join(out)

    def el(self, tag: str, body: str | None = None, extra: str = "", **kw: Any) -> None:
        a = self.attrs(kw) + extra
        if body is None:
            self.parts.append(f"<{tag}{a}/>")
        else:
            self.parts.append(f"<{tag}{a}>{text(body)}</{tag}>")

    def open(self, tag: str = "g", extra: str = "", **kw: Any) -> None:
        self.parts.append(f"<{tag}{self.attrs(kw)}{extra}>")

    def close(self, tag: str = "g") -> None:
        self.parts.append(f"</{tag}>")

    def raw(self, markup: str) -> None:
        self.parts.append(markup)

    def extend(self, other: Writer) -> None:
        self.parts.extend(other.parts)

    def getvalue(self) -> str:
        return "".join(self.parts)


def document(*, viewbox: tuple[float, float, float, float], width: float | None,
             title: str, desc: str, css: str, defs: str, body: str, lang: str,
             scope: str = "") -> Svg:
    """The whole SVG document: the svgwrite shell around ``defs`` and ``body`` markup."""
    x, y, w, h = viewbox
    width = w if width is None else width
    height = width * h / w
    dwg = svgwrite.Drawing(size=(num(float(width)), num(float(height))), profile="full",
                           debug=False)
    dwg.attribs["viewBox"] = " ".join(num(float(v)) for v in (x, y, w, h))
    dwg.attribs["class"] = f"ds-board {scope}".strip()
    dwg.attribs["role"] = "img"
    dwg.attribs["xml:lang"] = lang
    dwg.attribs["style"] = "max-width:100%;height:auto"
    dwg.set_desc(title, desc)
    dwg.defs.add(dwg.style(css))
    dwg.add(dwg.g(id=_BODY_ID))
    shell = dwg.tostring()
    marker = f'<g id="{_BODY_ID}" />'
    head, found, tail = shell.partition(marker)
    if not found:
        raise AssertionError("svgwrite changed its output; update render/svg.py")
    head = head.replace("</defs>", defs + "</defs>", 1)
    return Svg(head + body + tail)


def cut(svg: str, box: tuple[float, float, float, float], style: str = "") -> str:
    """The same picture showing only ``box`` (x, y, w, h in picture units) at its own size in
    pixels; ``style`` replaces the picture's inline style (none: the page's style sheet sizes it)."""
    x, y, w, h = box
    head, sep, rest = svg.partition(">")
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{x:.1f} {y:.1f} {w:.1f} {h:.1f}"', head, count=1)
    head = re.sub(r' width="[^"]*"', f' width="{w:.1f}"', head, count=1)
    head = re.sub(r' height="[^"]*"', f' height="{h:.1f}"', head, count=1)
    head = re.sub(r' style="[^"]*"', f' style="{style}"' if style else "", head, count=1)
    return head + sep + rest
