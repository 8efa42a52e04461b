"""The position in words: a text alternative of the board for a screen reader (issue 29).

``describe(st, lang)`` gives the sections a reader walks through — the turn, every earth tile
(terrain, species, the elements on its corners, who dominates, who is endangered), the animals,
the action display and the cards — each ``{"title": str, "lines": [str]}``. Everything it says
is read off the state and the rules' own calculations (``engine.calc``), nothing is drawn.
"""
from __future__ import annotations

from typing import Any

from ..engine import calc
from ..engine.constants import BOXES, SECTION_SPACES, SECTIONS
from ..engine.hexmap import CORNERS_OF, hex_str
from ..engine.state import State
from .catalog import msg, name
from .names import animals_list, elements_counted, join, tile_name
from .scenarios import fragment_caption


def _tile(st: State, h: Any, endangered: dict[Any, list[str]] | None, lang: str) -> str:
    t = st.tiles[h]
    terrain = "tundra" if t.tundra else t.terrain
    species = [msg("position.species", lang, animal=name("animal", a, lang), n=n)
               for a in st.animals if (n := t.species.get(a, 0))]
    elements = [e for c in CORNERS_OF[h] if (e := st.corners.get(c))]
    parts = [msg("position.tile", lang, tile=tile_name(hex_str(h), terrain, lang),
                 species=join(species, lang) if species else msg("position.no_species", lang),
                 elements=elements_counted(elements, lang))]
    if species and endangered is not None:
        dom = t.dominant                  # the dominance marker the board shows (docs/rules.md R1)
        parts.append(msg("position.dominant", lang, animal=name("animal", dom, lang)) if dom
                     else msg("position.no_dominant", lang))
    if endangered and endangered.get(h):
        parts.append(msg("position.endangered", lang, animals=animals_list(endangered[h], lang)))
    if h in st.scored:
        parts.append(msg("position.scored", lang))
    return " ".join(parts)


def _section(st: State, section: str, lang: str) -> str:
    spaces = [msg("position.space", lang, i=i, animal=name("animal", who, lang) if who
                  else msg("position.space_empty", lang))
              for i, sp in enumerate(SECTION_SPACES[section], 1) for who in [st.spaces[sp]]]
    line = msg("position.section", lang, section=name("section", section, lang), spaces=", ".join(spaces))
    if section in BOXES:
        line += " " + msg("position.box", lang, elements=elements_counted(st.boxes[section], lang))
    if section == "wanderlust":
        tops = [name("terrain", s[-1], lang) if s and up else msg("position.face_down", lang) if s
                else msg("position.space_empty", lang) for s, up in zip(st.stacks, st.stack_up)]
        line += " " + msg("position.stacks", lang, stacks=", ".join(tops))
    return line


def describe(st: State, lang: str = "en", derived: bool = True) -> list[dict[str, Any]]:
    """The position as sections of sentences, in reading order. ``derived=False`` leaves out what
    the rules work out from the pieces (who dominates a tile, who is endangered): practice asks it."""
    endangered: dict[Any, list[str]] | None = {} if derived else None
    for h, a, _n in calc.endangered(st) if derived else ():
        endangered.setdefault(h, []).append(a)  # type: ignore[union-attr]
    hexes = sorted(st.tiles, key=lambda h: (h[1], h[0]))          # row by row, west to east
    if st.fragment is not None:
        return _fragment(st, hexes, endangered, lang)
    head = [msg("position.turn", lang, turn=st.turn, phase=name("phase", st.phase, lang))]
    if st.over and st.result:
        head.append(msg("position.winner", lang, animal=name("animal", st.result["winner"], lang)))
    animals = [msg("position.animal", lang, animal=name("animal", a, lang), seat=x.player + 1, vp=x.vp,
                   elements=elements_counted(list(x.elements), lang), gene_pool=x.gene_pool,
                   supply=x.supply, pawns=x.pawns)
               for a, x in st.animals.items()]
    actions = [msg("position.initiative", lang, animals=", ".join(name("animal", a, lang) for a in st.initiative))]
    actions += [_section(st, s, lang) for s in SECTIONS]
    cards = [msg("position.cards", lang, cards=join([name("card", c, lang) for c in st.available], lang),
                 n=len(st.deck)),
             msg("position.tundra_supply", lang, n=st.tundra_supply)]
    return [
        {"title": msg("position.title_turn", lang), "lines": head},
        {"title": msg("position.title_earth", lang, n=len(hexes)),
         "lines": [_tile(st, h, endangered, lang) for h in hexes]},
        {"title": msg("position.title_animals", lang), "lines": animals},
        {"title": msg("position.title_actions", lang), "lines": actions},
        {"title": msg("position.title_cards", lang), "lines": cards},
    ]


def _fragment(st: State, hexes: list[Any], endangered: dict[Any, list[str]] | None,
              lang: str) -> list[dict[str, Any]]:
    """A rulebook example in words: what it is instead of a turn, its earth, the animals' elements
    (and the VP it scores), and only the sections and cards it shows (:mod:`..engine.fragment`)."""
    frag = st.fragment
    assert frag is not None
    head = [fragment_caption(frag, lang)]
    if st.over:
        head.append(msg("event.game_over.example", lang))
    animals = [msg("position.animal_example", lang, animal=name("animal", a, lang),
                   elements=elements_counted(list(x.elements), lang), vp=x.vp)
               for a, x in st.animals.items()]
    actions = [_section(st, s, lang) for s in SECTIONS if s in frag["shows"]]
    out = [
        {"title": msg("position.title_example", lang), "lines": head},
        {"title": msg("position.title_earth", lang, n=len(hexes)),
         "lines": [_tile(st, h, endangered, lang) for h in hexes]},
        {"title": msg("position.title_animals", lang), "lines": animals},
        {"title": msg("position.title_actions", lang), "lines": actions},
    ]
    if "cards" in frag["shows"]:
        out.append({"title": msg("position.title_cards", lang),
                    "lines": [msg("position.cards_example", lang,
                                  cards=join([name("card", c, lang) for c in st.available], lang))]})
    return out


def as_text(st: State, lang: str = "en") -> str:
    """:func:`describe` as plain text, a title line then its lines, sections apart."""
    return "\n\n".join("\n".join([s["title"], *s["lines"]]) for s in describe(st, lang))
