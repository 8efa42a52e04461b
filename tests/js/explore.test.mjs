// The What if palette (js/src/explore.js), drawn on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawPalette } from "../../js/src/explore.js";
import { installFakeDocument, fakeCtx, find, byAction } from "./fakedom.mjs";
import { V } from "./vocab.mjs";

installFakeDocument();
const vocab = { ...V, elements: ["grass", "sun"], terrains: ["sea", "desert"] };
const chips = (ctx) => find(ctx.paletteEl, (e) => e.classList.contains("ds-chip"));

test("the palette shows only What if…, a chip a value, from the vocab's elements and terrains", () => {
  const ctx = fakeCtx({ mode: "play", status: { scores: [] } }, vocab);
  drawPalette(ctx);
  assert.equal(ctx.paletteEl.children.length, 0);
  const exploring = fakeCtx({ mode: "explore", status: { scores: [{ animal: "birds" }] },
                              ui_text: { "name.terrain.sea": "Mare" } }, vocab);
  drawPalette(exploring);
  assert.deepEqual(chips(exploring).map((c) => c.textContent), ["grass", "sun", "birds", "Mare", "desert", "grass", "sun"]);
  assert.equal(chips(exploring)[0].className, "ds-chip on");           // the tool at hand: grass on a corner
});

test("a chip picks the tool; the way out sends explore's start or discard", () => {
  const ctx = fakeCtx({ mode: "explore", status: { scores: [] } }, vocab);
  drawPalette(ctx);
  chips(ctx)[3].click();                                               // desert, a tile
  assert.deepEqual(ctx.state.tool, { kind: "tile", value: "desert", remove: false, count: 1 });
  assert.equal(chips(ctx)[3].className, "ds-chip on");                 // drawn again
  byAction(ctx.paletteEl, "explore-start")[0].click();
  byAction(ctx.paletteEl, "explore-discard")[0].click();
  assert.deepEqual(ctx.sent, [{ type: "explore", action: "start" }, { type: "explore", action: "discard" }]);
});
