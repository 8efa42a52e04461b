render-mark_played = giocata
render-mark_better = migliore
ui-hint_more = Altri motivi
review_print-progress = Revisione
review_print-unit = decisioni
