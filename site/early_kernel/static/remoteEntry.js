// The classroom site's one JupyterLab plugin of its own (docs/site.md, item 7 of the build).
//
// A lesson opened by its address (lab/index.html?path=en/01_….ipynb) needs the page's Python
// (Pyodide) about 6 s after JupyterLab has started its plugins, but JupyterLab starts that
// Python only when the notebook's panel is drawn, 1–3 s later. This plugin starts the lesson's
// session as soon as plugins run; when the notebook then asks for a session in the same folder
// under the same file name, it is handed the one already starting instead of a second one.
//
// Plain JavaScript in the shape JupyterLab loads a prebuilt extension in (a module-federation
// container: `init` and `get("./extension")` on `window._JUPYTERLAB[name]`); it imports nothing
// from JupyterLab, it only uses the `app` its `activate` is given, so no bundler is needed.
var _JUPYTERLAB;
(function () {
  "use strict";
  const NAME = "ds-widget-early-kernel";
  const MARK = "ds-widget:early-kernel";     // a performance mark, detail {session, path}: tests and benchmarks read it

  const dirname = (path) => path.split("/").slice(0, -1).join("/");

  /** The notebook the address opens, or null. */
  function lessonPath(search) {
    const path = new URLSearchParams(search).get("path");
    return path && /\.ipynb$/i.test(path) ? path : null;
  }

  /** The name of the default kernel, once the kernel's plugin has registered it (the list the
   * page holds may be older than that: it is asked again once every plugin has started). */
  async function defaultKernel(app, specsManager) {
    await specsManager.ready;
    const known = () => specsManager.specs && specsManager.specs.default;
    if (known()) {
      return known();
    }
    await app.started;
    await specsManager.refreshSpecs();
    if (known()) {
      return known();
    }
    return new Promise((resolve) => {
      const changed = (_, specs) => {
        if (specs && specs.default) {
          specsManager.specsChanged.disconnect(changed);
          resolve(specs.default);
        }
      };
      specsManager.specsChanged.connect(changed);
    });
  }

  /** Start the lesson's session now; hand it to the notebook when it asks for one. */
  function startEarly(app) {
    const path = lessonPath(window.location.search);
    const manager = app.serviceManager;
    const sessions = manager && manager.sessions;
    if (!path || !sessions || typeof sessions.startNew !== "function") {
      return;
    }
    const name = path.split("/").pop();
    const original = sessions.startNew;
    let asked = false;                        // the notebook has asked for its session
    let starting = false;                     // the early session is being started
    const early = (async () => {
      await sessions.ready;
      const kernel = await defaultKernel(app, manager.kernelspecs);
      if (asked) {
        return null;                          // too late: the notebook has started its own
      }
      starting = true;
      // no comms on this connection: it is closed as soon as the session exists, and a
      // connection that handled comms would close the widgets' comms it does not know
      const conn = await original.call(sessions, { path, name, type: "notebook", kernel: { name: kernel } },
        { kernelConnectionOptions: { handleComms: false } });
      const model = conn.model;
      conn.dispose();                         // the session and its kernel keep running
      performance.mark(MARK, { detail: { session: model.id, path } });
      return model;
    })();
    early.catch((err) => console.warn("ds_widget: the lesson's Python was not started early", err));
    sessions.startNew = async function (options, connectOptions) {
      // the notebook's session: the lesson's folder, its file name (JupyterLab gives the session
      // a path of its own in that folder)
      if (options && options.name === name && dirname(options.path) === dirname(path)) {
        sessions.startNew = original;         // once: later sessions (a restart, another notebook) as usual
        asked = true;
        // an early session under way is waited for; one not started yet (no kernel known
        // yet) never will be, and the notebook starts its own as it would without this plugin
        const model = starting ? await early.catch(() => null) : null;
        const running = model && Array.from(sessions.running()).some((m) => m.id === model.id);
        if (running) {
          const conn = sessions.connectTo({ ...connectOptions, model });
          try {
            await conn.setPath(options.path); // the path the notebook knows its session by
          } catch (err) {
            console.warn("ds_widget: the lesson's session keeps the path it was started with", err);
          }
          return conn;
        }
      }
      return original.call(sessions, options, connectOptions);
    };
  }

  const plugin = {
    id: `${NAME}:plugin`,
    description: "Starts the lesson's Python while JupyterLab loads",
    autoStart: true,
    activate: (app) => {
      startEarly(app);
    },
  };

  _JUPYTERLAB = typeof _JUPYTERLAB === "undefined" ? {} : _JUPYTERLAB;
  _JUPYTERLAB[NAME] = {
    init: () => undefined,
    get: (module) => module === "./extension"
      ? Promise.resolve(() => ({ __esModule: true, default: [plugin] }))
      : Promise.reject(new Error(`Module "${module}" does not exist in container ${NAME}.`)),
  };
})();
