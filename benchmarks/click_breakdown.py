"""Where a click's time goes in the page: the widget against the echo board (its lower bound).

    PYTHONPATH=tests/e2e .venv/bin/python -m pytest -p conftest -m e2e -s benchmarks/click_breakdown.py

A throw-away JupyterLab and Debian's headless Chromium (the browser tests' harness, ``tests/e2e``)
open the late-game position of ``bench_widget.py`` (4 players, turn 9) beside the echo board;
20 clicks each, interleaved, each placing a pawn (an Undo, not measured, restores it). Per click:
the browser tests' measure (``tests/e2e/measure.py``: click → new board in the DOM → two animation
frames), and Chromium's own counters for the page over that time (DevTools ``Performance.getMetrics``,
thread time): all its tasks, the script run, style recalculation and layout, with how many of each.
Prints the medians per widget. Plain measurement, not a test: nothing is asserted.
"""
from __future__ import annotations

import statistics

import pytest
from measure import MEASURE
from test_jupyterlab import BOARD_CLICK, IN_CELL, latency_notebook, open_and_run, wait_version

pytestmark = pytest.mark.e2e
KEYS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "RecalcStyleCount", "LayoutCount")


def metrics(cdp) -> dict[str, float]:
    return {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}


def test_click_breakdown(page, lab):
    latency_notebook(lab.root)
    open_and_run(page, lab, "latency.ipynb")
    cdp = page.context.new_cdp_session(page)
    cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
    roots = (("widget", IN_CELL.format(1)), ("echo", IN_CELL.format(2)))
    for _, root in roots:
        page.wait_for_selector(f"{root} .ds-boardview svg", timeout=90_000)
    rows: dict[str, list[dict[str, float]]] = {}
    for _ in range(20):
        for name, root in roots:
            v = int(page.locator(root).get_attribute("data-version"))
            page.bring_to_front()
            before = metrics(cdp)
            res = page.evaluate(MEASURE, [root, BOARD_CLICK, "version", v + 1])
            after = metrics(cdp)
            row = {k: (after[k] - before[k]) * (1000 if k.endswith("Duration") else 1) for k in KEYS}
            row.update(painted_ms=res["frame"], in_dom_ms=res["dom"])
            rows.setdefault(name, []).append(row)
            page.locator(f'{root} [data-action="undo"]').click()
            wait_version(page, root, v + 2)
    for name, rs in rows.items():
        med = {k: round(statistics.median(r[k] for r in rs), 1) for k in ("painted_ms", "in_dom_ms", *KEYS)}
        print(f"{name}: {med}")
