"""``python -m ds_widget check`` on damaged files: refused or valid, never a traceback."""
from __future__ import annotations

import json
import random
import subprocess
import sys
import time

import pytest

from ds_widget.engine import Match
from tests.engine.fuzzing import SAMPLE_GAMES, mutate, played


@pytest.fixture(scope="module")
def samples():
    return [(g.to_dict(), g.record()) for g in (played(*s) for s in SAMPLE_GAMES)]


def test_the_cli_refuses_bad_files_without_a_traceback(tmp_path, samples):
    rng = random.Random(11)
    files = {"not_utf8.json": b"\xff\xfe\x00garbage", "deep.json": b"[" * 200_000,
             "empty.json": b"", "truncated.json": json.dumps(samples[0][0]).encode()[:500]}
    for i in range(6):
        files[f"mutant{i}.json"] = json.dumps(mutate(samples[i % 4][0], rng)).encode()
    for name, data in files.items():
        path = tmp_path / name
        path.write_bytes(data)
        out = subprocess.run([sys.executable, "-m", "ds_widget", "check", str(path)],
                             capture_output=True, text=True, timeout=120)
        assert "Traceback" not in out.stderr + out.stdout, (name, out.stderr[-500:])
        if out.returncode == 0:
            assert out.stdout.startswith("valid"), name
        else:
            assert out.stderr.startswith("invalid:"), (name, out.stderr[:200])


def test_d1_the_check_command_refuses_the_file_in_seconds(tmp_path):
    """A saved game that once made ``check`` loop for ever (issue 25, D1)."""
    g = Match.new(players=3, seed=1)
    rng = random.Random(1)
    while not any(fr["op"] == "regression" for fr in g.state.frames):
        g.choose(rng.choice(g.pending.options).id)
    data = g.to_dict()
    next(fr for fr in data["frames"] if fr["op"] == "regression")["stage"] = "zzz"
    path = tmp_path / "d1.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-m", "ds_widget", "check", str(path)], capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 1 and out.stderr.startswith("invalid: ") and "Traceback" not in out.stderr
    assert time.perf_counter() - t0 < 30
