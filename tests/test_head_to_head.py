"""Head to head (two bots, two seats each, every seating in turn): the seatings, the pairwise
score and its interval, the same results serial, in two processes and resumed from a log, and bad
arguments refused. Cheap bots only, on two-turn games (the coaches take seconds a decision)."""
from __future__ import annotations

import doctest
import json
from collections import Counter

import pytest

from ds_widget.bots import head_to_head as module
from ds_widget.bots.head_to_head import PATTERNS, head_to_head, interval, score, seating
from ds_widget.engine.errors import SetupError


def test_the_module_examples_hold():
    assert doctest.testmod(module).failed == 0


def test_six_seatings_give_every_seat_to_each_bot_equally_often():
    rows = [seating(i, "a", "b") for i in range(12)]
    assert len({tuple(r) for r in rows}) == 6 == len(PATTERNS)
    assert all(Counter(r) == {"a": 2, "b": 2} for r in rows)
    assert all(sum(r[k] == "a" for r in rows) == 6 for k in range(4))    # each seat: half the games
    assert rows[6:] == rows[:6]


def test_the_score_counts_every_pair_of_a_challenger_and_a_champion():
    game = {"levels": ["b", "a", "a", "b"], "vp": [10, 12, 10, 40]}
    assert score([game], "a", "b") == (1.5, 4)          # 12 > 10, 12 < 40, 10 = 10, 10 < 40
    assert score([game], "b", "a") == (2.5, 4)          # the other side of the same pairs
    won = {"levels": ["a", "a", "b", "b"], "vp": [50, 40, 1, 2]}
    assert score([won, won], "a", "b") == (8.0, 8)


def test_the_interval_resamples_whole_games():
    wins = [{"levels": ["a", "a", "b", "b"], "vp": [9, 9, 1, 1]}] * 10
    assert interval(wins, "a", "b", boots=200) == (1.0, 1.0)
    mixed = wins[:5] + [{"levels": ["a", "a", "b", "b"], "vp": [1, 1, 9, 9]}] * 5
    lo, hi = interval(mixed, "a", "b", boots=400, seed=3)
    assert 0.1 < lo < 0.5 < hi < 0.9
    # a game's four pairs move together: resampling pairs one by one would be about half as wide
    assert hi - lo > 0.4


def test_a_run_is_the_same_serial_in_two_processes_and_resumed(tmp_path):
    kw = {"max_turns": 2, "boots": 50}
    one = head_to_head("greedy", "random", 6, seed=40, **kw)
    assert [r["levels"] for r in one["results"]] == [seating(i, "greedy", "random") for i in range(6)]
    assert one["pairs"] == 24 and 0.0 <= one["low"] <= one["score"] <= one["high"] <= 1.0
    assert one["score"] > 0.5                           # the greedy bot beats random play
    assert set(one["slowest"]) == {"greedy", "random"} and all(t >= 0.0 for t in one["slowest"].values())
    two = head_to_head("greedy", "random", 6, seed=40, workers=2, **kw)
    assert [(r["seed"], r["vp"]) for r in two["results"]] == [(r["seed"], r["vp"]) for r in one["results"]]
    log = tmp_path / "games.jsonl"
    head_to_head("greedy", "random", 3, seed=40, log=log, **kw)
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines) + '\n{"seed": 43, "vp": [1')          # a stop cut the last line
    played = []
    resumed = head_to_head("greedy", "random", 6, seed=40, log=log,
                           progress=lambda done, total: played.append(done), **kw)
    assert played[0] == 3                               # the logged games count as done
    assert [(r["seed"], r["vp"]) for r in resumed["results"]] == [(r["seed"], r["vp"]) for r in one["results"]]
    assert resumed["score"] == one["score"]
    assert [json.loads(x)["seed"] for x in log.read_text().splitlines() if x.endswith("}")][-3:] == [43, 44, 45]


def test_a_bot_taken_out_of_the_package_is_read_back_from_a_log_holding_every_game(tmp_path):
    """The README quotes a head to head of the expert, a bot taken out since (issue 50): its command
    reads the log back; asked for a game the log does not hold, it is refused, never played."""
    kw = {"max_turns": 2, "boots": 50}
    log = tmp_path / "games.jsonl"
    played = head_to_head("greedy", "random", 3, seed=40, log=log, **kw)
    log.write_text(log.read_text().replace('"greedy"', '"retired"'))      # as if greedy were gone
    before = log.read_text()
    back = head_to_head("retired", "random", 3, seed=40, log=log, **kw)
    assert (back["points"], back["pairs"], back["low"], back["high"]) == \
        (played["points"], played["pairs"], played["low"], played["high"])
    with pytest.raises(SetupError, match="unknown challenger 'retired'.*holds 3 of the 4 games"):
        head_to_head("retired", "random", 4, seed=40, log=log, **kw)
    with pytest.raises(SetupError, match="unknown challenger 'retired'"):
        head_to_head("retired", "random", 3, seed=40, **kw)
    assert log.read_text() == before                    # read back, nothing played or written


@pytest.mark.parametrize("args, words", [
    (("greedy", "greedy", 2), "two different bots"),
    (("greedy", "grandmaster", 2), "unknown champion"),
    ((3, "greedy", 2), "unknown challenger"),
    (("greedy", "random", 0), "games"),
])
def test_bad_arguments_are_refused_before_any_game(args, words):
    with pytest.raises(SetupError, match=words):
        head_to_head(*args, max_turns=1)
