// The pending decision (its options as buttons), the preview of an option, the hint and why boxes.
import { h } from "./dom.js";
import { arrowStep } from "./keys.js";
import { buttonOptions } from "./messages.js";
import { counted } from "./words.js";
import { drawPractice } from "./practice.js";

/** @typedef {import("./types.js").Ctx} Ctx */

/**
 * The decision panel: who decides, the prompt, the options (a practice's question in Practice).
 * Its buttons are rebuilt only when what they show changed: a hint or preview arriving between a
 * mouse press and its release must not replace the button under the pointer (the click would be lost).
 * @param {Ctx} ctx
 */
export function drawDecision(ctx) {
  const { model, t, send, decisionEl, V } = ctx;
  const d = model.get("decision") || {};
  const st = model.get("status") || {};
  const mode = model.get("mode");
  const key = JSON.stringify([d, st.over, st.summary, mode, mode === V.modes.practice ? model.get("practice") : null,
                              model.get("ui_text"), model.get("lang")]);
  if (key === ctx.state.lastDecisionKey) return;
  ctx.state.lastDecisionKey = key;
  if (model.get("mode") === V.modes.explore) { decisionEl.replaceChildren(); return; }
  if (model.get("mode") === V.modes.practice) { decisionEl.replaceChildren(); drawPractice(ctx); return; }
  if (!d.kind) {
    decisionEl.replaceChildren(h("div", "ds-prompt ds-over", st.over ? (st.summary || t("game_over", "Game over")) : ""));
    return;
  }
  const p = panel(ctx);
  p.who.textContent = `${d.animal_name} · ${t("seat", "player")} ${d.seat + 1} · ${t("seat_kind." + d.seat_kind, d.seat_kind)}`;
  p.who.dataset.animal = d.animal;
  p.prompt.textContent = d.prompt;
  const human = d.seat_kind === "human";
  p.botNote.textContent = human ? "" : t("bot_turn", "A bot decides: press Next, or switch Auto on.");
  const parts = [p.who, p.prompt, p.wrap, p.more, ...(human ? [] : [p.botNote])];
  // the panel's parts stay in the page between decisions (nothing taken out and put back)
  if (decisionEl.children.length !== parts.length || parts.some((e, i) => decisionEl.children[i] !== e)) {
    decisionEl.replaceChildren(...parts);
  }
  const wrap = p.wrap;
  // the buttons of options still offered are kept (most of a Planning turn's spaces stay free from
  // one animal to the next): only what changed is added, moved or taken away
  const before = new Map([...wrap.children].map((b) => [/** @type {HTMLElement} */ (b).dataset.choice, b]));
  const wanted = buttonOptions(d.options).map((o) => {
    let b = /** @type {HTMLButtonElement | undefined} */ (before.get(o.id));
    if (!b) {
      b = /** @type {HTMLButtonElement} */ (h("button", "ds-option", o.label));
      b.dataset.choice = o.id;
      const id = o.id;
      b.addEventListener("click", () => send({ type: V.messages.choose, option: id, version: model.get("version") }));
      b.addEventListener("mouseenter", () => schedulePreview(ctx, id));
    } else if (b.textContent !== o.label) {
      b.textContent = o.label;
    }
    b.disabled = !human;
    return b;
  });
  const keep = new Set(wanted);
  for (const b of [...wrap.children]) if (!keep.has(/** @type {HTMLButtonElement} */ (b))) wrap.removeChild(b);
  wanted.forEach((b, i) => {
    if (wrap.children[i] !== b) wrap.insertBefore(b, wrap.children[i] || null);
    b.tabIndex = i ? -1 : 0;                   // one Tab stop; the arrow keys move along the list
  });
  wrap.setAttribute("aria-label", d.prompt || "");
  // a bot's options are shown disabled: the list itself is then the Tab stop (to scroll and read it)
  if (!human) wrap.tabIndex = 0; else wrap.removeAttribute("tabindex");
  wrap.scrollTop = 0;
  const more = p.more;
  requestAnimationFrame(() => {          // after layout: how many options lie below the list's edge
    const edge = wrap.getBoundingClientRect().bottom;
    const hidden = [...wrap.children].filter((b) => b.getBoundingClientRect().top >= edge - 1).length;
    more.textContent = hidden ? counted(ctx.word, "a11y.more_options", hidden, `${hidden} more choices: scroll the list`, model.get("lang")) : "";
  });
}

/**
 * The decision panel's parts, made once per view: who decides, the prompt, the option list (its
 * buttons are kept between decisions), the "more choices" note, the bot's note.
 * @param {Ctx} ctx
 * @returns {import("./types.js").DecisionParts}
 */
function panel(ctx) {
  if (ctx.state.decisionParts) return ctx.state.decisionParts;
  const wrap = h("div", "ds-options");
  wrap.setAttribute("role", "group");
  wrap.addEventListener("keydown", (ev) => {
    const bs = [.../** @type {NodeListOf<HTMLButtonElement>} */ (wrap.querySelectorAll("button:not([disabled])"))];
    const n = arrowStep(ev.key, bs.indexOf(/** @type {HTMLButtonElement} */ (ev.target)), bs.length);
    if (n === null) return;
    ev.preventDefault(); ev.stopPropagation();
    for (const b of bs) b.tabIndex = -1;
    bs[n].tabIndex = 0; bs[n].focus();
  });
  const parts = { who: h("div", "ds-who"), prompt: h("div", "ds-prompt"), wrap,
                  more: h("div", "ds-note ds-more"), botNote: h("div", "ds-note") };
  ctx.state.decisionParts = parts;
  return parts;
}

/**
 * Ask Python what an option would do (the pointer rests on it, or the keyboard reached it), once
 * the pointer has stayed a moment; the same option is asked once.
 * @param {Ctx} ctx
 * @param {string | null} option  (none: nothing is asked)
 */
export function schedulePreview(ctx, option) {
  const { model, send, V } = ctx;
  if (!option || option === ctx.state.lastPreview) return;
  ctx.state.lastPreview = option;
  clearTimeout(ctx.state.previewTimer);
  ctx.state.previewTimer = setTimeout(() => send({ type: V.messages.preview, option, version: model.get("version") }), 150);
}

/** How far the hint is folded under "More reasons" (Present, a column too tall for the screen:
 *  present.js, fitPresent): nothing; how the coach looks; every reason but each option's first;
 *  the options' rows too (the first sentence stays, naming the coach's choice and why) */
export const HINT_FOLDS = 4;

/**
 * The hint, with the coach's ranking: each option's row with its reasons and how the coach looks,
 * as much of it folded under "More reasons" as ``fold`` says (0 to HINT_FOLDS - 1). The first row
 * (the coach's choice, which the first sentence has named and said why) folds whole with the
 * reasons; the other rows keep their first reason (what they lack against the choice) until the
 * last fold.
 * @param {Ctx} ctx
 * @param {number} fold
 */
export function drawHint(ctx, fold) {
  const { model, t, hintEl } = ctx;
  const hint = model.get("hint") || {};
  // a fold the teacher has opened stays open
  const open = [...hintEl.children].some((c) => c.classList.contains("ds-hint-more") && /** @type {HTMLDetailsElement} */ (c).open);
  hintEl.replaceChildren();
  hintEl.dataset.fold = String(fold);
  if (!hint.option) return;
  hintEl.appendChild(h("div", "ds-h", t("hint", "Hint")));
  hintEl.appendChild(h("div", "", hint.text || hint.label));
  const more = /** @type {HTMLDetailsElement} */ (h("details", "ds-note ds-hint-more"));
  more.open = open;
  more.appendChild(h("summary", "", t("hint_more", "More reasons")));
  /** @param {Element} where @param {string} label @param {string[]} reasons */
  const row = (where, label, reasons) => {
    const r = where.appendChild(h("div", "ds-note ds-hint-row"));
    r.appendChild(h("b", "", `${label}: `));
    r.appendChild(document.createTextNode(reasons.join(" · ")));
  };
  (hint.ranking || []).forEach((/** @type {any} */ r, /** @type {number} */ i) => {
    const reasons = r.reasons || [];
    const shown = fold < 2 ? reasons.length : fold < 3 && i ? 1 : 0;
    if (shown) row(hintEl, r.label, reasons.slice(0, shown));
    if (reasons.length > shown) row(more, r.label, reasons.slice(shown));
  });
  // what the two kinds of "VP for you" in the rows are (VP scored, VP the earth would give): with the rows
  if (hint.legend) (fold ? more : hintEl).appendChild(h("div", "ds-note ds-legend", hint.legend));
  if (hint.how) (fold ? more : hintEl).appendChild(h("div", "ds-note ds-how", hint.how));
  if (more.children.length > 1) hintEl.appendChild(more);
}

/**
 * The boxes beside the decision: the hint (with the coach's ranking), the preview, the why.
 * @param {Ctx} ctx
 */
export function drawAssist(ctx) {
  const { model, t, previewEl, whyEl } = ctx;
  drawHint(ctx, 0);
  const p = model.get("preview") || {};
  previewEl.replaceChildren();
  if (p.option && (p.lines || []).length) {
    previewEl.appendChild(h("div", "ds-h", t("preview", "If you choose this")));
    for (const line of p.lines) previewEl.appendChild(h("div", "ds-note", line));
  }
  const w = model.get("why") || {};
  whyEl.replaceChildren();
  if (w.text) { whyEl.appendChild(h("div", "ds-h", t("why", "Why?"))); whyEl.appendChild(h("div", "", w.text)); }
}
