"""Every lesson notebook runs top to bottom, headless, without an error; none stores outputs."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
LESSONS = sorted((ROOT / "notebooks").glob("*.ipynb"))


def test_there_are_eight_lessons():
    assert [p.stem[:2] for p in LESSONS] == [f"{i:02d}" for i in range(1, 9)]


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_is_committed_without_outputs(path):
    nb = nbformat.read(path, as_version=4)
    for cell in nb.cells:
        if cell.cell_type == "code":
            assert cell.outputs == [] and cell.execution_count is None


@pytest.mark.parametrize("path", LESSONS, ids=[p.stem for p in LESSONS])
def test_lesson_runs_headless(path, tmp_path):
    nb = nbformat.read(path, as_version=4)
    client = NotebookClient(nb, timeout=600, kernel_name="python3",
                            resources={"metadata": {"path": str(tmp_path)}})
    client.execute()
    errors = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
              if o.get("output_type") == "error"]
    assert errors == []
    # the lessons show something: a picture of the board or a widget in at least one cell
    shown = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs
             if o.get("output_type") in ("display_data", "execute_result")]
    assert shown, f"{path.name} displays nothing"
