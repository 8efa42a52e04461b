// Byte-compile Python for the site with the site's own Python (Pyodide, in Node.js).
//
//   node tools/pyodide_compile.mjs PYODIDE_DIR FILE...
//
// Each FILE — a wheel or python_stdlib.zip, inside PYODIDE_DIR — is rewritten in place with a
// compiled .pyc beside every .py (wheels: __pycache__/NAME.cpython-3XX.pyc, listed in RECORD;
// the standard library zip: NAME.pyc, which zipimport prefers). The .pyc files are "unchecked
// hash-based" (PEP 552): Python loads them without comparing them with the source, so unpacking
// in the browser (new file times) does not make them stale. Without them the page's Python
// compiles the standard library and every package from source at each start. The .py files stay,
// for tracebacks. Only the build uses this; nothing is fetched (fetch() fails).
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, ...files] = process.argv.slice(2);
globalThis.fetch = async (url) => { throw new Error(`network access attempted: ${url}`); };
const dir = path.resolve(pyodideDir);
process.on("unhandledRejection", (err) => { console.error(`error: ${err && err.message ? err.message : err}`); process.exit(1); });
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir + path.sep });   // its pyodide-lock.json must be there
pyodide.FS.mkdirTree("/build");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: dir }, "/build");
pyodide.globals.set("names", pyodide.toPy(files.map((f) => path.relative(dir, path.resolve(f)))));
await pyodide.runPythonAsync(`
import importlib.util, os, sys, warnings, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def pyc(source, filename):
    warnings.simplefilter("ignore", SyntaxWarning)      # other projects' escape sequences: not ours to fix
    code = compile(source, filename, "exec", dont_inherit=True, optimize=0)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

def rewrite(path):
    is_wheel = path.endswith(".whl")
    tmp = path + ".tmp"
    compiled = 0
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        record, extra = None, []
        for info in zin.infolist():
            data = zin.read(info)
            if is_wheel and info.filename.endswith(".dist-info/RECORD"):
                record = (info, data)
                continue
            zout.writestr(info, data)
            if not info.filename.endswith(".py") or (is_wheel and ".data/" in info.filename.split("/")[0]):
                continue
            try:
                code = pyc(data, info.filename)
            except SyntaxError:
                continue        # e.g. a test file written for another Python version
            name = importlib.util.cache_from_source(info.filename) if is_wheel else info.filename + "c"
            zout.writestr(zipfile.ZipInfo(name, date_time=info.date_time), code, zipfile.ZIP_DEFLATED)
            extra.append(name)
            compiled += 1
        if record is not None:
            info, data = record
            lines = data.decode().rstrip("\\n") + "\\n" + "".join(f"{n},,\\n" for n in extra)
            zout.writestr(info, lines.encode())
    os.replace(tmp, path)
    return compiled

for name in names:
    print(f"   {name}: {rewrite(os.path.join('/build', name))} .py compiled for Python {sys.version.split()[0]}")
`);
