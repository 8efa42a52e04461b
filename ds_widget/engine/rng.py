"""The game's one random generator: SplitMix64, whose whole state is a single integer.

A tiny generator of our own (instead of :mod:`random`) keeps every game reproducible across
Python versions and makes the generator's state a plain integer that copies and saves for free.
"""
from __future__ import annotations

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
