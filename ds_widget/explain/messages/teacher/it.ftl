render-mark_played = giocata
render-mark_better = migliore
ui-hint_more = Altri motivi
review_print-progress = Revisione
review_print-nothing = Il posto { $seat } non ha preso in questa partita nessuna decisione con più di un'opzione: non c'è niente da rivedere.
review_print-unit = decisioni
