"""The widget speaks its language everywhere (issue 48, item 6): in Italian and German no trait the
page shows — the buttons' words, the rulebook examples' list, the decision, the narration, the
status, the history, a hint, Why?, a review, a practice question, What if, the picture and its
text alternative — holds an English word, and a change of language re-words them all."""
from __future__ import annotations

import re

import pytest

from ds_widget import DominantSpeciesWidget
from ds_widget.bots.registry import make_bot
from ds_widget.explain.catalog import LANGUAGES
from tests.english import english

#: the traits the page shows in words
SHOWN = ("ui_text", "scenarios", "example", "decision", "narration", "status", "log_rows", "hint", "why",
         "review", "practice", "teach", "preview", "svg", "error", "explore", "seat_choices")


def send(w, **msg):
    if msg.get("type") in w.vocab["versioned"] and "version" not in msg:
        msg["version"] = w.version
    w._on_front_end_message(w, msg, [])
    return w


#: fields that hold identifiers the page needs (option ids, kinds, targets), not words it shows
IDENTIFIERS = {"id", "kind", "target", "name", "type", "rule", "mode", "option", "taken", "best", "value",
               "animal", "seat_kind", "verdict", "reason", "lang", "_lang", "focus", "state", "action",
               "targets", "subject", "candidates", "code", "winner", "cause", "source", "section", "element",
               "terrain", "tile", "space", "corner", "format", "select"}


def _strings(value, out: list[str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            if k not in IDENTIFIERS:
                _strings(v, out)
    elif isinstance(value, list):
        for v in value:
            _strings(v, out)
    elif isinstance(value, str):
        out.append(value)


def shown_text(w) -> str:
    """Every word the widget's traits give the page: the values of its traits (their keys and
    identifiers left out), the picture's text and text alternative (its markup left out)."""
    parts: list[str] = []
    for name in SHOWN:
        value = getattr(w, name, None)
        if name == "svg" and value:
            parts.append(re.sub(r"<style.*?</style>|<[^>]+>", " ", value, flags=re.S))
        elif value is not None:
            _strings(value, parts)
    return "\n".join(parts)


def leaked(w, lang: str) -> list[str]:
    return sorted(set(english(shown_text(w), lang)))


@pytest.mark.parametrize("lang", LANGUAGES[1:])
def test_every_mode_speaks_the_language(lang):
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, lang=lang)
    w.run_bots()
    assert leaked(w, lang) == []                                 # the table, its buttons and lists
    learner = make_bot("random", 5)
    for _ in range(6):
        w.run_bots()
        w.choose(learner.pick(w.game))
    w.run_bots()
    send(w, type="hint")
    send(w, type="why", tile="0,0")
    assert leaked(w, lang) == []                                 # a hint, Why?, the narration
    send(w, type="review", action="start")
    send(w, type="review", action="next")
    assert leaked(w, lang) == []                                 # the review and a mistake shown
    send(w, type="review", action="leave")
    send(w, type="practice", action="enter")
    assert leaked(w, lang) == []                                 # a practice question
    send(w, type="practice", action="leave")
    send(w, type="explore", action="enter")
    assert leaked(w, lang) == []                                 # What if
    send(w, type="explore", action="discard")
    send(w, type="scenario", name="glaciation")
    assert leaked(w, lang) == []                                 # a rulebook example (a fragment)


def test_a_change_of_language_rewords_the_lists_and_the_picture():
    w = DominantSpeciesWidget(["human"] * 4, seed=1, lang="en")
    titles = [s["title"] for s in w.scenarios]
    send(w, type="lang", lang="de")
    assert [s["title"] for s in w.scenarios] != titles and leaked(w, "de") == []
    assert "Beispiele aus der Spielregel" in w.ui_text["scenarios"]


def test_an_english_word_is_caught():
    """Planted: an English sentence in an Italian trait."""
    assert english("La partita è finita: the Birds win.", "it") == ["the", "Birds"]
    assert "Rulebook" in english("Rulebook examples…", "de")
    assert english("Beispiele aus der Spielregel, Habitat, Initiative", "de") == []
