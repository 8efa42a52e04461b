"""The widget's modes, one module each: play (:mod:`.play`), What if (:mod:`.explore`), practice
(:mod:`.practice`) and the review (:mod:`.review`). A mode is an object of the widget's (made by
:func:`make_modes`) that owns its state, says which messages it takes, handles them and says what
the page shows (:meth:`~.base.Mode.view`); the widget hands each message to the mode on show.
Every change of mode is a row of :mod:`.transitions`. The names are declared once, in :mod:`.names`.
"""
from .base import Mode, Table, View
from .names import EXPLORE, NAMES, PLAY, PRACTICE, REVIEW
from .registry import Modes, make_modes

__all__ = ["PLAY", "EXPLORE", "PRACTICE", "REVIEW", "NAMES", "Mode", "Modes", "Table", "View", "make_modes"]
