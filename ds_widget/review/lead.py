"""The first sentence of a reason, as a teacher says it: what one option gains over another, in at
most :data:`MOST_WORDS` words, naming the one or two things on the board that make most of the gap,
each with the VP it is worth — and the full ledger behind it, for the learner who asks "Why?".

Everything it says is an average over the playouts of the two options (the terms of
:meth:`ds_widget.bots.coach.CoachBot._playout`, averaged by :class:`.sure.Race` or the coach's
analysis), never an event of one playout. The gap between two options' values is split into
*parts* (:func:`parts`): VP scored by the end of the turn, what the earth would give in the final
scoring — said of the one tile that makes most of it when there is one, by its terrain and place
(:mod:`ds_widget.explain.places`) —, the best other animal's outlook, and the rest (the coach's
small board tie-breakers: species endangered, matching, species on the earth). The lead says the
parts *and* that they add up to the gap when they do, to the half VP as said; otherwise it says
"mainly" before the biggest ones, or "among other things" when they make no more than half of it.
Words come from the catalogs (``explain/messages/review``).
"""
from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any

from ..bots.coach import TILE_TERM, number
from ..explain import has, msg
from ..explain.places import place
from .legend import TIMELESS, legend_text, said_kinds

MOST_WORDS = 35
"""a lead longer than this is not read aloud to a class: the ledger holds the rest"""
ROW_WORDS = 55
"""a lower row of the hint (not a lead: read when asked for) may be this long, so that what a loss beside
its parts leaves to smaller differences is said (the twenty-fourth readers, H2, H12; the Italian rows, whose
words for a cut trial game are longer, the twenty-seventh)"""
SAYABLE = 0.5
"""a part worth less than this (VP, to the half point as said) is not named"""

TRADE_AT_LEAST = 1
"""a part of two options a test could not tell apart is named when it is worth this much (VP, to the
half point as said): half a VP in a level race is the trial games' noise, not a difference to weigh"""

LEDGER_TILES = 4
"""tiles the ledger lists under the final scoring, the biggest differences first (a list of half-VP
differences on every tile is noise to a reader)"""

#: the parts of a gap, in the order the ledger lists them, and the VP one unit of each is worth
PARTS = {"gain": 1.0, "earth": 1.0, "rival": -1.0}


def to_half(x: float) -> int | float:
    """A VP amount to the half point (the playouts average a few draws: more digits would pretend),
    halves rounded up, as a reader rounds; the same everywhere a loss is said. Never negative: a
    sentence says "more" or "less" (:func:`signed_half` keeps the sign, for sums)."""
    y = math.floor(round(abs(x), 2) * 2 + 0.5) / 2
    return int(y) if y == int(y) else y


def signed_half(x: float) -> float:
    return math.copysign(to_half(x), x)


def said(x: float, lang: str) -> str:
    """A VP amount as a reader writes it, to the half point (``2.5``, ``2,5``)."""
    return number(to_half(x), lang)


def tile_parts(better: dict[str, float], worse: dict[str, float]) -> list[tuple[str, float]]:
    """The tiles whose final-scoring VP for the animal differ between the two, the biggest
    difference first: ``("q,r", VP)``."""
    keys = {k for k in (*better, *worse) if k.startswith(TILE_TERM)}
    out = [(k[len(TILE_TERM):], better.get(k, 0.0) - worse.get(k, 0.0)) for k in keys]
    return sorted((t for t in out if abs(t[1]) >= SAYABLE / 2), key=lambda t: (-abs(t[1]), t[0]))


def parts(better: dict[str, Any], worse: dict[str, Any],
          on_board: Collection[str] | None = None) -> tuple[list[tuple[str, float, str | None]], float]:
    """The gap between rows ``better`` and ``worse`` (each with ``value`` and ``terms``) split into
    its parts: ``[(part, VP, tile or None)]``, the biggest first, and the rest — what the board
    tie-breakers make of the gap. The earth's part is split off for the one tile that makes more
    than half of it, when one does ("earth_tile"), the rest of the earth staying "earth"; with
    ``on_board`` (the tiles on the board at the decision), only for one of those: a tile laid only in
    the trial games has no terrain a learner can find, and is left in the earth."""
    b, w = better["terms"], worse["terms"]
    out: list[tuple[str, float, str | None]] = []
    for term, unit in PARTS.items():
        if term in b and term in w:
            out.append((term, unit * (b[term] - w[term]), None))
    earth = next((p for p in out if p[0] == "earth"), None)
    tiles = [t for t in tile_parts(b, w) if on_board is None or t[0] in on_board]
    if earth is not None and tiles and abs(tiles[0][1]) > abs(earth[1]) / 2 and tiles[0][1] * earth[1] > 0:
        tile, vp = tiles[0]
        out.remove(earth)
        out += [("earth_tile", vp, tile), ("earth", earth[1] - vp, None)]
    gap = better["value"] - worse["value"]
    rest = gap - sum(p[1] for p in out)
    out = [p for p in out if abs(p[1]) >= 1e-9]
    out.sort(key=lambda p: -abs(p[1]))
    return out, rest


def cut_short(*rows: dict[str, Any]) -> bool:
    """Whether a playout of any of ``rows`` stopped before the end of the turn (``cut``: the coach's
    budget did not reach it, :meth:`ds_widget.bots.coach.CoachBot.analyse`): then its VP and its earth
    are counted where the trial games stop, and "by the end of the turn" would not be true."""
    return any(r.get("cut") is not None for r in rows)


def part_text(part: tuple[str, float, str | None], lang: str, terrains: dict[str, str], *,
              lacks: bool = False, cut: bool = False) -> str:
    """One part in words: ``2.5 VP more by the end of the turn``, ``3 VP more from the wetland
    north of the centre if the game ended this turn``, or — ``lacks``, or a part against — what
    the better option gives up; with ``cut`` (:func:`cut_short`), counted where the trial games stop."""
    term, vp, tile = part
    against = (vp < 0) != lacks
    timed = cut and term not in TIMELESS        # said where the trial games stopped (the legend reads the same rule)
    key = f"review.{'against' if against else 'part'}.{term}" + ("_cut" if timed else "")
    fields: dict[str, Any] = {"amount": said(vp, lang), "n": to_half(vp)}
    if term == "earth_tile":
        assert tile is not None
        fields["tile"] = place(tile, terrains.get(tile), lang)
    return msg(key, lang, **fields)


Part = tuple[str, float, str | None]


def forms(named: list[Part], rest: float, gap: float) -> tuple[list[tuple[str, list[Part], list[Part]]], bool]:
    """The forms :func:`lead` tries, in order, for a gap of ``gap`` VP made of the parts ``named``
    (:func:`parts`) and the ``rest``: each ``(kind, parts said for it, part said against it)``, kind
    "sum" (they add up), "mainly" or "partly"; and whether the gap is *tiny* — more than one part,
    each half a VP, that rounding would make "mainly" name more than the gap (said as small
    differences added together)."""
    sayable = [p for p in named if to_half(p[1]) >= SAYABLE]
    pros = [p for p in sayable if p[1] > 0]
    cons = [p for p in sayable if p[1] < 0]
    whole = (len(pros) <= 2 and len(cons) <= 1 and to_half(rest) < SAYABLE
             and abs(sum(signed_half(p[1]) for p in sayable) - signed_half(gap)) < 1e-9
             and all(to_half(p[1]) < SAYABLE for p in named if p not in sayable))
    # every part half a VP, and more than one: rounding makes "mainly" name more than the gap; the
    # sentence says the gap comes from small differences (the ledger has them)
    tiny = not whole and len(sayable) > 1 and all(to_half(p[1]) <= SAYABLE for p in sayable)
    tries = []
    if whole and pros:
        tries.append(("sum", pros, cons))
    # the parts named make more than the gap, and nothing against them is big enough to name: what the
    # small ones take back is said as one amount against them, so the sentence adds up ("mainly" would
    # name more than the whole: the readers of 2026-11-30, R6, R13, R16)
    for ps in ([pros, pros[:1]][:len(pros)] if not cons and len(pros) <= 2 else []):   # each shape once
        over = sum(to_half(p[1]) for p in ps) - to_half(gap)
        if ps and over >= SAYABLE and sum(to_half(p[1]) for p in pros if p not in ps) < SAYABLE:
            tries.append(("sum", ps, [("small", -over, None)]))
    # the earth said without its tile is the whole earth's part, not the tile's VP under the earth's name
    earth = sum(p[1] for p in named if p[0] in ("earth", "earth_tile"))
    plain = [("earth", earth, None) if p[0] == "earth_tile" else p for p in pros[:1]
             if p[0] != "earth_tile" or to_half(earth) >= SAYABLE and earth > 0]
    # parts that make more than the whole gap would hide what goes the other way: it is said beside
    # them ("though …"), in every shorter form before any form that leaves it out
    shapes = (pros[:2], pros[:1], plain)

    def hides(ps: list[tuple[str, float, str | None]]) -> bool:     # more than the gap: a loss beside them
        return bool(cons) and sum(to_half(p[1]) for p in ps) - to_half(gap) >= SAYABLE

    def net(ps: list[Part]) -> float:     # what the parts named make once the loss beside them is taken off
        return sum(to_half(p[1]) for p in ps) - to_half(cons[0][1])

    # the parts and the loss beside them leave some of the gap to smaller differences: all three said, so
    # the sentence adds up ("mainly 10 VP …, though 6 VP …" of a gap of 7 read as not adding up: the
    # twenty-third readers, H2, H12)
    tries += [("sum", ps, [cons[0], ("rest", to_half(gap) - net(ps), None)]) for ps in shapes
              if hides(ps) and net(ps) > 0 and to_half(gap) - net(ps) >= SAYABLE]
    # "mainly" where what they make, the loss taken off, is more than half the gap; else "among other things"
    tries += [("mainly" if net(ps) * 2 > to_half(gap) else "partly", ps, cons[:1]) for ps in shapes if hides(ps)]
    for ps in shapes:                        # "mainly" only of parts that make more than half the gap;
        if not hides(ps):                    # never one that hides a loss its "though" could not fit
            tries.append(("mainly" if sum(to_half(p[1]) for p in ps) * 2 > to_half(gap) else "partly", ps, []))
    return tries, tiny


def bare(frame: str, lang: str, better_label: str, worse_label: str, gap: float) -> str:
    """The lead with the gap and no parts: the other option named where the frame has words for it
    (``…_bare_named``: "… ahead of “Migration 2”", not "… ahead of the next best": the readers of
    2026-11-30) and the sentence stays within :data:`MOST_WORDS` words."""
    cap = sentence if frame != "row" else str
    named = f"review.{frame}_bare_named"
    if has(named):
        text = cap(msg(named, lang, better=better_label, worse=worse_label, gap=said(gap, lang)))
        if words(text) <= MOST_WORDS:
            return text
    return cap(msg(f"review.{frame}_bare", lang, better=better_label, gap=said(gap, lang)))


def lead(better: dict[str, Any], worse: dict[str, Any], better_label: str, worse_label: str, lang: str,
         terrains: dict[str, str] | None = None, *, frame: str = "lead", lacks: bool = False,
         shorter: tuple[str, str] | None = None, told: set[str] | None = None) -> str:
    """The lead: ``better_label`` would have been worth about G VP more than ``worse_label``, and
    the one or two parts that make it — all of them, said to add up, when the parts named (to the
    half VP) sum to G (as said) and nothing else is worth saying; else "mainly" and the biggest in
    its favour — or "among other things", when those make no more than half of G. Never more than
    :data:`MOST_WORDS` words: a second part, then the other option's name, then the tile's name
    (the earth said instead), at last every part (the ledger has them) are left out to stay within
    them. ``frame``: "lead" (the review: what the better option would have been worth) or "hint"
    (the coach's choice, worth that much more), "mine" (the move played was the best: what it was
    worth) or "row" (a lower row of the hint: how much less than the choice, its parts said as what
    it lacks, ``lacks``). ``shorter``: the two options' shorter names (their labels, where the others
    say the moves: "“grub”" for "taking the grub"), tried in every form before a part is left out.
    ``told``: where given, the kinds of the parts the sentence names are added to it (:func:`said_kinds`)."""
    on_board = terrains                          # None: every tile may be named (made-up rows)
    terrains = terrains or {}
    cap = sentence if frame != "row" else str        # a hint's row goes on after the option's label
    cut = cut_short(better, worse)
    gap = better["value"] - worse["value"]
    if better.get("cut") != worse.get("cut"):     # lines stopped at different points: no part compares
        if frame == "row":           # no figure; the legend says once why such games are no fair comparison
            said_kinds(told, [("uneven",)], False)
            return msg("review.row_uneven", lang, better=better_label, gap=said(gap, lang))
        return bare(frame, lang, better_label, worse_label, gap)
    named, rest = parts(better, worse, on_board)
    tries, tiny = forms(named, rest, gap)
    pros = any(ps for _, ps, _ in tries)         # a part in the better option's favour is worth naming
    text = ""
    names = [(better_label, worse_label)] + ([shorter] if shorter and shorter != (better_label, worse_label) else [])
    for (kind, ps, cs), (better_said, worse_named) in ((t, n) for t in tries for n in names if not tiny):
        # a tile's name is not bought by shortening the move to its label ("Choosing “forest …”"): the earth
        # said whole with the move's own words comes first (the twentieth readers, R1, R6)
        if not ps or (better_said, worse_named) != names[0] and any(p[0] == "earth_tile" for p in ps):
            continue
        joined = part_text(ps[0], lang, terrains, lacks=lacks, cut=cut)
        if len(ps) > 1:
            joined = msg("review.and", lang, first=joined,
                         second=part_text(ps[1], lang, terrains, lacks=lacks, cut=cut))
        joins = [joined]
        if cs:      # a loss smaller than the parts named "only partly makes them up" (where it fits); else "though"
            made = sum(to_half(p[1]) for p in ps)
            offset = cs[0][0] != "small" and made > to_half(cs[0][1])
            cost = part_text(cs[0], lang, terrains, lacks=lacks, cut=cut)
            joins = [msg(k, lang, text=joined, cost=cost, n=made)
                     for k in ("review.offset", "review.though")[0 if offset else 1:]]
        if len(cs) > 1:     # what smaller differences make of the gap besides
            joins = [msg("review.rest", lang, text=j, amount=said(cs[1][1], lang), way="less" if lacks else "more")
                     for j in joins]
        for joined, worse_said in ((j, w) for j in joins for w in (worse_named, None)):
            key = f"review.{frame}_{kind}" + ("" if worse_said else "_yours")
            text = cap(msg(key, lang, better=better_said, worse=worse_said or "", gap=said(gap, lang),
                           parts=joined))
            if words(text) <= (ROW_WORDS if frame == "row" else MOST_WORDS):
                said_kinds(told, [*ps, *cs[:1]], cut)
                return text
    if tiny or not pros:
        text = cap(msg(f"review.{frame}_small", lang, better=better_label, worse=worse_label, gap=said(gap, lang)))
        if not pros or words(text) <= MOST_WORDS:
            return text
    return bare(frame, lang, better_label, worse_label, gap)


def biggest(named: list[Part], side: int) -> Part | None:
    """The biggest of the parts ``named`` (:func:`parts`, the biggest first) on ``side`` (1: in the first row's
    favour, -1: against it) that is worth weighing: :data:`TRADE_AT_LEAST` VP or more."""
    return next((p for p in named if p[1] * side > 0 and to_half(p[1]) >= TRADE_AT_LEAST), None)


def trade_off(first: dict[str, Any], second: dict[str, Any], first_label: str, second_label: str, lang: str,
              terrains: dict[str, str] | None = None, told: set[str] | None = None) -> str | None:
    """Where two options that a test could not tell apart differ (each a row with ``value``,
    ``terms`` and ``cut``, averaged over the same rounds): the biggest part in ``first``'s favour and
    the biggest in ``second``'s, each from its own side ("with “A”, 3 VP more from the wetland …;
    with “B”, 6 VP more by the end of the turn") — what a learner weighs when the totals are level;
    that smaller differences make up the rest when the two named do not give the gap (to the half VP
    as said), and how much they make and in whose favour (a named part may favour the option that
    lost, or be bigger than the gap: the rest then says which way the small ones go); that no part
    differs by :data:`TRADE_AT_LEAST` VP when none does. None when the lines stopped at different
    points (no part compares). ``told``: as :func:`lead`'s."""
    if first.get("cut") != second.get("cut"):
        return None
    cut = cut_short(first, second)
    named, _ = parts(first, second, terrains)
    terrains = terrains or {}
    mine, theirs = biggest(named, 1), biggest(named, -1)
    if mine is None and theirs is None:     # the biggest of the small ones named, where there is one to say
        text = msg("review.hint_differ_none", lang, n=TRADE_AT_LEAST)
        top = named[0] if named and to_half(named[0][1]) >= SAYABLE else None
        if top is not None:
            said_kinds(told, [top], cut)
            text = msg("review.hint_differ_biggest", lang, text=text, label=first_label if top[1] > 0 else second_label,
                       part=part_text((top[0], abs(top[1]), top[2]), lang, terrains, cut=cut))
        return text
    said_of = {}
    for key, p in (("mine", mine), ("theirs", theirs)):
        if p is not None:       # from the side of the option it favours: "N VP more …"
            said_of[key] = part_text((p[0], abs(p[1]), p[2]), lang, terrains, cut=cut)
    said_kinds(told, [p for p in (mine, theirs) if p is not None], cut)
    if mine is not None and theirs is not None:
        text = msg("review.hint_differ_both", lang, better=first_label, worse=second_label, **said_of)
    else:
        label, part = (first_label, said_of["mine"]) if mine is not None else (second_label, said_of["theirs"])
        text = msg("review.hint_differ_one", lang, label=label, part=part)
    shown = sum(signed_half(p[1]) for p in (mine, theirs) if p is not None)
    gap = signed_half(first["value"] - second["value"])
    if mine is not None and theirs is not None and abs(shown) < SAYABLE <= abs(gap):
        text = msg("review.hint_differ_cancel", lang, text=text)  # the two named cancel: the gap is the rest
    elif abs(shown - gap) >= SAYABLE:          # the parts named are not the whole gap: how much is left, for whom
        rest = gap - shown
        text = msg("review.hint_differ_rest", lang, text=text, amount=said(rest, lang), n=to_half(rest),
                   label=first_label if rest > 0 else second_label,
                   way="with" if (rest > 0) == (shown > 0) else "against")   # the small ones add, or take back
    if to_half(gap) <= SAYABLE:                # a part named, yet level in all (the thirty-first readers, H17)
        text = msg("review.hint_differ_level", lang, text=text)
    return text


def ledger(better: dict[str, Any], worse: dict[str, Any], lang: str,
           terrains: dict[str, str] | None = None) -> list[str]:
    """:func:`ledger_lines` as plain lines (a text, a printout)."""
    return [text for text, _ in ledger_lines(better, worse, lang, terrains)]


def ledger_rest(gap: float, shown: list[float]) -> tuple[float, float]:
    """The ledger's last two value lines, for a gap of ``gap`` whose named lines are worth ``shown``:
    the rest (the smaller parts and what the coach weighs besides VP), printed where it reaches half
    a VP, and the rounding — what the printed lines leave of the printed gap, a whole number of half
    VP — printed as such, so the lines add up to the total (the seventeenth readers added 0.5 + 0.5
    under 0.5) and no line is only rounding under another's name (the eighteenth: a "rest" of 0.5 VP
    that was the named lines' rounding read as endangered species)."""
    rest = gap - sum(shown)
    printed = sum(signed_half(x) for x in shown) + (signed_half(rest) if to_half(rest) >= SAYABLE else 0.0)
    return rest, signed_half(gap) - printed


def ledger_lines(better: dict[str, Any], worse: dict[str, Any], lang: str,
                 terrains: dict[str, str] | None = None, first: str | None = None) -> list[tuple[str, int]]:
    """Every part of the gap, one line each with its VP (the "Why?" a learner opens): VP by the end
    of the turn, the best other animal, the final scoring of the earth and then tile by tile (the
    tiles on the board at the decision whose VP for the animal differ by 1 VP or more, at most
    :data:`LEDGER_TILES`), the board tie-breakers' rest, and over how many playouts
    each option was averaged; ``first``: the better option in words, which small differences alone are said to
    favour (the thirty-fifth readers, R18). Each line with its depth: 1 for the earth's "of which" lines, which
    the widget lists under the earth's line (they are part of it, not beside it), else 0."""
    terrains = terrains or {}
    b, w = better["terms"], worse["terms"]
    gap = better["value"] - worse["value"]
    named = [(t, u * (b[t] - w[t]), None) for t, u in PARTS.items() if t in b and t in w]
    listed = [p for p in sorted(named, key=lambda p: -abs(p[1])) if to_half(p[1]) >= SAYABLE]
    rest, rounding = ledger_rest(gap, [p[1] for p in listed])
    cut = cut_short(better, worse)
    lines: list[tuple[str, int]] = []
    for p in listed:
        text = part_text(p, lang, terrains, cut=cut)
        if p[0] == "rival":              # its VP count the other way: said whose good it is (the readers' R14)
            text = msg("review.ledger_rival", lang, text=text, way="for" if p[1] > 0 else "against")
        lines.append((text, 0))
        if p[0] == "earth":              # the tiles on the board at the decision that differ by 1 VP or more
            shown = [(t, vp) for t, vp in tile_parts(b, w) if t in terrains and to_half(vp) >= 1]
            for tile, vp in shown[:LEDGER_TILES]:
                lines.append((msg("review.ledger_tile", lang, tile=place(tile, terrains.get(tile), lang),
                                  amount=said(vp, lang), n=to_half(vp), more="more" if vp > 0 else "less"), 1))
            # the other tiles are what the lines as printed leave of the earth's line as printed, so a
            # reader who adds them up gets the earth's figure
            other = signed_half(p[1]) - sum(signed_half(vp) for _, vp in shown[:LEDGER_TILES])
            if shown and to_half(other) >= SAYABLE:
                lines.append((msg("review.ledger_other_tiles", lang, amount=said(other, lang), n=to_half(other),
                                  more="more" if other > 0 else "less"), 1))
    # the rest alone (no part worth a line): said as small differences together, not as "the rest" of nothing;
    # a rest and a rounding that cancel as printed are neither said: the lines above add up without them (the
    # twenty-ninth German reader, R14: "0.5 VP more" from small differences, then "0.5 VP less" for rounding)
    cancel = listed and to_half(rest) >= SAYABLE and signed_half(rest) + rounding == 0
    for key, x in (("review.ledger_rest" if listed else "review.ledger_small_sum", rest),
                   ("review.ledger_rounding", rounding)):
        if to_half(x) >= SAYABLE and not cancel:
            whose = {"first": first} if first and key == "review.ledger_small_sum" else {}
            lines.append((msg(f"{key}_named" if whose else key, lang, amount=said(x, lang), n=to_half(x),
                              more="more" if x > 0 else "less", **whose), 0))
    if not lines:                    # every part under half a VP: the ledger says so rather than nothing
        lines.append((msg("review.ledger_tiny", lang), 0))
    elif sum(depth == 0 for _, depth in lines) > 1:     # the sum a class checks, and finds
        lines.append((msg("review.ledger_total", lang, amount=said(gap, lang), n=to_half(gap),
                          more="level" if not to_half(gap) else "more" if gap > 0 else "less"), 0))
    nb, nw = better.get("n", 0), worse.get("n", 0)
    lines.append((msg("review.ledger_playouts_each", lang, n=nb) if nb == nw
                  else msg("review.ledger_playouts", lang, better=nb, worse=nw), 0))
    told: set[str] = set()
    said_kinds(told, listed, cut)
    if told_apart := legend_text(told, lang):      # two kinds of "VP for you": told apart
        lines.append((told_apart, 0))
    return [(sentence(x), depth) for x, depth in lines]


def words(text: str) -> int:
    """Words as a reader counts them (a number is a word, l'acqua one, a lone dash "–" none)."""
    return sum(1 for w in text.split() if any(c.isalnum() for c in w))


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def within(key: str, lang: str, fields: dict[str, Any], endings: tuple[str, ...] = ("", "_short", "_plain")) -> str:
    """The sentence of ``key`` that keeps to :data:`MOST_WORDS` words: as it is, then without the
    other option's name (``_short``), then naming neither (``_plain``: a label may run to 20 words)."""
    for ending in endings:
        text = sentence(msg(f"{key}{ending}", lang, **fields))
        if words(text) <= MOST_WORDS:
            return text
    return text
