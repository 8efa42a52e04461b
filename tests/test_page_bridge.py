"""The lesson pages' Python end (site/page/bridge.py), in CPython: the stand-in for anywidget carries
the real DominantSpeciesWidget's state and messages as ipywidgets would, and the page reruns only
the cells its widgets need. (The browser side: tests/e2e/test_pages.py.)

The stand-in replaces ``anywidget`` and ``IPython`` in ``sys.modules``, so each check runs in a
Python of its own."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

PRELUDE = f"""
import json, sys
sys.path[:0] = [{str(ROOT)!r}, {str(ROOT / "site" / "page")!r}]
import bridge
bridge.install()
sent = []
bridge.post = lambda text: sent.append(json.loads(text))
"""


def run(script: str) -> dict:
    done = subprocess.run([sys.executable, "-c", PRELUDE + script], capture_output=True, text=True, timeout=300,
                          cwd=ROOT)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_a_choice_from_the_page_plays_and_comes_back_in_one_message():
    got = run("""
code = ["from ds_widget import DominantSpeciesWidget",
        "w = DominantSpeciesWidget(players=['human', 'human'], seed=1)",
        "w"]
bridge.mount(code, [0, 1, 2])
opened = sent[0]
option = opened["state"]["decision"]["options"][0]["id"]
sent.clear()
bridge.receive(json.dumps({"kind": "custom", "id": opened["id"],
                           "content": {"type": "choose", "option": option, "version": opened["state"]["version"]}}))
print(json.dumps({"opened": opened["kind"], "keys": sorted(opened["state"]), "version": opened["state"]["version"],
                  "after": [sorted(m["state"]) for m in sent], "new_version": [m["state"].get("version") for m in sent],
                  "plies": bridge.WIDGETS[opened["id"]].plies}))
""")
    assert got["opened"] == "open"
    assert {"board", "decision", "vocab", "version", "ui_text"} <= set(got["keys"])
    assert len(got["after"]) == 1, got["after"]               # hold_sync: one message for the whole step
    assert "version" in got["after"][0] and {"board", "board_patch"} & set(got["after"][0])
    assert got["new_version"] == [got["version"] + 1]
    assert got["plies"] == 1


def test_the_page_s_own_write_is_not_echoed_back():
    got = run("""
bridge.mount(["from ds_widget import DominantSpeciesWidget\\n"
              "w = DominantSpeciesWidget(players=['human'] * 2, seed=1)\\nw"], [0])
wid = sent[0]["id"]
sent.clear()
bridge.receive(json.dumps({"kind": "update", "id": wid, "state": {"lang": "it"}}))
print(json.dumps({"sent": [sorted(m["state"]) for m in sent], "lang": bridge.WIDGETS[wid].lang}))
""")
    assert got["lang"] == "it"
    assert got["sent"] and all("lang" not in keys for keys in got["sent"]), got["sent"]
    assert any("ui_text" in keys for keys in got["sent"])          # re-worded in Italian


def test_only_the_cells_the_widgets_need_run_again():
    got = run("""
code = ["from ds_widget import Game, DominantSpeciesWidget\\nfrom ds_widget.lessons import Lesson\\n"
        "lesson = Lesson('09_play_a_game')",
        "game = Game.new(players=4, seed=1)\\nlesson.table_picture(game)",
        "table = DominantSpeciesWidget(players=['human', 'greedy'], seed=1)",
        "lesson.seats(table)",
        "table",
        "lesson.scores(game)"]
print(json.dumps(bridge.needed(code, [4], {"table"})))
""")
    assert got == [0, 2, 3, 4]
