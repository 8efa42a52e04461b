"""The theme's colour checks (ds_widget/render/colours.py): WCAG contrast, dichromat simulation,
CIE76 distance, and the report on the default theme."""
from __future__ import annotations

import pytest

from ds_widget.render import colours
from ds_widget.render.colours import (
    LITERAL_PAIRS,
    MIN_ANIMAL_DISTANCE,
    SIMULATIONS,
    TEXT_PAIRS,
    contrast,
    distance,
    linear_rgb,
    problems,
    relative_luminance,
    simulate,
)
from ds_widget.render.errors import RenderError
from ds_widget.render.theme import DEFAULT_THEME


def test_known_wcag_values() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#ffffff", "#000000") == pytest.approx(21.0)   # order does not matter
    assert contrast("#777", "#fff") == pytest.approx(4.48, abs=0.005)
    assert contrast("#777777", "#FFFFFF") == pytest.approx(contrast("#777", "#fff"))
    assert contrast("#3f5d4c", "#3f5d4c") == pytest.approx(1.0)
    assert relative_luminance("#000") == 0.0
    assert relative_luminance("#ffffff") == pytest.approx(1.0)
    assert relative_luminance("#ff0000") == pytest.approx(0.2126)


@pytest.mark.parametrize("bad", ["", "fff", "#ff", "#ffff", "#fffffff", "#ggg", "#12345z", "#+ff", "#f_f",
                                 "#ffffff\n", "red", None, 0xFFFFFF])
def test_bad_colours_are_refused(bad: object) -> None:
    with pytest.raises(RenderError):
        relative_luminance(bad)  # type: ignore[arg-type]
    with pytest.raises(RenderError):
        contrast("#000", bad)  # type: ignore[arg-type]


@pytest.mark.parametrize("kind", sorted(SIMULATIONS))
@pytest.mark.parametrize("grey", ["#000000", "#808080", "#777", "#ffffff"])
def test_simulation_leaves_grey_unchanged(kind: str, grey: str) -> None:
    assert simulate(grey, kind) == pytest.approx(linear_rgb(grey), abs=1e-5)
    assert distance(simulate(grey, kind), grey) < 0.01


def test_simulation_refuses_unknown_kind() -> None:
    with pytest.raises(RenderError):
        simulate("#ff0000", "achromatopsia")


def test_simulation_stays_in_range() -> None:
    for kind in SIMULATIONS:
        for c in ("#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"):
            assert all(0.0 <= v <= 1.0 for v in simulate(c, kind))


def test_distance() -> None:
    assert distance("#ffffff", "#000000") == pytest.approx(100.0, abs=0.01)   # L* 100 -> 0
    assert distance("#123456", linear_rgb("#123456")) == pytest.approx(0.0, abs=1e-9)
    assert distance((1.0, 1.0, 1.0), "#fff") == pytest.approx(0.0, abs=1e-6)
    assert distance("#ff0000", "#00ff00") == pytest.approx(170.6, abs=0.1)
    with pytest.raises(RenderError):
        distance((1.0, 0.0), "#fff")


def test_pairs_name_theme_keys() -> None:
    for ink, bg, large in TEXT_PAIRS:
        assert ink in DEFAULT_THEME and bg in DEFAULT_THEME, (ink, bg)
        assert isinstance(large, bool)
    for ink, bg, _ in LITERAL_PAIRS:
        for side in (ink, bg):
            assert side in DEFAULT_THEME or side.startswith("#"), side
    assert len(set(TEXT_PAIRS)) == len(TEXT_PAIRS)


def test_default_theme_passes() -> None:
    """Every text the board shows meets WCAG AA against what it sits on, and no two animals merge
    for a dichromat (issue 29, item 3)."""
    assert problems(DEFAULT_THEME) == []


def test_planted_low_contrast_is_reported() -> None:
    theme = {**DEFAULT_THEME, "section_ink": DEFAULT_THEME["section"]}
    found = [p for p in problems(theme) if p.startswith("section_ink ")]
    assert len(found) == 1
    assert "on section" in found[0] and "1.00:1" in found[0] and "4.5:1" in found[0]
    assert not any(p.startswith("section_ink ") for p in problems(DEFAULT_THEME))


def test_planted_white_title_bar_is_reported() -> None:
    found = problems({"card_title": "#ffffff"})     # a partial theme: the rest is the default
    assert any(p.startswith("#ffffff on card_title (#ffffff)") for p in found)


def test_red_and_green_animals_are_reported_under_deuteranopia() -> None:
    red, green = "#cc0000", "#669900"
    assert distance(red, green) > 100       # far apart for normal vision
    theme = {**DEFAULT_THEME, "animal.mammals": red, "animal.reptiles": green}
    found = [p for p in problems(theme) if "animal.mammals" in p and "animal.reptiles" in p]
    assert len(found) == 1
    assert "under deuteranopia" in found[0]
    assert f"below MIN_ANIMAL_DISTANCE {MIN_ANIMAL_DISTANCE:g}" in found[0]
    baseline = [p for p in problems(DEFAULT_THEME) if "animal.mammals" in p and "animal.reptiles" in p]
    assert baseline == []


def test_module_uses_only_the_standard_library() -> None:
    import ast
    from pathlib import Path

    tree = ast.parse(Path(colours.__file__).read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0:
            assert node.module in {"__future__", "collections.abc", "itertools"}, node.module
        elif isinstance(node, ast.Import):
            assert all(a.name in {"math", "re"} for a in node.names)


def test_dark_theme_passes() -> None:
    """The board for a dark room keeps every text readable and the animals apart (issue 29, item 4)."""
    from ds_widget.render.theme import THEMES

    assert set(THEMES) == {"light", "dark"}
    assert problems(THEMES["dark"]) == []
    assert THEMES["dark"]["background"] != DEFAULT_THEME["background"]
