"""Why one option beats another, in words: what the better one scores, takes, protects or denies
that the other does not.

Both the review (the option taken against the best) and the hint (the best against the next)
compare two rows of the coach's analysis by their *terms* at the end of the playouts
(:meth:`ds_widget.bots.coach.CoachBot.analyse`): VP scored until then, what the earth would score
for the animal, the best other animal's outlook, its species endangered, the tiles it dominates.
The reason leads with the differences worth the most VP; options whose values are equal are said
to be equal. Words come from the catalogs (``explain/messages/review``).
"""
from __future__ import annotations

from typing import Any

from ..bots.coach import BOARD_WEIGHTS, number
from ..engine.flow import Decision, option_facts
from ..explain import has, msg
from ..explain import label as option_button
from ..explain.names import option_label
from .both import both_said
from .hint_kind import EQUAL_AT_MOST, half, lead_kind, level, race_gap
from .kept import hint_more
from .lead import MOST_WORDS, lead, ledger_lines, sentence, to_half, trade_off, within, words
from .listing import measured, short_test_row
from .moves import move_of
from .spread import said_rival, spread_lines, surely_worse

#: a difference smaller than this (VP, or species) is not worth saying
NOTICEABLE = 0.5
#: the VP one unit of each term is worth to the coach (its value is outlook VP plus tie-breakers)
TERM_VP = {"gain": 1.0, "earth": 1.0, "rival": -1.0, "endangered": BOARD_WEIGHTS["endangered"],
           "dominated": 0.0}


def differences(better: dict[str, float], worse: dict[str, float]) -> list[tuple[str, float, float]]:
    """The terms in which ``better`` differs from ``worse``: ``(term, VP it is worth, amount)``, the
    ones in ``better``'s favour first, the biggest first (amount: how much more VP scored, how many
    fewer species endangered …, always positive for an advantage)."""
    out = []
    for term, vp in TERM_VP.items():
        if term not in better or term not in worse:
            continue
        delta = better[term] - worse[term]
        amount = delta if vp >= 0 else -delta    # "dominated" (0 VP: said only when nothing else is) as it is
        if abs(amount) < NOTICEABLE:
            continue
        out.append((term, amount * abs(vp), amount))
    out.sort(key=lambda t: (-(t[2] > 0), -abs(t[1]), -abs(t[2])))
    return out


def amount_text(term: str, amount: float, lang: str) -> dict[str, Any]:
    """The fields of a term's sentence: ``n`` (for the plural) and ``amount`` (as a reader writes it)."""
    if term in ("endangered", "dominated"):
        whole = round(abs(amount))
        return {"n": whole, "amount": str(whole)}
    n = to_half(amount)
    return {"n": n, "amount": number(n, lang)}


def why(better: dict[str, float], worse: dict[str, float], lang: str, most: int = 2, *,
        lacks: bool = False) -> str:
    """The ``most`` biggest advantages of ``better`` over ``worse``, joined, then what it gives up
    (the biggest disadvantage, if any); or that they differ only in small things. ``lacks``: the
    same differences said of ``worse`` (what it scores less, leaves endangered …)."""
    diffs = differences(better, worse)
    pros = [d for d in diffs if d[2] > 0 and (d[0] != "dominated" or len(diffs) == 1)][:most]
    cons = [] if lacks else [d for d in diffs if d[2] < 0 and d[0] != "dominated"][:1]
    parts = [msg(f"review.{'cost' if lacks else 'term'}.{t}", lang, **amount_text(t, a, lang)) for t, _, a in pros]
    if not parts:
        return msg("review.term.small", lang)
    text = msg("review.and", lang, first=parts[0], second=parts[1]) if len(parts) > 1 else parts[0]
    if cons:
        t, _, a = cons[0]
        text = msg("review.though", lang, text=text,
                   cost=msg(f"review.cost.{t}", lang, **amount_text(t, a, lang)))
    return text


#: options whose button label is not a noun a sentence can use ("None", "Done", "2")
SENTENCE_LABELS = ("none", "decline", "done", "count")


def label_of(row: dict[str, Any], lang: str, *, button: bool = False, quote: bool = True) -> str:
    """An option's name inside a sentence: its label in the language's quotes (“Adaptation 1”,
    «Foresta a sud-ovest del centro», „Larve“: a label is a name, not a noun phrase with its article,
    so a sentence that makes it its subject or object quotes it), or for a bare button what choosing
    it does ("declining") — or, with ``button``, the button's label in quotes (“Decline”: the hint
    speaks of the buttons the learner sees). ``quote=False``: the bare label, for a table's cell."""
    facts = row.get("facts")
    if not facts:
        return row["option"]
    if facts["kind"] in SENTENCE_LABELS and not button:
        n = int(facts["value"]) if facts["kind"] == "count" else 0      # every count counts species: “2 species”
        return msg(f"review.option.{facts['kind']}", lang, value=facts.get("value"), n=n)
    return msg("review.quote", lang, label=option_label(facts, lang)) if quote else option_label(facts, lang)


def subject_of(row: dict[str, Any], lang: str, kind: str | None = None) -> str:
    """An option as the subject of "… would have been worth": the move it makes at a decision of
    ``kind`` (:func:`.moves.move_of`: "taking the grub"), what choosing it does ("declining"), or for
    another label, "choosing “Adaptation 1”" — a quoted label is a name, and a name is not what would
    have been worth more (the readers of 2026-11-29: "“grub” would have been worth …")."""
    move = move_of(row, kind, (label := label_of(row, lang)), lang)
    if move is not None:
        return move
    facts = row.get("facts")
    if facts and (facts["kind"] not in SENTENCE_LABELS or facts["kind"] == "count"):   # a count is a name too
        return msg("review.choosing", lang, label=label)
    return label


def said_of(row: dict[str, Any], lang: str, kind: str | None = None) -> str:
    """An option inside a review's sentence: the move it makes at a decision of ``kind``
    (:func:`.moves.move_of`), else :func:`label_of`'s words."""
    move = move_of(row, kind, (label := label_of(row, lang)), lang)
    return label if move is None else move


def verdict_word(v: str, lang: str) -> str:
    """A verdict in words: "mistake", "errore", "Fehler"."""
    return msg(f"review.verdict.{v}", lang)


def compare(better: dict[str, Any], worse: dict[str, Any], lang: str) -> str:
    """One sentence: how much ``better`` (a row with ``value``, ``terms`` and ``facts``) would have
    been worth over ``worse`` and why, or that they are equal."""
    prefix = "review."
    gap = better["value"] - worse["value"]
    fields = {"better": subject_of(better, lang), "worse": label_of(worse, lang)}
    if gap <= EQUAL_AT_MOST:
        return sentence(msg(f"{prefix}equal", lang, **dict(fields, worse=subject_of(worse, lang))))
    return sentence(msg(f"{prefix}better", lang, **fields, gap=half(gap, lang),
                        why=why(better["terms"], worse["terms"], lang)))


def reason(judgement: dict[str, Any], lang: str) -> str:
    """A judged decision's one-line reason (:func:`.lead.lead`): what the best option would have
    given that the option taken did not; for a best move, what it gave over the next best; for an
    unclear one, that the playouts vary too much to tell."""
    rows = {r["option"]: r for r in judgement["rows"]}
    taken, best = rows[judgement["taken"]], rows[judgement["best"]]
    terrains, kind = judgement.get("terrains"), judgement.get("kind")
    against = said_rival(judgement)
    if judgement["verdict"] == "unclear" and against in rows:
        return unclear(taken, rows[str(against)], lang, kind, worse=surely_worse(judgement))
    if taken is best or judgement["loss"] <= EQUAL_AT_MOST:
        others = [r for r in judgement["rows"] if r["option"] != judgement["taken"]]
        if not others:
            return sentence(msg("review.alone", lang, better=label_of(taken, lang)))
        other = rows.get(judgement.get("rival") or "") or others[0]
        if taken["value"] - other["value"] <= EQUAL_AT_MOST:
            return within("review.equal", lang, {"better": subject_of(taken, lang, kind),
                                                 "worse": subject_of(other, lang, kind)}, ("", "_plain"))
        return lead(taken, other, said_of(taken, lang, kind), said_of(other, lang, kind), lang, terrains,
                    frame="mine", shorter=(label_of(taken, lang), label_of(other, lang)))
    return lead(best, taken, subject_of(best, lang, kind), said_of(taken, lang, kind), lang, terrains,
                shorter=(subject_of(best, lang), label_of(taken, lang)))


def why_ledger(judgement: dict[str, Any], lang: str) -> list[str]:
    """:func:`why_lines` as plain lines."""
    return [text for text, _ in why_lines(judgement, lang)]


def why_lines(judgement: dict[str, Any], lang: str) -> list[tuple[str, int]]:
    """The "Why?" ledger (:func:`.lead.ledger_lines`, each line with its depth): the better of the two options
    against the other, part by part, under a line that says which is counted against which (the lead may have
    the move played as its subject), then how sure the verdict is (:mod:`.spread`)."""
    rows = {r["option"]: r for r in judgement["rows"]}
    taken = rows[judgement["taken"]]
    other = rows.get(said_rival(judgement) or "") or rows[judgement["best"]]
    if other is taken:
        return []
    better, worse = (other, taken) if other["value"] > taken["value"] else (taken, other)
    kind = judgement.get("kind")       # in the lead's words, the moves: "taking the grub", not the button "grub"
    head = sentence(msg("review.ledger_head", lang, better=said_of(better, lang, kind),
                        worse=said_of(worse, lang, kind)))
    return [(head, 0), *ledger_lines(better, worse, lang, judgement.get("terrains"), said_of(better, lang, kind)),
            *spread_lines(judgement, lang, lambda o: said_of(rows[o], lang, kind))]


def unclear(taken: dict[str, Any], other: dict[str, Any], lang: str, kind: str | None = None, *,
            worse: bool = False) -> str:
    """Why a decision has no verdict: the move played, how far ahead of or behind the rival it came out
    on average, and that the playouts vary too much to tell which is better (:mod:`.sure`) — or, with
    ``worse`` (:func:`.spread.surely_worse`), that it is surely not better, only not how much worse."""
    diff = other["value"] - taken["value"]
    key = ("review.unclear_level" if to_half(diff) == 0 else "review.unclear_worse" if worse and diff > 0
           else f"review.unclear_{'behind' if diff > 0 else 'ahead'}")
    gap = half(abs(diff), lang)   # under a quarter VP apart: "level"; both moves named, as moves or labels

    def played(text: str) -> str:               # "(moving species off …)"; a quoted label is not bracketed twice
        quoted = text == label_of(taken, lang) != label_of(taken, lang, quote=False)
        return text if quoted else msg("review.played", lang, move=text)

    said = {"played": played(said_of(taken, lang, kind)), "against": said_of(other, lang, kind), "gap": gap}
    for form in (key, f"{key}_compact"):        # the moves, then in fewer words, before their labels
        if has(form) and words(moves := sentence(msg(form, lang, **said))) <= MOST_WORDS:
            return moves

    def short(row: dict[str, Any]) -> str:      # a label for a thing; the move for "done", "decline", a count
        facts = row.get("facts") or {}
        return said_of(row, lang, kind) if facts.get("kind") in SENTENCE_LABELS else label_of(row, lang)

    return within(key, lang, {"played": played(short(taken)), "against": short(other), "gap": gap})


def versus_played(tried: dict[str, Any], lang: str) -> str:
    """How a new choice at a reviewed decision compares with the move played there (:func:`.judge.regrade`'s
    ``played``): more or less VP where the interval says so surely, else about as good."""
    p = tried.get("played")
    if not p or p["option"] == tried["taken"]:
        return ""
    played = label_of({r["option"]: r for r in tried["rows"]}[p["option"]], lang, button=True)
    low, high = p["interval"]
    key = "better" if low > 0 else "worse" if high < 0 else "same"
    return msg(f"ui.review.tried_{key}", lang, played=played, gain=half(abs(p["gain"]), lang))


def hint_lead(rows: list[dict[str, Any]], kind: str, lang: str, terrains: dict[str, str] | None = None,
              told: set[str] | None = None) -> str:
    """The hint's first sentence, of :func:`lead_kind` ``kind``: the coach's choice and what sets it
    apart from the next best (``rows`` in the order the hint shows them: its choice first). Never more
    than :data:`MOST_WORDS` words: where the two options' labels make it longer (a corner's label
    may run to 20 words), the sentence names neither (``…_plain``: "the coach's choice", "the next
    best") — the rows below it name them."""
    best = rows[0]
    label = label_of(best, lang, button=True)
    if kind == "alone":
        return msg("review.hint_lead_alone", lang, label=label)
    if kind == "lead":
        raced = tested(rows)
        a, b = raced or (rows[0], rows[1])
        return lead(a, b, label, label_of(b, lang, button=True), lang, terrains,
                    frame="hint_tested" if raced else "hint", told=told)
    key, fields = lead_words(rows, kind, lang)
    # a kept choice says first what the coach's rule of thumb sees in it, where it says something (the gist)
    return within(key, lang, fields, ("_why", "_why_plain", "", "_plain") if fields.get("gist") else ("", "_plain"))


def tested(rows: list[dict[str, Any]]) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """The hint's first two rows with the longer test's averages (value, terms, where the lines
    stopped) where it was run (``sure``, :func:`ds_widget.review.sure.settle`: paired rounds, more of
    them than the quick test's), so the lead and the next row give the gap and parts it found; None
    where it was not run."""
    test = rows[0].get("sure") or {}
    if "first" not in test or "second" not in test:
        return None
    keep = ("value", "terms", "cut")
    return (dict(rows[0], **{k: test["first"][k] for k in keep}), dict(rows[1], **{k: test["second"][k] for k in keep}))


def lead_words(rows: list[dict[str, Any]], kind: str, lang: str) -> tuple[str, dict[str, Any]]:
    """The catalog key of :func:`hint_lead`'s sentence of ``kind`` (not "alone" or "lead") and its
    fields."""
    best, nxt = rows[0], rows[1]
    label = label_of(best, lang, button=True)
    if kind == "kept":       # every row valued higher named, not one of two (the twenty-first readers, H5)
        top, *more = sorted((r for r in rows if r["value"] - best["value"] > EQUAL_AT_MOST), key=lambda r: -r["value"])
        # trial games cut at different points give no figure to stand by (the thirty-sixth readers, H5)
        rough = all(r.get("cut") != best.get("cut") for r in (top, *more))
        return f"review.hint_lead_kept{'_rough' * rough}", {
            "label": label, "worse": label_of(top, lang, button=True), "n": 1 + len(more), "gist": best.get("gist", ""),
            "other": label_of(more[0], lang, button=True) if more else "",
            "gap": half(top["value"] - best["value"], lang), **kept_gaps(top, more, best, lang)}
    if kind in ("equal", "both", "both_actions"):
        return f"review.hint_lead_{kind}", {"label": label, "worse": label_of(nxt, lang, button=True),
                                            **both_said(best, nxt, lang)[1]}
    if kind == "about_equal":
        return (f"review.hint_about_{'level' if level(best) else 'equal'}",
                {"better": label, "worse": label_of(nxt, lang, button=True), **race_gap(best, lang)})
    # "beaten", shown first now: the option the longer test found better
    return "review.hint_lead_beaten", {"label": label_of(nxt, lang, button=True), "worse": label,
                                        "gap": half(-nxt["sure"]["gap"], lang)}


def kept_gaps(top: dict[str, Any], more: list[dict[str, Any]], best: dict[str, Any], lang: str) -> dict[str, str]:
    """The kept lead's second gap (the other row valued higher, ``gap2``) and whether it is said as the first
    (``same``: "2 VP better each"), not "at most 2" over two gaps (the twenty-eighth readers, H5)."""
    second = half(more[0]["value"] - best["value"], lang) if more else ""
    return {"gap2": second, "same": "yes" if second == half(top["value"] - best["value"], lang) else "no"}


def hint_deficit(best: dict[str, Any], row: dict[str, Any], lang: str,
                 terrains: dict[str, str] | None = None, told: set[str] | None = None) -> str:
    """Why a lower row of the hint is not the choice: how much it falls short of the best, in what
    (or, valued higher, that it is not higher by enough to leave the greedy bot's choice; or, as
    good, why, with its condition even where the lead said it: the forty-third readers, H3, H8, H9)."""
    if row["value"] - best["value"] > EQUAL_AT_MOST:
        return hint_more(best, row, label_of(best, lang, button=True), lang, terrains, told)
    if best["value"] - row["value"] <= EQUAL_AT_MOST:
        ending, fields = both_said(best, row, lang)
        return msg(f"review.hint_same{ending}", lang, better=label_of(best, lang, button=True), **fields)
    return lead(best, row, label_of(best, lang, button=True), label_of(row, lang, button=True), lang,
                terrains, frame="row", lacks=True, told=told)


def say_differ(row: dict[str, Any], first: dict[str, Any], lang: str, terrains: dict[str, str] | None, *,
               row_better: bool, told: set[str] | None = None) -> None:
    """Under the hint's second ``row``: where it and the ``first`` row (which holds the longer test of
    the two, ``sure``, with both options' averages) differ on that test's averages
    (:func:`.lead.trade_off`), said from the side of the better one (``row_better``: the longer test
    found ``row`` surely better) — its second reason, and its ``differ``."""
    test = first["sure"]
    if "first" not in test or "second" not in test:
        return
    sides = [(test["first"], label_of(first, lang, button=True)), (test["second"], label_of(row, lang, button=True))]
    (a, la), (b, lb) = sides[::-1] if row_better else sides
    differ = trade_off(a, b, la, lb, lang, terrains, told)
    if differ:
        row["differ"] = differ
        row["reasons"].insert(1, differ)


def advice(ranking: list[dict[str, Any]], d: Decision, lang: str,
           terrains: dict[str, str] | None = None, told: set[str] | None = None) -> tuple[str, list[dict[str, Any]]]:
    """The hint in words from the coach's ranking (:meth:`CoachBot.explain`): its first sentence (the
    choice and what sets it apart) and the rows, the choice first, each labelled, the lower ones led
    by what they lack against the choice and then only what was not said of a row above. Where the
    longer test found the second row surely better (``beaten``), that one is the choice and goes first;
    where it could not tell the two apart (``about_equal``), the second row says next where they
    differ on the longer test's averages (:func:`.lead.trade_off`, its ``differ``). ``terrains``: each
    tile's terrain (``"q,r"``), so a tile is named by it. ``told``: where given, the kinds of the parts
    the lead and rows name are added to it (:func:`.legend.legend` reads it: the hint's legend)."""
    rows = [dict(r, label=option_button(d.option(r["option"]), d, lang), facts=option_facts(d.option(r["option"]), d))
            for r in ranking]
    if not rows:
        return "", []
    said = set(rows[0]["reasons"])
    kind = lead_kind(rows)
    first = rows[0]
    if kind == "kept" and first.get("first_look"):   # kept for what the greedy bot sees in it at once
        first["reasons"] = [msg("review.hint_choice_first_look", lang, why=first["first_look"]),
                            *(x for x in first["reasons"] if x != first["first_look"])]
    elif first["reasons"] and kind != "beaten":   # its outlook is not said: not a reason, and measured where
        first["reasons"] = [msg("review.hint_choice", lang), *first["reasons"][1:]]   # each test stopped
    raced = tested(rows) if kind == "lead" else None     # the longer test confirmed the choice: its numbers
    top = measured(rows, kind, raced)         # a short-test row below it may fall less short (.listing)
    head_told: set[str] = set()
    head = hint_lead(rows, kind, lang, terrains, head_told) if raced else None
    # the row of the two the lead compares says the earth as the lead does: whole where the lead said it whole (the
    # twenty-ninth German reader, H19: 5.5 VP from the earth in the lead, 4 of them on one tile in the row)
    whole = "earth" in head_told and "earth_tile" not in head_told
    for i, r in enumerate(rows[1:]):
        own = [x for x in r["reasons"] if x not in said]
        said.update(r["reasons"])
        # "about_equal": the longer test could not tell the next row from the choice: its average gap, and unsure
        if kind == "about_equal" and i == 0:
            r["reasons"] = [msg(f"review.hint_about_same{'_level' * level(first)}", lang,
                                better=label_of(first, lang, button=True), **race_gap(first, lang))] + own
            say_differ(r, first, lang, terrains, row_better=False, told=told)
        elif kind == "beaten" and i == 0:           # the longer test found this one surely better: the choice
            gap = half(-first["sure"]["gap"], lang)
            r["reasons"] = [msg("review.hint_beaten_row", lang, better=label_of(first, lang, button=True),
                                gap=gap)] + own
            first["reasons"] = [msg("review.hint_beaten_loser", lang, better=label_of(r, lang, button=True),
                                    gap=gap)] + first["reasons"]
            say_differ(r, first, lang, terrains, row_better=True, told=told)
        else:
            # below a choice the longer test changed, a row is measured against the new choice, not the old
            base, that = raced if raced and i == 0 else ((rows[1] if kind == "beaten" else first), r)
            deficit = hint_deficit(base, that, lang, terrains={} if whole and i == 0 else terrains, told=told)
            if kind in ("about_equal", "beaten") or raced and i > 0:   # the rows above: the longer test's numbers
                short = base["value"] - that["value"]
                deficit = short_test_row(deficit, short, top, lang, lambda row: label_of(row, lang, button=True),
                                         rough=short > EQUAL_AT_MOST and base.get("cut") != that.get("cut"))
            elif raced:                                 # the next best, as the longer test found it
                deficit = msg("review.hint_longer", lang, text=deficit)
            r["reasons"] = [deficit] + own
    if kind == "beaten":
        rows[0], rows[1] = rows[1], rows[0]
    shown = [{k: v for k, v in r.items() if k not in ("facts", "placed", "first_look", "gist")} for r in rows]
    if head is None:
        head = hint_lead(rows, kind, lang, terrains, told)
    elif told is not None:
        told.update(head_told)
    return head, shown
