// What a click says to Python (js/src/messages.js).
import test from "node:test";
import assert from "node:assert/strict";
import { buttonOptions, clickMessage, editMessage, practiceMessage } from "../../js/src/messages.js";
import { V, renamed, fakeEl } from "./vocab.mjs";

const options = [
  { id: "tile:1,-1", label: "savannah (1,-1)", target: "tile-1,-1", kind: "tile" },
  { id: "decline", label: "Decline", target: "", kind: "decline" },
  { id: "tile:0,0", label: "tundra (0,0)", target: "tile-0,0", kind: "tile" },
];

test("buttonOptions puts board options first and keeps every option", () => {
  assert.deepEqual(buttonOptions(options).map((o) => o.id), ["tile:1,-1", "tile:0,0", "decline"]);
  assert.deepEqual(buttonOptions(undefined), []);
});

test("a board click in play mode sends choose with the current version", () => {
  assert.deepEqual(clickMessage(fakeEl({ "data-choice": "tile:0,0" }), "play", 7, null, V),
    { type: "choose", option: "tile:0,0", version: 7 });
  assert.equal(clickMessage(fakeEl({}), "play", 7, null, V), null);
  assert.equal(clickMessage(null, "play", 7, null, V), null);
});

test("explore clicks become edits that depend on the palette tool", () => {
  const el = fakeEl({ "data-target": "corner-0,0E" });
  assert.deepEqual(clickMessage(el, "explore", 1, { kind: "element", value: "seed" }, V),
    { type: "edit", action: "add_element", target: "corner-0,0E", element: "seed" });
  assert.deepEqual(editMessage({ kind: "element", value: "seed", remove: true }, "corner-0,0E", V),
    { type: "edit", action: "remove_element", target: "corner-0,0E", element: "seed" });
  assert.deepEqual(editMessage({ kind: "species", value: "birds", count: 3 }, "tile--1,2", V),
    { type: "edit", action: "set_species", target: "tile--1,2", animal: "birds", count: 3 });
  assert.deepEqual(editMessage({ kind: "tile", value: "sea" }, "hex-2,-1", V),
    { type: "edit", action: "add_tile", target: "hex-2,-1", terrain: "sea" });
  assert.deepEqual(editMessage({ kind: "tile", value: "sea", remove: true }, "tile-2,-1", V),
    { type: "edit", action: "remove_tile", target: "tile-2,-1" });
  assert.deepEqual(editMessage({ kind: "sheet", value: "sun" }, "animal-reptiles", V),
    { type: "edit", action: "add_sheet_element", target: "animal-reptiles", animal: "reptiles", element: "sun" });
  assert.equal(editMessage({ kind: "element", value: "sun" }, "tile-0,0", V), null);
  assert.equal(editMessage(null, "tile-0,0", V), null);
});

test("a board click in Practice mode picks the candidate for the question on show, once", () => {
  const open = { number: 4, answered: false };
  assert.deepEqual(practiceMessage(fakeEl({ "data-choice": "answer:tile-1,0" }), open, V),
    { type: "practice", action: "pick", value: "tile-1,0", question: 4 });
  assert.deepEqual(practiceMessage(fakeEl({ "data-choice": "answer:corner--1,1E" }), open, V).value, "corner--1,1E");
  // not a candidate, a game option, or a question already answered: nothing is sent
  assert.equal(practiceMessage(fakeEl({}), open, V), null);
  assert.equal(practiceMessage(fakeEl({ "data-choice": "tile:1,0" }), open, V), null);
  assert.equal(practiceMessage(fakeEl({ "data-choice": "answer:tile-1,0" }), { number: 4, answered: true }, V), null);
  assert.equal(practiceMessage(null, open, V), null);
});

test("the modes and message types are the vocab's, never spelled here", () => {
  const choice = fakeEl({ "data-choice": "tile:0,0", "data-target": "corner-0,0E" });
  assert.equal(clickMessage(choice, "EXPLORE", 1, { kind: "element", value: "seed" }, renamed).type, "EDIT");
  assert.equal(clickMessage(choice, "explore", 1, null, renamed).type, "CHOOSE");   // not the renamed explore
  assert.equal(practiceMessage(fakeEl({ "data-choice": "answer:x" }), { number: 1 }, renamed).type, "PRACTICE");
});
