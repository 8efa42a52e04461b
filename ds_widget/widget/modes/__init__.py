"""The widget's modes, one module each: play (:mod:`.play`), What if (:mod:`.explore`), practice
(:mod:`.practice`) and the review (:mod:`.review`). A mode says which messages it takes, what the
page shows (:meth:`~.base.Mode.view`) and whether bots move; the widget asks the mode on show and
never compares mode names itself. The names are declared once, in :mod:`.names`.
"""
from .base import Mode, View
from .names import EXPLORE, NAMES, PLAY, PRACTICE, REVIEW
from .registry import MODES

__all__ = ["PLAY", "EXPLORE", "PRACTICE", "REVIEW", "NAMES", "MODES", "Mode", "View"]
