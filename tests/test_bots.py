"""The random and greedy bots decide through the same door as everyone."""
from __future__ import annotations

from collections import Counter

import pytest

from ds_widget import Game
from ds_widget.bots import GreedyBot, RandomBot, make_bot
from ds_widget.engine.rng import Rng


def play(game, bots):
    while not game.is_over:
        d = game.pending
        oid = bots[d.animal].pick(game)
        assert game.is_legal(oid)
        game.choose(oid)
    return game


def test_greedy_beats_random_most_of_the_time():
    wins = Counter()
    for seed in range(6):
        animals = ["mammals", "reptiles", "birds", "insects"]
        g = Game.new(players=4, seed=seed, animals=animals, max_turns=60)
        bots = {a: (GreedyBot(seed) if a in ("mammals", "birds") else RandomBot(seed)) for a in animals}
        play(g, bots)
        assert g.completed
        wins["greedy" if g.winner in ("mammals", "birds") else "random"] += 1
    assert wins["greedy"] >= 5


def test_greedy_explains_its_choice_with_value_terms():
    g = Game.scenario("abundance")
    hint = GreedyBot(0).explain(g)
    assert hint["choice"] in [o.id for o in g.options]
    assert hint["ranking"][0]["option"] == hint["choice"]
    # taking a water lets the amphibians dominate the savannah: the reasons say so
    assert hint["choice"] == "element:water"
    assert any("dominated" in r for r in hint["ranking"][0]["reasons"])


def test_bots_are_reproducible_and_unknown_kinds_rejected():
    a = [RandomBot(3).pick(Game.new(players=3, seed=1)) for _ in range(2)]
    assert a[0] == a[1]
    assert isinstance(make_bot("greedy"), GreedyBot)
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("clever")


def test_greedy_evaluate_counts_matching_as_the_rules_do():
    """The greedy bot's fast matching (per disc) equals docs/rules.md §7.1's matching per tile."""
    from ds_widget.bots.greedy import evaluate
    from ds_widget.engine.calc import matching

    for seed in range(12):
        g = Game.new(players=4 + seed % 3, seed=seed)
        r = Rng(seed)
        for step in range(700):
            if g.is_over:
                break
            if step % 50 == 0:
                st = g.state
                for a in st.animals:
                    per_tile = [(matching(st, a, h), t.species[a]) for h, t in st.tiles.items()
                                if t.species.get(a)]
                    got = evaluate(st, a)
                    assert got["matching"] == sum(min(m, 6) for m, _ in per_tile)
                    assert got["endangered"] == sum(n for m, n in per_tile if m == 0)
                    assert got["species"] == sum(n for _, n in per_tile)
            g.choose(g.options[r.below(len(g.options))].id)
