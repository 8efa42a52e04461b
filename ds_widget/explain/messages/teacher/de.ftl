render-mark_played = gespielt
render-mark_better = besser
ui-hint_more = Weitere Gründe
review_print-progress = Analyse
review_print-nothing = Platz { $seat } hat in dieser Partie keine Entscheidung mit mehr als einer Option getroffen: Es gibt nichts zu analysieren.
review_print-unit = Entscheidungen
