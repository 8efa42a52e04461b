"""Tournaments between bots and random-game statistics on any executor: a serial run, two local
processes and a Dask LocalCluster give the same results for the same seeds; the command line's
JSON; the win-rate interval; bad arguments refused with the project's error."""
from __future__ import annotations

import json
import math
import subprocess
import sys

import pytest

from ds_widget.bots.tournament import play_bot_game, tournament, wilson
from ds_widget.engine.errors import SetupError
from ds_widget.engine.simulate import simulate

BOTS = ["greedy", "random", "greedy", "random"]


def same(a: dict, b: dict) -> bool:
    drop = ("seconds", "games_per_second")
    return {k: v for k, v in a.items() if k not in drop} == {k: v for k, v in b.items() if k not in drop}


@pytest.fixture(scope="module")
def dask_client():
    from dask import distributed  # a test dependency (pyproject's test extra)
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    client = distributed.Client(cluster)
    try:
        yield client
    finally:
        client.close()
        cluster.close()


def test_serial_two_processes_and_a_dask_cluster_give_the_same_tournament(dask_client):
    serial = tournament(BOTS, games=8, seed=11)
    assert same(serial, tournament(BOTS, games=8, seed=11, workers=2))
    assert same(serial, tournament(BOTS, games=8, seed=11, executor=dask_client.get_executor()))
    assert [r["seed"] for r in serial["results"]] == list(range(11, 19))
    assert serial["results"][3] == play_bot_game(BOTS, 14)          # a game replays alone


def test_timing_the_seats_changes_no_result():
    """The coach's benchmark times every pick; the games it reports are the untimed games."""
    plain = tournament(BOTS, games=4, seed=30)
    timed = tournament(BOTS, games=4, seed=30, timed=True)
    slowest = timed.pop("slowest_decision")
    per_game = [r.pop("slowest") for r in timed["results"]]
    assert slowest == [max(g[k] for g in per_game) for k in range(4)]
    assert all(x > 0 for x in slowest[:1]) and all(x >= 0 for x in slowest)
    assert same(plain, timed)


def test_every_pick_is_heard_with_its_seconds_and_the_game_is_the_same():
    """The benchmark's per-decision times: one report per decision, each seat's slowest among them."""
    heard: list[tuple[int, str, float, float]] = []
    row = play_bot_game(BOTS, 31, timed=True,
                        on_pick=lambda seat, d, cpu, wall: heard.append((seat, d.kind, cpu, wall)))
    assert len(heard) == row["decisions"] > 0
    assert all(cpu >= 0 and wall >= 0 for _, _, cpu, wall in heard)
    for k in range(len(BOTS)):
        assert row["slowest"][k] == round(max([c for s, _, c, _ in heard if s == k], default=0.0), 4)
    plain = play_bot_game(BOTS, 31)
    assert {k: v for k, v in row.items() if k != "slowest"} == plain


def test_serial_two_processes_and_a_dask_cluster_give_the_same_statistics(dask_client):
    serial = simulate(5, 10, seed=4)
    assert same(serial, simulate(5, 10, seed=4, workers=2))
    assert same(serial, simulate(5, 10, seed=4, executor=dask_client.get_executor()))


def test_the_summary_adds_up_seat_by_seat():
    out = tournament(BOTS, games=10, seed=2)
    rows = out["results"]
    assert out["bots"] == BOTS and len(out["wins"]) == len(out["mean_vp"]) == len(out["win_ci95"]) == 4
    assert out["wins"] == [sum(r["winner_seat"] == k for r in rows) for k in range(4)]
    assert sum(out["wins"]) == out["games"] == 10
    for k in range(4):
        assert out["mean_vp"][k] == round(sum(r["vp"][k] for r in rows) / 10, 2)
        lo, hi = out["win_ci95"][k]
        assert lo <= out["win_rate"][k] <= hi
    assert out["completed"] + out["stopped_by_turn_limit"] == 10


def test_wilson_interval_matches_the_textbook_formula():
    # Wilson (1927): centre (p + z²/2n) / (1 + z²/n), half-width z·sqrt(p(1-p)/n + z²/4n²) / (1 + z²/n)
    for wins, n in ((0, 10), (5, 10), (37, 200), (200, 200)):
        z, p = 1.96, wins / n
        c = (p + z * z / (2 * n)) / (1 + z * z / n)
        h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        lo, hi = wilson(wins, n)
        assert abs(lo - max(0, c - h)) < 1e-3 and abs(hi - min(1, c + h)) < 1e-3


@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_bots_finish_every_game(players):
    out = tournament(["random"] * players, games=6, seed=players)
    assert out["completed"] == 6, out


@pytest.mark.parametrize("bots,games,workers", [(["greedy"], 2, 1), (["greedy", "chess"], 2, 1),
                                                 ("greedy,random", 2, 1), (BOTS, 0, 1), (BOTS, 2, 0),
                                                 (BOTS, True, 1), (["greedy"] * 7, 2, 1)])
def test_bad_arguments_are_refused_with_a_setup_error(bots, games, workers):
    with pytest.raises(SetupError):
        tournament(bots, games=games, workers=workers)


def test_the_command_line_prints_seat_ordered_json_and_refuses_bad_bots():
    out = subprocess.run([sys.executable, "-m", "ds_widget", "tournament", "--bots", "greedy,random,greedy",
                          "--games", "4", "--seed", "5", "--workers", "2", "--json"],
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 4 and data["bots"] == ["greedy", "random", "greedy"]
    assert isinstance(data["wins"], list) and len(data["wins"]) == 3 and sum(data["wins"]) == 4
    assert "results" not in data
    bad = subprocess.run([sys.executable, "-m", "ds_widget", "tournament", "--bots", "greedy,wizard", "--games", "2"],
                         capture_output=True, text=True, timeout=120)
    assert bad.returncode == 2 and "unknown bot" in bad.stderr and "Traceback" not in bad.stderr
