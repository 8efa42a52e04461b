// The view: the layout, update() drawing every part from the traits, and render() wiring it to the model.
import { h } from "./dom.js";
import { hideWhenPlaced, followTheme } from "./host.js";
import { makeToolbar, wireToolbar, drawToolbar } from "./toolbar.js";
import { showBoard, markBoard, decorateBoard, focusKey, restoreFocus, listenToBoard } from "./board.js";
import { drawDecision, drawAssist } from "./decision.js";
import { drawNarration, drawHistory, drawBoardText, drawExample } from "./narration.js";
import { drawProgress } from "./practice.js";
import { drawReview, drawTeach } from "./review.js";
import { drawPalette } from "./explore.js";
import { drawSeats } from "./seats.js";
import { sayIfNarrow, watchSize, fitPresent } from "./present.js";
import { listenForShortcuts } from "./keys.js";
import { statusLine } from "./words.js";

/** @typedef {import("./types.js").Ctx} Ctx */
/** @typedef {import("./types.js").Model} Model */

/** The name of the region beside the decision (until ui_text says it): what it may hold. */
const ASSIST = "Progress, review, hint and explanations";


/**
 * The layout: the decision above a full-width board; explanations and history below it.
 * @param {HTMLDivElement} root  gets them
 * @param {import("./types.js").Vocab} V
 * @returns {import("./types.js").Parts} the elements
 */
function layout(root, V) {
  const { bar, ...tools } = makeToolbar(V);
  root.appendChild(bar);
  root.appendChild(tools.fileInput);
  const statusEl = h("div", "ds-status");
  const errorEl = h("div", "ds-error");
  root.appendChild(statusEl);
  root.appendChild(errorEl);
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
  // the board and, in Present, the reviewed decision on show under its pictures (a caption)
  const stage = h("div", "ds-stage");
  const captionEl = h("div", "ds-review-shown");
  stage.appendChild(board); stage.appendChild(captionEl);
  const bottom = h("div", "ds-bottom");
  const left = h("div", "ds-explain");
  // panels that scroll inside themselves are reachable by keyboard (Tab, then the arrow keys)
  for (const [e, name] of /** @type {[HTMLElement, string][]} */ ([[assist, ASSIST], [left, "What just happened"]])) {
    e.tabIndex = 0; e.setAttribute("role", "region"); e.setAttribute("aria-label", name);
  }
  const exampleEl = h("div", "ds-example");
  const narrEl = h("ol", "ds-narration");
  narrEl.setAttribute("aria-live", "polite");
  const narrTitle = h("div", "ds-h", "What just happened");
  left.appendChild(exampleEl); left.appendChild(narrTitle); left.appendChild(narrEl);
  const histEl = h("div", "ds-history");
  bottom.appendChild(left); bottom.appendChild(histEl);
  const seatsEl = h("div", "ds-seats");       // who plays each seat (play only)
  for (const e of [top, paletteEl, stage, textAlt, bottom, seatsEl, announceEl]) root.appendChild(e);
  return { ...tools, statusEl, errorEl, decisionEl, assist, hintEl, reviewEl, captionEl, teachEl, previewEl, whyEl,
           progressEl, paletteEl, board, textAltTitle, textAltBody, announceEl, left, exampleEl,
           narrEl, narrTitle, histEl, seatsEl };
}

/**
 * Draw every part of the view from the traits; the focus stays where it was.
 * @param {Ctx} ctx
 */
function update(ctx) {
  const { model, t, root, board, V } = ctx;
  const kept = focusKey(ctx);
  showBoard(ctx);
  const hintKey = markBoard(ctx);
  const practice = model.get("practice") || {};
  ctx.statusEl.textContent = model.get("mode") === V.modes.practice ? (practice.status || "") : statusLine(model.get("status"), ctx.ui());
  const err = model.get("error") || {};
  ctx.errorEl.textContent = err.message ? `${err.code}: ${err.message}` : "";
  ctx.errorEl.style.display = err.message ? "block" : "none";
  drawToolbar(ctx);
  root.classList.toggle("ds-practicing", model.get("mode") === V.modes.practice);
  root.classList.toggle("ds-presentation", !!model.get("presentation"));
  sayIfNarrow(ctx);
  root.classList.toggle("ds-exploring", model.get("mode") === V.modes.explore);
  root.classList.toggle("ds-why-mode", ctx.state.whyMode);
  ctx.narrTitle.textContent = t("what_happened", "What just happened");
  ctx.assist.setAttribute("aria-label", t("a11y.assist", ASSIST));
  ctx.left.setAttribute("aria-label", ctx.narrTitle.textContent);
  drawDecision(ctx); drawAssist(ctx); drawExample(ctx); drawReview(ctx); drawTeach(ctx); drawProgress(ctx);
  drawPalette(ctx); drawNarration(ctx); drawHistory(ctx); drawBoardText(ctx); drawSeats(ctx);
  decorateBoard(ctx);
  fitPresent(ctx);
  restoreFocus(ctx, kept);
  // the screen reader hears the new decision once
  const dd = model.get("decision") || {};
  const say = model.get("mode") === V.modes.practice ? (practice.text || "") : (dd.prompt || "");
  if (say !== ctx.state.lastAnnounce) { ctx.announceEl.textContent = say; ctx.state.lastAnnounce = say; }
  // a new hint: bring its target on the board into view (once, after the panels above the board
  // have their new size), then say it is shown
  if (hintKey && hintKey !== ctx.state.lastHint) {
    const target = board.querySelector(".ds-hinted");
    if (target) target.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  ctx.state.lastHint = hintKey;
  root.dataset.version = String(model.get("version"));
  if (hintKey) root.dataset.hinted = (model.get("hint") || {}).option; else delete root.dataset.hinted;
  root.dataset.mode = model.get("mode");
  root.dataset.theme = model.get("theme") || "light";
  download(ctx);
}

/**
 * A file Python offers (Save, SVG): downloaded once.
 * @param {Ctx} ctx
 */
function download(ctx) {
  const dl = ctx.model.get("download") || {};
  if (dl.nonce && dl.nonce !== ctx.state.lastDownload) {
    ctx.state.lastDownload = dl.nonce;
    const a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([dl.text], { type: dl.mime }));
    a.download = dl.name;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }
}

/**
 * anywidget's entry: draw the widget into `el`, redraw it when the traits change.
 * @param {{model: Model, el: HTMLElement}} args
 * @returns {() => void} the clean-up when the view goes
 */
export function render({ model, el }) {
  /** @type {() => Record<string, import("./types.js").Word>} */
  const ui = () => model.get("ui_text") || {};
  // the names shared with Python (modes, message types, languages …), said once by Python
  /** @type {import("./types.js").Vocab} */
  const V = model.get("vocab");
  if (!V || !V.messages) throw new Error("ds_widget: the 'vocab' trait is missing: the page and the Python package are of different versions");
  // a message that changes the game names the board it was made on (Python refuses a stale one);
  // which messages those are, Python says once (vocab.versioned)
  /** @type {Set<string>} */
  const versioned = new Set(V.versioned);
  const root = h("div", "ds-widget");
  root.tabIndex = 0;
  el.appendChild(root);
  hideWhenPlaced(el);
  /** @type {Ctx} */
  const ctx = {
    model,
    V,
    ui,
    t: (k, d) => { const w = ui()[k]; return typeof w === "string" && w ? w : d; },
    word: (k, d) => ui()[k] || d,
    send: (m) => model.send(versioned.has(m.type) && !("version" in m && m.version !== undefined)
      ? Object.assign({}, m, { version: model.get("version") }) : m),
    update: () => update(ctx),
    root,
    ...layout(root, V),
    state: {
      whyMode: false,
      tool: { kind: "element", value: V.elements[0], remove: false, count: 1 },   // grass on a corner
      shownBoard: -1,
      boardNonce: null,
      askedWhole: false,
      lastDecisionKey: null,
      decisionParts: null,
      previewTimer: undefined,
      lastPreview: null,
      seatsKey: null,
      lastHint: "",
      lastAnnounce: "",
      lastDownload: null,
    },
  };
  wireToolbar(ctx);
  listenToBoard(ctx);
  listenForShortcuts(ctx);
  const stopWatchingSize = watchSize(ctx);
  const stopFollowingTheme = followTheme(ctx);
  // one message from Python changes several traits at once: redraw once for all of them
  let queued = false;
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => { queued = false; update(ctx); });
  };
  for (const tr of V.traits) model.on("change:" + tr, schedule);
  update(ctx);
  return () => {
    clearTimeout(ctx.state.previewTimer);
    stopFollowingTheme();
    stopWatchingSize();
    for (const tr of V.traits) model.off("change:" + tr, schedule);
  };
}

