"""Make the course's records: every position the course shows that states a turn, a phase, the
action display or the supplies is reached by play from a setup, never typed in.

* **Card demonstrations** (``ds_widget/lessons/card_demos.json``, lesson 7 and
  ``lesson.card_demo``): for each Dominance card a real 4-player game (mammals, reptiles, birds,
  insects) played from its setup through the Planning of turn 1 — the demo's animals on the
  Domination spaces it needs, every other pawn on the first empty space of the display — and
  through its Execution, declining every optional action (docs/rules.md R39), up to the Domination
  decision where the demo starts. A few demos need something the setup does not have (an element
  on a sheet, species on the tundra, an eliminated species, VP): they play the actions of turn 1
  that make it (``prepare``), and decline all others. The seed is the first one (from 0) whose
  turn 1 shows the card face up and in which the demo's choices can be made and its claims hold.
  *Ice Age* cannot be face up in turn 1: its demo is the last turn of the bots' game below.
* **Lesson positions** (``ds_widget/lessons/positions.json``, lesson 8): games of four bots of
  one level (:data:`POSITION_BOTS`), seeded as ``exercises.run_bots`` seeds them; the first game
  (seed 0, 1, …) that has the position the lesson needs, recorded to its end, and the ply of the
  position (``plies``). ``extinction``: a Reset before the last in which the mammals may save an
  endangered species on one of several tiles, while another animal holds the Survival card that its
  own endangered species on the tundra will lose it — unless one element of its type is put there
  (lesson 8's exercises). ``ice_age``: a Domination decision in which a tile's dominant animal can
  take *Ice Age* and one later Domination pawn, of another animal, then wins with exactly one tile.
  Greedy bots take *Ice Age* with the turn's first Domination pawn, so that game is one of
  beginner bots.

The JSON keeps the record (``Match.record()``: format, version, setup, choices) and the demo's
metadata only. The search takes about 20 seconds. Run from the repository's root::

    python tools/make_course_records.py          # write the JSON files
    python tools/make_course_records.py --check  # exit 1 if they are not what this script makes
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots import make_bot  # noqa: E402
from ds_widget.engine.constants import ANIMALS, SPACES  # noqa: E402
from ds_widget.engine.editor import EditError, Editor  # noqa: E402
from ds_widget.engine.hexmap import corner_str  # noqa: E402
from ds_widget.engine.match import Match  # noqa: E402
from ds_widget.lessons import exercises  # noqa: E402

LESSONS = ROOT / "ds_widget" / "lessons"
DEMOS_FILE = LESSONS / "card_demos.json"
POSITIONS_FILE = LESSONS / "positions.json"

#: the animals of every card demonstration's game, as in the rulebook's examples
DEMO_ANIMALS = ["mammals", "reptiles", "birds", "insects"]
#: the seeds tried before a search gives up
MAX_SEED = 2000
#: the options that decline an action or a part of it (docs/rules.md R39), in the order tried
DECLINE = ("decline", "none", "done", "count:0")


class SearchFailed(Exception):
    """No seed up to :data:`MAX_SEED` gives what a record needs."""


# ---------------------------------------------------------------------------------- card demos
def demo(chooser: str = "mammals", tile: str = "0,1", **spec: Any) -> dict[str, Any]:
    """A demo's spec. ``places``: each animal's Planning spaces, in the order it takes them (by
    default :func:`plan`'s: the chooser on Domination 1, the insects on Domination 2 — the pawn
    that stops the demo right after the card); ``prepare``: per (rule, animal), the choices it makes
    in turn 1's Execution instead of declining; ``choices``, ``panels``, ``changes``: the demo's
    own; ``position``: a lesson position to start from instead of a search."""
    out = {"chooser": chooser, "tile": tile, **plan(chooser=chooser), "panels": ["board", "animals"]}
    out.update(spec)
    return out


def adapt(**sheets: list[str]) -> dict[str, Any]:
    """Adaptation, left to right: each animal takes the elements listed, in order."""
    places: dict[str, list[str]] = {}
    prepare: dict[tuple[str, str], list[str]] = {}
    n = 0
    for a, elements in sheets.items():
        places[a] = [f"adaptation.{n + i}" for i in range(1, len(elements) + 1)]
        prepare[("adaptation", a)] = [f"element:{e}" for e in elements]
        n += len(elements)
    return {"places": places, "prepare": prepare}


def plan(*parts: dict[str, Any], chooser: str = "mammals", stop: str = "insects") -> dict[str, Any]:
    """``places`` and ``prepare`` of a demo that needs turn 1 to make something: the chooser on
    Domination 1 and ``stop`` on Domination 2, then the places and choices of ``parts``."""
    places: dict[str, list[str]] = {chooser: ["domination.1"], stop: ["domination.2"]}
    prepare: dict[tuple[str, str], list[str]] = {}
    for p in parts:
        for a, spaces in p.get("places", {}).items():
            places.setdefault(a, []).extend(spaces)
        for k, choices in p.get("prepare", {}).items():
            prepare.setdefault(k, []).extend(choices)
    return {"places": places, "prepare": prepare}


def act(section: str, animal: str, spaces: list[str], choices: list[str]) -> dict[str, Any]:
    """``animal`` takes ``spaces`` of ``section`` in Planning and makes ``choices`` there."""
    return {"places": {animal: [f"{section}.{s}" for s in spaces]}, "prepare": {(section, animal): choices}}


#: every card's demonstration: where the demo's own animals stand, what turn 1 prepares, the
#: demo's choices (the tile, the card, the card's decisions) and what the card changes
DEMOS: dict[str, dict[str, Any]] = {
    "aquatic": demo(choices=["tile:0,1", "card:aquatic", "element:meat", "corner:1,-2W", "count:4"],
                    changes=[{"species": {"tile": "0,-1", "animal": "mammals", "n": 4}},
                             {"element": {"corner": "1,-2W", "element": "meat"}}]),
    "biodiversity": demo(choices=["tile:0,1", "card:biodiversity"],
                         changes=[{"vp": {"animal": "mammals", "vp": 6}}]),
    # Speciation gives the desert and the forest more species than elements
    "biomass": demo(**plan(act("speciation", "reptiles", ["2"], ["corner:2,-1W", "count:0", "count:2"]),
                           act("speciation", "birds", ["3"], ["corner:0,1W", "count:3", "count:0"])),
                    choices=["tile:0,1", "card:biomass", "animal:birds", "animal:reptiles"],
                    changes=[{"species": {"tile": "1,0", "animal": "reptiles", "n": 3}},
                             {"species": {"tile": "-1,1", "animal": "birds", "n": 4}}]),
    "blight": demo(choices=["tile:0,1", "card:blight", "tile:1,0", "corner:1,0W"],
                   changes=[{"element": {"corner": "0,0E", "element": None}},
                            {"element": {"corner": "0,1E", "element": None}},
                            {"element": {"corner": "2,-1W", "element": None}}]),
    "catastrophe": demo(choices=["tile:0,1", "card:catastrophe", "tile:1,0", "animal:mammals", "animal:birds",
                                 "animal:insects"],
                        changes=[{"species": {"tile": "1,0", "animal": "reptiles", "n": 0}},
                                 {"species": {"tile": "1,0", "animal": "insects", "n": 0}},
                                 {"species": {"tile": "0,1", "animal": "birds", "n": 0}},
                                 {"species": {"tile": "1,-1", "animal": "insects", "n": 1}}]),
    # Speciation and the insects' free species put every animal on the tundra
    "cold_snap": demo(**plan(act("speciation", "mammals", ["1"], ["corner:-1,1E", "count:0", "count:1", "count:0"]),
                             act("speciation", "reptiles", ["2", "5"],
                                 ["corner:1,0W", "count:1", "count:0", "count:0",
                                  "corner:-1,0E", "count:0", "count:0", "count:1"]),
                             act("speciation", "birds", ["3"], ["corner:0,0W", "count:0", "count:0", "count:1"]),
                             {"prepare": {("speciation", "insects"): ["tile:0,0"]}}),
                      choices=["tile:0,1", "card:cold_snap"],
                      changes=[{"species": {"tile": "0,0", "animal": "reptiles", "n": 1}},
                               {"species": {"tile": "0,0", "animal": "birds", "n": 0}},
                               {"species": {"tile": "0,0", "animal": "insects", "n": 0}}]),
    # Adaptation gives the reptiles and the birds more elements than the mammals
    "disease": demo(**plan(adapt(reptiles=["water", "grub"], birds=["sun"])),
                    choices=["tile:0,1", "card:disease", "element:water"],
                    changes=[{"sheet": {"animal": "reptiles", "elements": ["sun", "sun", "grub"]}},
                             {"sheet": {"animal": "birds", "elements": ["seed", "seed"]}}]),
    "ecodiversity": demo(choices=["tile:0,1", "card:ecodiversity"],
                         changes=[{"vp": {"animal": "mammals", "vp": 5}}]),
    "evolution": demo(choices=["tile:0,1", "card:evolution", "animal:reptiles", "tile:1,0", "animal:insects",
                               "tile:1,-1"],
                      changes=[{"species": {"tile": "1,0", "animal": "mammals", "n": 2}},
                               {"species": {"tile": "1,0", "animal": "reptiles", "n": 1}},
                               {"species": {"tile": "1,-1", "animal": "mammals", "n": 1}},
                               {"species": {"tile": "1,-1", "animal": "insects", "n": 1}}]),
    "fecundity": demo(choices=["tile:0,1", "card:fecundity", "all"],
                      changes=[{"species": {"tile": "-1,1", "animal": "mammals", "n": 2}},
                               {"species": {"tile": "0,1", "animal": "mammals", "n": 3}},
                               {"species": {"tile": "1,0", "animal": "mammals", "n": 2}}]),
    "fertile": demo(choices=["tile:0,1", "card:fertile", "tile:0,1"], changes=[{"vp": {"animal": "mammals", "vp": 7}}]),
    "habitat": demo(choices=["tile:0,1", "card:habitat", "element:meat", "corner:1,0E"],
                    changes=[{"element": {"corner": "1,0E", "element": "meat"}},
                             {"dominant": {"tile": "1,0", "animal": None}}]),
    # Competition eliminates three mammals: on the desert, the forest and the mountain
    "hibernation": demo(**plan(act("competition", "reptiles", ["2", "5"],
                                   ["tile:1,0", "animal:mammals", "none", "tile:0,1", "animal:mammals"]),
                               act("competition", "birds", ["4"], ["tile:-1,1"])),
                        choices=["tile:0,1", "card:hibernation", "tile:1,-1", "count:3"],
                        changes=[{"species": {"tile": "1,-1", "animal": "mammals", "n": 3}}]),
    "ice_sheet": demo(choices=["tile:0,1", "card:ice_sheet", "tile:1,0"],
                      changes=[{"tundra": {"tile": "1,0"}}, {"vp": {"animal": "mammals", "vp": 4}},
                               {"species": {"tile": "1,0", "animal": "reptiles", "n": 1}}]),
    # Adaptation gives the reptiles an element they can lose
    "immigrants": demo(**plan(adapt(reptiles=["water"])),
                       choices=["tile:0,1", "card:immigrants", "lose_pawn", "lose_element", "thin_out", "thin_out"],
                       changes=[{"pawns": {"animal": "mammals", "n": 4}},
                                {"sheet": {"animal": "reptiles", "elements": ["sun", "sun"]}},
                                {"species": {"tile": "-1,1", "animal": "birds", "n": 1}},
                                {"species": {"tile": "1,-1", "animal": "insects", "n": 1}}]),
    "instinct": demo(choices=["tile:0,1", "card:instinct", "space:domination.3"],
                     changes=[{"space": {"space": "domination.3", "animal": "mammals"}}], panels=["display"]),
    "intelligence": demo(chooser="birds", tile="-1,1", choices=["tile:-1,1", "card:intelligence"],
                         changes=[{"pawns": {"animal": "mammals", "n": 6}}, {"pawns": {"animal": "reptiles", "n": 6}},
                                  {"pawns": {"animal": "birds", "n": 6}}]),
    "mass_exodus": demo(choices=["tile:0,1", "card:mass_exodus", "tile:1,0", "tile:0,1", "count:1", "tile:1,-1",
                                 "count:2", "tile:0,0", "count:1"],
                        changes=[{"species": {"tile": "1,0", "animal": "reptiles", "n": 0}},
                                 {"species": {"tile": "1,-1", "animal": "reptiles", "n": 3}},
                                 {"species": {"tile": "0,1", "animal": "mammals", "n": 3}},
                                 {"species": {"tile": "0,0", "animal": "insects", "n": 1}}]),
    # Adaptation gives the mammals an element to trade
    "metamorphosis": demo(**plan(adapt(mammals=["grub"])),
                          choices=["tile:0,1", "card:metamorphosis", "element:grub", "element:sun"],
                          changes=[{"sheet": {"animal": "mammals", "elements": ["meat", "meat", "sun"]}}]),
    # Wanderlust's bonus VP put the reptiles and the insects ahead of the mammals
    "niche_biomes": demo(**plan(act("wanderlust", "reptiles", ["1", "2"],
                                    ["stack:1", "hex:1,1", "stack:2", "hex:2,-1"]),
                                act("wanderlust", "insects", ["3"], ["stack:3", "hex:2,0"]), stop="birds"),
                         choices=["tile:0,1", "card:niche_biomes"],
                         changes=[{"vp": {"animal": "reptiles", "vp": 5}}, {"vp": {"animal": "insects", "vp": 3}}]),
    "nocturnal": demo(choices=["tile:0,1", "card:nocturnal"],
                      changes=[{"initiative": ["insects", "birds", "mammals", "reptiles"]}], panels=["display"]),
    "omnivore": demo(choices=["tile:0,1", "card:omnivore"], changes=[{"pawns": {"animal": "mammals", "n": 6}}]),
    "parasitism": demo(choices=["tile:0,1", "card:parasitism"],
                       changes=[{"pawns": {"animal": a, "n": 6}} for a in DEMO_ANIMALS]),
    "predator": demo(choices=["tile:0,1", "card:predator", "animal:reptiles", "animal:insects"],
                     changes=[{"species": {"tile": "-1,1", "animal": "birds", "n": 1}},
                              {"species": {"tile": "0,1", "animal": "reptiles", "n": 0}},
                              {"species": {"tile": "1,0", "animal": "insects", "n": 0}}]),
    # Ice Age is the last card of the deck: its demo is the lesson's ice_age position (below)
    "ice_age": demo(tile="-1,-1", position="ice_age", choices=["tile:-1,-1", "card:ice_age"],
                    changes=[{"vp": {"animal": "mammals", "vp": 86}}, {"vp": {"animal": "insects", "vp": 74}}]),
    # Adaptation gives the mammals more elements than anyone: every animal draws one from the bag
    "symbiotic": demo(**plan(adapt(mammals=["grub", "water"])), choices=["tile:0,1", "card:symbiotic"],
                      changes=[{"sheet": {"animal": "mammals", "elements": ["meat", "meat", "grub", "water", "sun"]}},
                               {"sheet": {"animal": "reptiles", "elements": ["sun", "sun", "grub"]}},
                               {"sheet": {"animal": "birds", "elements": ["seed", "seed", "grass"]}},
                               {"sheet": {"animal": "insects", "elements": ["grass", "grass", "grass"]}}]),
}


def place_pawns(game: Match, places: dict[str, list[str]], busy: set[str]) -> None:
    """Planning: each animal takes its spaces of ``places`` in order, then the first empty space
    of the display outside Domination and the sections ``busy`` (where the demo acts)."""
    queues = {a: list(s) for a, s in places.items()}
    avoid = {"domination", *busy, *(s.split(".")[0] for spaces in places.values() for s in spaces)}
    while game.state.phase == "planning":
        d = game.pending
        assert d is not None and d.kind == "place_pawn", d
        queue = queues.get(d.animal, [])
        space = queue.pop(0) if queue else next(
            s for s in SPACES if f"space:{s}" in d.ids and s.split(".")[0] not in avoid)
        game.choose(f"space:{space}")


def declined(game: Match) -> str:
    """The option of the pending decision that declines it (docs/rules.md R39)."""
    d = game.pending
    assert d is not None
    for o in DECLINE:
        if o in d.ids:
            return o
    raise SearchFailed(f"{d.animal}'s decision {d.kind} ({d.rule}) offers no way to decline: {d.ids}")


def to_demo_start(seed: int, spec: dict[str, Any]) -> Match:
    """The demo's game: setup, Planning, then Execution up to the Domination decision of the demo's
    chooser that nothing prepares. Each decision takes the next prepared choice of its (rule,
    animal) when it is one of its options, and declines otherwise."""
    game = Match.new(players=4, animals=DEMO_ANIMALS, seed=seed)
    place_pawns(game, spec["places"], {rule for rule, _ in spec["prepare"]})
    script = {k: list(v) for k, v in spec["prepare"].items()}
    while True:
        d = game.pending
        if d is None or game.state.turn > 1:
            raise SearchFailed("turn 1 ended before the demo's Domination")
        queue = script.get((d.rule, d.animal)) or []
        if d.kind == "domination_tile" and d.animal == spec["chooser"] and not queue:
            break
        game.choose(queue.pop(0) if queue and queue[0] in d.ids else declined(game))
    left = {f"{rule}/{animal}": q for (rule, animal), q in script.items() if q}
    if left:
        raise SearchFailed(f"prepared choices not made: {left}")
    return game


def claims_hold(game: Match, changes: list[dict[str, Any]]) -> list[bool]:
    return [exercises.holds(game, kind, spec)  # type: ignore[arg-type]
            for kind, spec in exercises.claims({"expect": changes})]


def demo_works(game: Match, card: str, spec: dict[str, Any]) -> bool:
    """The demo's choices are legal at its start, its card takes every one after the first two,
    it ends at the next Domination decision, and its claims hold after it and none before."""
    if any(claims_hold(game, spec["changes"])):
        return False
    g = Match.from_record(game.record())
    for i, choice in enumerate(spec["choices"]):
        d = g.pending
        if d is None or choice not in d.ids or (i >= 2 and d.rule != f"card.{card}"):
            return False
        g.choose(choice)
    d = g.pending
    if d is None or d.rule != "domination":
        return False
    events = [e for p in range(game.ply + 1, g.ply + 1) for e in g.events_of(p)]
    if [e["card"] for e in events if e["kind"] == "card_chosen"] != [card]:
        return False
    if any(e["kind"] == "card_part_lapsed" for e in events):
        return False
    return all(claims_hold(g, spec["changes"]))


def find_demo(card: str, spec: dict[str, Any]) -> tuple[int, Match]:
    """The first seed whose turn 1 shows ``card`` face up and makes its demo: the seed and the
    game at the demo's start."""
    why = "the card is never face up in turn 1"
    for seed in range(MAX_SEED):
        if card not in Match.new(players=4, animals=DEMO_ANIMALS, seed=seed).state.available:
            continue
        try:
            game = to_demo_start(seed, spec)
        except SearchFailed as exc:
            why = str(exc)
            continue
        if demo_works(game, card, spec):
            return seed, game
        why = "the demo's choices or claims do not hold"
    raise SearchFailed(f"no seed below {MAX_SEED} makes the {card} demo (last: {why})")


def bare(record: dict[str, Any]) -> dict[str, Any]:
    """A record as the course keeps it: format, version, setup and choices."""
    return {k: record[k] for k in ("format", "version", "setup", "choices")}


def make_demos(positions: dict[str, Any], log: Callable[[str], None]) -> dict[str, Any]:
    out = {}
    for card, spec in sorted(DEMOS.items()):
        if "position" in spec:          # a lesson position's game, replayed to its ply
            name = spec["position"]
            game = Match.from_record(positions["records"][name], upto=positions["plies"][name])
            if not demo_works(game, card, spec):
                raise SearchFailed(f"the {card} demo does not work at the {name} position")
            log(f"card demo {card}: the {name} position, {game.ply} choices")
        else:
            seed, game = find_demo(card, spec)
            log(f"card demo {card}: seed {seed}, {game.ply} choices")
        out[card] = {"chooser": spec["chooser"], "tile": spec["tile"], "record": bare(game.record()),
                     "choices": spec["choices"], "panels": spec["panels"], "changes": spec["changes"]}
    return {"demos": out}


# ------------------------------------------------------------------------------ lesson positions
#: the games of the lessons' positions: 4 players, the card demos' animals
POSITION_ANIMALS = DEMO_ANIMALS
#: the bots of each lesson position's game (``ds_widget.bots`` names)
POSITION_BOTS = {"extinction": "greedy", "ice_age": "beginner"}


def bots_of(kind: str, seed: int) -> dict[str, Any]:
    """One bot per animal, seeded as ``exercises.run_bots`` seeds them."""
    return {a: make_bot(kind, seed + i) for i, a in enumerate(ANIMALS)}


def bot_games(kind: str) -> Iterator[tuple[int, Match, Callable[[], str]]]:
    """For seed 0, 1, …: a new game and the function that picks its bots' next choice."""
    for seed in range(MAX_SEED):
        game = Match.new(players=4, animals=POSITION_ANIMALS, seed=seed)
        bots = bots_of(kind, seed)

        def pick(game: Match = game, bots: dict[str, Any] = bots) -> str:
            d = game.pending
            assert d is not None
            return str(bots[d.animal].pick(game))
        yield seed, game, pick


def survival_after(game: Match, choice: str) -> str | None:
    """Who holds the Survival card once this Reset's Extinction is done, after ``choice``."""
    _st, events = game.peek(choice)
    return next(e["holder"] for e in events if e["kind"] == "survival")


def kept_by_an_element(game: Match, holder: str, save: str) -> list[str]:
    """The vacant corners of the tundra tiles ``holder`` occupies on which one element of its own
    type (What if…) lets it keep the Survival card after Extinction, the mammals saving on ``save``."""
    st = game.state
    out = []
    tundra = [h for h, t in st.tiles.items() if t.tundra and holder in t.species]
    for c in sorted(st.vacant_corners(tundra)):
        for element in sorted(set(st.animals[holder].elements)):
            ed = Editor(st)
            try:
                ed.add_element(corner_str(c), element)
            except EditError:
                continue
            g = Match.from_state(ed.finish())
            d = g.pending
            if d is not None and d.kind == "mammal_save" and save in d.ids and survival_after(g, save) == holder:
                out.append(f"{corner_str(c)} {element}")
    return out


def is_extinction(game: Match) -> bool:
    """A Reset before the last in which the mammals may save an endangered species on one of several tiles, another
    animal holds the Survival card before Extinction and loses it to its own endangered species on
    the tundra (whatever the mammals save), and one element of its type on the tundra keeps it."""
    d = game.pending
    if d is None or d.kind != "mammal_save" or len(d.ids) < 3 or game.state.ice_age:
        return False
    holder = game.survival()["holder"]
    if holder in (None, "mammals"):
        return False
    if any(survival_after(game, o) == holder for o in d.ids):
        return False
    return bool(kept_by_an_element(game, holder, d.ids[0]))


def winners(game: Match, choices: list[str]) -> list[str]:
    """The options of the pending decision after ``choices`` with which its animal wins, the game
    being played to its end by greedy bots (as an exercise's ``{"bots": "greedy"}`` step does)."""
    g = Match.from_record(game.record())
    for c in choices:
        if g.pending is None or c not in g.pending.ids:
            return []
        g.choose(c)
    d = g.pending
    if d is None:
        return []
    wins = []
    for o in d.ids:
        h = Match.from_record(g.record())
        h.choose(o)
        exercises.run_bots(h, "greedy", "end")  # type: ignore[arg-type]
        if h.winner == d.animal:
            wins.append(o)
    return wins


def ice_age_line(game: Match) -> tuple[str, str] | None:
    """A Domination decision in which one later Domination pawn is left, of another animal, and a
    tile whose dominant animal can take Ice Age after which that pawn wins with exactly one tile:
    (the tile, the winning tile)."""
    d = game.pending
    st = game.state
    if d is None or d.kind != "domination_tile" or "ice_age" not in st.available:
        return None
    later = [a for s, a in st.spaces.items() if s.startswith("domination") and a]
    if len(later) != 1 or later[0] == d.animal:
        return None
    for tile in (o for o in d.ids if o.startswith("tile:")):
        g = Match.from_record(game.record())
        g.choose(tile)
        if g.pending is None or "card:ice_age" not in g.pending.ids:
            continue
        wins = winners(g, ["card:ice_age"])
        if len(wins) == 1:
            return tile, wins[0]
    return None


def find_position(name: str, found: Callable[[Match], Any]) -> tuple[int, Match, int]:
    """The first game (seed 0, 1, …) of the position's bots with a position ``found`` accepts:
    its seed, the game played to its end, and the ply of the position."""
    for seed, game, pick in bot_games(POSITION_BOTS[name]):
        at = None
        while game.pending is not None:
            if at is None and found(game):
                at = game.ply
            game.choose(pick())
        if at is not None:
            return seed, game, at
    raise SearchFailed(f"no game below seed {MAX_SEED} has the {name} position")


def make_positions(log: Callable[[str], None]) -> dict[str, Any]:
    data = json.loads(POSITIONS_FILE.read_text(encoding="utf-8"))
    records = {k: v for k, v in data["records"].items() if k not in POSITION_BOTS}
    plies = {}
    for name, test in (("extinction", is_extinction), ("ice_age", ice_age_line)):
        seed, game, ply = find_position(name, test)
        log(f"lesson position {name}: {POSITION_BOTS[name]} bots, seed {seed}, ply {ply} of {game.ply}")
        records[name] = bare(game.record())
        plies[name] = ply
    return {"records": records, "plies": plies}


# ------------------------------------------------------------------------------------- files
def dumps(data: dict[str, Any]) -> str:
    """A course JSON file's text: each section's entries one per line."""
    parts = []
    for section, entries in data.items():
        if not isinstance(entries, dict):
            parts.append(f" {json.dumps(section)}: {json.dumps(entries)}")
            continue
        lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in entries.items()]
        parts.append(f" {json.dumps(section)}: {{\n" + ",\n".join(lines) + "\n }")
    return "{\n" + ",\n".join(parts) + "\n}\n"


def generate(log: Callable[[str], None]) -> dict[Path, str]:
    """The text of every file this script makes."""
    positions = make_positions(log)
    return {POSITIONS_FILE: dumps(positions), DEMOS_FILE: dumps(make_demos(positions, log))}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if the JSON files are not current")
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args(argv)
    log: Callable[[str], None] = (lambda _s: None) if args.quiet else (lambda s: print(s, file=sys.stderr))
    files = generate(log)
    stale = [p for p, text in files.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
    if args.check:
        for p in stale:
            print(f"{p.relative_to(ROOT)} is not current: run python tools/make_course_records.py")
        return 1 if stale else 0
    for p in stale:
        p.write_text(files[p], encoding="utf-8")
        log(f"wrote {p.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
