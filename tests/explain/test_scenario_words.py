"""The rulebook examples' words live in the explain catalogs (``messages/scenarios/<lang>.ftl``,
keys ``scenario.<name>.title`` / ``.text`` / ``.try``); the engine's scenario files keep only ids
and positions. The narration types no fact of the game: its counts, matching and VP are
placeables filled from the example played out (``ds_widget.explain.scenario_facts``), as the
lessons' prose and notes are (tests/notebooks/test_lesson_facts.py)."""
from __future__ import annotations

import json
from importlib import resources

import pytest

from ds_widget import Game
from ds_widget.engine import InvalidStateError
from ds_widget.engine.errors import MalformedError
from ds_widget.engine.scenarios import library
from ds_widget.explain import LANGUAGES, scenario_example, scenario_list, scenario_words
from ds_widget.explain.catalog import Catalog, bundle, file_keys, ftl_id, msg, variables
from ds_widget.explain.grammar import Noun
from ds_widget.explain.scenario_facts import FACTS, check, facts, fields
from tests.explain.test_grammar import faults, planted
from tests.notebooks.test_lesson_facts import typed

FIELDS = ("title", "text", "try")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scenario_has_its_title_text_and_try_in_every_language(lang):
    """Each rulebook example teaches in English, Italian and German, each in its own words."""
    assert len(library.names()) == 13
    for n in library.names():
        said = fields(facts(n), lang)
        for field in FIELDS:
            key = f"scenario.{n}.{field}"
            assert bundle(lang).has(key), (lang, key)
            mine = bundle(lang).format(key, said)
            assert isinstance(mine, str) and mine.strip(), (lang, key)
            assert scenario_words(n, lang)[field] == mine
            if lang != "en":
                assert mine != msg(key, "en", **fields(facts(n), "en")), (key, "not translated")


# ------------------------------------------------------------------ no fact typed in the words
def typed_facts(cat: Catalog) -> dict[str, list[str]]:
    """The digits each scenario message of ``cat`` types outside its placeables (its FTL source)."""
    out = {}
    for n in library.names():
        for field in FIELDS:
            source = cat.source[ftl_id(f"scenario.{n}.{field}")].split("=", 1)[1]
            if typed(source):
                out[f"{n}.{field}"] = typed(source)
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_scenario_types_a_fact(lang):
    """Every count, matching and VP of the narration is a placeable (a step of a phase, a page of
    the rulebook may be written)."""
    assert typed_facts(bundle(lang)) == {}


def test_a_planted_typed_count_is_caught():
    """The glaciation's text with its bonus typed again, as it once was."""
    source = bundle("en").source[ftl_id("scenario.glaciation.text")].split("=", 1)[1]
    assert "({ $alt_bonus } bonus VP)" in source
    cat = planted("en", "scenario.glaciation.text", source.replace("{ $alt_bonus }", "3"))
    assert typed_facts(cat) == {"glaciation.text": ["(3"]}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scenario_is_filled_in_and_reads_right(lang):
    """In strict mode (tests/conftest.py) a placeable without its fact raises; the filled-in words
    pass the grammar rules ("1 tiles", "i Anfibi" …) and keep no brace."""
    cat = bundle(lang)
    bad = []
    for n in library.names():
        for field, text in scenario_words(n, lang).items():
            assert "{" not in text and "}" not in text, (n, field, text)
            bad += [f"{n}.{field}: {f}" for f in faults(text, cat)]
    assert bad == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_fact_is_said_and_each_placeable_has_its_fact(lang):
    """The facts of an example are the fields its words use, in every language: the same facts
    in English, Italian and German."""
    assert set(FACTS) == set(library.names())
    for n in library.names():
        used = {v for field in FIELDS for v in variables(f"scenario.{n}.{field}", lang, bundle(lang))}
        assert used == set(facts(n)), (lang, n)


def test_the_facts_come_from_the_example_played():
    """A few facts against the engine: the glaciation's bonus and its set-aside species, the
    animal the reptiles pass on the Initiative track (a name, with its grammar)."""
    g = Game.scenario("glaciation", play=True)
    ev = next(e for e in g.events_of(1) if e["kind"] == "glaciation")
    got = facts("glaciation")
    assert (got["bonus"], got["tundra"]) == (ev["bonus"], ev["adjacent_tundra"])
    assert got["aside_amphibians"] == ev["set_aside"]["amphibians"] == got["back_amphibians"] + 1
    passed = fields(facts("initiative"), "it")["passed"]
    assert isinstance(passed, Noun) and passed.key == "animal.birds"
    assert "con gli uccelli" in scenario_words("initiative", "it")["text"]
    assert fields(facts("matching"), "de")["insects_sheet"] == "Gras, Gras, Larve, Wasser"


def test_an_example_that_no_longer_tells_its_story_is_refused():
    with pytest.raises(MalformedError, match="the tie"):
        check(False, "the tie on the desert")


def test_the_words_live_in_the_scenarios_area_only():
    for lang in LANGUAGES:
        files = file_keys(lang)
        keys = {k for rel, ks in files.items() if rel != f"scenarios/{lang}.ftl" for k in ks}
        assert not {k for k in keys if k.startswith("scenario.")}, lang
        assert set(files[f"scenarios/{lang}.ftl"]) == {f"scenario.{n}.{f}" for n in library.names() for f in FIELDS}


def test_no_engine_scenario_file_carries_words():
    root = resources.files(library.DATA)
    files = [p for p in root.iterdir() if p.name.endswith(".json")]
    assert len(files) == len(library.names())
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert not {"title", "text", "try"} & set(data), path.name
        assert data["name"] == path.name[:-5] and data["source"] and data["choices"]


def test_the_german_words_of_one_scenario():
    words = scenario_words("glaciation", "de")
    assert list(words) == list(FIELDS)
    assert words["title"] == "Vergletscherung: Das Eis rückt Schritt für Schritt vor"
    assert words["try"] == "Vergletschere stattdessen die Savanne und sieh zu, wie die Sonne verschwindet."


def test_a_games_example_gets_its_words_in_the_page_order():
    g = Game.scenario("glaciation")
    ex = scenario_example(g.example, "it")
    assert list(ex) == ["name", "title", "text", "try", "source", "choices"]
    assert ex["title"] == "Glaciazione: il ghiaccio avanza, passo dopo passo"
    assert {k: ex[k] for k in ("name", "source", "choices")} == g.example
    assert scenario_example(None, "de") == {} == scenario_example({}, "de")


def test_the_list_of_scenarios_in_a_language():
    listed = scenario_list("de")
    assert [s["name"] for s in listed] == library.names()
    assert all(list(s) == ["name", "title", "source"] for s in listed)
    assert listed[0]["title"] == scenario_words("matching", "de")["title"]


def test_an_unknown_scenario_has_no_words():
    with pytest.raises(InvalidStateError):
        scenario_words("teleportation", "en")
