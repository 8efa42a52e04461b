// A patch of the board (js/src/patch.js) is checked whole before anything changes. Applying one to a
// real board (parsing its markup) is the browser's: tests/e2e/test_jupyterlab.py::test_a_patched_board_is_the_whole_board.
import test from "node:test";
import assert from "node:assert/strict";
import { applyPatch } from "../../js/src/patch.js";

/** A board of nested boxes, as far as the check reads it; removing one fails the test. */
const box = (...children) => ({ children, localName: "g", remove: () => { throw new Error("changed before the check ended"); } });

test("a patch that does not fit the board changes nothing and says so", () => {
  const board = box(box(box(), box()), box());
  assert.equal(applyPatch(board, null), false);
  assert.equal(applyPatch(board, [["splice", [5], 0, 0, []]]), false);               // no such element
  assert.equal(applyPatch(board, [["splice", [0], 1, 2, []]]), false);               // past its end
  assert.equal(applyPatch(board, [["splice", [0], -1, 0, []]]), false);
  assert.equal(applyPatch(board, [["splice", [0], 0, 0, [1]]]), false);              // markup is text
  assert.equal(applyPatch(board, [["tag", [], "<svg>"]]), false);                    // never the box itself
  assert.equal(applyPatch(board, [["tag", [0], 3]]), false);
  assert.equal(applyPatch(board, [["move", [0]]]), false);                           // an unknown operation
  // a good first operation does not let a bad second one through: nothing is touched
  assert.equal(applyPatch(board, [["splice", [0], 0, 1, []], ["splice", [9], 0, 0, []]]), false);
});

test("an empty patch fits any board", () => {
  assert.equal(applyPatch(box(), []), true);
});
