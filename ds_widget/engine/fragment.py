"""A rulebook example as what it is: part of an earth, not a game (issue 48, item 1).

The rulebook's worked examples (``engine/scenarios/*.json``) show a few tiles and one action being
resolved; no game has to have reached them, so they state no turn, no supplies and only the part
of the action display the example uses. A state built from one carries ``st.fragment``::

    {"example": "glaciation", "source": "000 p.13", "shows": ["glaciation"], "ends_after": "glaciation"}

— which example it is, where the rulebook shows it, the sections of the action display it shows
(the picture and the words draw only those) and the section after which the example is over: the
engine ends it there (:func:`ends_here`; the result's reason is ``"example"``), so play never runs
on into a turn the example did not state. A fragment always holds the seven start tiles on their
start hexes (each with its start terrain, or tundra), as every earth does: an empty start hex
would offer Wanderlust a place no game has.
"""
from __future__ import annotations

from typing import Any

from .constants import SECTIONS
from .errors import InvalidStateError, brief

#: the keys of ``State.fragment``
FIELDS = ("example", "source", "shows", "ends_after")
#: what a fragment may show besides the earth and the sheets: sections of the action display, and
#: the face-up Dominance cards (the Domination example chooses one)
SHOWABLE = (*SECTIONS, "cards")


def check(data: Any) -> dict[str, Any] | None:
    """``data`` as a state's ``fragment`` (a copy), or :class:`InvalidStateError` naming the field."""
    if data is None:
        return None
    if not isinstance(data, dict) or sorted(data) != sorted(FIELDS):
        raise InvalidStateError(f"a fragment has exactly the fields {', '.join(FIELDS)}, got {brief(data)}")
    for key in ("example", "source"):
        if not isinstance(data[key], str) or not data[key] or len(data[key]) > 80:
            raise InvalidStateError(f"fragment.{key} must be a short text, got {brief(data[key])}")
    shows = data["shows"]
    if not isinstance(shows, list) or not all(isinstance(s, str) and s in SHOWABLE for s in shows) \
            or len(set(shows)) != len(shows):
        raise InvalidStateError(f"fragment.shows must list sections of the action display (or 'cards') "
                                f"once each, got {brief(shows)}")
    if data["ends_after"] not in SECTIONS:
        raise InvalidStateError(f"fragment.ends_after must be a section, got {brief(data['ends_after'])}")
    return {"example": data["example"], "source": data["source"], "shows": list(shows),
            "ends_after": data["ends_after"]}


def ends_here(fragment: dict[str, Any] | None, next_section: int) -> bool:
    """Is the example over once Execution is about to look at section number ``next_section``
    (0-based, :data:`SECTIONS`)? Only a fragment ends so."""
    return fragment is not None and next_section > SECTIONS.index(fragment["ends_after"])


__all__ = ["FIELDS", "SHOWABLE", "check", "ends_here"]
