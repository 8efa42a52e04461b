"""The ladder of bot levels: each level plays legal moves and is the same for the same seed; the
seatings are mixed and fixed by the game's seed; serial play and two processes give the same
ladder; the command line's JSON; bad arguments refused; a resumed log gives the uninterrupted run.
Only the cheap levels play here (the coach takes seconds a decision)."""
from __future__ import annotations

import json

import pytest

from ds_widget.bots import BOT_KINDS, make_bot
from ds_widget.bots.ladder import ladder, seating
from ds_widget.bots.levels import LEVEL_NAMES, LEVELS, STRONGEST
from ds_widget.cli import main
from ds_widget.engine.errors import SetupError
from ds_widget.engine.match import Match

CHEAP = ["beginner", "novice", "greedy"]
ROW_KEYS = {"name", "rating", "low", "high", "games"}


def picks(kind: str, seed: int, game_seed: int, n: int) -> list[str]:
    """The first ``n`` choices of a 3-player game with ``kind`` in every seat, each checked legal."""
    game = Match.new(players=3, seed=game_seed)
    bots = [make_bot(kind, seed + k) for k in range(3)]
    out = []
    while game.pending is not None and len(out) < n:
        oid = bots[game.state.animals[game.pending.animal].player].pick(game)
        assert game.pending.get(oid) is not None, (kind, oid)
        game.choose(oid)
        out.append(oid)
    return out


def test_the_ladder_runs_weakest_first_and_every_level_is_a_bot_kind():
    assert len(LEVEL_NAMES) >= 5 and LEVEL_NAMES[:4] == ("beginner", "novice", "intermediate", "greedy")
    assert STRONGEST == LEVEL_NAMES[-1] == "coach"
    assert all(name in BOT_KINDS for name in LEVELS)
    assert list(BOT_KINDS)[:3] == ["random", "greedy", "coach"]        # the old names as they were
    assert [make_bot(name, 1).name for name in LEVEL_NAMES] == list(LEVEL_NAMES)


@pytest.mark.parametrize("kind", ["beginner", "novice", "intermediate"])
def test_noisy_levels_play_legal_moves_the_same_for_the_same_seed(kind):
    a = picks(kind, 5, 3, 120)
    assert a == picks(kind, 5, 3, 120)
    assert a != picks(kind, 6, 3, 120)                 # the noise is the seed's


def test_noise_falls_as_the_ladder_climbs():
    """How often a level plays other than the greedy bot's best option, over the same positions."""
    game = Match.new(players=4, seed=8)
    greedy = make_bot("greedy", 0)
    bots = {kind: make_bot(kind, 2) for kind in ("beginner", "novice", "intermediate")}
    off = dict.fromkeys(bots, 0)
    for _ in range(150):
        ranked = greedy.rank(game)                     # type: ignore[attr-defined]
        best = {oid for v, oid, _ in ranked if v >= ranked[0][0] - 1e-9}
        for kind, bot in bots.items():
            off[kind] += bot.pick(game) not in best
        game.choose(greedy.pick(game))
    assert off["beginner"] > off["novice"] > off["intermediate"] > 0, off


def test_seatings_are_fixed_by_the_game_seed_and_mixed():
    seats = [seating(s, CHEAP, 4) for s in range(200)]
    assert seats == [seating(s, CHEAP, 4) for s in range(200)]
    assert all(len(set(x)) >= 2 for x in seats)
    assert len({tuple(x) for x in seats}) > 30        # many seatings, every level in every seat
    assert all({x[k] for x in seats} == set(CHEAP) for k in range(4))
    assert all(len(set(seating(s, ["greedy", "novice"], 2))) == 2 for s in range(50))


def test_the_costly_coach_is_seated_less_often_but_everywhere():
    seats = [seating(s, LEVEL_NAMES, 4) for s in range(3000)]
    share = {lv: sum(x.count(lv) for x in seats) / (4 * len(seats)) for lv in LEVEL_NAMES}
    assert 0.018 < share["coach"] < 0.038, share                  # weight 1 of 37
    assert all(0.22 < share[lv] < 0.27 for lv in LEVEL_NAMES if lv != "coach"), share
    assert all("coach" in {x[k] for x in seats} for k in range(4))


def test_serial_and_two_processes_give_the_same_ladder():
    serial = ladder(4, seed=21, levels=CHEAP, max_turns=2, boots=20)
    assert serial == ladder(4, seed=21, levels=CHEAP, max_turns=2, boots=20, workers=2)
    assert [r["seed"] for r in serial["results"]] == [21, 22, 23, 24]
    assert [r["levels"] for r in serial["results"]] == [seating(s, CHEAP, 4) for s in range(21, 25)]
    assert all(set(row) == ROW_KEYS for row in serial["levels"])
    names = [row["name"] for row in serial["levels"]]
    assert names == [n for n in CHEAP if n in names] and serial["levels"][0]["rating"] == 1000.0


def test_the_command_line_prints_the_levels_and_the_games_as_json(capsys):
    assert main(["ladder", "--games", "3", "--seed", "4", "--levels", "beginner,greedy",
                 "--max-turns", "2", "--boots", "10", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == {"levels", "games"} and data["games"] == 3
    assert [row["name"] for row in data["levels"]] == ["beginner", "greedy"]
    assert all(set(row) == ROW_KEYS for row in data["levels"])
    assert data["levels"][0] == {**data["levels"][0], "rating": 1000.0, "games": 3}


def test_the_command_line_prints_a_table_without_json(capsys):
    assert main(["ladder", "--games", "2", "--levels", "novice,beginner", "--max-turns", "1",
                 "--boots", "0"]) == 0
    out = capsys.readouterr().out
    assert "beginner" in out and "novice" in out and "rating" in out


@pytest.mark.parametrize("args,words", [
    (["--levels", "greedy,wizard"], "unknown level"), (["--levels", "greedy"], "at least 2"),
    (["--levels", "greedy,greedy"], "at least 2"), (["--players", "7"], "players"),
    (["--games", "0"], "games"), (["--workers", "0"], "workers"), (["--boots", "-1"], "boots")])
def test_the_command_line_refuses_bad_arguments_in_one_line(capsys, args, words):
    assert main(["ladder", "--max-turns", "1", "--json", *args]) != 0     # --json: no progress bar
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: ") and words in err and "\n" not in err, err


@pytest.mark.parametrize("kw", [{"levels": "beginner,greedy"}, {"levels": ["greedy"]}, {"levels": []},
                                {"levels": ["greedy", 3]}, {"players": 1}, {"players": True},
                                {"games": 0}, {"workers": 0}, {"max_turns": 0}, {"boots": -1},
                                {"seed": 1.5}])
def test_bad_arguments_raise_a_setup_error(kw):
    args = {"games": 1, "levels": CHEAP, "max_turns": 1, **kw}
    with pytest.raises(SetupError):
        ladder(args.pop("games"), **args)


def test_a_resumed_log_skips_the_finished_seeds_and_gives_the_uninterrupted_run(tmp_path, monkeypatch):
    import ds_widget.bots.ladder as module
    kw = {"levels": CHEAP, "max_turns": 2, "boots": 20}
    whole = ladder(5, seed=40, **kw)
    log = tmp_path / "games.jsonl"
    ladder(2, seed=40, log=log, **kw)                  # stopped after two games ...
    with log.open("a") as f:
        f.write('{"seed": 42, "levels": ["nov')        # ... and a third cut short
    played = []
    real = module._game
    monkeypatch.setattr(module, "_game", lambda s, *a: played.append(s) or real(s, *a))
    assert ladder(5, seed=40, log=log, **kw) == whole  # resumed
    assert played == [42, 43, 44]
    assert ladder(5, seed=40, log=log, **kw) == whole and played == [42, 43, 44]   # all there
    lines = [json.loads(x) for x in log.read_text().splitlines() if x.endswith("}")]
    assert sorted(r["seed"] for r in lines) == [40, 41, 42, 43, 44]
    ladder(1, seed=40, log=log, **{**kw, "levels": ["greedy", "novice"]})          # another run
    assert played == [42, 43, 44, 40]


def test_the_ladder_plays_2_to_6_seats():
    out = ladder(1, seed=3, levels=["beginner", "random"], players=6, max_turns=1, boots=0)
    assert len(out["results"][0]["levels"]) == 6 and len(out["results"][0]["vp"]) == 6
