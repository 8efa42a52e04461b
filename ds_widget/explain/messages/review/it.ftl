review-better = { $better } avrebbe fruttato circa { $gap } PV in più rispetto a { $worse }: { $why }.
review-equal = { $better } e { $worse } si equivalgono: il coach dà a entrambe lo stesso valore.
review-kept = { $taken } era la prima scelta del bot avido, e il coach la mantiene: { $other } risulta migliore solo di circa { $gap } PV, troppo poco per escludere il caso.
review-alone = { $better } era l'unica opzione da provare.
review-and = { $first } e { $second }
review-though = { $text } (ma con { $cost })
review-term-gain =
    { $n ->
        [one] { $amount } PV in più ottenuto entro la fine del turno
       *[other] { $amount } PV in più ottenuti entro la fine del turno
    }
review-term-earth =
    { $n ->
        [one] { $amount } PV in più per te se si riscuotesse il punteggio di ogni tessera della terra, come a fine partita
       *[other] { $amount } PV in più per te se si riscuotesse il punteggio di ogni tessera della terra, come a fine partita
    }
review-term-rival =
    { $n ->
        [one] { $amount } PV in meno per il migliore degli altri animali
       *[other] { $amount } PV in meno per il migliore degli altri animali
    }
review-term-endangered =
    { $n ->
        [one] { $n } tua specie in meno a rischio di estinzione
       *[other] { $n } tue specie in meno a rischio di estinzione
    }
review-term-dominated =
    { $n ->
        [one] { $n } tessera dominata in più
       *[other] { $n } tessere dominate in più
    }
review-term-small = valgono gli stessi PV; la differenza sta nei dettagli (elementi corrispondenti, specie sulla terra)
review-cost-gain =
    { $n ->
        [one] { $amount } PV in meno entro la fine del turno
       *[other] { $amount } PV in meno entro la fine del turno
    }
review-cost-earth =
    { $n ->
        [one] { $amount } PV in meno per te dal punteggio delle tessere della terra
       *[other] { $amount } PV in meno per te dal punteggio delle tessere della terra
    }
review-cost-rival =
    { $n ->
        [one] { $amount } PV in più per il migliore degli altri animali
       *[other] { $amount } PV in più per il migliore degli altri animali
    }
review-cost-endangered =
    { $n ->
        [one] { $n } tua specie in più a rischio di estinzione
       *[other] { $n } tue specie in più a rischio di estinzione
    }
review-cost-dominated =
    { $n ->
        [one] { $n } tessera dominata in meno
       *[other] { $n } tessere dominate in meno
    }
review-verdict-only = unica mossa
review-verdict-best = migliore
review-verdict-good = buona
review-verdict-inaccuracy = imprecisione
review-verdict-mistake = errore
review-verdict-blunder = errore grave
review-option-none = non sceglierne nessuna
review-option-decline = rinunciare
review-option-done = fermarsi lì
review-option-count = scegliere { $value }
review-hint_lead = Il coach sceglierebbe { $label }, che frutta circa { $gap } PV in più rispetto a { $worse }: { $why }.
review-hint_lead_equal = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto.
review-hint_lead_both = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto: nelle sue simulazioni collochi comunque una pedina azione su entrambi gli spazi in questo turno, e nessun avversario ne occupa uno prima di te.
review-hint_lead_alone = Il coach sceglierebbe { $label }.
review-hint_lead_kept = Il coach sceglierebbe { $label }, la prima scelta del bot avido: { $worse } risulta migliore solo di circa { $gap } PV, troppo poco per escludere il caso.
review-hint_less = circa { $gap } PV in meno rispetto a { $better }: { $why }
review-hint_same = vale quanto { $better }
review-hint_same_both = vale quanto { $better }: nelle simulazioni collochi comunque una pedina azione su entrambi gli spazi in questo turno, e nessun avversario ne occupa uno prima di te
review-hint_more = circa { $gap } PV in più rispetto a { $better }, troppo poco per lasciare la prima scelta del bot avido
review-quote = «{ $label }»
