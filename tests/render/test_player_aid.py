"""The player aid (issue 30, item 5) says what the engine plays by, in each language's words."""
from __future__ import annotations

import re
import subprocess
import sys
from html.parser import HTMLParser

import pytest

from ds_widget.engine.constants import ANIMALS, EYEBALLS, SECTIONS, SPECIATION_CAP, TILE_SCORES, bonus_vp
from ds_widget.engine.errors import SetupError
from ds_widget.explain.catalog import LANGUAGES, keys, msg, name, own
from ds_widget.render.aid import BONUS_QUANTITIES, player_aid


class Cells(HTMLParser):
    """The text of every table row, cell by cell."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.text: list[str] = []
        self._cell: list[str] | None = None

    def handle_starttag(self, tag, attrs):
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            self.rows[-1].append("".join(self._cell).strip())
            self._cell = None

    def handle_data(self, data):
        self.text.append(data)
        if self._cell is not None:
            self._cell.append(data)


def parsed(lang: str) -> Cells:
    p = Cells()
    p.feed(player_aid(lang))
    return p


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_tables_are_the_engines_tables(lang):
    rows = parsed(lang).rows
    by_first = {r[0]: r for r in rows if r}
    for terrain, values in TILE_SCORES.items():
        row = by_first[name("terrain", terrain, lang)[:1].upper() + name("terrain", terrain, lang)[1:]]
        places = [c for c in row[1:-1] if c != "–"]
        assert places == [str(v) for v in values] and row[-1] == str(SPECIATION_CAP[terrain])
    bonus = next(r for r in rows if r and r[0] == msg("aid.col_vp", lang))
    assert bonus[1:] == [str(bonus_vp(n)) for n in BONUS_QUANTITIES]
    for i, s in enumerate(SECTIONS, 1):
        row = next(r for r in rows if r and r[0] == str(i))
        assert row[1] == name("section", s, lang)
        assert row[2].split(" + ")[0] == str(EYEBALLS[s])
    for a in ANIMALS:
        assert by_first[name("animal", a, lang)][2] == msg(f"aid.ability.{a}", lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_word_is_the_languages_own(lang):
    html = player_aid(lang)
    assert not re.search(r"\[aid\.[a-z_.]+\]", html)
    assert f"<html lang='{lang}'>" in html
    if lang != "en":
        aid = [k for k in keys(lang) if k.startswith("aid.") and not k.startswith("aid.col_place")]
        en = {own(k, "en") for k in aid}
        assert not [k for k in aid if own(k, lang) in en and len(own(k, lang) or "") > 4], "left in English"


def test_an_unknown_language_is_refused():
    with pytest.raises(SetupError):
        player_aid("fr")
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "--lang", "fr", "-o", "x.html"],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "invalid choice" in done.stderr


def test_an_unwritable_output_is_a_clear_error(tmp_path):
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "-o", str(tmp_path / "no" / "a.html")],
                          capture_output=True, text=True)
    assert done.returncode == 2 and "cannot write" in done.stderr and "Traceback" not in done.stderr
