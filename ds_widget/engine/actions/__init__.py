"""The twelve actions, one module each, in execution order (RULES.md §9)."""
from . import (abundance, adaptation, competition, depletion, domination, glaciation,  # noqa: F401
               initiative, migration, regression, speciation, wanderlust, wasteland)
