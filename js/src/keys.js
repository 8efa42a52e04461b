// The keyboard: the widget's shortcuts, and arrow keys moving among choices.

/**
 * Keyboard shortcuts: key -> message type ("clear": Escape takes the narration's focus off the board).
 * @param {string} key
 * @returns {string | null}
 */
export function keyAction(key) {
  return ({ ArrowLeft: "undo", ArrowRight: "next", h: "hint", p: "presentation", r: "review", Escape: "clear" })[key] || null;
}

/**
 * Where an arrow key moves among `n` choices from index `i` (-1: none focused yet), wrapping;
 * null for any other key. Right/Down go forward, Left/Up back, Home/End to the ends.
 * @param {string} key
 * @param {number} i
 * @param {number} n
 * @returns {number | null}
 */
export function arrowStep(key, i, n) {
  if (!n) return null;
  if (key === "Home") return 0;
  if (key === "End") return n - 1;
  if (key === "ArrowRight" || key === "ArrowDown") return i < 0 ? 0 : (i + 1) % n;
  if (key === "ArrowLeft" || key === "ArrowUp") return i < 0 ? n - 1 : (i - 1 + n) % n;
  return null;
}

/**
 * The widget's shortcuts, anywhere in it but in a text field or a list to pick from.
 * @param {import("./types.js").Ctx} ctx
 */
export function listenForShortcuts(ctx) {
  const { model, send, root } = ctx;
  root.addEventListener("keydown", (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
    const a = keyAction(ev.key);
    if (!a || (model.get("mode") === "practice" && a !== "presentation")) return;
    ev.preventDefault();
    if (a === "presentation") send({ type: "presentation", on: !model.get("presentation") });
    else if (a === "clear") send({ type: "focus", index: -1 });
    else if (a === "review") { if (model.get("mode") === "play") send({ type: "review", action: "start" }); }
    else send({ type: a });
  });
}
