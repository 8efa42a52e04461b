"""Measures of what a projector shows, run in the page (tests/e2e/test_legible.py).

``MEASURE(root)`` returns, for the widget ``root``: the panels that pass the window's edge
(``outside``), the board labels overlapped by another board thing (``overlaps``: a tile's name or
score line under an element disc or a cone, a tab's name passing its tab), the smallest board text
in CSS px on screen (``min_px``, with the text it belongs to) and how much of the window's height the
pictures use (``height_share``).
"""

MEASURE = """(root) => {
  // the screen a notebook shows: its scrolling area (above JupyterLab's status bar), else the window
  const area = root.closest('.jp-WindowedPanel-outer') || root.closest('.jp-Notebook');
  const W = window.innerWidth, H = area ? Math.min(window.innerHeight, area.getBoundingClientRect().bottom) : window.innerHeight;
  const rect = (e) => e.getBoundingClientRect();
  const out = (r) => r.width > 0 && (r.bottom > H + 0.5 || r.right > W + 0.5 || r.left < -0.5);
  const outside = [];
  for (const sel of ['.ds-toolbar', '.ds-status', '.ds-decision', '.ds-options', '.ds-assist', '.ds-explain', '.ds-pic']) {
    for (const e of root.querySelectorAll(sel)) {
      // a panel that scrolls inside itself may be taller than what it shows: its box is what counts
      // a picture in a column that scrolls counts by what the column shows
      const col = e.closest('.ds-boardview');
      const r = sel === '.ds-pic' && col && col.scrollHeight > col.clientHeight + 1 ? rect(col) : rect(e);
      if (out(r)) outside.push(`${sel} ${Math.round(r.top)}..${Math.round(r.bottom)} x ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
  }
  const meets = (a, b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const overlaps = [];
  for (const svg of root.querySelectorAll('.ds-pic-board svg, .ds-boardview > svg')) {
    const blockers = [...svg.querySelectorAll('.corner.element, .cone')];
    for (const t of svg.querySelectorAll('.tile > text')) {
      if (!t.textContent.trim()) continue;
      const r = rect(t);
      const hit = blockers.find((b) => meets(r, rect(b)));
      if (hit) overlaps.push(`${t.textContent} under ${hit.getAttribute('class')}`);
    }
    for (const c of svg.querySelectorAll('.tile .cube')) {   // species and the dominance marker apart
      const cone = c.closest('.tile').querySelector('.cone');
      if (cone && meets(rect(c), rect(cone.querySelector('path')))) overlaps.push(`${c.textContent} cube on the cone`);
    }
    for (const c of svg.querySelectorAll('.cone')) {
      // a cone's letters inside the cone: narrower than the cone is at their height (a triangle
      // from its apex to its base; the base's bulge below is a tenth of the box)
      const t = c.querySelector('text'), p = c.querySelector('path');
      if (!t || !p) continue;
      const a = t.getBBox(), b = p.getBBox();
      const base = b.y + b.height / 1.11;
      const widthThere = b.width * ((a.y + a.height / 2) - b.y) / (base - b.y);
      if (a.width > widthThere + 0.5) overlaps.push(`${t.textContent} out of its cone (${a.width.toFixed(1)} > ${widthThere.toFixed(1)})`);
    }
  }
  let min = Infinity, minText = '';
  for (const svg of root.querySelectorAll('.ds-boardview svg')) {
    const k = svg.getScreenCTM() ? svg.getScreenCTM().a : 1;
    for (const t of svg.querySelectorAll('text')) {
      if (!t.textContent.trim() || t.getBBox().width === 0) continue;
      const px = parseFloat(getComputedStyle(t).fontSize) * k;
      if (px < min) { min = px; minText = t.textContent; }
    }
  }
  const view = rect(root.querySelector('.ds-boardview'));
  const pics = [...root.querySelectorAll('.ds-pic, .ds-boardview > svg')].map(rect)
    .map((r) => ({ top: Math.max(r.top, view.top), bottom: Math.min(r.bottom, view.bottom) }));
  const top = Math.min(...pics.map((r) => r.top)), bottom = Math.max(...pics.map((r) => r.bottom));
  return { outside, overlaps, min_px: Math.round(min * 10) / 10, min_text: minText,
           height_share: Math.round((bottom - top) / H * 100) / 100 };
}"""
