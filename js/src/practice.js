// Practice: the question, how to answer it, the grade; the progress beside it.
import { h } from "./dom.js";
import { counted } from "./words.js";

/** @typedef {import("./types.js").Ctx} Ctx */
/** `Omit` over each member of a union (a message of each action keeps its own fields).
 *  @template T @template {PropertyKey} K @typedef {T extends unknown ? Omit<T, K> : never} DistributiveOmit */

/**
 * The question on show in the decision panel: its level, how to answer (buttons, a number, the
 * board), then the grade; Next question and Back to the game.
 * @param {Ctx} ctx
 */
export function drawPractice(ctx) {
  const { model, t, decisionEl, V } = ctx;
  const p = model.get("practice") || {};
  /** @param {string} k @param {string} d */
  const q = (k, d) => t("practice." + k, d);
  const A = V.actions.practice;
  /** A practice message about the question on show: its action and that action's fields.
   *  @param {DistributiveOmit<import("./vocab.js").PracticeMessage, "type" | "question">} m */
  const pm = (m) => ctx.send({ type: V.messages.practice, question: p.number, ...m });
  const head = h("div", "ds-who ds-practice-head",
                  `${counted(ctx.word, "practice.question", p.number, `Question ${p.number}`, model.get("lang"))} · ${p.kind_name}`);
  const level = h("select", "ds-select ds-level");
  level.title = q("level", "Level");
  for (const n of [1, 2, 3]) { const o = h("option", "", q("level_" + n, String(n))); o.value = String(n); level.appendChild(o); }
  level.value = String(p.difficulty);
  level.addEventListener("change", () => pm({ action: A.level, difficulty: parseInt(level.value, 10) }));
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
      const go = () => { if (inp.value.trim()) pm({ action: A.number, text: inp.value.trim() }); };
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
      b.addEventListener("click", () => pm({ action: A.pick, value: c.value }));
      row.appendChild(b);
    }
    if (p.select === "all") {
      const b = h("button", "ds-btn ds-check", q("check", "Check"));
      b.dataset.action = "practice-check";
      b.addEventListener("click", () => pm({ action: A.check }));
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
  next.addEventListener("click", () => pm({ action: A.next }));
  const leave = h("button", "ds-btn", q("leave", "Back to the game"));
  leave.dataset.action = "practice-leave";
  leave.addEventListener("click", () => pm({ action: A.leave }));
  nav.appendChild(next); nav.appendChild(leave);
  decisionEl.appendChild(nav);
}

/**
 * The practice's progress: overall, and by kind of question.
 * @param {Ctx} ctx
 */
export function drawProgress(ctx) {
  const { model, t, progressEl, V } = ctx;
  progressEl.replaceChildren();
  const p = model.get("practice") || {};
  if (model.get("mode") !== V.modes.practice || !p.number) return;
  progressEl.appendChild(h("div", "ds-h", t("practice.title", "Practice")));
  progressEl.appendChild(h("div", "ds-progress-line", p.progress));
  if ((p.kinds || []).length) {
    progressEl.appendChild(h("div", "ds-h", t("practice.by_kind", "By kind of question")));
    for (const r of p.kinds) progressEl.appendChild(h("div", "ds-note", `${r.name}: ${r.line}`));
  }
}
