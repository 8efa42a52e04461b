"""Independent re-computations of derived values, for tests only.

Nothing here calls :mod:`ds_widget.engine.calc` or the hex tables of the engine: the rules are
re-typed from docs/rules.md in a few lines, so a bug in the engine's calculation cannot hide behind the
same bug in the check (``invariants.problems`` compares the dominance markers with ``calc``).
"""
from __future__ import annotations

from collections import Counter

#: docs/rules.md §5: inherent (printed) elements of each animal
INHERENT = {"mammals": ("meat", "meat"), "reptiles": ("sun", "sun"), "birds": ("seed", "seed"),
            "amphibians": ("water", "water", "water"), "arachnids": ("grub", "grub"),
            "insects": ("grass", "grass")}


def corner_hexes(c: tuple[int, int, int]) -> tuple[tuple[int, int], ...]:
    """The three hexes of a corner key ``(q, r, side)``: side 0 is the E corner of (q, r), i.e.
    {(q,r), (q+1,r-1), (q+1,r)}; side 1 the W corner, {(q,r), (q-1,r+1), (q-1,r)} (docs/rules.md §4.4)."""
    q, r, side = c
    d = 1 if side == 0 else -1
    return ((q, r), (q + d, r - d), (q + d, r))


def discs_per_tile(st) -> dict[tuple[int, int], Counter]:
    """Element discs on each earth tile's corners: a disc counts for every tile at its corner."""
    out: dict[tuple[int, int], Counter] = {h: Counter() for h in st.tiles}
    for c, e in st.corners.items():
        for h in corner_hexes(c):
            if h in out:
                out[h][e] += 1
    return out


def matching(st, animal: str, discs: Counter) -> int:
    """docs/rules.md §7.1: Σ over the element tokens on the sheet of the discs of that type on the tile."""
    return sum(discs[e] for e in INHERENT[animal] + tuple(st.animals[animal].added))


def dominant(st, h, discs: Counter | None = None) -> str | None:
    """docs/rules.md §7.3 (and §11 step 4): the one animal present with the highest matching, if it
    is above 0 and unshared; nobody once the game has reached final scoring."""
    if st.final:
        return None
    if discs is None:
        discs = discs_per_tile(st)[h]
    m = {a: matching(st, a, discs) for a in st.tiles[h].species}
    best = max(m.values(), default=0)
    top = [a for a, v in m.items() if v == best]
    return top[0] if best > 0 and len(top) == 1 else None


def dominance_problems(st) -> list[str]:
    """Every tile whose dominance marker differs from the recomputation above."""
    per_tile = discs_per_tile(st)
    out = []
    for h, t in st.tiles.items():
        want = dominant(st, h, per_tile[h])
        if t.dominant != want:
            out.append(f"tile {h}: marker {t.dominant}, recomputed {want}")
    return out
