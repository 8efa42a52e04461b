lesson-review-verdict = Giudizio
lesson-review-decisions = Decisioni
lesson-review-counts =
    { $n ->
        [one] Il giudizio del coach su { $n } decisione
       *[other] I giudizi del coach su { $n } decisioni
    }
lesson-review-n = N.
lesson-review-turn = Turno
lesson-review-played = Giocata
lesson-review-better = Migliore
lesson-review-vp_lost = PV persi
lesson-review-mistakes = Le decisioni giudicate imprecisione, errore o errore grave, nell'ordine in cui sono state prese
lesson-review-question = Domanda
lesson-review-mistake_title = Turno { $turn }, { $animal }: { $verdict }
lesson-review-played_line = Giocata: { $label }
lesson-review-better_line = Migliore: { $label } (circa { $vp } PV in più)
lesson-review-tried = La tua nuova scelta, { $label }: { $verdict } (circa { $vp } PV in meno rispetto alla migliore)
lesson-review-place = Punto nella cronologia
