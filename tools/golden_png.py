"""Render the renderer's golden SVGs to PNG with headless Chromium, for docs/ and for review.

Run: ``python tools/golden_png.py [--chromium /usr/bin/chromium]``. Reads
tests/render/golden/<name>.svg and writes docs/golden_<short>.png (2p_start, 4p_start, 6p_start,
late_game). Uses a fresh profile directory and no network; never downloads a browser.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NAMES = {"start_2p": "2p_start", "start_4p": "4p_start", "start_6p": "6p_start",
         "late_game": "late_game"}


def screenshot(chromium: str, svg: Path, png: Path) -> None:
    head = svg.read_text(encoding="utf-8")[:600]
    w = int(float(re.search(r'width="([\d.]+)"', head).group(1)))
    h = int(float(re.search(r'height="([\d.]+)"', head).group(1)))
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                        "--no-first-run", "--disable-background-networking",
                        "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                        f"--user-data-dir={profile}", f"--screenshot={png}",
                        f"--window-size={w},{h}", svg.resolve().as_uri()],
                       check=True, capture_output=True, timeout=180)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    ap.add_argument("--out", default=str(ROOT / "docs"))
    args = ap.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, short in NAMES.items():
        svg = ROOT / "tests" / "render" / "golden" / f"{name}.svg"
        png = out / f"golden_{short}.png"
        screenshot(args.chromium, svg, png)
        print(f"wrote {png}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
