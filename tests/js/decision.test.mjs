// The decision panel and the boxes beside it (js/src/decision.js), on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawDecision, drawAssist, drawHint, HINT_FOLDS } from "../../js/src/decision.js";
import { installFakeDocument, fakeCtx, find } from "./fakedom.mjs";
import { V } from "./vocab.mjs";

installFakeDocument();
globalThis.requestAnimationFrame = () => 0;           // no layout here: the "more choices" note is the browser's
const vocab = { ...V, elements: ["grass"] };
const decision = { kind: "tile", animal: "birds", animal_name: "Birds", seat: 0, seat_kind: "human", prompt: "Pick a tile",
                   options: [{ id: "decline", label: "Decline", target: "" }, { id: "tile:0,0", label: "(0,0)", target: "tile-0,0" }] };

test("a human's options: board ones first, one Tab stop, each chooses with the board's version", () => {
  const ctx = fakeCtx({ mode: "play", decision, status: {}, version: 5 }, vocab);
  drawDecision(ctx);
  const buttons = find(ctx.decisionEl, (e) => e.className === "ds-option");
  assert.deepEqual(buttons.map((b) => [b.dataset.choice, b.tabIndex, b.disabled]), [["tile:0,0", 0, false], ["decline", -1, false]]);
  buttons[1].click();
  assert.deepEqual(ctx.sent, [{ type: "choose", option: "decline", version: 5 }]);
  ctx.decisionEl.children[0].textContent = "changed";
  drawDecision(ctx);                                   // nothing changed: the buttons are kept
  assert.equal(ctx.decisionEl.children[0].textContent, "changed");
});

test("a bot's options are shown disabled; exploring shows none", () => {
  const ctx = fakeCtx({ mode: "play", decision: { ...decision, seat_kind: "greedy" }, status: {} }, vocab);
  drawDecision(ctx);
  assert.ok(find(ctx.decisionEl, (e) => e.className === "ds-option").every((b) => b.disabled));
  const exploring = fakeCtx({ mode: "explore", decision, status: {} }, vocab);
  drawDecision(exploring);
  assert.equal(exploring.decisionEl.children.length, 0);
});

test("the hint with the coach's ranking, the preview, the why", () => {
  const ctx = fakeCtx({ hint: { option: "tile:0,0", text: "Take the tile", ranking: [{ label: "(0,0)", reasons: ["+3", "safe"] }] },
                        preview: { option: "x", lines: ["+2 VP"] }, why: { text: "dominated by birds" } }, vocab);
  drawAssist(ctx);
  assert.equal(ctx.hintEl.textContent, "HintTake the tile(0,0): +3 · safe");
  assert.equal(ctx.previewEl.textContent, "If you choose this+2 VP");
  assert.equal(ctx.whyEl.textContent, "Why?dominated by birds");
});

test("Present folds the hint under More reasons a step at a time, never losing a word", () => {
  const hint = { option: "a", text: "Take A", how: "Two playouts each.",
                 ranking: [{ label: "A", reasons: ["a1", "a2"] }, { label: "B", reasons: ["b1", "b2", "b3"] }] };
  const ctx = fakeCtx({ hint, ui_text: { hint_more: "More reasons" } }, vocab);
  /** what is on show, and what is folded */
  const parts = () => {
    const more = ctx.hintEl.children.find((c) => c.className.includes("ds-hint-more"));
    return [ctx.hintEl.children.filter((c) => c !== more).map((c) => c.textContent).join("|"),
            more ? more.children.slice(1).map((c) => c.textContent).join("|") : null];
  };
  const seen = [];
  for (let fold = 0; fold < HINT_FOLDS; fold++) { drawHint(ctx, fold); seen.push(parts()); }
  assert.deepEqual(seen, [
    ["Hint|Take A|A: a1 · a2|B: b1 · b2 · b3|Two playouts each.", null],
    ["Hint|Take A|A: a1 · a2|B: b1 · b2 · b3", "Two playouts each."],
    ["Hint|Take A|B: b1", "A: a1 · a2|B: b2 · b3|Two playouts each."],
    ["Hint|Take A", "A: a1 · a2|B: b1 · b2 · b3|Two playouts each."]]);
  // a fold the teacher opened stays open when the hint is drawn again
  ctx.hintEl.children.find((c) => c.className.includes("ds-hint-more")).open = true;
  drawHint(ctx, 2);
  assert.equal(ctx.hintEl.children.find((c) => c.className.includes("ds-hint-more")).open, true);
});

test("the next decision keeps the buttons of the options still offered, in the new order", () => {
  const opts = (ids) => ids.map((id) => ({ id, label: id.toUpperCase(), target: "" }));
  const traits = { mode: "play", decision: { ...decision, options: opts(["a", "b", "c"]) }, status: {}, version: 1 };
  const ctx = fakeCtx(traits, vocab);
  drawDecision(ctx);
  const [a, b, c] = find(ctx.decisionEl, (e) => e.className === "ds-option");
  traits.decision = { ...decision, animal_name: "Insects", seat_kind: "greedy", options: opts(["c", "a", "d"]) };
  drawDecision(ctx);
  const now = find(ctx.decisionEl, (e) => e.className === "ds-option");
  assert.deepEqual(now.map((x) => x.dataset.choice), ["c", "a", "d"]);
  assert.equal(now[0], c); assert.equal(now[1], a); assert.ok(!now.includes(b));      // kept, not made again
  assert.deepEqual(now.map((x) => [x.tabIndex, x.disabled]), [[0, true], [-1, true], [-1, true]]);
  assert.match(ctx.decisionEl.textContent, /^Insects.*A bot decides/);
  now[2].click();
  assert.deepEqual(ctx.sent, [{ type: "choose", option: "d", version: 1 }]);
});
