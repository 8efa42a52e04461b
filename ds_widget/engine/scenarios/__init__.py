"""The rulebook's worked examples as data: one JSON file per example, read by :mod:`.library`."""
from .library import ORDER, build, info, list_scenarios, load, names

__all__ = ["ORDER", "build", "info", "list_scenarios", "load", "names"]
