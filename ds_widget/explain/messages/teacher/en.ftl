render-mark_played = played
render-mark_better = better
ui-hint_more = More reasons
review_print-progress = Reviewing
review_print-nothing = Seat { $seat } took no decision with more than one option in this game: there is nothing to review.
review_print-unit = decisions
