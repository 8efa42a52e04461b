"""Practice mode in a real JupyterLab with Debian's Chromium: three questions answered by a learner
— one right by clicking the board, one wrong by clicking the board, one by typing a number —
and each time the grade and the engine's explanation appear on the page. The test knows the
answers because the same seed gives the same questions (``PracticeSession``)."""
from __future__ import annotations

import pytest
from conftest import ARTIFACTS
from test_jupyterlab import ROOT, notebook, open_and_run, wait_version

from ds_widget.practice import PracticeSession
from ds_widget.practice.question import BUTTONS

pytestmark = pytest.mark.e2e
SEED, LEVEL = 31, 1


def board_candidates(q):
    return [c for c in q.candidates if c not in BUTTONS]


def wrong_on_board(q):
    return next((c for c in board_candidates(q) if not q.is_correct(c)), None)


def test_three_questions_answered_on_the_board_and_by_typing(page, lab):
    notebook(lab.root / "practice.ipynb", [
        "from ds_widget import DominantSpeciesWidget\n"
        "w = DominantSpeciesWidget(players=['human', 'human'], seed=1)\n"
        f"w.start_practice(seed={SEED}, difficulty={LEVEL})",
    ])
    open_and_run(page, lab, "practice.ipynb")
    page.wait_for_selector(f'{ROOT}[data-mode="practice"] .ds-boardview svg', timeout=90_000)
    version = int(page.locator(ROOT).get_attribute("data-version"))
    ARTIFACTS.mkdir(parents=True, exist_ok=True)

    session = PracticeSession(seed=SEED, difficulty=LEVEL)
    todo = ["right", "wrong", "number"]
    shown = 0
    while todo and shown < 40:
        q = session.next_question()
        shown += 1
        question = page.locator(f"{ROOT} .ds-question")
        assert question.text_content() == q.text("en")
        assert page.locator(f"{ROOT} .ds-status").text_content().startswith(f"Practice · question {shown} ·")
        how = None
        if "right" in todo and q.select == "one" and any(a in board_candidates(q) for a in q.answers):
            how, click = "right", sorted(a for a in q.answers if a in board_candidates(q))[0]
        elif "wrong" in todo and q.select == "one" and wrong_on_board(q):
            how, click = "wrong", wrong_on_board(q)
        elif "number" in todo and q.format == "number":
            how = "number"
        if how is None:                                 # not the kind this test still needs: skip it
            page.locator(f'{ROOT} [data-action="practice-next"]').click()
            version += 1
            wait_version(page, ROOT, version)
            continue
        if how == "number":
            page.locator(f"{ROOT} .ds-number").fill(next(iter(q.answers)))
            page.locator(f"{ROOT} .ds-number").press("Enter")
        else:
            target = page.locator(f'{ROOT} .ds-boardview [data-choice="answer:{click}"]').first
            target.click(force=True)
        version += 1
        wait_version(page, ROOT, version)
        box = page.locator(f"{ROOT} .ds-grade")
        assert box.get_attribute("class").split()[-1] == ("ds-wrong" if how == "wrong" else "ds-right")
        headline = page.locator(f"{ROOT} .ds-headline").text_content()
        if how == "wrong":
            assert headline.startswith("Not quite") and q.expected_text("en") in headline
        else:
            assert headline == "Right!"
        lines = page.locator(f"{ROOT} .ds-explanation .ds-line").all_text_contents()
        assert " ".join(lines).startswith(q.explanation("en")), lines     # sentence by sentence
        assert page.locator(f'{ROOT} .ds-boardview [data-choice^="answer:"]').count() == 0   # answered
        if q.focus:                                        # what the explanation talks about is marked
            assert page.locator(f"{ROOT} .ds-boardview .highlight").count() >= 1
        assert page.locator(f"{ROOT} .ds-error").is_hidden()
        page.locator(ROOT).evaluate("e => e.scrollIntoView({block: 'start'})")   # as a learner sees it
        page.screenshot(path=str(ARTIFACTS / f"practice-{how}.png"))
        todo.remove(how)
        page.locator(f'{ROOT} [data-action="practice-next"]').click()
        version += 1
        wait_version(page, ROOT, version)
    assert not todo, f"no question for {todo} in the first {shown} of seed {SEED}"
    progress = page.locator(f"{ROOT} .ds-progress-line").text_content()
    assert progress.startswith("2 of 3 right"), progress

    # back to the game: the board of the game and its decision again
    page.locator(f'{ROOT} [data-action="practice-leave"]').click()
    wait_version(page, ROOT, version + 1)
    assert page.locator(ROOT).get_attribute("data-mode") == "play"
    assert page.locator(f'{ROOT} .ds-boardview [data-choice^="space:"]').count() >= 30
