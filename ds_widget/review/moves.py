"""A move in a review's sentence: what choosing an option *does*, by the kind of decision.

A button's label names the thing chosen ("grub", "savannah north-east of the centre", "stack 3:
desert", "3"); a sentence that says what a move was worth needs the move: "taking the grub",
"glaciating the savannah north-east of the centre", "taking the desert tile from stack 3", "placing
3 species" (readers of 2026-11-29 and 2026-11-30: "Choosing “grub”", "Your move, “stack 3: desert”").
Each language says it in its own form — an English gerund, an Italian infinitive, a German noun
phrase — from ``review-move-<decision kind>`` in the catalogs (``explain/messages/review``), and for
an option that ends a decision, ``review-move-<decision kind>_<done|decline|none>`` where a kind has
its own words ("ending the Migration here"). A kind without such a message is worded by :mod:`.words`
as before: the label, with "choosing" before it where a sentence needs a subject; so is "declining".
"""
from __future__ import annotations

from typing import Any

from ..explain import has, msg, name
from ..explain.names import option_label

#: option kinds a move message words (a label that is a thing: a space, a tile, an element …)
THINGS = ("space", "tile", "element", "card", "stack", "count")
#: options that are not a thing but a way to end a decision, worded where a kind has its own words
#: (``review-move-migration_from_done``: "ending the Migration here", not "stopping there")
ENDINGS = ("done", "decline", "none")


def move_key(facts: dict[str, Any] | None, kind: str | None) -> str | None:
    """The catalog key of the move an option (its ``facts``) makes at a decision of ``kind``, or None."""
    if not kind or not facts:
        return None
    if facts["kind"] in ENDINGS:
        ending = f"review.move.{kind}_{facts['kind']}"
        return ending if has(ending) else None
    if facts["kind"] not in THINGS:
        return None
    if facts["kind"] == "stack" and not facts.get("terrain"):
        return None
    key = f"review.move.{kind}"
    return key if has(key) else None


def move_of(row: dict[str, Any], kind: str | None, quoted: str, lang: str) -> str | None:
    """The move ``row`` (an option with its ``facts``) makes at a decision of ``kind``, in a
    sentence of ``lang`` ("taking the grub"), or None where no move message words it; ``quoted``: the
    option's label as a sentence quotes it (“Domination 1”, “3 species”)."""
    facts = row.get("facts")
    key = move_key(facts, kind)
    if key is None or facts is None:
        return None
    fields: dict[str, Any] = {"quoted": quoted}
    if facts["kind"] in ("tile", "element"):             # a name with its grammar: "the grub", "vom Wald"
        fields[facts["kind"]] = option_label(facts, lang)
    elif facts["kind"] == "count":
        fields["n"] = int(facts["value"])
    elif facts["kind"] == "stack":
        fields["stack"] = facts["value"]
        fields["terrain"] = name("terrain", facts["terrain"], lang)
    return msg(key, lang, **fields)
