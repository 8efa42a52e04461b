"""Layers point one way (docs/architecture.md): engine ← explain ← render ← widget, with the bots
beside the renderer. Checked on the sources (imports read with ``ast``) and in a fresh interpreter."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PKG = ROOT / "ds_widget"

#: what each floor may import from the package (besides itself)
FLOORS = {
    "engine": set(),
    "explain": {"engine"},
    "render": {"engine", "explain"},
    "bots": {"engine", "explain"},
    "practice": {"engine", "explain", "bots"},
    "review": {"engine", "explain", "bots"},
    "widget": {"engine", "explain", "render", "bots", "game", "practice", "review"},
    "lessons": {"engine", "explain", "render", "bots", "game", "practice", "review"},
}
#: single modules allowed more than their floor: the worksheet prints pictures
EXTRA = {"practice/printout.py": {"render"}, "review/printout.py": {"render"}}
THIRD_PARTY = {
    "engine": set(),
    "explain": {"fluent"},           # Project Fluent: the catalogs' syntax, plural rules, number formats
    "bots": set(),
    "render": {"svgwrite"},
    "practice": set(),
    "review": set(),
    "widget": {"anywidget", "traitlets", "ipywidgets", "IPython"},
    "lessons": {"IPython"},
}


def modules(floor: str) -> list[Path]:
    return sorted((PKG / floor).rglob("*.py"))


def imports(path: Path) -> list[tuple[ast.stmt, str, bool]]:
    """(node, absolute module name, inside a function) for every import in ``path``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out: list[tuple[ast.stmt, str, bool]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            if isinstance(child, ast.Import):
                out.extend((child, a.name, in_function) for a in child.names)
            elif isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package.split(".")
                    base = base[:len(base) - child.level + 1]
                    name = ".".join(base + ([child.module] if child.module else []))
                else:
                    name = child.module or ""
                out.append((child, name, in_function))
            visit(child, inside)
    visit(tree, False)
    return out


def floor_of(module: str) -> str | None:
    parts = module.split(".")
    return parts[1] if parts[0] == "ds_widget" and len(parts) > 1 else None


@pytest.mark.parametrize("floor", sorted(FLOORS))
def test_each_floor_imports_only_the_floors_below_it(floor):
    for path in modules(floor):
        allowed = FLOORS[floor] | {floor} | EXTRA.get(path.relative_to(PKG).as_posix(), set())
        for node, module, _ in imports(path):
            top = module.split(".")[0]
            where = f"{path.relative_to(ROOT)}:{node.lineno} imports {module}"
            if top == "ds_widget":
                assert floor_of(module) in allowed, where
            else:
                assert top in sys.stdlib_module_names or top in THIRD_PARTY[floor] or top == "__future__", where


@pytest.mark.parametrize("floor", sorted(FLOORS))
def test_no_import_inside_a_function_crosses_a_floor(floor):
    for path in modules(floor):
        for node, module, in_function in imports(path):
            if not in_function:
                continue
            where = f"{path.relative_to(ROOT)}:{node.lineno} imports {module} inside a function"
            assert floor != "engine", where          # the engine has none at all
            assert floor_of(module) in (floor, None), where


LAZY = (PKG, PKG / "practice")


def test_every_package_init_only_hands_names_on():
    """An ``__init__.py`` holds imports, ``__all__``/``__version__`` and at most a lazy
    ``__getattr__`` (the top package's, which keeps ``import ds_widget`` light, and the practice
    package's, which keeps the question generator free of the renderer)."""
    for path in sorted(PKG.rglob("__init__.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for i, node in enumerate(tree.body):
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if i == 0 and isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                continue  # the docstring
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            if isinstance(node, ast.Assign) and all(isinstance(t, ast.Name) and t.id in ("__all__", "__version__")
                                                    for t in node.targets):
                continue
            if isinstance(node, ast.FunctionDef) and node.name == "__getattr__" and path.parent in LAZY:
                continue
            raise AssertionError(f"{where}: a package's __init__ may only re-export names")


def test_importing_the_engine_and_the_words_loads_no_ui_library():
    code = ("import sys, ds_widget.engine, ds_widget.engine.simulate, ds_widget.engine.scenario, ds_widget.explain, "
            "ds_widget.bots; from ds_widget.engine import Match; Match.new(players=4, seed=1); "
            "bad = [m for m in ('svgwrite', 'traitlets', 'ipywidgets', 'anywidget', 'IPython', "
            "'numpy', 'ds_widget.render', 'ds_widget.widget') if m in sys.modules]; print(','.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == ""


def test_the_practice_generator_draws_nothing():
    """Only the worksheet module may import the renderer; the question generator, the grading and
    the progress stay on the engine, the words and the bots (as the architecture's floors say)."""
    for path in modules("practice"):
        rel = path.relative_to(PKG).as_posix()
        found = [m for _, m, _ in imports(path) if floor_of(m) == "render"]
        assert not found or rel in EXTRA, f"{rel} imports {found}"
    code = ("import sys, ds_widget.practice as p; p.PracticeSession(1, 1).next_question(); "
            "print(','.join(m for m in ('svgwrite', 'ds_widget.render', 'ds_widget.widget') if m in sys.modules)); "
            "p.worksheet; print(','.join(m for m in ('svgwrite', 'ds_widget.render') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:2] == ["", "svgwrite,ds_widget.render"]


def test_one_name_per_concept():
    """The engine's game class and the user's ``Game`` have distinct names."""
    import ds_widget
    from ds_widget.engine import Match
    assert ds_widget.Game.__name__ == "Game" and Match.__name__ == "Match"
    assert issubclass(ds_widget.Game, Match)
