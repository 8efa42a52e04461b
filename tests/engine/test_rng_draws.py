"""rng.Draws (the random player's generator, in batches) draws exactly Rng's numbers: the games of
simulate, and the same-games digests, depend on it."""
from __future__ import annotations

import pytest

from ds_widget.engine.rng import BATCH, Draws, Rng


@pytest.mark.parametrize("seed", [0, 1, 7, 0x5EED_B07 ^ 7000, (1 << 64) - 1, 1 << 64, 12345678901234567890])
def test_draws_are_rngs_numbers_across_batches(seed):
    a, b = Rng(seed), Draws(seed)
    ns = [1 + (i * 7919) % 97 for i in range(3 * BATCH + 5)] + [1 << 64, 2, 1 << 64]
    assert [b.below(n) for n in ns] == [a.below(n) for n in ns]


@pytest.mark.parametrize("seed", [0, 7, 0x5EED_B07 ^ 7000])
def test_outputs_popped_by_the_caller_are_rngs_numbers(seed):
    """simulate's random player pops Draws.outputs() itself, asking again when the list runs out."""
    a, b = Rng(seed), Draws(seed)
    ns = [1 + (i * 7919) % 97 for i in range(2 * BATCH + 3)]
    left, got = b.outputs(), []
    for n in ns:
        if not left:
            left = b.outputs()
        got.append((left.pop() * n) >> 64)
    assert got == [a.below(n) for n in ns]


@pytest.mark.parametrize("seed", [0, 7, (1 << 64) - 1, 12345678901234567890])
def test_rng_outputs_are_its_draws(seed):
    """Rng.outputs(m) (State.draw_many's draws, worked out at once) are the next m outputs: the
    k-th times n, shifted, is the k-th below(n), and the generator ends where m draws leave it."""
    for m in (1, 2, 12, 13, 40):
        a, b = Rng(seed + m), Rng(seed + m)
        ns = [1 + (k * 31) % 120 for k in range(m)]
        assert [(z * n) >> 64 for z, n in zip(b.outputs(m), ns)] == [a.below(n) for n in ns]
        assert b.state == a.state
