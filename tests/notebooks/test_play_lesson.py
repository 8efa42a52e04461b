"""Lesson 9 leaves the first move to the learner (issue 50): run whole, as Run All runs it, the lesson
lets the bots play up to the human seat's first decision and shows the coach's advice for it, but
takes no decision of the human seat."""
from __future__ import annotations

import json
from pathlib import Path

import nbformat
import pytest

from tests.kernels import run_notebook

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

#: run after the lesson's own cells: who took each decision of the lesson's table, by replaying its record
PROBE = """
import json as _json
from ds_widget.engine import Match as _Match
_human = {s["seat"] for s in table.session.seats() if s["kind"] == "human"}
_m = _Match.from_record(table.game.record(), upto=0)
_by_human = 0
for _c in table.game.record()["choices"]:
    _by_human += _m.state.animals[_m.pending.animal].player in _human
    _m.choose(_c)
print(_json.dumps({"choices": _m.ply, "by_human": _by_human,
                   "human_to_move": _m.pending is not None and _m.state.animals[_m.pending.animal].player in _human}))
"""

LEADS = {"en": "The coach would choose", "it": "Il coach sceglierebbe", "de": "Der Coach würde"}


@pytest.mark.parametrize("lang", ["en", "de"])
def test_run_all_leaves_the_first_decision_to_the_learner(lang, tmp_path):
    nb = nbformat.read(NOTEBOOKS / lang / "09_play_a_game.ipynb", as_version=4)
    nb.cells.append(nbformat.v4.new_code_cell(PROBE))
    run_notebook(nb, tmp_path)
    probe = json.loads(nb.cells[-1].outputs[0].text)
    assert probe["human_to_move"], f"after Run All the game does not wait for the learner: {probe}"
    assert probe["by_human"] == 0, f"Run All took {probe['by_human']} of the learner's decisions: {probe}"
    hint = next(c for c in nb.cells if c.cell_type == "code" and c.source == "lesson.hint(table)")
    shown = " ".join(o.get("data", {}).get("text/html", "") for o in hint.outputs)
    assert LEADS[lang] in shown, f"the hint cell does not show the coach's advice: {shown[:300]}"
