"""The game review in a real JupyterLab (issue 28): play a few decisions against bots, press
Review, see the marks on the history, jump to a mistake, try again and see the grade; then teaching
mode offers a take-back when the learner plays a planted blunder."""
from __future__ import annotations

import pytest
from conftest import ARTIFACTS, docs_picture
from test_jupyterlab import ROOT, notebook, open_and_run

from ds_widget import DominantSpeciesWidget
from ds_widget.bots.coach import CoachBot
from ds_widget.review import judge
from ds_widget.review.verdicts import INACCURACY_AT_MOST

pytestmark = pytest.mark.e2e

PLAYED = ("from ds_widget import DominantSpeciesWidget\n"
          "from ds_widget.bots.registry import make_bot\n"
          "w = DominantSpeciesWidget(['human', 'greedy', 'greedy', 'greedy'], seed=3, bot_delay=0, auto=False)\n"
          "learner = make_bot('random', 5)\n"
          "for _ in range(6):\n"
          "    w.run_bots()\n"
          "    w.choose(learner.pick(w.game))\n"
          "w.run_bots()\n"
          "w")

REVIEW = f"{ROOT} .ds-review"


def test_review_marks_the_mistakes_and_a_new_try_is_graded(page, lab):
    page.set_viewport_size({"width": 1280, "height": 1500})   # the whole widget in view: its picture is docs/review.png
    notebook(lab.root / "review.ipynb", [PLAYED])
    open_and_run(page, lab, "review.ipynb")
    page.wait_for_selector(f"{ROOT} .ds-boardview svg", timeout=90_000)
    page.locator(f'{ROOT} [data-action="review"]').click()
    # the review runs in the background: a progress bar first, then the marks, then "done"
    page.wait_for_selector(f'{REVIEW}[data-state="running"], {REVIEW}[data-state="done"]', timeout=30_000)
    page.wait_for_selector(f'{REVIEW}[data-state="done"]', timeout=120_000)
    marks = page.locator(f"{ROOT} .ds-marks .ds-mark")
    assert marks.count() >= 1
    texts = marks.all_inner_texts()
    assert all(t.strip() in ("?!", "?", "??", "!") for t in texts), texts     # a mark, never colour alone
    counts = page.locator(f"{ROOT} .ds-review-counts").inner_text()
    assert "blunder" in counts or "mistake" in counts or "inaccuracy" in counts
    # the first mistake: the position before it, the move played, the better move and why
    version = int(page.locator(ROOT).get_attribute("data-version"))
    page.locator(f'{ROOT} [data-action="review-next"]').click()
    page.wait_for_selector(f'{ROOT}[data-mode="review"] .ds-review-current', timeout=30_000)
    current = page.locator(f"{ROOT} .ds-review-current").inner_text()
    assert "Played:" in current and "Better:" in current and "VP" in current, current
    assert int(page.locator(ROOT).get_attribute("data-version")) > version
    # the move played and the better one: a ring and a labelled tag each, drawn by Python
    assert page.locator(f"{ROOT} .ds-boardview .badge-played, {ROOT} .ds-boardview .badge-better").count() >= 1
    docs_picture(page.locator(ROOT), "review.png")            # the README's picture of the review
    # try again: the better move, from the option list; graded at once, the game kept
    best = page.evaluate(f"() => document.querySelector('{ROOT} .ds-boardview [data-choice].better')"
                         "?.getAttribute('data-choice')")
    plies = page.locator(f"{ROOT} .ds-history .ds-h").inner_text()
    target = f'{ROOT} .ds-option[data-choice="{best}"]' if best else f"{ROOT} .ds-option:not([disabled])"
    page.locator(target).first.click()
    page.wait_for_selector(f"{ROOT} .ds-review-tried", timeout=30_000)
    tried = page.locator(f"{ROOT} .ds-review-tried").inner_text()
    assert "Your new choice" in tried
    if best:
        assert "best" in tried or "only move" in tried, tried
    page.locator(f"{ROOT}").screenshot(path=str(ARTIFACTS / "review-tried.png"))
    assert page.locator(f"{ROOT} .ds-history .ds-h").inner_text() == plies     # nothing played
    page.locator(f'{ROOT} [data-action="review-leave"]').click()
    page.wait_for_selector(f'{ROOT}[data-mode="play"]', timeout=30_000)


def planted_blunder() -> tuple[str, int]:
    """The human's first decision in the teaching notebook's game, and an option of it the coach
    (the widget's seed) says gives away more than a mistake's worth: the same game as the kernel's."""
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0)
    w.run_bots()
    g = w.game
    coach = CoachBot(3)
    for o in g.pending.options:
        if judge(g, o.id, coach)["loss"] > INACCURACY_AT_MOST + 0.5:
            return o.id, g.ply
    raise AssertionError("no costly option")


def test_teaching_mode_offers_a_take_back_on_a_planted_blunder(page, lab):
    option, ply = planted_blunder()
    notebook(lab.root / "teach.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(['human', 'greedy', 'greedy', 'greedy'], seed=3, bot_delay=0, teaching=True)\n"
        "w"])
    open_and_run(page, lab, "teach.ipynb")
    page.wait_for_selector(f'{ROOT} .ds-option[data-choice="{option}"]:not([disabled])', timeout=90_000)
    page.locator(f'{ROOT} .ds-option[data-choice="{option}"]').click()
    page.wait_for_selector(f"{ROOT} .ds-teach [data-action=teach-take_back]", timeout=60_000)
    text = page.locator(f"{ROOT} .ds-teach").inner_text()
    assert "This gives away about" in text and "Take it back" in text
    page.locator(f"{ROOT}").screenshot(path=str(ARTIFACTS / "review-teach.png"))
    page.locator(f"{ROOT} [data-action=teach-take_back]").click()
    page.wait_for_function(f"""() => {{ const r = document.querySelector('{ROOT}');
        return getComputedStyle(r.querySelector('.ds-teach')).display === 'none'
            && r.querySelector('.ds-history .ds-h').textContent.includes('{ply} /'); }}""", timeout=30_000)
    # the same decision is asked again: its option is offered
    assert page.locator(f'{ROOT} .ds-option[data-choice="{option}"]:not([disabled])').count() == 1


def test_clicks_while_a_review_runs(page, lab):
    """Click → painted board with no review running and while one runs, interleaved in blocks on
    the same page (the latency notebook's late-game position, all four seats human: the review of
    every decision of the game runs far longer than a block). The figures are recorded
    (``benchmarks/bench_review.py --clicks`` summarises runs), not asserted as timings."""
    import json

    from test_jupyterlab import IN_CELL, click_rounds, latency_notebook, stats
    latency_notebook(lab.root)
    open_and_run(page, lab, "latency.ipynb")
    root = IN_CELL.format(1)
    page.wait_for_selector(f"{root} .ds-boardview svg", timeout=90_000)
    version = int(page.locator(root).get_attribute("data-version"))
    idle, busy = [], []
    for _ in range(5):
        ms, version = click_rounds(page, root, version, 5)
        idle += ms
        page.locator(f'{root} [data-action="review"]').click()
        # the worker is judging: at least one judgement has arrived (its process is started)
        page.wait_for_function(f"""() => {{ const p = document.querySelector('{root} .ds-review progress');
            return p && p.value >= 1; }}""", timeout=120_000)
        ms, version = click_rounds(page, root, version, 5)
        assert page.locator(f'{root} .ds-review[data-state="running"]').count() == 1   # still running
        busy += ms
        page.locator(f'{root} [data-action="review-cancel"]').click()
        page.wait_for_selector(f'{root} .ds-review[data-state="cancelled"]', timeout=30_000)
    quiet, during = stats(idle), stats(busy)
    res = {"idle_click_to_painted_ms": quiet, "review_click_to_painted_ms": during,
           "ratio_median": round(during["median"] / quiet["median"], 2),
           "ratio_p95": round(during["p95"] / quiet["p95"], 2)}
    res["raw_idle_ms"] = [round(x, 1) for x in idle]
    res["raw_review_ms"] = [round(x, 1) for x in busy]
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    (ARTIFACTS / "review_latency.json").write_text(json.dumps(res, indent=2))
    print(json.dumps({k: v for k, v in res.items() if not k.startswith("raw")}, indent=1))
    assert len(idle) == len(busy) == 25
