// A vocab for the node tests, shaped as Python's (ds_widget/widget/vocab.py): every mode, message
// type and action value named by itself, so the tests never retype the list. `renamed` names each
// differently, to show that the helpers take their names from the vocab and spell none themselves.
const itself = new Proxy({}, { get: (_, k) => (typeof k === "string" ? k : undefined) });
const shouted = new Proxy({}, { get: (_, k) => (typeof k === "string" ? k.toUpperCase() : undefined) });
/** The action values of every message type, each named by `names`. */
const actionsOf = (names) => new Proxy({}, { get: (_, k) => (typeof k === "string" ? names : undefined) });

const lists = { versioned: [], languages: [], elements: [], terrains: [], animals: [], themes: [], traits: [] };

/** @type {import("../../js/src/types.js").Vocab} */
export const V = { modes: itself, messages: itself, actions: actionsOf(itself), ...lists };
/** @type {import("../../js/src/types.js").Vocab} */
export const renamed = { modes: shouted, messages: shouted, actions: actionsOf(shouted), ...lists };

/** A stand-in for a DOM element, as far as the pure helpers read one. */
export const fakeEl = (attrs) => ({ getAttribute: (k) => (k in attrs ? attrs[k] : null) });
