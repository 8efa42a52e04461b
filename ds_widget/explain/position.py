"""The position in words: a text alternative of the board for a screen reader (issue 29).

``describe(st, lang)`` gives the sections a reader walks through — the turn, every earth tile
(terrain, species, the elements on its corners, who dominates, who is endangered), the animals,
the action display and the cards — each ``{"title": str, "lines": [str]}``. Everything it says
is read off the state and the rules' own calculations (``engine.calc``), nothing is drawn.
"""
from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

from ..engine import calc
from ..engine.constants import BOXES, SECTION_SPACES, SECTIONS
from ..engine.hexmap import CORNERS_OF
from ..engine.state import State
from .catalog import msg, name
from .names import animals_list, elements_counted, join
from .places import place_of, place_with_hex
from .scenarios import fragment_caption

#: the lines said of the parts of a position (a tile, a section, an animal), by what each says:
#: a click changes a few of them (:func:`_kept`); emptied when it holds :data:`LINES_KEEP`
_lines: dict[tuple[Any, ...], str] = {}
LINES_KEEP = 3_000


def _kept(key: tuple[Any, ...], make: Callable[[], str]) -> str:
    """The line ``make()`` says, kept under ``key`` — everything of the position it words, and the
    language — so that a click words again only the parts it changed."""
    got = _lines.get(key)
    if got is None:
        if len(_lines) >= LINES_KEEP:
            _lines.clear()
        got = _lines[key] = make()
    return got


def _tile(st: State, h: Any, endangered: dict[Any, list[str]] | None, lang: str) -> str:
    t = st.tiles[h]
    place = place_of(st, h, lang)
    species = tuple((a, n) for a in st.animals if (n := t.species.get(a, 0)))
    elements = tuple(e for c in CORNERS_OF[h] if (e := st.corners.get(c)))
    danger = tuple(endangered.get(h, ())) if endangered else ()
    key = ("tile", lang, h, place, place.kind, place.value, place.lang, species, elements,
           endangered is not None, t.dominant, danger, h in st.scored)
    return _kept(key, lambda: _tile_words(h, place, species, elements, endangered is not None,
                                          t.dominant, danger, h in st.scored, lang))


def _tile_words(h: Any, place: Any, species_n: tuple[tuple[str, int], ...], elements: tuple[str, ...],
                derived: bool, dom: str | None, danger: tuple[str, ...], scored: bool, lang: str) -> str:
    species = [msg("position.species", lang, animal=name("animal", a, lang), n=n) for a, n in species_n]
    # the coordinates after the place, a secondary label: a worksheet's board is drawn with them
    parts = [msg("position.tile", lang, tile=place_with_hex(place, h),
                 species=join(species, lang) if species else msg("position.no_species", lang),
                 elements=elements_counted(list(elements), lang))]
    if species and derived:
        # the dominance marker the board shows (docs/rules.md R1)
        parts.append(msg("position.dominant", lang, animal=name("animal", dom, lang)) if dom
                     else msg("position.no_dominant", lang))
    if danger:
        parts.append(msg("position.endangered", lang, animals=animals_list(list(danger), lang)))
    if scored:
        parts.append(msg("position.scored", lang))
    return " ".join(parts)


def tile_name(st: State, h: Any, lang: str = "en") -> str:
    """A tile's name on the board, for a screen reader and a focused choice: its terrain and place
    in words and who dominates it, never its coordinates ("Jungle north-west of the centre: the
    Amphibians dominate it"); who dominates is the dominance marker the board shows."""
    dom = st.tiles[h].dominant
    tile = place_of(st, h, lang)
    return (msg("position.tile_name", lang, tile=tile, animal=name("animal", dom, lang)) if dom
            else msg("position.tile_name_free", lang, tile=tile))


def _section(st: State, section: str, lang: str) -> str:
    who = tuple(st.spaces[sp] for sp in SECTION_SPACES[section])
    box = tuple(st.boxes[section]) if section in BOXES else None
    tops = (tuple((s[-1] if s else None, bool(s), up) for s, up in zip(st.stacks, st.stack_up))
            if section == "wanderlust" else None)
    return _kept(("section", lang, section, who, box, tops), lambda: _section_words(section, who, box, tops, lang))


def _section_words(section: str, who: tuple[str | None, ...], box: tuple[str, ...] | None,
                   tops: tuple[tuple[str | None, bool, bool], ...] | None, lang: str) -> str:
    spaces = [msg("position.space", lang, i=i, animal=name("animal", a, lang) if a
                  else msg("position.space_empty", lang))
              for i, a in enumerate(who, 1)]
    line = msg("position.section", lang, section=name("section", section, lang), spaces=", ".join(spaces))
    if box is not None:
        line += " " + msg("position.box", lang, elements=elements_counted(list(box), lang))
    if tops is not None:
        words = [name("terrain", top, lang) if some and up else msg("position.face_down", lang) if some
                 else msg("position.space_empty", lang) for top, some, up in tops]
        line += " " + msg("position.stacks", lang, stacks=", ".join(words))
    return line


#: the parts of the position in words, in reading order (a picture of some panels says only theirs)
PARTS = ("turn", "earth", "animals", "actions", "cards")


def describe(st: State, lang: str = "en", derived: bool = True,
             parts: Collection[str] = PARTS) -> list[dict[str, Any]]:
    """The position as sections of sentences, in reading order: ``parts`` of :data:`PARTS` (the
    turn, the earth, the animals, the action display, the cards). ``derived=False`` leaves out what
    the rules work out from the pieces (who dominates a tile, who is endangered): practice asks it.
    A rulebook example (a fragment) says what it is instead of the turn, and only what it shows."""
    frag = st.fragment
    make: dict[str, Callable[[], dict[str, Any] | None]] = {
        "turn": lambda: _head(st, lang),
        "earth": lambda: _earth(st, lang, derived),
        "animals": lambda: {"title": msg("position.title_animals", lang), "lines": _animals(st, lang)},
        "actions": lambda: {"title": msg("position.title_actions", lang), "lines": _actions(st, lang)},
        "cards": lambda: _cards(st, lang),
    }
    out = []
    for part in PARTS:
        if part in parts and (frag is None or part != "cards" or "cards" in frag["shows"]):
            section = make[part]()
            if section is not None:
                out.append(section)
    return out


def _head(st: State, lang: str) -> dict[str, Any]:
    if st.fragment is not None:
        head = [fragment_caption(st.fragment, lang)]
        if st.over:
            head.append(msg("event.game_over.example", lang))
        return {"title": msg("position.title_example", lang), "lines": head}
    head = [msg("position.turn", lang, turn=st.turn, phase=name("phase", st.phase, lang))]
    if st.over and st.result:
        head.append(msg("position.winner", lang, animal=name("animal", st.result["winner"], lang)))
    return {"title": msg("position.title_turn", lang), "lines": head}


def _earth(st: State, lang: str, derived: bool) -> dict[str, Any]:
    endangered: dict[Any, list[str]] | None = {} if derived else None
    for h, a, _n in calc.endangered(st) if derived else ():
        endangered.setdefault(h, []).append(a)  # type: ignore[union-attr]
    hexes = sorted(st.tiles, key=lambda h: (h[1], h[0]))          # row by row, west to east
    return {"title": msg("position.title_earth", lang, n=len(hexes)),
            "lines": [_tile(st, h, endangered, lang) for h in hexes]}


def _animals(st: State, lang: str) -> list[str]:
    if st.fragment is not None:     # an example: the elements, and what it scores
        return [msg("position.animal_example", lang, animal=name("animal", a, lang),
                    elements=elements_counted(list(x.elements), lang), vp=x.vp)
                for a, x in st.animals.items()]
    return [_animal(a, x, lang) for a, x in st.animals.items()]


def _animal(a: str, x: Any, lang: str) -> str:
    elements = tuple(x.elements)
    return _kept(("animal", lang, a, x.player, x.vp, elements, x.gene_pool, x.supply, x.pawns),
                 lambda: msg("position.animal", lang, animal=name("animal", a, lang), seat=x.player + 1, vp=x.vp,
                             elements=elements_counted(list(elements), lang), gene_pool=x.gene_pool,
                             supply=x.supply, pawns=x.pawns))


def _actions(st: State, lang: str) -> list[str]:
    if st.fragment is not None:     # an example: only the sections it shows
        return [_section(st, s, lang) for s in SECTIONS if s in st.fragment["shows"]]
    lines = [msg("position.initiative", lang, animals=", ".join(name("animal", a, lang) for a in st.initiative))]
    return lines + [_section(st, s, lang) for s in SECTIONS]


def _cards(st: State, lang: str) -> dict[str, Any]:
    cards = join([name("card", c, lang) for c in st.available], lang)
    if st.fragment is not None:
        return {"title": msg("position.title_cards", lang),
                "lines": [msg("position.cards_example", lang, cards=cards)]}
    return {"title": msg("position.title_cards", lang),
            "lines": [msg("position.cards", lang, cards=cards, n=len(st.deck)),
                      msg("position.tundra_supply", lang, n=st.tundra_supply)]}


def as_text(st: State, lang: str = "en", parts: Collection[str] = PARTS) -> str:
    """:func:`describe` as plain text, a title line then its lines, sections apart."""
    return "\n\n".join("\n".join([s["title"], *s["lines"]]) for s in describe(st, lang, parts=parts))
