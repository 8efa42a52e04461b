// Below the board (js/src/narration.js): narration, history, board in words, example; on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawNarration, drawHistory, drawBoardText, drawExample } from "../../js/src/narration.js";
import { installFakeDocument, fakeCtx, find } from "./fakedom.mjs";
import { V } from "./vocab.mjs";

installFakeDocument();
const vocab = { ...V, elements: ["grass"] };

test("a sentence of the narration shows on the board what it is about, and again hides it", () => {
  const ctx = fakeCtx({ narration: [{ kind: "move", text: "Birds move", focus: ["tile-0,0"] }, { kind: "score", text: "+3" }],
                        focus_targets: ["tile-0,0"] }, vocab);
  drawNarration(ctx);
  const [first, second] = ctx.narrEl.children;
  assert.equal(first.className, "ds-event ds-move on");
  assert.equal(first.children[1].getAttribute("aria-pressed"), "true");
  first.children[1].click(); second.children[1].click();
  assert.deepEqual(ctx.sent, [{ type: "focus", index: -1 }, { type: "focus", index: 1 }]);
});

test("the history goes back to a decision; the board in words and the example are drawn", () => {
  const ctx = fakeCtx({ plies: 9, cursor: 9, review: {}, log_rows: [{ ply: 8, animal_name: "Birds", label: "Pass", rule: "4.1" }],
                        board_text: [{ title: "Tiles", lines: ["a", "b"] }], example: { title: "Glaciation", text: "…", try: "Try" } }, vocab);
  drawHistory(ctx);
  find(ctx.histEl, (e) => e.className === "ds-rowbtn")[0].click();
  assert.deepEqual(ctx.sent, [{ type: "goto", ply: 8 }]);
  assert.match(ctx.histEl.textContent, /History 9 \/ 9/);
  drawBoardText(ctx);
  assert.equal(ctx.textAltBody.textContent, "Tilesab");
  drawExample(ctx);
  assert.equal(ctx.exampleEl.children.length, 3);
});
