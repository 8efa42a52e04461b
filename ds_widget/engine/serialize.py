"""The full state to and from a JSON-ready dict, with a format name and a version field.

:func:`state_from_dict` checks the shape of every field, then the conservation rules
(:mod:`.invariants`), then that the pending decision can be computed; anything wrong raises
:class:`InvalidStateError` with the reason, and nothing is half-loaded: the caller gets a new
state or an error.
"""
from __future__ import annotations

import json
import os
import re
from typing import Any

from .constants import ANIMALS, BOXES, CARDS, ELEMENTS, SPACES, TERRAINS
from .errors import MAX_BYTES, DSError, InvalidStateError, TooLargeError, brief
from .flow import advance
from .fragment import check as check_fragment
from .hexmap import BOARD_SET, corner_str, hex_str, parse_corner, parse_hex
from .invariants import problems
from .rng import Rng
from .schema import check_cards, check_frames, check_playable, check_result
from .setup import normalise_setup
from .state import FORMAT_VERSION, Animal, State, Tile, copy_data

STATE_FORMAT = "ds_widget.state"


def state_to_dict(st: State) -> dict[str, Any]:
    """Everything needed to continue the game, as JSON-ready data."""
    return {
        "format": STATE_FORMAT,
        "version": FORMAT_VERSION,
        "setup": copy_data(st.setup),
        "turn": st.turn,
        "phase": st.phase,
        "ply": st.ply,
        "tiles": [{"hex": hex_str(h), "terrain": t.terrain, "tundra": t.tundra,
                   "species": dict(t.species), "dominant": t.dominant}
                  for h, t in sorted(st.tiles.items())],
        "corners": {corner_str(c): e for c, e in sorted(st.corners.items())},
        "animals": [{"name": a.name, "player": a.player, "added": list(a.added),
                     "gene_pool": a.gene_pool, "eliminated": a.eliminated, "unused": a.unused,
                     "supply": a.supply, "pawns": a.pawns, "vp": a.vp}
                    for a in st.animals.values()],
        "initiative": list(st.initiative),
        "spaces": dict(st.spaces),
        "boxes": {b: list(v) for b, v in st.boxes.items()},
        "tundra_supply": st.tundra_supply,
        "stacks": [list(s) for s in st.stacks],
        "stack_up": list(st.stack_up),
        "bag": dict(st.bag),
        "deck": list(st.deck),
        "available": list(st.available),
        "played": list(st.played),
        "removed": list(st.removed),
        "scored": [hex_str(h) for h in st.scored],
        "hibernation": [[hex_str(h), a, n] for (h, a), n in sorted(st.hibernation.items())],
        "ice_age": st.ice_age,
        "final": st.final,
        "rng": str(st.rng.state),
        "frames": copy_data(st.frames),
        "over": st.over,
        "result": copy_data(st.result),
        **({"fragment": copy_data(st.fragment)} if st.fragment is not None else {}),
    }


class _Reader:
    """Small typed accessors that raise InvalidStateError naming the field."""

    def __init__(self, data: Any) -> None:
        if not isinstance(data, dict):
            raise InvalidStateError(f"a saved state must be a JSON object, got {type(data).__name__}")
        self.data = data

    def get(self, key: str, kind: type | tuple[type, ...], where: dict[str, Any] | None = None) -> Any:
        src = self.data if where is None else where
        if key not in src:
            raise InvalidStateError(f"the saved state has no field {brief(key)}")
        v = src[key]
        if isinstance(v, bool) and kind is int:
            raise InvalidStateError(f"field {brief(key)} must be an integer, got {brief(v)}")
        if not isinstance(v, kind):
            names = kind.__name__ if isinstance(kind, type) else "/".join(k.__name__ for k in kind)
            raise InvalidStateError(f"field {brief(key)} must be {names}, got {type(v).__name__}")
        return v

    def count(self, key: str, where: dict[str, Any] | None = None) -> int:
        v = self.get(key, int, where)
        if v < 0:
            raise InvalidStateError(f"field {brief(key)} must not be negative, got {v}")
        return v


def _elements(name: str, v: Any) -> list[str]:
    if not isinstance(v, list) or any(e not in ELEMENTS for e in v):
        raise InvalidStateError(f"{name} must be a list of elements ({', '.join(ELEMENTS)}), got {brief(v)}")
    return list(v)


def _cards(name: str, v: Any) -> list[str]:
    if not isinstance(v, list) or any(c not in CARDS for c in v):
        raise InvalidStateError(f"{name} must be a list of card ids, got {brief(v)}")
    return list(v)


# long: every field of a saved state checked where it is read, one after the other
def state_from_dict(data: Any) -> State:
    """Rebuild a state saved by :func:`state_to_dict`; raises :class:`InvalidStateError`."""
    r = _Reader(data)
    if data.get("format") != STATE_FORMAT:
        raise InvalidStateError(f"not a ds_widget state file (format {brief(data.get('format'))}, "
                                f"expected {brief(STATE_FORMAT)})")
    version = r.get("version", int)
    if version != FORMAT_VERSION:
        raise InvalidStateError(f"state format version {version} is not supported "
                                f"(this ds_widget reads version {FORMAT_VERSION})")
    try:
        st = State()
        st.from_file = True
        st.setup = saved_setup(r.get("setup", dict))
        st.turn = r.count("turn")
        st.phase = r.get("phase", str)
        st.ply = r.count("ply")
        for row in r.get("tiles", list):
            if not isinstance(row, dict):
                raise InvalidStateError("each tile must be a JSON object")
            h = parse_hex(r.get("hex", str, row))
            if h in st.tiles:
                raise InvalidStateError(f"tile {hex_str(h)} appears twice")
            if h not in BOARD_SET:
                raise InvalidStateError(f"tile {hex_str(h)} is not on the board: tiles lie on the 35 "
                                        "board hexes (docs/rules.md §4.1)")
            terrain = r.get("terrain", str, row)
            if terrain not in TERRAINS:
                raise InvalidStateError(f"tile {hex_str(h)} has unknown terrain {brief(terrain)}")
            species = r.get("species", dict, row)
            for a, n in species.items():
                if a not in ANIMALS or isinstance(n, bool) or not isinstance(n, int) or n <= 0:
                    raise InvalidStateError(f"tile {hex_str(h)}: bad species entry {brief(a)}: {brief(n)}")
            dom = row.get("dominant")
            if dom is not None and dom not in ANIMALS:
                raise InvalidStateError(f"tile {hex_str(h)}: unknown dominant animal {brief(dom)}")
            st.tiles[h] = Tile(terrain, r.get("tundra", bool, row), dict(species), dom)
        for key, e in r.get("corners", dict).items():
            if e not in ELEMENTS:
                raise InvalidStateError(f"corner {key}: unknown element {brief(e)}")
            st.corners[parse_corner(key)] = e
        for row in r.get("animals", list):
            if not isinstance(row, dict):
                raise InvalidStateError("each animal must be a JSON object")
            name = r.get("name", str, row)
            if name not in ANIMALS or name in st.animals:
                raise InvalidStateError(f"unknown or repeated animal {brief(name)}")
            st.animals[name] = Animal(name, r.count("player", row), _elements(f"{name}.added", row.get("added")),
                                      r.count("gene_pool", row), r.count("eliminated", row),
                                      r.count("unused", row), r.count("supply", row),
                                      r.count("pawns", row), r.count("vp", row))
        if list(st.animals) != sorted(st.animals, key=ANIMALS.index):
            raise InvalidStateError("animals must be listed in food-chain order")
        if sorted(st.animals) != sorted(st.setup["animals"]):
            raise InvalidStateError("the animals in play differ from the setup's animals")
        st.initiative = list(r.get("initiative", list))
        if sorted(map(str, st.initiative)) != sorted(st.animals) or not all(
                isinstance(a, str) for a in st.initiative):
            raise InvalidStateError("the Initiative track must list each animal in play once")
        spaces = r.get("spaces", dict)
        if sorted(spaces) != sorted(SPACES):
            raise InvalidStateError("spaces must list every eyeball space exactly once")
        st.spaces = {s: spaces[s] for s in SPACES}
        boxes = r.get("boxes", dict)
        if sorted(boxes) != sorted(BOXES):
            raise InvalidStateError(f"boxes must be exactly {', '.join(BOXES)}")
        st.boxes = {b: _elements(f"box {b}", boxes[b]) for b in BOXES}
        st.tundra_supply = r.count("tundra_supply")
        stacks = r.get("stacks", list)
        if len(stacks) != 3 or any(not isinstance(s, list) or any(t not in TERRAINS for t in s)
                                   for s in stacks):
            raise InvalidStateError("stacks must be three lists of terrains")
        st.stacks = [list(s) for s in stacks]
        up = r.get("stack_up", list)
        if len(up) != 3 or any(not isinstance(x, bool) for x in up):
            raise InvalidStateError("stack_up must be three booleans")
        st.stack_up = list(up)
        bag = r.get("bag", dict)
        if sorted(bag) != sorted(ELEMENTS) or any(isinstance(v, bool) or not isinstance(v, int)
                                                  for v in bag.values()):
            raise InvalidStateError("bag must give an integer count for each element")
        st.bag = {e: bag[e] for e in ELEMENTS}
        st.deck = _cards("deck", data.get("deck"))
        st.available = _cards("available", data.get("available"))
        st.played = _cards("played", data.get("played"))
        st.removed = _cards("removed", data.get("removed"))
        st.scored = [parse_hex(h) for h in r.get("scored", list)]
        for row in r.get("hibernation", list):
            if (not isinstance(row, list) or len(row) != 3 or row[1] not in ANIMALS
                    or isinstance(row[2], bool) or not isinstance(row[2], int) or row[2] <= 0):
                raise InvalidStateError(f"bad hibernation entry {brief(row)}")
            st.hibernation[(parse_hex(row[0]), row[1])] = row[2]
        st.ice_age = r.get("ice_age", bool)
        st.final = r.get("final", bool)
        rng = r.get("rng", str)
        if not (rng.isascii() and rng.isdecimal() and len(rng) <= 20) or int(rng) >= 2 ** 64:
            raise InvalidStateError(f"rng must be a decimal 64-bit integer, got {brief(rng)}")
        st.rng = Rng(int(rng))
        frames = r.get("frames", list)
        check_frames(st, frames)
        st.frames = copy_data(frames)
        st.over = r.get("over", bool)
        st.fragment = check_fragment(data.get("fragment"))
        check_result(st, data.get("result"))
        st.result = copy_data(data.get("result"))
        check_cards(st)
        for h in st.scored:
            if h not in BOARD_SET:
                raise InvalidStateError(f"scored tile {hex_str(h)} is not on the board")
        for (h, _a) in st.hibernation:
            if h not in BOARD_SET:
                raise InvalidStateError(f"hibernation tile {hex_str(h)} is not on the board")
        controllers = st.setup["controllers"]
        for a in st.animals.values():
            if a.player != controllers[st.setup["animals"].index(a.name)]:
                raise InvalidStateError(f"the {a.name}' player ({brief(a.player)}) is not the one "
                                        "the setup gives them")
    except InvalidStateError:
        raise
    except DSError as exc:  # a malformed coordinate and the like
        raise InvalidStateError(f"the saved state is malformed: {exc}") from None
    try:
        found = problems(st)
    except Exception as exc:  # noqa: BLE001 - a value of a type no game makes, that the shape checks let through
        raise InvalidStateError(f"the saved state is malformed ({type(exc).__name__})") from None
    if found:
        raise InvalidStateError("the saved state is inconsistent: " + "; ".join(found[:5]))
    if st.over != (not st.frames):
        raise InvalidStateError("a finished game has an empty agenda, and only a finished game does")
    check_playable(st)
    try:
        events, st.events = st.events, None
        advance(st)
        st.events = events
    except DSError:
        raise
    except Exception as exc:  # noqa: BLE001 - a frame with missing or wrong data
        raise InvalidStateError(f"the saved state's agenda cannot be continued: {brief(exc)}"[:300]) from None
    return st


#: how deep a saved game's JSON may nest (it nests 5 deep); checked before parsing, because a
#: deeper text can overflow the stack of the browser's Python (Pyodide) before Python notices
MAX_DEPTH = 32
_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def json_depth(text: str) -> int:
    """The deepest nesting of ``[``/``{`` in JSON ``text`` (brackets inside strings ignored)."""
    depth = deepest = 0
    for m in _BRACKETS.finditer(text):
        c = m.group()
        if c in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in "]}":
            depth -= 1
    return deepest


def read_limited(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of a file the user named, read only up to ``limit`` + 1: a regular file larger
    than ``limit`` is refused from its size before anything is read, and a file of no known size
    (a pipe, ``/dev/zero``) is cut at ``limit`` + 1 bytes, so :func:`parse_json` refuses it too.
    Raises :class:`TooLargeError`, or ``OSError`` when it cannot be opened (callers say so in
    their own words)."""
    with open(path, "rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size > limit:
            raise TooLargeError(f"the file is {size:,} bytes; saved games are read up to {limit:,}")
        return f.read(limit + 1)


def parse_json(data: str | bytes | bytearray) -> Any:
    """JSON text (or UTF-8 bytes, a byte-order mark allowed) of a saved game, within
    :data:`MAX_BYTES`; raises :class:`InvalidStateError` (:class:`TooLargeError`) — never a bare
    ``RecursionError`` or ``UnicodeDecodeError``."""
    if isinstance(data, (bytes, bytearray)):
        if len(data) > MAX_BYTES:
            raise TooLargeError(f"the file is {len(data):,} bytes; saved games are read up to {MAX_BYTES:,}")
        try:
            data = bytes(data).decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise InvalidStateError(f"not UTF-8 text (byte {exc.start}): a saved game is JSON text") from None
    if not isinstance(data, str):
        raise InvalidStateError(f"a saved game is JSON text, got {type(data).__name__}")
    if len(data) > MAX_BYTES:
        raise TooLargeError(f"the text is {len(data):,} characters; saved games are read up to {MAX_BYTES:,}")
    data = data.removeprefix("\ufeff")
    depth = json_depth(data)
    if depth > MAX_DEPTH:
        raise InvalidStateError(f"not a saved game: the JSON is nested {depth} deep (a saved game "
                                f"nests at most {MAX_DEPTH})")
    try:
        return json.loads(data)
    except RecursionError:
        raise InvalidStateError("not a saved game: the JSON is nested far too deeply") from None
    except ValueError as exc:
        raise InvalidStateError(f"not valid JSON: {exc}"[:200]) from None


def saved_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """Check the setup options of a saved state or record; raises :class:`InvalidStateError`."""
    try:
        norm = normalise_setup(players=setup.get("players"), seed=setup.get("seed", 0),  # type: ignore[arg-type]
                         animals=setup.get("animals"), multi=setup.get("multi", False),
                         random_earth=setup.get("random_earth", False),
                         short_game=setup.get("short_game", False),
                         remove_cards=setup.get("remove_cards", 0),
                         max_turns=setup.get("max_turns"),
                         controllers=setup.get("controllers") if setup.get("multi") else None)
    except (DSError, TypeError) as exc:
        raise InvalidStateError(f"bad setup: {exc}") from None
    if norm["animals"] is None:
        raise InvalidStateError("the saved setup must list the animals in play")
    if norm["controllers"] is None:
        controllers = setup.get("controllers")
        if not isinstance(controllers, list) or controllers != list(range(len(norm["animals"]))):
            raise InvalidStateError("the saved setup must give each animal's player")
        norm["controllers"] = controllers
    return norm
