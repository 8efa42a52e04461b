"""Immigrants * (docs/rules.md §10.2 card 16, R23, R46)."""
from __future__ import annotations

from typing import Any

from ..constants import SPACES
from ..flow import Decision, Option, opt_element, opt_space, opt_word, take_first
from ..hexmap import hex_str
from ..moves import eliminate
from ..state import State
from .base import Card
from .disease import lose_added_element


def lose_pawn(st: State, animal: str, space: str | None, source: str) -> None:
    """An action pawn leaves the game: from the supply, or from ``space`` (R23)."""
    a = st.animal_w(animal)
    if space is None:
        a.supply -= 1
    else:
        st.spaces_w()[space] = None
    a.pawns -= 1
    st.emit("pawn_lost", animal=animal, space=space, source=source, pawns=a.pawns)


class Immigrants(Card):
    """Every animal, in food-chain order, chooses: lose one added element, or lose one action pawn,
    or eliminate all but one of its species on each tile."""

    card = "immigrants"
    own_stages = ("choice", "element", "pawn")

    def resolve(self, st: State, fr: dict[str, Any]) -> Decision | None:
        if fr["stage"] == "start":
            fr["queue"] = list(st.animals)
            fr["stage"] = "choice"
        if not fr["queue"]:
            self.finish(st, fr)
            return None
        a = fr["queue"][0]
        an = st.animals[a]
        if fr["stage"] == "choice":
            opts = []
            if an.added:
                opts.append(opt_word("lose_element"))
            if an.pawns > 0:
                opts.append(opt_word("lose_pawn"))
            opts.append(opt_word("thin_out"))
            return self.ask(fr, "immigrants_choice", opts, animal=a)
        if fr["stage"] == "element":
            return self.ask(fr, "immigrants_element",
                            [opt_element(e, "sheet-" + a) for e in sorted(set(an.added))],
                            animal=a, zone="sheet-" + a)
        # stage "pawn": which pawn on the display leaves the game
        return self.ask(fr, "immigrants_pawn", [opt_space(s) for s in SPACES if st.spaces[s] == a],
                        animal=a)

    def choose(self, st: State, fr: dict[str, Any], opt: Option) -> None:
        a = fr["queue"][0]
        an = st.animals[a]
        stage = fr["stage"]
        done = True
        if stage == "choice":
            st.emit("immigrants_choice", animal=a, choice=opt.kind)
            if opt.kind == "lose_element":
                types = sorted(set(an.added))
                if len(types) == 1:
                    lose_added_element(st, a, types[0], self.card)
                else:
                    fr["stage"] = "element"
                    done = False
            elif opt.kind == "lose_pawn":
                on_display = [s for s in SPACES if st.spaces[s] == a]
                if an.supply > 0:
                    lose_pawn(st, a, None, self.card)
                elif len(on_display) == 1:
                    lose_pawn(st, a, on_display[0], self.card)
                else:
                    fr["stage"] = "pawn"
                    done = False
            else:
                for h in st.occupied(a):
                    n = st.tiles[h].species[a]
                    if n > 1:
                        eliminate(st, h, a, n - 1, self.card, fr["chooser"])
                st.emit("species_thinned", animal=a,
                        tiles=[hex_str(h) for h in st.occupied(a)])
        elif stage == "element":
            lose_added_element(st, a, opt.value, self.card)
        else:
            lose_pawn(st, a, opt.value, self.card)
        if done:
            take_first(fr, "queue")
            fr["stage"] = "choice"
