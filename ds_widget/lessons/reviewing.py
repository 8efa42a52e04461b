"""Lesson 14's pictures and words for a game review: the verdict counts, the mistakes in a table,
one mistake on the board (the move played and the better move marked), and a new try graded."""
from __future__ import annotations

from typing import Any

from ..engine.errors import MalformedError
from ..engine.flow import pending
from ..engine.match import Match
from ..explain import name, prompt
from ..review import MARKS, Review, is_mistake, reason
from ..review.judge import regrade
from ..review.words import half, label_of, verdict_word, versus_played
from .display import Table, Text


def vp(x: float, lang: str) -> str:
    return half(x, lang)


def summary_table(review: Review, lang: str, say: Any) -> Table:
    """How many decisions got each verdict."""
    counts = review.summary()["counts"]
    rows = [(f"{MARKS[v]} {verdict_word(v, lang)}", n) for v, n in counts.items()]
    return Table([say("review.verdict"), say("review.decisions")], rows,
                 title=say("review.counts", n=review.total))


def mistakes_table(review: Review, game: Match, lang: str, say: Any) -> Table:
    """Every decision marked an inaccuracy, a mistake or a blunder (the ones Next mistake walks
    through), in words: its number, its place in the history (the choices before it), the turn, the
    verdict, the question as the player read it, the move played and the better move as a sentence
    says them ("declining", "choosing 3", a tile by its place), the VP it lost."""
    rows = []
    for i, j in enumerate(m for m in review.results if is_mistake(m["verdict"])):
        by = {r["option"]: r for r in j["rows"]}
        word = f"{MARKS[j['verdict']]} {verdict_word(j['verdict'], lang)}"
        st = game.state_at(j["ply"])
        d = pending(st)
        rows.append((i + 1, j["ply"], st.turn, word, prompt(d, lang) if d is not None else "",
                     label_of(by[j["taken"]], lang, quote=False),
                     label_of(by[j["best"]], lang, quote=False), vp(j["loss"], lang)))
    return Table([say("review.n"), say("review.place"), say("review.turn"), say("review.verdict"),
                  say("review.question"), say("review.played"), say("review.better"), say("review.vp_lost")],
                 rows, title=say("review.mistakes"))


def nth_mistake(review: Review, n: int) -> dict[str, Any]:
    ms = [m for m in review.results if is_mistake(m["verdict"])]
    if not 1 <= n <= len(ms):
        raise MalformedError(f"the review found {len(ms)} mistakes; there is no number {n}")
    return ms[n - 1]


def mistake_words(j: dict[str, Any], game: Match, lang: str, say: Any) -> Text:
    """One mistake in words: the question, the move played, the better move, why."""
    by = {r["option"]: r for r in j["rows"]}
    title = say("review.mistake_title", turn=game.state.turn, animal=name("animal", j["animal"], lang),
                verdict=f"{MARKS[j['verdict']]} {verdict_word(j['verdict'], lang)}")
    return Text([prompt(game.pending, lang) if game.pending else "",
                 say("review.played_line", label=label_of(by[j["taken"]], lang, button=True)),
                 say("review.better_line", label=label_of(by[j["best"]], lang, button=True),
                     vp=vp(j["loss"], lang)),
                 reason(j, lang)], title=title)


def grade_try(game: Match, judged: dict[str, Any], option: str, seed: int, lang: str, say: Any) -> Text:
    """A new choice at a mistake's position, graded by the reviewer: raced against the better move
    and the move played (:func:`ds_widget.review.judge.regrade`); what it gives against each."""
    tried = regrade(game, judged, option, seed)
    label = label_of({r["option"]: r for r in tried["rows"]}[option], lang, button=True)
    v = tried["verdict"]
    title = say("review.tried", label=label, verdict=f"{MARKS[v]} {verdict_word(v, lang)}", vp=vp(tried["loss"], lang))
    return Text([x for x in (versus_played(tried, lang), reason(tried, lang)) if x], title=title)
