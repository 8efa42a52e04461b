// A tiny stand-in for the DOM, enough for the panels drawn from the traits (no layout, no selectors):
// `installFakeDocument()` sets globalThis.document; `text(el)` and `find(el, test)` read what was drawn.

class FakeNode {
  constructor(tag) {
    this.localName = tag; this.tagName = tag.toUpperCase(); this.children = []; this.parentNode = null;
    this.attributes = {}; this.dataset = {}; this.style = {}; this.listeners = {}; this.className = ""; this._text = "";
    const node = this;
    this.classList = {
      contains: (c) => node.className.split(" ").includes(c),
      add: (c) => { if (!node.classList.contains(c)) node.className = (node.className + " " + c).trim(); },
      remove: (c) => { node.className = node.className.split(" ").filter((x) => x !== c).join(" "); },
      toggle: (c, on) => { if (on) node.classList.add(c); else node.classList.remove(c); },
    };
  }
  get textContent() { return this._text + this.children.map((c) => c.textContent).join(""); }
  set textContent(v) { this._text = String(v); this.children = []; }
  get options() { return this.children; }
  appendChild(c) { if (c.parentNode) c.parentNode.removeChild(c); c.parentNode = this; this.children.push(c); return c; }
  removeChild(c) { this.children = this.children.filter((x) => x !== c); c.parentNode = null; return c; }
  insertBefore(c, ref) {
    if (c.parentNode) c.parentNode.removeChild(c);
    const i = ref ? this.children.indexOf(ref) : -1;
    c.parentNode = this;
    if (i < 0) this.children.push(c); else this.children.splice(i, 0, c);
    return c;
  }
  replaceChildren(...cs) {
    for (const c of this.children) c.parentNode = null;
    this.children = []; this._text = ""; cs.forEach((c) => this.appendChild(c));
  }
  setAttribute(k, v) { this.attributes[k] = String(v); }
  getAttribute(k) { return k in this.attributes ? this.attributes[k] : null; }
  removeAttribute(k) { delete this.attributes[k]; }
  addEventListener(type, f) { (this.listeners[type] ||= []).push(f); }
  /** Run the element's listeners for `type` with a stand-in event. */
  fire(type, extra) { for (const f of this.listeners[type] || []) f({ target: this, preventDefault() {}, stopPropagation() {}, ...extra }); }
  click() { this.fire("click"); }
}

export function installFakeDocument() {
  globalThis.document = {
    createElement: (tag) => new FakeNode(tag),
    createTextNode: (s) => Object.assign(new FakeNode("#text"), { _text: s }),
  };
}

/** Every element under `el` (itself included) for which `test` holds. */
export function find(el, test) {
  const out = test(el) ? [el] : [];
  for (const c of el.children) out.push(...find(c, test));
  return out;
}

/** The elements under `el` whose data-action is `action`. */
export const byAction = (el, action) => find(el, (e) => e.dataset.action === action);

const PANELS = ["decisionEl", "hintEl", "previewEl", "whyEl", "reviewEl", "captionEl", "teachEl", "progressEl", "paletteEl",
                "narrEl", "histEl", "exampleEl", "textAltTitle", "textAltBody"];

/**
 * A view's state (ctx) over the fake document: `traits` answer model.get, `vocab` names the modes and
 * messages, `sent` holds what was sent. Call installFakeDocument() first.
 */
export function fakeCtx(traits, vocab) {
  const sent = [];
  const ui = traits.ui_text || {};
  const ctx = { model: { get: (k) => traits[k] }, V: vocab, sent, ui: () => ui,
                t: (k, d) => (typeof ui[k] === "string" && ui[k]) || d, word: (k, d) => ui[k] || d,
                send: (m) => sent.push(m), update: () => {},
                state: { whyMode: false, lastDecisionKey: null, lastPreview: null, decisionParts: null, seatsKey: null,
                         tool: { kind: "element", value: vocab.elements[0], remove: false, count: 1 } } };
  for (const name of PANELS) ctx[name] = document.createElement("div");
  return ctx;
}
