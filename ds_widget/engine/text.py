"""Words for events, prompts and option labels, from message catalogs that are data.

A catalog is ``messages/<lang>.json``: names (animals, elements, terrains, sections, cards),
templates keyed by message id (``event.tile_scored``, ``prompt.place_pawn``, ``option.tile``,
``reason.sheet_full`` …) with ``{named}`` fields. This module only turns event data into those
fields; a missing key in a language falls back to English, so a partial translation still works.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib import resources
from typing import Any

LANGUAGES = ("en", "it", "de")


@cache
def catalog(lang: str) -> dict[str, Any]:
    """The flattened catalog of ``lang`` (``"a.b"`` keys), English filling the gaps."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; available: {', '.join(LANGUAGES)}")
    def load(code: str) -> dict[str, str]:
        raw = json.loads(resources.files(__package__).joinpath("messages", f"{code}.json")
                         .read_text(encoding="utf-8"))
        flat: dict[str, str] = {}

        def walk(prefix: str, node: Any) -> None:
            if isinstance(node, dict):
                for k, v in node.items():
                    walk(f"{prefix}.{k}" if prefix else k, v)
            else:
                flat[prefix] = node
        walk("", raw)
        return flat
    out = load("en")
    if lang != "en":
        out.update(load(lang))
    return out


def msg(key: str, lang: str = "en", **fields: Any) -> str:
    """The catalog entry ``key`` with ``fields`` filled in; unknown keys show as ``[key]``."""
    template = catalog(lang).get(key)
    if template is None:
        return f"[{key}]"
    try:
        return template.format(**fields)
    except (KeyError, IndexError, ValueError):
        return template


def name(kind: str, value: Any, lang: str = "en") -> str:
    """A translated name: ``name("animal", "mammals")`` -> ``"mammals"``."""
    if value is None:
        return msg("word.nobody", lang)
    return catalog(lang).get(f"{kind}.{value}", str(value))


def tile_name(tile: str, terrain: str | None = None, lang: str = "en") -> str:
    """``"1,-1"`` (+ terrain) -> ``"savannah (1,-1)"``."""
    if terrain:
        return msg("fmt.tile_terrain", lang, terrain=name("terrain", terrain, lang), tile=f"({tile})")
    return f"({tile})"


def space_name(space: str, lang: str = "en") -> str:
    """``"speciation.3"`` -> ``"Speciation 3 (seed)"``."""
    from .constants import space_data
    section, index = space.split(".")
    data = space_data(space)
    extra = ""
    if "element" in data:
        extra = name("element", data["element"], lang)
    elif "x" in data:
        extra = msg("fmt.up_to", lang, n=data["x"])
    elif "terrains" in data:
        extra = "/".join(name("terrain", t, lang) for t in data["terrains"])  # type: ignore[union-attr]
    base = f"{name('section', section, lang)} {index}"
    return f"{base} ({extra})" if extra else base


def rule_name(rule: str, lang: str = "en") -> str:
    """Decision rule ids (``"speciation"``, ``"card.blight"``, ``"planning"``) in words."""
    if rule.startswith("card."):
        return name("card", rule[5:], lang)
    return catalog(lang).get(f"section.{rule}") or catalog(lang).get(f"phase.{rule}") or rule


def join(items: list[str], lang: str = "en") -> str:
    if not items:
        return msg("word.none", lang)
    if len(items) == 1:
        return items[0]
    return f"{', '.join(items[:-1])} {msg('word.and', lang)} {items[-1]}"


def animals_list(animals: list[str], lang: str) -> str:
    return join([name("animal", a, lang) for a in animals], lang)


def elements_list(elements: list[str], lang: str) -> str:
    return join([name("element", e, lang) for e in elements], lang)


# ------------------------------------------------------------------------- calculations in words
def matching_text(row: dict[str, Any], lang: str = "en") -> str:
    """``insects: grass 2×1 + grub 1×1 + water 1×0 = 3`` (element, on sheet × on tile)."""
    terms = " + ".join(f"{name('element', t['element'], lang)} {t['on_sheet']}×{t['on_tile']}"
                       for t in row["terms"])
    return f"{name('animal', row['animal'], lang)}: {terms} = {row['total']}"


def verdict_text(v: dict[str, Any], lang: str = "en") -> str:
    """A dominance verdict with every present animal's matching and the reason."""
    where = tile_name(v["tile"], v["terrain"], lang)
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
def _common(ev: dict[str, Any], lang: str) -> dict[str, Any]:
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
            f[k] = tile_name(v, None, lang)
        elif k == "corner":
            f[k] = f"[{v}]"
        else:
            f[k] = v
    if "tile" in ev and "terrain" in ev:
        f["tile"] = tile_name(ev["tile"], ev["terrain"], lang)
    for k in ("cause", "source"):
        if k in ev:
            v = ev[k]
            f[k] = name("card", v, lang) if f"card.{v}" in catalog(lang) else \
                catalog(lang).get(f"source.{v}", name("section", v, lang))
    return f


def _fmt_tile_scored(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["places"] = places_text(ev["places"], lang)


def _fmt_regression(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    rows = []
    for r in ev["animals"]:
        rows.append(msg("fmt.regression_row", lang, animal=name("animal", r["animal"], lang),
                        lost=elements_list(r["lost"], lang),
                        protected=elements_list(r["protected"], lang), pawns=r["pawns"]))
    f["types"] = elements_list(ev["types"], lang)
    f["rows"] = "; ".join(rows) if rows else msg("fmt.nobody_affected", lang)


def _fmt_extinction(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    rows = []
    for r in ev["victims"]:
        where = tile_name(r["tile"], r["terrain"], lang)
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
    f["returned"] = join([f"{n} {name('animal', a, lang)}" for a, n in ev["returned"].items()], lang)
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


def _fmt_initiative(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    f["order"] = " → ".join(name("animal", a, lang) for a in ev["order"])


def _fmt_elements(ev: dict[str, Any], f: dict[str, Any], lang: str) -> None:
    if "elements" in ev:
        f["elements"] = elements_list(ev["elements"], lang)
    if "tiles" in ev and isinstance(ev["tiles"], list):
        f["tiles"] = join([tile_name(t, None, lang) for t in ev["tiles"]
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
    f = _common(ev, lang)
    _fmt_elements(ev, f, lang)
    fmt = _FORMATTERS.get(kind)
    if fmt:
        fmt(ev, f, lang)
    key = f"event.{kind}"
    # variants: e.g. event.no_effect.sheet_full, event.dominance_changed.lost
    variant = _variant(ev)
    cat = catalog(lang)
    if variant and f"{key}.{variant}" in cat:
        key = f"{key}.{variant}"
    elif key not in cat and f"{key}.default" in cat:
        key = f"{key}.default"
    if "reason" in ev:
        f["reason"] = msg(f"reason.{ev['reason']}", lang)
    return msg(key, lang, **f)


def _variant(ev: dict[str, Any]) -> str | None:
    kind = ev["kind"]
    if kind == "dominance_changed":
        if ev["after"] is None:
            return "lost"
        return "gained" if ev["before"] is None else "taken"
    if kind == "survival":
        return "holder" if ev["holder"] else "nobody"
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
    if kind == "immigrants_choice":
        return ev["choice"]
    if kind == "pawn_lost":
        return "display" if ev.get("space") else "supply"
    if kind in ("card_chosen", "dominance_checked"):
        v = ev.get("verdict")
        return None if v is None else ("dominant" if v["dominant"] else "none")
    return None


# ---------------------------------------------------------------------------- decisions
def prompt(decision: Any, lang: str = "en") -> str:
    """The question of a pending decision in words."""
    f = _common(dict(decision.args, animal=decision.animal), lang)
    _fmt_elements(decision.args, f, lang)
    a = decision.args
    if "types" in a and isinstance(a["types"], list):
        f["types"] = elements_list(a["types"], lang)
    if "protected" in a:
        f["protected"] = elements_list(a["protected"], lang)
    if "terrains" in a and isinstance(a["terrains"], list):
        f["terrains"] = "/".join(name("terrain", t, lang) for t in a["terrains"])
    if "tiles" in a and isinstance(a["tiles"], list):
        f["tiles"] = join([tile_name(t, None, lang) for t in a["tiles"]], lang)
    if "swapped" in a:
        f["swapped"] = animals_list(a["swapped"], lang)
    f["rule"] = rule_name(decision.rule, lang)
    return msg(f"prompt.{decision.kind}", lang, **f)


def option_label(option: Any, decision: Any = None, lang: str = "en") -> str:
    """A short label for an option: ``"Speciation 3 (seed)"``, ``"savannah (1,-1)"``, ``"2"``."""
    kind, value = option.kind, option.value
    if kind == "space":
        return space_name(value, lang)
    if kind in ("tile", "hex"):
        terrain = None
        if decision is not None and kind == "tile":
            terrain = _terrain_of(decision, value)
        return tile_name(value, terrain, lang)
    if kind == "corner":
        return corner_label(value, getattr(decision, "state", None), lang)
    if kind == "element":
        return name("element", value, lang)
    if kind == "card":
        return name("card", value, lang)
    if kind == "animal":
        return name("animal", value, lang)
    if kind == "count":
        return value
    if kind == "stack":
        terrains = decision.args.get("terrains", {}) if decision is not None else {}
        t = terrains.get(value)
        return msg("option.stack", lang, n=value,
                   terrain=name("terrain", t, lang) if t else "")
    return msg(f"option.{kind}", lang)


def corner_label(corner: str, st: Any, lang: str = "en") -> str:
    """``"seed on desert (1,0) + savannah (1,-1)"`` or ``"corner of desert (1,0)"``: what lies
    on a corner and which tiles it counts for (the bare id when no state is at hand)."""
    if st is None:
        return msg("option.corner", lang, corner=corner)
    from .hexmap import CORNER_NAMES, CORNERS_OF, hex_str, parse_corner
    c = parse_corner(corner)
    touching = st.corner_tiles(c)
    if not touching:
        return msg("option.corner", lang, corner=corner)
    tiles = " + ".join(tile_name(hex_str(h), st.tiles[h].kind, lang) for h in touching)
    direction = name("compass", CORNER_NAMES[CORNERS_OF[touching[0]].index(c)], lang)
    element = st.corners.get(c)
    if element is None:
        return msg("option.corner_vacant", lang, tiles=tiles, dir=direction)
    return msg("option.corner_with", lang, element=name("element", element, lang), tiles=tiles,
               dir=direction)


def _terrain_of(decision: Any, tile: str) -> str | None:
    st = getattr(decision, "state", None)
    if st is None:
        return None
    from .hexmap import parse_hex
    t = st.tiles.get(parse_hex(tile))
    return t.kind if t is not None else None


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
