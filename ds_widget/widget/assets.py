"""Where the widget's front end lives: ``js/`` in the source tree, ``ds_widget/static`` when installed."""
from __future__ import annotations

from pathlib import Path

NAMES = ("ds_widget.js", "ds_widget.css")


def asset_dir() -> Path:
    """The folder holding ds_widget.js and ds_widget.css (installed package first)."""
    try:
        from importlib import resources
        root = resources.files("ds_widget.static")
        candidate = Path(str(root))
        if all((candidate / n).is_file() for n in NAMES):
            return candidate
    except (ModuleNotFoundError, TypeError):
        pass
    source = Path(__file__).resolve().parents[2] / "js"
    if all((source / n).is_file() for n in NAMES):
        return source
    raise FileNotFoundError("the widget's front end (ds_widget.js, ds_widget.css) was not found; "
                            "reinstall ds_widget")


def asset(name: str) -> Path:
    return asset_dir() / name
