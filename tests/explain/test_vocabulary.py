"""The rulebooks' vocabulary, term by term (docs/rules.md §3; issue 48, item 4): every name of the
game in Italian and German is the word of its rulebook (000 for Italian, 004 for German, "(ours)"
where 004 has none), and a word of the other Italian translation (003) that differs from 000's is
used nowhere a learner reads — the catalogs, the lessons, the pictures' words and text
alternatives, the player aid, a hint, a review, the board in words (each shown: a planted 003 word
is caught in each)."""
from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from ds_widget.explain.catalog import msg

ROOT = Path(__file__).resolve().parents[2]

#: §3's tables whose rows are names of the game, by the catalog kind that names them
NAMED = {"3.1": "section", "3.2": "phase", "3.3": "element", "3.4": "terrain", "3.5": "animal"}


@cache
def vocabulary() -> dict[str, list[dict[str, str]]]:
    """§3's tables as rows ``{"id", "en", "it", "it003", "de"}``, by subsection (3.1 … 3.6)."""
    text = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
    part = text[text.index("## 3. Vocabulary"):text.index("## 4. Board geometry")]
    out: dict[str, list[dict[str, str]]] = {}
    for sub in re.split(r"^### ", part, flags=re.M)[1:]:
        number = sub.split()[0]
        rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in sub.splitlines()
                if line.startswith("|") and not line.startswith("| ---")]
        head, body = rows[0], rows[1:]
        cols = {h: i for i, h in enumerate(head)}
        out[number] = [{"id": r[cols["id"]].strip("`") if "id" in cols else "", "en": r[cols["English"]],
                        "it": r[cols["Italian 000"]], "it003": r[cols["Italian 003"]],
                        "de": r[cols["German 004"]]} for r in body]
    return out


def words_of(cell: str) -> list[str]:
    """A table cell's words: ``larve (pl.), larva`` -> ``["larve"]``; ``pedina di azione / pezzo di
    azione`` -> both; ``spazio "a forma di occhio"`` -> the quoted words."""
    cell = re.sub(r"\(.*?\)|\*|—|[\"“”]", " ", cell)
    return [" ".join(w.split()).lower() for w in re.split(r"/", cell.split(",")[0]) if w.strip()]


#: words of 003 that 000 also uses, for something else: 000's "esagono libero" is an empty hex of
#: the board, "Dominazione" the action, "tabella" the action display's own name
ALSO_000 = {"esagono", "dominazione", "tabella", "spazio"}


def forms(cell: str) -> set[str]:
    """Every word form a cell gives (``mammiferi (sing. mammifero)`` -> both)."""
    words = re.findall(r"[A-Za-zÀ-ÿ'-]+", re.sub(r"\b(?:sing|pl|ours)\b\.?", " ", cell))
    return {w.lower() for w in words if len(w) > 2}


@pytest.mark.parametrize("lang", ["it", "de"])
def test_every_name_of_the_game_is_the_rulebooks_word(lang):
    """§3.1–3.5: the sections, phases, elements, terrains and animals are named as 000 / 004 names
    them (a form of the rulebook's word: singular or plural, any case)."""
    wrong = []
    for number, kind in NAMED.items():
        for row in vocabulary()[number]:
            if not row["id"] or row["id"] == "—" or row[lang] in ("—", ""):
                continue
            ours = msg(f"{kind}.{row['id']}", lang).lower()
            # a form of the rulebook's word: the same, one of its words, or its singular (Larve, Larven)
            if not any(f == ours or f in ours.split() or f.startswith(ours) for f in forms(row[lang])):
                wrong.append(f"{kind}.{row['id']}: {ours!r}, the rulebook says {row[lang]!r}")
    assert wrong == []


def synonyms_003() -> list[tuple[str, str]]:
    """(003's word, 000's) for every term of §3 where the two Italian translations differ: 003's
    word must not stand in for 000's (one word per concept)."""
    out = []
    for rows in vocabulary().values():
        for row in rows:
            ours = words_of(row["it"])
            for theirs in words_of(row["it003"]):
                if theirs in ALSO_000 or len(theirs) <= 3 or any(theirs in o or o in theirs for o in ours):
                    continue
                if theirs not in forms(row["it"]):
                    out.append((theirs, ours[0]))
    return out


def texts_it() -> list[tuple[str, str]]:
    """(where, text) of what an Italian learner reads: catalogs and lessons (the glossary's), and
    what the program shows — a picture's words and text alternative, the player aid, a hint, a
    review's reasons, the board in words."""
    from ds_widget import DominantSpeciesWidget, Game
    from ds_widget.explain.position import as_text
    from ds_widget.render import render_svg
    from ds_widget.render.aid import player_aid
    from tests.explain.test_glossary import texts

    out = list(texts("it"))
    g = Game.new(players=4, seed=3)
    for _ in range(120):
        g.choose(g.pending.options[0].id)
    svg = str(render_svg(g.state, decision=g.pending, lang="it"))
    out.append(("the picture", re.sub(r"<style.*?</style>|<[^>]+>", " ", svg, flags=re.S)))
    out.append(("the board in words", as_text(g.state, "it")))
    out.append(("the player aid", re.sub(r"<[^>]+>", " ", player_aid("it"))))
    w = DominantSpeciesWidget(["human", "greedy", "greedy", "greedy"], seed=3, bot_delay=0, lang="it")
    w.run_bots()
    w._on_front_end_message(w, {"type": "hint"}, [])
    out.append(("a hint", str(w.hint)))
    return out


def test_no_italian_text_uses_the_other_translations_word():
    pairs = synonyms_003()
    assert ("casella della regressione", "riquadro di regressione") in pairs and ("esagono", "tessera") not in pairs
    found = [f"{where}: {theirs!r} (000: {ours!r})" for where, text in texts_it() for theirs, ours in pairs
             if re.search(rf"(?i)\b{re.escape(theirs)}\b", text)]
    assert found == []


def test_a_planted_word_of_the_other_translation_is_caught():
    pairs = synonyms_003()
    planted = "Metti la specie sugli esagoni iniziali e guarda la Tabella del Punteggio."
    assert [t for t, _ in pairs if re.search(rf"(?i)\b{re.escape(t)}\b", planted)]


#: where a language's texts name a §3.6 concept otherwise than its column, and why (the rest must use it)
OWN_WORDS = {
    "de": {"eyeball space": "„Augen“-Aktionsfeld (004's word, German quotation marks)",
           "empty hex of the board": "freier Platz: in this project Feld is a tile (docs/editorial_de.md)",
           "corner (of a tile)": "Ecke: the tile is always named beside it",
           "Wanderlust tiles (3 stacks)": "Wandertrieb-Stapel: 004 has no word"},
    "it": {},
}


@pytest.mark.parametrize("lang", ["it", "de"])
def test_every_concept_is_named_with_its_rulebooks_word(lang):
    """§3.6: every key concept that the texts name is named with 000's / 004's word (the few
    deliberate exceptions listed in OWN_WORDS with their reason)."""
    from tests.explain.test_glossary import texts
    text = " ".join(t for _, t in texts(lang)).lower()
    missing = [(row["en"], row[lang]) for row in vocabulary()["3.6"]
               if words_of(row[lang]) and row["en"] not in OWN_WORDS[lang]
               and not any(w in text for w in words_of(row[lang]))]
    assert missing == []
    assert set(OWN_WORDS[lang]) <= {row["en"] for row in vocabulary()["3.6"]}
