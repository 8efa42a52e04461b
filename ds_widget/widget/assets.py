"""Where the widget's front end lives: ``js/`` in the source tree, ``ds_widget/static`` when installed."""
from __future__ import annotations

from pathlib import Path

NAMES = ("ds_widget.js", "ds_widget.css")


def asset_dir() -> Path:
    """The folder holding ds_widget.js and ds_widget.css: ``ds_widget/static`` in an installed
    package (the wheel maps ``js/`` there), else ``js/`` of the source tree."""
    package = Path(__file__).resolve().parents[1]
    for candidate in (package / "static", package.parent / "js"):
        if all((candidate / n).is_file() for n in NAMES):
            return candidate
    raise FileNotFoundError("the widget's front end (ds_widget.js, ds_widget.css) was not found; "
                            "reinstall ds_widget")


def asset(name: str) -> Path:
    return asset_dir() / name
