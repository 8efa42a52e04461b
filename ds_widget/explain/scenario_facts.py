"""The facts the rulebook examples' narration states, worked out by the engine from the example
played out (the course's rule for its prose: no count, no VP, no matching typed in a text).

Each scenario's ``-text`` in ``messages/scenarios/<lang>.ftl`` writes placeables (``{ $bonus }``,
``{ THE($passed) }``); :func:`facts` fills them from :func:`played`: the example loaded
(``Match.scenario(name)``), its ``choices`` played one by one, the state before and after and the
events of each step kept. A fact is a number, a text (``1 + 1 + 0``) or a name (:class:`Named`, or
a tuple of them: a sheet's elements), turned into words by :func:`fields` in the message's
language.
A fact function also checks what the narration says around its facts (:func:`check`): an example
whose play no longer tells the story fails there, not on the page.

    >>> facts("glaciation")["bonus"]
    1
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..engine import Match
from ..engine.calc import matching, survival, tile_counts
from ..engine.constants import BIRD_RANGE, space_data
from ..engine.errors import InvalidStateError, MalformedError, brief
from ..engine.hexmap import CORNERS_OF, Hex, parse_corner, parse_hex
from ..engine.scenarios import info
from ..engine.state import State
from .catalog import name


@dataclass(frozen=True)
class Named:
    """A thing of the game named in a sentence: ``Named("animal", "birds")``."""

    kind: str
    value: str


Fact = int | str | Named | tuple[Named, ...]


@dataclass
class Step:
    """One choice of the example: the state before and after it, and its events."""

    choice: str
    before: State
    after: State
    events: list[dict[str, Any]]


@dataclass
class Played:
    """An example played from its start: the game and its steps."""

    game: Match
    steps: list[Step]

    @property
    def start(self) -> State:
        return self.steps[0].before

    @property
    def end(self) -> State:
        return self.steps[-1].after

    def events(self, kind: str, **like: Any) -> list[dict[str, Any]]:
        """Every event of ``kind`` (whose fields equal ``like``), in order."""
        return [e for s in self.steps for e in s.events
                if e["kind"] == kind and all(e.get(k) == v for k, v in like.items())]

    def event(self, kind: str, **like: Any) -> dict[str, Any]:
        """The first event of ``kind`` (as :meth:`events`); the narration needs it."""
        got = self.events(kind, **like)
        check(bool(got), f"an event {kind} {like or ''}")
        return got[0]

    def verdict(self, terrain: str) -> dict[str, Any]:
        """The last dominance verdict of the tile of ``terrain`` (every animal's matching)."""
        return self.events("dominance_changed", terrain=terrain)[-1]["verdict"]


def check(ok: bool, what: str) -> None:
    """The example still tells its story: else :class:`MalformedError` naming what it lacks."""
    if not ok:
        raise MalformedError(f"the example no longer shows {what}")


def played(scenario: str) -> Played:
    """The example ``scenario`` played from its start, step by step."""
    game = Match.scenario(scenario)
    steps = []
    for choice in info(scenario)["choices"]:
        before = game.state.clone()
        events = game.choose(choice)
        steps.append(Step(choice, before, game.state.clone(), events))
    return Played(game, steps)


def tile_of(st: State, terrain: str) -> Hex:
    """The one tile of ``terrain`` the example speaks of (the first, reading the earth)."""
    found = [h for h, t in st.tiles.items() if t.terrain == terrain]
    check(bool(found), f"a tile of {terrain}")
    return found[0]


def resolving(st: State) -> str:
    """The eyeball space whose pawn the example resolves."""
    return str(st.frames[-1]["space"])


def sheet(st: State, animal: str) -> tuple[Named, ...]:
    return tuple(Named("element", e) for e in st.animals[animal].elements)


def terms(st: State, animal: str, h: Hex) -> str:
    """``1 + 1 + 1 + 0``: for each element on the sheet, the discs of its type on tile ``h``."""
    counts = tile_counts(st, h)
    return " + ".join(str(counts.get(e, 0)) for e in st.animals[animal].elements)


def product(verdict: dict[str, Any], animal: str) -> dict[str, Any]:
    """The one matching term of ``animal`` in a verdict (element, on_sheet, on_tile, product)."""
    row = next(r for r in verdict["animals"] if r["animal"] == animal)
    nonzero = [t for t in row["terms"] if t["product"]]
    check(len(nonzero) == 1, f"the {animal} matching with one element type")
    return {**nonzero[0], "total": row["total"]}


def total(verdict: dict[str, Any], animal: str) -> int:
    return int(next(r["total"] for r in verdict["animals"] if r["animal"] == animal))


# ---------------------------------------------------------------------------- one per example
def matching_facts(p: Played) -> dict[str, Fact]:
    st, moved = p.start, p.event("species_moved")
    desert = parse_hex(moved["to"])
    species = st.tiles[desert].species
    reptiles = product(p.verdict("desert"), "reptiles")
    check(p.verdict("desert")["dominant"] == "reptiles", "the reptiles taking the desert")
    return {"few": species["insects"], "many": species["amphibians"],
            "insects_sheet": sheet(st, "insects"), "insects_terms": terms(st, "insects", desert),
            "insects_match": matching(st, "insects", desert),
            "amphibians_sheet": sheet(st, "amphibians"), "amphibians_terms": terms(st, "amphibians", desert),
            "amphibians_match": matching(st, "amphibians", desert),
            "rep_sun": reptiles["on_sheet"], "des_sun": reptiles["on_tile"],
            "reptiles_match": reptiles["total"], "mov": moved["count"]}


def initiative_facts(p: Played) -> dict[str, Fact]:
    st, ev = p.start, p.event("initiative_moved")
    return {"turn": st.turn, "players": len(st.animals), "pos": st.initiative.index(ev["animal"]),
            "passed": Named("animal", ev["passed"])}


def adaptation_facts(p: Played) -> dict[str, Fact]:
    printed = p.start.animals["insects"].elements.count("grass")
    return {"grass_now": printed, "grass_then": printed + 1}


def regression_facts(p: Played) -> dict[str, Fact]:
    ev = p.event("regression")
    return {"n": len(p.start.boxes["regression"]), "typ": len(ev["types"])}


def abundance_facts(p: Played) -> dict[str, Fact]:
    savannah, mountain = p.verdict("savannah"), p.verdict("mountain")
    check(savannah["dominant"] == "amphibians" and mountain["dominant"] is None, "who dominates after")
    water, sun = product(savannah, "amphibians"), product(mountain, "reptiles")
    return {"waters": water["on_sheet"], "sav_wat": water["on_tile"], "amphibians_match": water["total"],
            "insects_match": total(savannah, "insects"), "suns": sun["on_sheet"], "mtn_sun": sun["on_tile"],
            "reptiles_match": sun["total"], "mammals_match": total(mountain, "mammals")}


def wasteland_facts(p: Played) -> dict[str, Fact]:
    st = p.end
    tundra = {h for h, t in st.tiles.items() if t.tundra}
    grubs = sum(1 for c, e in st.corners.items() if e == "grub" and touches(c, tundra))
    check(p.verdict("desert")["reason"] != "unique_highest" or
          p.verdict("desert")["dominant"] != "amphibians", "the amphibians losing the desert")
    return {"n": grubs}


def touches(corner: Any, tiles: set[Hex]) -> bool:
    c = parse_corner(corner) if isinstance(corner, str) else corner
    return any(c in CORNERS_OF[h] for h in tiles)


def depletion_facts(p: Played) -> dict[str, Fact]:
    st0, st1 = p.start, p.end
    desert, savannah = tile_of(st0, "desert"), tile_of(st0, "savannah")
    was, now = matching(st0, "birds", desert), matching(st1, "birds", desert)
    check((was, now) == (matching(st0, "birds", savannah), matching(st1, "birds", savannah)),
          "the birds dropping alike on both tiles")
    reptiles = matching(st1, "reptiles", desert)
    check(now == reptiles, "the tie with the reptiles on the desert")
    return {"birds_sheet": sheet(st0, "birds"), "was": was, "now": now, "reptiles_match": reptiles}


def glaciation_facts(p: Played) -> dict[str, Fact]:
    st0, ev = p.start, p.event("glaciation")
    savannah = tile_of(st0, "savannah")
    after, events = Match.scenario("glaciation").peek(f"tile:{savannah[0]},{savannah[1]}")
    other = next(e for e in events if e["kind"] == "glaciation")
    check([r["element"] for r in other["removed"]] == ["sun"], "the savannah's glaciation removing the sun")
    corner = parse_corner(other["removed"][0]["corner"])
    around = sum(1 for h, t in after.tiles.items() if t.tundra and corner in CORNERS_OF[h])
    counts = survival(after)["counts"]
    check(survival(after)["holder"] == "reptiles", "the reptiles taking the Survival card")
    aside, back = ev["set_aside"], ev["returned"]
    check(set(ev["stayed"].values()) == {1}, "one species of each animal staying")
    return {"alt_tundra": other["adjacent_tundra"], "alt_bonus": other["bonus"],
            "sv_rep": counts["reptiles"], "sv_ara": counts["arachnids"],
            "sv_ins": counts["insects"], "around": around,
            "bonus": ev["bonus"], "tundra": ev["adjacent_tundra"],
            "aside_insects": aside["insects"], "aside_birds": aside["birds"], "aside_amphibians": aside["amphibians"],
            "back_birds": back["birds"], "back_amphibians": back["amphibians"]}


def speciation_facts(p: Played) -> dict[str, Fact]:
    placed = {e["terrain"]: e["count"] for e in p.events("species_added", source="speciation")}
    desert = p.verdict("desert")
    check(desert["reason"] == "tie", "the tie on the desert")
    return {"cap_savannah": placed["savannah"], "cap_desert": placed["desert"], "cap_tundra": placed["tundra"],
            "tie": desert["highest"]}


def wanderlust_facts(p: Played) -> dict[str, Fact]:
    bonus, placed = p.event("bonus_vp"), p.event("tile_placed")
    moved = {e["animal"]: e["count"] for e in p.events("species_moved", source="wanderlust")}
    return {"terrain": Named("terrain", placed["terrain"]), "n": bonus["quantity"], "vp": bonus["vp"],
            "birds_in": moved["birds"], "insects_in": moved["insects"]}


def migration_facts(p: Played) -> dict[str, Fact]:
    st = p.start
    insects = p.events("species_moved", animal="insects")
    to = {p.start.tiles[parse_hex(e["to"])].terrain: e["count"] for e in insects[1:]}
    tundra = next(h for h, t in st.tiles.items() if t.tundra)
    x = space_data(resolving(st))["x"]
    return {"x": x, "win": insects[0]["count"], "ice": st.tiles[tundra].species["insects"],
            "rem": x - insects[0]["count"], "to_desert": to["desert"], "to_mountain": to["mountain"],
            "range": BIRD_RANGE, "fly": p.event("species_moved", animal="birds")["count"]}


def competition_facts(p: Played) -> dict[str, Fact]:
    return {"terrains": len(space_data(resolving(p.start))["terrains"])}


def domination_facts(p: Played) -> dict[str, Fact]:
    ev = p.event("tile_scored")
    top, second, third = ev["places"]
    check(second["species"] == third["species"] and second["tiebreak_over"], "the tie broken by the food chain")
    return {"top": top["species"], "top_vp": top["vp"], "pair_species": second["species"],
            "second_vp": second["vp"], "third_vp": third["vp"], "vp": ev["values"][len(ev["places"])]}


#: each example's facts, by its name
FACTS: dict[str, Callable[[Played], dict[str, Fact]]] = {
    "matching": matching_facts, "initiative": initiative_facts, "adaptation": adaptation_facts,
    "regression": regression_facts, "abundance": abundance_facts, "wasteland": wasteland_facts,
    "depletion": depletion_facts, "glaciation": glaciation_facts, "speciation": speciation_facts,
    "wanderlust": wanderlust_facts, "migration": migration_facts, "competition": competition_facts,
    "domination": domination_facts,
}


@cache
def _facts(scenario: str) -> dict[str, Fact]:
    fn = FACTS.get(scenario)
    if fn is None:
        raise InvalidStateError(f"no facts for scenario {brief(scenario)}")
    return fn(played(scenario))


def facts(scenario: str) -> dict[str, Fact]:
    """The facts the narration of ``scenario`` states (worked out once, then kept)."""
    return dict(_facts(scenario))


def fields(found: dict[str, Fact], lang: str) -> dict[str, Any]:
    """Facts as a message's fields in ``lang``: names with their grammar, lists of names joined."""
    out: dict[str, Any] = {}
    for k, v in found.items():
        if isinstance(v, Named):
            out[k] = name(v.kind, v.value, lang)
        elif isinstance(v, tuple):       # a sheet's elements, one by one: "grass, grass, grub"
            out[k] = ", ".join(name(x.kind, x.value, lang) for x in v)
        else:
            out[k] = v
    return out


__all__ = ["Named", "Played", "facts", "fields", "played", "FACTS"]
