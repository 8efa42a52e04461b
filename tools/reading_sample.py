"""The reading test's sample: 20 hints and 20 review reasons per language, from seeded games.

    python tools/reading_sample.py            # writes docs/reading/sample_<lang>.md

Hints: the first 20 decisions with more than one option of a 4-player game (seed 49, greedy bots
playing), each worded as the widget's Hint words it (``widget.payloads.hint_analysis`` then
``hint_words``: the lead, then each row's first reason). Review reasons: the decisions of seat 1 of a
4-player game (seed 50, seat 1 the random bot, the others greedy) as the review judges them, the
marked ones first, then the others in order, 20 in all, each with its verdict, the reason and the
"Why?" ledger. The same positions in every language. A reader checks each: understood, true (against
the board shown by the position's turn and the rules), telling the options apart.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from ds_widget.bots.registry import make_bot  # noqa: E402
from ds_widget.engine import Match  # noqa: E402
from ds_widget.explain import prompt  # noqa: E402
from ds_widget.explain.catalog import LANGUAGES  # noqa: E402
from ds_widget.review import Review, is_mistake, reason  # noqa: E402
from ds_widget.review.words import verdict_word, why_lines  # noqa: E402
from ds_widget.widget.payloads import hint_analysis, hint_words  # noqa: E402

OUT = ROOT / "docs" / "reading"
N = 20


class Seat:
    """What ``hint_analysis`` needs of a widget session: the game and the seed."""

    def __init__(self, game: Match, seed: int) -> None:
        self.game, self.seed = game, seed


def hints() -> list[tuple[Match, dict]]:
    g = Match.new(players=4, seed=49)
    bots = [make_bot("greedy", 49 + i) for i in range(4)]
    out = []
    while g.pending is not None and len(out) < N:
        if len(g.pending.options) > 1:
            h = Match.from_record(g.record())
            out.append((h, hint_analysis(Seat(h, 49))))
        g.choose(bots[g.state.animals[g.pending.animal].player].pick(g))
    return out


def reviewed() -> tuple[Match, list[dict]]:
    g = Match.new(players=4, seed=50)
    bots = {0: make_bot("random", 50)}
    while g.pending is not None and g.state.turn <= 3:
        seat = g.state.animals[g.pending.animal].player
        g.choose((bots.get(seat) or make_bot("greedy", 50 + seat)).pick(g))
    r = Review(g, [0])
    r.run()
    marked = [j for j in r.results if is_mistake(j["verdict"])]
    rest = [j for j in r.results if not is_mistake(j["verdict"])]
    return g, (marked + rest)[:N]


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    hs = hints()
    game, js = reviewed()
    for lang in LANGUAGES:
        lines = [f"# Reading sample ({lang}): {N} hints and {N} review reasons", "",
                 "Made by `python tools/reading_sample.py`.", "", "## Hints (game seed 49)", ""]
        for i, (g, made) in enumerate(hs, 1):
            w = hint_words(made, Seat(g, 49), lang, 0)
            lines += [f"### H{i}: turn {g.state.turn}, {g.pending.animal}", "",
                      f"*Question*: {prompt(g.pending, lang)}", "", f"**{w['text']}**", ""]
            for r in w["ranking"]:
                lines.append(f"- {r['label']}: {r['reasons'][0] if r['reasons'] else ''}")
                if r.get("differ"):                 # the next line the widget shows under that row
                    lines.append(f"  - {r['differ']}")
            if w.get("legend"):                     # under the rows, as the widget shows it
                lines += ["", w["legend"]]
            lines.append("")
        lines += ["## Review reasons (game seed 50, seat 1)", ""]
        for i, j in enumerate(js, 1):
            st = game.state_at(j["ply"])
            d = Match.from_record(game.record(), upto=j["ply"]).pending
            lines += [f"### R{i}: turn {st.turn}, place {j['ply']}, {verdict_word(j['verdict'], lang)}", "",
                      f"*Question*: {prompt(d, lang) if d else ''}", "", f"**{reason(j, lang)}**", ""]
            # the earth's tile lines nested under it, as the widget lists them
            lines += [f"{'  ' * depth}- {x}" for x, depth in why_lines(j, lang)]
            lines.append("")
        (OUT / f"sample_{lang}.md").write_text("\n".join(lines), encoding="utf-8")
        print(f"wrote {OUT / f'sample_{lang}.md'}")


if __name__ == "__main__":
    main()
