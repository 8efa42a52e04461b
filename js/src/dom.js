// Making elements: the `h` helper, and markup parsed as the children of an HTML or SVG parent.

export const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * A new element with a class and text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export const h = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};

/**
 * Elements made from markup, parsed as children of `parent` would be (SVG or HTML).
 * @param {Element} parent
 * @param {string} markup
 * @returns {Element}
 */
export function parseInto(parent, markup) {
  const tmp = parent.namespaceURI === SVG_NS ? document.createElementNS(SVG_NS, "g") : document.createElement("div");
  tmp.innerHTML = markup;
  return tmp;
}
