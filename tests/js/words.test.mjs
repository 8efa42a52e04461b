// Words the page puts together (js/src/words.js).
import test from "node:test";
import assert from "node:assert/strict";
import { statusLine, spokenName, plural } from "../../js/src/words.js";

test("status line", () => {
  const s = { turn: 3, phase: "Execution", over: false, scores: [{ name: "Birds", vp: 12 }, { name: "Mammals", vp: 9 }] };
  assert.equal(statusLine(s, {}), "Turn 3 · Execution · Birds 12 · Mammals 9");
  assert.equal(statusLine({}, {}), "");
  assert.match(statusLine({ ...s, over: true }, { game_over: "Fine" }), /Fine/);
  const over = statusLine({ ...s, phase: "Game over", over: true }, { game_over: "Game over" });
  assert.equal(over, "Turn 3 · Game over · Birds 12 · Mammals 9");   // said once, not twice
  assert.equal(statusLine(s, { turn: "Turno" }), "Turno 3 · Execution · Birds 12 · Mammals 9");
});

test("a board choice's name holds the letters it shows", () => {
  assert.equal(spokenName("Migration 1 (up to 7)", " ≤7 "), "Migration 1 (up to 7), ≤7");
  assert.equal(spokenName("Initiative 1", ""), "Initiative 1");
  assert.equal(spokenName("savannah (1,-1)", "SAVANNAH"), "savannah (1,-1)");
});

test("a plural from ui_text, else the fallback", () => {
  const ui = { "a11y.more_options.one": "{n} more choice", "a11y.more_options.other": "{n} more choices" };
  const t = (k, d) => ui[k] || d;
  assert.equal(plural(t, "a11y.more_options", 1, "x"), "1 more choice");
  assert.equal(plural(t, "a11y.more_options", 4, "x"), "4 more choices");
  assert.equal(plural(() => "", "a11y.more_options", 4, "4 more"), "4 more");
});
