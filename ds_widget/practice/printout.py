"""Worksheets for a class: N questions with their pictures in one printable HTML file, and the
answer key in another.

    >>> from ds_widget.practice import worksheet
    >>> sheet, key = worksheet(n=20, seed=2024, difficulty=2, lang="it", path="scheda.html")  # doctest: +SKIP

The questions are those of ``PracticeSession(seed, difficulty, kinds)`` in the same order, so a
class working in the widget with the same seed meets the same questions. Each picture is the
renderer's SVG, inline (the files need nothing else); the board shows the coordinates that the
questions name.
"""
from __future__ import annotations

import html
import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..engine.errors import MalformedError, brief
from ..engine.hexmap import parse_hex
from ..explain import msg
from ..render import render_svg
from ..render.layout import PANELS, earth_view
from ..render.page import printable_page
from ..render.svg import cut
from .generator import check_difficulty, check_seed
from .question import Question
from .session import check_kinds, check_lang, sequence_question

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

CSS = """
.fill { display: flex; gap: 12mm; margin-top: 3mm; font-size: 10.5pt; }
.fill span { flex: 1; border-bottom: 0.8pt solid #777; padding-bottom: 1mm; }
section.q { break-inside: avoid; page-break-inside: avoid; border: 0.8pt solid #bbb;
            border-radius: 2mm; padding: 2.5mm 4mm; margin: 0 0 4mm 0; }
section.q h2 { font-size: 12pt; margin: 0 0 1.5mm 0; }
section.q h2 small { font-weight: normal; color: #555; font-size: 9.5pt; margin-left: 2mm; }
.text { margin: 0 0 2mm 0; font-size: 11.5pt; }
.pic { text-align: center; margin: 0.5mm 0; line-height: 0; }
ol.choices { list-style: none; padding: 0; margin: 1mm 0; columns: 2; column-gap: 8mm; }
ol.choices li { margin: 0 0 1mm 0; break-inside: avoid; }
ol.choices b { display: inline-block; min-width: 6mm; border: 0.8pt solid #555; border-radius: 50%;
               text-align: center; margin-right: 1.5mm; font-size: 9.5pt; }
.answer { margin: 2mm 0 0 0; }
.answer small { color: #444; font-size: 9.5pt; margin-left: 3mm; }
.answer span { display: inline-block; min-width: 60mm; border-bottom: 0.8pt solid #555; }
.key .expected { font-weight: bold; margin: 1mm 0; }
.key .why { font-size: 10pt; color: #222; }
.key section.q { padding: 2mm 4mm; margin-bottom: 3mm; }
@media screen { body { padding: 8mm; background: #f4f4f0; }
                section.q, header { background: #fff; } }
"""


def _page(title: str, lang: str, body: str) -> str:
    return printable_page(title, lang, body, CSS)


def _head(title: str, lang: str, n: int, difficulty: int, seed: int, names: bool) -> str:
    meta = html.escape(msg("practice.sheet.intro", lang, n=n, difficulty=difficulty, seed=seed))
    fill = ""
    if names:
        fill = (f'<div class="fill"><span>{html.escape(msg("practice.sheet.name", lang))}</span>'
                f'<span>{html.escape(msg("practice.sheet.date", lang))}</span></div>')
    return f"<header><h1>{html.escape(title)}</h1><div class=\"meta\">{meta}</div>{fill}</header>"


def earth_box(q: Question) -> tuple[float, float, float, float]:
    """The part of the board with the earth and the empty hexes the question names."""
    hexes = [parse_hex(t[4:]) for t in (*q.candidates, *q.subject) if t.startswith("hex-")]
    return tuple(earth_view(q.state.tiles, hexes))  # type: ignore[return-value]


def sheets_box(q: Question) -> tuple[float, float, float, float]:
    """The rows of the animals panel that hold the sheets of the animals in play."""
    n = len(q.state.animals)
    box = PANELS["animals"]
    rows = -(-n // 3)
    h = 10 + rows * ((box.h - 26) / 2 + 6) + 2
    cols = min(n, 3)
    w = 12 + cols * ((box.w - 24 - 16) / 3 + 8) + 4
    return (box.x, box.y, w, h)


def pictures(q: Question, lang: str, *, decision: Any = None, highlight: Iterable[str] | None = None,
             presentation: bool = False, theme: dict[str, str] | None = None) -> list[tuple[str, str, float]]:
    """The pictures a question needs, each cut to what it is about: ``(part, svg, height)`` with
    ``part`` ``"display"``, ``"earth"`` or ``"sheets"`` and its height in picture units (for sizing
    them side by side). ``decision`` makes the candidates clickable (the widget passes
    :meth:`Question.board_decision`); ``highlight`` defaults to what the question is about."""
    if highlight is None:
        highlight = list(q.subject) or [c for c in q.candidates if "-" in c]
    opts: dict[str, Any] = {"lang": lang, "highlight": tuple(highlight), "decision": decision,
                            "presentation": presentation, "theme": theme}
    if q.panels == ("display",):
        svg = render_svg(q.state, panels=("display",), **opts)
        box = PANELS["display"]
        return [("display", cut(svg, box), box.h)]
    earth = render_svg(q.state, panels=("board",), coords=True, **opts)
    sheets = render_svg(q.state, panels=("animals",), **opts)
    e, s = earth_box(q), sheets_box(q)
    return [("earth", cut(earth, e), e[3]), ("sheets", cut(sheets, s), s[3])]


def _picture(q: Question, lang: str) -> str:
    out = []
    rows = -(-len(q.state.animals) // 3)
    for part, svg, _h in pictures(q, lang):
        style = {"display": "height:118mm", "earth": "height:68mm", "sheets": f"height:{21 * rows}mm"}[part]
        out.append(f'<div class="pic">{_style(svg, style + ";width:auto;max-width:100%")}</div>')
    return "".join(out)


def _style(svg: str, style: str) -> str:
    head, sep, rest = svg.partition(">")
    return re.sub(r' style="[^"]*"', f' style="{style}"', head, count=1) + sep + rest


def _choices(q: Question, lang: str) -> str:
    if q.format == "number":
        return ""
    items = "".join(f"<li><b>{LETTERS[i]}</b>{html.escape(c['label'])}</li>"
                    for i, c in enumerate(q.choices(lang)))
    return f'<ol class="choices">{items}</ol>'


def _how(q: Question, lang: str) -> str:
    key = "number" if q.format == "number" else ("choose_one" if q.select == "one" else "choose_all")
    return msg(f"practice.sheet.{key}", lang)


def _title(i: int, q: Question, lang: str) -> str:
    return (f"<h2>{html.escape(msg('practice.sheet.question', lang, n=i + 1))}"
            f"<small>{html.escape(msg(f'practice.kind.{q.kind}', lang))}</small></h2>")


def questions(n: int, seed: int, difficulty: int, kinds: Iterable[str] | None = None) -> list[Question]:
    """The first ``n`` questions of the session ``(seed, difficulty, kinds)``."""
    chosen = check_kinds(kinds)
    return [sequence_question(seed, i, difficulty, chosen) for i in range(n)]


def worksheet(n: int = 20, seed: int = 0, difficulty: int = 2, lang: str = "en",
              path: str | Path = "worksheet.html", key_path: str | Path | None = None,
              kinds: Iterable[str] | None = None) -> tuple[Path, Path]:
    """Write ``n`` questions (with their pictures) to ``path`` and their answers with the
    explanations to ``key_path`` (default: ``path`` with ``-key`` before the suffix); returns the
    two paths. The questions are those of ``PracticeSession(seed, difficulty, kinds)``."""
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 200:
        raise MalformedError(f"n must be a whole number from 1 to 200, got {brief(n)}")
    check_seed(seed)
    check_difficulty(difficulty)
    check_lang(lang)
    path = Path(path)
    key = Path(key_path) if key_path is not None else path.with_name(f"{path.stem}-key{path.suffix or '.html'}")
    qs = questions(n, seed, difficulty, kinds)
    blocks, keys = [], []
    for i, q in enumerate(qs):
        blocks.append(f'<section class="q">{_title(i, q, lang)}<p class="text">{html.escape(q.text(lang))}</p>'
                      f"{_picture(q, lang)}{_choices(q, lang)}"
                      f'<p class="answer">{html.escape(msg("practice.sheet.answer", lang))} <span>&nbsp;</span>'
                      f"<small>{html.escape(_how(q, lang))}</small></p>"
                      "</section>")
        choices = q.choices(lang)
        letters = {c["value"]: f"{LETTERS[j]} ({c['label']})" for j, c in enumerate(choices)}
        expected = ", ".join(letters.get(a, a) for a in sorted(q.answers)) if choices else q.expected_text(lang)
        if q.select == "one" and len(q.answers) > 1:
            expected = msg("practice.sheet.any_of", lang, answers=expected)
        expected = html.escape(expected)
        rulings = (" " + html.escape(msg("practice.grade.rulings", lang, rulings=", ".join(q.rulings)))
                   if q.rulings else "")
        keys.append(f'<section class="q">{_title(i, q, lang)}<p class="text">{html.escape(q.text(lang))}</p>'
                    f'<p class="expected">{html.escape(msg("practice.sheet.answer", lang))} {expected}</p>'
                    f'<p class="why">{html.escape(q.explanation(lang))}{rulings}</p></section>')
    title = msg("practice.sheet.title", lang)
    key_title = msg("practice.sheet.key_title", lang)
    path.write_text(_page(title, lang, _head(title, lang, n, difficulty, seed, True) + "\n".join(blocks)),
                    encoding="utf-8")
    key.write_text(_page(key_title, lang, '<div class="key">' + _head(key_title, lang, n, difficulty, seed, False)
                         + "\n".join(keys) + "</div>"), encoding="utf-8")
    return path, key

