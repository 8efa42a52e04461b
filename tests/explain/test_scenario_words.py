"""The rulebook examples' words live in the explain catalogs (``messages/scenarios/<lang>.ftl``,
keys ``scenario.<name>.title`` / ``.text`` / ``.try``); the engine's scenario files keep only ids
and positions."""
from __future__ import annotations

import json
from importlib import resources

import pytest

from ds_widget import Game
from ds_widget.engine import InvalidStateError
from ds_widget.engine.scenarios import library
from ds_widget.explain import LANGUAGES, scenario_example, scenario_list, scenario_words
from ds_widget.explain.catalog import file_keys, own

FIELDS = ("title", "text", "try")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_scenario_has_its_title_text_and_try_in_every_language(lang):
    """Each rulebook example teaches in English, Italian and German, each in its own words."""
    assert len(library.names()) == 13
    for n in library.names():
        for field in FIELDS:
            key = f"scenario.{n}.{field}"
            mine = own(key, lang)
            assert isinstance(mine, str) and mine.strip(), (lang, key)
            assert scenario_words(n, lang)[field] == mine
            if lang != "en":
                assert mine != own(key, "en"), (key, "not translated")


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
