"""Message catalogs: the words of the game in Project Fluent, one bundle per language.

A language's words are ``messages/<lang>.ftl`` plus ``messages/<area>/<lang>.ftl`` per area (the
coach, the review, practice …), each an FTL resource (https://projectfluent.org/): names
(``animal-mammals``, ``terrain-forest`` …) carry their grammar as attributes (gender, number,
article, case forms: :mod:`.grammar`), and a message says in the language's own syntax what
depends on a count (``{ $n -> [one] … *[other] … }``, chosen by the CLDR plural rules of the
language through Babel) or on a noun's gender (``{ GENDER($animal) -> … }``). Python asks for a
message by its dotted key (``msg("event.tile_scored", "it", …)`` reads the FTL id
``event-tile_scored``). A message missing in a language falls back to English, so a partial
translation still works.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Iterable
from functools import cache, lru_cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import CurrentEnvironment, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentType, fluent_number
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from ..engine.errors import DSError, MalformedError, SetupError, brief
from .grammar import Noun, NounList, functions

LANGUAGES = ("en", "it", "de")
log = logging.getLogger(__name__)

#: set by the test suite: a message that cannot be formatted (a missing field, an unknown
#: function or noun) raises instead of showing what it could
STRICT = False


def check_lang(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`, else :class:`MalformedError`."""
    if lang not in LANGUAGES:
        raise MalformedError(f"unknown language {brief(lang)}; languages are {', '.join(LANGUAGES)}")
    return lang  # type: ignore[return-value]


def ftl_id(key: str) -> str:
    """A dotted catalog key as a Fluent identifier: ``event.tile_scored`` -> ``event-tile_scored``."""
    return key.replace(".", "-")


def key_of(ftl: str) -> str:
    return ftl.replace("-", ".")


def sources(code: str) -> list[tuple[str, str]]:
    """The FTL files of ``code`` as text, named by their path under ``messages/``:
    ``<code>.ftl`` first, then each area's ``<area>/<code>.ftl``."""
    root = resources.files(__package__).joinpath("messages")
    paths = [f"{code}.ftl"] + sorted(f"{d.name}/{code}.ftl" for d in root.iterdir()
                                     if d.is_dir() and d.joinpath(f"{code}.ftl").is_file())
    out = []
    for rel in paths:
        node = root
        for part in rel.split("/"):
            node = node.joinpath(part)
        out.append((rel, node.read_text(encoding="utf-8")))
    return out


#: where an FTL entry starts: a line that begins with its identifier (a term's with "-");
#: comments and indented lines belong to the entry around them
ENTRY = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.M)


def split_entries(rel: str, text: str) -> dict[str, str]:
    """The FTL source of each entry of one file, by identifier, not yet parsed: a language's
    bundle parses an entry the first time a message asks for it (a lesson uses a tenth of the
    catalog; parsing all of it would cost the browser's Python a second)."""
    starts = [(m.start(), m.group(1)) for m in ENTRY.finditer(text)]
    out: dict[str, str] = {}
    for k, (pos, ident) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(text)
        if ident in out:
            raise DSError(f"messages/{rel} defines {ident} twice")
        out[ident] = text[pos:end]
    return out


def parse_entry(ident: str, source: str) -> ast.Message | ast.Term:
    """One entry's AST; a syntax error is a :class:`DSError` naming it."""
    body = FluentParser(with_spans=False).parse(source).body
    items = [i for i in body if isinstance(i, (ast.Message, ast.Term, ast.Junk))]
    if len(items) != 1 or isinstance(items[0], ast.Junk):
        bad = next((i for i in items if isinstance(i, ast.Junk)), None)
        why = (bad.content or "").strip()[:120] if bad is not None else f"{len(items)} entries"
        raise DSError(f"message {ident}: not valid Fluent: {why!r}")
    return items[0]


class LazyBundle(FluentBundle):
    """A :class:`FluentBundle` that parses an entry when it is first looked up."""

    def __init__(self, lang: str, functions: dict[str, Any], source: dict[str, str]) -> None:
        super().__init__([lang], functions=functions, use_isolating=False)
        self.source = source

    def _ensure(self, ident: str) -> bool:
        if ident in self._messages or ident in self._terms:
            return True
        text = self.source.get(ident)
        if text is None:
            return False
        self.add_resource(ast.Resource([parse_entry(ident, text)]))
        return True

    def has_message(self, message_id: str) -> bool:
        return not message_id.startswith("-") and self._ensure(message_id)

    def format_pattern(self, pattern: Any, args: dict[str, Any] | None = None) -> tuple[Any, list[Exception]]:
        """As Fluent's, but a value that is already a Fluent value keeps its options (Fluent
        would make every ``int`` a new number with the default ones, thousands separators
        included)."""
        fluent_args = {k: v if isinstance(v, FluentType) else native_to_fluent(v) for k, v in (args or {}).items()}
        errors: list[Exception] = []
        env = ResolverEnvironment(context=self, current=CurrentEnvironment(args=fluent_args), errors=errors)
        try:
            result = pattern(env)
        except ValueError as e:
            errors.append(e)
            result = "{???}"
        return result, errors

    def _lookup(self, entry_id: str, term: bool = False) -> Any:
        self._ensure("-" + entry_id if term else entry_id)
        return super()._lookup(entry_id, term)


class Catalog:
    """One language's bundle, and which messages it defines itself."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.source: dict[str, str] = {}
        for rel, text in sources(lang):
            part = split_entries(rel, text)
            twice = sorted(set(part) & set(self.source))
            if twice:
                raise DSError(f"messages/{rel} defines messages another file has: {twice[:5]}")
            self.source.update(part)
        self.bundle = LazyBundle(lang, functions(self), self.source)
        self._plain: dict[str, str] = {}

    def entry(self, key: str) -> ast.Message | ast.Term | None:
        """The parsed entry of message ``key`` (``-name`` for a term), or None."""
        ident = ftl_id(key)
        if not self.bundle._ensure(ident):
            return None
        return self.bundle._terms[ident] if ident.startswith("-") else self.bundle._messages[ident]

    def has(self, key: str) -> bool:
        return self.bundle.has_message(ftl_id(key))

    def keys(self) -> list[str]:
        return [key_of(k) for k in self.source if not k.startswith("-")]

    def attribute(self, key: str, attr: str) -> str | None:
        """The attribute ``attr`` of message ``key`` (``animal.amphibians``, ``gender``), or None."""
        ident = ftl_id(key)
        if not self.bundle.has_message(ident):
            return None
        m = self.bundle.get_message(ident)
        pat = m.attributes.get(attr)
        if pat is None:
            return None
        text, errors = self.bundle.format_pattern(pat, {})
        return None if errors else str(text)

    def format(self, key: str, fields: dict[str, Any]) -> str | None:
        """Message ``key`` with ``fields``; None if this language does not define it."""
        return self.formatted(key, fields)[0]

    def formatted(self, key: str, fields: dict[str, Any]) -> tuple[str | None, bool]:
        """:meth:`format`, and whether it went without an error (only such a text is kept)."""
        if not fields:
            got = self._plain.get(key)
            if got is not None:
                return got, True
        ident = ftl_id(key)
        if not self.bundle.has_message(ident):
            return None, True
        m = self.bundle.get_message(ident)
        if m.value is None:
            return None, True
        text, errors = self.bundle.format_pattern(m.value, {k: fluent_value(v) for k, v in fields.items()})
        if errors:
            if STRICT:
                raise DSError(f"message {key} ({self.lang}) cannot be formatted with {sorted(fields)}: {errors}")
            log.warning("message %s (%s): %s", key, self.lang, errors)
        out = str(text)
        if not fields and not errors:
            self._plain[key] = out
        return out, not errors


def fluent_value(v: Any) -> Any:
    """What Fluent is given for a field: numbers as numbers (so plural rules apply; whole numbers
    without thousands separators — plies, seeds and VP read as written), names as they are
    (:class:`.grammar.Noun`), everything else as text."""
    if isinstance(v, (str, FluentInt)):    # a Slot is a FluentInt
        return v
    if isinstance(v, bool):
        return str(v)
    if isinstance(v, int):
        return fluent_number(v, useGrouping=False)
    if isinstance(v, float):
        return fluent_number(v, useGrouping=False, maximumFractionDigits=2)
    return str(v)


@cache
def bundle(lang: str) -> Catalog:
    """The catalog of ``lang`` (parsed once)."""
    if lang not in LANGUAGES:
        raise SetupError(f"unknown language {brief(lang)}; available: {', '.join(LANGUAGES)}")
    return Catalog(lang)


def has(key: str, lang: str = "en") -> bool:
    """Does ``lang`` (or English, its fallback) define message ``key``?"""
    return bundle(lang).has(key) or bundle("en").has(key)


def keys(lang: str = "en") -> list[str]:
    """Every message key ``lang`` defines itself (dotted)."""
    return bundle(lang).keys()


def file_keys(lang: str) -> dict[str, list[str]]:
    """The message keys each FTL file of ``lang`` defines, by its path under ``messages/``."""
    return {rel: [key_of(i) for i in split_entries(rel, text) if not i.startswith("-")]
            for rel, text in sources(lang)}


def own(key: str, lang: str) -> str | None:
    """Message ``key`` as ``lang`` itself words it (no English filling a gap), without fields."""
    return bundle(lang).format(key, {})


#: the sentences said, by key, language and fields (:func:`said_key`): a message is a pure function
#: of them, and a click says again most of the few hundred sentences the last one said (the board
#: in words, the labels); emptied when it holds :data:`SAID_KEEP` (about 600 bytes an entry: 6 MB)
_said: dict[tuple[Any, ...], str] = {}
SAID_KEEP = 10_000


def said_key(fields: dict[str, Any]) -> tuple[Any, ...] | None:
    """``fields`` as a key that tells apart every two that could be said differently (each value
    with its type, a name with its grammar), or None where a value is of another sort (a float, a
    Fluent number with its options, a :class:`Slot` …): that message is formatted every time."""
    out: list[tuple[Any, ...]] = []
    for k, v in fields.items():
        t = type(v)
        if t is str or t is int or t is bool:
            out.append((k, t, v))
        elif t is Noun:
            out.append((k, t, v, v.kind, v.value, v.lang))
        elif t is NounList and all(type(i) is Noun for i in v.items):
            out.append((k, t, v, tuple((i, i.kind, i.value, i.lang) for i in v.items)))
        else:
            return None
    return tuple(out)


def msg(key: str, lang: str = "en", **fields: Any) -> str:
    """Message ``key`` in ``lang`` with ``fields`` filled in (English where ``lang`` lacks it);
    an unknown key shows as ``[key]``."""
    fkey = said_key(fields)
    if fkey is not None:
        got = _said.get((key, lang, fkey))
        if got is not None:
            return got
    got, clean = bundle(lang).formatted(key, fields)
    if got is None and lang != "en":
        got, clean = bundle("en").formatted(key, fields)
    out = f"[{key}]" if got is None else got
    if fkey is not None and clean:
        if len(_said) >= SAID_KEEP:
            _said.clear()
        _said[key, lang, fkey] = out
    return out


def variables(key: str, lang: str = "en", cat: Catalog | None = None) -> list[str]:
    """The fields message ``key`` uses (``["n"]``), in the order they first appear (in ``cat``,
    else ``lang``'s catalog, else English)."""
    if cat is None:
        cat = bundle(lang) if bundle(lang).has(key) else bundle("en")
    entry = cat.entry(key)
    found: list[str] = []

    class Visit(Visitor):
        def visit_VariableReference(self, node: ast.VariableReference) -> None:  # noqa: N802 - Fluent's name
            if node.id.name not in found:
                found.append(node.id.name)

    if entry is not None:
        Visit().visit(entry)
    return found


class Slot(FluentInt):
    """A number that prints as its field's name in braces (``{n}``), for a template the page fills
    in itself: Fluent still picks the plural form of the number it stands for."""

    field: str

    def format(self, locale: Any) -> str:
        return "{" + self.field + "}"


def slot(field: str, number: int) -> Slot:
    s = Slot(number)
    s.field = field
    return s


def page_template(key: str, lang: str) -> dict[str, str]:
    """A message the page fills in itself, as templates with ``{field}`` slots: ``{"other": …}``,
    and where the message chooses by the count ``n``, one template per CLDR plural category of
    ``lang`` (``one``, ``other`` …: the page picks with ``Intl.PluralRules``)."""
    fields = variables(key, lang)
    plain = {f: "{" + f + "}" for f in fields}
    if "n" not in fields:
        return {"other": msg(key, lang, **plain)}
    rule = bundle(lang).bundle._plural_form
    out: dict[str, str] = {}
    for number in range(200):
        category = rule(number)
        if category not in out:
            out[category] = msg(key, lang, **{**plain, "n": slot("n", number)})
    return out


def format_text(text: str, lang: str = "en", **fields: Any) -> str:
    """One line of text that is not in a catalog (a lesson's sentence) formatted as a Fluent
    pattern of ``lang``: its ``{ $field }`` filled in, the grammar functions at hand (``{
    THE($animal) }``). A line that cannot be formatted (a field missing, bad syntax) is a
    :class:`DSError` naming it: a lesson is built, not shown, with it."""
    cat = bundle(lang)
    entry = parse_entry("text", f"text = {text}\n")
    compiled = cat.bundle._compiler(entry)
    out, errors = cat.bundle.format_pattern(compiled.value, {k: fluent_value(v) for k, v in fields.items()})
    if errors:
        raise DSError(f"cannot fill {text[:80]!r} ({lang}): {errors}")
    return str(out)


def maybe(key: str, lang: str = "en", **fields: Any) -> str | None:
    """Like :func:`msg`, but None where no language defines ``key``."""
    return msg(key, lang, **fields) if has(key, lang) else None


def name(kind: str, value: Any, lang: str = "en") -> Noun:
    """A translated name that knows its grammar: ``name("animal", "amphibians", "it")`` is the
    text ``"Anfibi"``, and a message given it can say ``{ THE($animal) }`` -> ``gli Anfibi``."""
    if value is None:
        return _name("word", "nobody", lang)
    return _name(kind, value if type(value) is str else str(value), lang)


@lru_cache(maxsize=4096)
def _name(kind: str, value: str, lang: str) -> Noun:
    key = f"{kind}.{value}"
    text = msg(key, lang) if has(key, lang) else value
    return Noun(text, kind, value, lang)


def names(kind: str, values: Iterable[Any], lang: str = "en") -> list[Noun]:
    return [name(kind, v, lang) for v in values]
