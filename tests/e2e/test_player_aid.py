"""The player aid prints on one A4 page in every language (issue 30, item 5): Chromium prints the
page the CLI writes to PDF, and the PDF's pages are counted."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render.aid import player_aid

pytestmark = pytest.mark.e2e


def pdf_pages(browser_ctx, html: str) -> int:
    pg = browser_ctx.new_page()
    try:
        pg.set_content(html, wait_until="load")
        pg.emulate_media(media="print")
        pdf = pg.pdf(format="A4", print_background=True)
    finally:
        pg.close()
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_player_aid_prints_on_one_a4_page(browser_ctx, tmp_path, lang):
    out = tmp_path / f"aid_{lang}.html"
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "--lang", lang, "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert pdf_pages(browser_ctx, out.read_text(encoding="utf-8")) == 1


def test_the_page_count_sees_a_second_page(browser_ctx):
    """The count is not fooled: the aid with one more table of the twelve actions needs two pages."""
    html = player_aid("de")
    table = html[html.index("<table>"):html.index("</table>") + len("</table>")]
    assert pdf_pages(browser_ctx, html.replace("</body>", table + "</body>")) == 2
