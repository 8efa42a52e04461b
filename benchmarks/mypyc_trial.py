"""Would compiling the engine with mypyc bring a bare choice's p95 to 20 µs? A trial, not a build.

    python benchmarks/mypyc_trial.py [--games 10] [--repeat 3] [--keep DIR]

Copies ``ds_widget/`` into a scratch directory and makes there the fewest edits mypyc needs to
compile ``ds_widget/engine`` (the repository's files are not touched):

* the ops' class attributes that ``__init_subclass__`` sets are declared ``ClassVar``, and
  Regression's ``name = section = …`` becomes two lines;
* ``@register`` (a decorator mypyc cannot see through) becomes a ``register(Cls)`` call below
  the module;
* the classes a clone makes without ``__init__`` (``object.__new__``: ``Tile``, ``Animal``,
  ``Earth``, ``Decision``, ``Shared``/``State``) and the ops' base ``Op`` stay Python classes
  (``@mypyc_attr(native_class=False)``); their methods are compiled all the same.

Then ``mypyc ds_widget/engine`` there (about two minutes and a half on one core), and the bare
choices of ``bench_engine.py`` (``engine.flow.choose``, events off, the random bot of ``--games``
4-player games, seeds 0…) timed in a child process on core 1, pure and compiled interleaved
``--repeat`` times. Prints each run's median and p95 (µs), their min / median / max, the
compiled ÷ pure ratios, the load average before and after, and whether the compiled engine played
the same games (the number of choices and each game's last ``ply``).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

#: what a child process prints: its engine's file, the choices' median and p95 and the games' ends
CHILD = r"""
import json, sys, time
sys.path.insert(0, %r)
from bench_engine import bare_choices, pct
import statistics
from ds_widget.engine import flow
xs, ends = [], []
def timed(st, d, oid):
    t0 = time.perf_counter(); d = flow.choose(st, oid); xs.append((time.perf_counter() - t0) * 1e6)
    if d is None: ends.append(st.ply)
    return d
bare_choices(%d, timed)
print(json.dumps({"file": flow.__file__, "median": statistics.median(xs), "p95": pct(xs, 0.95),
                  "n": len(xs), "ends": ends}))
"""


def edit(path: Path, old: str, new: str) -> None:
    """Replace the first ``old`` in ``path`` by ``new``; stop if the source no longer has it."""
    text = path.read_text()
    if old not in text:
        raise SystemExit(f"mypyc_trial: {path.name} no longer has {old!r}: update the trial's edits")
    path.write_text(text.replace(old, new, 1))


def python_class(path: Path, head: str) -> None:
    """Keep the class opened by ``head`` a Python class (its methods are compiled)."""
    edit(path, f"\n{head}", f"\n@mypyc_attr(native_class=False)\n{head}")
    if "import mypyc_attr" not in path.read_text():
        edit(path, "from __future__ import annotations\n",
             "from __future__ import annotations\nfrom mypy_extensions import mypyc_attr\n")


def prepare(scratch: Path) -> Path:
    shutil.copytree(ROOT / "ds_widget", scratch / "ds_widget",
                    ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    eng = scratch / "ds_widget" / "engine"
    for path in eng.rglob("*.py"):
        text = path.read_text()
        names = re.findall(r"^@register\nclass (\w+)", text, re.M)
        if names:
            text = re.sub(r"^@register\n", "", text, flags=re.M)
            path.write_text(text + "\n" + "".join(f"register({n})\n" for n in names))
    edit(eng / "flow.py", "from typing import Any\n", "from typing import Any, ClassVar\n")
    edit(eng / "flow.py", '    name = ""\n    stages: frozenset[Any]', '    name: ClassVar[str] = ""\n'
         '    stages: ClassVar[frozenset[Any]]')
    edit(eng / "flow.py", "    pawns_only = False", "    pawns_only: ClassVar[bool] = False")
    base = eng / "actions" / "base.py"
    edit(base, "from typing import Any\n", "from typing import Any, ClassVar\n")
    edit(base, '    section = ""\n    first_stage = "scan"\n    own_stages: tuple[str, ...] = ()',
         '    section: ClassVar[str] = ""\n    first_stage: ClassVar[str] = "scan"\n'
         '    own_stages: ClassVar[tuple[str, ...]] = ()')
    cards = eng / "cards" / "base.py"
    edit(cards, "from typing import Any\n", "from typing import Any, ClassVar\n")
    edit(cards, '    card = ""\n    own_stages: tuple[str, ...] = ()',
         '    card: ClassVar[str] = ""\n    own_stages: ClassVar[tuple[str, ...]] = ()')
    edit(eng / "actions" / "regression.py", '    name = section = "regression"',
         '    name = "regression"\n    section = "regression"')
    for file, head in (("flow.py", "class Decision:"), ("flow.py", "class Op:"), ("pieces.py", "class Tile:"),
                       ("pieces.py", "class Animal:"), ("earth.py", "class Earth:"),
                       ("sharing.py", "class Shared:"), ("state.py", "class State(Shared):")):
        python_class(eng / file, head)
    mypyc = Path(sys.executable).with_name("mypyc")
    run = subprocess.run([str(mypyc), "ds_widget/engine"], cwd=scratch, capture_output=True, text=True)
    if run.returncode != 0:
        raise SystemExit(f"mypyc_trial: mypyc failed:\n{run.stdout[-3000:]}\n{run.stderr[-3000:]}")
    return scratch


def child(path: Path, games: int) -> dict:
    env = {**os.environ, "PYTHONPATH": str(path)}
    out = subprocess.run(["taskset", "-c", "1", sys.executable, "-c", CHILD % (str(ROOT / "benchmarks"), games)],
                         cwd=path, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--keep", type=Path, help="compile into this directory and keep it")
    args = ap.parse_args()
    scratch = args.keep or Path(tempfile.mkdtemp(prefix="ds_mypyc_"))
    try:
        if not (scratch / "ds_widget" / "engine" / "flow.py").exists():
            prepare(scratch)
        load0 = os.getloadavg()[0]
        runs: dict[str, list[dict]] = {"pure": [], "compiled": []}
        for _ in range(args.repeat):            # interleaved: a busy spell falls on both alike
            runs["pure"].append(child(ROOT, args.games))
            runs["compiled"].append(child(scratch, args.games))
        load1 = os.getloadavg()[0]
    finally:
        if args.keep is None:
            shutil.rmtree(scratch, ignore_errors=True)
    assert all(r["file"].endswith(".so") for r in runs["compiled"]), runs["compiled"][0]["file"]
    same = all(r["n"] == runs["pure"][0]["n"] and r["ends"] == runs["pure"][0]["ends"]
               for rs in runs.values() for r in rs)
    print(f"{runs['pure'][0]['n']} bare choices of {args.games} random 4-player games a run, {args.repeat} runs "
          f"of each, interleaved, on core 1; load {load0:.2f} → {load1:.2f}; the same games: {same}\n")
    print("| engine | median µs, min / median / max | p95 µs, min / median / max |")
    print("| --- | --- | --- |")
    for name, rs in runs.items():
        cells = [sorted(r[key] for r in rs) for key in ("median", "p95")]
        print(f"| {name} | " + " | ".join(f"{c[0]:.1f} / {statistics.median(c):.1f} / {c[-1]:.1f}" for c in cells)
              + " |")
    for key in ("median", "p95"):
        ratio = [c[key] / p[key] for p, c in zip(runs["pure"], runs["compiled"])]
        print(f"\ncompiled ÷ pure, {key}, run by run: " + ", ".join(f"{r:.2f}" for r in ratio))


if __name__ == "__main__":
    main()
