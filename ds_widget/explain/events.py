"""Events in words: one sentence per event, calculations term by term, and what an event
talks about on the picture (its focus)."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..engine.constants import MAX_ELEMENTS_ON_SHEET, PAWNS_PER_COLOUR
from .catalog import has, maybe, msg, name
from .names import animals_list, corner_place, elements_list, join, space_name
from .places import place

#: the rules' numbers a reason (``reason.<key>``) may cite, by field: the catalogs type none of
#: them (docs/rules.md §5: at most 6 elements on a sheet; §2: 10 pawns of each colour)
REASON_FIELDS: dict[str, int] = {"sheet_max": MAX_ELEMENTS_ON_SHEET, "pawns_per_colour": PAWNS_PER_COLOUR}

# ------------------------------------------------------------------------- calculations in words


def matching_text(row: dict[str, Any], lang: str = "en") -> str:
    """``insects: grass 2×1 + grub 1×1 + water 1×0 = 3`` (element, on sheet × on tile)."""
    terms = " + ".join(f"{name('element', t['element'], lang)} {t['on_sheet']}×{t['on_tile']}"
                       for t in row["terms"])
    return f"{name('animal', row['animal'], lang)}: {terms} = {row['total']}"


def verdict_text(v: dict[str, Any], lang: str = "en") -> str:
    """A dominance verdict with every present animal's matching and the reason."""
    where = place(v["tile"], v["terrain"], lang)
    rows = "; ".join(matching_text(r, lang) for r in v["animals"])
    reason = v["reason"]
    if reason == "unique_highest":
        why = msg("verdict.unique_highest", lang, animal=name("animal", v["dominant"], lang),
                  total=v["highest"])
    elif reason == "tie":
        why = msg("verdict.tie", lang, animals=animals_list(v["tied"], lang), total=v["highest"])
    else:
        why = msg(f"verdict.{reason}", lang)
    return f"{where}: {rows}. {why}" if rows else f"{where}: {why}"


def places_text(places: list[dict[str, Any]], lang: str = "en") -> str:
    parts = []
    for p in places:
        s = msg("fmt.place", lang, place=p["place"], animal=name("animal", p["animal"], lang),
                species=p["species"], vp=p["vp"])
        if p["tiebreak_over"]:
            s += " " + msg("fmt.tiebreak", lang, others=animals_list(p["tiebreak_over"], lang))
        parts.append(s)
    return "; ".join(parts) if parts else msg("fmt.nobody_scores", lang)


# ----------------------------------------------------------------------------------- events


def common_fields(ev: dict[str, Any], lang: str) -> dict[str, Any]:
    f: dict[str, Any] = {}
    for k, v in ev.items():
        if k in ("animal", "by", "passed", "holder", "winner", "mover", "victim", "dominant",
                 "before", "after"):
            f[k] = name("animal", v, lang)
        elif k in ("element", "gave", "took", "give"):
            f[k] = name("element", v, lang)
        elif k in ("terrain",):
            f[k] = name("terrain", v, lang)
        elif k == "section":
            f[k] = name("section", v, lang)
        elif k == "phase":
            f[k] = name("phase", v, lang)
        elif k == "card":
            f[k] = name("card", v, lang)
        elif k == "space" and v:
            f[k] = space_name(v, lang)
        elif k in ("tile", "origin", "to"):
            f[k] = place(v, ev.get("terrain" if k == "tile" else f"{k}_terrain"), lang) if isinstance(v, str) else v
        elif k == "corner":
            f[k] = corner_place(v, corner_tiles(ev), lang)
        else:
            f[k] = v
    for k in ("cause", "source"):
        if k in ev:
            v = ev[k]
            f[k] = name("card", v, lang) if has(f"card.{v}", lang) else \
                (maybe(f"source.{v}", lang) or name("section", v, lang))
    return f


def corner_tiles(ev: dict[str, Any]) -> list[list[str]] | None:
    """``[tile, terrain]`` pairs of an event's corner (terrain None in events that lack it)."""
    tiles = ev.get("tiles")
    if not isinstance(tiles, list) or not all(isinstance(t, str) for t in tiles):
        return None
    terrains = ev.get("terrains") or [None] * len(tiles)
    return [[t, k] for t, k in zip(tiles, terrains)]


def _fmt_tile_scored(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["places"] = places_text(ev["places"], lang)


def _fmt_regression(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    rows = []
    for r in ev["animals"]:
        rows.append(msg("fmt.regression_row" if r["lost"] else "fmt.regression_row_none", lang,
                        animal=name("animal", r["animal"], lang),
                        lost=elements_list(r["lost"], lang),
                        protected=elements_list(r["protected"], lang), pawns=r["pawns"]))
    f["types"] = elements_list(ev["types"], lang)
    f["rows"] = "; ".join(rows) if rows else msg("fmt.nobody_affected", lang)


def _fmt_extinction(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    rows = []
    for r in ev["victims"]:
        where = place(r["tile"], r["terrain"], lang)
        if r["eliminated"] == 0:
            if r["saved"]:
                rows.append(msg("fmt.extinction_saved_only", lang, tile=where))
            elif r["hibernating"]:
                rows.append(msg("fmt.hibernating_only", lang, n=r["hibernating"], tile=where,
                                animal=name("animal", r["animal"], lang)))
            continue
        s = msg("fmt.extinction_row", lang, animal=name("animal", r["animal"], lang), tile=where,
                n=r["eliminated"])
        if r["saved"]:
            s += " " + msg("fmt.mammal_save", lang)
        if r["hibernating"]:
            s += " " + msg("fmt.hibernating", lang, n=r["hibernating"])
        rows.append(s)
    f["rows"] = "; ".join(rows) if rows else msg("fmt.no_endangered", lang)


def _fmt_survival(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    counts = ", ".join(f"{name('animal', a, lang)} {n}" for a, n in ev["counts"].items())
    f["counts"] = counts or msg("word.none", lang)


def _fmt_glaciation(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["removed"] = elements_list([r["element"] for r in ev["removed"]], lang)
    f["returned"] = join([msg("fmt.animal_species", lang, animal=name("animal", a, lang), n=n)
                          for a, n in ev["returned"].items()], lang)
    f["stayed"] = animals_list(list(ev["stayed"]), lang)


def _fmt_verdict(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["verdict"] = verdict_text(ev["verdict"], lang)


def _fmt_wasteland(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["types"] = elements_list(ev["types"], lang)
    f["removed"] = elements_list([r["element"] for r in ev["removed"]], lang)
    f["n"] = len(ev["removed"])


def _fmt_ice_age(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["rows"] = "; ".join(msg("fmt.ice_age_row", lang, animal=name("animal", r["animal"], lang),
                              tiles=r["tiles"], vp=r["vp"]) for r in ev["animals"])


def _fmt_niche(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["losers"] = join([f"{name('animal', r['animal'], lang)} −{r['lost']}" for r in ev["losers"]],
                       lang)


def _fmt_game_over(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["scores"] = ", ".join(f"{name('animal', a, lang)} {v}" for a, v in ev["scores"].items())


def _fmt_reseed(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["cards"] = join([name("card", c, lang) for c in ev["cards"]], lang)
    f["n"] = len(ev["cards"])


def _fmt_initiative(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["order"] = " → ".join(name("animal", a, lang) for a in ev["order"])


def list_fields(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    if "elements" in ev:
        f["elements"] = elements_list(ev["elements"], lang)
    if "tiles" in ev and isinstance(ev["tiles"], list):
        terrains = ev.get("terrains") or [None] * len(ev["tiles"])
        f["tiles"] = join([place(t, k, lang) for t, k in zip(ev["tiles"], terrains)
                           if isinstance(t, str)], lang)


_FORMATTERS: dict[str, Callable[[dict[str, Any], dict[str, Any], str], None]] = {
    "tile_scored": _fmt_tile_scored,
    "regression": _fmt_regression,
    "extinction": _fmt_extinction,
    "survival": _fmt_survival,
    "glaciation": _fmt_glaciation,
    "dominance_changed": _fmt_verdict,
    "dominance_checked": _fmt_verdict,
    "wasteland": _fmt_wasteland,
    "ice_age": _fmt_ice_age,
    "niche_biomes": _fmt_niche,
    "game_over": _fmt_game_over,
    "reseed": _fmt_reseed,
    "initiative_moved": _fmt_initiative,
}


def describe(ev: dict[str, Any], lang: str = "en") -> str:
    """One sentence for an event, from the catalog entry ``event.<kind>`` (or a variant of it)."""
    kind = ev["kind"]
    f = common_fields(ev, lang)
    list_fields(ev, f, lang)
    fmt = _FORMATTERS.get(kind)
    if fmt:
        fmt(ev, f, lang)
    key = f"event.{kind}"
    # variants: e.g. event.no_effect.sheet_full, event.dominance_changed.lost
    variant = _variant(ev)
    if kind == "card_resolved" and isinstance(ev.get("removed"), list) \
            and has(f"event.card_done.{ev['card']}", lang):          # a card that says what it did
        key = f"event.card_done.{ev['card']}"
        f["n"] = len(ev["removed"])
        f["removed"] = elements_list([r["element"] for r in ev["removed"]], lang)
        f["kept"] = name("element", ev.get("kept_element"), lang)
    elif variant and has(f"{key}.{variant}", lang):
        key = f"{key}.{variant}"
    elif not has(key, lang) and has(f"{key}.default", lang):
        key = f"{key}.default"
    if "reason" in ev:
        f["reason"] = msg(f"reason.{ev['reason']}", lang, **REASON_FIELDS)
    return msg(key, lang, **f)


def _variant(ev: dict[str, Any]) -> str | None:
    kind = ev["kind"]
    if kind == "dominance_changed":
        if ev["after"] is None:
            return "lost"
        return "gained" if ev["before"] is None else "taken"
    if kind == "survival":
        return "holder" if ev["holder"] else "nobody"
    if kind == "species_eliminated" and ev.get("by"):    # an animal's action: it is named (P5)
        return "by"
    if kind == "initiative_moved":
        return "swap" if ev["passed"] else "first"
    if kind == "game_over":
        return ev["reason"]
    if kind == "pawn_placed":
        return "card" if ev.get("source") else ("relocated" if ev.get("round") is None else "round")
    if kind == "tile_scored":
        return "final" if ev.get("final") else "domination"
    if kind == "regression" and not ev["types"]:
        return "empty"
    if kind == "wasteland":
        return "removed" if ev["types"] else "empty"
    if kind == "immigrants_choice":
        return ev["choice"]
    if kind == "pawn_lost":
        return "display" if ev.get("space") else "supply"
    if kind in ("card_chosen", "dominance_checked"):
        v = ev.get("verdict")
        if v is None:
            return None
        if kind == "dominance_checked" and v["dominant"] and ev.get("cards") == 0:
            return "no_card"                            # dominant, but the face-up cards are all taken
        return "dominant" if v["dominant"] else "none"
    return None


# ------------------------------------------------------------------------------- event focus


def focus(ev: dict[str, Any]) -> list[str]:
    """The drawable things an event talks about, as option-style targets (``"tile-1,-1"``,
    ``"corner-0,0E"``, ``"space-speciation.3"``, ``"animal-birds"``, ``"card-blight"``), for a
    front end that highlights them when the event is selected."""
    out: list[str] = []

    def add(prefix: str, value: Any) -> None:
        if isinstance(value, str) and value:
            t = f"{prefix}-{value}"
            if t not in out:
                out.append(t)

    for key in ("tile", "origin", "to"):
        add("tile", ev.get(key))
    if isinstance(ev.get("tiles"), list):
        for t in ev["tiles"]:
            add("tile", t)
    add("corner", ev.get("corner"))
    for key in ("removed",):
        for r in ev.get(key) or []:
            if isinstance(r, dict):
                add("corner", r.get("corner"))
    add("space", ev.get("space"))
    add("card", ev.get("card"))
    for key in ("animal", "victim", "holder", "winner"):
        add("animal", ev.get(key))
    verdict = ev.get("verdict")
    if isinstance(verdict, dict):
        add("tile", verdict.get("tile"))
    for r in ev.get("victims") or []:
        add("tile", r.get("tile"))
    for r in ev.get("animals") or []:
        if isinstance(r, dict):
            add("animal", r.get("animal"))
    return out


def refusal(key: str, fields: dict[str, Any], lang: str = "en") -> str:
    """An edit the What if editor refused (``EditError.key`` and ``.fields``), in words."""
    f = {k: v for k, v in fields.items() if k not in ("tiles", "terrains")}
    for k in ("animal", "element", "terrain"):
        if k in f:
            f[k] = name(k, f[k], lang)
    if "corner" in f:
        f["corner"] = corner_place(f["corner"], corner_tiles(fields), lang)
    if "hex" in f:
        f["hex"] = f"({f['hex']})"
    return msg(f"refusal.{key}", lang, **f)
