// The keyboard (js/src/keys.js): shortcuts and arrow keys.
import test from "node:test";
import assert from "node:assert/strict";
import { keyAction, arrowStep } from "../../js/src/keys.js";
import { V, renamed } from "./vocab.mjs";

test("keyboard shortcuts for a classroom", () => {
  assert.equal(keyAction("ArrowRight", V), "next");
  assert.equal(keyAction("ArrowLeft", V), "undo");
  assert.equal(keyAction("h", V), "hint");
  assert.equal(keyAction("p", V), "presentation");
  assert.equal(keyAction("r", V), "review");
  assert.equal(keyAction("Escape", V), "focus");       // takes the narration's focus off the board
  assert.equal(keyAction("x", V), null);
  assert.equal(keyAction("ArrowRight", renamed), "NEXT");   // the vocab's name, not one spelled here
});

test("arrow keys walk the board's choices in order, wrapping, from nothing focused too", () => {
  assert.equal(arrowStep("ArrowRight", -1, 3), 0);
  assert.equal(arrowStep("ArrowLeft", -1, 3), 2);
  assert.equal(arrowStep("ArrowDown", 0, 3), 1);
  assert.equal(arrowStep("ArrowRight", 2, 3), 0);
  assert.equal(arrowStep("ArrowUp", 0, 3), 2);
  assert.equal(arrowStep("Home", 2, 3), 0);
  assert.equal(arrowStep("End", 0, 3), 2);
  assert.equal(arrowStep("Enter", 0, 3), null);
  assert.equal(arrowStep("ArrowRight", -1, 0), null);   // nothing to choose on the board
});
