// A lesson page: its words, tables and still pictures are already in the HTML (tools/build_pages.py);
// this script starts the page's Python (worker.js) and mounts each live widget in its slot, with
// the widget's own front end (ds_widget.js, an anywidget module: render({model, el})).
//
// The model object below is anywidget's front-end contract (get, set, on, off, save_changes,
// send), carried to the widget in the worker by postMessage (bridge.py is its Python end).
// Marks for tests and benchmarks: body[data-python] is "starting", "ready" or "failed"; each
// slot gets data-live="1" when its widget is mounted; performance marks "ds-page:*".
import widget from "./ds_widget.js";

const config = JSON.parse(document.getElementById("ds-page-config").textContent);
const status = document.getElementById("ds-page-status");
const here = (/** @type {string} */ rel) => new URL(rel, document.baseURI).href;

class Model {
  /**
   * @param {string} id  the widget's id in the worker
   * @param {Record<string, any>} state  its traits as Python sent them
   * @param {Worker} worker
   */
  constructor(id, state, worker) {
    this.id = id;
    this.state = state;
    this.worker = worker;
    /** @type {Map<string, Set<Function>>} */
    this.handlers = new Map();
    /** @type {Record<string, any>} */
    this.dirty = {};
  }

  get(name) { return this.state[name]; }

  set(name, value) {
    this.state[name] = value;
    this.dirty[name] = value;
    this.emit("change:" + name);
  }

  save_changes() {
    const state = this.dirty;
    this.dirty = {};
    if (Object.keys(state).length) this.post({ kind: "update", id: this.id, state });
  }

  send(content) { this.post({ kind: "custom", id: this.id, content }); }

  on(event, fn) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event).add(fn);
  }

  off(event, fn) {
    if (!event) this.handlers.clear();
    else if (!fn) this.handlers.delete(event);
    else if (this.handlers.has(event)) this.handlers.get(event).delete(fn);
  }

  /** @param {string} event @param {...any} args */
  emit(event, ...args) {
    for (const fn of [...(this.handlers.get(event) || [])]) fn(...args);
  }

  /** a state update from Python: every trait set first, then one change event each */
  update(state) {
    Object.assign(this.state, state);
    for (const name of Object.keys(state)) this.emit("change:" + name);
  }

  post(message) { this.worker.postMessage({ kind: "py", text: JSON.stringify(message) }); }
}

/** @type {Map<string, Model>} */
const models = new Map();

/** Say where the page's Python is, in words for the reader and in body[data-python] for tests. */
function say(state) {
  document.body.dataset.python = state;
  if (status) status.textContent = config.words[state] || "";
  performance.mark("ds-page:" + state);
}

/** A widget opened by the lesson's cells: its view in the slot, where the still picture was. */
function open(worker, { id, slot, state }) {
  const model = models.get(id) || new Model(id, state, worker);    // a widget shown twice: one model
  models.set(id, model);
  const place = /** @type {HTMLElement | null} */ (document.querySelector(`[data-ds-slot="${slot}"]`));
  if (!place) return;
  const el = document.createElement("div");
  el.className = "ds-page-live";
  place.appendChild(el);
  widget.render({ model, el });
  const still = /** @type {HTMLElement | null} */ (place.querySelector(".ds-still"));
  if (still) still.hidden = true;
  place.dataset.live = "1";
}

/** @type {Worker | null} */
let worker = null;
/** @type {Map<number, (text: string) => void>} answers awaited, by the id of their question */
const waiting = new Map();

/** The page's Python, started once: at load when the lesson has widgets, else at the first answer. */
function start() {
  if (worker) return worker;
  say("starting");
  worker = new Worker(here(config.worker), { type: "module" });
  const w = worker;
  w.onmessage = (ev) => {
    const m = ev.data;
    if (m.kind === "py") {
      const msg = JSON.parse(m.text);
      if (msg.kind === "open") open(w, msg);
      else if (msg.kind === "update" && models.has(msg.id)) models.get(msg.id).update(msg.state);
      else if (msg.kind === "custom" && models.has(msg.id)) models.get(msg.id).emit("msg:custom", msg.content, []);
    } else if (m.kind === "ran") {
      waiting.get(m.id)?.(m.text);
      waiting.delete(m.id);
    } else if (m.kind === "ready") {
      window.dsPageTimes = m.times;
      say("ready");
    } else if (m.kind === "failed") {
      console.error("ds_widget page:", m.message);
      say("failed");
    }
  };
  w.postMessage({
    kind: "start", indexURL: here(config.pyodide), wheels: config.wheels.map(here),
    bridgeURL: here(config.bridge), cells: config.code, live: config.live,
  });
  return w;
}

/**
 * An exercise's "try it" form: the learner's code runs in the page's Python after the lesson's
 * code cells before the exercise; what it shows (or Python's error) appears under the form.
 * @param {HTMLFormElement} form
 * @param {number} id
 */
function answerable(form, id) {
  const out = /** @type {HTMLElement} */ (form.querySelector(".ds-page-answer"));
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    const code = /** @type {HTMLTextAreaElement} */ (form.elements.namedItem("code")).value;
    const upto = Number(form.dataset.upto);
    out.textContent = config.words.running;
    form.dataset.state = "running";
    waiting.set(id, (text) => {
      const got = JSON.parse(text);
      out.textContent = "";
      if (got.error) {
        const pre = document.createElement("pre");
        pre.className = "ds-page-error";
        pre.textContent = got.error;
        out.appendChild(pre);
      } else {
        for (const part of got.shown) out.insertAdjacentHTML("beforeend", `<div class="ds-page-output">${part}</div>`);
      }
      form.dataset.state = got.error ? "error" : "done";
    });
    start().postMessage({ kind: "run", id, upto, code });
  });
}

document.querySelectorAll("form.ds-page-try").forEach((f, i) => answerable(/** @type {HTMLFormElement} */ (f), i));
if (config.live.length) start();
