"""Why two placements of the hint come out the same: in every playout of each, the animal also took
the other's space (or used the other's action) this turn, so the order of the two did not matter."""
from __future__ import annotations

from typing import Any

from ..explain.catalog import name


def both_placed(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """Two rows of the hint are two action spaces, and in every playout of each the animal also puts
    an action pawn on the other one this turn (``placed``, :meth:`ds_widget.bots.CoachBot.analyse`):
    no rival took either first there, which is why the order of the two did not matter."""
    fa, fb = a["facts"], b["facts"]
    return (fa["kind"] == fb["kind"] == "space" and fb["value"] in a.get("placed", ())
            and fa["value"] in b.get("placed", ()))


def both_actions(a: dict[str, Any], b: dict[str, Any]) -> tuple[str, str] | None:
    """Two rows of the hint are spaces of two actions, and in every playout of each the animal also
    puts an action pawn on a space of the other's action this turn (another space of it, maybe): it
    used both actions whichever it took first, which is why the two came out the same. The two
    actions (sections), or None."""
    fa, fb = a["facts"], b["facts"]
    if not fa["kind"] == fb["kind"] == "space":
        return None
    sa, sb = fa["value"].split(".")[0], fb["value"].split(".")[0]
    if sa != sb and sb in {p.split(".")[0] for p in a.get("placed", ())} and sa in {
            p.split(".")[0] for p in b.get("placed", ())}:
        return sa, sb
    return None


def both_kind(a: dict[str, Any], b: dict[str, Any]) -> tuple[str, tuple[str, str] | None]:
    """Why two rows of the hint came out the same, if the trial games show it: ``"both_actions"``
    with the two actions (said whenever the two spaces are of two actions, even when the animal took
    the very two spaces), ``"both"`` (both spaces of one action), or ``""``."""
    sections = both_actions(a, b)
    if sections:
        return "both_actions", sections
    return ("both" if both_placed(a, b) else ""), None


def both_said(a: dict[str, Any], b: dict[str, Any], lang: str) -> tuple[str, dict[str, Any]]:
    """:func:`both_kind` as a message key's ending (``_both_actions``, ``_both`` or "") and its fields."""
    kind, sections = both_kind(a, b)
    if sections:
        return "_both_actions", {"one": name("section", sections[0], lang), "other": name("section", sections[1], lang)}
    return (f"_{kind}" if kind else ""), {}
