"""The JupyterLab widget (anywidget)."""
from .widget import DominantSpeciesWidget

__all__ = ["DominantSpeciesWidget"]
