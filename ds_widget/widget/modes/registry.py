"""Every mode by name."""
from __future__ import annotations

from .base import Mode
from .explore import ExploreMode
from .names import NAMES
from .play import PlayMode
from .practice import PracticeMode
from .review import ReviewMode

MODES: dict[str, Mode] = {m.name: m for m in (PlayMode(), ExploreMode(), PracticeMode(), ReviewMode())}
assert tuple(MODES) == NAMES, "a mode without its name in names.NAMES, or the other way round"
