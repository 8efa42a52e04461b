"""Tables and sentences the lessons build from engine data: the rules' tables (scoring, bonus VP,
pawns per player count, the action display), a position's tiles, sheets and boxes, and the words
of an exercise's claims."""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..engine.calc import dominance_verdict
from ..engine.constants import (
    ALLOTMENT,
    ANIMALS,
    AVAILABLE_SLOTS,
    BOXES,
    CARDS,
    CONES_PER_ANIMAL,
    DRAW_TILES,
    ELEMENTS,
    ELEMENTS_PER_TYPE,
    EYEBALLS,
    FOOD_CHAIN,
    FREE_SPACES,
    INHERENT,
    MULTI_ANIMAL_ALLOTMENT,
    SECTIONS,
    SPECIATION_CAP,
    SQUARES,
    STARRED_CARDS,
    START_SPECIES,
    START_VP,
    TILE_SCORES,
    TUNDRA_TILES,
    WANDERLUST_STACKS,
    bonus_vp,
    space_data,
)
from ..engine.errors import MalformedError, brief
from ..engine.flow import option_facts
from ..engine.hexmap import CORNERS_OF, START_TILES, hex_str
from ..engine.setup import START_ELEMENTS, START_SPECIES_ON_FIRST, START_SPECIES_ON_OTHERS, START_SPECIES_TILES
from ..engine.state import State
from ..explain import (
    elements_counted,
    elements_list,
    matching_text,
    msg,
    name,
    option_label,
    place,
    places_text,
    prompt,
    space_name,
    verdict_text,
)
from ..game import Game
from .display import Table
from .exercises import measure
from .words import corner_words, count_say, say, tile_words

#: sections whose action happens every turn, pawns or not (docs/rules.md §8.2)
ALWAYS = {"regression": "regression", "wasteland": "wasteland", "speciation": "insects_free",
          "competition": "arachnids_free"}
#: sections that keep elements or tiles on the action display (docs/rules.md §9.0)
STORES = ("adaptation", "regression", "abundance", "wasteland", "depletion", "glaciation", "wanderlust")


def species_words(species: dict[str, int], lang: str) -> str:
    return ", ".join(f"{name('animal', a, lang)} {n}"
                     for a, n in sorted(species.items(), key=lambda kv: FOOD_CHAIN[kv[0]])) or "—"


# ------------------------------------------------------------------------ the rules' tables
def allotment_table(lang: str) -> Table:
    rows = []
    for players in sorted(ALLOTMENT):
        pawns, cubes = ALLOTMENT[players]
        rows.append([players, pawns, cubes, START_SPECIES, cubes - 1 - START_SPECIES])
    return Table([say(f"col.{c}", lang) for c in ("players", "pawns", "cubes", "start_species", "gene_pool")],
                 rows, note=say("allotment_note", lang))


def setup_numbers() -> dict[str, int]:
    """The numbers the setup steps cite, by their field, read off the engine's tables
    (docs/rules.md §6 steps 4-14): the checklist types none of them."""
    (per_type,) = set(Counter(e for e, _ in START_ELEMENTS).values())     # as many of each type
    return {"start_tiles": len(START_TILES), "tundra_supply": TUNDRA_TILES - 1,   # one goes on the sea
            "draw_tiles": len(DRAW_TILES), "stacks": WANDERLUST_STACKS,
            "per_stack": len(DRAW_TILES) // WANDERLUST_STACKS, "face_up": AVAILABLE_SLOTS,
            "per_type": per_type, "start_corners": len(START_ELEMENTS),
            "bag": ELEMENTS_PER_TYPE * len(ELEMENTS) - len(START_ELEMENTS), "squares": SQUARES,
            "vp": START_VP, "on_first": START_SPECIES_ON_FIRST, "on_others": START_SPECIES_ON_OTHERS}


def setup_checklist(players: int, lang: str, several_animals: bool = False) -> list[str]:
    """The steps that set up a real table for ``players`` (docs/rules.md §6; several animals per
    player: §12.1), with the numbers of that player count."""
    if players not in ALLOTMENT or (several_animals and players not in (2, 3)):
        raise MalformedError(f"a table is set up for 2 to 6 players (several animals each: 2 or 3), "
                             f"not {brief(players)}")
    pawns, cubes = MULTI_ANIMAL_ALLOTMENT if several_animals else ALLOTMENT[players]
    order = " → ".join(name("animal", a, lang) for a in reversed(ANIMALS))
    steps = [say("setup.board", lang),
             say("setup.animals_multi", lang, players=players, per=6 // players) if several_animals
             else say("setup.animals", lang, n=players),
             say("setup.initiative", lang, order=order)]
    numbers = setup_numbers()
    steps += [say(f"setup.{k}", lang, **numbers) for k in ("tiles", "stacks", "cards", "elements")]
    steps += [say("setup.pieces", lang, pawns=pawns, cubes=cubes, cones=CONES_PER_ANIMAL)]
    steps += [say(f"setup.{k}", lang, **numbers) for k in ("vp", "species", "start")]
    if several_animals:
        steps.append(say("setup.multi_score", lang))
    return steps


def animals_table(lang: str) -> Table:
    rows = []
    for i, a in enumerate(ANIMALS, 1):
        two, ones = START_SPECIES_TILES[a]
        rows.append([i, name("animal", a, lang), elements_counted(list(INHERENT[a]), lang), name("terrain", two, lang),
                     " + ".join(name("terrain", t, lang) for t in ones)])
    return Table([say(f"col.{c}", lang) for c in ("food_chain", "animal", "printed")]
                 + [say("col.two_on", lang, n=START_SPECIES_ON_FIRST),
                    say("col.one_on", lang, n=START_SPECIES_ON_OTHERS)], rows)


def scoring_table(lang: str) -> Table:
    places = max(len(v) for v in TILE_SCORES.values())
    rows: list[list[Any]] = [[name("terrain", t, lang)] + [v[i] if i < len(v) else "—" for i in range(places)]
            for t, v in TILE_SCORES.items()]
    return Table([say("col.terrain", lang)] + [say("col.nth_place", lang, nth=say(f"ordinal.{i + 1}", lang))
                                               for i in range(places)], rows)


def bonus_table(lang: str, upto: int = 8) -> Table:
    return Table([say("col.quantity", lang)] + [str(n) for n in range(1, upto + 1)],
                 [[say("col.bonus_vp", lang)] + [bonus_vp(n) for n in range(1, upto + 1)]])


def speciation_table(lang: str) -> Table:
    return Table([say("col.terrain", lang), say("col.cap", lang)],
                 [[name("terrain", t, lang), cap] for t, cap in SPECIATION_CAP.items()])


def sections_table(lang: str) -> Table:
    rows = []
    for i, s in enumerate(SECTIONS, 1):
        data = [space_data(f"{s}.{k}") for k in range(1, EYEBALLS[s] + 1)]
        per_space = ""
        if s == "speciation":
            per_space = ", ".join(name("element", d["element"], lang) for d in data)
        elif s == "migration":
            per_space = ", ".join(str(d["x"]) for d in data)
        elif s == "competition":
            per_space = ", ".join("+".join(name("terrain", t, lang) for t in d["terrains"][1:])
                                  for d in data)
        free = name("animal", FREE_SPACES[s], lang) if s in FREE_SPACES else ""
        rows.append([i, name("section", s, lang), EYEBALLS[s], free,
                     say(f"store.{s}", lang, squares=SQUARES, stacks=WANDERLUST_STACKS) if s in STORES else "",
                     say(f"always.{ALWAYS[s]}", lang) if s in ALWAYS else "", per_space])
    return Table([say(f"col.{c}", lang) for c in ("n", "section", "eyeballs", "free_space", "stores", "always",
                                                  "per_space")], rows)


def card_text(card: str, lang: str) -> str:
    return msg(f"card_text.{card}", lang)


def cards_table(lang: str) -> Table:
    rows = [[name("card", c, lang), card_text(c, lang), "✱" if c in STARRED_CARDS else ""] for c in CARDS]
    return Table([say("col.card", lang), say("col.effect", lang), say("col.short_game", lang)], rows,
                 note=say("short_game_note", lang))


# --------------------------------------------------------------------------- a position
def dominance_table(st: State, lang: str) -> Table:
    rows = []
    for h in sorted(st.tiles):
        t = st.tiles[h]
        els = [st.corners[c] for c in CORNERS_OF[h] if c in st.corners]
        tile = hex_str(h)
        v = dominance_verdict(st, h)
        match = ", ".join(f"{name('animal', r['animal'], lang)} {r['total']}" for r in v["animals"]) or "—"
        rows.append([tile_words(st, tile, lang), elements_counted(els, lang), species_words(t.species, lang), match,
                     name("animal", t.dominant, lang) if t.dominant else "—"])
    return Table([say(f"col.{c}", lang) for c in ("tile", "elements", "species", "matching", "dominant")], rows)


def places_table(game: Game, tile: str, lang: str) -> Table:
    p = game.preview_scoring(tile)
    st = game.state
    rows = []
    placed = set()
    for row in p["places"]:
        placed.add(row["animal"])
        note = msg("fmt.tiebreak", lang, others=", ".join(name("animal", a, lang) for a in row["tiebreak_over"])) \
            if row["tiebreak_over"] else ""
        rows.append([say(f"ordinal.{row['place']}", lang), name("animal", row["animal"], lang),
                     row["species"], row["vp"], note])
    for a, n in sorted(st.tiles[_hex(tile)].species.items(), key=lambda kv: (-kv[1], FOOD_CHAIN[kv[0]])):
        if a not in placed:
            rows.append(["—", name("animal", a, lang), n, 0, say("no_place_left", lang)])
    notes = []
    if not p["places"]:
        notes.append(msg("fmt.nobody_scores", lang))
    if p["unawarded"]:
        notes.append(say("unawarded", lang, vp=", ".join(str(v) for v in p["unawarded"])))
    return Table([say(f"col.{c}", lang) for c in ("place", "animal", "species", "vp", "why")], rows,
                 title=say("scoring_title", lang, tile=tile_words(st, tile, lang)), note=" ".join(notes) or None)


def scores_table(game: Game, lang: str) -> Table:
    st = game.state
    rows: list[list[Any]] = [[name("animal", a, lang), st.animals[a].vp] for a in ANIMALS if a in st.animals]
    rows.sort(key=lambda r: -int(r[1]))
    note = say("winner", lang, animal=name("animal", game.winner, lang)) if game.winner else None
    return Table([say("col.animal", lang), say("col.vp", lang)], rows, note=note)


def sheets_table(st: State, lang: str) -> Table:
    rows = []
    for a in ANIMALS:
        if a not in st.animals:
            continue
        x = st.animals[a]
        rows.append([name("animal", a, lang), elements_counted(list(INHERENT[a]), lang),
                     elements_counted(list(x.added), lang),
                     f"{len(x.elements)}/6", x.gene_pool, f"{x.supply}/{x.pawns}", x.vp])
    return Table([say(f"col.{c}", lang) for c in ("animal", "printed", "added", "total", "gene_pool_now",
                                                  "pawns_now", "vp")], rows)


def boxes_table(st: State, lang: str) -> Table:
    rows = [[name("section", b, lang), elements_counted(list(st.boxes[b]), lang)] for b in BOXES]
    return Table([say("col.section", lang), say("col.elements", lang)], rows)


def census_table(st: State, lang: str) -> Table:
    earth = Counter(st.corners.values())
    display_ = Counter(e for b in BOXES for e in st.boxes[b])
    sheets = Counter(e for a in st.animals.values() for e in a.added)
    rows = [[name("element", e, lang), st.bag[e], earth[e], display_[e], sheets[e],
             st.bag[e] + earth[e] + display_[e] + sheets[e]] for e in ELEMENTS]
    return Table([say(f"col.{c}", lang) for c in ("element", "bag", "earth", "display", "sheets", "total")], rows,
                 note=say("census_note", lang, n=ELEMENTS_PER_TYPE))


def simulation_words(results: Any, lang: str) -> str:
    done = [r for r in results if r["completed"]]
    turns = [r["turns"] for r in done]
    if not turns:
        return say("sim.none", lang, total=len(results))
    return say("sim.completed", lang, n=len(done), total=len(results), low=min(turns), high=max(turns),
               mean=f"{sum(turns) / len(turns):.1f}")


def simulation_table(results: Any, lang: str) -> Table:
    done = [r for r in results if r["completed"]]
    rows = []
    for a in ANIMALS:
        scores = [r["scores"][a] for r in done if a in r["scores"]]
        if not scores:
            continue
        wins = sum(1 for r in done if r["winner"] == a)
        rows.append([name("animal", a, lang), len(scores), wins, f"{sum(scores) / len(scores):.1f}"])
    return Table([say(f"col.{c}", lang) for c in ("animal", "games", "wins", "mean_vp")], rows)


def cards_count_table(results: Any, lang: str) -> Table:
    """How often each card was taken in the completed games, most often first."""
    counts = Counter(c for r in results if r["completed"] for c in r["cards"])
    return Table([say("col.card", lang), say("col.taken", lang)],
                 [[name("card", c, lang), n] for c, n in counts.most_common()], title=say("plot.cards", lang))


def turns_table(results: Any, lang: str) -> Table:
    """How many completed games lasted each number of turns."""
    counts = Counter(r["turns"] for r in results if r["completed"])
    return Table([say("plot.turns_axis", lang), say("plot.games_axis", lang)],
                 [[t, counts[t]] for t in sorted(counts)], title=say("plot.turns", lang))


def survival_words(game: Game, lang: str) -> str:
    s = game.survival()
    counts = species_words(s["counts"], lang) if s["counts"] else msg("word.none", lang)
    if s["holder"]:
        return count_say("survival_holder", s["tundra_tiles"], lang, counts=counts,
                         animal=name("animal", s["holder"], lang), vp=s["vp"])
    return say("survival_nobody", lang, counts=counts)


def where_words(game: Game, lang: str) -> str:
    st = game.state
    d = game.pending
    if d is None:
        return say("where_over", lang, ply=game.ply, plies=game.plies, turn=st.turn)
    head = say("where", lang, ply=game.ply, plies=game.plies, turn=st.turn,
               phase=name("phase", st.phase, lang))
    return f"{head} {prompt(d, lang)}"


# ------------------------------------------------------------------------- claims in words
def claim_words(game: Game, kind: str, spec: Any, lang: str) -> str:
    """An exercise's claim as the engine sees it now, in words."""
    st = game.state
    if kind == "dominant":
        return verdict_text(game.dominance(spec["tile"]), lang)
    if kind == "matching":
        row = game.matching(spec["animal"], spec["tile"])
        return f"{tile_words(st, spec['tile'], lang)}: {matching_text(row, lang)}"
    if kind == "endangered":
        rows = [r for r in game.endangered() if [r["tile"], r["animal"]] in [list(x) for x in spec]]
        if not rows:
            return say("no_endangered", lang)
        return say("check.endangered", lang, rows="; ".join(
            count_say("endangered_row", r["species"], lang, animal=name("animal", r["animal"], lang),
                      tile=tile_words(st, r["tile"], lang)) for r in rows))
    if kind == "vp":
        return say("check.vp", lang, animal=name("animal", spec["animal"], lang), vp=measure(game, kind, spec))
    if kind == "species":
        return count_say("check.species", measure(game, kind, spec), lang,
                         animal=name("animal", spec["animal"], lang), tile=tile_words(st, spec["tile"], lang))
    if kind == "element":
        e = measure(game, kind, spec)
        where = corner_words(st, spec["corner"], lang)
        if e is None:
            return say("check.corner_empty", lang, corner=where)
        return say("check.corner_holds", lang, corner=where, element=name("element", e, lang))
    if kind == "survival":
        return survival_words(game, lang)
    if kind == "initiative":
        return say("initiative_order", lang, order=" → ".join(name("animal", a, lang) for a in st.initiative))
    if kind == "pawns":
        return count_say("check.pawns", measure(game, kind, spec), lang, animal=name("animal", spec["animal"], lang))
    if kind == "sheet":
        a = st.animals[spec["animal"]]
        return say("check.sheet", lang, animal=name("animal", spec["animal"], lang),
                   elements=elements_list(list(a.elements), lang))
    if kind == "places":
        places = game.preview_scoring(spec["tile"])["places"]
        return f"{tile_words(st, spec['tile'], lang)}: {places_text(places, lang)}"
    if kind == "allotment":
        return "; ".join(say("check.allotment", lang, animal=name("animal", a, lang), pawns=x.pawns,
                             gene_pool=x.gene_pool) for a, x in st.animals.items())
    if kind == "winner":
        return say("winner", lang, animal=name("animal", game.winner, lang))
    if kind == "tundra":
        printed = st.tiles[_hex(spec["tile"])].terrain      # the terrain printed under the tundra tile
        return say("check.tundra", lang, tile=place(spec["tile"], printed, lang))
    if kind == "pending":
        d = game.pending
        return prompt(d, lang) if d is not None else say("game_over", lang)
    if kind == "turn":
        return where_words(game, lang)
    if kind == "deck":
        return count_say("check.deck", len(st.deck), lang)
    if kind == "space":
        a = measure(game, kind, spec)
        space = space_name(spec["space"], lang)
        if a is None:
            return say("check.space_empty", lang, space=space)
        return say("check.space", lang, space=space, animal=name("animal", a, lang))
    if kind == "supply":
        return count_say("check.supply", measure(game, kind, spec), lang, animal=name("animal", spec["animal"], lang))
    if kind == "legal":
        d = game.pending
        opt = d.get(spec["option"]) if d is not None else None
        what = option_label(option_facts(opt, d), lang) if opt is not None else id_words(game, spec["option"], lang)
        return say("check.legal" if opt is not None else "check.not_offered", lang, option=what)
    if kind == "example_over":
        d = game.pending
        if d is not None:
            return prompt(d, lang)
        over = (st.result or {}).get("reason") == "example"
        return msg("event.game_over.example", lang) if over else say("game_over", lang)
    raise ValueError(f"unknown claim {kind!r}")


def id_words(game: Game, option_id: str, lang: str) -> str:
    """An option id in words even when it is not an option now: a space, a tile, a card …"""
    kind, _, value = option_id.partition(":")
    if kind == "space":
        return space_name(value, lang)
    if kind == "tile":
        return tile_words(game.state, value, lang)
    if kind in ("card", "animal", "element"):
        return name(kind, value, lang)
    return option_id


def _hex(tile: str) -> tuple[int, int]:
    q, r = tile.split(",")
    return int(q), int(r)

