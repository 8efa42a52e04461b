"""Write js/src/vocab.d.ts: the page's names (modes, messages and their fields, action values) as
TypeScript literal types, from Python's tables (ds_widget/widget/typings.py). Run it after adding or
changing a message, a field, an action value or a mode, then `npm run check --prefix js`.

    python tools/gen_js_types.py          # write the file
    python tools/gen_js_types.py --check  # exit 1 when the committed file is not a fresh one
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.widget.typings import typescript  # noqa: E402 - after the repository is on the path

OUT = ROOT / "js" / "src" / "vocab.d.ts"


def main(argv: list[str]) -> int:
    fresh = typescript()
    if "--check" in argv:
        same = OUT.exists() and OUT.read_text(encoding="utf-8") == fresh
        said = "up to date" if same else "NOT a fresh generation: run python tools/gen_js_types.py"
        print(f"{OUT.relative_to(ROOT)}: {said}")
        return 0 if same else 1
    OUT.write_text(fresh, encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)} ({len(fresh.splitlines())} lines)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
