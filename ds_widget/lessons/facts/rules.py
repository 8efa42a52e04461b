"""The rules' numbers a lesson may cite (``{ $sections }`` …), read off the engine's tables
(docs/rules.md §2, §4, §6, §9): a lesson never types them."""
from __future__ import annotations

from typing import Any

from ...engine.constants import (
    ALLOTMENT,
    ANIMALS,
    AVAILABLE_SLOTS,
    CARDS,
    CONES_PER_ANIMAL,
    ELEMENTS,
    ELEMENTS_PER_TYPE,
    MAX_ELEMENTS_ON_SHEET,
    PAWNS_PER_COLOUR,
    SECTIONS,
    SQUARES,
    START_SPECIES,
    TUNDRA_TILES,
)
from ...engine.hexmap import START_TILES
from ...engine.setup import START_ELEMENTS

RULES: dict[str, Any] = {
    "rule_sections": len(SECTIONS),
    "rule_animals": len(ANIMALS),
    "rule_start_tiles": len(START_TILES),
    "rule_element_types": len(ELEMENTS),
    "rule_elements_per_type": ELEMENTS_PER_TYPE,
    "rule_elements": ELEMENTS_PER_TYPE * len(ELEMENTS),
    "rule_start_elements": len(START_ELEMENTS),
    "rule_squares": SQUARES,
    "rule_face_up_cards": AVAILABLE_SLOTS,
    "rule_cards": len(CARDS),
    "rule_start_species": START_SPECIES,
    "rule_tundra_tiles": TUNDRA_TILES,
    "rule_sheet_max": MAX_ELEMENTS_ON_SHEET,
    "rule_cones": CONES_PER_ANIMAL,
    "rule_pawns_per_colour": PAWNS_PER_COLOUR,
    "rule_players_min": min(ALLOTMENT),
    "rule_players_max": max(ALLOTMENT),
}
"""every rule number the course's texts cite, by its placeable's name (``{ $rule_sections }``)"""

__all__ = ["RULES"]
