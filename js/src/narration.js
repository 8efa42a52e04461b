// Below the board: what just happened (the narration), the history, the board in words, the example.
import { h } from "./dom.js";
import { drawMarks } from "./review.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/**
 * What just happened, a sentence a row: each a button showing on the board what it is about.
 * @param {Ctx} ctx
 */
export function drawNarration(ctx) {
  const { model, send, narrEl, V } = ctx;
  narrEl.replaceChildren();
  const rows = /** @type {{kind: string, text: string, focus: unknown[]}[]} */ (model.get("narration") || []);
  const focused = JSON.stringify(model.get("focus_targets") || []);
  rows.forEach((r, i) => {
    const li = h("li", "ds-event ds-" + r.kind);
    li.appendChild(h("span", "ds-num", `${i + 1}.`));
    // a real button: clicked or pressed, it shows on the board what the sentence is about
    const b = li.appendChild(h("button", "ds-rowbtn", r.text));
    li.dataset.index = String(i);
    if (r.focus && r.focus.length && JSON.stringify(r.focus) === focused) li.classList.add("on");
    b.setAttribute("aria-pressed", String(li.classList.contains("on")));
    b.addEventListener("click", () => send({ type: V.messages.focus, index: li.classList.contains("on") ? -1 : i }));
    narrEl.appendChild(li);
  });
}

/**
 * The history: where we are, a slider through time, the review's marks, the last decisions.
 * @param {Ctx} ctx
 */
export function drawHistory(ctx) {
  const { model, t, send, histEl, V } = ctx;
  histEl.replaceChildren();
  const plies = model.get("plies"), cursor = model.get("cursor");
  histEl.appendChild(h("div", "ds-h", `${t("history", "History")} ${cursor} / ${plies}`));
  const slider = h("input", "ds-slider");
  slider.type = "range"; slider.min = "0"; slider.max = String(plies); slider.value = String(cursor);
  slider.setAttribute("aria-label", t("a11y.history", "History: move to a decision"));
  slider.addEventListener("change", () => send({ type: V.messages.goto, ply: parseInt(slider.value, 10) }));
  const rv = model.get("review") || {};
  if ((rv.marks || []).length) histEl.appendChild(drawMarks(ctx, rv, plies));
  histEl.appendChild(slider);
  const list = h("ul", "ds-log");
  const rows = model.get("log_rows") || [];
  for (const r of rows.slice().reverse()) {        // Python sends the rows to list
    const li = h("li");
    const b = li.appendChild(h("button", "ds-rowbtn", `${r.ply}. ${r.animal_name || r.animal || ""}: ${r.label} (${r.rule})`));
    b.addEventListener("click", () => send({ type: V.messages.goto, ply: r.ply }));    // back to that decision
    list.appendChild(li);
  }
  histEl.appendChild(list);
}

/**
 * The position in words, for a screen reader (and anyone): explain/position.py.
 * @param {Ctx} ctx
 */
export function drawBoardText(ctx) {
  const { model, t, textAltTitle, textAltBody } = ctx;
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

/**
 * A rulebook example's title, text and what to try.
 * @param {Ctx} ctx
 */
export function drawExample(ctx) {
  const { model, exampleEl } = ctx;
  const ex = model.get("example") || {};
  exampleEl.replaceChildren();
  if (ex.title) {
    exampleEl.appendChild(h("div", "ds-h", ex.title));
    exampleEl.appendChild(h("div", "ds-note", ex.text));
    if (ex.try) exampleEl.appendChild(h("div", "ds-try", ex.try));
  }
}
