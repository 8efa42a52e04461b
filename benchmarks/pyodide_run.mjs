// Run a Python script of this repository inside Pyodide (the site's Python: CPython compiled to
// WebAssembly) under Node.js, and print what it prints — for benchmarks/bench_engine.py.
//
//   node benchmarks/pyodide_run.mjs RUNTIME_DIR REPO_DIR SCRIPT.py [arguments...]
//
// RUNTIME_DIR is the runtime `./tools/site.sh node-runtime` prepares (site/_cache/pyodide-node).
// The engine needs the standard library only: no package is loaded unless PYODIDE_PACKAGES names
// some of RUNTIME_DIR's wheels (comma-separated, e.g. "fluent-runtime" for the catalogs the coach's
// words need), and fetch() fails, as in tests/pyodide/run_pytest.mjs, so nothing comes from the network. The repository is mounted
// (NODEFS) at /repo and imported from there; the script runs as __main__ with sys.argv set.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtimeDir, repoDir, script, ...args] = process.argv.slice(2);
if (!runtimeDir || !repoDir || !script) {
  console.error("usage: node pyodide_run.mjs RUNTIME_DIR REPO_DIR SCRIPT.py [arguments...]");
  process.exit(2);
}
globalThis.fetch = async (url) => {
  throw new Error(`network access attempted: ${url}`);
};
const runtime = path.resolve(runtimeDir) + path.sep;
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const packages = (process.env.PYODIDE_PACKAGES || "").split(",").filter(Boolean);
const pyodide = await loadPyodide({ indexURL: runtime, packages, stdout: (s) => console.log(s),
                                    stderr: (s) => console.error(s) });
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repoDir) }, "/repo");
pyodide.globals.set("script_argv", pyodide.toPy([script, ...args]));
await pyodide.runPythonAsync(`
import os, runpy, sys
sys.dont_write_bytecode = True      # leave the mounted checkout as it is
os.chdir("/repo")
sys.path.insert(0, "/repo")
sys.argv = list(script_argv)
runpy.run_path(sys.argv[0], run_name="__main__")
`);
