"""The printed review: one self-contained HTML page per language with the VP chart, the verdicts
counted and every mistake with its table, what was played, what was better, the loss and why."""
from __future__ import annotations

import html
import re
from html.parser import HTMLParser

import pytest

from ds_widget.bots.coach import number
from ds_widget.bots.registry import make_bot
from ds_widget.engine import Match
from ds_widget.explain import msg, name
from ds_widget.explain.catalog import LANGUAGES, file_keys
from ds_widget.render import DEFAULT_THEME
from ds_widget.review import MARKS, VERDICTS, Review, ReviewError, is_mistake
from ds_widget.review.printout import VPTrack, positions, review_html, write_review
from ds_widget.review.words import label_of, reason

#: the only addresses a page may hold: XML namespaces, which nothing fetches
NAMESPACES = {"http://www.w3.org/2000/svg", "http://www.w3.org/1999/xlink", "http://www.w3.org/2001/xml-events"}
VOID = {"meta", "br", "hr", "img", "input", "link", "col", "area", "base", "embed", "source", "track", "wbr"}


@pytest.fixture(scope="module")
def reviewed():
    """A short real game (seat 0 random, the others greedy; seed 6: its fourth decision is surely a
    blunder) and the review of seat 0's first decisions:
    six at least, and until one is surely a mistake."""
    g = Match.new(players=4, seed=6)
    bots = {0: make_bot("random", 6)}
    while g.pending is not None and g.state.turn <= 2 and g.ply < 60:
        seat = g.state.animals[g.pending.animal].player
        g.choose((bots.get(seat) or make_bot("greedy", seat)).pick(g))
    r = Review(g, [0])
    while not r.done and (len(r.results) < 6 or not any(is_mistake(j["verdict"]) for j in r.results)):
        r.step()
    summary = r.summary()
    mistakes = [j for j in summary["decisions"] if is_mistake(j["verdict"])]
    assert mistakes, "the fixture must hold mistakes for the page to show"
    return g, summary, mistakes


@pytest.fixture(scope="module", params=LANGUAGES)
def page(request, reviewed):
    g, summary, _ = reviewed
    return request.param, review_html(g.record(), summary, request.param)


def chart_of(text: str) -> str:
    found = re.findall(r'<svg class="vp".*?</svg>', text, re.S)
    assert len(found) == 1
    return found[0]


class Nesting(HTMLParser):
    """Every element closed in the order it was opened."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        self.tags.append(tag)

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes {self.stack[-1:] or 'nothing'}")
        else:
            self.stack.pop()


def test_the_page_is_whole_html_in_the_learners_language(page):
    lang, text = page
    assert text.startswith("<!DOCTYPE html>\n")
    assert f'<html lang="{lang}">' in text and '<meta charset="utf-8">' in text
    assert text.rstrip().endswith("</html>")
    p = Nesting()
    p.feed(text)
    p.close()
    assert p.errors == [] and p.stack == []
    assert p.tags.count("html") == p.tags.count("head") == p.tags.count("body") == 1
    assert f"<title>{html.escape(msg('review_print.title', lang))}</title>" in text
    assert "[review" not in text                      # no catalog key is missing
    assert "@page { size: A4" in text


def test_one_picture_per_mistake_and_the_chart(page, reviewed):
    _, text = page
    _, _, mistakes = reviewed
    assert text.count("<svg") == len(mistakes) + 1
    assert text.count('<section class="m"') == len(mistakes)


def test_each_mistake_in_game_order_with_its_words(page, reviewed):
    lang, text = page
    _, _, mistakes = reviewed
    plies = [int(p) for p in re.findall(r'<section class="m" data-ply="(\d+)"', text)]
    assert plies == sorted(j["ply"] for j in mistakes)
    blocks = re.findall(r'<section class="m".*?</section>', text, re.S)
    for j, block in zip(sorted(mistakes, key=lambda j: j["ply"]), blocks):
        rows = {r["option"]: r for r in j["rows"]}
        assert html.escape(reason(j, lang)) in block
        assert html.escape(msg("review_print.played", lang, option=label_of(rows[j["taken"]], lang))) in block
        assert html.escape(msg("review_print.better", lang, option=label_of(rows[j["best"]], lang))) in block
        lost = round(j["loss"] * 2) / 2
        assert html.escape(msg("review_print.lost", lang, loss=number(int(lost) if lost == int(lost) else lost,
                                                                      lang))) in block
        assert html.escape(msg(f"review.verdict.{j['verdict']}", lang)).lower() in block.lower()
        assert html.escape(MARKS[j["verdict"]]) in block
        assert html.escape(name("animal", j["animal"], lang)) in block


def test_the_chart_has_one_named_line_per_animal_in_its_colour(page, reviewed):
    lang, text = page
    g, _, _ = reviewed
    chart = chart_of(text)
    assert chart.count("<polyline") == len(g.state.animals)
    for a, animal in g.state.animals.items():
        group = re.search(rf'<g data-animal="{a}">(.*?)</g>', chart, re.S)
        assert group is not None
        assert f'stroke="{DEFAULT_THEME[f"animal.{a}"]}"' in group.group(1)
        labels = re.findall(r"<text[^>]*>([^<]*)</text>", group.group(1))
        assert f"{html.escape(name('animal', a, lang))} {animal.vp}" in labels   # a name, never colour alone
    assert html.escape(msg("review_print.chart.turn", lang)) in chart


def test_the_track_reads_vp_at_each_turns_end_and_at_the_last_position(reviewed):
    g, _, _ = reviewed
    record = g.record()
    track = None
    for _ply, game in positions(record):
        if track is None:
            track = VPTrack(game.state)
        else:
            track.see(game.state)
    points = track.finish()
    xs = [x for x, _ in points]
    assert xs == sorted(set(xs)) and xs[0] == 0
    assert points[0][1] == {a: x.vp for a, x in Match.from_record(record, upto=0).state.animals.items()}
    assert points[-1][1] == {a: x.vp for a, x in g.state.animals.items()}


def test_nothing_is_fetched(page):
    _, text = page
    urls = set(re.findall(r"https?://[^\s\"'<>)]+", text, re.I))
    assert urls <= NAMESPACES
    bare = re.sub(r'\sxmlns(:\w+)?="[^"]*"', "", text)   # namespaces appear only as xmlns values
    assert not re.search(r"https?:", bare, re.I)
    assert "<script" not in text and "<link" not in text and "@import" not in text
    assert not re.search(r"url\((?!\s*[\"']?#)", text)              # only the picture's own patterns
    assert not re.search(r'\b(src|href)="(?!#)', text)


def test_the_counts_table_is_the_summarys(page, reviewed):
    lang, text = page
    _, summary, _ = reviewed
    rows = re.findall(r'<tr data-verdict="(\w+)"[^>]*><td>([^<]*)</td><td class="mark">([^<]*)</td>'
                      r'<td class="n">(\d+)</td></tr>', text)
    assert [r[0] for r in rows] == list(VERDICTS)
    assert {v: int(n) for v, _, _, n in rows} == summary["counts"]
    for v, word, mark, _ in rows:
        assert word.lower() == html.escape(msg(f"review.verdict.{v}", lang)).lower()
        assert mark == html.escape(MARKS[v])


def test_the_header_names_the_seats_and_the_seed(page, reviewed):
    lang, text = page
    g, summary, _ = reviewed
    header = re.search(r"<header>.*?</header>", text, re.S).group(0)
    seat0 = next(a for a, x in g.state.animals.items() if x.player == 0)
    assert html.escape(name("animal", seat0, lang)) in header
    assert html.escape(msg("review_print.seed", lang, seed=summary["seed"])) in header
    assert html.escape(msg("review_print.unfinished", lang)) in header     # six steps: not complete


def test_no_mistakes_says_so(reviewed):
    g, summary, _ = reviewed
    clean = dict(summary, decisions=[j for j in summary["decisions"] if not is_mistake(j["verdict"])],
                 counts=dict.fromkeys(VERDICTS, 0), complete=True)
    for lang in LANGUAGES:
        text = review_html(g, clean, lang)
        assert text.count("<svg") == 1
        assert html.escape(msg("review_print.mistakes.none", lang)) in text
        assert html.escape(msg("review_print.unfinished", lang)) not in text


def test_a_review_of_another_game_is_refused(reviewed):
    g, summary, _ = reviewed
    other = Match.new(players=4, seed=4)
    with pytest.raises(ReviewError):
        review_html(other, summary, "en")
    with pytest.raises(ReviewError):
        review_html(g, {"decisions": "x"}, "en")


def test_write_review_writes_utf8_and_returns_the_path(tmp_path, reviewed):
    g, summary, _ = reviewed
    path = write_review(g.record(), summary, tmp_path / "recensione.html", "de")
    assert path == tmp_path / "recensione.html"
    text = path.read_text(encoding="utf-8")
    assert text == review_html(g.record(), summary, "de") and '<html lang="de">' in text


def test_the_new_words_exist_in_every_language_and_only_once():
    keys = {}
    for lang in LANGUAGES:
        found = [ks for rel, ks in file_keys(lang).items() if rel.startswith("review_print/")]
        assert len(found) == 1
        keys[lang] = set(found[0])
        assert all(k.startswith("review_print.") for k in keys[lang])
    assert keys["en"] == keys["it"] == keys["de"]
    assert "PV" in msg("review_print.chart.vp", "it") and "SP" in msg("review_print.chart.vp", "de")
