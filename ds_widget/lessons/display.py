"""What a lesson cell shows: sentences, tables, pictures and hidden solutions.

Each class is a small value with a rich form for JupyterLab (HTML or SVG) and a readable plain
text form (``repr``) for terminals, exports and tests, so a cell never shows a Python repr.
"""
from __future__ import annotations

import html
from collections.abc import Iterable, Sequence
from typing import Any


def _esc(s: Any) -> str:
    return html.escape(str(s), quote=False)


class Text:
    """A few sentences: an optional heading line, then one paragraph or bullet per line."""

    def __init__(self, lines: Iterable[str], *, title: str | None = None, bullets: bool = True) -> None:
        self.title = title
        self.lines = [str(s) for s in lines]
        self.bullets = bullets

    def _repr_html_(self) -> str:
        head = f"<p><b>{_esc(self.title)}</b></p>" if self.title else ""
        if self.bullets and len(self.lines) > 1:
            body = "<ul>" + "".join(f"<li>{_esc(s)}</li>" for s in self.lines) + "</ul>"
        else:
            body = "".join(f"<p>{_esc(s)}</p>" for s in self.lines)
        return f'<div class="ds-lesson-text">{head}{body}</div>'

    def __repr__(self) -> str:
        out = [self.title] if self.title else []
        lead = "• " if self.bullets and len(self.lines) > 1 else ""
        out += [lead + s for s in self.lines]
        return "\n".join(out)


class Table:
    """A table with a header row; cells are shown as text."""

    def __init__(self, header: Sequence[Any], rows: Iterable[Sequence[Any]], *,
                 title: str | None = None, note: str | None = None, code: Sequence[int] = ()) -> None:
        self.header = [str(h) for h in header]
        self.rows = [[("" if c is None else str(c)) for c in r] for r in rows]
        self.title = title
        self.note = note
        self.code = frozenset(code)
        """columns of code to type (an option id for ``lesson.step``), shown as code, not words"""

    def _cell(self, i: int, c: str) -> str:
        return f"<code>{_esc(c)}</code>" if i in self.code and c else _esc(c)

    def _repr_html_(self) -> str:
        head = "".join(f'<th style="text-align:left">{_esc(h)}</th>' for h in self.header)
        body = "".join("<tr>" + "".join(f'<td style="text-align:left">{self._cell(i, c)}</td>'
                                        for i, c in enumerate(r)) + "</tr>" for r in self.rows)
        title = f"<caption style=\"caption-side:top;text-align:left\"><b>{_esc(self.title)}</b></caption>" \
            if self.title else ""
        note = f"<p>{_esc(self.note)}</p>" if self.note else ""
        return (f'<table class="ds-lesson-table">{title}<thead><tr>{head}</tr></thead>'
                f"<tbody>{body}</tbody></table>{note}")

    def __repr__(self) -> str:
        widths = [max(len(r[i]) if i < len(r) else 0 for r in [self.header, *self.rows])
                  for i in range(len(self.header))]

        def line(cells: Sequence[str]) -> str:
            return "  ".join(c.ljust(w) for c, w in zip(cells, widths)).rstrip()

        out = [self.title] if self.title else []
        out += [line(self.header), line(["-" * w for w in widths])]
        out += [line(r) for r in self.rows]
        if self.note:
            out.append(self.note)
        return "\n".join(out)


class Pictures:
    """One or more SVG pictures side by side, each with a caption."""

    def __init__(self, pictures: Sequence[tuple[str, str]], *, summary: str = "") -> None:
        self.pictures = list(pictures)     # (caption, svg text)
        self.summary = summary

    def _repr_html_(self) -> str:
        cells = "".join(
            # side by side where the output is wide, one under the other where it is not (each
            # picture scales to its figure's width: lessons.lesson.fluid)
            f'<figure style="margin:0 8px 8px 0;flex:1 1 0;min-width:min(100%, 700px)">'
            f'<figcaption style="font-weight:bold">{_esc(caption)}</figcaption>{svg}</figure>'
            for caption, svg in self.pictures)
        return f'<div class="ds-lesson-pictures" style="display:flex;flex-wrap:wrap">{cells}</div>'

    def __repr__(self) -> str:
        captions = " | ".join(c for c, _ in self.pictures if c)
        return f"{captions}\n{self.summary}".strip()


class Details:
    """A block that stays folded until the learner opens it (a solution)."""

    def __init__(self, summary: str, parts: Sequence[Any]) -> None:
        self.summary = summary
        self.parts = list(parts)

    def _repr_html_(self) -> str:
        inner = "".join(p._repr_html_() if hasattr(p, "_repr_html_") else f"<p>{_esc(p)}</p>"
                        for p in self.parts)
        return (f'<details class="ds-lesson-solution"><summary style="cursor:pointer;font-weight:bold">'
                f"{_esc(self.summary)}</summary>{inner}</details>")

    def __repr__(self) -> str:
        return "\n\n".join([self.summary] + [repr(p) if not isinstance(p, str) else p for p in self.parts])
