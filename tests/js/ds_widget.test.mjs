// Pure helpers of the front end, tested with node's own test runner (node --test).
import test from "node:test";
import assert from "node:assert/strict";
import { buttonOptions, clickMessage, editMessage, keyAction, arrowStep, hostTheme, spokenName, statusLine, practiceMessage, hideStillPicture } from "../../js/ds_widget.js";

const options = [
  { id: "tile:1,-1", label: "savannah (1,-1)", target: "tile-1,-1", kind: "tile" },
  { id: "decline", label: "Decline", target: "", kind: "decline" },
  { id: "tile:0,0", label: "tundra (0,0)", target: "tile-0,0", kind: "tile" },
];

const fakeEl = (attrs) => ({ getAttribute: (k) => (k in attrs ? attrs[k] : null) });

test("buttonOptions puts board options first and keeps every option", () => {
  assert.deepEqual(buttonOptions(options).map((o) => o.id), ["tile:1,-1", "tile:0,0", "decline"]);
});

test("a board click in play mode sends choose with the current version", () => {
  assert.deepEqual(clickMessage(fakeEl({ "data-choice": "tile:0,0" }), "play", 7, null),
    { type: "choose", option: "tile:0,0", version: 7 });
  assert.equal(clickMessage(fakeEl({}), "play", 7, null), null);
  assert.equal(clickMessage(null, "play", 7, null), null);
});

test("explore clicks become edits that depend on the palette tool", () => {
  const el = fakeEl({ "data-target": "corner-0,0E" });
  assert.deepEqual(clickMessage(el, "explore", 1, { kind: "element", value: "seed" }),
    { type: "edit", action: "add_element", target: "corner-0,0E", element: "seed" });
  assert.deepEqual(editMessage({ kind: "element", value: "seed", remove: true }, "corner-0,0E"),
    { type: "edit", action: "remove_element", target: "corner-0,0E", element: "seed" });
  assert.deepEqual(editMessage({ kind: "species", value: "birds", count: 3 }, "tile--1,2"),
    { type: "edit", action: "set_species", target: "tile--1,2", animal: "birds", count: 3 });
  assert.deepEqual(editMessage({ kind: "tile", value: "sea" }, "hex-2,-1"),
    { type: "edit", action: "add_tile", target: "hex-2,-1", terrain: "sea" });
  assert.deepEqual(editMessage({ kind: "sheet", value: "sun" }, "animal-reptiles"),
    { type: "edit", action: "add_sheet_element", target: "animal-reptiles", animal: "reptiles", element: "sun" });
  assert.equal(editMessage({ kind: "element", value: "sun" }, "tile-0,0"), null);
  assert.equal(editMessage(null, "tile-0,0"), null);
});

test("keyboard shortcuts for a classroom", () => {
  assert.equal(keyAction("ArrowRight"), "next");
  assert.equal(keyAction("ArrowLeft"), "undo");
  assert.equal(keyAction("p"), "presentation");
  assert.equal(keyAction("x"), null);
});

test("status line", () => {
  const s = { turn: 3, phase: "Execution", over: false, scores: [{ name: "Birds", vp: 12 }, { name: "Mammals", vp: 9 }] };
  assert.equal(statusLine(s, {}), "Turn 3 · Execution · Birds 12 · Mammals 9");
  assert.equal(statusLine({}, {}), "");
  assert.match(statusLine({ ...s, over: true }, { game_over: "Fine" }), /Fine/);
  const over = statusLine({ ...s, phase: "Game over", over: true }, { game_over: "Game over" });
  assert.equal(over, "Turn 3 · Game over · Birds 12 · Mammals 9");   // said once, not twice
});

test("a board click in Practice mode picks the candidate for the question on show, once", () => {
  const open = { number: 4, answered: false };
  assert.deepEqual(practiceMessage(fakeEl({ "data-choice": "answer:tile-1,0" }), open),
    { type: "practice", action: "pick", value: "tile-1,0", question: 4 });
  assert.deepEqual(practiceMessage(fakeEl({ "data-choice": "answer:corner--1,1E" }), open).value, "corner--1,1E");
  // not a candidate, a game option, or a question already answered: nothing is sent
  assert.equal(practiceMessage(fakeEl({}), open), null);
  assert.equal(practiceMessage(fakeEl({ "data-choice": "tile:1,0" }), open), null);
  assert.equal(practiceMessage(fakeEl({ "data-choice": "answer:tile-1,0" }), { number: 4, answered: true }), null);
  assert.equal(practiceMessage(null, open), null);
});

test("the live view hides the still picture Python showed just above it, and nothing else", () => {
  const still = { style: {}, querySelector: (s) => (s === ".ds-still" ? {} : null) };
  const other = { style: {}, querySelector: () => null };
  const el = (prev) => ({ closest: (s) => (s === ".jp-OutputArea-child" ? { previousElementSibling: prev } : null) });
  assert.equal(hideStillPicture(el(still)), true);
  assert.equal(still.style.display, "none");
  assert.equal(hideStillPicture(el(other)), false);
  assert.equal(other.style.display, undefined);
  assert.equal(hideStillPicture(el(null)), false);
  assert.equal(hideStillPicture({ closest: () => null }), false);      // not in JupyterLab's output area
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

test("the host's theme: JupyterLab, VS Code, a dark class, else the system", () => {
  const el = (data, cls) => ({ dataset: data, classList: { contains: (c) => (cls || []).includes(c) } });
  const win = (dark) => ({ matchMedia: () => ({ matches: dark }) });
  assert.equal(hostTheme({ body: el({ jpThemeLight: "false" }), documentElement: el({}) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({ jpThemeLight: "true" }), documentElement: el({}) }, win(true)), "light");
  assert.equal(hostTheme({ body: el({ vscodeThemeKind: "vscode-dark" }), documentElement: el({}) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}, ["dark"]) }, win(false)), "dark");
  assert.equal(hostTheme({ body: el({}, ["light"]), documentElement: el({}) }, win(true)), "light");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}) }, win(true)), "dark");
  assert.equal(hostTheme({ body: el({}), documentElement: el({}) }, win(false)), "light");
});

test("a board choice's name holds the letters it shows", () => {
  assert.equal(spokenName("Migration 1 (up to 7)", " ≤7 "), "Migration 1 (up to 7), ≤7");
  assert.equal(spokenName("Initiative 1", ""), "Initiative 1");
  assert.equal(spokenName("savannah (1,-1)", "SAVANNAH"), "savannah (1,-1)");
});
