"""A lead whose parts, rounded, make more than the gap: said so that it adds up, never "mainly" of more
than the whole (the ninth readers, 2026-11-30: "about 3.5 VP …, mainly 4 VP"; "0.5 VP …, mainly 0.5 VP
… and 0.5 VP")."""
from __future__ import annotations

import pytest

from ds_widget.explain.catalog import LANGUAGES
from ds_widget.review import lead as lead_module
from ds_widget.review.lead import lead

MAINLY = {"en": "mainly", "it": "soprattutto", "de": "vor allem"}
SMALL = {"en": "small differences", "it": "piccole differenze", "de": "kleine Unterschiede"}


def rows(better_terms: dict, worse_terms: dict) -> tuple[dict, dict]:
    value = dict.fromkeys(("gain", "earth", "rival"), 0.0)
    b, w = dict(value, **better_terms), dict(value, **worse_terms)
    gap = (b["gain"] + b["earth"] - b["rival"]) - (w["gain"] + w["earth"] - w["rival"])
    return {"value": gap, "terms": b}, {"value": 0.0, "terms": w}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_part_bigger_than_the_gap_is_said_with_what_the_small_ones_take_back(lang):
    better, worse = rows({"gain": 4.0, "rival": 0.2}, {"earth": 0.2})   # 3.6 VP: 4 VP, less two small ones
    text = lead(better, worse, "A", "B", lang)
    assert MAINLY[lang] not in text and SMALL[lang] in text, text
    assert "3,5" in text or "3.5" in text, text
    assert "0,5" in text or "0.5" in text, text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_gap_of_half_vp_parts_is_said_to_come_from_small_differences(lang):
    better, worse = rows({"gain": 0.44, "rival": -0.5}, {"earth": 0.2})
    text = lead(better, worse, "A", "B", lang, frame="mine")
    assert MAINLY[lang] not in text and SMALL[lang] in text, text


def test_planted_fault_mainly_of_more_than_the_gap_is_caught(monkeypatch):
    """Without the forms for it, the lead says "mainly 4 VP" of a 3.5 VP gap: the first test fails."""
    better, worse = rows({"gain": 4.0, "rival": 0.2}, {"earth": 0.2})
    real = lead_module.forms

    def old_forms(named, rest, gap):                    # the forms before: no offset, no "tiny"
        tries, _ = real(named, rest, gap)
        return [t for t in tries if not any(p[0] == "small" for p in t[2])], False

    monkeypatch.setattr(lead_module, "forms", old_forms)
    assert MAINLY["en"] in lead(better, worse, "A", "B", "en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("frame", ["hint", "hint_tested", "mine"])
def test_a_lead_with_the_gap_only_still_names_the_other_option(frame, lang):
    """Lines that stopped at different points give no parts; the lead still says which option the gap
    is measured against (the tenth readers: "ahead of the next best" named nothing)."""
    better, worse = rows({"gain": 4.0}, {})
    better["cut"], worse["cut"] = 40, None
    text = lead(better, worse, "“A”", "“Bee”", lang, frame=frame)
    assert "“Bee”" in text, text
    assert "“Bee”" not in lead_module.bare(frame, lang, "“A”", "x " * 40, 4.0)    # too long: not named
