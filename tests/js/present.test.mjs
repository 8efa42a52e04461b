// Present in a narrow widget (js/src/present.js).
import test from "node:test";
import assert from "node:assert/strict";
import { isNarrowPresent, NARROW_PRESENT } from "../../js/src/present.js";

test("Present narrower than its pictures side by side says so", () => {
  assert.equal(isNarrowPresent(NARROW_PRESENT - 1), true);
  assert.equal(isNarrowPresent(NARROW_PRESENT), false);
  assert.equal(isNarrowPresent(1400), false);
});
