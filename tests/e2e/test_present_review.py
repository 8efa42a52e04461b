"""Present with a review and the coach's hint open (issue 49, the teacher's view), in a real
JupyterLab at a projector's 1366×768 and 1920×1080, in en, it and de: the decision, the review
panel, the hint, the pictures and the reviewed decision under them all in the window, nothing
behind an inner scroll, the board's text at 14 CSS px or more, the move played and the better move
each with its tag, axe 0 serious or critical; and a change of language re-words the open review
and the open hint (en → it → de), still on one screen. Screenshots: artifacts/present-review-*.png."""
from __future__ import annotations

import json

import pytest
from a11y import audit, record, serious
from conftest import ARTIFACTS
from legibility import MEASURE
from test_a11y import set_lab_theme
from test_jupyterlab import ROOT, notebook, open_and_run

from ds_widget import DominantSpeciesWidget
from ds_widget.bots.coach import CoachBot
from ds_widget.bots.registry import make_bot
from ds_widget.explain import msg
from ds_widget.review import Review
from ds_widget.widget.review import judged_words
from tests.english import english

pytestmark = pytest.mark.e2e

SIZES = {"1366x768": (1366, 768), "1920x1080": (1920, 1080)}

#: a learner's game against three greedy bots, reviewed, its first mistake on show, in Present
GAME = ("from ds_widget import DominantSpeciesWidget\n"
        "from ds_widget.bots.registry import make_bot\n"
        "from ds_widget.review import Review\n"
        "w = DominantSpeciesWidget(['human', 'greedy', 'greedy', 'greedy'], seed=3, bot_delay=0, auto=False,"
        " presentation={present}, lang='{lang}')\n"
        "learner = make_bot('random', 5)\n"
        "for _ in range(6):\n"
        "    w.run_bots()\n"
        "    w.choose(learner.pick(w.game))\n"
        "w.run_bots()\n"
        "rv = Review(w.game, [0])\n"
        "rv.run()\n"
        "w.start_review(rv)\n"
        "w.next_mistake()\n"
        "w")

#: what the teacher's screen shows: the notebook's area above JupyterLab's status bar; every
#: element with a box that scrolls (or clips) what it holds, but the screen reader's words
FIT = """(root) => {
  const area = root.closest('.jp-WindowedPanel-outer') || root.closest('.jp-Notebook');
  const H = Math.min(window.innerHeight, area.getBoundingClientRect().bottom), W = window.innerWidth;
  const parts = {toolbar: '.ds-toolbar', status: '.ds-status', prompt: '.ds-prompt', review: '.ds-review',
                 shown: '.ds-review-shown', hint: '.ds-hint', pictures: '.ds-boardview',
                 played: '.badge-played', better: '.badge-better'};
  const out = {};
  for (const [k, sel] of Object.entries(parts)) {
    const e = root.querySelector(sel);
    const r = e && e.getBoundingClientRect();
    out[k] = !r || r.height === 0 ? 'missing'
      : (r.top >= -0.5 && r.bottom <= H + 0.5 && r.left >= -0.5 && r.right <= W + 0.5) ? 'in view'
      : `${Math.round(r.top)}..${Math.round(r.bottom)} of ${Math.round(H)}`;
  }
  out.scrolling = [...root.querySelectorAll('*')].filter((e) => !e.classList.contains('ds-sr')
      && getComputedStyle(e).overflowY !== 'visible' && e.scrollHeight > e.clientHeight + 1)
    .map((e) => `${e.className} ${e.clientHeight}/${e.scrollHeight}`);
  const k = (t) => parseFloat(getComputedStyle(t).fontSize) * t.ownerSVGElement.getScreenCTM().a;
  const tags = [...root.querySelectorAll('.badge text')].map(k);
  out.tag_px = tags.length ? Math.min(...tags) : null;
  out.side_px = Math.min(...[...root.querySelectorAll('.ds-decision, .ds-review, .ds-review-shown, .ds-hint')]
    .flatMap((p) => [...p.querySelectorAll('*')]).filter((e) => e.childElementCount === 0 && e.textContent.trim())
    .map((e) => parseFloat(getComputedStyle(e).fontSize)));
  out.pictures_px = [...root.querySelectorAll('.ds-pic')].map((p) => Math.round(p.getBoundingClientRect().width) + 'x'
                                                           + Math.round(p.getBoundingClientRect().height));
  out.side_w = Math.round(root.querySelector('.ds-decision').getBoundingClientRect().width);
  return out;
}"""


def open_review(page, lab, name: str, lang: str, size: tuple[int, int], present: bool = True) -> None:
    page.set_viewport_size({"width": size[0], "height": size[1]})
    notebook(lab.root / name, [GAME.format(lang=lang, present=present)])
    open_and_run(page, lab, name)
    page.wait_for_selector(f"{ROOT}[data-mode='review'] .ds-review-current", timeout=90_000)
    page.evaluate("() => { const s = window.jupyterapp.shell; if (!s.leftCollapsed) s.collapseLeft(); }")
    page.wait_for_function("() => window.jupyterapp.shell.leftCollapsed")


def measure(page) -> dict:
    page.locator(ROOT).evaluate("e => e.scrollIntoView({block: 'start'})")
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    return {**page.locator(ROOT).evaluate(MEASURE), **page.locator(ROOT).evaluate(FIT)}


@pytest.mark.parametrize("lang", ["en", "it", "de"])
@pytest.mark.parametrize("size", list(SIZES))
def test_present_fits_the_review_and_the_hint_on_one_screen(page, lab, size, lang):
    """Every mistake of the review in turn (Next mistake), each with the coach's hint asked."""
    open_review(page, lab, f"present-review-{size}-{lang}.ipynb", lang, SIZES[size])
    path = ARTIFACTS / "present-review.json"
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    table = json.loads(path.read_text()) if path.is_file() else {}
    n = 0
    while True:
        n += 1
        page.click(f'{ROOT} [data-action="hint"]')
        page.wait_for_selector(f"{ROOT}[data-hinted] .ds-hint .ds-h", timeout=60_000)
        m = measure(page)
        page.screenshot(path=str(ARTIFACTS / f"present-review-{size}-{lang}-{n}.png"))
        print(json.dumps({f"{size}/{lang}/{n}": m}))
        table[f"{size}/{lang}/{n}"] = m
        path.write_text(json.dumps(table, indent=1, sort_keys=True))
        result = audit(page, ROOT)
        record(f"jupyterlab/present-review/{size}/{lang}/{n}", result, ARTIFACTS)
        for part in ("toolbar", "status", "prompt", "review", "shown", "hint", "pictures"):
            assert m[part] == "in view", (n, part, m)
        assert m["played"] in ("in view", "missing") and m["better"] in ("in view", "missing"), (n, m)
        assert m["scrolling"] == [], (n, m)
        assert m["outside"] == [] and m["overlaps"] == [], (n, m)
        assert m["min_px"] >= 14 and (m["tag_px"] or 99) >= 14 and m["side_px"] >= 14, (n, m)
        assert serious(result) == [], (n, serious(result))
        if page.locator(f'{ROOT} [data-action="review-next"]').is_disabled():
            break
        version = int(page.locator(ROOT).get_attribute("data-version"))
        page.click(f'{ROOT} [data-action="review-next"]')
        # the next mistake's board, its words and no hint arrive in one update, under a new version
        page.wait_for_function(f"""(v) => {{ const r = document.querySelector('{ROOT}');
            return +r.dataset.version > v && !r.dataset.hinted && r.querySelector('.ds-review-current'); }}""",
                               arg=version, timeout=30_000)
    assert n >= 1          # the review marks only what it is sure of: this game has one sure mistake


def test_the_tags_in_the_dark_theme(page, lab):
    """The tags carry their own ground: as readable on the dark table (looked at in the screenshot)."""
    open_review(page, lab, "present-review-dark.ipynb", "de", SIZES["1366x768"])
    set_lab_theme(page, "dark")
    page.wait_for_selector(f'{ROOT}[data-theme="dark"] .badge-better', timeout=30_000)
    m = measure(page)
    page.screenshot(path=str(ARTIFACTS / "present-review-1366x768-de-dark.png"))
    result = audit(page, ROOT)
    record("jupyterlab/present-review/dark", result, ARTIFACTS)
    assert m["played"] == m["better"] == "in view" and m["scrolling"] == [], m
    assert serious(result) == [], serious(result)
    set_lab_theme(page, "light")


def expected(lang: str) -> dict:
    """The words of the mistake on show, made in this process from the same game and review."""
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, auto=False)
    learner = make_bot("random", 5)
    for _ in range(6):
        w.run_bots()
        w.choose(learner.pick(w.game))
    w.run_bots()
    rv = Review(w.game, [0])
    rv.run()
    j = next(j for j in rv.results if j["verdict"] in ("inaccuracy", "mistake", "blunder"))
    return judged_words(j, w.game, lang)


@pytest.mark.parametrize("present", [True, False], ids=["present", "table"])
def test_a_change_of_language_rewords_the_open_review_and_hint(page, lab, present):
    """The review and the coach's hint open, the language changed twice: both read in the new
    language, the hint without being asked again (its words, its reasons, how the coach looks)."""
    open_review(page, lab, f"review-lang-{present}.ipynb", "en", SIZES["1366x768"], present)
    page.click(f'{ROOT} [data-action="hint"]')
    page.wait_for_selector(f"{ROOT}[data-hinted] .ds-hint .ds-h", timeout=60_000)
    for lang in ("en", "it", "de"):
        want = expected(lang)
        if lang != "en":
            page.select_option(f"{ROOT} .ds-toolbar select.ds-select:not(.ds-scenarios)", lang)
        # the review's words arrive in one update: the headline in the new language is its marker
        page.wait_for_function("([sel, text]) => document.querySelector(sel)?.textContent === text",
                               arg=[f"{ROOT} .ds-review-current .ds-who", want["headline"]], timeout=30_000)
        panel = page.locator(f"{ROOT} .ds-review").inner_text() + "\n" + \
            page.locator(f"{ROOT} .ds-review-current").inner_text()
        for key in ("played_line", "better_line", "reason"):
            assert want[key] in panel, (lang, key, panel)
        assert msg("ui.review.title", lang) in panel and msg("ui.review.leave", lang) in panel
        assert msg(f"review.verdict.{want['verdict']}", lang) in panel
        tags = page.locator(f"{ROOT} .ds-boardview .badge").all_text_contents()
        assert any(msg("render.mark_played", lang) in t for t in tags), tags
        # the hint, not asked again: every word of it (the folded ones too) in the new language
        page.wait_for_function("([sel, text]) => document.querySelector(sel)?.textContent === text",
                               arg=[f"{ROOT} .ds-hint .ds-h", msg("ui.hint", lang)], timeout=30_000)
        hint = page.locator(f"{ROOT} .ds-hint").evaluate("e => e.textContent")
        assert CoachBot(0).how(lang) in hint, (lang, hint)
        if lang != "en":
            assert english(panel + " ".join(tags), lang) == [], (lang, panel)
            assert english(hint, lang) == [], (lang, hint)
        if present:          # the table view keeps its scrolling lists (not a projector's view)
            m = measure(page)
            assert m["scrolling"] == [], (lang, m)
            for part in ("toolbar", "status", "prompt", "review", "shown", "hint", "pictures"):
                assert m[part] == "in view", (lang, part, m)
        page.screenshot(path=str(ARTIFACTS / f"review-lang-{'present' if present else 'table'}-{lang}.png"))
