render-mark_played = gespielt
render-mark_better = besser
ui-hint_more = Weitere Gründe
review_print-progress = Analyse
review_print-unit = Entscheidungen
