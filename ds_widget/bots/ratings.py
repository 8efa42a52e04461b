"""The ladder's levels as last rated (``ratings.json`` beside this module, written from
``python -m ds_widget ladder --json``; the file names the command that made it).

Only the levels the run played are in the file: a level missing from it is simply absent here, so
a later run over more (or fewer) levels replaces the file and nothing else.
"""
from __future__ import annotations

import json
from importlib.resources import files
from typing import Any

RATINGS_FILE = "ratings.json"


def read_ratings(text: str) -> dict[str, dict[str, Any]]:
    """``{level name: its row}`` from the file's text (rows without a name are skipped)."""
    data = json.loads(text)
    rows = data.get("levels", []) if isinstance(data, dict) else []
    return {row["name"]: dict(row) for row in rows if isinstance(row, dict) and isinstance(row.get("name"), str)}


def level_ratings() -> dict[str, dict[str, Any]]:
    """The rated levels by name: ``{"name", "rating", "low", "high", "games"}`` each; {} when the
    package has no ratings file."""
    path = files(__package__).joinpath(RATINGS_FILE)
    if not path.is_file():
        return {}
    return read_ratings(path.read_text(encoding="utf-8"))
