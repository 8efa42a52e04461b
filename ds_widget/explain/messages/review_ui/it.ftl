ui-btn_review = Revisione
ui-btn_teaching = Insegna
ui-a11y-title_review = Il coach ripercorre le tue decisioni: segna quelle costose e dice perché (r)
ui-a11y-title_teaching = Modalità insegnamento: una decisione costosa viene segnalata subito, con la proposta di ritirarla
ui-a11y-review_marks = Decisioni esaminate nella Cronologia: premine una per vederla
ui-review-title = Revisione
ui-review-progress = Revisione delle decisioni: { $done } / { $total }
ui-review-cancel = Annulla
ui-review-done = Revisione completata
ui-review-cancelled =
    { $total ->
        [one] Revisione interrotta: { $done } decisione esaminata su { $total }
       *[other] Revisione interrotta: { $done } decisioni esaminate su { $total }
    }
ui-review-next = Errore successivo ▶
ui-review-prev = ◀ Errore precedente
ui-review-again = Riprova
ui-review-leave = Torna alla partita
ui-review-none = Finora nessun errore: ogni decisione esaminata era buona o la migliore.
ui-review-headline = Turno { $turn }, { $animal }: { $word } { $mark } — circa { $loss } PV persi
ui-review-headline_best = Turno { $turn }, { $animal }: { $word } { $mark }
ui-review-played = Giocata: { $label }
ui-review-better = Migliore: { $label }
ui-review-try_prompt = Scegli di nuovo, sul tabellone o nell'elenco: il coach la giudica subito; la partita resta com'era.
ui-review-tried = La tua nuova scelta, { $label }: { $word } { $mark }
ui-review-tried_loss = La tua nuova scelta, { $label }: { $word } { $mark } — circa { $loss } PV persi
ui-review-tried_better = Rispetto alla mossa che hai giocato, { $played }: circa { $gain } PV in più.
ui-review-tried_worse = Rispetto alla mossa che hai giocato, { $played }: circa { $gain } PV in meno.
ui-review-tried_same = Rispetto alla mossa che hai giocato, { $played }: più o meno equivalente, per quanto il coach può dire.
ui-review-teach = Così perdi circa { $loss } PV ({ $played }). Vuoi ritirare la mossa e riprovare?
ui-review-take_back = Ritira la mossa
ui-review-keep = Tienila
ui-review-mark_title = Decisione { $ply }: { $word }
ui-review-seats = Revisione delle mosse { THE($animals, prep: "di") }
