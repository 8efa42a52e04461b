"""Build the no-install classroom: a static JupyterLite site whose Python (Pyodide) is served by the site.

Run it through ``./tools/site.sh`` (which makes the build environment ``site/.venv``); docs/site.md
explains the pieces. Everything comes from the package registries — PyPI and npm — so it works on a
fresh clone with no other network:

* the Pyodide runtime: the npm package ``pyodide`` of exactly the version the installed
  ``jupyterlite-pyodide-kernel`` is made for (its ``PYODIDE_VERSION``);
* the Python packages the kernel and the lessons need: pure wheels from PyPI (pinned to the versions
  that Pyodide's own release ships, where it ships them), the ds_widget wheel built from this
  repository, and the kernel's own stub wheels; a ``pyodide-lock.json`` written here lists exactly
  these files with their sha256, so ``loadPyodide`` installs them from the site at start-up;
* JupyterLite itself (``jupyter lite build``) with the lessons from ``notebooks/`` (all folders; the
  files git tracks there only, never a worksheet, answer key or run notebook left beside them)
  and the front-end extensions of anywidget and ipywidgets taken from the same wheels the kernel
  gets, so the two sides always have the same version, and the site's own plugin
  (``site/early_kernel``: a lesson opened by its address starts its Python while JupyterLab loads);
* the lesson pages (``tools/build_pages.py``): each lesson as a web page, its words at once and its
  widgets live when the page's Python is ready, in ``pages/``.

Commands::

    build_site.py                 the site, into site/_output
    build_site.py node-runtime    Pyodide + pytest for the engine tests under Node.js (site/_cache/pyodide-node)
    build_site.py is-current      exit status 0 when site/_output was built from the current sources
"""
from __future__ import annotations

import argparse
import ast
import base64
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from email.parser import Parser
from pathlib import Path

from jupyterlite_pyodide_kernel import constants as kernel_constants
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name, parse_wheel_filename

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "site"
CACHE = SITE / "_cache"
OUTPUT = SITE / "_output"
NODE_RUNTIME = CACHE / "pyodide-node"
MANIFEST = "ds_widget_site.json"

#: what the page's Python loads at start-up (and so needs offline): the package manager, the
#: kernel's own requirements (the kernel installs these itself unless they are preloaded) and ds_widget
SITE_ROOTS = ("micropip", "ipython", "jedi", "comm", "ds-widget")
#: what the engine's tests need under Node.js
NODE_ROOTS = ("pytest", "fluent.runtime")


def project_languages() -> tuple[str, ...]:
    """``LANGUAGES`` of ``ds_widget/explain/catalog.py``, the one list of the project's languages, read
    from the source (this script runs in the site's build venv, where ds_widget's dependencies are not
    installed): a language added there gets its Babel data in the site too."""
    tree = ast.parse((ROOT / "ds_widget" / "explain" / "catalog.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "LANGUAGES" for t in node.targets):
            return tuple(ast.literal_eval(node.value))
    raise SystemExit("ds_widget/explain/catalog.py has no LANGUAGES")


#: the languages whose Babel locale data the browser's Python gets (Fluent's plural rules and
#: number formats); Babel's wheel carries every CLDR locale (1,149 files, 30 MB unpacked)
LOCALES = ("root", *project_languages())
#: the runtime files of the npm package that a page or Node.js loads
PYODIDE_CORE = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: inputs of the site: a change to any of these makes site/_output stale
INPUTS = ("ds_widget", "js", "notebooks", "site", "tools/build_site.py", "tools/build_pages.py",
          "tools/pyodide_compile.mjs", "tools/site.sh", "pyproject.toml")
#: the site's own JupyterLab plugin: a lesson opened by its address starts its Python while
#: JupyterLab loads (docs/site.md)
EARLY_KERNEL = SITE / "early_kernel"
IGNORED_PARTS = {".venv", "_cache", "_output", "__pycache__", ".ipynb_checkpoints"}


def log(text: str) -> None:
    print(f"== {text}", flush=True)


def run(cmd: list[str], quiet: bool = False, **kw) -> None:
    """Run a command; a quiet one shows its output only when it fails."""
    if not quiet:
        subprocess.run(cmd, check=True, **kw)
        return
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, **kw)
    if done.returncode:
        print(done.stdout, file=sys.stderr)
        raise SystemExit(f"failed ({done.returncode}): {' '.join(cmd)}")


# ------------------------------------------------------------------------------------- inputs
def input_digest() -> str:
    """sha256 over the paths and contents of every input file."""
    h = hashlib.sha256()
    for name in INPUTS:
        top = ROOT / name
        files = [top] if top.is_file() else sorted(p for p in top.rglob("*") if p.is_file())
        for p in files:
            if IGNORED_PARTS.intersection(p.relative_to(ROOT).parts) or p.suffix == ".pyc":
                continue
            h.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()


def is_current() -> bool:
    try:
        manifest = json.loads((OUTPUT / MANIFEST).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return manifest.get("digest") == input_digest() and manifest.get("pyodide") == kernel_constants.PYODIDE_VERSION


# ------------------------------------------------------------------------------------ pyodide
def npm_pyodide() -> Path:
    """The npm package ``pyodide`` of the kernel's version, installed under site/_cache/npm."""
    version = kernel_constants.PYODIDE_VERSION
    prefix = CACHE / "npm"
    pkg = prefix / "node_modules" / "pyodide"
    try:
        installed = json.loads((pkg / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        installed = None
    if installed != version:
        log(f"npm: pyodide@{version}")
        prefix.mkdir(parents=True, exist_ok=True)
        run(["npm", "install", "--no-save", "--no-audit", "--no-fund", "--no-package-lock",
             "--prefix", str(prefix), f"pyodide@{version}"])
    return pkg


def pyodide_python(base_lock: dict) -> str:
    """'3.14' from the lock file's ``info.python`` ('3.14.2')."""
    return ".".join(base_lock["info"]["python"].split(".")[:2])


def marker_environment(info: dict) -> dict[str, str]:
    """PEP 508 marker values of the Python in Pyodide, from the lock file's ``info``."""
    platform, _, release = info["platform"].partition("_")      # 'emscripten_5_0_3'
    return {"sys_platform": platform, "platform_system": "Emscripten", "os_name": "posix",
            "platform_machine": info["arch"], "platform_release": release.replace("_", "."),
            "platform_version": "", "python_version": pyodide_python({"info": info}),
            "python_full_version": info["python"], "implementation_name": "cpython",
            "implementation_version": info["python"], "platform_python_implementation": "CPython",
            "extra": ""}


def pure_pins(base_lock: dict) -> list[str]:
    """``name==version`` of every pure-Python package of Pyodide's own release (tested together)."""
    return sorted(f"{p['name']}=={p['version']}" for p in base_lock["packages"].values()
                  if p.get("package_type", "package") == "package" and p["file_name"].endswith("-none-any.whl"))


# -------------------------------------------------------------------------------------- wheels
def build_ds_widget_wheel(dest: Path) -> Path:
    log("ds_widget wheel (python -m build --wheel)")
    run([sys.executable, "-m", "build", "--wheel", "--outdir", str(dest), str(ROOT)], quiet=True)
    (wheel,) = dest.glob("ds_widget-*.whl")
    return wheel


def download_wheels(requirements: list[str], dest: Path, base_lock: dict, find_links: list[Path]) -> None:
    """Pure wheels for Pyodide's Python, with their dependencies, from PyPI (``pip download``)."""
    log(f"pip download for Python {pyodide_python(base_lock)}: {' '.join(Path(r).name for r in requirements)}")
    pins = dest / "_pins.txt"
    pins.write_text("\n".join(pure_pins(base_lock)) + "\n", encoding="utf-8")
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--dest", str(dest),
           "--only-binary=:all:", "--platform", "any", "--implementation", "py",
           "--python-version", pyodide_python(base_lock), "--constraint", str(pins)]
    for link in find_links:
        cmd += ["--find-links", str(link)]
    run(cmd + requirements)
    pins.unlink()
    for babel in dest.glob("babel-*.whl"):
        trim_babel(babel)


def trim_babel(wheel: Path) -> None:
    """Babel's wheel with the locale data of :data:`LOCALES` only (its RECORD made to match)."""
    keep_data = {f"babel/locale-data/{code}.dat" for code in LOCALES}
    with zipfile.ZipFile(wheel) as z:
        items = [(i, z.read(i.filename)) for i in z.infolist()
                 if not i.filename.startswith("babel/locale-data/") or i.filename in keep_data]
    record = next(i.filename for i, _ in items if i.filename.endswith(".dist-info/RECORD"))
    lines = []
    for info, data in items:
        if info.filename == record:
            continue
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        lines.append(f"{info.filename},sha256={digest},{len(data)}")
    lines.append(f"{record},,")
    before = wheel.stat().st_size
    tmp = wheel.with_suffix(".tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as out:
        for info, data in items:
            out.writestr(info, "\n".join(lines) + "\n" if info.filename == record else data)
    tmp.replace(wheel)
    log(f"{wheel.name}: locale data of {', '.join(LOCALES)} only ({before / 2**20:.1f} -> "
        f"{wheel.stat().st_size / 2**20:.1f} MiB)")


def wheel_metadata(path: Path) -> tuple[dict, list[str]]:
    """(METADATA headers, top-level import names) of a wheel."""
    with zipfile.ZipFile(path) as z:
        names = z.namelist()
        meta = Parser().parsestr(z.read(next(n for n in names if n.endswith(".dist-info/METADATA"))).decode())
        top_level = [n for n in names if n.endswith(".dist-info/top_level.txt")]
        if top_level:
            imports = set(z.read(top_level[0]).decode().split())
        else:
            imports = {n.split("/")[0] if "/" in n else n[:-3] for n in names
                       if n.endswith(".py") and not n.split("/")[0].endswith((".dist-info", ".data"))}
    return meta, sorted(i for i in imports if i.isidentifier() and not i.startswith("_"))


def make_lock(base_lock: dict, wheels: list[Path], roots: tuple[str, ...]) -> dict:
    """A ``pyodide-lock.json`` for ``roots`` and everything they need in Pyodide, from ``wheels``.

    Requirements are followed with Pyodide's marker values (so ``pexpect; sys_platform !=
    'emscripten'`` is left out) and with the extras asked for; a requirement that no wheel provides
    is an error, not a silent gap."""
    pool = {canonicalize_name(parse_wheel_filename(w.name)[0]): w for w in wheels}
    env = marker_environment(base_lock["info"])
    packages: dict[str, dict] = {}
    extras_done: set[tuple[str, str]] = set()
    todo: list[tuple[str, str, str]] = [(canonicalize_name(r), "", "(root)") for r in roots]
    while todo:
        name, extra, wanted_by = todo.pop()
        if name not in pool:
            raise SystemExit(f"no wheel for {name!r} (needed by {wanted_by}); downloaded: {sorted(pool)}")
        if (name, extra) in extras_done:
            continue
        extras_done.add((name, extra))
        meta, imports = wheel_metadata(pool[name])
        entry = packages.setdefault(name, {
            "name": name, "version": meta["Version"], "file_name": pool[name].name, "install_dir": "site",
            "sha256": hashlib.sha256(pool[name].read_bytes()).hexdigest(), "package_type": "package",
            "imports": imports, "depends": [], "unvendored_tests": False})
        for text in meta.get_all("Requires-Dist") or []:
            req = Requirement(text)
            if req.marker is not None and not req.marker.evaluate(dict(env, extra=extra)):
                continue
            if extra and (req.marker is None or "extra" not in str(req.marker)):
                continue                     # already followed without the extra
            dep = canonicalize_name(req.name)
            if dep not in entry["depends"]:
                entry["depends"].append(dep)
            todo.append((dep, "", name))
            todo.extend((dep, e, name) for e in sorted(req.extras))
    for entry in packages.values():
        entry["depends"].sort()
    return {"info": base_lock["info"], "packages": dict(sorted(packages.items()))}


def assemble_runtime(npm_pkg: Path, wheels: list[Path], roots: tuple[str, ...], dest: Path,
                     precompile: bool = False) -> dict:
    """Pyodide's core files, the wheels ``roots`` need and their lock file, in ``dest``.

    ``precompile``: byte-compile the standard library and the wheels with Pyodide's own Python
    (tools/pyodide_compile.mjs), so that the page's Python does not compile them at every start."""
    base_lock = json.loads((npm_pkg / "pyodide-lock.json").read_text(encoding="utf-8"))
    lock = make_lock(base_lock, wheels, roots)
    shutil.rmtree(dest, ignore_errors=True)
    dest.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(npm_pkg / name, dest / name)
    by_name = {w.name: w for w in wheels}
    for entry in lock["packages"].values():
        shutil.copy2(by_name[entry["file_name"]], dest / entry["file_name"])
    lock_file = dest / "pyodide-lock.json"
    lock_file.write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    if precompile:
        log("byte-compiling the standard library and the wheels with Pyodide's Python")
        files = ["python_stdlib.zip", *(e["file_name"] for e in lock["packages"].values())]
        run(["node", str(ROOT / "tools" / "pyodide_compile.mjs"), str(dest), *(str(dest / f) for f in files)])
        for f in files:
            (dest / f).chmod(0o644)                 # written through Pyodide's NODEFS as 0666
        for entry in lock["packages"].values():
            entry["sha256"] = hashlib.sha256((dest / entry["file_name"]).read_bytes()).hexdigest()
        lock_file.write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    return lock


def early_kernel(dest: Path) -> Path:
    """The site's own plugin (``site/early_kernel``) as JupyterLite installs a prebuilt extension,
    its script named by its content's hash: a browser never runs a cached copy of an older one."""
    script = (EARLY_KERNEL / "static" / "remoteEntry.js").read_bytes()
    name = f"remoteEntry.{hashlib.sha256(script).hexdigest()[:12]}.js"
    (dest / "static").mkdir(parents=True)
    (dest / "static" / name).write_bytes(script)
    package = json.loads((EARLY_KERNEL / "package.json").read_text(encoding="utf-8"))
    package["jupyterlab"]["_build"]["load"] = f"static/{name}"
    (dest / "package.json").write_text(json.dumps(package, indent=2) + "\n", encoding="utf-8")
    return dest


def course_files(dest: Path) -> Path:
    """The lessons the site serves, copied into ``dest``: the files git tracks under notebooks/, none
    with outputs. What else lies there (a worksheet and its answer key written by lesson 10, a lesson
    run and saved in place) is not the course and would be in every student's file browser."""
    listed = subprocess.run(["git", "ls-files", "-z", "--", "notebooks"], cwd=ROOT, check=True,
                            stdout=subprocess.PIPE).stdout.decode()
    names = [n for n in listed.split("\0") if n]
    if not names:
        raise SystemExit("git tracks no file under notebooks/: the site is built from a git checkout")
    for name in names:
        if name.endswith(".ipynb") and any(c.get("outputs") for c in json.loads(
                (ROOT / name).read_text(encoding="utf-8"))["cells"]):
            raise SystemExit(f"{name} holds outputs: rebuild it (python tools/build_lessons.py) or git checkout it")
        target = dest / Path(name).relative_to("notebooks")
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, target)
    return dest


def kernel_stub_wheels() -> Path:
    """The kernel extension's own wheels (piplite, the ipykernel and widgetsnbextension stubs)."""
    share = Path(sys.prefix) / "share" / "jupyter" / "labextensions" / kernel_constants.PYODIDE_KERNEL_NPM_NAME
    return share / "static" / kernel_constants.PYPI_WHEELS


# ---------------------------------------------------------------------------------------- site
def build_site() -> None:
    t0 = time.perf_counter()
    npm_pkg = npm_pyodide()
    base_lock = json.loads((npm_pkg / "pyodide-lock.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="ds-site-") as tmp:
        tmp = Path(tmp)
        wheel = build_ds_widget_wheel(tmp / "dist")
        pool = tmp / "wheels"
        pool.mkdir()
        # widgetsnbextension: the kernel's 4.0.999 stub (no classic-notebook files) satisfies ipywidgets
        others = [r for r in SITE_ROOTS if canonicalize_name(r) != "ds-widget"]
        download_wheels([str(wheel), *others], pool, base_lock, [kernel_stub_wheels()])
        wheels = sorted(pool.glob("*.whl"))

        lite = CACHE / "lite"
        shutil.rmtree(lite, ignore_errors=True)
        lite.mkdir(parents=True)
        log(f"Pyodide {kernel_constants.PYODIDE_VERSION} runtime and its lock file")
        lock = assemble_runtime(npm_pkg, wheels, SITE_ROOTS, lite / "static" / kernel_constants.PYODIDE,
                                precompile=True)
        config = json.loads((SITE / "jupyter-lite.json").read_text(encoding="utf-8"))
        kernel = config["jupyter-config-data"]["litePluginSettings"][kernel_constants.PYODIDE_KERNEL_PLUGIN_ID]
        kernel[kernel_constants.LOAD_PYODIDE_OPTIONS] = {kernel_constants.OPTION_PACKAGES: list(SITE_ROOTS)}
        (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n", encoding="utf-8")
        # JupyterLab settings of the site: lessons name the kernel 'python3'; start the page's Python
        # without a "Select Kernel" dialog (seen when the kernel list is not ready yet on a busy machine)
        shutil.copy2(SITE / "overrides.json", lite / "overrides.json")

        log("jupyter lite build")
        shutil.rmtree(OUTPUT, ignore_errors=True)
        front_end = [str(w) for w in wheels if canonicalize_name(parse_wheel_filename(w.name)[0])
                     in ("anywidget", "jupyterlab-widgets")]
        cmd = [str(Path(sys.executable).parent / "jupyter-lite"), "build", "--no-sourcemaps",
               "--lite-dir", str(lite), "--output-dir", str(OUTPUT), "--contents", str(course_files(tmp / "course"))]
        for w in front_end:
            cmd.append(f"--LiteBuildConfig.federated_extensions={w}")
        cmd.append(f"--LiteBuildConfig.federated_extensions={early_kernel(tmp / 'early_kernel')}")
        run(cmd, quiet=True, cwd=lite)
    (OUTPUT / ".nojekyll").write_text("", encoding="utf-8")    # GitHub Pages: publish the files as they are
    check_output(lock)
    log("lesson pages (tools/build_pages.py)")
    run([sys.executable, str(ROOT / "tools" / "build_pages.py"), "--output", str(OUTPUT)])
    size = sum(p.stat().st_size for p in OUTPUT.rglob("*") if p.is_file())
    lessons = sorted(p.relative_to(OUTPUT / "files").as_posix() for p in (OUTPUT / "files").rglob("*.ipynb"))
    manifest = {"digest": input_digest(), "pyodide": kernel_constants.PYODIDE_VERSION,
                "python": base_lock["info"]["python"], "bytes": size, "lessons": lessons,
                "packages": {p["name"]: p["version"] for p in lock["packages"].values()}}
    (OUTPUT / MANIFEST).write_text(json.dumps(manifest, indent=1) + "\n", encoding="utf-8")
    log(f"site built in {time.perf_counter() - t0:.0f} s: {OUTPUT.relative_to(ROOT)} ({size / 2**20:.1f} MiB, "
        f"{len(lessons)} lessons, Pyodide {kernel_constants.PYODIDE_VERSION}, {len(lock['packages'])} wheels)")


def check_output(lock: dict) -> None:
    """The built site loads Pyodide and every wheel from itself: no CDN address in its settings."""
    settings = json.loads((OUTPUT / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    kernel = settings["litePluginSettings"][kernel_constants.PYODIDE_KERNEL_PLUGIN_ID]
    problems = []
    if not kernel.get(kernel_constants.PYODIDE_URL, "").startswith("./"):
        problems.append(f"pyodideUrl is {kernel.get(kernel_constants.PYODIDE_URL)!r}, not a file of the site")
    if "://" in json.dumps(settings):
        problems.append("jupyter-lite.json names an outside address")
    runtime = OUTPUT / "static" / kernel_constants.PYODIDE
    needed = [*PYODIDE_CORE, "pyodide-lock.json", *(e["file_name"] for e in lock["packages"].values())]
    problems += [f"missing {runtime / n}" for n in needed if not (runtime / n).is_file()]
    if problems:
        raise SystemExit("the built site is not self-contained:\n  " + "\n  ".join(problems))


def node_runtime() -> None:
    npm_pkg = npm_pyodide()
    base_lock = json.loads((npm_pkg / "pyodide-lock.json").read_text(encoding="utf-8"))
    with tempfile.TemporaryDirectory(prefix="ds-node-") as tmp:
        pool = Path(tmp)
        download_wheels(list(NODE_ROOTS), pool, base_lock, [])
        lock = assemble_runtime(npm_pkg, sorted(pool.glob("*.whl")), NODE_ROOTS, NODE_RUNTIME)
    log(f"Pyodide {kernel_constants.PYODIDE_VERSION} for Node.js in {NODE_RUNTIME.relative_to(ROOT)}: "
        f"{', '.join(lock['packages'])}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", default="site", choices=["site", "node-runtime", "is-current"])
    args = parser.parse_args(argv)
    if args.command == "is-current":
        return 0 if is_current() else 1
    if args.command == "node-runtime":
        node_runtime()
    else:
        build_site()
    return 0


if __name__ == "__main__":
    sys.exit(main())
