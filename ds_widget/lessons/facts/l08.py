"""Lesson 8's facts: the Reset and the end of the game on the two recorded games of bots the lesson
replays (``positions.json``: ``extinction`` and ``ice_age``, each at its ply)."""
from __future__ import annotations

from typing import Any

from ...bots import BOT_KINDS, make_bot
from ...engine.constants import ANIMALS, ELEMENTS, ICE_AGE, bonus_vp
from ...engine.editor import Editor
from ...engine.errors import MalformedError
from ...engine.hexmap import CORNERS_OF, corner_str, hex_str, parse_corner, parse_hex
from ...engine.state import State
from ...game import Game
from .. import exercises
from ..exercises import Applied
from ..words import corner_id
from . import Named, Place, named

LESSON = "08_reset_and_end"
EXTINCTION, END = "extinction", "ice_age"
#: the bots the prose says played each recorded game (checked: they make every choice of it)
BOTS = {EXTINCTION: "greedy", END: "beginner"}
#: the lesson's code cells: the tile the mammals save on, the tile the mammals score with Ice Age
CODE_SAVE = "tile:-1,2"
CODE_SCORE = "tile:1,-3"


def _bots(name: str) -> str:
    """The kind of bot that made every choice of a recorded game (seeded as the course's games are:
    animal i's bot gets the game's seed + i); the prose names it."""
    rec = exercises.record(name)
    seed = rec["setup"]["seed"]
    for kind in BOT_KINDS:
        bots = {a: make_bot(kind, seed + i) for i, a in enumerate(ANIMALS)}
        g = Game.from_record(rec, upto=0)
        for choice in rec["choices"]:
            d = g.pending
            if d is None or bots[d.animal].pick(g) != choice:
                break
            g.choose(choice)
        else:
            return kind
    raise MalformedError(f"no kind of bot made the choices of the recorded game {name}")


def _position(name: str) -> Game:
    rec = exercises.record(name)
    if _bots(name) != BOTS[name]:
        raise MalformedError(f"the lesson says {BOTS[name]} bots played {name}, not {_bots(name)}")
    return Game.from_record(rec, upto=exercises.plies()[name])  # type: ignore[return-value]


def _option_hexes(game: Game) -> list[str]:
    d = game.pending
    return [o.split(":", 1)[1] for o in (d.ids if d is not None else []) if o.startswith("tile:")]


def _extinction() -> dict[str, Any]:
    """The Reset of the extinction game: its turn, the Hibernation played this turn, who holds the
    Survival card before Extinction and why they lose it, the mammals' save and what it leaves."""
    g = _position(EXTINCTION)
    st = g.state
    d = g.pending
    if d is None or d.kind != "mammal_save" or st.phase != "reset" or g.state_at(g.ply - 1).phase == "reset":
        raise MalformedError("the extinction position should be the Reset's first decision, the mammals' save")
    if len(st.hibernation) != 1:
        raise MalformedError(f"the lesson tells one Hibernation this turn: {st.hibernation}")
    ((hib_hex, hib_animal), hib_back), = st.hibernation.items()
    endangered = {(e["tile"], e["animal"]): e["species"] for e in g.endangered()}
    hib_endangered = endangered.get((hex_str(hib_hex), hib_animal), 0)
    if not 2 <= hib_back < hib_endangered:
        raise MalformedError(f"the lesson says {hib_back} (several) of the {hib_endangered} endangered "
                             f"{hib_animal} are protected")
    sv = g.survival()
    holder = sv["holder"]
    where = [h for h, t in sorted(st.tiles.items()) if t.tundra and t.species.get(holder)]
    if holder is None or len(where) != 1:
        raise MalformedError(f"the Survival card's holder should be on one tundra tile: {sv}")
    tundra = where[0]
    elements = [st.corners[c] for c in CORNERS_OF[tundra] if c in st.corners]
    if (hex_str(tundra), holder) not in endangered or len(elements) != 1 or sv["counts"][holder] < 2:
        raise MalformedError(f"the {holder} should be endangered on ({hex_str(tundra)}), with one element there")
    saves = _option_hexes(g)
    if len(saves) < 2 or CODE_SAVE not in d.ids:
        raise MalformedError(f"the mammals should save on one of several tiles, the lesson's among them: {d.ids}")
    out = {"ext_turn": st.turn, "ext_players": exercises.record(EXTINCTION)["setup"]["players"],
           "hib_animal": Named("animal", hib_animal), "hib_back": hib_back, "hib_endangered": hib_endangered,
           "hib_tile": Place(hex_str(hib_hex), st.tiles[hib_hex].kind), "hib_hex": hex_str(hib_hex),
           "surv_before": Named("animal", holder), "surv_species": sv["counts"][holder],
           "surv_tile": Place(hex_str(tundra), st.tiles[tundra].kind), "surv_hex": hex_str(tundra),
           "surv_element": Named("element", elements[0]), "saver": Named("animal", d.animal),
           "save_tiles": len(saves)}
    g.choose(CODE_SAVE)                     # the state changes: every fact of the position is read above
    after = g.survival()
    if after["holder"] in (None, holder) or after["counts"][after["holder"]] != after["tundra_tiles"] \
            or after["tundra_tiles"] < 2:
        raise MalformedError(f"after Extinction another animal should hold the Survival card with one species "
                             f"on each of several tundra tiles: {after}")
    return {**out, "surv_after": Named("animal", after["holder"]), "after_species": after["counts"][after["holder"]],
            "after_tiles": after["tundra_tiles"], "after_vp": after["vp"]}


def _save_elsewhere() -> dict[str, Any]:
    """The tile the first exercise saves on: its terrain names it among the mammals' options."""
    g = _position(EXTINCTION)
    alt = exercises.exercises(LESSON)["save_mountain"]["steps"][0]["choose"].split(":", 1)[1]
    kinds = [g.state.tiles[parse_hex(h)].kind for h in _option_hexes(g)]
    kind = g.state.tiles[parse_hex(alt)].kind
    if kinds.count(kind) != 1:
        raise MalformedError(f"the exercise names ({alt}) by its terrain among the mammals' options {kinds}")
    return {"alt_tile": Place(alt, kind), "alt_hex": alt}


def _end() -> dict[str, Any]:
    """The Ice Age game: its turn, the empty deck, the cards face up, the Domination pawns left, the
    tile the lesson scores and who takes Ice Age there."""
    g = _position(END)
    st = g.state
    d = g.pending
    if d is None or d.kind != "domination_tile" or st.deck or ICE_AGE not in st.available:
        raise MalformedError("the ice_age position should be a Domination, the deck empty, Ice Age face up")
    later = [a for s, a in st.spaces.items() if s.startswith("domination") and a]
    if len(later) != 1 or later[0] == d.animal or len(st.available) < 3:
        raise MalformedError(f"the lesson says one more animal has a Domination pawn left: {later}")
    tile = CODE_SCORE.split(":", 1)[1]
    kind = st.tiles[parse_hex(tile)].kind
    if sum(1 for t in st.tiles.values() if t.kind == kind) != 1:
        raise MalformedError(f"the lesson names ({tile}) by its terrain, but {kind} is not the only one")
    taker = g.dominance(tile)["dominant"]
    out = {"end_turn": st.turn, "end_players": exercises.record(END)["setup"]["players"],
           "end_others": len(st.available) - 1, "end_pawns": named("animal", [d.animal, *later]),
           "end_actor": Named("animal", d.animal), "end_tile": Place(tile, kind), "end_hex": tile,
           "end_taker": Named("animal", taker)}
    g.choose(CODE_SCORE)
    if g.pending is None or g.pending.animal != taker or f"card:{ICE_AGE}" not in g.pending.ids \
            or taker != later[0]:
        raise MalformedError(f"the last pawn's animal should dominate ({tile}) and be offered Ice Age")
    return out


def prose() -> dict[str, Any]:
    return {**_extinction(), **_save_elsewhere(), **_end(), "surv_one": bonus_vp(1), "surv_two": bonus_vp(2)}


def save_mountain(a: Applied) -> dict[str, Any]:
    """The mammals save on another tile: the one saved species there, the species lost on the two
    other tiles, and the lesson's own save for comparison."""
    step = a.steps[0]
    before: State = step["before"]
    me = step["decision"].animal
    saved = parse_hex(step["step"]["choose"].split(":", 1)[1])
    others = [parse_hex(o.split(":", 1)[1]) for o in step["decision"].ids if o.startswith("tile:")]
    others.remove(saved)
    st = a.game.state
    n_before = {h: before.tiles[h].species.get(me, 0) for h in [saved, *others]}
    if len(others) != 2 or n_before[saved] != 1 or st.tiles[saved].species.get(me, 0) != 1 \
            or any(st.tiles[h].species.get(me, 0) for h in others):
        raise MalformedError(f"the note says the one {me} on ({hex_str(saved)}) survives, all on the two "
                             f"other tiles die")
    code = parse_hex(CODE_SAVE.split(":", 1)[1])
    g = Game.from_state(before.clone())
    g.choose(CODE_SAVE)
    if code not in others or n_before[code] < 2 or g.state.tiles[code].species.get(me, 0) != 1 \
            or g.state.tiles[saved].species.get(me, 0):
        raise MalformedError(f"the lesson's save should keep one of several {me} on ({hex_str(code)})")
    lost = sorted(n_before[h] for h in others)
    return {"saved": Place(hex_str(saved), before.tiles[saved].kind), "lost": sum(lost), "lost_a": lost[0],
            "lost_b": lost[1], "code_tile": Place(hex_str(code), before.tiles[code].kind), "code_n": n_before[code]}


def _keeps(before: State, corner: str, element: str, save: str) -> str | None:
    """Who holds the Survival card after this Reset's Extinction, with ``element`` put on ``corner``
    and the mammals saving on ``save``."""
    ed = Editor(before.clone())
    ed.add_element(corner, element)
    g = Game.from_state(ed.finish())
    events = g.choose(save)
    return next((e["holder"] for e in events if e["kind"] == "survival"), None)


def birds_keep_survival(a: Applied) -> dict[str, Any]:
    """One element on the holder's tundra: which types keep it the Survival card (every type on its
    sheet, on every vacant corner; no other type), and what the solution's one makes of it."""
    edit, save = a.steps[0], a.steps[1]
    before: State = edit["before"]
    element = edit["step"]["element"]
    corner = parse_corner(corner_id(edit["step"]["corner"]))
    holder = Game.from_state(before.clone()).survival()["holder"]
    tundra = next(h for h in sorted(before.tiles) if before.tiles[h].tundra and corner in CORNERS_OF[h]
                  and before.tiles[h].species.get(holder))
    vacant = [corner_str(c) for c in CORNERS_OF[tundra] if c not in before.corners]
    sheet = list(dict.fromkeys(before.animals[holder].elements))
    if element not in sheet or len(sheet) < 2:
        raise MalformedError(f"the note names the solution's element and the other types on the {holder}' sheet")
    choice = save["step"]["choose"]
    works = {e: [c for c in vacant if _keeps(before, c, e, choice) == holder] for e in ELEMENTS}
    if any(works[e] != vacant for e in sheet) or any(works[e] for e in ELEMENTS if e not in sheet):
        raise MalformedError(f"the note says every type on the {holder}' sheet keeps the card, on any vacant "
                             f"corner, and no other type: {works}")
    g = a.game
    sv = g.survival()
    rivals = [x for x in sv["counts"] if x != holder]
    if sv["holder"] != holder or len(rivals) != 1:
        raise MalformedError(f"the {holder} should keep the card against one rival: {sv}")
    matching = g.matching(holder, hex_str(tundra))
    vp = g.state.animals[holder].vp
    return {"element": Named("element", element), "others": named("element", [e for e in sheet if e != element]),
            "holder": Named("animal", holder), "tile": Place(hex_str(tundra), before.tiles[tundra].kind),
            "matching": matching["total"], "sheet_n": before.animals[holder].elements.count(element),
            "species": sv["counts"][holder], "rival": Named("animal", rivals[0]),
            "rival_species": sv["counts"][rivals[0]], "tiles": sv["tundra_tiles"], "bonus": sv["vp"],
            "vp_before": vp - sv["vp"], "vp_after": vp}


def _finish(before: State, choices: list[str]) -> dict[str, int]:
    """Every animal's final VP when the last Domination pawn makes ``choices`` and greedy bots
    play the rest (as the exercise's solution does)."""
    g = Game.from_state(before.clone())
    for c in choices:
        g.choose(c)
    exercises.run_bots(g, "greedy", "end")
    return {x: y.vp for x, y in g.state.animals.items()}


def last_domination(a: Applied) -> dict[str, Any]:
    """The last Domination pawn after Ice Age: the one tile that wins (its first place, the card it
    gives), every other choice played out (the same final VP, the rival ahead, more for it when the
    tile is its own), and why the animal's other tile is not offered."""
    step = a.steps[2]
    before: State = step["before"]
    d = step["decision"]
    me = d.animal
    win = step["step"]["choose"]
    h = parse_hex(win.split(":", 1)[1])
    if set(before.tiles[h].species) != {me}:
        raise MalformedError(f"the {me} should be alone on ({hex_str(h)})")
    scored = next(e for e in step["events"] if e["kind"] == "tile_scored")
    first = scored["places"][0]
    played = Game.from_state(before.clone())
    played.choose(win)
    nxt = played.pending
    if first["animal"] != me or nxt is None or nxt.kind != "pick_card" or nxt.animal != me:
        raise MalformedError(f"the {me} should take first place on ({hex_str(h)}) and a card")
    result = a.game.state.result or {}
    scores = result.get("scores", {})
    rival = max((x for x in scores if x != me), key=scores.__getitem__)
    g = Game.from_state(before.clone())
    g.choose("other_tile")
    alternatives = [[o] for o in d.ids if o not in (win, "other_tile")] + \
                   [["other_tile", o] for o in (g.pending.ids if g.pending is not None else [])]
    base = _finish(before, ["other_tile", "decline"])
    for choice in alternatives:
        vp = _finish(before, choice)
        tile = choice[-1].split(":", 1)[1] if choice[-1].startswith("tile:") else None
        rival_tile = tile is not None and before.tiles[parse_hex(tile)].species.get(rival, 0) > 0
        if vp[me] != base[me] or vp[rival] <= vp[me] or (vp[rival] > base[rival]) != rival_tile:
            raise MalformedError(f"the note says every other choice ends with the {me} on {base[me]} VP, behind the "
                                 f"{rival} ({base[rival]}, more on their own tile): {choice} gives {vp}")
    mine = [x for x, t in sorted(before.tiles.items()) if t.species.get(me) and x != h]
    if len(mine) != 1 or mine[0] not in before.scored:
        raise MalformedError(f"the {me}' only other tile should have been scored this turn: {mine}")
    if result.get("winner") != me:
        raise MalformedError(f"the {me} should win: {result}")
    return {"tile": Place(hex_str(h), before.tiles[h].kind), "animal": Named("animal", me), "vp": first["vp"],
            "win": scores[me], "rival": Named("animal", rival), "rival_vp": scores[rival],
            "other": Place(hex_str(mine[0]), before.tiles[mine[0]].kind), "lose": base[me], "rival_base": base[rival]}


NOTES = {"save_mountain": save_mountain, "birds_keep_survival": birds_keep_survival,
         "last_domination": last_domination}
