// The game review (progress, the decision on show, a new try), its marks on the history, teaching's alert.
import { h } from "./dom.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/**
 * Each judged decision, at its place on the history: its verdict's mark (a letter, never colour
 * alone) in its colour; a button that shows it.
 * @param {Ctx} ctx
 * @param {any} rv  the review trait
 * @param {number} plies
 * @returns {HTMLDivElement}
 */
export function drawMarks(ctx, rv, plies) {
  const { t, send, V } = ctx;
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
    b.addEventListener("click", () => send({ type: V.messages.review, action: V.actions.review.show, index: m.index }));
    row.appendChild(b);
  }
  return row;
}

/**
 * The review panel: progress, the counts by verdict, the decision on show and the way through them.
 * @param {Ctx} ctx
 */
export function drawReview(ctx) {
  const { model, t, send, reviewEl, captionEl, V } = ctx;
  const rv = model.get("review") || {};
  reviewEl.replaceChildren();
  captionEl.replaceChildren();
  if (!rv.state) return;
  const A = V.actions.review;
  /**
   * A button of the panel (show, which needs an index, is the marks': drawMarks)
   * @param {Exclude<(typeof A)[keyof typeof A], typeof A.show>} action
   * @param {string} label
   */
  const rb = (action, label) => {
    const b = h("button", "ds-btn", label);
    b.dataset.action = "review-" + action;
    b.addEventListener("click", () => send({ type: V.messages.review, action }));
    reviewEl.appendChild(b);
    return b;
  };
  const head = h("div", "ds-review-head");
  head.appendChild(h("div", "ds-h", t("review.title", "Review")));
  reviewEl.appendChild(head);
  reviewEl.appendChild(h("div", "ds-note ds-review-seats", rv.seats || ""));
  const line = h("div", "ds-review-progress");
  const bar = h("progress");
  bar.max = Math.max(1, rv.total); bar.value = rv.done;
  bar.setAttribute("aria-label", rv.progress || "");
  line.appendChild(bar);
  line.appendChild(h("span", "ds-note", " " + (rv.progress || "")));
  reviewEl.appendChild(line);
  reviewEl.dataset.state = rv.state;
  if (rv.state === "running") rb(A.cancel, t("review.cancel", "Cancel"));
  const counts = h("div", "ds-review-counts");
  for (const c of rv.counts || []) {
    if (!c.n) continue;
    const span = h("span", `ds-count-v ds-v-${c.verdict}`, `${c.mark} ${c.word} ${c.n}`);
    counts.appendChild(span);
  }
  head.appendChild(counts);
  if (rv.none) reviewEl.appendChild(h("div", "ds-note", rv.none));
  const cur = rv.current || {};
  const nav = h("div", "ds-row");
  reviewEl.appendChild(nav);
  const prev = rb(A.prev, t("review.prev", "◀ Previous mistake")); nav.appendChild(prev);
  const next = rb(A.next, t("review.next", "Next mistake ▶")); nav.appendChild(next);
  prev.disabled = cur.index === undefined ? !rv.mistakes : !cur.has_prev;
  next.disabled = cur.index === undefined ? !rv.mistakes : !cur.has_next;
  if (cur.index !== undefined) {
    const box = h("div", `ds-review-current ds-v-${cur.verdict}`);
    box.appendChild(h("div", "ds-who", cur.headline));
    box.appendChild(h("div", "", cur.played_line));
    if (cur.better_line) box.appendChild(h("div", "", cur.better_line));
    box.appendChild(h("div", "ds-note", cur.reason));
    if (cur.why && cur.why.length) {            // the full ledger behind the reason, one click away
      const why = h("details", "ds-why");
      why.appendChild(h("summary", "", cur.why_label));
      const list = h("ul");
      const nested = new Set(cur.why_nested || []);   // the earth's "of which" lines, under its line
      /** @type {HTMLElement | null} */ let parent = null;
      /** @type {HTMLElement | null} */ let sub = null;
      cur.why.forEach((/** @type {string} */ line, /** @type {number} */ i) => {
        const item = h("li", "", line);
        if (nested.has(i) && parent) {
          if (!sub) { sub = h("ul"); parent.appendChild(sub); }
          sub.appendChild(item);
        } else {
          list.appendChild(item);
          parent = item; sub = null;
        }
      });
      why.appendChild(list);
      box.appendChild(why);
    }
    // in Present it is the pictures' caption (their tags say "played" and "better")
    (model.get("presentation") ? captionEl : reviewEl).appendChild(box);
    const tried = rv.tried || {};
    if (tried.text) {
      const tb = h("div", `ds-review-tried ds-v-${tried.verdict}`);
      tb.appendChild(h("div", "ds-who", tried.text));
      if (tried.versus) tb.appendChild(h("div", "", tried.versus));
      tb.appendChild(h("div", "ds-note", tried.reason));
      reviewEl.appendChild(tb);
      const again = rb(A.again, t("review.again", "Try again"));
      nav.appendChild(again);
    } else if (rv.try_prompt) {
      reviewEl.appendChild(h("div", "ds-note ds-try", rv.try_prompt));
    }
    const leave = rb(A.leave, t("review.leave", "Back to the game"));
    nav.appendChild(leave);
  }
}

/**
 * Teaching mode's alert after a costly decision: what it cost, and the offer to take it back.
 * @param {Ctx} ctx
 */
export function drawTeach(ctx) {
  const { model, t, send, teachEl, V } = ctx;
  const tc = model.get("teach") || {};
  teachEl.replaceChildren();
  teachEl.style.display = tc.text ? "block" : "none";
  if (!tc.text) return;
  teachEl.appendChild(h("div", "ds-who", `${tc.mark} ${tc.text}`));
  teachEl.appendChild(h("div", "ds-note", tc.reason));
  const A = V.actions.teach;
  for (const [action, label] of /** @type {const} */ ([[A.take_back, t("review.take_back", "Take it back")], [A.keep, t("review.keep", "Keep it")]])) {
    const b = h("button", "ds-btn", label);
    b.dataset.action = "teach-" + action;
    b.addEventListener("click", () => send({ type: V.messages.teach, action }));
    teachEl.appendChild(b);
  }
}
