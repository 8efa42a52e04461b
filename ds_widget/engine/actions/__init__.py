"""The twelve actions, one module each, in execution order (docs/rules.md §9)."""
from . import (  # noqa: F401
               abundance,
               adaptation,
               competition,
               depletion,
               domination,
               glaciation,
               initiative,
               migration,
               regression,
               speciation,
               wanderlust,
               wasteland,
)
