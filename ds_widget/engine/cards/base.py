"""What every Dominance card shares (docs/rules.md §10).

A card is one small :class:`Card` subclass in its own module. When the dominant animal of a scored
tile chooses it, :func:`start_card` puts a frame for it on the agenda; the card's ``resolve`` then
runs like any other step: it does what is automatic, returns a :class:`Decision` when its chooser
(or, for Immigrants and Disease, each animal in turn) must decide, and calls :meth:`Card.finish`
when it is done. "You" is the chooser; every other animal is an opponent, also in the
several-animals variant (docs/rules.md R26).
"""
from __future__ import annotations

from typing import Any

from ..flow import OPS, Decision, Op, Option, card_op, pop
from ..state import State

CARD_TYPES: dict[str, type[Card]] = {}


class Card(Op):
    """Base of the 26 Dominance cards. Subclasses set ``card`` and implement ``resolve``/``choose``."""

    card = ""
    own_stages: tuple[str, ...] = ()
    """the card's stages besides ``"start"`` (where :func:`.moves.start_card` puts it)"""

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.stages = frozenset({"start", *cls.own_stages})
        if cls.card:
            cls.name = card_op(cls.card)
            CARD_TYPES[cls.card] = cls
            OPS[cls.name] = cls()

    def step(self, st: State, fr: dict[str, Any]) -> Decision | None:
        return self.resolve(st, fr)

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:  # pragma: no cover
        raise NotImplementedError

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:  # pragma: no cover
        raise NotImplementedError

    # helpers --------------------------------------------------------------------------------
    def ask(self, fr: dict[str, Any], kind: str, options: list[Option], *, animal: str | None = None,
            zone: str = "", **args: Any) -> Decision:
        return Decision(animal or fr["chooser"], kind, options, "card." + self.card, args, zone)

    def finish(self, st: State, fr: dict[str, Any], **data: Any) -> None:
        """The card is fully resolved (or as far as the situation allowed)."""
        if st.events is not None:
            st.emit("card_resolved", card=self.card, animal=fr["chooser"], **data)
        pop(st)

    def nothing(self, st: State, fr: dict[str, Any], reason: str, **data: Any) -> None:
        """A part of the card cannot apply: say so (the rest still happens, docs/rules.md §10)."""
        st.emit("card_part_lapsed", card=self.card, animal=fr["chooser"], reason=reason, **data)

    def opponents(self, st: State, fr: dict[str, Any]) -> list[str]:
        return [a for a in st.animals if a != fr["chooser"]]


__all__ = ["Card", "CARD_TYPES"]
