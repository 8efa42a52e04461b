// The "Who plays" panel (js/src/seats.js), drawn on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawSeats, choiceText, seatText } from "../../js/src/seats.js";
import { installFakeDocument, fakeCtx, find } from "./fakedom.mjs";
import { V, renamed } from "./vocab.mjs";

installFakeDocument();

const ui_text = { "seat_kind.human": "human", "seat_kind.novice": "novice bot", "seat_kind.greedy": "greedy bot",
                  "seat_kind.random": "random bot", "seat_label": { one: "Seat {n}", other: "Seat {n}" }, "seats_title": "Who plays",
                  "rating": "rating", "name.animal.birds": "Birds", "name.animal.insects": "Insects" };
const seat_choices = [{ kind: "human", rating: null }, { kind: "novice", rating: 1250 },
                      { kind: "greedy", rating: 1403 }, { kind: "random", rating: null }];
const seats = [{ seat: 0, kind: "human", animals: ["birds"] }, { seat: 1, kind: "greedy", animals: ["insects"] }];

/** A ctx in play with its panel drawn. */
function drawn(traits, vocab = V) {
  const ctx = fakeCtx({ mode: "play", ui_text, seat_choices, seats, ...traits }, vocab);
  ctx.seatsEl = document.createElement("div");
  drawSeats(ctx);
  return ctx;
}
const selects = (ctx) => find(ctx.seatsEl, (e) => e.localName === "select");

test("an option names the kind and its rating when it has one", () => {
  const t = (k, d) => ui_text[k] || d;
  assert.equal(choiceText(t, { kind: "novice", rating: 1250 }), "novice bot · 1250");
  assert.equal(choiceText(t, { kind: "random", rating: null }), "random bot");
  assert.equal(choiceText(t, { kind: "planner", rating: null }), "planner");       // no words: its name
  assert.equal(seatText(t, seats[1]), "Seat 2: Insects");
});

test("each seat is a labelled select of the kinds in ladder order, its own kind selected", () => {
  const ctx = drawn({});
  assert.equal(find(ctx.seatsEl, (e) => e.classList.contains("ds-h"))[0].textContent, "Who plays");
  const labels = find(ctx.seatsEl, (e) => e.localName === "label");
  assert.equal(labels.length, 2);
  assert.ok(labels[0].textContent.startsWith("Seat 1: Birds"));
  const [first, second] = selects(ctx);
  assert.equal(first.parentNode, labels[0]);                         // the label holds its select
  assert.deepEqual(first.options.map((o) => o.textContent),
                   ["human", "novice bot · 1250", "greedy bot · 1403", "random bot"]);
  assert.deepEqual(first.options.map((o) => o.value), ["human", "novice", "greedy", "random"]);
  assert.equal(first.value, "human");
  assert.equal(second.value, "greedy");
  assert.deepEqual(second.options.filter((o) => o.selected).map((o) => o.value), ["greedy"]);
});

test("a change sends the seat message with the vocab's type; choosing the same kind sends nothing", () => {
  const ctx = drawn({});
  const second = selects(ctx)[1];
  second.value = "greedy";
  second.fire("change");
  assert.deepEqual(ctx.sent, []);
  second.value = "novice";
  second.fire("change");
  assert.deepEqual(ctx.sent, [{ type: "seat", seat: 1, kind: "novice" }]);
  const shouted = drawn({ mode: "PLAY" }, renamed);                   // the vocab names the modes too
  selects(shouted)[0].value = "random";
  selects(shouted)[0].fire("change");
  assert.deepEqual(shouted.sent, [{ type: "SEAT", seat: 0, kind: "random" }]);
});

test("outside play the panel is empty; it is drawn again only when what it shows changed", () => {
  assert.equal(drawn({ mode: "explore" }).seatsEl.children.length, 0);
  const ctx = drawn({});
  const before = selects(ctx)[0];
  drawSeats(ctx);
  assert.equal(selects(ctx)[0], before);                             // kept: the focus stays on it
});
