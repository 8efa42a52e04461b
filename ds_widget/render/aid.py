"""A one-page player aid: the turn, the twelve actions, scoring, bonus VP and the animals (issue 30).

``player_aid(lang)`` is a printable HTML page (A4, portrait) built from the engine's tables
(:mod:`ds_widget.engine.constants`) and the ``aid.*`` words of the catalogs, so the numbers on the
page are the ones the game plays by, in every language: no catalog sentence types a number, each is
a field filled by :func:`numbers` (issue 48, item 3). Every line ends with the sections of
``docs/rules.md`` it says, in small type ("(§9.7)"), from the one table :data:`RULES`.
``python -m ds_widget player-aid --lang de -o aid.html`` writes it; print it from the browser (one
page).
"""
from __future__ import annotations

from html import escape

from ..engine.constants import (
    ALL_TERRAINS,
    ANIMALS,
    AVAILABLE_SLOTS,
    BIRD_RANGE,
    CORNER_TILES,
    EYEBALLS,
    FREE_SPACES,
    ICE_AGE,
    INHERENT,
    MAX_ELEMENTS_ON_SHEET,
    MIGRATION_X,
    SECTION_SPACES,
    SECTIONS,
    SPECIATION_CAP,
    SQUARES,
    TILE_SCORES,
    bonus_vp,
    space_data,
)
from ..explain.catalog import bundle, msg, name
from ..explain.names import elements_counted

#: the quantities the bonus table lists (docs/rules.md §7.5: n(n+1)/2, no cap)
BONUS_QUANTITIES = tuple(range(1, 11))

#: where each line of the aid comes from: its message key (``aid.<key>``; ``reset`` is the phase's
#: name) -> the sections of docs/rules.md that say it (``"9.7"`` is the heading "9.7 Glaciation")
RULES: dict[str, tuple[str, ...]] = {
    "planning": ("8.1",),
    "execution": ("8.2", "9.7"),
    "reset": ("8.3",),
    "extinction": ("8.3",),
    "survival": ("8.3",),
    "reseed": ("8.3",),
    "end": ("11",),
    "does.initiative": ("9.1",),
    "does.adaptation": ("9.2",),
    "does.regression": ("9.3",),
    "does.abundance": ("9.4",),
    "does.wasteland": ("9.5",),
    "does.depletion": ("9.6",),
    "does.glaciation": ("9.7",),
    "does.speciation": ("9.8",),
    "does.wanderlust": ("9.9",),
    "does.migration": ("9.10",),
    "does.competition": ("9.11",),
    "does.domination": ("9.12",),
    "matching": ("7.1",),
    "endangered": ("7.2",),
    "dominant": ("7.3",),
    "scoring_note": ("7.4", "9.8"),
    "bonus_note": ("7.5",),
    "ability.mammals": ("5", "8.3"),
    "ability.reptiles": ("5", "9.3"),
    "ability.birds": ("5", "9.10"),
    "ability.amphibians": ("5",),
    "ability.arachnids": ("5", "9.11"),
    "ability.insects": ("5", "9.8"),
}


def numbers() -> dict[str, dict[str, object]]:
    """The numbers each aid message says, by its key: every one is read from the engine's tables."""
    competition = space_data(SECTION_SPACES["competition"][0])
    after = BONUS_QUANTITIES[-1] + 1
    return {
        "subtitle": {"sections": len(SECTIONS)},
        "sections": {"sections": len(SECTIONS)},
        "execution": {"sections": len(SECTIONS)},
        "reseed": {"cards": AVAILABLE_SLOTS, "draw": SQUARES},
        "does.adaptation": {"max": MAX_ELEMENTS_ON_SHEET},
        "does.glaciation": {"around": CORNER_TILES},
        "does.migration": {"xs": ", ".join(str(x) for x in MIGRATION_X)},
        "does.competition": {"terrains": len(competition["terrains"])},
        "bonus_note": {"next": after, "next_vp": bonus_vp(after)},
        # the reptiles' printed space comes after the section's eyeball spaces (§9.0)
        "ability.reptiles": {"nth": EYEBALLS["regression"] + 1},
        "ability.birds": {"range": BIRD_RANGE},
        "ability.amphibians": {"printed": len(INHERENT["amphibians"]),
                               "usual": min(len(v) for v in INHERENT.values())},
    }


def names(lang: str) -> dict[str, dict[str, object]]:
    """The names each aid message says (with their grammar, for ``THE()``), by its key."""
    def section(s: str) -> object:
        return name("section", s, lang)

    def card(c: str) -> object:
        return name("card", c, lang)

    regression_owner = FREE_SPACES["regression"]
    return {
        "execution": {"section": section("glaciation")},
        "extinction": {"animal": name("animal", "mammals", lang), "card": card("hibernation")},
        "end": {"card": card(ICE_AGE)},
        "does.regression": {"animal": name("animal", regression_owner, lang)},
        "bonus_note": {"ice_sheet": card("ice_sheet"), "ice_age": card(ICE_AGE)},
        "ability.birds": {"section": section("migration")},
        "ability.insects": {"section": section("speciation")},
    }


def fields(key: str, lang: str) -> dict[str, object]:
    """Everything message ``aid.<key>`` is filled with in ``lang``."""
    return {**numbers().get(key, {}), **names(lang).get(key, {})}


STYLE = """
@page { size: A4 portrait; margin: 6mm 7mm; }
* { box-sizing: border-box; }
body { font: 7.5pt/1.17 "DejaVu Sans", "Liberation Sans", Arial, sans-serif; color: #111; margin: 0; }
h1 { font-size: 14pt; margin: 0 0 0.5mm; }
h2 { font-size: 9.5pt; margin: 1.6mm 0 0.6mm; border-bottom: 0.4mm solid #111; }
p { margin: 0.5mm 0; }
.sub { color: #333; margin-bottom: 1mm; }
.ref { font-size: 7pt; color: #555; white-space: nowrap; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 0.25mm solid #777; padding: 0.15mm 1mm; vertical-align: top; text-align: left; }
th { background: #e8e8e8; }
td.n, th.n { text-align: center; white-space: nowrap; }
.cols { display: flex; gap: 4mm; }
.cols > div { flex: 1; }
.cols > div + div { flex: 1.4; }
.printed { white-space: nowrap; }
ol { margin: 0.5mm 0 0.5mm 5mm; padding: 0; }
li { margin: 0.2mm 0; }
"""


def _t(key: str, lang: str, **extra: object) -> str:
    return escape(msg(f"aid.{key}", lang, **fields(key, lang), **extra))


def ref(key: str) -> str:
    """The sections of docs/rules.md a line says, in small type: ``(§8.2, §9.7)``."""
    return "<small class='ref'>(" + ", ".join(f"§{s}" for s in RULES[key]) + ")</small>"


def _line(key: str, lang: str) -> str:
    """A line of the aid: its words and, after them, where the rules say it."""
    return f"{_t(key, lang)} {ref(key)}"


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _turn(lang: str) -> str:
    phases = "".join(f"<li>{_line(k, lang)}</li>" for k in ("planning", "execution"))
    reset = "".join(f"<li>{_line(k, lang)}</li>" for k in ("extinction", "survival", "reseed"))
    return (f"<h2>{_t('turn', lang)}</h2><ol>{phases}<li>{escape(name('phase', 'reset', lang))} {ref('reset')}"
            f"<ol type='a'>{reset}</ol></li></ol><p>{_line('end', lang)}</p>")


def _sections(lang: str) -> str:
    rows = []
    for i, s in enumerate(SECTIONS, 1):
        spaces = str(EYEBALLS[s]) + (" + 1" if s in FREE_SPACES else "")   # + its printed free space
        rows.append(f"<tr><td class='n'>{i}</td><td>{escape(name('section', s, lang))}</td>"
                    f"<td class='n'>{spaces}</td><td>{_line('does.' + s, lang)}</td></tr>")
    head = (f"<tr><th class='n'>#</th><th>{_t('col_section', lang)}</th><th class='n'>"
            f"{_t('col_spaces', lang)}</th><th>{_t('col_does', lang)}</th></tr>")
    return f"<h2>{_t('sections', lang)}</h2><table class='lines'>{head}{''.join(rows)}</table>"


def _basics(lang: str) -> str:
    lines = "".join(f"<p>{_line(k, lang)}</p>" for k in ("matching", "endangered", "dominant"))
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
            f"<p>{_line('scoring_note', lang)}</p>")


def _bonus(lang: str) -> str:
    head = f"<tr><th>{_t('col_quantity', lang)}</th>" + "".join(
        f"<th class='n'>{n}</th>" for n in BONUS_QUANTITIES) + "</tr>"
    row = f"<tr><td>{_t('col_vp', lang)}</td>" + "".join(
        f"<td class='n'>{bonus_vp(n)}</td>" for n in BONUS_QUANTITIES) + "</tr>"
    return f"<h2>{_t('bonus', lang)}</h2><table>{head}{row}</table><p>{_line('bonus_note', lang)}</p>"


def _animals(lang: str) -> str:
    head = (f"<tr><th>{_t('col_animal', lang)}</th><th>{_t('col_printed', lang)}</th>"
            f"<th>{_t('col_ability', lang)}</th></tr>")
    rows = "".join(f"<tr><td>{escape(name('animal', a, lang))}</td>"
                   f"<td class='printed'>{escape(elements_counted(list(INHERENT[a]), lang))}</td>"
                   f"<td>{_line('ability.' + a, lang)}</td></tr>" for a in ANIMALS)
    return f"<h2>{_t('animals', lang)}</h2><table class='lines'>{head}{rows}</table>"


def player_aid(lang: str = "en") -> str:
    """The player aid of ``lang`` as a whole HTML document (one A4 page when printed)."""
    bundle(lang)                                    # an unknown language is a SetupError
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'>"
            f"<title>{_t('title', lang)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{_t('title', lang)}</h1><p class='sub'>{_t('subtitle', lang)}</p>"
            f"{_turn(lang)}{_sections(lang)}"
            f"<div class='cols'><div>{_scoring(lang)}</div><div>{_bonus(lang)}{_basics(lang)}</div></div>"
            f"{_animals(lang)}</body></html>\n")


__all__ = ["player_aid", "BONUS_QUANTITIES", "RULES", "numbers", "names", "fields", "ref"]
