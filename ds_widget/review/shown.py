"""How a judged decision is shown, the same in the widget, the lessons and on paper: where its two
moves stand on the table — the option taken and the reviewer's better one, as the board targets
the renderer marks (``render_svg(..., played=…, better=…)``: a ring and a labelled tag each) — and
the VP it lost, in words."""
from __future__ import annotations

from typing import Any

from ..bots.coach import number
from ..engine.flow import Decision
from .words import EQUAL_AT_MOST, half


def marked(judgement: dict[str, Any], decision: Decision | None) -> tuple[list[str], list[str]]:
    """``(played, better)``: the target of the option taken and that of the better option (none
    when the option taken was the best, or an option has no place on the table: a button)."""
    if decision is None:
        return [], []
    taken, best = decision.get(judgement["taken"]), decision.get(judgement["best"])
    played = [taken.target] if taken is not None and taken.target else []
    better = ([best.target] if best is not None and best.target and judgement["best"] != judgement["taken"]
              else [])
    return played, better


def loss_words(loss: float, lang: str) -> str:
    """A decision's loss as the review's sentences say a gap (:func:`.words.half`: to the half VP,
    never below one half), and "0" for a loss too small to say (the reason then says the options
    are equal): one rounding wherever a loss is printed."""
    return half(loss, lang) if loss > EQUAL_AT_MOST else number(0, lang)
