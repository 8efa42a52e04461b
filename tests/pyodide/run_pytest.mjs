// Run pytest inside Pyodide (CPython compiled to WebAssembly) under Node.js, on this repository.
//
//   node tests/pyodide/run_pytest.mjs RUNTIME_DIR REPO_DIR [pytest arguments...]
//
// RUNTIME_DIR holds Pyodide's core files, the wheels of pytest and of Fluent (the test suite's
// conftest loads the catalogs) and their pyodide-lock.json
// (`./tools/site.sh node-runtime` makes it). The repository is mounted (NODEFS) in the
// Emscripten file system at /repo and imported from there. Nothing may come from the network:
// fetch() is replaced by a function that fails, so a package missing from RUNTIME_DIR (which
// Pyodide would otherwise download from its CDN) is an error. The exit status is pytest's.
import path from "node:path";
import { pathToFileURL } from "node:url";

const [runtimeDir, repoDir, ...pytestArgs] = process.argv.slice(2);
if (!runtimeDir || !repoDir) {
  console.error("usage: node run_pytest.mjs RUNTIME_DIR REPO_DIR [pytest arguments...]");
  process.exit(2);
}
const attempted = [];
globalThis.fetch = async (url) => {
  attempted.push(String(url));
  throw new Error(`network access attempted: ${url}`);
};

const runtime = path.resolve(runtimeDir) + path.sep;
let status;
try {
  const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
  const t0 = performance.now();
  const pyodide = await loadPyodide({ indexURL: runtime, packages: ["pytest", "fluent-runtime"] });
  console.log(`pyodide ${pyodide.version} with pytest loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  pyodide.FS.mkdirTree("/repo");
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: path.resolve(repoDir) }, "/repo");
  pyodide.globals.set("pytest_args", pyodide.toPy(pytestArgs));
  status = await pyodide.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True      # leave the mounted checkout as it is
os.chdir("/repo")
sys.path.insert(0, "/repo")
print(f"Python {sys.version.split()[0]} on {sys.platform}")
import pytest
int(pytest.main(list(pytest_args)))
`);
} catch (err) {
  console.error(`error: ${err && err.message ? err.message : err}`);
  status = 4;
}
if (attempted.length) {
  console.error(`network access attempted (refused): ${attempted.join(", ")}`);
  status = status || 3;
}
process.exit(status);
