render-mark_played = played
render-mark_better = better
ui-hint_more = More reasons
review_print-progress = Reviewing
review_print-unit = decisions
