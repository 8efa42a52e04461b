// The lesson page's Python: Pyodide in a Web Worker (so the page stays responsive while it starts).
//
// The page (page.js) sends one "start" message: where Pyodide is, the wheels to install (ds_widget
// and what it imports, without ipywidgets and IPython: bridge.py stands in for them), the bridge's
// Python source, the lesson's code cells and the numbers of those that make its widgets. Then it relays what the widgets'
// views send ({kind: "py", text}). The worker answers with {kind: "py", text} for each message of
// bridge.py (a widget opened, its state changed, a custom message), {kind: "ready", times} once
// the cells ran, and {kind: "failed", message} if anything went wrong. A learner's code to run
// after the lesson's first `upto` code cells comes as {kind: "run", id, upto, code}; its outputs go back as
// {kind: "ran", id, text} (bridge.answer's JSON).
/* global self */

/** @type {any} */
let bridge = null;
/** messages from the page that arrived before the Python was ready */
const early = [];
/** @type {(value?: any) => void} */
let isReady = () => {};
const started = new Promise((resolve) => { isReady = resolve; });
/** @type {any} the lesson's code cells, as a Python list */
let code = null;

self.onmessage = async (/** @type {MessageEvent} */ ev) => {
  const m = ev.data;
  if (m.kind === "py") {
    if (bridge) deliver(m.text);
    else early.push(m.text);
  } else if (m.kind === "run") {
    await started;
    self.postMessage({ kind: "ran", id: m.id, text: bridge.answer(code, m.upto, m.code) });
  } else if (m.kind === "start") {
    try {
      await start(m);
    } catch (err) {
      self.postMessage({ kind: "failed", message: String(err && err.stack || err) });
    }
  }
};

/** @param {string} text */
function deliver(text) {
  try {
    bridge.receive(text);
  } catch (err) {
    self.postMessage({ kind: "failed", message: String(err && err.message || err) });
  }
}

/**
 * Pyodide, the wheels, the bridge, the cells: each step timed (seconds since the worker started).
 * The wheels are fetched while Pyodide starts, and unpacked straight into site-packages.
 */
async function start({ indexURL, wheels, bridgeURL, cells, live }) {
  const t0 = performance.now();
  const times = {};
  const mark = (name) => { times[name] = Math.round(performance.now() - t0) / 1000; };
  const bytes = (url) => fetch(url).then((r) => {
    if (!r.ok) throw new Error(`${url}: HTTP ${r.status}`);
    return r.arrayBuffer();
  });
  const fetched = Promise.all([...wheels.map(bytes), fetch(bridgeURL).then((r) => r.text())]);
  const { loadPyodide } = await import(indexURL + "pyodide.mjs");
  const py = await loadPyodide({ indexURL, packages: [] });
  mark("pyodide");
  const files = await fetched;
  const source = /** @type {string} */ (files.pop());
  const sitePackages = py.runPython("import site; site.getsitepackages()[0]");
  for (const buf of files) py.unpackArchive(buf, "wheel", { extractDir: sitePackages });
  py.FS.writeFile("/home/pyodide/bridge.py", source);
  mark("wheels");
  py.globals.set("to_page", (/** @type {string} */ text) => self.postMessage({ kind: "py", text }));
  bridge = py.runPython(`
import sys
sys.path.insert(0, "/home/pyodide")
import bridge
bridge.install()
bridge.post = to_page
bridge`);
  py.runPython("import ds_widget.widget");
  mark("import");
  code = py.toPy(cells);
  bridge.mount(code, py.toPy(live));
  mark("cells");
  for (const text of early.splice(0)) deliver(text);
  self.postMessage({ kind: "ready", times });
  isReady();
}
