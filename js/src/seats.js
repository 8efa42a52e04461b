// The "Who plays" panel: who plays each seat, and a select a seat to make it a human or a bot of any
// level (the ladder's levels weakest first, each with its rating when Python has one).
import { h } from "./dom.js";
import { counted } from "./words.js";

/** @typedef {import("./types.js").Ctx} Ctx */
/** A kind a seat may be, in ladder order, with its rating (None in Python: not rated).
 *  @typedef {{kind: string, rating: number | null}} SeatChoice */
/** @typedef {{seat: number, kind: string, animals: string[]}} Seat */

/**
 * An option's text: the kind's name and its rating ("novice bot · 1250"), or the name alone.
 * @param {(key: string, fallback: string) => string} t
 * @param {SeatChoice} choice
 * @returns {string}
 */
export function choiceText(t, choice) {
  const name = t(`seat_kind.${choice.kind}`, choice.kind);
  return typeof choice.rating === "number" ? `${name} · ${choice.rating}` : name;
}

/**
 * "Seat 2: Birds, Insects" — the seat counted from 1, its animals in the page's language.
 * @param {(key: string, fallback: string) => unknown} word  the page's words as sent (Ctx.word)
 * @param {Seat} seat
 * @param {string} [lang]
 * @returns {string}
 */
export function seatText(word, seat, lang) {
  const n = seat.seat + 1;
  const label = counted(word, "seat_label", n, `Seat ${n}`, lang);
  const animals = (seat.animals || []).map((a) => word(`name.animal.${a}`, a)).join(", ");
  return animals ? `${label}: ${animals}` : label;
}

/**
 * The message a change of a seat's select sends.
 * @param {import("./types.js").Vocab} V
 * @param {number} seat
 * @param {string} kind
 * @returns {import("./types.js").Message}
 */
export const seatMessage = (V, seat, kind) => ({ type: V.messages.seat, seat, kind });

/**
 * Draw the panel (in play only: the other modes refuse a change of seat). It is drawn again only
 * when what it shows changed, so a select keeps the keyboard's focus while the bots move.
 * @param {Ctx} ctx
 */
export function drawSeats(ctx) {
  const { model, t, send, seatsEl, V } = ctx;
  const play = model.get("mode") === V.modes.play;
  const seats = /** @type {Seat[]} */ (play ? model.get("seats") || [] : []);
  const choices = /** @type {SeatChoice[]} */ (model.get("seat_choices") || []);
  const key = JSON.stringify([seats, choices, t("seats_title", ""), t("seat_label", ""), t("rating", ""),
                              choices.map((c) => t(`seat_kind.${c.kind}`, ""))]);
  if (key === ctx.state.seatsKey) return;
  ctx.state.seatsKey = key;
  seatsEl.replaceChildren();
  if (!seats.length || !choices.length) return;
  seatsEl.appendChild(h("div", "ds-h", t("seats_title", "Who plays")));
  const hint = t("rating", "The number after a bot is its strength on the Elo scale.");
  if (choices.some((c) => typeof c.rating === "number")) seatsEl.appendChild(h("div", "ds-note", hint));
  for (const seat of seats) {
    // the label holds the select: its name is the seat and its animals, for a screen reader too
    const row = h("label", "ds-seat", seatText(ctx.word, seat, ctx.model.get("lang")) + " ");
    const sel = h("select", "ds-seat-kind");
    sel.title = hint;
    sel.dataset.seat = String(seat.seat);
    const kinds = choices.map((c) => c.kind);
    // a kind the list does not know (an older page) is still shown as it is
    const shown = kinds.includes(seat.kind) ? choices : choices.concat([{ kind: seat.kind, rating: null }]);
    for (const c of shown) {
      const o = h("option", "", choiceText(t, c));
      o.value = c.kind;
      o.selected = c.kind === seat.kind;
      sel.appendChild(o);
    }
    sel.value = seat.kind;
    sel.addEventListener("change", () => {
      if (sel.value !== seat.kind) send(seatMessage(V, seat.seat, sel.value));
    });
    row.appendChild(sel);
    seatsEl.appendChild(row);
  }
}
