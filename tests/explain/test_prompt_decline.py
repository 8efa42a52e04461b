"""A question says when declining is an answer (the forty-third readers, R3, R4, R12: the review compared a move
with "declining" under a question that never offered it; R15, R17: ending a Migration)."""
from __future__ import annotations

import random

import pytest

from ds_widget.engine import Match
from ds_widget.explain import LANGUAGES, msg
from ds_widget.explain.decisions import SAYS_DECLINE, prompt, question


def decisions(seeds=range(3), turns=3):
    """Every decision met in a few random games."""
    for seed in seeds:
        m, r = Match.new(players=4, seed=seed), random.Random(seed)
        while m.pending is not None and m.state.turn <= turns:
            yield m.pending
            m.choose(r.choice(m.pending.options).id)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_question_offers_declining_exactly_where_the_decision_does(lang):
    decline = msg("prompt.or_decline", lang, text="")
    stop = msg("prompt.or_stop_migration", lang, text="")
    kinds = set()
    for d in decisions():
        ids = {o.id for o in d.options}
        text = prompt(d, lang)
        offered = "decline" in ids and d.kind not in SAYS_DECLINE
        assert text.endswith(decline.strip()) is offered, (d.kind, text)
        assert text.endswith(stop.strip()) is ("done" in ids and d.kind == "migration_from"), (d.kind, text)
        if d.kind in SAYS_DECLINE and "decline" in ids:
            assert text == question(d, lang)        # its own words offer it: not said twice
        if offered:
            kinds.add(d.kind)
    assert {"adaptation_element", "glaciation_tile", "wanderlust_stack", "migration_from"} <= kinds, kinds
