"""The player aid prints on one A4 page in every language (issue 30, item 5; issue 48, item 3):
Chromium prints the page the CLI writes to PDF, and the PDF's pages are counted; no text on it is
smaller than 7 pt, the section references in small type included."""
from __future__ import annotations

import re
import subprocess
import sys

import pytest

from ds_widget.explain.catalog import LANGUAGES
from ds_widget.render.aid import player_aid

pytestmark = pytest.mark.e2e


#: the smallest type a printed aid may use (issue 48, item 3)
MIN_PT = 7.0

#: (the smallest font size of any text on the page in pt, the text) as the print media shows it
SMALLEST = """() => {
  let min = Infinity, what = '';
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    if (!n.textContent.trim()) continue;
    const pt = Math.round(parseFloat(getComputedStyle(n.parentElement).fontSize) * 75) / 100;  // px -> pt, to 0.01
    if (pt < min) { min = pt; what = n.textContent.trim().slice(0, 40); }
  }
  return [min, what];
}"""


def printed(browser_ctx, html: str) -> tuple[int, float, str]:
    """(pages of the PDF Chromium prints, smallest text in pt, that text)."""
    pg = browser_ctx.new_page()
    try:
        pg.set_content(html, wait_until="load")
        pg.emulate_media(media="print")
        smallest, what = pg.evaluate(SMALLEST)
        pdf = pg.pdf(format="A4", print_background=True)
    finally:
        pg.close()
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", pdf)), smallest, what


def pdf_pages(browser_ctx, html: str) -> int:
    return printed(browser_ctx, html)[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_player_aid_prints_on_one_a4_page(browser_ctx, tmp_path, lang):
    out = tmp_path / f"aid_{lang}.html"
    done = subprocess.run([sys.executable, "-m", "ds_widget", "player-aid", "--lang", lang, "-o", str(out)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    pages, smallest, what = printed(browser_ctx, out.read_text(encoding="utf-8"))
    assert pages == 1
    assert smallest >= MIN_PT, f"{what!r} is {smallest} pt"


def test_the_page_count_sees_a_second_page(browser_ctx):
    """The count is not fooled: the aid with one more table of the twelve actions needs two pages."""
    html = player_aid("de")
    start = html.index("<table class='lines'>")
    table = html[start:html.index("</table>", start) + len("</table>")]
    assert pdf_pages(browser_ctx, html.replace("</body>", table + "</body>")) == 2


def test_the_size_check_sees_small_type(browser_ctx):
    """The legibility check is not fooled: references printed at 6 pt are found."""
    html = player_aid("it").replace(".ref { font-size: 7pt;", ".ref { font-size: 6pt;")
    _, smallest, what = printed(browser_ctx, html)
    assert smallest == pytest.approx(6.0) and what.startswith("(§")
