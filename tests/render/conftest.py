"""Options and fixtures for the renderer tests.

Golden pictures are rewritten only on request (``--update-golden`` is defined in tests/conftest.py)::

    python -m pytest tests/render --update-golden
"""
from __future__ import annotations

import pytest


@pytest.fixture
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden", default=False))
