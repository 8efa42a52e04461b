"""Write the lesson notebooks in notebooks/ (without outputs). Run: python tools/make_notebooks.py

The lessons are kept here as plain Python data so they are easy to review and regenerate; the
notebooks themselves are what learners open.
"""
from __future__ import annotations

from pathlib import Path

import nbformat

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "notebooks"


def md(text: str) -> nbformat.NotebookNode:
    return nbformat.v4.new_markdown_cell(text.strip("\n"))


def code(text: str) -> nbformat.NotebookNode:
    return nbformat.v4.new_code_cell(text.strip("\n"))


HELPERS = '''
from IPython.display import Markdown, display
from ds_widget import Game, DominantSpeciesWidget
from ds_widget.explain import describe, label, matching_text, prompt, verdict_text

def show_step(game, option_id):
    """Play one option and print what it caused, as the explanation panel would."""
    d = game.pending
    chosen = label(d.get(option_id), d)
    events = game.choose(option_id)
    print(f"{prompt(d)}\\n  → {chosen}")
    for e in events:
        if e["kind"] not in ("pawn_resolved",):
            print("   ·", describe(e))
    return events
'''

LESSONS: dict[str, list[nbformat.NotebookNode]] = {}

LESSONS["01_tour"] = [
    md("""
# Lesson 1 — A first turn of Dominant Species

*Dominant Species* (GMT Games, design Chad Jensen) is about the animals of the world fighting for
dominance as an ice age approaches. Each player is an animal — mammals, reptiles, birds,
amphibians, arachnids or insects. You spread your **species** (the cubes) over the **tiles** of the
earth, adapt to the **elements** (grass, grub, meat, seed, sun, water) on the tiles' corners, and
score victory points (VP) when tiles are scored. The game ends in the turn someone takes the
**Ice Age** card.

In this lesson you play the first turn against three bots. Every change is explained below the
board as it happens.
"""),
    code(HELPERS),
    md("""
## The table

Run the cell below. You are the first seat (`"human"`); the others are two greedy bots and a
random bot. The picture shows the whole table:

* **Earth** (left): hex tiles with their terrain, elements on the corners, species cubes with a
  count per animal, and a cone on the tile each animal **dominates**.
* **Action display** (middle): the twelve actions, top to bottom in the order they happen, each
  with its eyeball spaces for action pawns.
* **Cards** (right): the five face-up Dominance cards, the bag, and who holds the Survival card.
* **Animals** (bottom left): each animal's elements, gene pool, pawns and VP.

When it is your turn, the legal choices are highlighted: click one on the board, or use the
buttons above it. The bots move by themselves (*Auto*); *Next* steps them one decision at a time.
*Hint* shows what the greedy bot would choose for you, and why. *Undo* takes a choice back.
"""),
    code('''
w = DominantSpeciesWidget(players=["human", "greedy", "greedy", "random"], seed=1, bot_delay=0.3)
w
'''),
    md("""
## A turn has three phases

1. **Planning** — in Initiative order, each animal places one action pawn at a time on an empty
   eyeball space, round after round, until all pawns are placed.
2. **Execution** — the actions are resolved from top to bottom, each section left to right.
3. **Reset** — **Extinction** removes every species that has no matching element on its tile, the
   **Survival** card pays its holder, and the action display is refilled.

The same game is available from Python. Everything the widget shows comes from the engine:
"""),
    code('''
g = w.game
d = g.pending
print("Turn", g.state.turn, "-", g.state.phase)
print(prompt(d))
print([label(o, d) for o in d.options][:8], "...")
'''),
    md("""
Each decision is small: one pawn, one element, one tile. You can play for the human seat from
Python too — the widget and your code go through the same door:
"""),
    code('''
if not g.is_over and w.decision.get("seat_kind") == "human":
    option = w.decision["options"][0]["id"]
    for line in w.choose(option):
        print(describe(line))
'''),
    md("""
## Something to try

* Play until the Reset phase of turn 1. In the explanation list, find the **Extinction** entry:
  which species died, and why? Click the entry to see the tiles it talks about on the board.
* Switch *Why?* on and click a tile: the widget explains who dominates it and with which matching.
"""),
]

LESSONS["02_matching_and_dominance"] = [
    md("""
# Lesson 2 — Matching, endangered species and dominance

Three words carry the whole game:

* **Matching** of an animal on a tile: for every element token on the animal's sheet (printed and
  added), count the elements of that type on the tile's six corners, and add up.
* An animal's species on a tile are **endangered** when its matching there is 0. Endangered
  species die in the next Extinction.
* The **dominant** animal on a tile is the one animal with the *highest* matching, provided it is
  above 0. A tie for the highest means **nobody** dominates — the food chain does not break it.

Dominance is quality, not quantity: the number of species does not count. This lesson uses the
rulebook's own example.
"""),
    code(HELPERS),
    code('''
g = Game.scenario("matching")
display(Markdown(f"**{g.example['title']}** — {g.example['text']}"))
g
'''),
    md("""
The desert is the tile at `1,0`. Here is the matching of each animal there, term by term
(element, how many on the sheet × how many on the tile):
"""),
    code('''
for animal in ("insects", "amphibians", "reptiles"):
    print(matching_text(g.matching(animal, "1,0")))
print()
print(verdict_text(g.dominance("1,0")))
'''),
    md("""
The insects (3) dominate although the amphibians have three times as many species (they match 2).
The reptiles would match 6 — but they have no species on the desert, so they do not count there.
Now play the example: one reptile migrates from the savannah into the desert.
"""),
    code('''
for choice in g.example["choices"]:
    show_step(g, choice)
print()
print(verdict_text(g.dominance("1,0")))
'''),
    md("""
## What if?

The :class:`Editor` changes a copy of the position while keeping every piece accounted for, and
reports the dominance changes. Remove the sun that the desert and the savannah share:
"""),
    code('''
from ds_widget.engine.editor import Editor
ed = Editor(Game.scenario("matching").state)
for e in ed.remove_element("2,-1W"):
    print(describe(e))
print("Endangered now:", Game.from_state(ed.finish()).endangered())
'''),
    md("""
## Something to try

Open the example in the widget, press *What if…* and add a water to the savannah (corner tool
"Element on a corner", then click a vacant corner of the savannah). Who dominates it now, and by
how much? Then press *Discard edits*.
"""),
    code('''
DominantSpeciesWidget(players=["human"] * 3, scenario="matching")
'''),
]

ACTION_TEXT = {
    "initiative": "Swap your Initiative marker with the one to its left, then put the same pawn on another empty eyeball space: it is, in effect, the last placement of the turn.",
    "adaptation": "Take an element from the Adaptation squares onto your animal's sheet (at most 6 elements in all). Elements nobody takes slide into the Regression box.",
    "regression": "Always resolved: every animal loses one added element of each type in the Regression box. Each Regression pawn protects one type; the reptiles always have a free pawn here.",
    "abundance": "Take an element from the Abundance squares and put it on any vacant corner of the earth — it counts for every tile that shares that corner.",
    "wasteland": "You may return one element of the Wasteland box to the bag; then, always, every element on a tundra tile whose type is still in the box is removed.",
    "depletion": "Remove one element from the earth whose type is in the Depletion box.",
    "glaciation": "Only the leftmost pawn acts: a tile next to tundra becomes tundra, elements surrounded by three tundras are removed, the actor scores bonus VP, and one species of each animal stays.",
    "speciation": "Pick an element of the space's type on earth: each tile touching it may receive species from your gene pool, up to its cap. Then the insects may add one species anywhere.",
    "wanderlust": "Place a face-up tile next to the earth, maybe with an element, score bonus VP for its neighbours, then every animal may move species in from the adjacent tiles.",
    "migration": "Move up to X species, each to an adjacent tile (birds may fly two tiles through an existing one).",
    "competition": "For each of the space's three terrains, eliminate one opposing species on one tile you share. The arachnids compete once for free, anywhere, first.",
    "domination": "Score a tile (places by number of species, food chain breaks ties); its dominant animal then takes a Dominance card.",
}

LESSONS["03_actions"] = [
    md("""
# Lesson 3 — The twelve actions, in the order they happen

Each section below loads the rulebook's worked example for one action, plays the decision the
example takes, and prints every change with its explanation — exactly what the widget's
explanation panel shows. Run the cells one by one and compare with the board pictures.
"""),
    code(HELPERS),
    code('''
def example(name):
    g = Game.scenario(name)
    display(Markdown(f"**{g.example['title']}** ({g.example['source']}) — {g.example['text']}"))
    for choice in g.example["choices"]:
        show_step(g, choice)
    return g
'''),
]
for i, (action, text) in enumerate(ACTION_TEXT.items(), 1):
    LESSONS["03_actions"] += [md(f"## {i}. {action.capitalize()}\n\n{text}"), code(f'example("{action}")')]
LESSONS["03_actions"] += [
    md("""
## Something to try

Every example opens in the widget, just before its decision. Choose differently from the
rulebook and compare the explanations:
"""),
    code('DominantSpeciesWidget(players=["human"] * 5, scenario="glaciation")'),
]

LESSONS["04_dominance_cards"] = [
    md("""
# Lesson 4 — The Dominance cards

When a Domination action scores a tile, the tile's **dominant** animal must take one face-up
Dominance card and carry it out as fully as it can. "You" on a card is that animal; every other
animal is an opponent. Here are the 26 cards:
"""),
    code(HELPERS),
    code('''
from ds_widget.engine.constants import CARDS
from ds_widget.explain import msg, name
for card in CARDS:
    print(f"{name('card', card):15} {msg('card_text.' + card)}")
'''),
    md("""
To see a card resolved, we build a position — the printed start of a four-player game — and start
the card as if the mammals had just dominated the scored mountain. The greedy bot makes the
card's decisions, and every change is explained.
"""),
    code('''
from ds_widget.engine.scenario import ScenarioBuilder
from ds_widget.engine.scenarios import build
from ds_widget.bots import GreedyBot

def card_demo(card, chooser="mammals"):
    data = {"animals": ["mammals", "reptiles", "birds", "insects"], "base": "start",
            "eliminated": {"mammals": 3}, "pawns": {"domination.5": "birds"},
            "at": {"card": card, "chooser": chooser, "tile": "0,1", "space": 1}}
    g = Game.from_state(build(data))
    for e in g.start_events:
        if e["kind"] not in ("pawn_resolved",):
            print("   ·", describe(e))
    bot = GreedyBot(0)
    while g.pending is not None and g.pending.rule.startswith("card."):
        show_step(g, bot.pick(g))
    return g

card_demo("catastrophe")
'''),
    code('card_demo("cold_snap")'),
    code('card_demo("hibernation")'),
    code('card_demo("immigrants")'),
    md("""
## Something to try

Pick a card yourself: the widget below starts a Domination on the wetland scenario; choose any
face-up card and read the explanation of each step. Then try `card_demo("niche_biomes")` and
`card_demo("instinct")` above.
"""),
    code('''
w = DominantSpeciesWidget(players=["human"] * 3, scenario="domination")
w.choose("tile:0,-1")
w
'''),
]

LESSONS["05_scoring_survival_end"] = [
    md("""
# Lesson 5 — Tile scoring, the Survival card and the end of the game

**Scoring a tile**: rank the animals present by their *number of species*; ties go to the animal
higher in the food chain (mammals, reptiles, birds, amphibians, arachnids, insects). Each place
pays the tile's value for that place; an animal takes only one place.

| terrain | 1st | 2nd | 3rd | 4th |
|---|---|---|---|---|
| sea | 9 | 5 | 3 | 2 |
| wetland | 8 | 4 | 2 | 1 |
| savannah | 7 | 4 | 2 | |
| jungle | 6 | 3 | 2 | |
| forest | 5 | 3 | 2 | |
| desert | 4 | 2 | | |
| mountain | 3 | 2 | | |
| tundra | 1 | | | |
"""),
    code(HELPERS),
    code('''
g = Game.scenario("domination")
p = g.preview_scoring("0,-1")
for place in p["places"]:
    tie = f"  (ahead of {', '.join(place['tiebreak_over'])} by the food chain)" if place["tiebreak_over"] else ""
    print(f"{place['place']}. {place['animal']:10} {place['species']} species  {place['vp']} VP{tie}")
print("not awarded:", p["unawarded"])
'''),
    md("""
**The Survival card**: at each Reset, after Extinction, the animal with strictly the most species on
tundra tiles holds it and scores bonus VP for the number of tundra tiles it occupies (1, 3, 6, 10 …
the bonus table). A tie means nobody holds it.
"""),
    code('''
g = Game.scenario("glaciation")
print("before:", g.survival())
show_step(g, "tile:1,-1")      # glaciate the savannah instead of the desert
print("after: ", g.survival())
'''),
    md("""
**The end**: the game ends in the turn the *Ice Age* card is taken (it is the last card of the
deck). The remaining Domination actions are resolved, then Extinction and Survival as usual, and
then every tile is scored once more. Most VP wins; a tie goes to the animal higher in the food
chain. Four greedy bots play a whole game here in a second or two:
"""),
    code('''
from ds_widget.bots import GreedyBot
game = Game.new(players=4, seed=7)
bots = {a: GreedyBot(i) for i, a in enumerate(game.state.animals)}
while not game.is_over:
    game.choose(bots[game.pending.animal].pick(game))
final = [e for e in game.last_events if e["kind"] in ("ice_age", "tile_scored", "game_over")]
for e in final[-8:]:
    print("·", describe(e))
game
'''),
    md("""
## Something to try

Open the wetland example in the widget, enter *What if…*, and change the species counts on the
wetland. Predict the places and VP before you score it.
"""),
]

LESSONS["06_what_if"] = [
    md("""
# Lesson 6 — What if?

The explorer lets you change a position — elements on corners, species on tiles, tiles on empty
hexes, elements on animal sheets — and see matching, endangered species and dominance recomputed
at once. Every piece comes from where the game keeps it (the bag, the gene pool, the Wanderlust
stacks), so the position stays one that could really happen. You can then throw the edits away,
or play on from the edited position.
"""),
    code(HELPERS),
    code('''
from ds_widget.engine.editor import Editor
g = Game.scenario("depletion")
ed = Editor(g.state)
print("Take away the seed shared by the desert and the savannah:")
for e in ed.remove_element("2,-1W"):
    print("  ·", describe(e))
print("Give the birds a second seed on the desert instead:")
for e in ed.add_element("1,0W", "seed"):
    print("  ·", describe(e))
print("Endangered:", Game.from_state(ed.finish()).endangered())
'''),
    md("""
In the widget: press *What if…*, choose a tool in the palette (element, species, tile, element on
an animal), then click the board. Each edit is explained below the board. *Play on from here*
starts a new game from the edited position; *Discard edits* goes back.
"""),
    code('''
w = DominantSpeciesWidget(players=["human"] * 3, scenario="depletion")
w.enter_explore()
w.edit("set_species", tile="1,0", animal="mammals", n=2)
for row in w.narration:
    print(row["text"])
w
'''),
    md("""
## Something to try

On the depletion example: which single element, added anywhere, would let the reptiles dominate
the desert? Try your guess with the explorer, then check it with `g.matching("reptiles", "1,0")`.
"""),
]

LESSONS["07_classroom"] = [
    md("""
# Lesson 7 — Classroom demonstration

For a projector: the presentation view uses larger type and hides what a class does not need.
Keyboard shortcuts (click the widget first): **→** next step, **←** back, **h** hint, **p**
presentation on/off. The timeline slider jumps to any step.
"""),
    code(HELPERS),
    code('''
w = DominantSpeciesWidget(players=["human"] * 5, scenario="glaciation", presentation=True)
w
'''),
    md("""
Stepping through a recorded game: four greedy bots play a whole game; the record (setup, seed and
choices) replays it exactly. Load it into a widget, go back to the start, and step forward with
**→** (or *Next*), explaining each step to the class.
"""),
    code('''
from ds_widget.bots import GreedyBot
game = Game.new(players=4, seed=11)
bots = {a: GreedyBot(i) for i, a in enumerate(game.state.animals)}
while not game.is_over:
    game.choose(bots[game.pending.animal].pick(game))
record = game.record()
print(len(record["choices"]), "choices;", game.result["winner"], "won with", game.result["scores"])

replay = DominantSpeciesWidget(players=["human"] * 4, game=Game.from_record(record), presentation=True)
replay.goto(0)
replay
'''),
    code('''
for _ in range(25):          # the same as pressing → 25 times
    replay.redo()
print(replay.status["phase"], replay.cursor)
'''),
    md("""
## Something to try

Save the record with `replay.save("my_game.json")`, then load it in a new widget with
`DominantSpeciesWidget(players=["human"] * 4).load("my_game.json")` — or use the *Save* and
*Load* buttons. From the command line, `python -m ds_widget render my_game.json --step 120 -o
slide.svg` draws any moment of the game for a slide.
"""),
]

LESSONS["08_simulation_statistics"] = [
    md("""
# Lesson 8 — What happens over many games?

Random players are terrible at Dominant Species, which makes them useful for stress tests and for
questions about the rules themselves: how long do games last, which animals win, which cards come
up? Here a few hundred games between bots run in the background while a progress bar moves; then
we plot the results with matplotlib.
"""),
    code('''
import threading
import ipywidgets as widgets
from IPython.display import display
from ds_widget.engine.simulate import play_random_game

GAMES = 150
results = []
bar = widgets.IntProgress(min=0, max=GAMES, description="games")
display(bar)

def run():
    for seed in range(GAMES):
        results.append(play_random_game(players=4, seed=seed))
        bar.value = seed + 1

worker = threading.Thread(target=run)
worker.start()
'''),
    code('''
worker.join()          # wait for the background games to finish
complete = [r for r in results if r["completed"]]
print(len(complete), "of", len(results), "games reached Ice Age")
'''),
    code('''
import collections
import matplotlib.pyplot as plt

fig, axes = plt.subplots(1, 3, figsize=(15, 4))
scores = collections.defaultdict(list)
for r in complete:
    for animal, vp in r["scores"].items():
        scores[animal].append(vp)
axes[0].boxplot(list(scores.values()))
axes[0].set_xticks(range(1, len(scores) + 1), list(scores))
axes[0].set_title("Final VP by animal")
wins = collections.Counter(r["winner"] for r in complete)
axes[1].bar(list(wins), list(wins.values()), color="#234e70")
axes[1].set_title("Wins by animal")
axes[1].tick_params(axis="x", rotation=45)
cards = collections.Counter(c for r in complete for c in r["cards"])
names = [c for c, _ in cards.most_common()]
axes[2].barh(names[::-1], [cards[c] for c in names][::-1], color="#b7791f")
axes[2].set_title("How often each card is taken")
plt.tight_layout()
plt.show()
'''),
    code('''
turns = [r["turns"] for r in complete]
plt.hist(turns, bins=range(min(turns), max(turns) + 2), color="#2e7d32")
plt.xlabel("turns until Ice Age"); plt.ylabel("games"); plt.title("Game length, random players")
plt.show()
'''),
    md("""
## Something to try

* Run the same statistics with the greedy bot (`ds_widget.bots.GreedyBot`) for every seat: do
  games get shorter? Does the food chain's tie-break favour the mammals?
* From a terminal: `python -m ds_widget simulate --players 3 --games 500 --seed 7 --json`.
"""),
]


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for name, cells in LESSONS.items():
        nb = nbformat.v4.new_notebook()
        nb.cells = cells
        for i, cell in enumerate(nb.cells):
            cell.id = f"{name.split('_')[0]}-{i:02d}"   # stable ids: regenerating changes nothing
        nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
        nb.metadata["language_info"] = {"name": "python"}
        nbformat.write(nb, OUT / f"{name}.ipynb")
        print("wrote", OUT / f"{name}.ipynb")


if __name__ == "__main__":
    main()
