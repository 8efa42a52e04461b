// Where the site's Python spends its start, outside the browser: Pyodide under Node.js, from the
// files of the built site, step by step as the site's kernel does them.
//
//   taskset -c 1 node benchmarks/bench_site_kernel.mjs [--repeats 5] [--json] [SITE_PYODIDE_DIR ...]
//
// SITE_PYODIDE_DIR defaults to site/_output/static/pyodide (./tools/site.sh builds it). Give two
// or more directories (e.g. two builds) to compare them: their repeats are interleaved, each in a
// fresh Node.js process, so the machine's moods fall on all of them alike. Steps, in the order
// the kernel's worker takes them (@jupyterlite/pyodide-kernel 0.8.6):
//   pyodide   loadPyodide() with no package: the runtime, the standard library, Python's start;
//   wheels    loadPackage() of the site's preloaded packages (the lock's `packages` list in the
//             site's jupyter-lite.json): unpacking every wheel into the in-memory file system;
//   kernel    the kernel's own wheels (piplite, ipykernel's stub, pyodide-kernel: the kernel installs
//             them after Pyodide has started), `import piplite.piplite`, `import pyodide_kernel`
//             (IPython, comm);
//   widget    `import ds_widget.widget` (anywidget, ipywidgets, ds_widget's own modules);
//   lesson    lesson 1's first two cells: its setup and its first board (`lesson.table_picture`).
// Each step's wall and CPU time (process.cpuUsage: this process, all threads) are reported as
// min / median / max over the repeats, with the load average at the start and the end. Not timed:
// fetching the files (a browser's cache or network), compiling the WebAssembly (a browser caches
// the compiled module), JupyterLab itself — benchmarks/bench_site.py times those, in Chromium.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const STEPS = ["pyodide", "wheels", "kernel", "widget", "lesson"];

async function once(dir) {
  // the files come from disk, as a browser's cache would give them; nothing else is reachable
  globalThis.fetch = async (url) => {
    const file = fileURLToPath(url);
    if (!file.startsWith(dir)) throw new Error(`outside the site: ${url}`);
    return new Response(fs.readFileSync(file), {
      headers: { "content-type": file.endsWith(".wasm") ? "application/wasm" : "application/octet-stream" } });
  };
  const settings = JSON.parse(fs.readFileSync(path.join(dir, "..", "..", "jupyter-lite.json"), "utf8"));
  const kernel = settings["jupyter-config-data"].litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
  const packages = kernel.loadPyodideOptions.packages;
  const out = {};
  let [w0, c0] = [performance.now(), process.cpuUsage()];
  const step = (name) => {
    const c = process.cpuUsage(c0);
    out[name] = { wall: performance.now() - w0, cpu: (c.user + c.system) / 1000 };
    [w0, c0] = [performance.now(), process.cpuUsage()];
  };
  const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
  const py = await loadPyodide({ indexURL: dir + path.sep });
  step("pyodide");
  await py.loadPackage(packages, { messageCallback: () => {} });
  step("wheels");
  // what the site does not preload, the kernel installs from its own index (piplite, the
  // ipykernel stub, pyodide-kernel): here straight from those wheels, without piplite's resolver
  const own = path.join(dir, "..", "..", "extensions", "@jupyterlite", "pyodide-kernel-extension", "static", "pypi");
  const stubs = ["piplite", "ipykernel", "pyodide_kernel"].filter((n) => !packages.includes(n.replace("_", "-")))
    .map((n) => fs.readdirSync(own).find((f) => f.startsWith(`${n}-`) && f.endsWith(".whl")))
    .map((f) => pathToFileURL(path.join(own, f)).href);
  if (stubs.length) await py.loadPackage(stubs, { messageCallback: () => {} });
  await py.runPythonAsync("import piplite.piplite\nimport pyodide_kernel");
  step("kernel");
  await py.runPythonAsync("import ds_widget.widget");
  step("widget");
  await py.runPythonAsync('from ds_widget import Game\nfrom ds_widget.lessons import Lesson\nlesson = Lesson("01_setup_and_goal", lang="en")\nlesson.table_picture(Game.new(players=4, seed=1))');
  step("lesson");
  return out;
}

function spread(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  return { min: Math.round(s[0]), median: Math.round(mid), max: Math.round(s.at(-1)) };
}

async function main() {
  const args = process.argv.slice(2);
  if (args[0] === "--one") {                    // a child: one start of one directory, as JSON
    try {
      process.stdout.write(JSON.stringify(await once(path.resolve(args[1]))));
      process.exit(0);
    } catch (e) {            // Pyodide's errors can quote its whole minified source: the message's end
      process.stderr.write(String(e && e.message ? e.message : e).slice(-1500) + "\n");
      process.exit(1);
    }
  }
  let repeats = 5;
  const json = args.includes("--json");
  const dirs = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--repeats") repeats = Number(args[++i]);
    else if (args[i] !== "--json") dirs.push(path.resolve(args[i]));
  }
  if (!dirs.length) dirs.push(path.join(ROOT, "site", "_output", "static", "pyodide"));
  for (const d of dirs) {
    if (!fs.existsSync(path.join(d, "pyodide.mjs"))) throw new Error(`no Pyodide in ${d}: build the site (./tools/site.sh)`);
  }
  const res = { load_start: os.loadavg().map((x) => +x.toFixed(2)), runs: {} };
  for (const d of dirs) res.runs[d] = [];
  for (let r = 0; r < repeats; r++) {
    for (const d of (r % 2 ? [...dirs].reverse() : dirs)) {
      let text;
      try {
        text = execFileSync(process.execPath, [fileURLToPath(import.meta.url), "--one", d],
                            { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], maxBuffer: 1 << 26 });
      } catch (e) {
        throw new Error(`${d}: ${String(e.stderr).slice(-1500)}`);
      }
      res.runs[d].push(JSON.parse(text));
      if (!json) process.stderr.write(`repeat ${r + 1} ${d}: ${STEPS.map((s) => Math.round(res.runs[d].at(-1)[s].wall)).join(" / ")} ms\n`);
    }
  }
  res.load_end = os.loadavg().map((x) => +x.toFixed(2));
  res.summary = {};
  for (const d of dirs) {
    res.summary[d] = {};
    for (const s of [...STEPS, "total"]) {
      const pick = (k) => res.runs[d].map((run) => s === "total" ? STEPS.reduce((a, t) => a + run[t][k], 0) : run[s][k]);
      res.summary[d][s] = { wall_ms: spread(pick("wall")), cpu_ms: spread(pick("cpu")) };
    }
  }
  if (json) { console.log(JSON.stringify({ summary: res.summary, load_start: res.load_start, load_end: res.load_end })); return; }
  console.log(`load average ${res.load_start.join(" / ")} at the start, ${res.load_end.join(" / ")} at the end; ${repeats} repeats`);
  for (const d of dirs) {
    console.log(`\n${path.relative(process.cwd(), d) || d}\nstep      CPU ms min / median / max     wall ms min / median / max`);
    for (const [s, v] of Object.entries(res.summary[d])) {
      const f = (x) => `${x.min} / ${x.median} / ${x.max}`.padEnd(28);
      console.log(`${s.padEnd(9)} ${f(v.cpu_ms)} ${f(v.wall_ms)}`);
    }
  }
}

await main();
