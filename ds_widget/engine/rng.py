"""The game's one random generator: SplitMix64, whose whole state is a single integer.

A tiny generator of our own (instead of :mod:`random`) keeps every game reproducible across
Python versions and makes the generator's state a plain integer that copies and saves for free.
"""
from __future__ import annotations

import sys
from array import array

_MASK = (1 << 64) - 1
_SPAN = 1 << 64       # below(_SPAN) is the whole 64-bit output


class Rng:
    """SplitMix64 (Steele, Lea, Flood 2014). ``Rng(seed)`` is fully determined by ``seed``.

    >>> a, b = Rng(7), Rng(7)
    >>> [a.below(6) for _ in range(8)] == [b.below(6) for _ in range(8)]
    True
    """

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        return self.below(_SPAN)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (``n`` >= 1), by Lemire's multiply-shift of the next
        64-bit output (written out here, not called: the engine draws thousands of times a game)."""
        self.state = s = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((z ^ (z >> 31)) * n) >> 64

    def outputs(self, m: int) -> list[int]:
        """The next ``m`` 64-bit outputs, in order, worked out at once: ``(out * n) >> 64`` of the
        k-th is what the k-th :meth:`below` ``(n)`` would have drawn."""
        out = mixed(self.state, m)
        self.state = (self.state + m * _GAMMA) & _MASK
        return out

    def weighted(self, weights: list[int]) -> int:
        """An index of ``weights`` (whole numbers, at least one positive), drawn in proportion to
        them: one :meth:`below` of their sum, then counted off in order.

        >>> Rng(1).weighted([0, 5, 0])
        1
        """
        r = self.below(sum(weights))
        for i, w in enumerate(weights):
            if r < w:
                return i
            r -= w
        raise AssertionError("not reached: r < sum(weights)")

    def shuffle(self, items: list) -> None:  # type: ignore[type-arg]
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


class Draws:
    """The outputs of ``Rng(seed)`` for a player that only ever calls :meth:`below` and is never
    copied or saved (the random player of :func:`~.simulate.play_random_game`): the same numbers,
    worked out :data:`BATCH` at a time. SplitMix64 mixes each state alone, so a batch is mixed at
    once as one big integer holding a 64-bit lane per state with 64 zero bits above each — the
    shifts, exclusive ors and masks act lane by lane, and a lane times a 64-bit constant fits in its
    128 bits —, a few operations on one long number instead of fourteen on each 64-bit one.

    >>> a, b = Rng(7), Draws(7)
    >>> [a.below(n) for n in range(1, 300)] == [b.below(n) for n in range(1, 300)]
    True
    """

    __slots__ = ("state", "_left")

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK
        """the generator's state after the last batch"""
        self._left: list[int] = []
        """the batch's outputs not yet drawn, the next last"""

    def below(self, n: int) -> int:
        """:meth:`Rng.below`: the same number for the same place in the sequence."""
        left = self._left
        if not left:
            left = self._refill()
        return (left.pop() * n) >> 64

    def outputs(self) -> list[int]:
        """The outputs of the batch not yet drawn, the next last: a caller may pop them itself
        (``(out.pop() * n) >> 64`` is :meth:`below`'s number) and ask again when the list is empty."""
        left = self._left
        return left if left else self._refill()

    def _refill(self) -> list[int]:
        out = mixed(self.state, BATCH)
        self.state = (self.state + BATCH * _GAMMA) & _MASK
        out.reverse()
        self._left = out
        return out


def mixed(s: int, m: int) -> list[int]:
    """The next ``m`` 64-bit outputs of SplitMix64 from state ``s``, in order, mixed at once as
    lanes of one big integer (:class:`Draws`); the state after them is ``s + m * gamma``."""
    tables = _TABLES.get(m)
    if tables is None:
        ones = sum(1 << (128 * k) for k in range(m))
        tables = _TABLES[m] = (ones, _MASK * ones, sum((((k + 1) * _GAMMA) & _MASK) << (128 * k) for k in range(m)))
    ones, lanes_mask, steps = tables
    z = (s * ones + steps) & lanes_mask             # state + k * gamma, k = 1 … m, lane k - 1
    z = (((z ^ (z >> 30)) & lanes_mask) * 0xBF58476D1CE4E5B9) & lanes_mask
    z = (((z ^ (z >> 27)) & lanes_mask) * 0x94D049BB133111EB) & lanes_mask
    z = (z ^ (z >> 31)) & lanes_mask
    lanes = array("Q", z.to_bytes(16 * m, "little"))
    if sys.byteorder == "big":
        lanes.byteswap()
    return lanes[::2].tolist()       # the lanes without the zeros above them


_TABLES: dict[int, tuple[int, int, int]] = {}
"""per batch size: the lanes' ones, their mask and the states' steps (a few sizes a process)"""


BATCH = 256
"""how many outputs :class:`Draws` works out at once"""
_GAMMA = 0x9E3779B97F4A7C15
