"""A review's sentence says the move, not the button: "taking the grub", not "Choosing “grub”"
(readers of 2026-11-29/30), in every language, for every decision kind with a move message."""
from __future__ import annotations

import pytest

from ds_widget.bots.coach import TILE_TERM
from ds_widget.explain import LANGUAGES, has, keys, msg
from ds_widget.explain.names import option_label
from ds_widget.review.moves import THINGS, move_of
from ds_widget.review.words import label_of, reason, said_of, subject_of, unclear, why_ledger

MOVE_KINDS = sorted(k.removeprefix("review.move.") for k in keys("en") if k.startswith("review.move."))
#: a sample option of each decision kind that has a move message
SAMPLES = {
    "adaptation_element": {"kind": "element", "value": "grub"},
    "abundance_element": {"kind": "element", "value": "seed"},
    "wasteland_return": {"kind": "element", "value": "water"},
    "regression_protect": {"kind": "element", "value": "sun"},
    "glaciation_tile": {"kind": "tile", "value": "1,-1", "terrain": "savannah"},
    "migration_from": {"kind": "tile", "value": "0,1", "terrain": "forest"},
    "migration_to": {"kind": "tile", "value": "0,1", "terrain": "forest"},
    "mammal_save": {"kind": "tile", "value": "1,-1", "terrain": "savannah"},
    "domination_tile": {"kind": "tile", "value": "0,1", "terrain": "wetland"},
    "competition_tile": {"kind": "tile", "value": "0,1", "terrain": "jungle"},
    "pick_card": {"kind": "card", "value": "biodiversity"},
    "wanderlust_stack": {"kind": "stack", "value": "3", "terrain": "desert"},
    "migration_count": {"kind": "count", "value": "2"},
    "speciation_count": {"kind": "count", "value": "3"},
    "wanderlust_follow": {"kind": "count", "value": "1"},
    "migration_from_done": {"kind": "done", "value": None},
    "migration_from_decline": {"kind": "decline", "value": None},
}


def row(kind: str, value: float = 0.0, option: str = "x") -> dict:
    return {"option": option, "value": value, "terms": {}, "facts": dict(SAMPLES[kind], id=option)}


def decision_kind(key: str) -> str:
    """The kind of decision of a move message: ``migration_from_done`` is Migration's "done"."""
    return key.removesuffix("_done").removesuffix("_decline").removesuffix("_none")


def test_every_move_message_has_a_sample_and_every_language_has_it():
    assert MOVE_KINDS and sorted(SAMPLES) == MOVE_KINDS
    for lang in LANGUAGES:
        assert all(f"review.move.{k}" in keys(lang) for k in MOVE_KINDS), lang


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_the_move_names_what_was_chosen_in_a_sentence(kind, lang):
    r = row(kind)
    kind = decision_kind(kind)
    move = move_of(r, kind, label_of(r, lang), lang)
    assert move is not None and move != label_of(r, lang)
    facts = r["facts"]
    said = option_label(facts, lang) if facts["kind"] not in ("count", "stack") else facts["value"]
    if facts["value"] is not None and not (facts["kind"] == "count" and facts["value"] == "1"):   # „eine Art“
        assert str(said).split()[0].lower() in move.lower(), move      # the thing chosen is in it
    assert subject_of(r, lang, kind) == move == said_of(r, lang, kind)
    # German says a count as its readers asked: die Wahl „3 Arten“
    if not (lang == "de" and facts["kind"] == "count"):
        assert move != msg("review.choosing", lang, label=label_of(r, lang)), move


@pytest.mark.parametrize("lang", LANGUAGES)
def test_options_that_are_not_things_and_kinds_without_a_message_keep_the_old_words(lang):
    decline = {"option": "d", "value": 0.0, "terms": {}, "facts": {"id": "d", "kind": "decline", "value": None}}
    assert said_of(decline, lang, "adaptation_element") == label_of(decline, lang)
    space = {"option": "s", "value": 0.0, "terms": {}, "facts": {"id": "s", "kind": "space", "value": "adaptation.1"}}
    assert not has("review.move.place_pawn", lang)
    assert subject_of(space, lang, "place_pawn") == msg("review.choosing", lang, label=label_of(space, lang))
    assert said_of(space, lang, None) == label_of(space, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_review_sentence_says_the_moves(lang):
    """The lead, the unclear reason and the ledger's head of a made-up decision say both moves."""
    taken, best = row("adaptation_element", 0.0, "a"), row("adaptation_element", 9.0, "b")
    best["facts"]["value"] = "meat"
    j = {"rows": [taken, best], "taken": "a", "best": "b", "rival": "b", "loss": 9.0, "verdict": "mistake",
         "kind": "adaptation_element"}
    moves = [said_of(r, lang, "adaptation_element") for r in (taken, best)]
    text = reason(j, lang)
    assert text.startswith(moves[1][:1].upper() + moves[1][1:]), text
    assert moves[0] in text, text
    assert all(m in unclear(taken, best, lang, "adaptation_element") for m in moves)
    head = why_ledger(j, lang)[0]
    assert moves[1][1:] in head and moves[0] in head, head


def test_a_planted_fault_is_caught():
    """Without the kind, the sentence falls back to the button's label: the test above would fail."""
    taken, best = row("adaptation_element", 0.0, "a"), row("adaptation_element", 9.0, "b")
    best["facts"]["value"] = "meat"
    j = {"rows": [taken, best], "taken": "a", "best": "b", "rival": "b", "loss": 9.0, "verdict": "mistake"}
    assert said_of(taken, "en", "adaptation_element") not in reason(j, "en")
    assert THINGS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unclear_reason_names_both_options_even_where_the_moves_are_too_long(lang):
    """Where the two moves make the sentence longer than 35 words, their labels are said instead, before a
    shorter form drops the other option (the tenth readers: "0.5 VP ahead" of what?)."""
    from ds_widget.review.lead import MOST_WORDS, words
    taken, other = row("migration_from", 0.0, "a"), row("migration_from", 1.5, "b")
    taken["facts"]["value"], other["facts"]["value"] = "1,-1", "-1,1"
    taken["facts"]["terrain"], other["facts"]["terrain"] = "mountain", "desert"
    text = unclear(taken, other, lang, "migration_from")
    assert words(text) <= MOST_WORDS, text
    named = (said_of(other, lang, "migration_from"), label_of(other, lang))
    assert any(n in text for n in named), text


@pytest.mark.parametrize("kind", ["migration_to", "migration_from"])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unclear_reason_says_the_moves_in_fewer_words_before_it_falls_back_to_labels(lang, kind, monkeypatch):
    """Two Migration moves that make the full sentence too long are said in its compact form, moves
    and all (the thirteenth readers: a tile's label does not say whether the species went to it or
    from it — R15 and R19, from and to); with the compact form removed (a planted fault), the labels
    come back."""
    import ds_widget.review.words as words_module
    taken, other = row(kind, 0.0, "a"), row(kind, 0.5, "b")
    taken["facts"].update(value="-1,-1", terrain="mountain")     # south-south-west of the centre
    other["facts"].update(value="0,-1", terrain="mountain")
    moves = [said_of(r, lang, kind) for r in (taken, other)]
    text = unclear(taken, other, lang, kind)
    assert all(m in text for m in moves), text
    real = words_module.has
    monkeypatch.setattr(words_module, "has", lambda key, lang="en": not key.endswith("_compact") and real(key, lang))
    assert not all(m in unclear(taken, other, lang, kind) for m in moves)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_label_said_as_the_move_played_is_not_put_in_a_second_pair_of_brackets(lang, monkeypatch):
    """"Your move (“Migration 5 (up to 3 species)”)" had brackets around the label's own (the
    thirteenth German reader, R7): a quoted label stands as it is, a move phrase goes in brackets;
    with every move put in brackets (a planted fault), the double brackets come back."""
    import ds_widget.review.words as words_module
    space = {"kind": "space", "value": "migration.5", "id": "a"}
    taken = {"option": "a", "value": 0.0, "terms": {}, "facts": space}
    other = {"option": "b", "value": 15.5, "terms": {}, "facts": dict(space, value="domination.1", id="b")}
    label = label_of(taken, lang)
    text = unclear(taken, other, lang, "place_pawn")
    assert label in text and f"({label})" not in text, text
    moved = row("migration_to", 0.0, "c")
    assert f"({said_of(moved, lang, 'migration_to')})" in unclear(moved, row("migration_to", 3.0, "d"), lang,
                                                                   "migration_to")
    real = words_module.label_of          # a planted fault: a label is never told apart from a move phrase
    monkeypatch.setattr(words_module, "label_of", lambda row, lang, **kw: real(row, lang, button=kw.get("button", 0)))
    assert f"({label})" in unclear(taken, other, lang, "place_pawn")


def test_a_lead_keeps_the_moves_words_before_it_names_a_tile_under_a_label():
    """The twentieth English reading (R6): "Choosing “savannah north-east of the centre” would have been
    worth … mainly 4 VP more for you from the savannah north-east of the centre …" — the tile named
    twice, the move said as its button. Where the move's own words fit in 35 words with the earth said
    whole, the lead says them; the tile's name is not bought by shortening the move to its label."""
    saved = dict(row("mammal_save", 3.5, "save"))
    saved["terms"] = {"gain": 0.0, "earth": 4.0, "rival": 0.0, f"{TILE_TERM}1,-1": 4.0}
    declined = {"option": "no", "value": 0.0, "terms": {"gain": 0.0, "earth": 0.0, "rival": 0.0},
                "facts": {"kind": "decline", "value": None, "id": "no"}}
    j = {"rows": [saved, declined], "taken": "no", "best": "save", "rival": "save", "loss": 3.5,
         "verdict": "inaccuracy", "kind": "mammal_save", "terrains": {"1,-1": "savannah"}}
    text = reason(j, "en")
    assert text.startswith("Saving one species on the savannah north-east of the centre would have been worth"), text
    assert "Choosing" not in text and "mainly 4 VP more for you from the earth" in text, text
