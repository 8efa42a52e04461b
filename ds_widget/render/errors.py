"""The renderer's error: a picture asked for with options it does not have."""
from __future__ import annotations

from ..engine.errors import DSError


class RenderError(DSError):
    """An unknown panel, language or theme key, or a text scale out of range (a ``ValueError``,
    like every error of the project, so ``except ValueError`` still catches it)."""

    code = "render/options"
