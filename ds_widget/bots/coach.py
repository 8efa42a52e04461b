"""The coach: it looks further than the greedy bot and says why.

For the pending decision it takes the greedy bot's best few options (and the option the greedy
bot would not consider but a player might: every option when there are few), and plays each one
out to the end of the turn — the Reset phase included, so Extinction and Survival count — with
every player played by the greedy bot; when that is too dear for its budget of look-aheads (early
in a turn), every option is played the same number of decisions instead. Hidden information is
never read: in each playout the bag draws come from a generator of the coach's own and the
face-down deck is shuffled (the Ice Age card stays at the bottom); playout k of every candidate
meets the same draws (common random numbers). Each option is valued by its animal's *outlook* at
the end of the turn against the best other animal: its VP plus what the final scoring (docs/rules.md
§11) would give it if the earth were scored as it stands then — games between these bots last
about six turns, so the earth's places are most of the VP — plus a little for matching and against
endangered species; averaged over the playouts. The events on its principal line give the reasons
(the VP it scores and where).

Standard library only; it decides through the one door (the pending decision, its option ids).
"""
from __future__ import annotations

import time
from typing import Any

from ..engine.calc import score_places
from ..engine.flow import choose
from ..engine.match import Match
from ..engine.rng import Rng
from ..engine.state import State
from ..explain import msg
from .greedy import GreedyBot, KeyedGreedyBot, effort, evaluate, gist
from .greedy import reasons as greedy_reasons

#: events on a playout that are worth telling as a reason (the coach's animal gains VP)
VP_EVENTS = ("tile_scored", "bonus_vp", "survival", "glaciation")
#: weight of the greedy bot's board measures beside the outlook's VP (per matching point, per
#: endangered species, per species on earth): tie-breakers between lines that score alike
BOARD_WEIGHTS = {"matching": 0.1, "endangered": -0.5, "species": 0.06}


def outlook(st: State) -> dict[str, int]:
    """Each animal's VP plus what it would score if the final scoring (docs/rules.md §11) counted the
    earth as it stands: every tile's places by species, ties by the food chain."""
    out = {a: x.vp for a, x in st.animals.items()}
    for h in st.tiles:
        for p in score_places(st, h):
            out[p["animal"]] += p["vp"]
    return out


#: a row of the greedy bot's ranking: (its value, the option, its terms)
Ranked = tuple[float, str, dict[str, Any]]
#: the prefix of a term that is what one tile would give the animal in the final scoring
TILE_TERM = "earth@"


def outlook_by_tile(st: State, animal: str) -> tuple[dict[str, int], dict[str, int]]:
    """:func:`outlook`, and in the same pass over the tiles what each would give ``animal`` in the
    final scoring: ``{"earth@q,r": VP}``, tiles that give it nothing left out (the review names the
    tile where two options' earths differ)."""
    out = {a: x.vp for a, x in st.animals.items()}
    tiles: dict[str, int] = {}
    for h in st.tiles:
        for p in score_places(st, h):
            out[p["animal"]] += p["vp"]
            if p["animal"] == animal and p["vp"]:
                key = f"{TILE_TERM}{h[0]},{h[1]}"
                tiles[key] = tiles.get(key, 0) + p["vp"]
    return out, tiles


class CoachBot:
    """``CoachBot(seed, candidates=5, playouts=2, budget=None)``: ``candidates`` options, each
    played out ``playouts`` times, within a budget of :attr:`WORK`. With ``budget`` (seconds) the
    analysis also stops when the time is up (the widget's hint); without, the coach's play depends
    only on the position and its seed, so a tournament gives the same results wherever it runs."""

    name = "coach"
    MAX_PLAYOUT_DECISIONS = 600
    ROWS = 3
    """candidates always tried, whatever the budget (the hint's top three)"""
    WORK = 80_000
    """the work one decision may spend on greedy look-aheads, in the units of
    :func:`ds_widget.bots.greedy.effort` (a look-ahead costs 16 + the tiles on the earth, and 64
    more when it ends the turn: about 3 µs each on one core of the development machine when it was
    fitted, so a decision took about 0.3-0.5 s whatever the stage of the game; the search is about
    2.2 times as fast since, docs/benchmarks.md "Search, fifth round"), counted, not timed, so play
    is the same on any machine. Each of the first ROWS playouts may take a ROWS-th of what the ranking
    left; if the first has not reached the end of the turn by then, every playout of this decision
    stops after as many decisions as it played. Once the first ROWS candidates are tried, no
    playout starts that would, at the average cost of those so far, end beyond WORK."""
    SHARE_WORK: int | None = None
    """the work the first ROWS playouts share, which sets how far every playout looks (None: WORK);
    a variant that spends more work on more playouts but looks as far sets it below WORK
    (``benchmarks/screen_coach_variants.py``)"""
    KEEP_MARGIN: float | None = 3.0
    """The coach keeps the greedy bot's first choice unless its playouts value another candidate
    more than this higher (:func:`keep_first`): two playouts a candidate are noisy, and the best of
    several noisy averages is often best by luck. So it beat the coach that played the candidate
    valued most (None) in 58.0 % of its pairs over 400 games (docs/benchmarks.md, "A searching coach:
    anchored over 400 games")."""

    def __init__(self, seed: int = 0, *, candidates: int = 5, playouts: int = 2,
                 budget: float | None = None) -> None:
        self.seed = seed
        self.candidates = candidates
        self.playouts = playouts
        self.budget = budget
        self.greedy = GreedyBot(seed ^ 0x5A5A)

    # ------------------------------------------------------------------------ the door
    def pick(self, game: Match) -> str:
        ranked = self.analyse(game)
        return ranked[0]["option"] if ranked else game.pending.options[0].id  # type: ignore[union-attr]

    def explain(self, game: Match, *, top: int = 3, lang: str = "en") -> dict[str, Any]:
        """The coach's best ``top`` options, each with its estimates (the outlook — VP plus the
        earth counted as in the final scoring — and the VP, ahead of or behind the best other
        animal at the end of the turn; VP scored until then) and its reasons: those estimates in
        words, the rule of thumb or value terms of the first step — never what one playout happened
        to score —; and its ``terms`` (what :mod:`ds_widget.review.words` compares)."""
        ranked = self.analyse(game)
        rows = []
        for r in ranked[:top]:
            m = round(r["margin"], 1)
            o = round(r["outlook"], 1)
            soon = {} if r["cut"] is None else {"n": r["cut"]}    # the line stopped n decisions on
            reasons = [msg(f"coach.outlook_{side(o)}", lang, margin=number(abs(o), lang), n=r["cut"] or 0),
                       msg(f"coach.{'soon_' * bool(soon)}{side(m)}", lang, margin=number(abs(m), lang), **soon),
                       msg("coach.gain", lang, n=round(r["gain"]))]
            first_look = greedy_reasons(r["why"], lang)[:1]   # never an event of one playout: a reason
            reasons += first_look
            rows.append({"option": r["option"], "value": round(r["value"], 2), "margin": m,
                         "first_look": first_look[0] if first_look else "", "gist": gist(r["why"], lang),
                         "outlook": o, "gain": round(r["gain"], 1), "reasons": reasons,
                         "terms": {k: round(v, 2) for k, v in r["terms"].items()}, "placed": r["placed"],
                         "cut": r["cut"]})
        return {"bot": self.name, "choice": ranked[0]["option"] if ranked else None, "ranking": rows}

    def how(self, lang: str = "en") -> str:
        """How the coach decides, in words (the hint's "how"): its playouts, and its margin."""
        text = msg("coach.how", lang)
        if self.KEEP_MARGIN is None:
            return text
        return f"{text} {msg('coach.how_kept', lang, limit=number(self.KEEP_MARGIN, lang), n=self.playouts)}"

    # ------------------------------------------------------------------------ analysis
    def analyse(self, game: Match, extra: str | None = None) -> list[dict[str, Any]]:
        """The candidates, best first (with :attr:`KEEP_MARGIN`, the coach's choice first, then the
        others best first): ``option``, ``value`` (the outlook at the end of the turn
        against the best other animal, with the board tie-breakers, averaged), ``outlook`` (the
        outlook's margin alone), ``margin`` (VP ahead of the best other animal then, averaged),
        ``gain`` (VP this animal scores until then), ``events`` (the principal line's VP events
        for this animal), ``greedy`` (the greedy bot's value of the option now), ``why`` (its
        terms, for :func:`ds_widget.bots.greedy.reasons`) and ``cut`` (None when the principal line
        reached the end of the turn, else the decisions it played: "then" is that far on), ``terms``
        (the averaged measures at the end of the line that :mod:`ds_widget.review` compares:
        ``gain``, ``earth`` — what the earth would score for this animal —, ``rival`` — the best
        other animal's outlook —, ``endangered``, ``dominated``), ``placed`` (the spaces this animal
        puts action pawns on in Planning in every line: the option's, if it is one, and later ones).

        ``extra``: an option id to value as well, with the same draws and horizon, if the coach
        would not have tried it (the review values the option a player took). Without it the
        analysis, and so the coach's play, is what it always was."""
        d = game.pending
        if d is None:
            return []
        if len(d.options) == 1:
            return [{"option": d.options[0].id, "value": 0.0, "margin": 0.0, "gain": 0.0, "outlook": 0.0,
                     "events": [], "greedy": 0.0, "why": {}, "cut": None, "terms": {}, "placed": ()}]
        before = self.greedy.work
        ranked, picked = self.shortlist(game)
        st = game.state
        deadline = time.perf_counter() + (self.budget if self.budget is not None else float("inf"))
        draws = Rng(self.seed * 1_000_003 + st.ply)   # the same position: the same playouts
        # common random numbers: playout k of every candidate meets the same hidden draws and the
        # same tie-breaks, so candidates differ by their own consequences, not by luck
        futures = [draws.next64() for _ in range(self.playouts)]
        animal = d.animal
        # playout k of every candidate, then playout k + 1: when time is short the first ROWS
        # candidates have still been tried once (the hint shows three), the others if time allows
        lines: list[list[tuple]] = [[] for _ in picked]  # (value, margin, gain, outlook, events, cut)
        work = root = self.greedy.work - before     # the work spent on this decision
        share = max(1, ((self.SHARE_WORK or self.WORK) - work) // self.ROWS)
        horizon = self.MAX_PLAYOUT_DECISIONS         # decisions a playout plays after the option
        played = 0
        for k, i in ((k, i) for k in range(self.playouts) for i in range(len(picked))):
            early = k == 0 and i < self.ROWS     # the first ROWS playouts: a share each
            if not early and (work + (work - root) / played > self.WORK or time.perf_counter() > deadline):
                break                            # another playout would overrun the budget
            line, spent = self._playout(st, animal, picked[i][1], Rng(futures[k]), keep_events=k == 0,
                                        horizon=horizon, share=share if early else float("inf"))
            if played == 0 and line[5] is not None:  # too dear to play to the end of the turn:
                horizon = line[5]               # every line stops as far in (or where its share ends)
            lines[i].append(line)
            work += spent
            played += 1
        if extra is not None and d.get(extra) is not None and not any(
                ls and r[1] == extra for r, ls in zip(picked, lines)):
            # the same playouts (draws, horizon) as the candidates tried most, without a share
            extra_lines = [self._playout(st, animal, extra, Rng(futures[k]), keep_events=k == 0,
                                         horizon=horizon)[0]
                           for k in range(max(len(ls) for ls in lines))]
            why_extra = next((r for r in ranked if r[1] == extra), (0.0, extra, {}))
            kept = [(r, ls) for r, ls in zip(picked, lines) if r[1] != extra]
            picked = [r for r, _ in kept] + [why_extra]
            lines = [ls for _, ls in kept] + [extra_lines]
        out = [{"option": option, "n": len(ls), "value": mean(x[0] for x in ls), "margin": mean(x[1] for x in ls),
                "gain": mean(x[2] for x in ls), "outlook": mean(x[3] for x in ls), "events": ls[0][4],
                "cut": ls[0][5], "terms": {k: mean(x[6][k] for x in ls) for k in ls[0][6]},
                "placed": tuple(sorted(set(ls[0][7]).intersection(*(x[7] for x in ls[1:])))),
                "greedy": greedy_value, "why": why}
               for (greedy_value, option, why), ls in zip(picked, lines) if ls]
        out.sort(key=lambda r: -r["value"])
        return self.first(out)

    def shortlist(self, game: Match) -> tuple[list[Ranked], list[Ranked]]:
        """The greedy bot's ranking of the pending decision's options, and the candidates the coach
        plays out: its first :attr:`candidates` — in Planning the best space of each action (different
        plans, not five Dominations). No chance in either: the same position, the same candidates."""
        ranked = self.greedy.rank(game)
        if game.pending is not None and game.pending.kind == "place_pawn":
            seen: set[str] = set()
            picked = []
            for r in ranked:
                section = r[1].split(":", 1)[-1].split(".")[0]
                if section not in seen:
                    seen.add(section)
                    picked.append(r)
            return ranked, picked[: self.candidates]
        return ranked, ranked[: self.candidates]

    def first(self, ranked: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``ranked`` (best valued first, each with its ``value`` and ``greedy``) with the coach's
        choice first: the greedy bot's first choice kept within :attr:`KEEP_MARGIN`."""
        return ranked if self.KEEP_MARGIN is None else keep_first(ranked, self.KEEP_MARGIN)

    def paired(self, game: Match, options: list[str], future: int, horizon: int) -> dict[str, tuple[Any, ...]]:
        """One playout of each of ``options`` from ``game``'s pending decision, all meeting the same
        hidden draws (``future`` seeds them) and breaking ties by the situation
        (:class:`~ds_widget.bots.greedy.KeyedGreedyBot`), to the end of the turn or ``horizon``
        decisions on: each option's line (as :meth:`_playout` gives it, without events). The review
        compares options with many of these (:mod:`ds_widget.review.sure`)."""
        st, d = game.state, game.pending
        if d is None:
            return {}
        return {o: self._playout(st, d.animal, o, Rng(future), keep_events=False, horizon=horizon, keyed=True)[0]
                for o in options}

    def _playout(self, st: State, animal: str, option: str, rng: Rng, keep_events: bool,
                 horizon: int, share: float = float("inf"), keyed: bool = False) -> tuple[tuple[Any, ...], int]:
        """One playout of ``option`` to the end of the turn, or for ``horizon`` decisions after it,
        or until its look-aheads have taken ``share`` work: ((value, VP margin, VP gained, outlook margin,
        this animal's VP events, biggest first, ``cut``: None if it reached the end of the turn or
        of the game, else the decisions it played, the measures the review compares, the spaces this
        animal put action pawns on in Planning, the option's first), the work it took). ``keyed``: the
        players' ties broken by the situation (:class:`~ds_widget.bots.greedy.KeyedGreedyBot`: the
        review's paired playouts), not by a generator's count of draws."""
        s = determinize(st, rng)
        s.events = [] if keep_events else None
        start_vp = s.animals[animal].vp
        turn = s.turn
        d = choose(s, option)
        first = effort(st, s, d)
        bot = (KeyedGreedyBot if keyed else GreedyBot)(rng.next64())
        n = 0
        root = st.pending              # the spaces of this animal's action pawns, from the option on
        placed = [option.removeprefix("space:")] if root is not None and root.kind == "place_pawn" else []
        while d is not None and s.turn == turn and n < horizon and bot.work < share:
            pick = bot.pick_state(s, d)
            if d.kind == "place_pawn" and d.animal == animal:
                placed.append(pick.removeprefix("space:"))
            d = choose(s, pick)
            n += 1
        cut = None if d is None or s.turn != turn else n
        # s is this playout's own copy, read below for its values only: its pending decision and
        # the decision's state, each the other's, are let go of (a cycle only the garbage collector frees)
        s.pending = None
        seen, by_tile = outlook_by_tile(s, animal) if keyed else (outlook(s), None)

        own = evaluate(s, animal)

        def standing(a: str) -> float:
            board = own if a == animal else evaluate(s, a)
            return seen[a] + sum(w * board[k] for k, w in BOARD_WEIGHTS.items())

        others = [a for a in s.animals if a != animal]
        value = standing(animal) - max((standing(a) for a in others), default=0.0)
        ahead = seen[animal] - max((seen[a] for a in others), default=0)
        vp = s.animals[animal].vp
        margin = vp - max((s.animals[a].vp for a in others), default=0)
        events = sorted((e for e in (s.events or []) if e.get("kind") in VP_EVENTS and _vp_for(e, animal)),
                        key=lambda e: -_vp_for(e, animal))     # the biggest gain first
        terms = {"gain": vp - start_vp, "earth": seen[animal] - vp,
                 "rival": max((seen[a] for a in others), default=0),
                 "endangered": own["endangered"], "dominated": own["dominated"]}
        if by_tile:                    # the review names the tile where the earth's score differs
            terms.update(by_tile)
        return (value, margin, vp - start_vp, ahead, events, cut, terms, placed), bot.work + first


class PlainCoachBot(CoachBot):
    """The coach before 2026-11-28: it plays the candidate its playouts value most
    (``KEEP_MARGIN = None``). Not a level; kept to compare with and to resume the logs it played
    (``benchmarks/screen_coach_variants.py``, docs/benchmarks.md)."""

    KEEP_MARGIN = None


def keep_first(ranked: list[dict[str, Any]], margin: float) -> list[dict[str, Any]]:
    """``ranked`` (best valued first) with the greedy bot's first choice among them (of equal
    greedy values, the better valued) put first, unless the best is valued more than ``margin``
    higher: each value is an average of a few playouts, and the best of several noisy averages is
    often best by luck (docs/benchmarks.md, "A searching coach")."""
    if len(ranked) > 1:
        first = max(ranked, key=lambda r: r["greedy"])
        if first is not ranked[0] and ranked[0]["value"] - first["value"] <= margin:
            return [first] + [r for r in ranked if r is not first]
    return ranked


def mean(xs: Any) -> float:
    """The plain average (summed in order, as the coach always has: the same play to the bit)."""
    xs = list(xs)
    return sum(xs) / len(xs)


def side(margin: float) -> str:
    return "ahead" if margin > 0 else "behind" if margin < 0 else "level"


def number(x: float, lang: str) -> str:
    """``2.5`` in English, ``2,5`` in Italian and German."""
    text = f"{x:g}"
    return text if lang == "en" else text.replace(".", ",")


def determinize(st: State, rng: Rng) -> State:
    """A copy of ``st`` in which what no player can see is redrawn: the bag's draws come from
    ``rng`` and the face-down deck is shuffled (the Ice Age card stays at the bottom)."""
    s = st.clone()
    s.rng = Rng(rng.next64())
    if s.deck:
        bottom = s.deck[-1:] if s.deck[-1] == "ice_age" else []
        rest = s.deck[: len(s.deck) - len(bottom)]
        rng.shuffle(rest)
        s.deck = rest + bottom
    return s


def _vp_for(ev: dict[str, Any], animal: str) -> int:
    """The VP an event gives ``animal`` (0 if none)."""
    kind = ev.get("kind")
    if kind == "tile_scored":
        return sum(p.get("vp", 0) for p in ev.get("places", []) if p.get("animal") == animal)
    if kind == "survival":
        return ev.get("vp", 0) if ev.get("holder") == animal else 0
    if ev.get("animal") != animal:
        return 0
    if kind == "bonus_vp":
        return ev.get("vp", 0)
    if kind == "glaciation":                 # moves.glaciate: the bonus VP for adjacent tundra
        return ev.get("bonus", 0)
    return 0

