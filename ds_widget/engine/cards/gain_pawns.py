"""Intelligence *, Omnivore *, Parasitism * — cards that give new action pawns (docs/rules.md R42)."""
from __future__ import annotations

from typing import Any

from ..constants import FOOD_CHAIN, PAWNS_PER_COLOUR
from ..flow import Decision
from ..state import State
from .base import Card


def gain_pawn(st: State, animal: str, source: str) -> None:
    """A new action pawn from the cylinders put aside at setup, straight into the supply."""
    a = st.animal_w(animal)
    if a.pawns >= PAWNS_PER_COLOUR:
        st.emit("card_part_lapsed", card=source, animal=animal, reason="no_cylinder_left")
        return
    a.pawns += 1
    a.supply += 1
    st.emit("pawn_gained", animal=animal, source=source, pawns=a.pawns)


class PawnCard(Card):
    """Gives one new pawn to each animal that ``beneficiaries`` names."""

    def beneficiaries(self, st: State, me: str) -> list[str]:  # pragma: no cover
        raise NotImplementedError

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        for a in self.beneficiaries(st, fr["chooser"]):
            gain_pawn(st, a, self.card)
        self.finish(st, fr)
        return None


class Intelligence(PawnCard):
    """Your animal and each animal higher in the food chain receive an extra pawn."""

    card = "intelligence"

    def beneficiaries(self, st: State, me: str) -> list[str]:
        return [a for a in st.animals if FOOD_CHAIN[a] <= FOOD_CHAIN[me]]


class Omnivore(PawnCard):
    """Your animal gains one new action pawn."""

    card = "omnivore"

    def beneficiaries(self, st: State, me: str) -> list[str]:
        return [me]


class Parasitism(PawnCard):
    """Your animal and each animal lower in the food chain receive an extra pawn."""

    card = "parasitism"

    def beneficiaries(self, st: State, me: str) -> list[str]:
        return [a for a in st.animals if FOOD_CHAIN[a] >= FOOD_CHAIN[me]]
