// The toolbar (js/src/toolbar.js): one table of buttons, the lists, what the buttons send.
import test from "node:test";
import assert from "node:assert/strict";
import { toolbarButtons, makeToolbar, wireToolbar, drawToolbar } from "../../js/src/toolbar.js";
import { installFakeDocument } from "./fakedom.mjs";
import { V, renamed } from "./vocab.mjs";

installFakeDocument();

/** A view's state as far as the toolbar reads it: traits, the words, what it sent, and (`made`)
 *  the toolbar's elements made and wired as view.js does. */
function fakeCtx(traits, vocab = V, made = false) {
  const sent = [];
  const ui = traits.ui_text || {};
  const V3 = { ...vocab, languages: ["en", "it", "de"] };
  const ctx = { model: { get: (k) => traits[k], set: (k, v) => { traits[k] = v; } }, V: V3, sent,
                ui: () => ui, t: (k, d) => ui[k] || d, send: (m) => sent.push(m), update: () => {},
                state: { whyMode: false }, ...(made ? makeToolbar(V3) : {}) };
  if (made) wireToolbar(ctx);
  return ctx;
}

test("the buttons keep their data-action, and the words they are given by ui_text", () => {
  const table = toolbarButtons(V);
  assert.deepEqual(table.map((b) => b.id), ["undo", "next", "auto", "hint", "why", "presentation", "explore",
                                            "save", "load", "export", "new", "review", "teaching", "practice"]);
  const spec = Object.fromEntries(table.map((b) => [b.id, b]));
  assert.equal(spec.export.labelKey, "btn_svg");
  assert.equal(spec.export.titleKey, "a11y.title_export");
  assert.equal(spec.new.labelKey, "btn_new_game");
  assert.equal(spec.new.titleKey, "a11y.title_new");
  assert.equal(spec.presentation.labelKey, "btn_present");
  assert.deepEqual(toolbarButtons(renamed).map((b) => b.id).slice(0, 2), ["UNDO", "NEXT"]);   // the vocab's names
});

test("what the buttons send", () => {
  const ctx = fakeCtx({ mode: "explore", presentation: false, teaching: true, auto: true, status: {} });
  const spec = Object.fromEntries(toolbarButtons(V).map((b) => [b.id, b]));
  for (const id of ["undo", "explore", "presentation", "teaching", "review", "practice", "auto", "export", "new"]) spec[id].click(ctx);
  assert.deepEqual(ctx.sent, [{ type: "undo" }, { type: "explore", action: "discard" }, { type: "presentation", on: true },
    { type: "teaching", on: false }, { type: "review", action: "start" }, { type: "practice", action: "enter" },
    { type: "auto", on: false }, { type: "export_svg" }, { type: "new_game" }]);
  spec.why.click(ctx);
  assert.equal(ctx.state.whyMode, true);                                 // Why? sends nothing itself
});

test("the toolbar as the traits say: lit, disabled, in the page's language", () => {
  const ctx = fakeCtx({ mode: "practice", presentation: true, teaching: true, auto: true, status: { can_undo: true, paused: true },
                        lang: "it", scenarios: [{ name: "glaciation", title: "Glaciazione" }],
                        ui_text: { btn_undo: "◀ Annulla", "a11y.title_new": "Nuova partita" } }, V, true);
  const { bar } = ctx;
  drawToolbar(ctx);
  const b = ctx.buttons;
  assert.equal(b.undo.textContent, "◀ Annulla");
  assert.equal(b.undo.disabled, false);
  assert.equal(b.new.title, "Nuova partita");
  assert.equal(b.hint.title, "What would the coach do, and why? (h)");
  assert.equal(b.auto.classList.contains("on"), false);              // paused: not really on
  assert.equal(b.presentation.classList.contains("on"), true);
  assert.equal(b.teaching.getAttribute("aria-pressed"), "true");
  assert.equal(b.practice.classList.contains("on"), true);
  assert.equal(b.review.disabled, true);                             // no review while practising
  assert.deepEqual(ctx.langSel.children.map((o) => o.value), ["en", "it", "de"]);   // the vocab's languages
  assert.deepEqual(ctx.scenSel.children.map((o) => o.value), ["", "glaciation"]);
  assert.deepEqual(ctx.scenSel.children.map((o) => o.textContent).slice(1), ["Glaciazione"]);
  // a new language renames the examples (the same number of them): the list is made again
  ctx.model.set("scenarios", [{ name: "glaciation", title: "Vergletscherung" }]);
  drawToolbar(ctx);
  assert.deepEqual(ctx.scenSel.children.map((o) => o.textContent).slice(1), ["Vergletscherung"]);
  assert.equal(bar.children.at(-1), ctx.narrowNote);
  ctx.langSel.value = "de"; ctx.langSel.fire("change");
  assert.deepEqual(ctx.sent, [{ type: "lang", lang: "de" }]);
});
