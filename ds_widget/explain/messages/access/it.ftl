ui-a11y-board = Tabellone: premi una freccia per passare da una scelta all'altra, Invio per scegliere, Esc per tornare qui.
ui-a11y-board_text = Il tabellone a parole
ui-a11y-language = Lingua
ui-a11y-examples = Esempi del regolamento
# the region beside the decision: the practice's progress, the review, the hint, a preview, why
ui-a11y-assist = Progressi, revisione, suggerimento e spiegazioni
ui-a11y-history = Cronologia: vai a una decisione
ui-a11y-title_undo = Annulla (←)
ui-a11y-title_next = Ripeti, o fai muovere un bot (→)
ui-a11y-title_auto = Fai muovere i bot da soli
ui-a11y-title_hint = Che cosa farebbe il coach, e perché? (h)
ui-a11y-title_why = Poi fai clic su una tessera per vedere chi la domina e perché (oppure fai clic destro su una tessera)
ui-a11y-title_present = In grande, per un proiettore (p)
ui-a11y-title_explore = Modifica la posizione e guarda che cosa cambia
ui-a11y-title_save = Salva la partita in un file
ui-a11y-title_load = Carica una partita salvata
ui-a11y-title_export = Esporta l'immagine
ui-a11y-title_new = Inizia una nuova partita
ui-a11y-title_practice = Domande su posizioni vere, con la risposta sul tabellone
ui-a11y-more_options =
    { $n ->
        [one] Ancora { $n } scelta: scorri l'elenco
       *[other] Ancora { $n } scelte: scorri l'elenco
    }
ui-a11y-present_narrow = Per immagini più grandi, chiudi la barra laterale (JupyterLab: Ctrl+B).
