// Practice's question and progress (js/src/practice.js), drawn on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawPractice, drawProgress } from "../../js/src/practice.js";
import { installFakeDocument, fakeCtx, find, byAction } from "./fakedom.mjs";
import { V } from "./vocab.mjs";

installFakeDocument();
const vocab = { ...V, elements: ["grass"] };

test("an open question: its answers as buttons and a Check; each sends for the question on show", () => {
  const ctx = fakeCtx({ practice: { number: 3, kind_name: "Dominance", difficulty: 2, text: "Who dominates?",
                                    answered: false, select: "all", buttons: [{ label: "Birds", value: "birds" }] } }, vocab);
  drawPractice(ctx);
  find(ctx.decisionEl, (e) => e.dataset.answer === "birds")[0].click();
  byAction(ctx.decisionEl, "practice-check")[0].click();
  byAction(ctx.decisionEl, "practice-next")[0].click();
  assert.deepEqual(ctx.sent, [{ type: "practice", action: "pick", question: 3, value: "birds" },
                              { type: "practice", action: "check", question: 3 },
                              { type: "practice", action: "next", question: 3 }]);
});

test("an answered question shows its grade; the progress shows in Practice only", () => {
  const p = { number: 1, answered: true, grade: { correct: true, headline: "Right", lines: ["a", "b"] }, progress: "1 of 1",
              kinds: [{ name: "Dominance", line: "1/1" }] };
  const ctx = fakeCtx({ practice: p, mode: "practice" }, vocab);
  drawPractice(ctx);
  assert.equal(find(ctx.decisionEl, (e) => e.classList.contains("ds-grade"))[0].className, "ds-grade ds-right");
  assert.equal(byAction(ctx.decisionEl, "practice-next")[0].className, "ds-btn on");
  drawProgress(ctx);
  assert.match(ctx.progressEl.textContent, /1 of 1.*Dominance: 1\/1/);
  const playing = fakeCtx({ practice: p, mode: "play" }, vocab);
  drawProgress(playing);
  assert.equal(playing.progressEl.children.length, 0);
});
