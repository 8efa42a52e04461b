// The board: drawn whole or patched, its highlights, its choices reached by keyboard and by click.
import { applyPatch } from "./patch.js";
import { arrowStep } from "./keys.js";
import { clickMessage, practiceMessage } from "./messages.js";
import { spokenName } from "./words.js";
import { schedulePreview } from "./decision.js";

/** @typedef {import("./types.js").Ctx} Ctx */
/** @typedef {import("./types.js").Option} Option */
/** An element of the board's pictures (SVG) or of the page (HTML): either can take the focus.
 *  @typedef {HTMLElement | SVGElement} Focusable */

/** @param {EventTarget | null} target @param {string} selector @returns {Focusable | null} */
const nearest = (target, selector) => {
  const e = /** @type {Element | null} */ (target);
  return e && e.closest ? /** @type {Focusable | null} */ (e.closest(selector)) : null;
};

/** The tile under a click ("-1,2", from its data-target "tile--1,2"), or null.
 *  @param {EventTarget | null} target @returns {string | null} */
const tileAt = (target) => {
  const where = nearest(target, '[data-target^="tile-"]')?.getAttribute("data-target");
  return where ? where.slice(5) : null;
};

/**
 * The board: whole when Python sends it whole (or we asked), else what changed since ours; a patch
 * that does not fit asks for the whole board (once).
 * @param {Ctx} ctx
 */
export function showBoard(ctx) {
  const { model, board, V } = ctx;
  const whole = model.get("board") || {};
  if (typeof whole.svg === "string" && (whole.n > ctx.state.shownBoard || whole.nonce !== ctx.state.boardNonce)) {
    board.innerHTML = whole.svg; ctx.state.shownBoard = whole.n; ctx.state.boardNonce = whole.nonce; ctx.state.askedWhole = false;
  }
  const patch = model.get("board_patch") || {};
  if (Array.isArray(patch.ops) && patch.n > ctx.state.shownBoard) {
    if (patch.base === ctx.state.shownBoard && applyPatch(board, patch.ops)) ctx.state.shownBoard = patch.n;
    else if (!ctx.state.askedWhole) { ctx.state.askedWhole = true; ctx.send({ type: V.messages.board }); }
  }
}

/**
 * Mark on the board the hint and the practice's picked answers (the review's move played and
 * better move are drawn by Python: a ring and a labelled tag each).
 * @param {Ctx} ctx
 * @returns {string} the hint on show ("version:option"), or ""
 */
export function markBoard(ctx) {
  const { model, board } = ctx;
  /** @param {string} id @param {string} cls */
  const mark = (id, cls) => board.querySelectorAll(`[data-choice="${CSS.escape(id)}"]`).forEach((e) => e.classList.add(cls));
  board.querySelectorAll(".ds-hinted").forEach((e) => e.classList.remove("ds-hinted"));
  const hint = model.get("hint") || {};
  if (hint.option) mark(hint.option, "ds-hinted");
  const hintKey = hint.option ? `${hint.version}:${hint.option}` : "";
  for (const v of (model.get("practice") || {}).picked || []) mark("answer:" + v.value, "ds-picked");
  return hintKey;
}

/**
 * The board's choices open to the keyboard, in the decision's order (a practice's candidates).
 * @param {Ctx} ctx
 * @returns {Focusable[]}
 */
export function boardChoices(ctx) {
  const { model, board, V } = ctx;
  const mode = model.get("mode");
  if (mode === V.modes.practice) {
    const p = model.get("practice") || {};
    return p.answered ? [] : [.../** @type {NodeListOf<Focusable>} */ (board.querySelectorAll('[data-choice^="answer:"]'))];
  }
  const d = model.get("decision") || {};
  if ((mode !== V.modes.play && mode !== V.modes.review) || d.seat_kind !== "human") return [];
  const out = [];
  for (const o of d.options || []) {
    const e = o.target ? /** @type {Focusable | null} */ (board.querySelector(`[data-choice="${CSS.escape(o.id)}"]`)) : null;
    if (e) out.push(e);
  }
  return out;
}

/**
 * The board's names for a screen reader: the board, each picture, each choice open to the keyboard.
 * @param {Ctx} ctx
 */
export function decorateBoard(ctx) {
  const { model, board, t } = ctx;
  board.setAttribute("aria-label", t("a11y.board", "Board: press an arrow key to move between the choices it offers, Enter to choose, Escape to come back here."));
  // every picture of the board (Present shows several) holds choices: a group, not one image
  for (const svg of board.querySelectorAll("svg")) {
    svg.setAttribute("role", "group"); svg.setAttribute("aria-label", ctx.statusEl.textContent || "Dominant Species");
  }
  /** @type {Map<string, string>} */
  const labels = new Map();
  const d = model.get("decision") || {};
  // a tile's name in words (its place, who dominates it) when Python gives one, else the option's label
  for (const o of /** @type {Option[]} */ (d.options || [])) labels.set(o.id, o.name || o.label);
  for (const c of (model.get("practice") || {}).board || []) labels.set("answer:" + c.value, c.label);
  const live = new Set(boardChoices(ctx));
  for (const e of board.querySelectorAll("[data-choice]")) {
    e.setAttribute("tabindex", "-1");       // reached by the arrow keys, not one Tab stop each
    const on = live.has(/** @type {Focusable} */ (e));
    // a tile's drawn text (its terrain in capitals, numbers, the species' letters) is neither part
    // of its name nor read after it: the name says it in words; other choices add the letters they show
    const tile = on && (e.getAttribute("data-target") || "").startsWith("tile-");
    for (const text of e.querySelectorAll("text")) {
      if (tile) text.setAttribute("aria-hidden", "true"); else text.removeAttribute("aria-hidden");
    }
    if (on) {
      const id = e.getAttribute("data-choice") || "";
      e.setAttribute("role", "button");
      e.setAttribute("aria-label", tile ? labels.get(id) || id : spokenName(labels.get(id) || id, e.textContent));
    } else {
      e.removeAttribute("role"); e.removeAttribute("aria-label");
    }
  }
}

/**
 * Choose a board choice (Enter or Space on it).
 * @param {Ctx} ctx
 * @param {Element} elx
 */
export function activate(ctx, elx) {
  const { model, send, V } = ctx;
  if (model.get("mode") === V.modes.practice) {
    const m = practiceMessage(elx, model.get("practice"), V);
    if (m) send(m);
  } else {
    const option = elx.getAttribute("data-choice");
    if (option) send({ type: V.messages.choose, option, version: model.get("version") });
  }
}

/**
 * The focused thing, named so it can be found again after the board or the options are redrawn:
 * ["boardview", its choice or null] or ["options", its choice or answer].
 * @param {Ctx} ctx
 * @returns {[string, string | null] | null}
 */
export function focusKey(ctx) {
  const { root, board } = ctx;
  const a = /** @type {Focusable} */ (/** @type {Document} */ (root.getRootNode()).activeElement);
  if (!a || !root.contains(a)) return null;
  if (a === board) return ["boardview", null];
  if (board.contains(a)) return ["boardview", a.getAttribute("data-choice")];
  if (a.matches && a.matches(".ds-option")) return ["options", a.dataset.choice || a.dataset.answer || null];
  return null;
}

/**
 * Focus again what `focusKey` named, when the redraw took the focus away: the same choice, else the first.
 * @param {Ctx} ctx
 * @param {[string, string | null] | null} key
 */
export function restoreFocus(ctx, key) {
  const { root, board } = ctx;
  if (!key || root.contains(/** @type {Document} */ (root.getRootNode()).activeElement)) return;   // focus still in place
  const [area, id] = key;
  if (area === "boardview") {
    const els = boardChoices(ctx);
    const same = id && els.find((e) => e.getAttribute("data-choice") === id);
    (same || els[0] || board).focus({ preventScroll: true });
  } else {
    const opts = [.../** @type {NodeListOf<HTMLButtonElement>} */ (ctx.decisionEl.querySelectorAll(".ds-option:not([disabled])"))];
    const same = id && opts.find((b) => (b.dataset.choice || b.dataset.answer) === id);
    (same || opts[0] || board).focus({ preventScroll: true });
  }
}

/**
 * The board by keyboard: arrow keys move among the choices it offers (in the decision's order),
 * Enter or Space chooses, Escape comes back to the board; one Tab stop for all. By mouse: a click
 * on the nearest element carrying a choice (or, exploring, a target); a right click asks why.
 * @param {Ctx} ctx
 */
export function listenToBoard(ctx) {
  const { model, board, send, V } = ctx;
  board.addEventListener("keydown", (ev) => {
    const els = boardChoices(ctx);
    const cur = nearest(ev.target, "[data-choice]");
    const i = cur ? els.indexOf(cur) : -1;
    const n = arrowStep(ev.key, i, els.length);
    if (n !== null) {
      els[n].focus();
      if (model.get("mode") === V.modes.play) schedulePreview(ctx, els[n].getAttribute("data-choice"));
    } else if ((ev.key === "Enter" || ev.key === " ") && cur && i >= 0) {
      activate(ctx, cur);
    } else if (ev.key === "Escape" && cur) {
      board.focus();
    } else {
      return;                                 // other keys: the widget's shortcuts
    }
    ev.preventDefault();
    ev.stopPropagation();
  });
  board.addEventListener("click", (ev) => {
    const mode = model.get("mode");
    if (mode === V.modes.practice) {
      const elx = nearest(ev.target, "[data-choice]");
      const m = elx && board.contains(elx) ? practiceMessage(elx, model.get("practice"), V) : null;
      if (m) send(m);
      return;
    }
    if (ctx.state.whyMode) {
      const tile = tileAt(ev.target);
      if (tile) send({ type: V.messages.why, tile });
      return;
    }
    const sel = mode === V.modes.explore ? "[data-target]" : "[data-choice]";
    const elx = nearest(ev.target, sel);
    if (!elx || !board.contains(elx)) return;
    const m = clickMessage(elx, mode, model.get("version"), ctx.state.tool, V);
    if (m) send(m);
  });
  board.addEventListener("contextmenu", (ev) => {
    if (model.get("mode") === V.modes.practice) return;   // "why?" would give the answer away
    const tile = tileAt(ev.target);
    if (!tile) return;
    ev.preventDefault();
    send({ type: V.messages.why, tile });
  });
  board.addEventListener("mouseover", (ev) => {
    const elx = nearest(ev.target, "[data-choice]");
    if (elx && model.get("mode") === V.modes.play) schedulePreview(ctx, elx.getAttribute("data-choice"));
  });
}
