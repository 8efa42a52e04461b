ui-btn_review = Analyse
ui-btn_teaching = Lernmodus
ui-a11y-title_review = Der Coach geht deine Entscheidungen durch, markiert die teuren und sagt, warum (r)
ui-a11y-title_teaching = Lernmodus: Eine teure Entscheidung wird sofort gemeldet, und du kannst sie zurücknehmen
ui-a11y-review_marks = Analysierte Entscheidungen im Verlauf: wähle eine, um sie zu zeigen
ui-review-title = Analyse
ui-review-progress = Analyse der Entscheidungen: { $done } / { $total }
ui-review-cancel = Abbrechen
ui-review-done = Analyse fertig
ui-review-cancelled =
    { $total ->
        [one] Analyse abgebrochen: { $done } von { $total } Entscheidung bewertet
       *[other] Analyse abgebrochen: { $done } von { $total } Entscheidungen bewertet
    }
ui-review-next = Nächster Fehler ▶
ui-review-prev = ◀ Vorheriger Fehler
ui-review-again = Noch einmal
ui-review-leave = Zurück zum Spiel
ui-review-none = Bisher keine Fehler: Jede bewertete Entscheidung war gut oder die beste.
ui-review-headline = Runde { $turn }, { $animal }: { $word } { $mark } – etwa { $loss } SP verloren
ui-review-headline_best = Runde { $turn }, { $animal }: { $word } { $mark }
ui-review-played = Gespielt: { $label }
ui-review-better = Besser: { $label }
ui-review-try_prompt = Wähle noch einmal, auf dem Spielplan oder in der Liste: Der Coach bewertet deine Wahl sofort; das Spiel bleibt, wie es war.
ui-review-tried = Deine neue Wahl, { $label }: { $word } { $mark }
ui-review-tried_loss = Deine neue Wahl, { $label }: { $word } { $mark } – etwa { $loss } SP verloren
ui-review-tried_better = Verglichen mit deinem gespielten Zug, { $played }: etwa { $gain } SP mehr.
ui-review-tried_worse = Verglichen mit deinem gespielten Zug, { $played }: etwa { $gain } SP weniger.
ui-review-tried_same = Verglichen mit deinem gespielten Zug, { $played }: etwa gleich gut, soweit der Coach es sagen kann.
ui-review-teach = Damit verschenkst du etwa { $loss } SP ({ $played }). Zurücknehmen und noch einmal versuchen?
ui-review-take_back = Zurücknehmen
ui-review-keep = Behalten
ui-review-mark_title = Entscheidung { $ply }: { $word }
ui-review-seats = Analyse: { $animals }
