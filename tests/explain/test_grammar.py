"""How the catalogs read once formatted: articles that agree with the name, no name left without
its article where the language needs one, and counts with the right form (issue 48, item 4).

Every message of every language is formatted with every animal, and with terrains and elements in
turn, counted 1 and 2 (the fields as the code gives them: tests/explain/samples.py); each sentence
is then read by :func:`faults`, whose rules come from the catalogs' own grammar data (each name's
article, gender and case forms, the language's article tables), so a rule is as strict as the
language: an Italian name takes only its own article (and the prepositions joined to it), a
German one only the articles of its gender in some case. Each rule is shown to catch a planted
fault.
"""
from __future__ import annotations

import re

import pytest

from ds_widget.engine.constants import ALL_TERRAINS, ANIMALS, ELEMENTS, SECTIONS
from ds_widget.explain.catalog import LANGUAGES, Catalog, bundle, ftl_id, keys
from tests.explain.samples import sample_fields

KINDS = {"animal": ANIMALS, "terrain": ALL_TERRAINS, "element": ELEMENTS, "section": SECTIONS}

IT_ARTICLES = ("il", "lo", "l'", "la", "i", "gli", "le")
IT_PREPS = ("di", "a", "da", "in", "su")
DE_ARTICLES = ("der", "die", "das", "den", "dem", "des")
DE_CONTRACTED = {"vom": "dem", "im": "dem", "zum": "dem", "am": "dem", "beim": "dem", "zur": "der", "ins": "das",
                 "ans": "das"}
#: verbs that an Italian sentence puts right before a subject or object naming an animal
IT_VERBS = (r"vince|vincono|vinto|domina|dominano|ha|hanno|è|sono|perde|perdono|perso|prende|prendono|preso|"
            r"segna|segnano|tocca")

#: countable words of the catalogs, singular and plural (the names' plurals come from the catalogs)
COUNTED = {
    "en": [("tile", "tiles"), ("card", "cards"), ("element", "elements"), ("pawn", "pawns"), ("turn", "turns"),
           ("corner", "corners"), ("point", "points"), ("choice", "choices"), ("decision", "decisions"),
           ("question", "questions"), ("hex", "hexes"), ("playout", "playouts")],
    "it": [("tessera", "tessere"), ("carta", "carte"), ("elemento", "elementi"), ("pedina", "pedine"),
           ("turno", "turni"), ("angolo", "angoli"), ("punto", "punti"), ("scelta", "scelte"),
           ("decisione", "decisioni"), ("domanda", "domande"), ("esagono", "esagoni"), ("azione", "azioni"),
           ("partita", "partite")],
    "de": [("Feld", "Felder"), ("Karte", "Karten"), ("Element", "Elemente"), ("Aktionsfigur", "Aktionsfiguren"),
           ("Runde", "Runden"), ("Ecke", "Ecken"), ("Art", "Arten"), ("Entscheidung", "Entscheidungen"),
           ("Punkt", "Punkte"), ("Frage", "Fragen"), ("Partie", "Partien"), ("Aktion", "Aktionen")],
}


def names(cat: Catalog) -> list[tuple[str, str, str]]:
    """(kind, value, text) of every name of the catalog's language."""
    return [(k, v, cat.format(f"{k}.{v}", {}) or v) for k, vs in KINDS.items() for v in vs]


def _word(text: str, cat: Catalog | None = None, key: str = "") -> str:
    """A name as a pattern: its label and, where it has one, the form it takes in a sentence."""
    running = cat.attribute(key, "running") if cat is not None and key else None
    return f"(?:{re.escape(text)}|{re.escape(running)})" if running and running != text else re.escape(text)


def rules(cat: Catalog) -> list[tuple[re.Pattern[str], str]]:
    """(pattern, what is wrong) for the language of ``cat``, from its grammar data."""
    out: list[tuple[re.Pattern[str], str]] = []
    lang = cat.lang
    for kind, value, text in names(cat):
        key = f"{kind}.{value}"
        w = _word(text, cat, key)
        if lang == "it":
            own = cat.attribute(key, "article")
            if own is None:
                continue
            wrong = [a for a in IT_ARTICLES if a != own]
            arts = "|".join(_word(a) + (r"\s*" if a.endswith("'") else r"\s+") for a in wrong)
            out.append((re.compile(rf"(?<![\w'’])(?i:{arts}){w}\b"), f"{text} takes '{own}'"))
            for p in IT_PREPS:
                joined = {a: cat.attribute(f"grammar.{p}", a.replace("'", "_")) for a in IT_ARTICLES}
                bad = [f for a, f in joined.items() if a != own and f]
                alt = "|".join(_word(f) + (r"\s*" if f.endswith("'") else r"\s+") for f in bad)
                out.append((re.compile(rf"(?<![\w'’])(?i:{alt}){w}\b"), f"{p} + {text} is {joined[own]}"))
            if kind == "animal":      # a plural name needs its article after a preposition or a verb
                out.append((re.compile(rf"\b(?:di|a|da|in|su|con|per|tra|{IT_VERBS})\s+{w}\b"),
                            f"{text} without its article"))
        elif lang == "de":
            g = "pl" if cat.attribute(key, "number") == "other" else cat.attribute(key, "gender")
            if g is None:
                continue
            valid = {cat.attribute("grammar.article", f"{g}-{c}") for c in ("nom", "acc", "dat", "gen")}
            if cat.attribute(key, "plural") == text:    # "eines der Wasser": a plural like the singular
                valid |= {cat.attribute("grammar.article", f"pl-{c}") for c in ("nom", "acc", "dat", "gen")}
            wrong = [a for a in DE_ARTICLES if a not in valid]
            if wrong:
                out.append((re.compile(rf"\b(?i:{'|'.join(wrong)})\s+{w}\b"), f"{text} ({g}) never takes {wrong}"))
            contracted = [c for c, a in DE_CONTRACTED.items() if a not in valid]
            if contracted:
                out.append((re.compile(rf"\b(?i:{'|'.join(contracted)})\s+{w}\b"), f"{text} ({g}): not {contracted}"))
            dat = cat.attribute(key, "dat")
            if dat and dat != text:   # dative plural takes its -n: "den Vögeln", never "den Vögel"
                out.append((re.compile(rf"\b(?i:den|mit den|von den|zu den)\s+{w}\b"), f"dative of {text} is {dat}"))
            gen = cat.attribute(key, "gen")
            if gen and gen != text:
                out.append((re.compile(rf"\bdes\s+{w}\b"), f"genitive of {text} is {gen}"))
        if kind == "animal":          # a count is never glued to an animal's (plural) name
            out.append((re.compile(rf"\b\d+ {w}\b"), f"a number before {text}"))
    for one, many in COUNTED[lang] + plural_names(cat):
        if one != many:
            out.append((re.compile(rf"(?<![\d.,])1 {_word(many)}\b"), f"1 {many}"))
            out.append((re.compile(rf"(?<![\d.,])(?:[02-9]|\d\d+) {_word(one)}\b(?!-)"), f"a number > 1 before {one}"))
    return out


def plural_names(cat: Catalog) -> list[tuple[str, str]]:
    out = []
    for kind, value, text in names(cat):
        many = cat.attribute(f"{kind}.{value}", "plural")
        if many and kind == "element":        # a terrain before a number is a tile's kind: "2 tundra tiles"
            out.append((text, many))
    return out


def faults(text: str, cat: Catalog) -> list[str]:
    return [f"{why}: …{text[max(0, m.start() - 25):m.end() + 25]}…" for pat, why in _rules(cat)
            for m in [pat.search(text)] if m]


_CACHE: dict[str, list[tuple[re.Pattern[str], str]]] = {}


def _rules(cat: Catalog) -> list[tuple[re.Pattern[str], str]]:
    """The rules of the catalog's language (a planted message never changes the grammar data)."""
    got = _CACHE.get(cat.lang)
    if got is None:
        got = _CACHE[cat.lang] = rules(cat)
    return got


def sentences(cat: Catalog, only: list[str] | None = None):
    """(key, sentence) of every message of ``cat``'s language, formatted with each animal, and with
    the terrains and elements in turn, counted 1 and 2."""
    lang = cat.lang
    for key in only or keys(lang):
        if key.startswith(("grammar.", "note.")):      # notes: read with their facts (test_lesson_facts)
            continue
        for i, animal in enumerate(ANIMALS):
            for count in (1, 2):
                fields = sample_fields(key, lang, cat, animal=animal, element=ELEMENTS[i],
                                       terrain=ALL_TERRAINS[i + count], count=count)
                yield key, cat.format(key, fields) or ""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_reads_right_with_every_name_and_count(lang):
    cat = bundle(lang)
    found = sorted({f"{key}: {f}" for key, text in sentences(cat) for f in faults(text, cat)})
    assert found == []


def planted(lang: str, key: str, source: str) -> Catalog:
    """A fresh catalog of ``lang`` whose message ``key`` is ``source`` (Fluent, after ``=``)."""
    cat = Catalog(lang)
    cat.source[ftl_id(key)] = f"{ftl_id(key)} = {source}\n"
    return cat


@pytest.mark.parametrize("lang,key,source,animal", [
    ("it", "position.dominant", "La dominano i { $animal }.", "amphibians"),      # i Anfibi
    ("it", "position.dominant", "La dominano gli { $animal }.", "mammals"),       # gli Mammiferi
    ("it", "position.winner", "La partita è finita: vincono { $animal }.", "birds"),           # no article
    ("it", "position.winner", "I punti { THE($animal, prep: \"a\") } e a { $animal }.", "insects"),   # a Insetti
    ("de", "position.dominant", "Es dominiert das { $animal }.", "birds"),
    ("de", "position.winner", "Gewonnen haben die Spinnen, vor den { $animal }.", "birds"),    # den Vögel
    ("en", "position.winner", "The game is over: 2 { $animal } won.", "birds"),                 # 2 Birds
])
def test_a_planted_article_fault_is_caught(lang, key, source, animal):
    cat = planted(lang, key, source)
    got = [f for k, text in sentences(cat, [key]) for f in faults(text, cat) if k == key]
    ok = [f for k, text in sentences(bundle(lang), [key]) for f in faults(text, bundle(lang))]
    assert got and not ok


def select(one: str, other: str) -> str:
    return f"\n    {{ $n ->\n        [one] {one}\n       *[other] {other}\n    }}"


@pytest.mark.parametrize("lang,key,source", [
    ("it", "bot.domination", select("{ $n } tessere", "{ $n } tessere")),
    ("de", "bot.domination", select("{ $n } Felder", "{ $n } Felder")),
    ("en", "bot.domination", "{ $n } tile to score"),                                  # no select at all
    ("it", "bot.domination", select("{ $n } { $element }", "{ $n } { $element }")),     # 2 acqua
])
def test_a_planted_plural_fault_is_caught(lang, key, source):
    cat = planted(lang, key, source)
    got = [f for _, text in sentences(cat, [key]) for f in faults(text, cat)]
    assert got


def test_the_functions_give_each_name_its_grammar():
    from ds_widget.explain import msg, name
    it = planted("it", "position.winner",
                 "Vincono { THE($animal) }; i punti vanno { THE($animal, prep: \"a\") }.")
    for animal, art, to in (("amphibians", "gli anfibi", "agli anfibi"), ("mammals", "i mammiferi", "ai mammiferi")):
        out = it.format("position.winner", {"animal": name("animal", animal, "it")})
        assert out == f"Vincono {art}; i punti vanno {to}."
    de = planted("de", "position.winner", "{ CAP(THE($t)) } liegt neben { THE($t, case: \"dat\") }, "
                                          "{ THE($t, case: \"dat\", prep: \"von\") } aus.")
    sea = de.format("position.winner", {"t": name("terrain", "sea", "de")})
    assert sea == "Die See liegt neben der See, von der See aus."
    forest = de.format("position.winner", {"t": name("terrain", "forest", "de")})
    assert forest == "Der Wald liegt neben dem Wald, vom Wald aus."
    assert msg("word.and", "it") == "e"


def test_italian_a_becomes_ad_before_an_a_through_quotation_marks():
    """"rispetto a «Adattamento 1»" is wrong Italian (the euphonic d: "ad «Adattamento 1»"); "a
    rinunciare", "a «Dominazione 2»" keep "a" (the readers of 2026-11-29)."""
    from ds_widget.explain import msg
    said = {w: msg("review.lead_sum", "it", better="X", worse=w, gap="3", parts="p")
            for w in ("«Adattamento 1»", "«Dominazione 2»", "rinunciare", "abbondanza")}
    assert "rispetto ad «Adattamento 1»" in said["«Adattamento 1»"], said
    assert "rispetto a «Dominazione 2»" in said["«Dominazione 2»"], said
    assert "rispetto a rinunciare" in said["rinunciare"] and "rispetto ad abbondanza" in said["abbondanza"], said
