"""axe-core (npm, pinned in tests/e2e/package.json, installed by tools/test.sh) run in the page by
Playwright on the widget alone: the host's own page (JupyterLab, marimo) is not ours to audit.

``audit(page, selector)`` injects axe once per page and returns the widget's violations counted by
impact, with each violation's rule, impact and first targets for the test log.
"""
from __future__ import annotations

from pathlib import Path

AXE = Path(__file__).resolve().parent / "node_modules" / "axe-core" / "axe.min.js"
IMPACTS = ("critical", "serious", "moderate", "minor")

RUN = """async (root) => {
  const r = await axe.run(root, { resultTypes: ['violations'] });
  return r.violations.map(v => ({ id: v.id, impact: v.impact, help: v.help,
                                  nodes: v.nodes.length, targets: v.nodes.slice(0, 3).map(n => n.target) }));
}"""


def audit(page, selector: str) -> dict:
    """The widget at ``selector`` (a Playwright selector; it pierces marimo's shadow root) audited."""
    if not AXE.is_file():
        raise FileNotFoundError(f"{AXE} is missing: run ./tools/test.sh (it installs tests/e2e's npm tools)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    found = page.locator(selector).first.evaluate_handle("e => e")
    violations = page.evaluate(RUN, found)
    counts = {k: sum(1 for v in violations if v["impact"] == k) for k in IMPACTS}
    return {**counts, "violations": violations}


def record(key: str, result: dict, artifacts: Path) -> None:
    """Add one audit to ``artifacts/axe.json`` (``{"<host>/<mode>/<theme>": counts}``) and print it
    for the test log."""
    import json

    artifacts.mkdir(parents=True, exist_ok=True)
    path = artifacts / "axe.json"
    table = json.loads(path.read_text()) if path.is_file() else {}
    table[key] = {k: result[k] for k in IMPACTS}
    path.write_text(json.dumps(table, indent=1, sort_keys=True))
    print(f"axe {key}: " + ", ".join(f"{k} {result[k]}" for k in IMPACTS))
    for v in result["violations"]:
        print(f"  {v['impact']}: {v['id']} ({v['nodes']} nodes) {v['help']} {v['targets']}")


def serious(result: dict) -> list[dict]:
    """The violations a release may not have: impact serious or critical."""
    return [v for v in result["violations"] if v["impact"] in ("serious", "critical")]
