"""What the widget sends to the page, in words: pure functions from a session (and a language)
to the JSON-ready dicts of the widget's traits. Words come from :mod:`ds_widget.explain`."""
from __future__ import annotations

from typing import Any

from ..bots.coach import CoachBot
from ..bots.rating import ANCHOR_RATING
from ..engine.calc import dominance_verdict
from ..engine.constants import ALL_TERRAINS, ANIMALS, ELEMENTS
from ..engine.errors import MalformedError
from ..engine.flow import Decision
from ..engine.hexmap import parse_hex
from ..engine.match import Match
from ..engine.state import State
from ..explain import (
    describe,
    focus,
    fragment_caption,
    keys,
    label,
    msg,
    name,
    option_label,
    prompt,
    rule_name,
    verdict_text,
)
from ..explain.catalog import page_template, variables
from ..explain.places import terrains_of
from ..explain.position import tile_name
from ..practice.question import BUTTONS
from ..practice.words import sentence, value_label
from ..review.hint_kind import overturned
from ..review.legend import legend_text
from ..review.sure import hint_analysis as analyse_for_hint
from ..review.words import advice
from .practice import PracticeDesk
from .session import Session

PREVIEW_KINDS = ("dominance_changed", "tile_scored", "glaciation", "species_eliminated",
                 "element_placed", "element_removed", "bonus_vp")


#: the messages of the catalog's ``ui`` section that the page fills in itself (a seat's number, a
#: question's number, how many choices are hidden): sent as templates, one per plural category
PAGE_TEMPLATES = ("ui.seat_label", "ui.practice.question", "ui.a11y.more_options")
#: the messages of the ``ui`` section that cite a number of the engine, with it: sent formatted
UI_FIELDS: dict[str, dict[str, Any]] = {"ui.rating": {"anchor": round(ANCHOR_RATING)}}


def ui_strings(lang: str) -> dict[str, Any]:
    """The front end's words (buttons, headings, seat kinds) from the catalog's ``ui`` section, and
    the names the What if palette shows (``name.element.grass`` …). A message with fields is
    formatted in Python when it is used (:func:`ds_widget.explain.msg`); only
    :data:`PAGE_TEMPLATES` go to the page, as ``{category: template}``."""
    words: dict[str, Any] = {}
    for k in keys("en"):
        if not k.startswith("ui."):
            continue
        if k in PAGE_TEMPLATES:
            words[k[3:]] = page_template(k, lang)
        elif k in UI_FIELDS:
            words[k[3:]] = msg(k, lang, **UI_FIELDS[k])
        elif not variables(k, lang):
            words[k[3:]] = msg(k, lang)
    for kind, values in (("element", ELEMENTS), ("terrain", ALL_TERRAINS), ("animal", ANIMALS)):
        words.update({f"name.{kind}.{v}": name(kind, v, lang) for v in values})
    return words


def decision(session: Session, d: Decision | None, lang: str) -> dict[str, Any]:
    """The pending decision in words; an option that is a tile of the board has its ``name`` too,
    the words the page gives it when it is focused on the board (:func:`~ds_widget.explain.position.tile_name`:
    its place and who dominates it)."""
    if d is None:
        return {}
    st = session.game.state
    options = []
    for o in d.options:
        row = {"id": o.id, "label": label(o, d, lang), "target": o.target, "kind": o.kind}
        h = parse_hex(o.value) if o.kind == "tile" and isinstance(o.value, str) else None
        if h is not None and h in st.tiles:
            row["name"] = tile_name(st, h, lang)
        options.append(row)
    return {"animal": d.animal, "animal_name": name("animal", d.animal, lang), "seat": session.seat_of(d.animal),
            "seat_kind": session.seat_kind(d.animal), "kind": d.kind, "rule": rule_name(d.rule, lang),
            "prompt": prompt(d, lang), "options": options}


def narration(events: list[dict[str, Any]], lang: str) -> list[dict[str, Any]]:
    return [{"kind": e["kind"], "text": describe(e, lang), "focus": focus(e)}
            for e in events if e["kind"] not in ("pawn_resolved",)]


#: the rows of the history the page lists (the newest; the slider and Undo reach the others): only
#: these are worded and sent — 200 used to be, a fifth of a click's message on a late-game board
HISTORY_ROWS = 12


def log_rows(session: Session, lang: str, n: int = HISTORY_ROWS) -> list[dict[str, Any]]:
    """The last ``n`` applied choices, in words."""
    return [{"ply": h["ply"], "animal": h.get("animal"), "animal_name": name("animal", h.get("animal"), lang),
             "label": option_label(h["facts"], lang) if h.get("facts") else "",
             "rule": rule_name(h.get("rule", ""), lang)} for h in session.game.history_tail(n)]


def status(session: Session, st: State, lang: str, mode: str) -> dict[str, Any]:
    g = session.game
    res = g.result
    summary = ""
    if res and res["reason"] == "example":
        summary = msg("ui.example_over_text", lang)
    elif res:
        scores = ", ".join(f"{name('animal', a, lang)} {v}" for a, v in res["scores"].items())
        key = "ui.game_over_text" if res["reason"] == "ice_age" else "ui.stopped_text"
        summary = msg(key, lang, turns=res["turns"], winner=name("animal", res["winner"], lang), scores=scores)
    # a rulebook example states no turn: its caption says what it is instead (engine/fragment.py)
    caption = fragment_caption(st.fragment, lang) if st.fragment is not None else None
    return {"turn": st.turn, "caption": caption, "phase": name("phase", st.phase, lang), "over": g.is_over,
            "summary": summary,
            "winner": res["winner"] if res else None, "reason": res["reason"] if res else None,
            "scores": [{"animal": a, "name": name("animal", a, lang), "vp": x.vp, "seat": x.player}
                       for a, x in st.animals.items()],
            "can_undo": g.can_undo, "can_redo": g.can_redo, "mode": mode, "paused": session.paused,
            "exploring": session.exploring}


class _Worded(CoachBot):
    """The coach wording an analysis it has already made (:func:`hint_words`): a change of language
    re-words the hint without valuing the options again."""

    def __init__(self, seed: int, ranked: list[dict[str, Any]]) -> None:
        super().__init__(seed)
        self._ranked = ranked

    def analyse(self, game: Match, extra: str | None = None) -> list[dict[str, Any]]:
        return self._ranked


def hint_analysis(session: Session) -> dict[str, Any] | None:
    """The coach's analysis of the session's pending decision (:func:`ds_widget.review.sure.hint_analysis`):
    what :func:`hint_words` words in any language; None with no decision pending."""
    return analyse_for_hint(session.game, session.seed)


def hint_words(made: dict[str, Any] | None, session: Session, lang: str, version: int) -> dict[str, Any]:
    """The hint in ``lang`` from the coach's analysis ``made`` (:func:`hint_analysis`, at the
    session's pending decision): its top three options, each with its estimate and reasons
    (:meth:`ds_widget.bots.CoachBot.explain`), led by what sets the choice apart from the next best
    (:func:`ds_widget.review.words.advice`); its ``legend`` where the rows say VP scored and VP the
    earth would give side by side, or where the trial games stopped (:func:`ds_widget.review.legend.legend_text`)."""
    g = session.game
    d = g.pending
    if d is None or made is None or made["ply"] != g.ply:
        return {}
    coach = _Worded(made["seed"], made["ranked"])
    h = coach.explain(g, lang=lang)
    if h["ranking"] and made.get("sure") is not None:     # "about equal" when the race could not tell
        h["ranking"][0]["sure"] = made["sure"]
    labels = {o.id: label(o, d, lang) for o in d.options}
    told: set[str] = set()
    text, rows = advice(h["ranking"], d, lang, terrains_of(g.state), told)      # a tile named by its terrain
    choice = h["choice"]
    if overturned(made.get("sure")) and len(rows) > 1:
        choice = rows[0]["option"]          # the longer test of the two found the next one surely better
    return {"animal": d.animal, "option": choice, "label": labels.get(choice, ""),
            "ranking": rows, "text": text or labels.get(choice, ""),
            "how": f"{coach.how(lang)} {msg('review.hint_how_longer', lang)}", "version": version, "lang": lang,
            "legend": legend_text(told, lang)}


def hint(session: Session, lang: str, version: int) -> dict[str, Any]:
    """The coach's advice for the pending decision, in ``lang`` (:func:`hint_words` of a new
    :func:`hint_analysis`)."""
    return hint_words(hint_analysis(session), session, lang, version)


def preview(session: Session, option_id: str, lang: str, version: int) -> dict[str, Any]:
    """What choosing ``option_id`` would change right away (dominance, VP), without changing
    anything: computed on a copy."""
    g = session.game
    d = g.pending
    if d is None or d.get(option_id) is None:
        return {}
    after, events = g.peek(option_id)
    lines, targets = [], []
    for a, x in after.animals.items():
        change = x.vp - g.state.animals[a].vp
        if change:
            lines.append(msg("ui.preview_vp", lang, animal=name("animal", a, lang), vp=f"{change:+d}"))
    for ev in events:
        if ev["kind"] in PREVIEW_KINDS:
            lines.append(describe(ev, lang))
            targets.extend(focus(ev))
        if len(lines) >= 6:
            break
    return {"option": option_id, "lines": lines, "focus": targets[:20], "version": version, "lang": lang}


def why(st: State, tile: str, lang: str) -> dict[str, Any]:
    """Who dominates ``tile`` and why, term by term."""
    h = parse_hex(tile)
    if h not in st.tiles:
        raise MalformedError(f"({tile}) is not an earth tile")
    v = dominance_verdict(st, h)
    return {"tile": tile, "text": verdict_text(v, lang), "verdict": v, "focus": [f"tile-{tile}"], "lang": lang}


def practice(desk: PracticeDesk, lang: str) -> dict[str, Any]:
    """The question on show, what has been picked, the grade and the progress, in words."""
    q = desk.question
    labels = {c["value"]: c["label"] for c in q.choices(lang)}
    if q.format == "number":
        how = "how_number"
    elif q.select == "all":
        how = "how_all"
    else:
        how = "how_one_buttons" if any(c in BUTTONS for c in q.candidates) else "how_one"
    p = desk.session.progress
    kind = q.kind
    progress = msg("ui.practice.progress", lang, right=p.right(), asked=p.asked(),
                   streak=p.streak(kind))
    out: dict[str, Any] = {
        "number": desk.number, "kind": kind, "kind_name": msg(f"practice.kind.{kind}", lang),
        "difficulty": desk.session.difficulty, "seed": desk.session.seed,
        "text": q.text(lang), "how": msg(f"ui.practice.{how}", lang), "format": q.format, "select": q.select,
        "buttons": [{"value": c, "label": labels[c]} for c in q.candidates if c in BUTTONS],
        "board": [{"value": c, "label": labels[c]} for c in q.candidates if c not in BUTTONS],
        "picked": [{"value": c, "label": labels.get(c, c)} for c in desk.picked],
        "picked_text": (msg("ui.practice.picked", lang, items=", ".join(labels.get(c, c) for c in desk.picked))
                        if desk.picked else msg("ui.practice.picked_nothing", lang)),
        "answered": desk.answered, "grade": {},
        "progress": progress,
        "status": msg("ui.practice.status", lang, n=desk.number, kind=msg(f"practice.kind.{kind}", lang),
                      progress=progress),
        "kinds": [dict(row, line=msg("ui.practice.progress", lang, right=row["right"], asked=row["asked"],
                                      streak=row["streak"])) for row in desk.session.summary(lang)],
    }
    g = desk.grade(lang)
    if g is not None:
        given = ", ".join(value_label(v, q.state, lang, q.candidates) for v in g.given)
        lines = [sentence(x, lang) for x in q.explanation_lines]
        if g.rulings:
            lines.append(msg("practice.grade.rulings", lang, rulings=", ".join(g.rulings)))
        out["grade"] = {"correct": g.correct, "headline": g.headline, "explanation": g.explanation,
                        "lines": lines,
                        "given": msg("ui.practice.your_answer", lang, answer=given), "rulings": list(g.rulings)}
    return out
