"""A game review on paper: one printable HTML page with the VP of every animal turn by turn, the
verdicts counted, and each mistake with the table before it, what was played, what was better,
the VP it lost and why.

    >>> from ds_widget.review import review_game
    >>> from ds_widget.review.printout import write_review
    >>> summary = review_game(record, seats=[0])                       # doctest: +SKIP
    >>> write_review(record, summary, "review.html", lang="it")        # doctest: +SKIP

The page needs nothing else: the chart is drawn here as inline SVG, the tables are the renderer's
SVG, inline; nothing is fetched. Every word comes from the catalogs (``messages/review_print`` and
the review's own), in the learner's language. The record is replayed, never changed.
"""
from __future__ import annotations

import html
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine.errors import brief
from ..engine.flow import Decision
from ..engine.match import Match
from ..engine.state import State
from ..explain import msg, name, prompt
from ..explain.catalog import check_lang
from ..explain.names import animals_list
from ..render import DEFAULT_THEME, render_svg
from ..render.crop import PRINT_PANEL, crop, panels_of, paper_width
from ..render.page import printable_page
from ..render.svg import cut
from .judge import ReviewError, load_record
from .shown import loss_words, marked
from .verdicts import MARKS, VERDICTS, is_mistake
from .words import label_of, reason, sentence, verdict_word

CSS = """
h2 { font-size: 13pt; margin: 4mm 0 2mm 0; }
.note { font-size: 10pt; color: #222; border-left: 2pt solid #999; padding-left: 2mm; }
section.chart, section.counts { break-inside: avoid; page-break-inside: avoid; margin: 0 0 4mm 0; }
svg.vp { width: 100%; height: auto; max-height: 85mm; }
table.counts { border-collapse: collapse; font-size: 10.5pt; }
table.counts th, table.counts td { border: 0.8pt solid #bbb; padding: 0.8mm 3mm; text-align: left; }
table.counts td.n { text-align: right; }
table.counts td.mark { font-weight: bold; text-align: center; }
table.counts tr.bad td { background: #f6efe6; }
section.m { break-inside: avoid; page-break-inside: avoid; border: 0.8pt solid #bbb;
            border-radius: 2mm; padding: 2.5mm 4mm; margin: 0 0 4mm 0; }
section.m h3 { font-size: 12pt; margin: 0 0 1.5mm 0; }
section.m h3 b { display: inline-block; min-width: 7mm; border: 0.8pt solid #555; border-radius: 1.5mm;
                 text-align: center; margin-left: 1.5mm; font-size: 10pt; }
section.m h3 small { font-weight: normal; color: #555; font-size: 9.5pt; margin-left: 2mm; }
.ask { margin: 0 0 1.5mm 0; color: #333; font-size: 10pt; }
.pic { text-align: center; margin: 0.5mm 0 1.5mm 0; line-height: 0; }
.pic svg { height: auto; max-width: 100%; display: block; margin: 0 auto 1.5mm auto; }
ul.moves { list-style: none; padding: 0; margin: 1mm 0; }
ul.moves li { margin: 0 0 0.8mm 0; }
ul.moves .played { font-weight: bold; }
.why { margin: 1mm 0 0 0; font-size: 10.5pt; }
@media screen { body { padding: 8mm; background: #f4f4f0; }
                section.m, header, section.chart, section.counts { background: #fff; } }
"""

#: the chart's size in picture units and its margins (the right one holds the names)
CHART_W, CHART_H = 640, 280
LEFT, RIGHT, TOP, BOTTOM = 46, 132, 14, 40
INK, SOFT, GRID = "#2a2620", "#4f493f", "#ddd6c8"
#: a dash pattern per line as well as its colour, so the lines part in black and white too
DASHES = ("", "8 4", "2 3", "10 3 2 3", "5 5", "1 3")
#: the smallest text of a printed picture, in points (tile names and scores included; A4 at 100 %)
PICTURE_PT = 9.5


def _page(title: str, lang: str, body: str) -> str:
    return printable_page(title, lang, body, CSS)


def check_summary(summary: Any) -> dict[str, Any]:
    if (not isinstance(summary, dict) or not isinstance(summary.get("decisions"), list)
            or not isinstance(summary.get("counts"), dict)):
        raise ReviewError(f"not a review summary (Review.summary()): {brief(summary)}")
    return summary


# ------------------------------------------------------------------------------------- replay
def positions(record: dict[str, Any]) -> Iterator[tuple[int, Match]]:
    """``(ply, game)`` for every position of the record, the start first: ``game`` stands after
    ``ply`` choices (the same object each time, moved on; read it, do not change it)."""
    game = Match.from_record(record)
    last = game.plies
    game.goto(0)
    yield 0, game
    for ply in range(1, last + 1):
        game.redo()
        yield ply, game


def _vps(st: State) -> dict[str, int]:
    return {a: x.vp for a, x in st.animals.items()}


def animals_of(st: State) -> list[str]:
    """The animals in seat order."""
    return sorted(st.animals, key=lambda a: (st.animals[a].player, a))


class VPTrack:
    """Each animal's VP at the start (x = 0), at the end of every turn (x = the turn: the first
    position whose turn is later) and in the last position (x = its turn, if it ends mid-turn)."""

    def __init__(self, start: State) -> None:
        self.animals = animals_of(start)
        self.points: list[tuple[int, dict[str, int]]] = [(0, _vps(start))]
        self.turn = start.turn
        self.last: State = start
        self.at_boundary = True

    def see(self, st: State) -> None:
        self.at_boundary = st.turn > self.turn
        if self.at_boundary:
            vps = _vps(st)
            for t in range(self.turn, st.turn):
                self.points.append((t, vps))
            self.turn = st.turn
        self.last = st

    def finish(self) -> list[tuple[int, dict[str, int]]]:
        if not self.at_boundary:
            x = max(self.last.turn, self.points[-1][0] + 1)
            self.points.append((x, _vps(self.last)))
        return self.points


# -------------------------------------------------------------------------------------- chart
def _step(span: float, most: int) -> int:
    """A round tick step that needs at most ``most`` ticks for ``span``."""
    for scale in (1, 10, 100, 1000, 10_000):
        for s in (1, 2, 5):
            if span / (s * scale) <= most:
                return s * scale
    return 100_000


def _spread(ys: list[float], gap: float, low: float, high: float) -> list[float]:
    """``ys`` (sorted) moved apart to at least ``gap`` from one another, within ``low`` … ``high``."""
    out = list(ys)
    for i in range(1, len(out)):
        out[i] = max(out[i], out[i - 1] + gap)
    if out and out[-1] > high:
        out[-1] = high
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - gap)
    return [max(low, y) for y in out]


def vp_chart(points: list[tuple[int, dict[str, int]]], animals: list[str], lang: str) -> str:
    """The VP of each animal over the turns as an SVG line chart: one ``polyline`` per animal in
    its colour and dash pattern, named (with its last VP) at its end."""
    xmax = max(1, points[-1][0])
    values = [p[1][a] for p in points for a in animals]
    lo, hi = min([0, *values]), max([1, *values])
    step = _step(hi - lo, 6)
    ymin, ymax = math.floor(lo / step) * step, math.ceil(hi / step) * step
    if ymax == ymin:
        ymax = ymin + step
    pw, ph = CHART_W - LEFT - RIGHT, CHART_H - TOP - BOTTOM

    def px(x: float) -> float:
        return LEFT + x / xmax * pw

    def py(y: float) -> float:
        return TOP + (ymax - y) / (ymax - ymin) * ph

    title = msg("review_print.chart.heading", lang)
    out = [f'<svg class="vp" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {CHART_W} {CHART_H}" '
           f'width="{CHART_W}" height="{CHART_H}" role="img" font-family="DejaVu Sans, Arial, sans-serif" '
           f'font-size="11"><title>{html.escape(title)}</title>'
           f'<desc>{html.escape(msg("review_print.chart.desc", lang))}</desc>']
    for y in range(ymin, ymax + 1, step):
        out.append(f'<line x1="{LEFT}" y1="{py(y):.1f}" x2="{LEFT + pw}" y2="{py(y):.1f}" stroke="{GRID}" '
                   f'stroke-width="{1.2 if y == 0 else 0.8}"/>'
                   f'<text x="{LEFT - 6}" y="{py(y) + 4:.1f}" text-anchor="end" fill="{SOFT}">{y}</text>')
    xstep = _step(xmax, 15)
    for x in range(0, xmax + 1, xstep):
        text = html.escape(msg("review_print.chart.start", lang)) if x == 0 else str(x)
        out.append(f'<line x1="{px(x):.1f}" y1="{TOP}" x2="{px(x):.1f}" y2="{TOP + ph}" stroke="{GRID}" '
                   f'stroke-width="0.8"/><text x="{px(x):.1f}" y="{TOP + ph + 15}" text-anchor="middle" '
                   f'fill="{SOFT}">{text}</text>')
    out.append(f'<text x="{LEFT + pw / 2:.1f}" y="{CHART_H - 6}" text-anchor="middle" fill="{INK}">'
               f'{html.escape(msg("review_print.chart.turn", lang))}</text>'
               f'<text x="12" y="{TOP + ph / 2:.1f}" text-anchor="middle" fill="{INK}" '
               f'transform="rotate(-90 12 {TOP + ph / 2:.1f})">{html.escape(msg("review_print.chart.vp", lang))}</text>'
               f'<rect x="{LEFT}" y="{TOP}" width="{pw}" height="{ph}" fill="none" stroke="{SOFT}" '
               f'stroke-width="0.8"/>')
    ends = sorted(animals, key=lambda a: (-points[-1][1][a], animals.index(a)))
    label_ys = _spread([py(points[-1][1][a]) + 4 for a in ends], 13, TOP + 4, TOP + ph + 4)
    for i, a in enumerate(animals):
        colour = DEFAULT_THEME.get(f"animal.{a}", INK)
        dash = DASHES[i % len(DASHES)]
        coords = " ".join(f"{px(x):.1f},{py(v[a]):.1f}" for x, v in points)
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<g data-animal="{html.escape(a)}"><polyline points="{coords}" fill="none" stroke="{colour}" '
                   f'stroke-width="2.5" stroke-linejoin="round"{dashed}/>')
        for x, v in points:
            out.append(f'<circle cx="{px(x):.1f}" cy="{py(v[a]):.1f}" r="2.8" fill="{colour}" stroke="{INK}" '
                       f'stroke-width="0.7"/>')
        end_x, end_y = px(points[-1][0]), py(points[-1][1][a])
        ly = label_ys[ends.index(a)]
        label = f"{name('animal', a, lang)} {points[-1][1][a]}"
        out.append(f'<line x1="{end_x:.1f}" y1="{end_y:.1f}" x2="{end_x + 12:.1f}" y2="{ly - 4:.1f}" '
                   f'stroke="{colour}" stroke-width="1.5"/>'
                   f'<text x="{end_x + 15:.1f}" y="{ly:.1f}" fill="{INK}">{html.escape(label)}</text></g>')
    out.append("</svg>")
    return "".join(out)


# ------------------------------------------------------------------------------------- boards
def board_picture(st: State, decision: Decision, j: dict[str, Any], lang: str) -> str:
    """The table before a judged decision, cut to what matters: the earth around the tiles of the
    move played and the better move and the tiles next to them, the rows of the action display
    they are in, the sheets or cards they are on (each a picture of its own, its smallest text at
    :data:`PICTURE_PT` on paper); both moves marked with their tags."""
    played, better = marked(j, decision)
    targets = played + better
    out = []
    for panel in panels_of(targets):
        drawn, scale = PRINT_PANEL[panel]
        svg = render_svg(st, panels=(drawn,), decision=decision, lang=lang, presentation=True,
                         text_scale=scale, played=played, better=better)
        box = crop(panel, targets, st)
        width = paper_width(svg, box, PICTURE_PT)
        out.append(cut(svg, box, f"width:{width:.1f}mm").replace("<svg ", f'<svg data-panel="{panel}" ', 1))
    return "".join(out)


# --------------------------------------------------------------------------------------- page
def _head(title: str, summary: dict[str, Any], start: State, lang: str) -> str:
    seats = summary.get("seats") or []
    animals = [a for a in animals_of(start) if start.animals[a].player in seats]
    judged = len(summary["decisions"])
    meta = " · ".join([msg("review_print.seats", lang, animals=animals_list(animals, lang)),
                       msg("review_print.judged", lang, judged=judged),
                       msg("review_print.seed", lang, seed=summary.get("seed", ""))])
    note = ("" if summary.get("complete", True)
            else f'<p class="note">{html.escape(msg("review_print.unfinished", lang))}</p>')
    return f'<header><h1>{html.escape(title)}</h1><div class="meta">{html.escape(meta)}</div>{note}</header>'


def counts_table(counts: dict[str, int], lang: str) -> str:
    rows = []
    for v in VERDICTS:
        bad = ' class="bad"' if is_mistake(v) else ""
        rows.append(f'<tr data-verdict="{v}"{bad}><td>{html.escape(sentence(verdict_word(v, lang)))}</td>'
                    f'<td class="mark">{html.escape(MARKS[v])}</td><td class="n">{int(counts.get(v, 0))}</td></tr>')
    head = "".join(f"<th>{html.escape(msg(f'review_print.counts.{k}', lang))}</th>"
                   for k in ("verdict", "mark", "count"))
    return (f'<section class="counts"><h2>{html.escape(msg("review_print.counts.heading", lang))}</h2>'
            f'<table class="counts"><thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></section>')


def mistake_block(j: dict[str, Any], st: State, decision: Decision, lang: str) -> str:
    v = j["verdict"]
    rows = {r["option"]: r for r in j["rows"]}
    played = label_of(rows[j["taken"]], lang)
    better = label_of(rows[j["best"]], lang)
    lost = msg("review_print.lost", lang, loss=loss_words(j["loss"], lang))
    where = f"{msg('review_print.turn', lang, turn=st.turn)} · {name('animal', j['animal'], lang)}"
    return (f'<section class="m" data-ply="{j["ply"]}"><h3>{html.escape(sentence(verdict_word(v, lang)))}'
            f'<b>{html.escape(MARKS[v])}</b><small>{html.escape(where)}</small></h3>'
            f'<p class="ask">{html.escape(prompt(decision, lang))}</p>'
            f'<div class="pic" title="{html.escape(msg("review_print.board", lang))}">'
            f'{board_picture(st, decision, j, lang)}</div>'
            f'<ul class="moves"><li class="played">{html.escape(msg("review_print.played", lang, option=played))}</li>'
            f'<li class="better">{html.escape(msg("review_print.better", lang, option=better))}</li>'
            f'<li class="lost">{html.escape(lost)}</li></ul>'
            f'<p class="why">{html.escape(reason(j, lang))}</p></section>')


def review_html(record: Any, summary: dict[str, Any], lang: str = "en", *, title: str | None = None) -> str:
    """The review ``summary`` (:meth:`Review.summary`) of the game ``record`` (a record, a saved
    game's JSON or a :class:`Match`) as one printable HTML page in ``lang``."""
    check_lang(lang)
    check_summary(summary)
    rec = load_record(record)
    choices = rec["choices"]
    mistakes: dict[int, dict[str, Any]] = {}
    for j in summary["decisions"]:
        ply = j.get("ply") if isinstance(j, dict) else None
        if ply.__class__ is not int or not 0 <= ply < len(choices) or choices[ply] != j.get("taken"):
            raise ReviewError(f"the review does not belong to this record: decision {brief(j)}")
        if is_mistake(j.get("verdict")):
            mistakes[ply] = j
    title = msg("review_print.title", lang) if title is None else title
    blocks: list[str] = []
    track: VPTrack | None = None
    start: State | None = None
    for ply, game in positions(rec):
        st = game.state
        if track is None:
            track, start = VPTrack(st), st.clone()
        else:
            track.see(st)
        if ply in mistakes:
            decision = game.pending
            assert decision is not None
            blocks.append(mistake_block(mistakes[ply], st, decision, lang))
    assert track is not None and start is not None
    points = track.finish()
    chart = (f'<section class="chart"><h2>{html.escape(msg("review_print.chart.heading", lang))}</h2>'
             f"{vp_chart(points, track.animals, lang)}</section>")
    none = f'<p class="none">{html.escape(msg("review_print.mistakes.none", lang))}</p>'
    listing = "\n".join(blocks) if blocks else none
    body = (_head(title, summary, start, lang) + chart + counts_table(summary["counts"], lang)
            + f'<h2>{html.escape(msg("review_print.mistakes.heading", lang))}</h2>\n' + listing)
    return _page(title, lang, body)


def write_review(record: Any, summary: dict[str, Any], path: str | Path = "review.html", lang: str = "en",
                 *, title: str | None = None) -> Path:
    """Write :func:`review_html` to ``path`` (UTF-8) and return the path."""
    page = review_html(record, summary, lang, title=title)
    path = Path(path)
    path.write_text(page, encoding="utf-8")
    return path
