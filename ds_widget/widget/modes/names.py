"""The mode names, declared here and nowhere else: Python compares with these constants and the
page gets them in the ``vocab`` trait (:mod:`ds_widget.widget.vocab`)."""
from __future__ import annotations

PLAY = "play"
EXPLORE = "explore"
PRACTICE = "practice"
REVIEW = "review"
NAMES = (PLAY, EXPLORE, PRACTICE, REVIEW)
