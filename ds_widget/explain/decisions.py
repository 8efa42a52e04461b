"""Decisions in words: the question of the pending decision and a label for each option."""
from __future__ import annotations

from typing import Any

from ..engine.cards import aquatic, fertile
from ..engine.flow import DECLINE, Decision, Option, option_facts
from ..engine.hexmap import parse_hex
from .catalog import msg, name
from .events import common_fields, list_fields
from .names import animals_list, elements_list, join, option_label, rule_name
from .places import place_of

#: the numbers a card's question cites, its own rule's (docs/rules.md §10.2), by decision kind
CARD_FIELDS: dict[str, dict[str, int]] = {
    "aquatic_count": {"most": aquatic.MOST_SPECIES},          # card 1: up to 4 species
    "fertile_tile": {"vp": fertile.VP_PER_SPECIES},           # card 11: VP per species on the tile
}


#: the questions whose own words offer declining; the others say it after the question where the decision offers it
#: (the forty-third readers: a review compared "declining" with a move whose question never offered it)
SAYS_DECLINE = frozenset({"initiative", "mammal_save", "domination_tile", "domination_other_tile"})


def prompt(decision: Decision, lang: str = "en") -> str:
    """The question of a pending decision in words, with "you may also decline" (or, in a Migration under
    way, "stop") where the decision offers it and the question does not say so."""
    text = question(decision, lang)
    if decision.kind not in SAYS_DECLINE and decision.get(DECLINE) is not None:
        return msg("prompt.or_decline", lang, text=text)
    if decision.kind == "migration_from" and decision.get("done") is not None:
        return msg("prompt.or_stop_migration", lang, text=text)
    return text


def question(decision: Decision, lang: str = "en") -> str:
    """The question of a pending decision in words, as its catalog key says it."""
    f = common_fields(dict(decision.args, animal=decision.animal), lang)
    list_fields(decision.args, f, lang)
    a = decision.args
    if "types" in a and isinstance(a["types"], list):
        f["types"] = elements_list(a["types"], lang)
    if "protected" in a:
        f["protected"] = elements_list(a["protected"], lang)
    if "terrains" in a and isinstance(a["terrains"], list):
        f["terrains"] = "/".join(name("terrain", t, lang) for t in a["terrains"])
    st = decision.state             # the tiles as they lie now: each named by its terrain and place
    if st is not None:
        for k in ("tile", "origin", "to"):
            if isinstance(a.get(k), str):
                f[k] = place_of(st, parse_hex(a[k]), lang)
        if "tiles" in a and isinstance(a["tiles"], list):
            f["tiles"] = join([place_of(st, parse_hex(t), lang) for t in a["tiles"]], lang)
    if "swapped" in a:
        f["swapped"] = animals_list(a["swapped"], lang)
    f["rule"] = rule_name(decision.rule, lang)
    f.update(CARD_FIELDS.get(decision.kind, {}))
    key = f"prompt.{decision.kind}"
    if decision.kind == "domination_tile" and a.get("cards_left") == 0:
        key = "prompt.domination_tile_no_card"          # the face-up cards are all taken
    return msg(key, lang, **f)


def label(option: Option, decision: Decision | None = None, lang: str = "en") -> str:
    """A short label for one option of ``decision``: ``"savannah north-east of the centre"``, ``"2"`` …"""
    return option_label(option_facts(option, decision), lang)


def decision_words(decision: Decision, lang: str = "en") -> dict[str, Any]:
    """The decision as data plus its words: prompt and every option with its label."""
    return {"animal": decision.animal, "kind": decision.kind, "rule": decision.rule,
            "zone": decision.zone, "args": decision.args, "prompt": prompt(decision, lang),
            "options": [{"id": o.id, "kind": o.kind, "value": o.value, "target": o.target,
                         "label": label(o, decision, lang)} for o in decision.options]}
