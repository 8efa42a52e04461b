// Words the page puts together from what Python sends.

/**
 * "Turn 3 · Execution · Mammals 12 · Birds 9"; "Turn 6 · Game over · …" once the game is over.
 * @param {any} status  the status trait
 * @param {Record<string, unknown> | null} ui  the ui_text trait
 * @returns {string}
 */
export function statusLine(status, ui) {
  if (!status || status.turn === undefined) return "";
  /** @param {string} k @returns {string} */
  const w = (k) => { const v = ui && ui[k]; return typeof v === "string" ? v : ""; };
  // a rulebook example is no game: its caption instead of a turn, and no score (Python says which)
  if (status.caption) return [status.caption, status.over ? w("example_over") : status.phase].filter(Boolean).join(" · ");
  const scores = (status.scores || []).map((/** @type {{name: string, vp: number}} */ s) => `${s.name} ${s.vp}`).join(" · ");
  // a finished game's phase is already "Game over": say it once
  const phase = status.over ? (w("game_over") || status.phase || "Game over") : status.phase;
  return `${w("turn") || "Turn"} ${status.turn} · ${phase} · ${scores}`;
}

/**
 * A board choice's accessible name: the option's label in words, and the letters it shows on the
 * board ("≤7") after it when the label does not already hold them, so that what a speech-input
 * user sees is part of the name they can say (WCAG 2.5.3).
 * @param {string} label
 * @param {string | null} shown
 * @returns {string}
 */
export function spokenName(label, shown) {
  const vis = (shown || "").replace(/\s+/g, " ").trim();
  return vis && !label.toLowerCase().includes(vis.toLowerCase()) ? `${label}, ${vis}` : label;
}

/**
 * A sentence the page fills in itself: Python sends it as one template per plural category of the
 * language (`{one: "{n} more choice…", other: "{n} more choices…"}`, made by Fluent from the
 * catalog); the browser's own CLDR rules (`Intl.PluralRules`) pick the form for `n`.
 * @param {(key: string, fallback: string) => unknown} word  the page's words as sent (Ctx.word)
 * @param {string} key
 * @param {number} n
 * @param {string} fallback
 * @param {string} [lang]
 * @returns {string}
 */
export function counted(word, key, n, fallback, lang) {
  const sent = word(key, "");
  if (!sent || typeof sent !== "object") return fallback;
  const forms = /** @type {Record<string, string>} */ (sent);
  let category = "other";
  try { category = new Intl.PluralRules(lang || "en").select(n); } catch (e) { /* an unknown language: other */ }
  const form = forms[category] || forms.other;
  return form ? form.split("{n}").join(String(n)) : fallback;
}
