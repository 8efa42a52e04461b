"""The facts the course states, computed from the engine when the text is made (issue 48, item 2):
the machinery is :mod:`.core`, the rules' numbers :mod:`.rules`, each lesson's own facts ``lNN.py``."""
from .core import Named, Place, events_of, fields, module, named, note, prose

__all__ = ["Named", "Place", "named", "events_of", "prose", "note", "fields", "module"]
