"""A tile is named in the board's words — its terrain and where it lies — never by its coordinates
(issue 49; explain/places.py): every name is unique on its board, at every moment of a game; no
prompt, option label, event, hint, review reason, practice question or lesson names a tile by
coordinates; and every terrain with every landmark takes the right articles and prepositions in
Italian and German.

**A secondary label**, the one place a coordinate may appear: ``(q,r)`` right after the words that
name *that same hex* (its landmark, "… north-east of the centre (1,-1)"), so the words come first
and the coordinate only repeats them for a reader matching a picture drawn with coordinates (the
board in words, a lesson whose code cell types the hex). Any other coordinate is a fault: one in
parentheses after anything else ("savannah (1,-1)", "(1,-1) the savannah …", a different hex's
words), or a bare id ("1,-1", a corner's "1,-1E"). :func:`coordinates_named` is that check; the
planted test shows it catches the names of before issue 49."""
from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from ds_widget import Game
from ds_widget.bots.coach import CoachBot
from ds_widget.engine.constants import ALL_TERRAINS
from ds_widget.engine.hexmap import BOARD, CENTRE, Hex, distance
from ds_widget.explain import describe, label, name, prompt
from ds_widget.explain.catalog import LANGUAGES, bundle, keys, variables
from ds_widget.explain.places import landmark, place, place_of
from ds_widget.explain.position import as_text
from ds_widget.review import Review, reason
from ds_widget.review.words import advice, label_of
from tests.explain.samples import sample_fields
from tests.explain.test_grammar import faults, planted

#: a coordinate as the code writes one: "(1,-1)", or an id's "1,-1" / "1,-1E" (any other number
#: with a comma is a decimal, "2,5 PV")
COORDINATE = re.compile(r"\((-?\d),(-?\d)\)|(?<![\w,.])-?\d,-\d(?:[EW])?\b|(?<![\w,.])-\d,\d(?:[EW])?\b")


def _landmark_words(h: Hex, lang: str) -> str:
    return str(place(h, "sea", lang))[len(name("terrain", "sea", lang)):]


#: the words after the terrain in each hex's name, worked out once (so that a planted fault in
#: explain/places.py cannot change what the check looks for)
LANDMARK_WORDS = {(h, lang): _landmark_words(h, lang) for h in BOARD for lang in LANGUAGES}


def landmark_words(h: Hex, lang: str) -> str:
    """The words after the terrain in a place's name: " north-east of the centre"."""
    return LANDMARK_WORDS[h, lang]


def coordinates_named(text: str, lang: str) -> list[str]:
    """The coordinates ``text`` names a tile by: every one that does not come right after that
    hex's own words (the secondary label, "… north-east of the centre (1,-1)")."""
    out = []
    for m in COORDINATE.finditer(text):
        if m.group(1) is not None:
            h = (int(m.group(1)), int(m.group(2)))
            if h in BOARD and text[:m.start()].rstrip().endswith(landmark_words(h, lang)):
                continue
        out.append(text[max(0, m.start() - 40):m.end() + 10])
    return out


def test_the_check_catches_a_coordinate_and_lets_a_secondary_label_pass():
    assert coordinates_named("Insects: how many species on savannah (1,-1)?", "en")
    assert coordinates_named("move from (-1,0) to the jungle north-west of the centre", "en")
    assert coordinates_named("the corner 1,-1E", "en")
    assert coordinates_named("(2,-1) avrebbe reso di più", "it")
    assert coordinates_named("the savannah east of the centre (1,-1)", "en")     # not that hex's words
    assert coordinates_named(f"(1,-1) the savannah{landmark_words((1, -1), 'en')}", "en")   # words second
    assert not coordinates_named(f"the savannah{landmark_words((1, -1), 'en')} (1,-1): no species", "en")
    assert not coordinates_named("circa 2,5 PV in più; 1,5 SP", "it")


# ------------------------------------------------------------------ (a) unique, no coordinates


def random_full_game(seed: int, players: int = 4):
    """Every state of a game played by uniformly random choices to its end."""
    g = Game.new(players=players, seed=seed)
    rng = random.Random(seed)
    yield g.state
    while not g.is_over:
        g.choose(rng.choice(g.options).id)
        yield g.state


@pytest.mark.parametrize("seed", [1, 2])
def test_every_name_is_unique_on_its_board_and_stable_over_a_game(seed):
    """Over a random full game: at every moment the names of the board's hexes (tiles and empty
    hexes) are all different and hold no digit; and a hex's name changes only when what lies there
    changes (a tile laid, glaciated), never its landmark: the words after the terrain stay."""
    moments, said, changes = 0, {}, 0
    for st in random_full_game(seed):
        for lang in LANGUAGES:
            named = [place_of(st, h, lang) for h in BOARD]            # the tiles and the empty hexes
            assert len(set(named)) == len(BOARD), [n for n in named if named.count(n) > 1]
            assert not [n for n in named if re.search(r"\d", n)], named
            for h, n in zip(BOARD, named):
                assert str(n).endswith(landmark_words(h, lang)), (h, n)
                t = st.tiles.get(h)
                what = (t.kind if t is not None else None)
                if (h, lang) in said and said[h, lang][0] != n:
                    assert said[h, lang][1] != what, (h, said[h, lang][0], n)   # only with the tile
                    changes += 1
                said[h, lang] = (n, what)
        moments += 1
    assert moments > 300 and st.over and changes > 0


def test_a_tile_keeps_its_landmark_all_game():
    """Only the terrain word of a name changes, when the tile itself changes (a glaciated tile)."""
    for h in BOARD:
        assert landmark(h) == landmark(h)
    said = {h: place(h, "desert") for h in BOARD}
    assert len(set(said.values())) == len(BOARD)
    assert place(CENTRE, "tundra") == "tundra in the centre"
    assert all(str(place(h, None, "en")).startswith("tile ") for h in BOARD)


def test_the_landmark_is_said_from_the_centre_by_the_compass_of_the_rules():
    """docs/rules.md §4.1: N (0,-1), NE (+1,-1), SE (+1,0), S (0,+1), SW (-1,+1), NW (-1,0)."""
    assert str(place((0, -1), "wetland")) == "wetland north of the centre"
    assert str(place((1, 0), "desert")) == "desert south-east of the centre"
    assert str(place((-2, 2), "forest")) == "forest two steps south-west of the centre"
    assert str(place((2, -1), "sea")) == "sea east of the centre"            # between NE and SE
    assert str(place((-1, -1), "sea")) == "sea north-north-west of the centre"
    assert str(place((3, -1), "jungle")) == "jungle two steps south-east and one north-east of the centre"
    for h in BOARD:                                  # every hex by its own walk from the centre
        key, f = landmark(h)
        assert key == {0: "centre", 1: "near"}.get(distance(h, CENTRE), key)


# ----------------------------------------------- (b) prompts, options, events, hints, reviews


def texts_of_a_game(seed: int, lang: str, plies: int = 2500):
    """(where, text) of everything a player reads in a game of random choices: each prompt, each
    option's label, each event, and the board in words now and then."""
    g = Game.new(players=4, seed=seed)
    rng = random.Random(seed)
    for ply in range(plies):
        d = g.pending
        if d is None:
            break
        yield "prompt", prompt(d, lang)
        for o in d.options:
            yield "option", label(o, d, lang)
        for ev in g.choose(rng.choice(d.options).id):
            yield f"event {ev['kind']}", describe(ev, lang)
        if ply % 200 == 0:
            yield "board in words", as_text(g.state, lang)


def scan(texts, lang: str) -> tuple[list[str], int]:
    """The coordinates the texts name a tile by (with where), and how many texts name one of three
    tiles next to the centre in words (so a scan that read nothing cannot pass)."""
    found, tiles = [], 0
    for where, text in texts:
        found += [f"{where}: {c}" for c in coordinates_named(text, lang)]
        tiles += any(landmark_words(h, lang) in text for h in ((0, -1), (1, -1), (1, 0)))
    return found, tiles


@pytest.mark.parametrize("seed", [3, 5])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_prompt_option_or_event_names_a_tile_by_coordinates(lang, seed):
    found, tiles = scan(texts_of_a_game(seed, lang), lang)
    assert found == []
    assert tiles > 100                       # tiles were named, in words


def planted_coordinates(monkeypatch):
    """The fault the check is for: every place named as before issue 49, "savannah (1,-1)" (the
    terrain and its coordinates, no landmark)."""
    from ds_widget.explain import places

    def as_coordinates(h, terrain, empty, lang):
        what = name("terrain", terrain, lang) if terrain else name("place", "hex" if empty else "tile", lang)
        return what.labelled(f"{what} ({h[0]},{h[1]})")

    monkeypatch.setattr(places, "_place", as_coordinates)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_planted_the_check_fails_when_a_place_is_named_by_coordinates(lang, monkeypatch):
    """Planted fault: explain/places.py names a tile by coordinates again; the same scan of the
    same game as above finds them in prompts, option labels and events, and no tile in words."""
    planted_coordinates(monkeypatch)
    found, tiles = scan(texts_of_a_game(3, lang, plies=300), lang)
    wheres = {f.split(":")[0].split(" ")[0] for f in found}
    assert len(found) > 100 and {"prompt", "option", "event"} <= wheres, wheres
    assert tiles == 0


def hint_and_review_texts(lang: str):
    """(where, text) of the hint (the coach's ranking in words, :func:`advice`) at some decisions
    on tiles and corners of a short game, then of its review: every reason and option named."""
    g = Game.new(players=3, seed=8)
    rng = random.Random(8)
    coach = CoachBot(5, candidates=3, playouts=1)
    hinted = 0
    for _ in range(60):
        d = g.pending
        if hinted < 3 and rng.random() < 0.3 and any(o.kind in ("tile", "corner", "hex") for o in d.options):
            lead, rows = advice(coach.explain(g, lang=lang)["ranking"], d, lang)
            yield "hint", lead
            for r in rows:
                yield "hint row", " ".join([r["label"], *r["reasons"]])
            hinted += 1
        g.choose(rng.choice(d.options).id)
    assert hinted == 3
    review = Review(g, [0])
    for _ in range(review.total):
        j = review.step()
        yield "review", reason(j, lang)
        for r in j["rows"]:
            yield "review row", label_of(r, lang)


CENTRE_WORD = {"en": " centre", "it": " centro", "de": " Mitte"}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_hint_or_review_reason_names_a_tile_by_coordinates(lang):
    found, tiles = [], 0
    for where, text in hint_and_review_texts(lang):
        found += [f"{where}: {c}" for c in coordinates_named(text, lang)]
        tiles += CENTRE_WORD[lang] in text
    assert found == []
    assert tiles > 0


def practice_texts(lang: str):
    """(where, text) of practice questions of every kind: the question, its choices, the right
    answer and the explanation."""
    from ds_widget.practice import KINDS, generate
    for kind in KINDS:
        for seed in range(4):
            q = generate(kind, seed, 1 + seed % 3)
            yield f"practice {kind}", q.text(lang)
            yield f"practice {kind} explanation", q.explanation(lang)
            yield f"practice {kind} answer", q.expected_text(lang)
            for c in q.choices(lang):
                yield f"practice {kind} choice", c["label"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_practice_question_names_a_tile_by_coordinates(lang):
    found, tiles = [], 0
    for where, text in practice_texts(lang):
        found += [f"{where}: {c}" for c in coordinates_named(text, lang)]
        tiles += CENTRE_WORD[lang] in text
    assert found == []
    assert tiles > 10


ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_lesson_names_a_tile_by_coordinates(lang):
    """The lessons' prose as built (facts filled in; tests/notebooks check the notebooks are their
    sources built), code left out: what a learner types in a code cell is the game's id, not a
    name. (An exercise's note is checked where the notes are made, tests/notebooks/test_lesson_facts.py.)"""
    found, tiles = [], 0
    for path in sorted((ROOT / "notebooks" / lang).glob("*.ipynb")):
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] == "markdown":
                source = cell["source"]
                text = re.sub(r"`[^`]*`", "", source if isinstance(source, str) else "".join(source))
                found += [f"{path.stem}: {c}" for c in coordinates_named(text, lang)]
                tiles += CENTRE_WORD[lang] in text
    assert found == []
    assert tiles > 5


# --------------------------------------------------------- (c) articles with every landmark

#: one hex for each form of landmark: the centre, a side, a compass point between two sides, a
#: straight line two and three steps out, a walk of two legs
FORMS: tuple[Hex, ...] = ((0, 0), (0, -1), (-1, 1), (1, -2), (2, -1), (0, 2), (-3, 3), (1, -3), (3, -1))
#: one hex for each kind of landmark, for the messages (every message × terrain × hex is slow)
KINDS: tuple[Hex, ...] = ((0, 0), (0, -1), (2, -1), (-3, 3), (1, -3))

#: the article and preposition every terrain takes, written out by hand (docs/rules.md §3.4):
#: Italian (THE, AT, di, a, da, su) and German (THE nom, AT, gen, von, zu, acc)
EXPECTED = {
    "it": {"sea": ("il mare", "nel mare", "del mare", "al mare", "dal mare", "sul mare"),
           "wetland": ("la palude", "nella palude", "della palude", "alla palude", "dalla palude", "sulla palude"),
           "savannah": ("la savana", "sulla savana", "della savana", "alla savana", "dalla savana", "sulla savana"),
           "jungle": ("la giungla", "nella giungla", "della giungla", "alla giungla", "dalla giungla",
                      "sulla giungla"),
           "forest": ("la foresta", "nella foresta", "della foresta", "alla foresta", "dalla foresta",
                      "sulla foresta"),
           "desert": ("il deserto", "nel deserto", "del deserto", "al deserto", "dal deserto", "sul deserto"),
           "mountain": ("la montagna", "sulla montagna", "della montagna", "alla montagna", "dalla montagna",
                        "sulla montagna"),
           "tundra": ("la tundra", "sulla tundra", "della tundra", "alla tundra", "dalla tundra", "sulla tundra"),
           None: ("la tessera", "sulla tessera", "della tessera", "alla tessera", "dalla tessera", "sulla tessera"),
           "hex": ("l'esagono libero", "sull'esagono libero", "dell'esagono libero", "all'esagono libero",
                   "dall'esagono libero", "sull'esagono libero")},
    "de": {"sea": ("die See", "auf der See", "der See", "von der See", "zur See", "die See"),
           "wetland": ("der Sumpf", "im Sumpf", "des Sumpfes", "vom Sumpf", "zum Sumpf", "den Sumpf"),
           "savannah": ("die Savanne", "auf der Savanne", "der Savanne", "von der Savanne", "zur Savanne",
                        "die Savanne"),
           "jungle": ("der Dschungel", "im Dschungel", "des Dschungels", "vom Dschungel", "zum Dschungel",
                      "den Dschungel"),
           "forest": ("der Wald", "im Wald", "des Waldes", "vom Wald", "zum Wald", "den Wald"),
           "desert": ("die Wüste", "in der Wüste", "der Wüste", "von der Wüste", "zur Wüste", "die Wüste"),
           "mountain": ("das Gebirge", "im Gebirge", "des Gebirges", "vom Gebirge", "zum Gebirge", "das Gebirge"),
           "tundra": ("die Tundra", "auf der Tundra", "der Tundra", "von der Tundra", "zur Tundra", "die Tundra"),
           None: ("das Feld", "auf dem Feld", "des Feldes", "vom Feld", "zum Feld", "das Feld"),
           "hex": ("der freie Platz", "auf dem freien Platz", "des freien Platzes", "vom freien Platz",
                   "zum freien Platz", "den freien Platz")},
}
USES = {"it": '{ THE($t) }|{ AT($t) }|{ THE($t, prep: "di") }|{ THE($t, prep: "a") }|{ THE($t, prep: "da") }|'
              '{ THE($t, prep: "su") }',
        "de": '{ THE($t) }|{ AT($t) }|{ THE($t, case: "gen") }|{ THE($t, case: "dat", prep: "von") }|'
              '{ THE($t, case: "dat", prep: "zu") }|{ THE($t, case: "acc") }'}


@pytest.mark.parametrize("lang", ["it", "de"])
def test_every_terrain_with_every_landmark_takes_its_articles(lang):
    cat = planted(lang, "position.winner", USES[lang])
    for what, expected in EXPECTED[lang].items():
        assert what is None or what == "hex" or what in ALL_TERRAINS
        for h in FORMS:
            t = place(h, None if what == "hex" else what, lang, empty=what == "hex")
            got = cat.format("position.winner", {"t": t}).split("|")
            words = landmark_words(h, lang)
            assert got == [f"{e}{words}" for e in expected], (what, h)


def tile_messages(lang: str) -> list[str]:
    return [k for k in keys(lang) if not k.startswith(("grammar.", "note.", "place.", "bearing."))
            and {"tile", "origin", "to"} & set(variables(k, lang))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_naming_a_tile_reads_right_with_every_terrain_and_landmark(lang):
    """Each message with a tile in it, formatted with every terrain (and an unknown one) at a hex
    of each kind of landmark (centre, side, between two sides, straight line, walk): articles
    that agree (tests/explain/test_grammar.py's rules), the landmark whole, and no "tile" word
    doubled ("sulla tessera tessera …")."""
    cat = bundle(lang)
    tile_keys = tile_messages(lang)
    assert len(tile_keys) > 40
    doubled = {"en": "tile tile", "it": "tessera tessera", "de": "Feld Feld"}[lang]
    found = []
    for key in tile_keys:
        for terrain in (*ALL_TERRAINS, None):
            for h in KINDS:
                fields = sample_fields(key, lang, cat, terrain=terrain or "sea")
                for f in ("tile", "origin", "to"):
                    if f in fields:
                        fields[f] = place(h, terrain, lang)
                text = cat.format(key, fields) or ""
                found += [f"{key}: {x}" for x in faults(text, cat)]
                if landmark_words(h, lang).strip() not in text or doubled in text:
                    found.append(f"{key} ({terrain}, {h}): {text}")
    assert found == []
