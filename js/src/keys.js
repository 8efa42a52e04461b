// The keyboard: the widget's shortcuts, and arrow keys moving among choices.

/**
 * Keyboard shortcuts: key -> the type of the message it sends (Escape: focus, taking the
 * narration's focus off the board), or null.
 * @param {string} key
 * @param {import("./types.js").Vocab} V
 * @returns {import("./vocab.js").MessageType | null}
 */
export function keyAction(key, V) {
  const M = V.messages;
  /** @type {Record<string, import("./vocab.js").MessageType>} */
  const keys = { ArrowLeft: M.undo, ArrowRight: M.next, h: M.hint, p: M.presentation, r: M.review, Escape: M.focus };
  return Object.hasOwn(keys, key) ? keys[key] : null;
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
  const { model, send, root, V } = ctx;
  const M = V.messages;
  root.addEventListener("keydown", (ev) => {
    const target = /** @type {HTMLElement} */ (ev.target);
    if (target && (target.tagName === "INPUT" || target.tagName === "SELECT")) return;
    const a = keyAction(ev.key, V);
    if (!a || (model.get("mode") === V.modes.practice && a !== M.presentation)) return;
    ev.preventDefault();
    if (a === M.presentation) send({ type: a, on: !model.get("presentation") });
    else if (a === M.focus) send({ type: a, index: -1 });
    else if (a === M.review) { if (model.get("mode") === V.modes.play) send({ type: a, action: V.actions.review.start }); }
    else if (a === M.undo || a === M.next || a === M.hint) send({ type: a });
  });
}
