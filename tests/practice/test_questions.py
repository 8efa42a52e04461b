"""Every kind of practice question, 1,000 times from fixed seeds: the stored answer equals an
independent recomputation from docs/rules.md (:mod:`.oracle`), there is always a right answer, a wrong
one is graded wrong, the words exist in three languages, and a seed always gives the same question.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from ds_widget.engine.errors import MalformedError
from ds_widget.explain.catalog import LANGUAGES
from ds_widget.practice import KINDS, PracticeSession, generate, grade
from ds_widget.practice import positions as P
from ds_widget.practice.kinds import KIND_MODULES
from ds_widget.practice.question import Question

from . import oracle as O

N = 1000
_CACHE: dict[str, list[Question]] = {}


def questions(kind: str) -> list[Question]:
    """``N`` questions of ``kind``: seeds 0..N-1, difficulties 1, 2, 3 in turn (made once)."""
    if kind not in _CACHE:
        _CACHE[kind] = [generate(kind, seed, 1 + seed % 3) for seed in range(N)]
    return _CACHE[kind]


def expected(q: Question) -> set[str]:
    """The answer set, recomputed from the rules (never from the generator): the oracle in the
    kind's own module (``expected``), given this folder's independent reading of the rules."""
    return KIND_MODULES[q.kind].expected(q, O)


@pytest.mark.parametrize("kind", KINDS)
def test_answers_equal_the_rules_recomputed(kind):
    wrong = []
    for q in questions(kind):
        if set(q.answers) != expected(q):
            wrong.append((q.seed, q.difficulty, q.text(), sorted(q.answers), sorted(expected(q))))
    assert not wrong, f"{len(wrong)} of {N} wrong, e.g. {wrong[:3]}"


@pytest.mark.parametrize("kind", KINDS)
def test_right_answer_exists_and_a_wrong_one_is_graded_wrong(kind):
    for q in questions(kind):
        assert q.answers, q
        if q.format == "choice":
            assert set(q.answers) <= set(q.candidates), q
            assert len(q.candidates) >= 2
        right = sorted(q.answers) if q.select == "all" else sorted(q.answers)[0]
        assert grade(q, right).correct, q
        if q.format == "number":
            bad: object = int(right) + 1
        elif q.select == "one":
            others = [c for c in q.candidates if c not in q.answers]
            assert others, f"every candidate is right: {q}"
            bad = others[0]
        else:
            others = [c for c in q.candidates if c not in q.answers and c != "none"]
            bad = sorted(q.answers)[1:] if len(q.answers) > 1 else \
                (sorted(q.answers) + others[:1] if others and q.answers != {"none"} else others[:1] or ["none"])
            if set(bad) == set(q.answers):
                continue
        g = grade(q, bad)
        assert not g.correct, (q, bad)
        assert g.expected == tuple(sorted(q.answers))


@pytest.mark.parametrize("kind", KINDS)
def test_words_exist_in_every_language(kind):
    unresolved = re.compile(r"\[[a-z_]+(\.[a-z_]+)+\]|\{[a-z_]+\}")
    for i, q in enumerate(questions(kind)):
        texts = {}
        for lang in LANGUAGES:
            parts = [q.text(lang), q.explanation(lang)] + [c["label"] for c in q.choices(lang)]
            for p in parts:
                assert p and not unresolved.search(p), (lang, p)
            texts[lang] = parts[0]
        if i < 50:
            assert texts["it"] != texts["en"] and texts["de"] != texts["en"], texts


@pytest.mark.parametrize("kind", KINDS)
def test_rulings_are_named(kind):
    """A question whose answer depends on a ruling of docs/rules.md §13 names it in its explanation."""
    for q in questions(kind):
        text = q.explanation()
        for r in q.rulings:
            assert re.fullmatch(r"R\d+", r) and int(r[1:]) <= 48
            assert f"({r})" in text or f"{r})" in text or r in grade(q, "0" if q.format == "number" else
                                                                       q.candidates[0]).explanation
        if q.kind == "survival":
            assert "R20" in q.rulings
            if q.state.setup.get("multi"):
                assert "R48" in q.rulings
        if q.kind in ("bonus",) and int(sorted(q.answers)[0]) >= 6:
            assert "R2" in q.rulings
        if q.kind == "illegal" and q.variant in ("abundance_corner", "speciation_corner"):
            edge = [t for t in q.candidates if t not in q.answers
                    and sum(h in q.state.tiles for h in O.hexes_of_corner(O.parse_corner(t[7:]))) < 3]
            assert bool(edge) == ({"R8", "R37"} & set(q.rulings) != set()), q


def test_each_kind_meets_its_variants():
    """1,000 questions of a kind cover its cases, not one easy corner of them."""
    seen: dict[str, set[str]] = {}
    for kind in KINDS:
        for q in questions(kind):
            seen.setdefault(kind, set()).add(q.variant)
    assert {"unique_highest", "tie"} <= seen["dominance"]
    assert seen["endangered"] == {"animals", "tiles"}
    assert seen["survival"] == {"holder", "vp"}
    assert seen["extinction"] == {"total", "animal"}
    assert seen["bonus"] == {"glaciation", "wanderlust"}
    assert seen["find_move"] == {"abundance", "depletion"}
    assert {"place_pawn", "glaciation_tile", "wanderlust_hex", "abundance_corner", "speciation_corner"} \
        <= seen["illegal"]
    answers = {kind: {a for q in questions(kind) for a in q.answers} for kind in KINDS}
    assert {"nobody"} <= answers["dominance"] and {"none"} <= answers["endangered"]
    assert len(answers["scoring"]) >= 5 and len(answers["matching"]) >= 6


def test_a_seed_gives_the_same_questions_in_another_process_and_after_the_cache_is_cleared():
    """A fresh process has no game played yet: the sequence must not depend on what is kept."""
    code = ("import json; from ds_widget.practice import PracticeSession; s = PracticeSession(99, 2); "
            "print(json.dumps([q.to_dict('de') for q in (s.next_question() for _ in range(12))]))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    s = PracticeSession(99, 2)
    here = [q.to_dict("de") for q in (s.next_question() for _ in range(12))]
    assert json.loads(out.stdout) == here
    P.clear_cache()
    first = [generate(kind, seed, 1 + seed % 3).to_dict() for kind in KINDS for seed in range(0, 15, 2)]
    assert first == [q.to_dict() for kind in KINDS for q in questions(kind)[0:15:2]]


def test_bad_arguments_get_the_projects_errors():
    for args in (("nonsense", 1, 1), ("matching", -1, 1), ("matching", 1, 4), ("matching", 1.5, 1),
                 ("matching", 1, True)):
        with pytest.raises(MalformedError):
            generate(*args)
    q = generate("matching", 1, 1)
    for bad in ("seven", ["1", "2"], None, 3.5, {"a": 1}):
        with pytest.raises(MalformedError):
            grade(q, bad)
    d = generate("dominance", 1, 1)
    with pytest.raises(MalformedError):
        grade(d, "tile-0,0; drop table")


def test_the_empty_answer_agrees_with_what_the_question_lists():
    """Italian says "nessuno" for no animal and "nessuna" for no tile (issue 30, item 9)."""
    seen = set()
    for seed in range(60):
        q = generate("endangered", seed, 2)
        labels = {c["value"]: c["label"] for c in q.choices("it")}
        if q.variant == "animals":
            assert labels["none"] == "nessuno"
        else:
            assert labels["none"] == "nessuna"
        seen.add(q.variant)
        if seen == {"animals", "tiles"}:
            break
    assert seen == {"animals", "tiles"}


def test_a_kinds_questions_do_not_depend_on_where_it_is_listed(monkeypatch):
    """Issue 26, item 6: a kind added or moved in MAKERS must not change another kind's questions
    for the same seed (printed worksheets and saved progress would silently change)."""
    from ds_widget.practice import generator

    before = {(k, s): generate(k, s, 2).state.ply for k in KINDS for s in range(3)}
    before_text = {(k, s): generate(k, s, 2).text("en") for k in KINDS for s in range(3)}
    monkeypatch.setattr(generator, "KINDS", tuple(reversed(generator.KINDS)) + ("a_new_kind",))
    assert {(k, s): generate(k, s, 2).state.ply for k in KINDS for s in range(3)} == before
    assert {(k, s): generate(k, s, 2).text("en") for k in KINDS for s in range(3)} == before_text
