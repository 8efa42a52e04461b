"""What the end of a look-ahead is worth: each animal's final VP, predicted from the position.

The coach values a line by its *outlook* (:func:`.coach.outlook`): VP plus what the earth would
score if the game ended now. That counts an early place on the earth at its face value, though the
earth changes for several turns more, and it sees nothing of an animal's means to act later. The
*learned* leaf value predicts each animal's final VP from a few measures of the position, with
weights fitted by least squares on 800 games of four greedy bots (``tools/fit_leaf_value.py``
makes them again; docs/benchmarks.md "A searching coach"):

* VP, and what the earth would add (the outlook's two parts);
* tiles dominated, matching, endangered species and species on earth (:func:`.greedy.evaluate`);
* elements on the animal's sheet, species in its gene pool, action pawns;

each once as it is and once times the share of the deck still to come (the game's clock: the
Ice Age card ends it), so that a measure may count differently early and late. A game that is over
is worth its VP exactly.

Standard library only; the weights are constants, so play does not depend on the machine.
"""
from __future__ import annotations

from ..engine.state import State

#: the measures of an animal, in the order of :data:`LEARNED`'s weights
FEATURES = ("vp", "earth", "dominated", "matching", "endangered", "species", "elements", "gene_pool",
            "pawns")
#: the face-up Dominance cards: the deck's share still to come counts from a game's start
FACE_UP = 5


def clock(st: State) -> float:
    """The share of the deck still to come: 1 at the start of the game, 0 when it is drawn out."""
    start = len(st.deck) + len(st.available) + len(st.played) - FACE_UP
    return len(st.deck) / start if start > 0 else 0.0


def features(st: State, animal: str, outlook: int, board: dict[str, float]) -> tuple[float, ...]:
    """``animal``'s measures (:data:`FEATURES`), given its ``outlook`` (VP plus the earth) and
    ``board`` (:func:`.greedy.evaluate` of it)."""
    a = st.animals[animal]
    return (a.vp, outlook - a.vp, board["dominated"], board["matching"], board["endangered"],
            board["species"], len(a.elements), a.gene_pool, a.pawns)


def design(measures: tuple[float, ...], r: float) -> list[float]:
    """The row the weights multiply: the measures, the measures times the clock ``r``, 1, ``r``
    (``tools/fit_leaf_value.py`` fits on these rows)."""
    return [*measures, *(v * r for v in measures), 1.0, r]


#: the fitted weights, in :func:`design`'s order (``python tools/fit_leaf_value.py`` prints them)
LEARNED: tuple[float, ...] = (
    1.0172894493941096, 0.9433661055802114, 3.3654237278812937, 0.279423091778264, 1.1642910951742802,
    0.3346344480763185, -1.6592254295955446, 0.7015299181854224, 1.0014827548130891,
    0.44707389610325154, 0.8724920370377537, -2.4269989479794183, 0.3762660914132053,
    -9.637413777108288, -0.28871772145931474, 2.1470721762082015, 0.16427084683189516,
    8.931883592142684,
    8.114883432557258, 25.17333442683502)
_N = len(FEATURES)


def predicted(st: State, animal: str, outlook: int, board: dict[str, float]) -> float:
    """``animal``'s final VP as the learned weights predict it from ``st`` (its VP if the game is
    over)."""
    if st.over:
        return float(st.animals[animal].vp)
    r = clock(st)
    w = LEARNED
    return w[2 * _N] + w[2 * _N + 1] * r + sum(
        (wb + wr * r) * v for wb, wr, v in zip(w[:_N], w[_N:2 * _N], features(st, animal, outlook, board)))
