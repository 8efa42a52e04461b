"""Where a click's time goes in the page: the widget against the echo board (its lower bound).

    PYTHONPATH=tests/e2e .venv/bin/python -m pytest -p conftest -m e2e -s benchmarks/click_breakdown.py

A throw-away JupyterLab and Debian's headless Chromium (the browser tests' harness, ``tests/e2e``)
open the late-game position of ``bench_widget.py`` (4 players, turn 9) beside the echo board;
20 clicks each, interleaved, each placing a pawn (an Undo, not measured, restores it). Per click:
the browser tests' measure (``tests/e2e/measure.py``: click → new board in the DOM → two animation
frames), and Chromium's own counters for the page over that time (DevTools ``Performance.getMetrics``,
thread time): all its tasks, the script run, style recalculation and layout, with how many of each.
Prints the medians per widget, then the kernel's side of the widget's clicks, read from the kernel
after the run: the Python of each click (``w.timings``: min / median / p95 / max over the 20) and
the cycle collector's full collections while the clicks ran (how many, and their ms). Plain
measurement, not a test: nothing is asserted.
"""
from __future__ import annotations

import json
import statistics

import pytest
from measure import MEASURE
from test_jupyterlab import BOARD_CLICK, IN_CELL, latency_notebook, open_and_run, wait_version

pytestmark = pytest.mark.e2e
KEYS = ("TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration", "RecalcStyleCount", "LayoutCount")


#: run code in the notebook's kernel and return what it printed
IN_KERNEL = """async (code) => {
  const k = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
  const f = k.requestExecute({code, silent: false, store_history: false});
  let out = "";
  f.onIOPub = (msg) => { if (msg.header.msg_type === "stream") out += msg.content.text; };
  await f.done;
  return out;
}"""
#: the kernel notes each full collection of the cycle collector and how long it took
WATCH_GC = """
import gc as _gc, time as _time
_full = []
def _watch(phase, info, _t=[0.0]):
    if info["generation"] == 2:
        if phase == "start":
            _t[0] = _time.perf_counter()
        else:
            _full.append((_time.perf_counter() - _t[0]) * 1000)
_gc.callbacks.append(_watch)
print("watching")
"""
#: what the kernel tells after the clicks: the widget's Python per click, the full collections
KERNEL_SIDE = """
import json as _json
_gc.callbacks.remove(_watch)
print(_json.dumps({"click_ms": [t["ms"] for t in w.timings if t["type"] == "choose"], "full_gc_ms": _full}))
"""


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
    assert "watching" in page.evaluate(IN_KERNEL, WATCH_GC)
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
    kernel = json.loads(page.evaluate(IN_KERNEL, KERNEL_SIDE))
    ms = sorted(kernel["click_ms"][-20:])
    print(f"the widget's Python per click in the kernel (ms, min / median / p95 / max of {len(ms)}): "
          f"{ms[0]:.1f} / {statistics.median(ms):.1f} / {ms[int(0.95 * (len(ms) - 1))]:.1f} / {ms[-1]:.1f}")
    print(f"full collections while the clicks ran: {len(kernel['full_gc_ms'])}, ms: "
          f"{[round(x, 1) for x in kernel['full_gc_ms']]}")
