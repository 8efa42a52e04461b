"""A pawn placement's reason (the greedy bot's rule of thumb, shown beside the option and in the hint's lead) says
what the action can do on the earth as it is: Competition only where its terrains hold a tile shared with an
opponent, Glaciation only where a tile can be glaciated, Depletion only where an element of a type in its box is
on the earth (docs/rules.md §9.11, §9.7, §9.6)."""
from __future__ import annotations

from ds_widget import Game
from ds_widget.bots import GreedyBot, RandomBot
from ds_widget.bots.greedy import planning_value
from ds_widget.engine.calc import contested, glaciation_targets
from ds_widget.engine.constants import space_data
from ds_widget.explain import msg


def placements(seeds=range(6), players=4):
    """Every pawn placement of random games, with the greedy bot's ranking of it (words wanted)."""
    for seed in seeds:
        g = Game.new(players=players, seed=seed, max_turns=12)
        bot = RandomBot(seed)
        while not g.is_over:
            d = g.pending
            if d.kind == "place_pawn":
                yield g, d, GreedyBot(seed).rank_state(g.state, d)
            g.choose(bot.pick(g))


def test_a_placement_reason_says_what_the_earth_lets_the_action_do():
    seen = set()
    for g, d, ranked in placements():
        st, animal = g.state, d.animal
        for value, oid, terms in ranked:
            space = oid.removeprefix("space:")
            key = terms["why"][0]
            assert value == planning_value(st, animal, space)[0]     # the words change, not the play
            if space.startswith("competition"):
                terrains = space_data(space)["terrains"]
                shared = any(st.tiles[h].kind in terrains for h in contested(st, animal))
                assert key == ("competition" if shared else "competition_none"), (space, key)
                seen.add(key)
            if space == "glaciation.1":
                assert key == ("glaciation" if glaciation_targets(st) else "glaciation_none"), (space, key)
                seen.add(key)
            if space.startswith("depletion") and st.boxes["depletion"]:
                on_earth = any(e in st.boxes["depletion"] for e in st.corners.values())
                assert key == ("depletion" if on_earth else "depletion_none"), (space, key)
                seen.add(key)
    assert {"competition", "competition_none", "depletion"} <= seen    # the games reach both sides


def test_every_placement_reason_is_worded_in_every_language():
    keys = ("competition", "competition_none", "glaciation_none", "depletion", "depletion_none", "wasteland")
    for key in keys:
        for lang in ("en", "it", "de"):
            text = msg(f"bot.{key}", lang)
            assert text and not text.startswith("bot"), (key, lang)


def test_glaciation_with_no_tundra_tile_left_says_it_glaciates_nothing():
    """docs/rules.md §9.7: with the tundra supply empty, Glaciation is skipped; its reason says so (planted: the
    earth not looked at, and Glaciation promised bonus VP)."""
    g = Game.new(players=4, seed=1)
    d = g.pending
    assert d.kind == "place_pawn" and "space:glaciation.1" in [o.id for o in d.options]
    st = g.state.clone()
    for supply, key in ((st.tundra_supply, "glaciation"), (0, "glaciation_none")):
        st.tundra_supply = supply
        why = {oid: terms["why"][0] for _, oid, terms in GreedyBot(0).rank_state(st, d)}
        assert why["space:glaciation.1"] == key
