// Words the page puts together (js/src/words.js).
import test from "node:test";
import assert from "node:assert/strict";
import { statusLine, spokenName, counted } from "../../js/src/words.js";

test("status line", () => {
  const s = { turn: 3, phase: "Execution", over: false, scores: [{ name: "Birds", vp: 12 }, { name: "Mammals", vp: 9 }] };
  assert.equal(statusLine(s, {}), "Turn 3 · Execution · Birds 12 · Mammals 9");
  assert.equal(statusLine({}, {}), "");
  // a rulebook example: its caption, never a turn or a score
  const example = { ...s, caption: "Part of the earth, as in the rulebook's example (000 p.13)" };
  assert.equal(statusLine(example, {}), "Part of the earth, as in the rulebook's example (000 p.13) · Execution");
  assert.equal(statusLine({ ...example, over: true }, { example_over: "the example is over" }),
               "Part of the earth, as in the rulebook's example (000 p.13) · the example is over");
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

test("a counted sentence: the browser's plural rules pick Python's template, else the fallback", () => {
  const ui = { "a11y.more_options": { one: "{n} more choice", other: "{n} more choices" } };
  const t = (k, d) => ui[k] || d;
  assert.equal(counted(t, "a11y.more_options", 1, "x", "en"), "1 more choice");
  assert.equal(counted(t, "a11y.more_options", 4, "x", "de"), "4 more choices");
  assert.equal(counted(t, "a11y.more_options", 0, "x", "en"), "0 more choices");      // 0 is "other" in English
  assert.equal(counted(() => "", "a11y.more_options", 4, "4 more"), "4 more");
  assert.equal(counted(t, "a11y.more_options", 1, "x", "xx-nonsense-!"), "1 more choices");   // no rules: other
});
