"""The modes of one widget, made together (:func:`make_modes`): each an object owning its state,
the review's mistakes wired to the practice, one judge (a worker) shared by the review and teaching."""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, fields

from ..review import Judge
from .base import Mode, Table
from .explore import ExploreMode
from .names import NAMES
from .play import PlayMode
from .practice import PracticeMode
from .review import ReviewMode


@dataclass(frozen=True)
class Modes:
    """The modes of a widget, each by its own name (:attr:`by_name`) and as a typed field."""
    play: PlayMode
    explore: ExploreMode
    practice: PracticeMode
    review: ReviewMode

    def __post_init__(self) -> None:
        assert tuple(self.by_name) == NAMES, "a mode without its name in names.NAMES, or the other way round"

    @property
    def by_name(self) -> dict[str, Mode]:
        return {m.name: m for m in self}

    def __iter__(self) -> Iterator[Mode]:
        return (getattr(self, f.name) for f in fields(self))

    def __getitem__(self, name: str) -> Mode:
        return self.by_name[name]


def make_modes(table: Table) -> Modes:
    judge = Judge()
    practice = PracticeMode(table)
    return Modes(play=PlayMode(table, judge), explore=ExploreMode(table), practice=practice,
                 review=ReviewMode(table, judge, mistakes_to=practice.add_mistakes))
