// The review panel, its marks and teaching's alert (js/src/review.js), drawn on the fake document.
import test from "node:test";
import assert from "node:assert/strict";
import { drawReview, drawMarks, drawTeach } from "../../js/src/review.js";
import { installFakeDocument, fakeCtx, find, byAction } from "./fakedom.mjs";
import { V } from "./vocab.mjs";

installFakeDocument();
const vocab = { ...V, elements: ["grass"] };

test("no review: an empty panel; a review on show: its way through the mistakes", () => {
  const none = fakeCtx({ review: {} }, vocab);
  drawReview(none);
  assert.equal(none.reviewEl.children.length, 0);
  const ctx = fakeCtx({ review: { state: "done", total: 4, done: 4, progress: "4 / 4", mistakes: 2,
                                  counts: [{ verdict: "blunder", mark: "??", word: "blunders", n: 2 }, { verdict: "good", n: 0 }],
                                  current: { index: 1, verdict: "blunder", headline: "Turn 2", has_prev: false, has_next: true } } }, vocab);
  drawReview(ctx);
  assert.equal(ctx.reviewEl.dataset.state, "done");
  assert.deepEqual(find(ctx.reviewEl, (e) => e.classList.contains("ds-count-v")).map((e) => e.textContent), ["?? blunders 2"]);
  assert.equal(byAction(ctx.reviewEl, "review-prev")[0].disabled, true);
  assert.equal(byAction(ctx.reviewEl, "review-next")[0].disabled, false);
  byAction(ctx.reviewEl, "review-next")[0].click();
  byAction(ctx.reviewEl, "review-leave")[0].click();
  assert.deepEqual(ctx.sent, [{ type: "review", action: "next" }, { type: "review", action: "leave" }]);
});

test("the marks on the history: the costly decisions and the ones that had to be found", () => {
  const ctx = fakeCtx({}, vocab);
  const row = drawMarks(ctx, { current: { index: 2 }, marks: [
    { index: 1, ply: 5, verdict: "good", mark: "", title: "fine" },
    { index: 2, ply: 10, verdict: "blunder", mistake: true, mark: "??", title: "a blunder" },
    { index: 3, ply: 15, verdict: "only", mark: "!", title: "the only move" }] }, 20);
  assert.deepEqual(row.children.map((b) => [b.className, b.style.left]), [["ds-mark ds-v-blunder on", "50%"], ["ds-mark ds-v-only", "75%"]]);
  row.children[1].click();
  assert.deepEqual(ctx.sent, [{ type: "review", action: "show", index: 3 }]);
});

test("teaching's alert offers to take a costly decision back", () => {
  const ctx = fakeCtx({ teach: {} }, vocab);
  drawTeach(ctx);
  assert.equal(ctx.teachEl.style.display, "none");
  const costly = fakeCtx({ teach: { mark: "??", text: "That cost 6 VP", reason: "…" } }, vocab);
  drawTeach(costly);
  assert.equal(costly.teachEl.style.display, "block");
  byAction(costly.teachEl, "teach-take_back")[0].click();
  assert.deepEqual(costly.sent, [{ type: "teach", action: "take_back" }]);
});

test("Why?: the earth's \"of which\" lines are a list under the earth's line, not beside it", () => {
  const ctx = fakeCtx({ review: { state: "done", total: 1, done: 1, mistakes: 1, counts: [],
    current: { index: 1, verdict: "mistake", headline: "Turn 1", reason: "r", why_label: "Why?",
               why: ["A against B:", "5 VP more from the earth", "of which the forest: 3 VP more", "other tiles: 2 VP more", "Averaged over 8"],
               why_nested: [2, 3] } } }, vocab);
  drawReview(ctx);
  const [details] = find(ctx.reviewEl, (e) => e.tagName === "DETAILS");
  const top = details.children.find((e) => e.tagName === "UL");
  assert.deepEqual(top.children.map((li) => li.children.length ? li.textContent.split("of which")[0] : li.textContent),
                   ["A against B:", "5 VP more from the earth", "Averaged over 8"]);
  const earth = top.children[1];
  const sub = earth.children.find((e) => e.tagName === "UL");
  assert.deepEqual(sub.children.map((li) => li.textContent), ["of which the forest: 3 VP more", "other tiles: 2 VP more"]);
});
