// ds_widget front end: shows what Python sends, forwards clicks. No rules live here.
// One hand-written ES module, no imports (anywidget loads it from a blob URL).

/** @typedef {{id: string, label: string, target: string, kind: string}} Option */

// ------------------------------------------------------------------ DOM-free helpers (tested)

/** Map each board target to the option ids that refer to it. */
export function targetsOf(options) {
  const out = new Map();
  for (const o of options || []) {
    if (!o.target) continue;
    if (!out.has(o.target)) out.set(o.target, []);
    out.get(o.target).push(o.id);
  }
  return out;
}

/** Options shown as buttons, in a stable order: board-less buttons (decline, counts) last. */
export function buttonOptions(options) {
  const onBoard = (options || []).filter((o) => o.target);
  const plain = (options || []).filter((o) => !o.target);
  return onBoard.concat(plain);
}

/** The message a click on a board element sends, or null. */
export function clickMessage(el, mode, version, tool) {
  if (!el) return null;
  if (mode === "explore") {
    const target = el.getAttribute("data-target");
    return target ? editMessage(tool, target) : null;
  }
  const choice = el.getAttribute("data-choice");
  return choice ? { type: "choose", option: choice, version } : null;
}

/** The message a click on the board sends in Practice mode: a candidate's value, or null. */
export function practiceMessage(el, practice) {
  if (!el || !practice || practice.answered) return null;
  const choice = el.getAttribute("data-choice") || "";
  if (!choice.startsWith("answer:")) return null;
  return { type: "practice", action: "pick", value: choice.slice(7), question: practice.number };
}

/** Translate the explore palette's tool and a clicked target into an edit message. */
export function editMessage(tool, target) {
  if (!tool || !target) return null;
  const [prefix, ...rest] = target.split("-");
  const value = rest.join("-");
  const t = tool.kind;
  if (t === "element" && prefix === "corner") {
    return { type: "edit", action: tool.remove ? "remove_element" : "add_element", target, element: tool.value };
  }
  if (t === "species" && prefix === "tile") {
    return { type: "edit", action: "set_species", target, animal: tool.value, count: tool.count ?? 0 };
  }
  if (t === "tile" && (prefix === "hex" || prefix === "tile")) {
    return tool.remove
      ? { type: "edit", action: "remove_tile", target }
      : { type: "edit", action: "add_tile", target, terrain: tool.value };
  }
  if (t === "sheet" && (prefix === "animal" || prefix === "sheet")) {
    const animal = value.split("-")[0];
    return { type: "edit", action: tool.remove ? "remove_sheet_element" : "add_sheet_element",
             target, animal, element: tool.value };
  }
  return null;
}

/** Where an arrow key moves among `n` choices from index `i` (-1: none focused yet), wrapping;
 *  null for any other key. Right/Down go forward, Left/Up back, Home/End to the ends. */
export function arrowStep(key, i, n) {
  if (!n) return null;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  if (key === "ArrowRight" || key === "ArrowDown") return i < 0 ? 0 : (i + 1) % n;
  if (key === "ArrowLeft" || key === "ArrowUp") return i < 0 ? n - 1 : (i - 1 + n) % n;
  return null;
}

/** The host's theme, "light" or "dark": JupyterLab's (body[data-jp-theme-light]), VS Code's
 *  (body[data-vscode-theme-kind]), a "dark"/"light" class or data-theme on <body> or <html>
 *  (marimo and others), else the system's preference. */
export function hostTheme(doc, win) {
  const b = (doc && doc.body) || { dataset: {}, classList: { contains: () => false } };
  const html = (doc && doc.documentElement) || { dataset: {}, classList: { contains: () => false } };
  if (b.dataset.jpThemeLight !== undefined) return b.dataset.jpThemeLight === "false" ? "dark" : "light";
  const kind = b.dataset.vscodeThemeKind;
  if (kind) return /dark|high-contrast$/.test(kind) && kind !== "vscode-high-contrast-light" ? "dark" : "light";
  for (const e of [b, html]) {
    if (e.classList.contains("dark") || e.classList.contains("dark-mode") || e.dataset.theme === "dark" || e.dataset.mode === "dark") return "dark";
    if (e.classList.contains("light") || e.dataset.theme === "light" || e.dataset.mode === "light") return "light";
  }
  return win && win.matchMedia && win.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/** A board choice's accessible name: the option's label in words, and the letters it shows on the
 *  board ("≤7") after it when the label does not already hold them, so that what a speech-input
 *  user sees is part of the name they can say (WCAG 2.5.3). */
export function spokenName(label, shown) {
  const vis = (shown || "").replace(/\s+/g, " ").trim();
  return vis && !label.toLowerCase().includes(vis.toLowerCase()) ? `${label}, ${vis}` : label;
}

/** Keyboard shortcuts: key -> message type. */
export function keyAction(key) {
  return ({ ArrowLeft: "undo", ArrowRight: "next", h: "hint", p: "presentation", r: "review", Escape: "clear" })[key] || null;
}

/** "Turn 3 · Execution · Mammals 12 · Birds 9"; "Turn 6 · Game over · …" once the game is over. */
export function statusLine(status, ui) {
  if (!status || status.turn === undefined) return "";
  const scores = (status.scores || []).map((s) => `${s.name} ${s.vp}`).join(" · ");
  // a finished game's phase is already "Game over": say it once
  const phase = status.over ? ((ui && ui.game_over) || status.phase || "Game over") : status.phase;
  return `${(ui && ui.turn) || "Turn"} ${status.turn} · ${phase} · ${scores}`;
}

// ------------------------------------------------------------------------------- the view

/** Python shows a still picture of the board just above the live view, for the places that
 *  cannot run the widget (nbconvert's HTML, GitHub); here the widget runs, so the picture goes. */
export function hideStillPicture(el) {
  const out = el && el.closest ? el.closest(".jp-OutputArea-child") : null;
  const prev = out ? out.previousElementSibling : null;
  if (prev && prev.querySelector(".ds-still")) prev.style.display = "none";
  return !!(prev && prev.style.display === "none");
}

// ------------------------------------------------------------------ the board: whole, or patched

const SVG_NS = "http://www.w3.org/2000/svg";

/** Elements made from markup, parsed as children of `parent` would be (SVG or HTML). */
function parseInto(parent, markup) {
  const tmp = parent.namespaceURI === SVG_NS ? document.createElementNS(SVG_NS, "g") : document.createElement("div");
  tmp.innerHTML = markup;
  return tmp;
}

/**
 * Apply a patch of the board (ds_widget/render/patch.py): `["splice", path, start, count, [markup…]]`
 * and `["tag", path, startTag]`, a path being element-child indexes from `box`. Every index refers
 * to the board before the patch, so the whole patch is checked first: false (and nothing changed)
 * when it does not fit — the caller then asks for the whole board, never showing a mixed one.
 */
export function applyPatch(box, ops) {
  const at = (path) => {
    let el = box;
    for (const i of path) { el = Number.isInteger(i) && el ? el.children[i] : null; }
    return el || null;
  };
  if (!Array.isArray(ops)) return false;
  for (const op of ops) {
    if (!Array.isArray(op) || !Array.isArray(op[1]) || !at(op[1])) return false;
    const el = at(op[1]);
    if (op[0] === "splice") {
      const [, , start, count, parts] = op;
      if (!Number.isInteger(start) || !Number.isInteger(count) || start < 0 || count < 0
          || start + count > el.children.length || !Array.isArray(parts)
          || !parts.every((x) => typeof x === "string")) return false;
    } else if (op[0] !== "tag" || typeof op[2] !== "string" || el === box) {
      return false;
    }
  }
  for (const op of ops) {
    const el = at(op[1]);
    if (op[0] === "tag") {
      const src = parseInto(el.parentNode, `${op[2]}</${el.localName}>`).firstElementChild;
      if (!src) continue;
      for (const a of [...el.attributes]) if (!src.hasAttributeNS(a.namespaceURI, a.localName)) el.removeAttributeNS(a.namespaceURI, a.localName);
      for (const a of [...src.attributes]) el.setAttributeNS(a.namespaceURI, a.name, a.value);
      continue;
    }
    const [, , start, count, parts] = op;
    for (let k = 0; k < count; k++) el.children[start].remove();
    const made = parseInto(el, parts.join(""));
    const ref = el.children[start] || null;
    while (made.firstChild) el.insertBefore(made.firstChild, ref);
  }
  return true;
}

/** Present narrower than this (CSS px) cannot show its pictures side by side with their text at
 *  14 px: it shows them one under the other, and says how to make room */
const NARROW_PRESENT = 1100;

const h = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

const ELEMENTS = ["grass", "grub", "meat", "seed", "sun", "water"];
const TERRAINS = ["sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain"];

function render({ model, el }) {
  const ui = () => model.get("ui_text") || {};
  const t = (k, d) => ui()[k] || d;
  const root = h("div", "ds-widget");
  root.tabIndex = 0;
  el.appendChild(root);
  // the view is put into the output area after render() returns: hide the picture once it is there
  let tries = 0;
  const hideWhenPlaced = () => {
    if (el.isConnected) hideStillPicture(el);
    else if (tries++ < 120) requestAnimationFrame(hideWhenPlaced);
  };
  hideWhenPlaced();

  // toolbar
  const bar = h("div", "ds-toolbar");
  const btn = (key, label, onClick, title) => {
    const b = h("button", "ds-btn", label);
    b.dataset.action = key;
    if (title) b.title = title;
    b.addEventListener("click", onClick);
    bar.appendChild(b);
    return b;
  };
  // a message that changes the game names the board it was made on (Python refuses a stale one);
  // which messages those are, Python says once (the "versioned" trait)
  const versioned = new Set(model.get("versioned") || []);
  const send = (m) => model.send(versioned.has(m.type) && m.version === undefined
    ? Object.assign({}, m, { version: model.get("version") }) : m);
  const bUndo = btn("undo", "◀ Undo", () => send({ type: "undo" }), "Undo (←)");
  const bNext = btn("next", "Next ▶", () => send({ type: "next" }), "Redo or let a bot move (→)");
  // Auto is "on" only while the bots really move by themselves: Undo and time travel pause them
  const autoOn = () => !!model.get("auto") && !(model.get("status") || {}).paused;
  const bAuto = btn("auto", "Auto", () => send({ type: "auto", on: !autoOn() }));
  const bHint = btn("hint", "Hint", () => send({ type: "hint" }), "What would the coach do, and why? (h)");
  const bWhy = btn("why", "Why?", () => { whyMode = !whyMode; update(); }, "Click a tile to see why it is dominated");
  const bPres = btn("presentation", "Present", () => send({ type: "presentation", on: !model.get("presentation") }), "(p)");
  const bExplore = btn("explore", "What if…", () => send({ type: "explore", action: model.get("mode") === "explore" ? "discard" : "enter" }));
  const bSave = btn("save", "Save", () => send({ type: "save" }));
  const bLoad = btn("load", "Load", () => fileInput.click());
  const bSvg = btn("export", "SVG", () => send({ type: "export_svg" }), "Export the picture");
  const bNew = btn("new", "New game", () => send({ type: "new_game" }));
  const bReview = btn("review", "Review", () => send({ type: "review", action: "start" }),
                      "The coach looks back over your decisions (r)");
  const bTeach = btn("teaching", "Teach", () => send({ type: "teaching", on: !model.get("teaching") }),
                     "Teaching mode: a costly decision is flagged at once");
  const bPractice = btn("practice", "Practice", () => send({ type: "practice", action: model.get("mode") === "practice" ? "leave" : "enter" }),
                        "Questions about real positions, answered on the board");
  const langSel = h("select", "ds-select");
  for (const l of ["en", "it", "de"]) { const o = h("option", "", l); o.value = l; langSel.appendChild(o); }
  langSel.addEventListener("change", () => send({ type: "lang", lang: langSel.value }));
  langSel.setAttribute("aria-label", "Language");
  bar.appendChild(langSel);
  const scenSel = h("select", "ds-select ds-scenarios");
  scenSel.addEventListener("change", () => { if (scenSel.value) send({ type: "scenario", name: scenSel.value }); });
  scenSel.setAttribute("aria-label", "Rulebook examples");
  bar.appendChild(scenSel);
  const fileInput = h("input");
  fileInput.type = "file"; fileInput.accept = ".json,application/json"; fileInput.style.display = "none";
  fileInput.addEventListener("change", async () => {
    const f = fileInput.files && fileInput.files[0];
    if (f) {
      const text = await f.text();
      send(model.get("mode") === "practice" ? { type: "practice", action: "load", text } : { type: "load", text });
    }
    fileInput.value = "";
  });
  // Present in a narrow widget (JupyterLab's side bar open): say how to give the pictures room
  const narrowNote = h("span", "ds-note ds-narrow");
  bar.appendChild(narrowNote);
  root.appendChild(bar);
  root.appendChild(fileInput);

  const statusEl = h("div", "ds-status");
  const errorEl = h("div", "ds-error");
  root.appendChild(statusEl);
  root.appendChild(errorEl);

  // layout: the decision above a full-width board; explanations and history below it
  const top = h("div", "ds-top");
  const decisionEl = h("div", "ds-decision");
  const assist = h("div", "ds-assist");
  const hintEl = h("div", "ds-hint");
  const reviewEl = h("div", "ds-review");      // the game review: progress, the decision on show, a new try
  const teachEl = h("div", "ds-teach");        // teaching mode: a take-back offered
  teachEl.setAttribute("role", "alert");
  const previewEl = h("div", "ds-preview");
  const whyEl = h("div", "ds-why");
  const progressEl = h("div", "ds-progress");
  assist.appendChild(progressEl);
  assist.appendChild(reviewEl); assist.appendChild(hintEl); assist.appendChild(previewEl); assist.appendChild(whyEl);
  top.appendChild(decisionEl); top.appendChild(assist);
  root.insertBefore(teachEl, errorEl.nextSibling);
  const paletteEl = h("div", "ds-palette");
  const board = h("div", "ds-boardview");
  board.tabIndex = 0;                      // the board is one Tab stop; arrow keys move inside it
  board.setAttribute("role", "group");
  // the position in words, for a screen reader (and anyone): explain/position.py
  const textAlt = h("details", "ds-boardtext");
  const textAltTitle = h("summary", "ds-h");
  const textAltBody = h("div", "ds-boardtext-body");
  textAlt.appendChild(textAltTitle); textAlt.appendChild(textAltBody);
  // what a screen reader says when the decision changes (the narration list is a live region too)
  const announceEl = h("div", "ds-sr");
  announceEl.setAttribute("aria-live", "polite");
  announceEl.setAttribute("role", "status");
  const bottom = h("div", "ds-bottom");
  const left = h("div", "ds-explain");
  // panels that scroll inside themselves are reachable by keyboard (Tab, then the arrow keys)
  for (const [e, name] of [[assist, "Hint"], [left, "What just happened"]]) {
    e.tabIndex = 0; e.setAttribute("role", "region"); e.setAttribute("aria-label", name);
  }
  const exampleEl = h("div", "ds-example");
  const narrEl = h("ol", "ds-narration");
  narrEl.setAttribute("aria-live", "polite");
  const narrTitle = h("div", "ds-h", "What just happened");
  left.appendChild(exampleEl); left.appendChild(narrTitle); left.appendChild(narrEl);
  const histEl = h("div", "ds-history");
  bottom.appendChild(left); bottom.appendChild(histEl);
  for (const e of [top, paletteEl, board, textAlt, bottom, announceEl]) root.appendChild(e);

  let whyMode = false;
  let tool = { kind: "element", value: "grass", remove: false, count: 1 };
  let shownBoard = -1;                   // the number of the board on the page
  let boardNonce = null;
  let askedWhole = false;
  let lastDownload = null;
  let lastHint = "";

  // --- explore palette ---
  function drawPalette() {
    paletteEl.replaceChildren();
    if (model.get("mode") !== "explore") return;
    paletteEl.appendChild(h("div", "ds-h", t("explore_title", "What if… click the board to edit")));
    const row = (label, kind, values, extra) => {
      const r = h("div", "ds-row");
      r.appendChild(h("span", "ds-label", label));
      for (const v of values) {
        const nameKind = { element: "element", sheet: "element", species: "animal", tile: "terrain" }[kind];
        const b = h("button", "ds-chip" + (tool.kind === kind && tool.value === v ? " on" : ""),
                    t(`name.${nameKind}.${v}`, v));
        b.addEventListener("click", () => { tool = Object.assign({}, tool, { kind, value: v }, extra || {}); drawPalette(); });
        r.appendChild(b);
      }
      paletteEl.appendChild(r);
    };
    row(t("palette_element", "Element on a corner"), "element", ELEMENTS);
    const animals = (model.get("status").scores || []).map((s) => s.animal);
    row(t("palette_species", "Species on a tile"), "species", animals);
    row(t("palette_tile", "Tile on an empty hex"), "tile", TERRAINS);
    row(t("palette_sheet", "Element on an animal"), "sheet", ELEMENTS);
    const opts = h("div", "ds-row");
    const rm = h("label", "ds-label");
    const cb = h("input"); cb.type = "checkbox"; cb.checked = !!tool.remove;
    cb.addEventListener("change", () => { tool.remove = cb.checked; });
    rm.appendChild(cb); rm.appendChild(document.createTextNode(" " + t("palette_remove", "remove instead of add")));
    opts.appendChild(rm);
    const cnt = h("input", "ds-count"); cnt.type = "number"; cnt.min = "0"; cnt.max = "20"; cnt.value = String(tool.count ?? 1);
    cnt.title = t("palette_count", "species count to set");
    cnt.addEventListener("change", () => { tool.count = Math.max(0, parseInt(cnt.value || "0", 10)); });
    const cntLabel = h("label", "ds-label", t("palette_count", "count") + " ");   // its visible name
    cntLabel.appendChild(cnt);
    opts.appendChild(cntLabel);
    paletteEl.appendChild(opts);
    const leave = h("div", "ds-row");
    const keep = h("button", "ds-btn", t("explore_start", "Play on from here"));
    keep.dataset.action = "explore-start";
    keep.addEventListener("click", () => send({ type: "explore", action: "start" }));
    const drop = h("button", "ds-btn", t("explore_discard", "Discard edits"));
    drop.dataset.action = "explore-discard";
    drop.addEventListener("click", () => send({ type: "explore", action: "discard" }));
    leave.appendChild(keep); leave.appendChild(drop);
    paletteEl.appendChild(leave);
  }

  // --- practice: the question, how to answer, the grade ---
  function drawPractice() {
    const p = model.get("practice") || {};
    const q = (k, d) => t("practice." + k, d);
    const pm = (action, extra) => send(Object.assign({ type: "practice", action, question: p.number }, extra || {}));
    const head = h("div", "ds-who ds-practice-head", `${q("question", "Question {n}").replace("{n}", p.number)} · ${p.kind_name}`);
    const level = h("select", "ds-select ds-level");
    level.title = q("level", "Level");
    for (const n of [1, 2, 3]) { const o = h("option", "", q("level_" + n, String(n))); o.value = String(n); level.appendChild(o); }
    level.value = String(p.difficulty);
    level.addEventListener("change", () => pm("level", { difficulty: parseInt(level.value, 10) }));
    const lab = h("label", "ds-label ds-level-label", q("level", "Level") + " ");
    lab.appendChild(level);
    const headRow = h("div", "ds-row");
    headRow.appendChild(head); headRow.appendChild(lab);
    decisionEl.appendChild(headRow);
    decisionEl.appendChild(h("div", "ds-prompt ds-question", p.text));
    const g = p.grade || {};
    if (!p.answered) {
      decisionEl.appendChild(h("div", "ds-note ds-how", p.how));
      const row = h("div", "ds-options ds-answer-row");
      if (p.format === "number") {
        const inp = h("input", "ds-number");
        inp.type = "text"; inp.inputMode = "numeric"; inp.size = 5;
        inp.setAttribute("aria-label", q("number_label", "Your answer"));
        const go = () => { if (inp.value.trim()) pm("number", { text: inp.value.trim() }); };
        inp.addEventListener("keydown", (ev) => { if (ev.key === "Enter") { ev.preventDefault(); go(); } });
        row.appendChild(inp);
        const b = h("button", "ds-btn ds-check", q("check", "Check"));
        b.dataset.action = "practice-check";
        b.addEventListener("click", go);
        row.appendChild(b);
      }
      for (const c of p.buttons || []) {
        const b = h("button", "ds-option", c.label);
        b.dataset.answer = c.value;
        b.addEventListener("click", () => pm("pick", { value: c.value }));
        row.appendChild(b);
      }
      if (p.select === "all") {
        const b = h("button", "ds-btn ds-check", q("check", "Check"));
        b.dataset.action = "practice-check";
        b.addEventListener("click", () => pm("check"));
        row.appendChild(b);
      }
      decisionEl.appendChild(row);
      if (p.select === "all") decisionEl.appendChild(h("div", "ds-note ds-picked-text", p.picked_text));
    } else {
      const box = h("div", "ds-grade " + (g.correct ? "ds-right" : "ds-wrong"));
      box.appendChild(h("div", "ds-h ds-headline", g.headline));
      box.appendChild(h("div", "ds-note ds-given", g.given));
      const expl = h("div", "ds-explanation");
      for (const line of g.lines || [g.explanation]) expl.appendChild(h("div", "ds-line", line));
      box.appendChild(expl);
      decisionEl.appendChild(box);
    }
    const nav = h("div", "ds-row");
    const next = h("button", "ds-btn" + (p.answered ? " on" : ""), q("next", "Next question"));
    next.dataset.action = "practice-next";
    next.addEventListener("click", () => pm("next"));
    const leave = h("button", "ds-btn", q("leave", "Back to the game"));
    leave.dataset.action = "practice-leave";
    leave.addEventListener("click", () => pm("leave"));
    nav.appendChild(next); nav.appendChild(leave);
    decisionEl.appendChild(nav);
  }

  function drawProgress() {
    progressEl.replaceChildren();
    const p = model.get("practice") || {};
    if (model.get("mode") !== "practice" || !p.number) return;
    progressEl.appendChild(h("div", "ds-h", t("practice.title", "Practice")));
    progressEl.appendChild(h("div", "ds-progress-line", p.progress));
    if ((p.kinds || []).length) {
      progressEl.appendChild(h("div", "ds-h", t("practice.by_kind", "By kind of question")));
      for (const r of p.kinds) progressEl.appendChild(h("div", "ds-note", `${r.name}: ${r.line}`));
    }
  }

  // --- the pending decision ---
  // The decision's buttons are rebuilt only when what they show changed: a hint or preview arriving
  // between a mouse press and its release must not replace the button under the pointer (the click
  // would be lost).
  let lastDecisionKey = null;
  function drawDecision() {
    const d = model.get("decision") || {};
    const st = model.get("status") || {};
    const mode = model.get("mode");
    const key = JSON.stringify([d, st.over, st.summary, mode, mode === "practice" ? model.get("practice") : null,
                                model.get("ui_text"), model.get("lang")]);
    if (key === lastDecisionKey) return;
    lastDecisionKey = key;
    decisionEl.replaceChildren();
    if (model.get("mode") === "explore") return;
    if (model.get("mode") === "practice") { drawPractice(); return; }
    if (!d.kind) {
      decisionEl.appendChild(h("div", "ds-prompt ds-over", st.over ? (st.summary || t("game_over", "Game over")) : ""));
      return;
    }
    const who = h("div", "ds-who");
    who.textContent = `${d.animal_name} · ${t("seat", "player")} ${d.seat + 1} · ${t("seat_kind." + d.seat_kind, d.seat_kind)}`;
    who.dataset.animal = d.animal;
    decisionEl.appendChild(who);
    decisionEl.appendChild(h("div", "ds-prompt", d.prompt));
    const wrap = h("div", "ds-options");
    const human = d.seat_kind === "human";
    for (const o of buttonOptions(d.options)) {
      const b = h("button", "ds-option", o.label);
      b.dataset.choice = o.id;
      b.disabled = !human;
      b.tabIndex = wrap.children.length ? -1 : 0;   // one Tab stop; the arrow keys move along the list
      b.addEventListener("click", () => send({ type: "choose", option: o.id, version: model.get("version") }));
      b.addEventListener("mouseenter", () => schedulePreview(o.id));
      wrap.appendChild(b);
    }
    wrap.setAttribute("role", "group");
    wrap.setAttribute("aria-label", d.prompt || "");
    // a bot's options are shown disabled: the list itself is then the Tab stop (to scroll and read it)
    if (!human) wrap.tabIndex = 0;
    wrap.addEventListener("keydown", (ev) => {
      const bs = [...wrap.querySelectorAll("button:not([disabled])")];
      const n = arrowStep(ev.key, bs.indexOf(ev.target), bs.length);
      if (n === null) return;
      ev.preventDefault(); ev.stopPropagation();
      for (const b of bs) b.tabIndex = -1;
      bs[n].tabIndex = 0; bs[n].focus();
    });
    decisionEl.appendChild(wrap);
    const more = h("div", "ds-note ds-more");
    decisionEl.appendChild(more);
    requestAnimationFrame(() => {          // after layout: how many options lie below the list's edge
      const edge = wrap.getBoundingClientRect().bottom;
      const hidden = [...wrap.children].filter((b) => b.getBoundingClientRect().top >= edge - 1).length;
      more.textContent = hidden ? plural("a11y.more_options", hidden, `${hidden} more choices: scroll the list`) : "";
    });
    if (!human) decisionEl.appendChild(h("div", "ds-note", t("bot_turn", "A bot decides: press Next, or switch Auto on.")));
  }

  function drawNarration() {
    narrEl.replaceChildren();
    const rows = model.get("narration") || [];
    const focused = JSON.stringify(model.get("focus_targets") || []);
    rows.forEach((r, i) => {
      const li = h("li", "ds-event ds-" + r.kind);
      li.appendChild(h("span", "ds-num", `${i + 1}.`));
      // a real button: clicked or pressed, it shows on the board what the sentence is about
      const b = li.appendChild(h("button", "ds-rowbtn", r.text));
      li.dataset.index = String(i);
      if (r.focus && r.focus.length && JSON.stringify(r.focus) === focused) li.classList.add("on");
      b.setAttribute("aria-pressed", String(li.classList.contains("on")));
      b.addEventListener("click", () => send({ type: "focus", index: li.classList.contains("on") ? -1 : i }));
      narrEl.appendChild(li);
    });
  }

  function drawHistory() {
    histEl.replaceChildren();
    const plies = model.get("plies"), cursor = model.get("cursor");
    histEl.appendChild(h("div", "ds-h", `${t("history", "History")} ${cursor} / ${plies}`));
    const slider = h("input", "ds-slider");
    slider.type = "range"; slider.min = "0"; slider.max = String(plies); slider.value = String(cursor);
    slider.setAttribute("aria-label", t("a11y.history", "History: move to a decision"));
    slider.addEventListener("change", () => send({ type: "goto", ply: parseInt(slider.value, 10) }));
    const rv = model.get("review") || {};
    if ((rv.marks || []).length) histEl.appendChild(drawMarks(rv, plies));
    histEl.appendChild(slider);
    const list = h("ul", "ds-log");
    const rows = model.get("log_rows") || [];
    for (const r of rows.slice(-12).reverse()) {
      const li = h("li");
      const b = li.appendChild(h("button", "ds-rowbtn", `${r.ply}. ${r.animal_name || r.animal || ""}: ${r.label} (${r.rule})`));
      b.addEventListener("click", () => send({ type: "goto", ply: r.ply }));    // back to that decision
      list.appendChild(li);
    }
    histEl.appendChild(list);
  }

  // each judged decision, at its place on the history: its verdict's mark (a letter, never colour
  // alone) in its colour; a button that shows it
  function drawMarks(rv, plies) {
    const row = h("div", "ds-marks");
    row.setAttribute("role", "group");
    row.setAttribute("aria-label", t("a11y.review_marks", "Reviewed decisions on the history"));
    const cur = (rv.current || {}).index;
    for (const m of rv.marks) {
      if (!m.mistake && m.verdict !== "only") continue;      // the costly ones, and the moves that had to be found
      const b = h("button", `ds-mark ds-v-${m.verdict}` + (m.index === cur ? " on" : ""), m.mark);
      b.style.left = `${(100 * m.ply) / Math.max(1, plies)}%`;
      b.title = m.title; b.setAttribute("aria-label", m.title);
      b.dataset.index = String(m.index);
      b.addEventListener("click", () => send({ type: "review", action: "show", index: m.index }));
      row.appendChild(b);
    }
    return row;
  }

  function drawReview() {
    const rv = model.get("review") || {};
    reviewEl.replaceChildren();
    if (!rv.state) return;
    const rb = (action, label, extra) => {
      const b = h("button", "ds-btn", label);
      b.dataset.action = "review-" + action;
      b.addEventListener("click", () => send(Object.assign({ type: "review", action }, extra || {})));
      reviewEl.appendChild(b);
      return b;
    };
    reviewEl.appendChild(h("div", "ds-h", t("review.title", "Review")));
    reviewEl.appendChild(h("div", "ds-note", rv.seats || ""));
    const line = h("div", "ds-review-progress");
    const bar = h("progress");
    bar.max = Math.max(1, rv.total); bar.value = rv.done;
    bar.setAttribute("aria-label", rv.progress || "");
    line.appendChild(bar);
    line.appendChild(h("span", "ds-note", " " + (rv.progress || "")));
    reviewEl.appendChild(line);
    reviewEl.dataset.state = rv.state;
    if (rv.state === "running") rb("cancel", t("review.cancel", "Cancel"));
    const counts = h("div", "ds-review-counts");
    for (const c of rv.counts || []) {
      if (!c.n) continue;
      const span = h("span", `ds-count-v ds-v-${c.verdict}`, `${c.mark} ${c.word} ${c.n}`);
      counts.appendChild(span);
    }
    reviewEl.appendChild(counts);
    if (rv.none) reviewEl.appendChild(h("div", "ds-note", rv.none));
    const cur = rv.current || {};
    const nav = h("div", "ds-row");
    reviewEl.appendChild(nav);
    const prev = rb("prev", t("review.prev", "◀ Previous mistake")); nav.appendChild(prev);
    const next = rb("next", t("review.next", "Next mistake ▶")); nav.appendChild(next);
    prev.disabled = cur.index === undefined ? !rv.mistakes : !cur.has_prev;
    next.disabled = cur.index === undefined ? !rv.mistakes : !cur.has_next;
    if (cur.index !== undefined) {
      const box = h("div", `ds-review-current ds-v-${cur.verdict}`);
      box.appendChild(h("div", "ds-who", cur.headline));
      box.appendChild(h("div", "", cur.played_line));
      if (cur.better_line) box.appendChild(h("div", "", cur.better_line));
      box.appendChild(h("div", "ds-note", cur.reason));
      reviewEl.appendChild(box);
      const tried = rv.tried || {};
      if (tried.text) {
        const tb = h("div", `ds-review-tried ds-v-${tried.verdict}`);
        tb.appendChild(h("div", "ds-who", tried.text));
        tb.appendChild(h("div", "ds-note", tried.reason));
        reviewEl.appendChild(tb);
        const again = rb("again", t("review.again", "Try again"));
        nav.appendChild(again);
      } else if (rv.try_prompt) {
        reviewEl.appendChild(h("div", "ds-note ds-try", rv.try_prompt));
      }
      const leave = rb("leave", t("review.leave", "Back to the game"));
      nav.appendChild(leave);
    }
  }

  function drawTeach() {
    const tc = model.get("teach") || {};
    teachEl.replaceChildren();
    teachEl.style.display = tc.text ? "block" : "none";
    if (!tc.text) return;
    teachEl.appendChild(h("div", "ds-who", `${tc.mark} ${tc.text}`));
    teachEl.appendChild(h("div", "ds-note", tc.reason));
    for (const [action, label] of [["take_back", t("review.take_back", "Take it back")], ["keep", t("review.keep", "Keep it")]]) {
      const b = h("button", "ds-btn", label);
      b.dataset.action = "teach-" + action;
      b.addEventListener("click", () => send({ type: "teach", action }));
      teachEl.appendChild(b);
    }
  }

  function drawBoardText() {
    const sections = model.get("board_text") || [];
    textAltTitle.textContent = t("a11y.board_text", "The board in words");
    textAltBody.replaceChildren();
    for (const sec of sections) {
      textAltBody.appendChild(h("h4", "ds-h", sec.title));
      const ul = h("ul", "ds-boardtext-list");
      for (const line of sec.lines) ul.appendChild(h("li", "", line));
      textAltBody.appendChild(ul);
    }
  }

  /** A plural-aware word from ui_text ("key.one" / "key.other"). */
  function plural(key, n, fallback) {
    const form = t(`${key}.${n === 1 ? "one" : "other"}`, "");
    return form ? form.replace("{n}", String(n)) : fallback;
  }

  function drawBoxes() {
    const hint = model.get("hint") || {};
    hintEl.replaceChildren();
    if (hint.option) {
      hintEl.appendChild(h("div", "ds-h", t("hint", "Hint")));
      hintEl.appendChild(h("div", "", hint.text || hint.label));
      for (const r of hint.ranking || []) {
        const row = h("div", "ds-note ds-hint-row");
        row.appendChild(h("b", "", `${r.label}: `));
        row.appendChild(document.createTextNode(r.reasons.join(" · ")));
        hintEl.appendChild(row);
      }
      if (hint.how) hintEl.appendChild(h("div", "ds-note ds-how", hint.how));
    }
    const p = model.get("preview") || {};
    previewEl.replaceChildren();
    if (p.option && (p.lines || []).length) {
      previewEl.appendChild(h("div", "ds-h", t("preview", "If you choose this")));
      for (const line of p.lines) previewEl.appendChild(h("div", "ds-note", line));
    }
    const w = model.get("why") || {};
    whyEl.replaceChildren();
    if (w.text) { whyEl.appendChild(h("div", "ds-h", t("why", "Why?"))); whyEl.appendChild(h("div", "", w.text)); }
    const ex = model.get("example") || {};
    exampleEl.replaceChildren();
    if (ex.title) {
      exampleEl.appendChild(h("div", "ds-h", ex.title));
      exampleEl.appendChild(h("div", "ds-note", ex.text));
      if (ex.try) exampleEl.appendChild(h("div", "ds-try", ex.try));
    }
  }

  let lastAnnounce = "";
  function update() {
    const kept = focusKey();
    // the board: whole when Python sends it whole (or we asked), else what changed since ours
    const whole = model.get("board") || {};
    if (typeof whole.svg === "string" && (whole.n > shownBoard || whole.nonce !== boardNonce)) {
      board.innerHTML = whole.svg; shownBoard = whole.n; boardNonce = whole.nonce; askedWhole = false;
    }
    const patch = model.get("board_patch") || {};
    if (Array.isArray(patch.ops) && patch.n > shownBoard) {
      if (patch.base === shownBoard && applyPatch(board, patch.ops)) shownBoard = patch.n;
      else if (!askedWhole) { askedWhole = true; send({ type: "board" }); }
    }
    // hint and preview highlights on the board
    board.querySelectorAll(".ds-hinted").forEach((e) => e.classList.remove("ds-hinted"));
    const hint = model.get("hint") || {};
    if (hint.option) board.querySelectorAll(`[data-choice="${CSS.escape(hint.option)}"]`).forEach((e) => e.classList.add("ds-hinted"));
    const hintKey = hint.option ? `${hint.version}:${hint.option}` : "";
    board.querySelectorAll(".ds-played, .ds-better").forEach((e) => e.classList.remove("ds-played", "ds-better"));
    const shown = (model.get("review") || {}).current || {};
    if (model.get("mode") === "review" && shown.taken) {
      board.querySelectorAll(`[data-choice="${CSS.escape(shown.taken)}"]`).forEach((e) => e.classList.add("ds-played"));
      if (shown.best !== shown.taken) board.querySelectorAll(`[data-choice="${CSS.escape(shown.best)}"]`).forEach((e) => e.classList.add("ds-better"));
    }
    const practice = model.get("practice") || {};
    for (const v of practice.picked || []) {
      board.querySelectorAll(`[data-choice="${CSS.escape("answer:" + v.value)}"]`).forEach((e) => e.classList.add("ds-picked"));
    }
    statusEl.textContent = model.get("mode") === "practice" ? (practice.status || "") : statusLine(model.get("status"), ui());
    const err = model.get("error") || {};
    errorEl.textContent = err.message ? `${err.code}: ${err.message}` : "";
    errorEl.style.display = err.message ? "block" : "none";
    const st = model.get("status") || {};
    bUndo.disabled = !st.can_undo || model.get("mode") === "explore";
    bAuto.classList.toggle("on", autoOn());
    bPres.classList.toggle("on", !!model.get("presentation"));
    bWhy.classList.toggle("on", whyMode);
    bExplore.classList.toggle("on", model.get("mode") === "explore");
    bPractice.classList.toggle("on", model.get("mode") === "practice");
    bTeach.classList.toggle("on", !!model.get("teaching"));
    bTeach.setAttribute("aria-pressed", String(!!model.get("teaching")));
    bReview.classList.toggle("on", model.get("mode") === "review");
    bReview.disabled = model.get("mode") === "practice" || model.get("mode") === "explore";
    root.classList.toggle("ds-practicing", model.get("mode") === "practice");
    root.classList.toggle("ds-presentation", !!model.get("presentation"));
    sayIfNarrow();
    root.classList.toggle("ds-exploring", model.get("mode") === "explore");
    root.classList.toggle("ds-why-mode", whyMode);
    langSel.value = model.get("lang");
    const labels = ui();
    for (const [b, k] of [[bUndo, "undo"], [bNext, "next"], [bAuto, "auto"], [bHint, "hint"], [bWhy, "why"], [bPres, "present"], [bExplore, "explore"], [bSave, "save"], [bLoad, "load"], [bSvg, "svg"], [bNew, "new_game"], [bPractice, "practice"], [bReview, "review"], [bTeach, "teaching"]]) {
      if (labels["btn_" + k]) b.textContent = labels["btn_" + k];
    }
    const scen = model.get("scenarios") || [];
    if (scenSel.options.length !== scen.length + 1) {
      scenSel.replaceChildren();
      const o0 = h("option", "", t("scenarios", "Rulebook examples…")); o0.value = ""; scenSel.appendChild(o0);
      for (const s of scen) { const o = h("option", "", s.title); o.value = s.name; scenSel.appendChild(o); }
    }
    scenSel.value = "";
    narrTitle.textContent = t("what_happened", "What just happened");
    assist.setAttribute("aria-label", t("hint", "Hint"));
    left.setAttribute("aria-label", narrTitle.textContent);
    drawDecision(); drawBoxes(); drawReview(); drawTeach(); drawProgress(); drawPalette(); drawNarration(); drawHistory(); drawBoardText();
    for (const [b, k] of [[bUndo, "undo"], [bNext, "next"], [bAuto, "auto"], [bHint, "hint"], [bWhy, "why"], [bPres, "present"], [bExplore, "explore"], [bSave, "save"], [bLoad, "load"], [bSvg, "export"], [bNew, "new"], [bPractice, "practice"], [bReview, "review"], [bTeach, "teaching"]]) {
      if (labels["a11y.title_" + k]) b.title = labels["a11y.title_" + k];
    }
    langSel.setAttribute("aria-label", t("a11y.language", "Language"));
    scenSel.setAttribute("aria-label", t("a11y.examples", "Rulebook examples"));
    decorateBoard();
    restoreFocus(kept);
    // the screen reader hears the new decision once
    const dd = model.get("decision") || {};
    const say = model.get("mode") === "practice" ? ((model.get("practice") || {}).text || "")
      : (dd.prompt || "");
    if (say !== lastAnnounce) { announceEl.textContent = say; lastAnnounce = say; }
    // a new hint: bring its target on the board into view (once, after the panels above the board
    // have their new size), then say it is shown
    if (hintKey && hintKey !== lastHint) {
      const target = board.querySelector(".ds-hinted");
      if (target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
    }
    lastHint = hintKey;
    root.dataset.version = String(model.get("version"));
    if (hintKey) root.dataset.hinted = hint.option; else delete root.dataset.hinted;
    root.dataset.mode = model.get("mode");
    root.dataset.theme = model.get("theme") || "light";
    const dl = model.get("download") || {};
    if (dl.nonce && dl.nonce !== lastDownload) {
      lastDownload = dl.nonce;
      const a = document.createElement("a");
      a.href = URL.createObjectURL(new Blob([dl.text], { type: dl.mime }));
      a.download = dl.name;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
    }
  }

  // --- the board by keyboard: arrow keys move among the choices it offers (in the decision's
  // order), Enter or Space chooses, Escape comes back to the board; one Tab stop for all ---
  function boardChoices() {
    const mode = model.get("mode");
    if (mode === "practice") {
      const p = model.get("practice") || {};
      return p.answered ? [] : [...board.querySelectorAll('[data-choice^="answer:"]')];
    }
    const d = model.get("decision") || {};
    if ((mode !== "play" && mode !== "review") || d.seat_kind !== "human") return [];
    const out = [];
    for (const o of d.options || []) {
      const e = o.target ? board.querySelector(`[data-choice="${CSS.escape(o.id)}"]`) : null;
      if (e) out.push(e);
    }
    return out;
  }
  function decorateBoard() {
    board.setAttribute("aria-label", t("a11y.board", "Board: press an arrow key to move between the choices it offers, Enter to choose, Escape to come back here."));
    // every picture of the board (Present shows several) holds choices: a group, not one image
    for (const svg of board.querySelectorAll("svg")) {
      svg.setAttribute("role", "group"); svg.setAttribute("aria-label", statusEl.textContent || "Dominant Species");
    }
    const labels = new Map();
    const d = model.get("decision") || {};
    for (const o of d.options || []) labels.set(o.id, o.label);
    for (const c of (model.get("practice") || {}).board || []) labels.set("answer:" + c.value, c.label);
    const live = new Set(boardChoices());
    for (const e of board.querySelectorAll("[data-choice]")) {
      e.setAttribute("tabindex", "-1");       // reached by the arrow keys, not one Tab stop each
      if (live.has(e)) {
        e.setAttribute("role", "button");
        e.setAttribute("aria-label", spokenName(labels.get(e.getAttribute("data-choice")) || e.getAttribute("data-choice"),
                                                e.textContent));
      } else {
        e.removeAttribute("role"); e.removeAttribute("aria-label");
      }
    }
  }
  function activate(elx) {
    if (model.get("mode") === "practice") {
      const m = practiceMessage(elx, model.get("practice"));
      if (m) send(m);
    } else {
      send({ type: "choose", option: elx.getAttribute("data-choice"), version: model.get("version") });
    }
  }
  board.addEventListener("keydown", (ev) => {
    const els = boardChoices();
    const cur = ev.target.closest ? ev.target.closest("[data-choice]") : null;
    const i = cur ? els.indexOf(cur) : -1;
    const n = arrowStep(ev.key, i, els.length);
    if (n !== null) {
      els[n].focus();
      if (model.get("mode") === "play") schedulePreview(els[n].getAttribute("data-choice"));
    } else if ((ev.key === "Enter" || ev.key === " ") && i >= 0) {
      activate(cur);
    } else if (ev.key === "Escape" && cur) {
      board.focus();
    } else {
      return;                                 // other keys: the widget's shortcuts
    }
    ev.preventDefault();
    ev.stopPropagation();
  });
  // the focused thing, named so it can be found again after the board or the options are redrawn
  function focusKey() {
    const a = root.getRootNode().activeElement;
    if (!a || !root.contains(a)) return null;
    if (a === board) return ["board", null];
    if (board.contains(a)) return ["board", a.getAttribute("data-choice")];
    if (a.matches && a.matches(".ds-option")) return ["options", a.dataset.choice || a.dataset.answer || null];
    return null;
  }
  function restoreFocus(key) {
    if (!key || root.contains(root.getRootNode().activeElement)) return;   // focus still in place
    const [area, id] = key;
    if (area === "board") {
      const els = boardChoices();
      const same = id && els.find((e) => e.getAttribute("data-choice") === id);
      (same || els[0] || board).focus({ preventScroll: true });
    } else {
      const opts = [...decisionEl.querySelectorAll(".ds-option:not([disabled])")];
      const same = id && opts.find((b) => (b.dataset.choice || b.dataset.answer) === id);
      (same || opts[0] || board).focus({ preventScroll: true });
    }
  }

  // --- board clicks: the nearest element carrying a choice (or, exploring, a target) ---
  board.addEventListener("click", (ev) => {
    const mode = model.get("mode");
    if (mode === "practice") {
      const elx = ev.target.closest ? ev.target.closest("[data-choice]") : null;
      const m = elx && board.contains(elx) ? practiceMessage(elx, model.get("practice")) : null;
      if (m) send(m);
      return;
    }
    if (whyMode) {
      const tile = ev.target.closest && ev.target.closest('[data-target^="tile-"]');
      if (tile) send({ type: "why", tile: tile.getAttribute("data-target").slice(5) });
      return;
    }
    const sel = mode === "explore" ? "[data-target]" : "[data-choice]";
    const elx = ev.target.closest ? ev.target.closest(sel) : null;
    if (!elx || !board.contains(elx)) return;
    const m = clickMessage(elx, mode, model.get("version"), tool);
    if (m) send(m);
  });
  board.addEventListener("contextmenu", (ev) => {
    if (model.get("mode") === "practice") return;   // "why?" would give the answer away
    const tile = ev.target.closest && ev.target.closest('[data-target^="tile-"]');
    if (!tile) return;
    ev.preventDefault();
    send({ type: "why", tile: tile.getAttribute("data-target").slice(5) });
  });
  let previewTimer = null;
  let lastPreview = null;
  function schedulePreview(option) {
    if (option === lastPreview) return;
    lastPreview = option;
    clearTimeout(previewTimer);
    previewTimer = setTimeout(() => send({ type: "preview", option, version: model.get("version") }), 150);
  }
  board.addEventListener("mouseover", (ev) => {
    const elx = ev.target.closest && ev.target.closest("[data-choice]");
    if (elx && model.get("mode") === "play") schedulePreview(elx.getAttribute("data-choice"));
  });
  root.addEventListener("keydown", (ev) => {
    if (ev.target && (ev.target.tagName === "INPUT" || ev.target.tagName === "SELECT")) return;
    const a = keyAction(ev.key);
    if (!a || (model.get("mode") === "practice" && a !== "presentation")) return;
    ev.preventDefault();
    if (a === "presentation") send({ type: "presentation", on: !model.get("presentation") });
    else if (a === "clear") send({ type: "focus", index: -1 });
    else if (a === "review") { if (model.get("mode") === "play") send({ type: "review", action: "start" }); }
    else send({ type: a });
  });

  function sayIfNarrow() {
    const narrow = !!model.get("presentation") && root.clientWidth < NARROW_PRESENT;
    // too narrow for the pictures side by side: one under the other, scrolling in their own column
    root.classList.toggle("ds-narrow-present", narrow);
    const say = narrow ? t("a11y.present_narrow", "For larger pictures, fold the side bar (JupyterLab: Ctrl+B).") : "";
    if (narrowNote.textContent !== say) narrowNote.textContent = say;
  }
  const sizeWatch = new ResizeObserver(sayIfNarrow);   // the side bar folded or opened
  sizeWatch.observe(root);

  // follow the host's theme: say it to Python (which draws the board for it) now and on every change
  const followTheme = () => {
    const want = hostTheme(document, window);
    if (want !== model.get("theme")) send({ type: "theme", theme: want });
  };
  const themeWatch = new MutationObserver(followTheme);
  for (const e of [document.body, document.documentElement]) {
    if (e) themeWatch.observe(e, { attributes: true, attributeFilter: ["class", "data-jp-theme-light", "data-vscode-theme-kind", "data-theme", "data-mode"] });
  }
  const media = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  if (media) media.addEventListener("change", followTheme);
  followTheme();

  const traits = ["board", "board_patch", "board_text", "theme", "decision", "status", "narration", "log_rows", "cursor", "plies", "version", "error",
                  "hint", "preview", "why", "focus_targets", "mode", "presentation", "auto", "lang",
                  "example", "scenarios", "download", "ui_text", "practice", "review", "teach", "teaching"];
  // one message from Python changes several traits at once: redraw once for all of them
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => { queued = false; update(); });
  };
  for (const tr of traits) model.on("change:" + tr, schedule);
  update();
  return () => {
    clearTimeout(previewTimer);
    themeWatch.disconnect();
    sizeWatch.disconnect();
    if (media) media.removeEventListener("change", followTheme);
    for (const tr of traits) model.off("change:" + tr, schedule);
  };
}

export default { render };
