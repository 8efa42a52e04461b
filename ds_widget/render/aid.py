"""A one-page player aid: the turn, the twelve actions, scoring, bonus VP and the animals (issue 30).

``player_aid(lang)`` is a printable HTML page (A4, portrait) built from the engine's tables
(:mod:`ds_widget.engine.constants`) and the ``aid.*`` words of the catalogs, so the numbers on the
page are the ones the game plays by, in every language. ``python -m ds_widget player-aid --lang de
-o aid.html`` writes it; print it from the browser (one page).
"""
from __future__ import annotations

from html import escape

from ..engine.constants import (
    ALL_TERRAINS,
    ANIMALS,
    EYEBALLS,
    FREE_SPACES,
    INHERENT,
    SECTIONS,
    SPECIATION_CAP,
    TILE_SCORES,
    bonus_vp,
)
from ..explain.catalog import bundle, msg, name
from ..explain.names import elements_counted

#: the quantities the bonus table lists (docs/rules.md §7.5: n(n+1)/2, no cap)
BONUS_QUANTITIES = tuple(range(1, 11))

STYLE = """
@page { size: A4 portrait; margin: 9mm; }
* { box-sizing: border-box; }
body { font: 8pt/1.22 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #111; margin: 0; }
h1 { font-size: 15pt; margin: 0 0 1mm; }
h2 { font-size: 10pt; margin: 2mm 0 0.8mm; border-bottom: 0.4mm solid #111; }
p { margin: 0.6mm 0; }
.sub { color: #333; margin-bottom: 1mm; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 0.25mm solid #777; padding: 0.3mm 1mm; vertical-align: top; text-align: left; }
th { background: #e8e8e8; }
td.n, th.n { text-align: center; white-space: nowrap; }
.cols { display: flex; gap: 4mm; }
.cols > div { flex: 1; }
ol { margin: 0.5mm 0 0.5mm 5mm; padding: 0; }
li { margin: 0.3mm 0; }
"""


def _t(key: str, lang: str, **fields: object) -> str:
    return escape(msg(f"aid.{key}", lang, **fields))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _turn(lang: str) -> str:
    phases = "".join(f"<li>{_t(k, lang)}</li>" for k in ("planning", "execution"))
    reset = "".join(f"<li>{_t(k, lang)}</li>" for k in ("extinction", "survival", "reseed"))
    return (f"<h2>{_t('turn', lang)}</h2><ol>{phases}<li>{escape(name('phase', 'reset', lang))}"
            f"<ol type='a'>{reset}</ol></li></ol><p>{_t('end', lang)}</p>")


def _sections(lang: str) -> str:
    rows = []
    for i, s in enumerate(SECTIONS, 1):
        spaces = str(EYEBALLS[s]) + (" + 1" if s in FREE_SPACES else "")
        rows.append(f"<tr><td class='n'>{i}</td><td>{escape(name('section', s, lang))}</td>"
                    f"<td class='n'>{spaces}</td><td>{_t('does.' + s, lang)}</td></tr>")
    head = (f"<tr><th class='n'>#</th><th>{_t('col_section', lang)}</th><th class='n'>"
            f"{_t('col_spaces', lang)}</th><th>{_t('col_does', lang)}</th></tr>")
    return f"<h2>{_t('sections', lang)}</h2><table>{head}{''.join(rows)}</table>"


def _basics(lang: str) -> str:
    lines = "".join(f"<p>{_t(k, lang)}</p>" for k in ("matching", "endangered", "dominant"))
    return f"<h2>{_t('basics', lang)}</h2>{lines}"


def _scoring(lang: str) -> str:
    places = max(len(v) for v in TILE_SCORES.values())
    head = (f"<tr><th>{_t('col_terrain', lang)}</th>"
            + "".join(f"<th class='n'>{_t('col_place', lang, n=k)}</th>" for k in range(1, places + 1))
            + f"<th class='n'>{_t('col_cap', lang)}</th></tr>")
    rows = []
    for terrain in ALL_TERRAINS:
        values = TILE_SCORES[terrain]
        cells = "".join(f"<td class='n'>{values[k] if k < len(values) else '–'}</td>" for k in range(places))
        rows.append(f"<tr><td>{escape(_cap(name('terrain', terrain, lang)))}</td>{cells}"
                    f"<td class='n'>{SPECIATION_CAP[terrain]}</td></tr>")
    return (f"<h2>{_t('scoring', lang)}</h2><table>{head}{''.join(rows)}</table>"
            f"<p>{_t('scoring_note', lang)}</p>")


def _bonus(lang: str) -> str:
    head = f"<tr><th>{_t('col_quantity', lang)}</th>" + "".join(
        f"<th class='n'>{n}</th>" for n in BONUS_QUANTITIES) + "</tr>"
    row = f"<tr><td>{_t('col_vp', lang)}</td>" + "".join(
        f"<td class='n'>{bonus_vp(n)}</td>" for n in BONUS_QUANTITIES) + "</tr>"
    return f"<h2>{_t('bonus', lang)}</h2><table>{head}{row}</table><p>{_t('bonus_note', lang)}</p>"


def _animals(lang: str) -> str:
    head = (f"<tr><th>{_t('col_animal', lang)}</th><th>{_t('col_printed', lang)}</th>"
            f"<th>{_t('col_ability', lang)}</th></tr>")
    rows = "".join(f"<tr><td>{escape(name('animal', a, lang))}</td>"
                   f"<td>{escape(elements_counted(list(INHERENT[a]), lang))}</td>"
                   f"<td>{_t('ability.' + a, lang)}</td></tr>" for a in ANIMALS)
    return f"<h2>{_t('animals', lang)}</h2><table>{head}{rows}</table>"


def player_aid(lang: str = "en") -> str:
    """The player aid of ``lang`` as a whole HTML document (one A4 page when printed)."""
    bundle(lang)                                    # an unknown language is a SetupError
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
            f"<title>{_t('title', lang)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{_t('title', lang)}</h1><p class='sub'>{_t('subtitle', lang)}</p>"
            f"{_turn(lang)}{_sections(lang)}"
            f"<div class='cols'><div>{_scoring(lang)}</div><div>{_bonus(lang)}{_basics(lang)}</div></div>"
            f"{_animals(lang)}</body></html>\n")


__all__ = ["player_aid", "BONUS_QUANTITIES"]
