"""The 26 Dominance cards, one small unit each (docs/rules.md §10)."""
from . import (  # noqa: F401
               aquatic,
               biodiversity,
               biomass,
               blight,
               catastrophe,
               cold_snap,
               disease,
               ecodiversity,
               evolution,
               fecundity,
               fertile,
               gain_pawns,
               habitat,
               hibernation,
               ice_age,
               ice_sheet,
               immigrants,
               instinct,
               mass_exodus,
               metamorphosis,
               niche_biomes,
               nocturnal,
               predator,
               symbiotic,
)
from .base import CARD_TYPES, Card

__all__ = ["CARD_TYPES", "Card"]
