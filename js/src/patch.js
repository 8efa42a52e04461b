// The board: whole, or patched (ds_widget/render/patch.py says what changed since the board shown).
import { parseInto } from "./dom.js";

/**
 * Apply a patch of the board (ds_widget/render/patch.py): `["splice", path, start, count, [markup…]]`
 * and `["tag", path, startTag]`, a path being element-child indexes from `box`. Every index refers
 * to the board before the patch, so the whole patch is checked first: false (and nothing changed)
 * when it does not fit — the caller then asks for the whole board, never showing a mixed one.
 * @param {Element} box
 * @param {any} ops
 * @returns {boolean}
 */
export function applyPatch(box, ops) {
  /** @param {any[]} path @returns {Element | null} */
  const at = (path) => {
    /** @type {Element | null} */
    let el = box;
    for (const i of path) { el = Number.isInteger(i) && el ? el.children[i] : null; }
    return el || null;
  };
  if (!Array.isArray(ops)) return false;
  for (const op of ops) {
    const el = Array.isArray(op) && Array.isArray(op[1]) ? at(op[1]) : null;
    if (!el) return false;
    if (op[0] === "splice") {
      const [, , start, count, parts] = op;
      if (!Number.isInteger(start) || !Number.isInteger(count) || start < 0 || count < 0
          || start + count > el.children.length || !Array.isArray(parts)
          || !parts.every((x) => typeof x === "string")) return false;
    } else if (op[0] !== "tag" || typeof op[2] !== "string" || el === box) {
      return false;
    }
  }
  for (const op of ops) {
    const el = at(op[1]);
    if (!el) return false;              // checked above: never met (the caller would ask for the whole board)
    if (op[0] === "tag") {
      const src = parseInto(/** @type {Element} */ (el.parentNode), `${op[2]}</${el.localName}>`).firstElementChild;
      if (!src) continue;
      for (const a of [...el.attributes]) if (!src.hasAttributeNS(a.namespaceURI, a.localName)) el.removeAttributeNS(a.namespaceURI, a.localName);
      for (const a of [...src.attributes]) el.setAttributeNS(a.namespaceURI, a.name, a.value);
      continue;
    }
    const [, , start, count, parts] = op;
    for (let k = 0; k < count; k++) el.children[start].remove();
    const made = parseInto(el, parts.join(""));
    const ref = el.children[start] || null;
    while (made.firstChild) el.insertBefore(made.firstChild, ref);
  }
  return true;
}
