#!/usr/bin/env python3
"""Mutation testing of the rules engine: plant one small bug at a time, see whether a test fails.

    .venv/bin/python tools/mutate.py ds_widget/engine/calc.py ds_widget/engine/constants.py
    .venv/bin/python tools/mutate.py --list ds_widget/engine/phases.py       # the mutants, no run
    .venv/bin/python tools/mutate.py --only 17 ds_widget/engine/calc.py      # one mutant, verbose

For each module given, every mutation site is found in its syntax tree (comparison and boolean
operators flipped, integers moved by one, ``min``/``max`` swapped, ``not`` dropped, a call
statement dropped, an item dropped from or replaced inside a literal list/tuple/dict — the data
tables), the mutated module is written into a private copy of the package, and a fast selection of
the engine tests runs against it (``pytest -x``: the first failure kills the mutant). Mutants whose
source equals the original after normalisation are skipped. Nothing in the work tree is touched:
each worker owns a copy under ``--workdir``.

Why not mutmut (tried first): mutmut 3 mutates only inside functions (it swaps function bodies
through trampolines), so the engine's data tables — module-level dicts and tuples in
``constants.py``, the very place where a wrong number hides — would never be mutated.

The report (``--json``) lists every survivor with its line and the mutated code; docs/testing.md
says what was run and why each survivor is harmless (an equivalent mutant) or which test kills it.
"""
from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: the fast test selection: rule tests first (they kill most mutants within a second); the random
#: games of test_properties.py and test_variants.py are left out (minutes, not seconds)
DEFAULT_TESTS = [
    "tests/engine/test_rule_tables.py", "tests/engine/test_rule_negatives.py",
    "tests/engine/test_rule_effects.py", "tests/engine/test_last_turn.py",
    "tests/engine/test_calc.py", "tests/engine/test_actions.py", "tests/engine/test_setup.py",
    "tests/engine/test_scenarios.py", "tests/engine/test_cards.py", "tests/engine/test_history.py",
]
#: no stale bytecode; no third-party pytest plugins (loading them costs more than most runs: the
#: selection needs none, and the subprocess timeout replaces pytest-timeout)
ENV = {"PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0", "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
#: what a worker copies: the package, the tests it runs and the pytest configuration
COPY = ["ds_widget", "tests/__init__.py", "tests/conftest.py", "tests/engine", "pyproject.toml"]

CMP_SWAP = {ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE, ast.GtE: ast.Gt, ast.Eq: ast.NotEq,
            ast.NotEq: ast.Eq, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}
BIN_SWAP = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Add, ast.FloorDiv: ast.Mult}


#: a pytest plugin written into each worker: records, per test, the engine lines it executes
TRACE_PLUGIN = '''
import json, os, sys, threading
import pytest

_ROOT = os.path.join(os.getcwd(), "ds_widget", "engine") + os.sep
_lines = {}
_current = None


def _local(frame, event, arg):
    if event == "line":
        _current.add((frame.f_code.co_filename, frame.f_lineno))
    return _local


def _global(frame, event, arg):
    if frame.f_code.co_filename.startswith(_ROOT):
        _current.add((frame.f_code.co_filename, frame.f_lineno))
        return _local
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item, nextitem):
    global _current
    _current = set()
    sys.settrace(_global)
    threading.settrace(_global)
    yield
    sys.settrace(None)
    threading.settrace(None)
    _lines[item.nodeid] = sorted([os.path.relpath(f, os.getcwd()), n] for f, n in _current)


def pytest_sessionfinish(session):
    with open(os.environ["MUTATE_TRACE_OUT"], "w") as fh:
        json.dump(_lines, fh)
'''


@dataclass
class Mutant:
    module: str
    index: int
    line: int
    end_line: int
    operator: str
    before: str
    after: str
    status: str = ""
    seconds: float = 0.0
    killed_by: str = ""
    tests: int = 0


def _skip_regions(tree: ast.AST) -> set[int]:
    """ids of nodes never mutated: docstrings, annotations, raise arguments, f-strings, __slots__."""
    skip: set[int] = set()

    def mark(n: ast.AST | None) -> None:
        if n is not None:
            for x in ast.walk(n):
                skip.add(id(x))

    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                mark(body[0])
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            mark(node.returns)
            for a in node.args.args + node.args.kwonlyargs + node.args.posonlyargs:
                mark(a.annotation)
        if isinstance(node, ast.AnnAssign):
            mark(node.annotation)
        if isinstance(node, (ast.Raise, ast.JoinedStr, ast.Assert)):
            mark(node)
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id in ("__slots__", "__all__")
                                                for t in node.targets):
            mark(node)
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            mark(node)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
            mark(node)    # attribute docstrings
    return skip


def _literal_items(node: ast.AST) -> list[ast.expr] | None:
    """Items of a literal tuple/list/set of constants (strings or numbers), else None."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)) and len(node.elts) >= 2 and all(
            isinstance(e, ast.Constant) and isinstance(e.value, (str, int)) and not isinstance(e.value, bool)
            for e in node.elts):
        return node.elts
    return None


def sites(tree: ast.AST) -> list[tuple[ast.AST, str, object]]:
    """Every (node, operator, detail) mutation site, in a fixed order."""
    skip = _skip_regions(tree)
    out: list[tuple[ast.AST, str, object]] = []
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Compare):
            for i, op in enumerate(node.ops):
                if type(op) in CMP_SWAP:
                    out.append((node, "compare", i))
        elif isinstance(node, ast.BoolOp):
            out.append((node, "boolop", None))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            out.append((node, "not", None))
        elif isinstance(node, ast.BinOp) and type(node.op) in BIN_SWAP:
            out.append((node, "binop", None))
        elif isinstance(node, ast.AugAssign) and type(node.op) in (ast.Add, ast.Sub):
            out.append((node, "augassign", None))
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            out.append((node, "bool", None))
        elif isinstance(node, ast.Constant) and isinstance(node.value, int):
            out.append((node, "int", None))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("min", "max"):
            out.append((node, "minmax", None))
        elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Call):
            out.append((node, "drop-call", None))
        items = _literal_items(node)
        if items is not None and id(node) not in skip:
            for i in range(len(items)):
                out.append((node, "drop-item", i))
            if all(isinstance(e.value, str) for e in items):
                for i in range(len(items)):
                    if items[i].value != items[(i + 1) % len(items)].value:
                        out.append((node, "replace-item", i))
        if isinstance(node, ast.Dict) and len(node.values) >= 2 and all(
                isinstance(v, ast.Constant) and isinstance(v.value, str) for v in node.values):
            for i in range(len(node.values)):
                if node.values[i].value != node.values[(i + 1) % len(node.values)].value:
                    out.append((node, "replace-value", i))
    return out


def apply(node: ast.AST, operator: str, detail: object) -> None:
    """Mutate ``node`` in place."""
    if operator == "compare":
        node.ops[detail] = CMP_SWAP[type(node.ops[detail])]()
    elif operator == "boolop":
        node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
    elif operator == "binop":
        node.op = BIN_SWAP[type(node.op)]()
    elif operator == "augassign":
        node.op = ast.Sub() if isinstance(node.op, ast.Add) else ast.Add()
    elif operator == "bool":
        node.value = not node.value
    elif operator == "int":
        node.value = node.value + 1
    elif operator == "minmax":
        node.func.id = "max" if node.func.id == "min" else "min"
    elif operator == "drop-call":
        node.value = ast.Constant(value=None)
    elif operator == "drop-item":
        del node.elts[detail]
    elif operator == "replace-item":
        node.elts[detail] = ast.Constant(value=node.elts[(detail + 1) % len(node.elts)].value)
    elif operator == "replace-value":
        node.values[detail] = ast.Constant(value=node.values[(detail + 1) % len(node.values)].value)


class _DropNot(ast.NodeTransformer):
    """Replace the marked ``not x`` node by ``x``."""

    def __init__(self, target: int) -> None:
        self.target = target

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        return node.operand if getattr(node, "_mutate", 0) == self.target else node


def mutants_of(path: Path) -> tuple[str, list[tuple[Mutant, str]]]:
    """The normalised original source and every distinct mutant (with its source)."""
    source = path.read_text()
    original = ast.unparse(ast.parse(source))
    count = len(sites(ast.parse(source)))
    out: list[tuple[Mutant, str]] = []
    seen = {original}
    rel = str(path.resolve().relative_to(ROOT))
    for k in range(count):
        tree = ast.parse(source)
        node, operator, detail = sites(tree)[k]
        line = getattr(node, "lineno", 0)
        end_line = getattr(node, "end_lineno", line) or line
        before = ast.unparse(node) if not isinstance(node, ast.Module) else ""
        if operator == "not":
            node._mutate = 1    # type: ignore[attr-defined]
            tree = _DropNot(1).visit(tree)
            after = ast.unparse(node.operand)
        else:
            apply(node, operator, detail)
            after = ast.unparse(node)
        ast.fix_missing_locations(tree)
        text = ast.unparse(tree)
        if text in seen:
            continue
        seen.add(text)
        try:
            compile(text, rel, "exec")
        except SyntaxError:
            continue
        out.append((Mutant(rel, k, line, end_line, operator, before[:160], after[:160]), text))
    return original, out


def function_lines(path: Path) -> set[int]:
    """Lines inside a function body (executed by tests, not at import)."""
    out: set[int] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            out.update(range(node.body[0].lineno, (node.end_lineno or node.lineno) + 1))
    return out


class Worker:
    """A private copy of the package and its engine tests, where one module at a time is swapped."""

    def __init__(self, base: Path, n: int) -> None:
        self.dir = base / f"w{n}"
        if self.dir.exists():
            shutil.rmtree(self.dir)
        for item in COPY:
            src = ROOT / item
            dst = self.dir / item
            dst.parent.mkdir(parents=True, exist_ok=True)
            if src.is_dir():
                shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__"))
            elif src.exists():
                shutil.copy2(src, dst)
        (self.dir / "_mutate_trace.py").write_text(TRACE_PLUGIN)

    def trace(self, tests: list[str]) -> dict[str, list[list]]:
        """Run the selection once, unmutated, recording which engine lines each test executes."""
        out = self.dir / "trace.json"
        env = dict(os.environ, **ENV, MUTATE_TRACE_OUT=str(out))
        cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "_mutate_trace", *tests]
        res = subprocess.run(cmd, cwd=self.dir, env=env, capture_output=True, text=True)
        if res.returncode != 0:
            raise SystemExit("the test selection fails without any mutation:\n" + res.stdout[-2000:])
        return json.loads(out.read_text())

    def run(self, module: str, text: str | None, original: str, tests: list[str], timeout: float,
            verbose: bool = False) -> tuple[str, float, str]:
        target = self.dir / module
        target.write_text(text if text is not None else original)
        env = dict(os.environ, **ENV)
        cmd = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", *tests]
        t0 = time.perf_counter()
        try:
            res = subprocess.run(cmd, cwd=self.dir, env=env, capture_output=True, text=True, timeout=timeout)
            status = "survived" if res.returncode == 0 else "killed"
            out = res.stdout
        except subprocess.TimeoutExpired as exc:
            raw = exc.stdout or ""
            status, out = "timeout", raw.decode() if isinstance(raw, bytes) else raw
        finally:
            target.write_text(original)
        took = time.perf_counter() - t0
        if verbose:
            print(out[-3000:])
        failed = [ln.split(" ", 1)[1].split(" - ")[0] for ln in out.splitlines() if ln.startswith("FAILED ")]
        return status, took, failed[0] if failed else ""


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("modules", nargs="+", help="modules to mutate, e.g. ds_widget/engine/calc.py")
    ap.add_argument("--tests", nargs="*", default=DEFAULT_TESTS, help="pytest selection")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--workdir", default=os.path.join(tempfile.gettempdir(), "ds_mutate"))
    ap.add_argument("--json", help="write every mutant's result to this file")
    ap.add_argument("--list", action="store_true", help="list the mutants and stop")
    ap.add_argument("--only", nargs="*", help="run only these mutants: site indexes of the one module given, "
                    "or module:index pairs (as printed), e.g. ds_widget/engine/calc.py:17")
    ap.add_argument("--all-tests", action="store_true",
                    help="run the whole selection for every mutant instead of the tests that execute its lines")
    args = ap.parse_args(argv)

    only = None
    if args.only is not None:
        only = {(t.rsplit(":", 1)[0], int(t.rsplit(":", 1)[1])) if ":" in t else (args.modules[0], int(t))
                for t in args.only}
    plan: list[tuple[Mutant, str, str]] = []
    for m in args.modules:
        original, muts = mutants_of(ROOT / m)
        for mut, text in muts:
            if only is None or (m, mut.index) in only:
                plan.append((mut, text, original))
    if args.list:
        for mut, _, _ in plan:
            print(f"{mut.module}:{mut.line} #{mut.index} {mut.operator}: {mut.before!r} -> {mut.after!r}")
        print(f"{len(plan)} mutants")
        return 0

    t0 = time.perf_counter()
    base = Path(args.workdir)
    workers = [Worker(base, i) for i in range(max(1, args.jobs))]
    # 1. the unmutated code must pass; one traced run says which tests execute which engine lines
    covered: dict[tuple[str, int], list[str]] = {}
    order: list[str] = []
    if not args.all_tests:
        for nodeid, lines in workers[0].trace(args.tests).items():
            order.append(nodeid)
            for f, n in lines:
                covered.setdefault((f, n), []).append(nodeid)
    traced = time.perf_counter() - t0
    status, took, failed = workers[0].run(args.modules[0], None, (ROOT / args.modules[0]).read_text(),
                                          args.tests, timeout=1800)
    if status != "survived":
        print(f"the test selection fails without any mutation ({failed}); fix that first", file=sys.stderr)
        return 2
    timeout = max(30.0, 3 * took)
    print(f"trace: {traced:.1f} s; baseline: {took:.1f} s for the selection; timeout per mutant {timeout:.0f} s; "
          f"{len(plan)} mutants, {len(workers)} workers", flush=True)
    in_function = {m: function_lines(ROOT / m) for m in args.modules}
    originals = {m: ast.unparse(ast.parse((ROOT / m).read_text())) for m in args.modules}
    for m in args.modules:      # workers hold the normalised original (same behaviour, no comments)
        for w in workers:
            (w.dir / m).write_text(originals[m])

    def selection(mut: Mutant) -> list[str]:
        """The tests to run for a mutant: those executing one of its lines; the whole selection for
        module-level code and for lines no test executes while it runs (import-time code such as
        class decorators: a mutant there is killed at collection or survives the whole run)."""
        span = range(mut.line, mut.end_line + 1)
        if args.all_tests or not any(n in in_function[mut.module] for n in span):
            return args.tests
        hits: set[str] = set()
        for n in span:       # mutant lines are lines of the work tree's module, as traced
            hits.update(covered.get((mut.module, n), ()))
        return [t for t in order if t in hits] or args.tests

    free = list(workers)
    done: list[Mutant] = []

    def job(item: tuple[Mutant, str, str]) -> Mutant:
        mut, text, original = item
        tests = selection(mut)
        mut.tests = len(tests)
        w = free.pop()
        try:
            mut.status, mut.seconds, mut.killed_by = w.run(mut.module, text, original, tests, timeout,
                                                          verbose=args.only is not None and len(plan) == 1)
        finally:
            free.append(w)
        return mut

    with ThreadPoolExecutor(len(workers)) as pool:
        for mut in pool.map(job, plan):
            done.append(mut)
            print({"killed": ".", "survived": "S", "timeout": "T"}[mut.status], end="", flush=True)
            if mut.status == "survived":
                print(f"\n  {mut.status} {mut.module}:{mut.line} #{mut.index} {mut.operator}: "
                      f"{mut.before!r} -> {mut.after!r}", flush=True)
    wall = time.perf_counter() - t0
    print()
    rows: dict[str, dict[str, float]] = {}
    for mut in done:
        r = rows.setdefault(mut.module, {"mutants": 0, "killed": 0, "timeout": 0, "survived": 0, "seconds": 0.0})
        r["mutants"] += 1
        r[mut.status] += 1
        r["seconds"] += mut.seconds
    for mod, r in rows.items():
        score = 100 * (r["killed"] + r["timeout"]) / r["mutants"] if r["mutants"] else 100.0
        print(f"{mod}: {r['mutants']} mutants, {r['killed']} killed, {r['timeout']} timed out, "
              f"{r['survived']} survived: score {score:.1f}%")
    print(f"wall time {wall:.0f} s")
    if args.json:
        Path(args.json).write_text(json.dumps({"tests": args.tests, "wall_seconds": round(wall, 1),
                                               "baseline_seconds": round(took, 1), "modules": rows,
                                               "mutants": [asdict(m) for m in done]}, indent=1))
    for w in workers:
        shutil.rmtree(w.dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
