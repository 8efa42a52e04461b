"""Grammar for the catalogs' Fluent messages: names that know their gender, number, articles and
case forms, and the functions a message calls to use them.

A name in a catalog is a Fluent message whose attributes are its grammar, as a translator writes
it (``messages/<lang>.ftl``)::

    animal-amphibians = Anfibi
        .gender = m
        .number = other
        .article = gli

and the language's own tables are messages too (``grammar-article``, the Italian ``grammar-di``
"di + article", the German ``grammar-von`` "von + article" …). Fluent has no way to refer to a term
chosen by a variable, so a message reaches a name's grammar through these functions (the same in
every language; what they do comes from the language's data):

* ``THE($x)`` the name with its definite article: ``gli Anfibi``, ``die Wüste``, ``the Mammals``;
  ``THE($x, prep: "di")`` with an Italian preposition joined to the article (``degli Anfibi``),
  ``THE($x, case: "dat", prep: "von")`` in German (``vom Wald``, ``von der See``);
* ``AT($tile)`` where on a tile, with the terrain's own preposition (``on the savannah``, ``in the
  jungle``; ``sulla savana``, ``nella giungla``; ``auf der Savanne``, ``im Wald``);
* ``A($x)`` the name with its indefinite article (``un'acqua``, ``eine Larve``; ``case:`` in German);
  (with an article a name is written as inside a sentence: its ``.running`` form, "the mammals",
  "i mammiferi", where the bare name labels a list or a column: "Mammals", "Mammiferi");
* ``PLURAL($x)`` its plural (``semi``, ``Larven``), for a count chosen by ``{ $n -> … }``;
* ``FORM($x, case: "dat")`` the name alone in a German case (``Säugetieren``);
* ``GENDER($x)`` and ``NUMBER($x)`` for a selector (``{ NUMBER($winner) -> [one] vince *[other]
  vincono }``); ``CAP(…)`` capitalises the first letter, for a sentence that starts with a name;
  ``TO(…)`` is Italian "a"/"ad" before a name or label (``rispetto { TO($worse) }``).

A :class:`Noun` is a ``str`` (its text, as before), so code that joins names keeps working; a
:class:`NounList` is several names said together ("i Mammiferi e i Rettili").
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .catalog import Catalog


class GrammarError(ValueError):
    """A message asked for grammar a name does not have (caught by Fluent, raised in tests)."""


class Noun(str):
    """A name in a language (its text), with the catalog key its grammar is read from."""

    kind: str
    value: str
    lang: str

    def __new__(cls, text: str, kind: str, value: str, lang: str) -> Noun:
        self = super().__new__(cls, text)
        self.kind = kind
        self.value = value
        self.lang = lang
        return self

    @property
    def key(self) -> str:
        return f"{self.kind}.{self.value}"

    def labelled(self, text: str) -> Noun:
        """The same name's grammar with another text (``savana (1,-1)`` keeps ``la`` of ``savana``)."""
        return Noun(text, self.kind, self.value, self.lang)


class NounList(str):
    """Several names said together: the text is the plain list (``Mammiferi e Rettili``)."""

    items: tuple[Noun, ...]

    def __new__(cls, text: str, items: Iterable[Noun]) -> NounList:
        self = super().__new__(cls, text)
        self.items = tuple(items)
        return self


def _literal(value: Any) -> str:
    return str(getattr(value, "value", value))


QUOTES = "«»“”„\"'"
"""quotation marks a label may start with (``TO`` looks through them)"""


def to(x: Any) -> str:
    """Italian "a" before a name or a label, "ad" before one that starts with an a (the euphonic d:
    "ad «Adattamento 1»", "a rinunciare"), quotation marks looked through."""
    s = str(x)
    return f"ad {s}" if s.lstrip(QUOTES).lower().startswith("a") else f"a {s}"


# long: one closure per Fluent function, all reading the same catalog's grammar data
def functions(cat: Catalog) -> dict[str, Callable[..., Any]]:
    """The grammar functions of one catalog (the names' attributes come from ``cat``)."""

    def attr(key: str, name: str) -> str | None:
        got = cat.attribute(key, name)
        if got is None and cat.lang != "en":
            return None
        return got

    def need(x: Any, what: str) -> Noun:
        if not isinstance(x, Noun):
            raise GrammarError(f"{what}() needs a name from the catalog, got {x!r}")
        return x

    def gender(x: Any) -> str:
        if isinstance(x, NounList):
            gs = {gender(i) for i in x.items}
            return "m" if "m" in gs or not gs else gs.pop()
        return attr(need(x, "GENDER").key, "gender") or "m"

    def number(x: Any) -> str:
        if isinstance(x, NounList):
            return "other" if len(x.items) != 1 else number(x.items[0])
        return attr(need(x, "NUMBER").key, "number") or "one"

    def form(x: Any, case: Any = "nom") -> str:
        n = need(x, "FORM")
        c = _literal(case)
        running = attr(n.key, "running")       # inside a sentence (English and Italian animals: lower case)
        if c == "nom":
            return running + str(n)[len(cat.format(n.key, {}) or ""):] if running else str(n)
        got = attr(n.key, c)
        # a label (``savana (1,-1)``) keeps what follows the name
        return (got + str(n)[len(cat.format(n.key, {}) or ""):]) if got else str(n)

    def article(x: Noun, kind: str, case: str) -> str:
        """The article's key in the language's table: an Italian noun names its own (``gli``,
        ``l'`` as ``l_``: an attribute name has no apostrophe); a German or English one is found by
        gender, number and case (``m-dat``, ``pl-nom``)."""
        own = attr(x.key, kind)
        if own is not None:
            return own.replace("'", "_").replace("’", "_")
        g = "pl" if number(x) == "other" else gender(x)
        return f"{g}-{case}"

    def joined(head: str, word: str) -> str:
        return head + word if head.endswith(("'", "’")) else f"{head} {word}"

    def with_article(x: Any, table: str, kind: str, case: Any, prep: Any) -> str:
        if isinstance(x, NounList):
            parts = [with_article(i, table, kind, case, prep) for i in x.items]
            return join_words(parts, cat.format("word.and", {}) or "and")
        n = need(x, "THE")
        c = _literal(case)
        key = article(n, kind, c)
        art = cat.attribute(f"grammar.{table}", key)
        if art is None and key.endswith(f"-{c}"):          # a language without cases (English)
            art = cat.attribute(f"grammar.{table}", key[: -len(c)] + "nom")
        if art is None:
            raise GrammarError(f"{cat.lang}: no {table} article {key!r} for {n.key}")
        if prep:
            p = _literal(prep)
            contracted = cat.attribute(f"grammar.{p}", art.replace("'", "_").replace("’", "_"))
            head = contracted if contracted is not None else f"{p} {art}"
        else:
            head = art
        return joined(head, form(n, c))

    def the(x: Any, case: Any = "nom", prep: Any = None) -> str:
        return with_article(x, "article", "article", case, prep)

    def at(x: Any, case: Any = "dat") -> str:
        """Where on a tile: its own preposition and the article (``on the savannah``, ``im Wald``,
        ``sulla savana``): the terrain's ``.at`` attribute. German asks where to with the accusative:
        ``AT($tile, case: "acc")`` (``in den Wald``, ``ins Meer``, ``auf die Savanne``)."""
        n = need(x, "AT")
        prep = attr(n.key, "at")
        if prep is None:
            raise GrammarError(f"{cat.lang}: {n.key} has no .at preposition")
        return with_article(n, "article", "article", case, prep)

    def a(x: Any, case: Any = "nom") -> str:
        return with_article(x, "indefinite", "indefinite", case, None)

    def plural(x: Any) -> str:
        n = need(x, "PLURAL")
        got = attr(n.key, "plural")
        return (got + str(n)[len(cat.format(n.key, {}) or ""):]) if got else str(n)

    def cap(x: Any) -> str:
        s = str(x)
        return s[:1].upper() + s[1:]

    return {"THE": the, "A": a, "AT": at, "PLURAL": plural, "FORM": form, "GENDER": gender, "NUMBER": number,
            "CAP": cap, "TO": to}


def join_words(items: list[str], and_word: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {and_word} {items[-1]}"


__all__ = ["Noun", "NounList", "GrammarError", "functions", "join_words"]
