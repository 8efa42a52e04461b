review-better = { $better } avrebbe reso circa { $gap } PV più di { $worse }: { $why }.
review-equal = { $better } e { $worse } si equivalgono: per il coach valgono lo stesso.
review-kept = { $taken } era la prima scelta del bot avido, e il coach la mantiene: { $other } risulta migliore solo di circa { $gap } PV, troppo poco per escludere il caso.
review-alone = { $better } era l'unica opzione da provare.
review-and = { $first } e { $second }
review-though = { $text } (ma con { $cost })
review-term-gain =
    { $n ->
        [one] 1 PV in più fatto entro la fine del turno
       *[other] { $amount } PV in più fatti entro la fine del turno
    }
review-term-earth =
    { $n ->
        [one] 1 PV in più per te se la terra fosse contata come nel punteggio finale
       *[other] { $amount } PV in più per te se la terra fosse contata come nel punteggio finale
    }
review-term-rival =
    { $n ->
        [one] 1 PV in meno per il miglior altro animale
       *[other] { $amount } PV in meno per il miglior altro animale
    }
review-term-endangered =
    { $n ->
        [one] 1 tua specie in meno a rischio
       *[other] { $n } tue specie in meno a rischio
    }
review-term-dominated =
    { $n ->
        [one] 1 tessera in più dominata
       *[other] { $n } tessere in più dominate
    }
review-term-small = fanno gli stessi punti; la differenza sta nei dettagli (corrispondenze, specie sulla terra)
review-cost-gain =
    { $n ->
        [one] 1 PV in meno entro la fine del turno
       *[other] { $amount } PV in meno entro la fine del turno
    }
review-cost-earth =
    { $n ->
        [one] 1 PV in meno per te dalla terra
       *[other] { $amount } PV in meno per te dalla terra
    }
review-cost-rival =
    { $n ->
        [one] 1 PV in più per il miglior altro animale
       *[other] { $amount } PV in più per il miglior altro animale
    }
review-cost-endangered =
    { $n ->
        [one] 1 tua specie in più a rischio
       *[other] { $n } tue specie in più a rischio
    }
review-cost-dominated =
    { $n ->
        [one] 1 tessera dominata in meno
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
review-hint_lead = Il coach sceglierebbe { $label }, che rende circa { $gap } PV più di { $worse }: { $why }.
review-hint_lead_equal = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto.
review-hint_lead_both = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto: nelle sue simulazioni metti comunque una pedina azione su entrambi gli spazi in questo turno, e nessun avversario ne occupa uno prima di te.
review-hint_lead_alone = Il coach sceglierebbe { $label }.
review-hint_lead_kept = Il coach sceglierebbe { $label }, la prima scelta del bot avido: { $worse } risulta migliore solo di circa { $gap } PV, troppo poco per escludere il caso.
review-hint_less = circa { $gap } PV meno di { $better }: { $why }
review-hint_same = vale quanto { $better }
review-hint_same_both = vale quanto { $better }: nelle simulazioni metti comunque una pedina azione su entrambi gli spazi in questo turno, e nessun avversario ne occupa uno prima di te
review-hint_more = circa { $gap } PV più di { $better }, troppo poco per lasciare la prima scelta del bot avido
review-quote = «{ $label }»
