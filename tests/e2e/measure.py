"""Click → painted board, measured in the page: the one measure of the browser tests and of both
benchmarks (``benchmarks/bench_widget.py``, ``benchmarks/bench_site.py``).

Before each click the page is brought to the front: Chromium throttles the timers of a page in a
background tab, and the browser's Python of the no-install site runs on them — a site page measured
behind another tab took 2.03 s per click, every click, where the same page brought to the front
took 0.11–0.15 s (headless Chromium still reports such a page as ``visible``, so only bringing it
to the front helps). Then the page is let settle (two animation frames, an idle period and 100 ms,
so the previous click's painting is not charged to this one, and clicks come at the pace of a hand:
jupyter_server writes the kernel's websocket without TCP_NODELAY, so a reply that follows other
traffic within about 40 ms waits for the browser's delayed ACK — back-to-back clicks measured 79 ms
for the echo board that takes 33–37 ms at a hand's pace), the click is dispatched,
and the time runs until the marker attribute on the widget's root has the expected value (the
marker arrives in the same message as the board and is set at the end of the redraw) and two more
animation frames have passed: the new board painted.
"""
from __future__ import annotations

#: the position every click measure is taken on (browser tests, bench_site, bench_widget,
#: bench_click_python, bench_click_ab): 4 players, random choices to turn 9's Planning, about
#: 100 KB of SVG; code that leaves the game in ``g`` (a notebook cell, or ``exec``)
LATE_GAME = ("import random\n"
             "from ds_widget import DominantSpeciesWidget, Game\n"
             "g = Game.new(players=4, seed=4)\n"
             "r = random.Random(4)\n"
             "while not (g.state.turn >= 9 and g.state.phase == 'planning'):\n"
             "    g.choose(r.choice(g.options).id)\n")

MEASURE = """async ([sel, target, attr, expected]) => {
  if (document.visibilityState !== 'visible') throw new Error('the page is not visible: its timers are throttled');
  const root = document.querySelector(sel);
  const el = root && root.querySelector(target);
  if (!el) throw new Error('no element ' + sel + ' ' + target);
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  await frame(); await frame();
  await new Promise((r) => (window.requestIdleCallback
    ? requestIdleCallback(() => r(), {timeout: 500}) : setTimeout(r, 0)));
  await new Promise((r) => setTimeout(r, 100));     // the pace of a hand: see the module's notes
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('timeout')); }, 15000);
    const obs = new MutationObserver(() => {
      if (root.dataset[attr] !== String(expected)) return;
      const dom = performance.now() - t0;
      obs.disconnect(); clearTimeout(timer);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve({dom, frame: performance.now() - t0})));
    });
    obs.observe(root, {attributes: true, childList: true, subtree: false});
    const t0 = performance.now();
    el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  });
}"""


def click_to_painted(page, root: str, target: str, attr: str, expected: int) -> float:
    """Milliseconds from a click on ``target`` inside ``root`` to the new board painted (``root``'s
    ``data-<attr>`` equal to ``expected``), with ``page`` in front."""
    page.bring_to_front()
    return page.evaluate(MEASURE, [root, target, attr, expected])["frame"]
