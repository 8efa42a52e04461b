lesson-review-verdict = Urteil
lesson-review-decisions = Entscheidungen
lesson-review-counts =
    { $n ->
        [one] Das Urteil des Coachs über { $n } Entscheidung
       *[other] Die Urteile des Coachs über { $n } Entscheidungen
    }
lesson-review-n = Nr.
lesson-review-turn = Runde
lesson-review-played = Gespielt
lesson-review-better = Besser
lesson-review-vp_lost = SP verloren
lesson-review-mistakes = Die Entscheidungen mit dem Urteil Ungenauigkeit, Fehler oder grober Fehler, in der Reihenfolge, in der sie getroffen wurden
lesson-review-question = Frage
lesson-review-mistake_title = Runde { $turn }, { $animal }: { $verdict }
lesson-review-played_line = Gespielt: { $label }
lesson-review-better_line = Besser: { $label } (etwa { $vp } SP mehr)
lesson-review-tried = Deine neue Wahl, { $label }: { $verdict } (etwa { $vp } SP weniger als die beste Wahl)
lesson-review-place = Stelle im Verlauf
