// The classroom site's own JupyterLab plugin (site/early_kernel/static/remoteEntry.js): a lesson
// opened by its address starts its Python while JupyterLab loads, and the notebook is handed that
// session instead of starting a second Python. The real file is run here as the page runs it (a
// classic script defining window._JUPYTERLAB[...]), against a session manager that records calls.
import test from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../site/early_kernel/static/remoteEntry.js", import.meta.url), "utf8");
const LESSON = "en/01_setup_and_goal.ipynb";

/** A value made in the page's realm, as plain data (its objects have the page's prototypes). */
const plain = (value) => JSON.parse(JSON.stringify(value));

/** A signal in the shape of @lumino/signaling's: connect, disconnect, emit. */
function signal() {
  const slots = new Set();
  return { connect: (f) => slots.add(f), disconnect: (f) => slots.delete(f), emit: (v) => [...slots].forEach((f) => f(null, v)) };
}

/** The plugin of the file, loaded into a fresh page whose address is `search`. */
async function loadPlugin(search) {
  const marks = [];
  const page = {
    window: { location: { search } },
    URLSearchParams,
    performance: { mark: (name, options) => marks.push({ name, ...options }) },
    console: { warn: () => undefined, log: console.log },
    Promise,
    Array,
    Error,
  };
  vm.runInNewContext(SOURCE, page);
  const container = page._JUPYTERLAB["ds-widget-early-kernel"];
  assert.ok(container, "the file defines its container");
  container.init({});
  const module = (await container.get("./extension"))();
  await assert.rejects(container.get("./nothing"), /does not exist/);
  return { plugins: module.default, marks };
}

/** A JupyterLab app whose session manager starts sessions on request; `specs` is the kernel list it knows. */
function fakeApp({ specs = { default: "python" }, later = null } = {}) {
  const made = [];
  const calls = [];
  let started;
  const specsManager = {
    ready: Promise.resolve(),
    specs,
    specsChanged: signal(),
    refreshSpecs: async () => {
      if (later) specsManager.specs = later;
    },
  };
  const connection = (model) => ({
    model,
    disposed: false,
    dispose() { this.disposed = true; },
    async setPath(path) { model.path = path; },
  });
  const sessions = {
    ready: Promise.resolve(),
    models: [],
    async startNew(options, connectOptions) {
      calls.push({ options, connectOptions });
      const model = { id: `session-${calls.length}`, path: options.path, name: options.name, kernel: options.kernel };
      this.models.push(model);
      const conn = connection(model);
      made.push(conn);
      return conn;
    },
    connectTo(options) { return { ...connection(options.model), connectOptions: options }; },
    running() { return this.models[Symbol.iterator](); },
  };
  const app = {
    serviceManager: { sessions, kernelspecs: specsManager },
    started: new Promise((resolve) => { started = resolve; }),
  };
  return { app, sessions, specsManager, calls, made, start: () => started() };
}

/** The plugin activated on `app`, and the early start finished (or given up). */
async function activate(search, app) {
  const { plugins, marks } = await loadPlugin(search);
  assert.equal(plugins.length, 1);
  assert.equal(plugins[0].autoStart, true);
  plugins[0].activate(app);
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));   // let its promises settle
  return marks;
}

/** What JupyterLab's notebook asks for: a session in the lesson's folder under a path of its own. */
const notebookAsks = (sessions, path = LESSON) => sessions.startNew(
  { path: `${path.split("/").slice(0, -1).join("/")}/6f1c-uuid`, name: path.split("/").pop(), type: "notebook", kernel: { name: "python" } },
  { kernelConnectionOptions: { handleComms: true } });

test("a lesson opened by its address starts its session at once, and the notebook is handed it", async () => {
  const fake = fakeApp();
  const marks = await activate(`?path=${LESSON}`, fake.app);
  assert.equal(fake.calls.length, 1, "one session started as JupyterLab starts its plugins");
  const { options, connectOptions } = fake.calls[0];
  assert.deepEqual(plain(options), { path: LESSON, name: "01_setup_and_goal.ipynb", type: "notebook", kernel: { name: "python" } });
  assert.equal(connectOptions.kernelConnectionOptions.handleComms, false, "its own connection leaves the widgets' comms alone");
  assert.equal(fake.made[0].disposed, true, "its own connection is closed; the session runs on");
  assert.deepEqual(plain(marks.map((m) => [m.name, m.detail])), [["ds-widget:early-kernel", { session: "session-1", path: LESSON }]]);

  const conn = await notebookAsks(fake.sessions);
  assert.equal(fake.calls.length, 1, "no second Python");
  assert.equal(conn.model.id, "session-1");
  assert.equal(conn.model.path, "en/6f1c-uuid", "the session now has the path the notebook knows it by");
  assert.equal(conn.connectOptions.kernelConnectionOptions.handleComms, true, "the notebook's connection handles comms");

  await notebookAsks(fake.sessions);                   // a restart or a second notebook later: as usual
  assert.equal(fake.calls.length, 2);
});

test("a notebook that asks while the early session is being started waits for it", async () => {
  const fake = fakeApp();
  const startNew = fake.sessions.startNew;
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  fake.sessions.startNew = async function (options, connectOptions) {
    const conn = await startNew.call(this, options, connectOptions);
    await held;                                        // the kernel's start takes a while
    return conn;
  };
  const { plugins } = await loadPlugin(`?path=${LESSON}`);
  plugins[0].activate(fake.app);
  for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
  assert.equal(fake.calls.length, 1, "the early start is under way");
  const asked = notebookAsks(fake.sessions);
  await new Promise((r) => setImmediate(r));
  release();
  const conn = await asked;
  assert.equal(fake.calls.length, 1, "one Python for the two");
  assert.equal(conn.model.id, "session-1");
});

test("a notebook that asks before any kernel is known starts its own, and none is started early", { timeout: 5000 }, async () => {
  const fake = fakeApp({ specs: { default: "" }, later: null });
  const { plugins, marks } = await loadPlugin(`?path=${LESSON}`);
  plugins[0].activate(fake.app);
  const conn = await notebookAsks(fake.sessions);      // not held up by a kernel list that may never fill
  assert.equal(conn.model.path, "en/6f1c-uuid");
  fake.start();
  fake.specsManager.specs = { default: "python" };
  fake.specsManager.specsChanged.emit({ default: "python" });
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  assert.equal(fake.calls.length, 1, "the notebook's session only");
  assert.equal(marks.length, 0);
});

test("a session whose path cannot be changed is still handed to the notebook", async () => {
  const fake = fakeApp();
  await activate(`?path=${LESSON}`, fake.app);
  const connectTo = fake.sessions.connectTo;
  fake.sessions.connectTo = (options) => ({ ...connectTo(options), setPath: async () => { throw new Error("no"); } });
  const conn = await notebookAsks(fake.sessions);
  assert.equal(conn.model.id, "session-1");
  assert.equal(fake.calls.length, 1);
});

test("the default kernel is asked for again once every plugin has started", async () => {
  const fake = fakeApp({ specs: { default: "" }, later: { default: "python" } });
  const done = activate(`?path=${LESSON}`, fake.app);
  fake.start();
  await done;
  assert.equal(fake.calls.length, 1);
  assert.equal(fake.calls[0].options.kernel.name, "python");
});

test("without a lesson in the address nothing starts early and nothing is intercepted", async () => {
  for (const search of ["", "?path=en/", "?path=notes.md", "?other=en/01_setup_and_goal.ipynb"]) {
    const fake = fakeApp();
    const original = fake.sessions.startNew;
    const marks = await activate(search, fake.app);
    assert.equal(fake.calls.length, 0, search);
    assert.equal(fake.sessions.startNew, original, search);
    assert.equal(marks.length, 0);
  }
});

test("another notebook, or one of the same name in another folder, gets a session of its own", async () => {
  const fake = fakeApp();
  await activate(`?path=${LESSON}`, fake.app);
  const other = await notebookAsks(fake.sessions, "en/02_the_earth.ipynb");
  assert.equal(other.model.id, "session-2");
  const sameName = await notebookAsks(fake.sessions, "it/01_setup_and_goal.ipynb");
  assert.equal(sameName.model.id, "session-3");
  const lesson = await notebookAsks(fake.sessions);
  assert.equal(lesson.model.id, "session-1", "the lesson still gets the session started for it");
});

test("an early session that is gone is not handed on: the notebook starts its own", async () => {
  const fake = fakeApp();
  await activate(`?path=${LESSON}`, fake.app);
  fake.sessions.models = [];                           // shut down before the notebook asked
  const conn = await notebookAsks(fake.sessions);
  assert.equal(conn.model.id, "session-2");
});

test("an early start that fails leaves the notebook to start its own", async () => {
  const fake = fakeApp();
  const startNew = fake.sessions.startNew;
  let first = true;
  fake.sessions.startNew = async function (options, connectOptions) {
    if (first) {
      first = false;
      throw new Error("no kernel");
    }
    return startNew.call(this, options, connectOptions);
  };
  await activate(`?path=${LESSON}`, fake.app);
  const conn = await notebookAsks(fake.sessions);
  assert.equal(conn.model.path, "en/6f1c-uuid");
  assert.equal(fake.calls.length, 1, "the notebook's own start");
});
