review-better = { $better } avrebbe fruttato circa { $gap } PV in più rispetto { TO($worse) }: { $why }.
review-equal = { $better } e { $worse } si equivalgono: il coach dà a entrambe lo stesso valore.
review-equal_plain = La tua mossa e la migliore alternativa si equivalgono: il coach dà a entrambe lo stesso valore.
review-unclear = In media { $better } ha dato circa { $gap } PV in più rispetto { TO($worse) }, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_short = In media { $better } ha dato circa { $gap } PV in più, ma le partite di prova variano troppo per esserne sicuri.
review-kept = { $taken } era la mossa che a prima vista sembra la migliore, e il coach la mantiene: nelle partite di prova { $other } risulta migliore solo di circa { $gap } PV, troppo poco per escludere che sia fortuna.
review-alone = { $better } era l'unica opzione da provare.
review-and = { $first }, e { $second }
review-though = { $text } (ma con { $cost })
review-offset = { $text }, { $n ->
        [one] compensato
       *[other] compensati
    } solo in parte da { $cost }
review-rest =
    { $way ->
        [less] { $text }; il resto dello scarto, { $amount } PV, viene da altre differenze
       *[more] { $text }; il resto dello scarto, { $amount } PV, viene da altre differenze
    }
review-term-gain =
    { $n ->
        [one] { $amount } PV in più ottenuto entro la fine del turno
       *[other] { $amount } PV in più ottenuti entro la fine del turno
    }
review-term-earth =
    { $n ->
        [one] { $amount } PV in più per te dal punteggio delle tessere, contato come a fine partita
       *[other] { $amount } PV in più per te dal punteggio delle tessere, contato come a fine partita
    }
review-term-rival =
    { $n ->
        [one] { $amount } PV in meno per l'avversario più forte
       *[other] { $amount } PV in meno per l'avversario più forte
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
review-term-small = valgono gli stessi PV; la differenza sta solo in ciò che il coach considera oltre ai PV (elementi corrispondenti, specie sulla terra)
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
        [one] { $amount } PV in più per l'avversario più forte
       *[other] { $amount } PV in più per l'avversario più forte
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
review-verdict-unclear = incerto
review-option-none = non sceglierne nessuna
review-option-decline = rinunciare
review-option-done = fermarsi lì
review-option-count = «{ $n ->
        [0] nessuna specie
       *[other] { $n } specie
    }»
review-hint_lead = Il coach sceglierebbe { $label }, che frutta circa { $gap } PV in più di { $worse }: { $why }.
review-hint_lead_equal = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto: stesso risultato nelle partite di prova, quindi puoi scegliere l'una o l'altra.
review-hint_lead_equal_plain = La scelta del coach e la seconda mossa valgono altrettanto: stesso risultato nelle partite di prova, quindi puoi scegliere l'una o l'altra.
review-hint_lead_both = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto: nelle partite di prova avresti comunque occupato in questo turno tutti e due gli spazi; cambiava solo l'ordine di piazzamento delle pedine.
review-hint_lead_both_plain = La scelta del coach e la seconda mossa valgono altrettanto: nelle partite di prova avresti comunque occupato in questo turno tutti e due gli spazi; cambiava solo l'ordine di piazzamento delle pedine.
review-hint_lead_alone = Il coach sceglierebbe { $label }.
review-hint_lead_kept = Il coach resta su { $label }, la mossa che a prima vista sembra la migliore: { $n ->
        [one] { $worse } risulta migliore solo di circa { $gap } PV
       *[other] { $same ->
            [yes] { $worse } e { $other } risultano migliori solo di circa { $gap } PV ciascuna
           *[no] { $worse } e { $other } risultano migliori solo di circa { $gap } e { $gap2 } PV rispettivamente
        }
    }, e potrebbe essere fortuna.
review-hint_lead_kept_plain = Il coach resta sulla mossa che a prima vista sembra la migliore: { $n ->
        [one] la seconda risulta migliore solo di circa { $gap } PV
       *[other] { $same ->
            [yes] le altre due risultano migliori solo di circa { $gap } PV ciascuna
           *[no] le altre due risultano migliori solo di circa { $gap } e { $gap2 } PV rispettivamente
        }
    }, e potrebbe essere fortuna.
review-hint_less = circa { $gap } PV in meno di { $better }: { $why }
review-hint_same = vale quanto { $better }: stesso risultato nelle partite di prova
review-hint_same_both = vale quanto { $better }: nelle partite di prova avresti comunque occupato in questo turno tutti e due gli spazi; cambiava solo l'ordine di piazzamento delle pedine
review-hint_lead_both_actions = Il coach sceglierebbe { $label }, ma { $worse } vale altrettanto se poi prendi anche l'altra azione: nelle partite di prova avresti usato comunque sia { $one } sia { $other }.
review-hint_lead_both_actions_plain = La scelta del coach e la seconda mossa valgono altrettanto se poi prendi anche l'altra azione: nelle partite di prova avresti usato comunque sia { $one } sia { $other }.
review-hint_same_both_actions = vale quanto { $better } se poi prendi anche l'altra azione: nelle partite di prova avresti usato comunque sia { $one } sia { $other }
review-hint_more = { $why ->
        [small] circa { $gap } PV in più di { $better } nelle partite di prova, per piccole differenze, nessuna delle quali arriva a { $least } PV: può dipendere dal caso, quindi il coach resta sulla mossa che a prima vista sembra la migliore
       *[cut] ha fatto più punti di { $better } nelle partite di prova, ma il confronto non è equo: si sono fermate in momenti diversi del turno; il coach resta sulla mossa che a prima vista sembra la migliore
    }
review-hint_choice = la scelta del coach, la migliore della prova rapida
review-hint_choice_first_look = la scelta del coach, che a prima vista sembra la migliore (le sue regole semplici guardano solo a ciò che fa l'azione stessa, non a ciò che succede dopo nel turno) — { $why }
review-hint_lead_beaten = Un confronto più lungo ha trovato { $worse } migliore di circa { $gap } PV rispetto a { $label }, la vincitrice della prova rapida: il coach sceglierebbe { $worse }.
review-hint_lead_beaten_plain = Un confronto più lungo ha trovato la seconda mossa migliore di circa { $gap } PV rispetto alla vincitrice della prova rapida: il coach sceglierebbe quella.
review-hint_beaten_row = la scelta del coach — migliore di { $better } di circa { $gap } PV nel confronto più lungo
review-ledger_head = { $better } a confronto con { $worse }:
review-unclear_level = In media la tua mossa { $played } e { $against } hanno dato praticamente lo stesso risultato, e le partite di prova variano troppo per dire quale delle due sia migliore.
review-unclear_level_plain = In media la tua mossa ha dato praticamente lo stesso risultato della migliore alternativa, e le partite di prova variano troppo per distinguerle.
review-unclear_level_short = In media la tua mossa { $played } ha dato praticamente lo stesso risultato della migliore alternativa, e le partite di prova variano troppo per distinguerle.
review-played = ({ $move })
review-quote = «{ $label }»

## L'inizio di una spiegazione (review/lead.py): le parti di una differenza, ciascuna con i suoi PV
review-part-gain = { $amount } PV in più per te entro la fine del turno
review-part-earth = { $amount } PV in più per te dal punteggio delle tessere, se la partita finisse con questo turno
review-part-earth_tile = { $amount } PV in più per te { THE($tile, prep: "da") }, se la partita finisse con questo turno
review-part-rival = { $amount } PV in meno per l'avversario più forte
review-against-gain = { $amount } PV in meno per te entro la fine del turno
review-against-earth = { $amount } PV in meno per te dal punteggio delle tessere, se la partita finisse con questo turno
review-against-earth_tile = { $amount } PV in meno per te { THE($tile, prep: "da") }, se la partita finisse con questo turno
review-against-rival = { $amount } PV in più per l'avversario più forte
review-part-gain_cut = { $amount } PV in più per te fino al punto in cui il coach ha fermato le partite di prova
review-part-earth_cut = { $amount } PV in più per te dal punteggio delle tessere, se la partita finisse nel punto in cui il coach ha fermato le partite di prova
review-part-earth_tile_cut = { $amount } PV in più per te { THE($tile, prep: "da") }, se la partita finisse nel punto in cui il coach ha fermato le partite di prova
review-against-gain_cut = { $amount } PV in meno per te fino al punto in cui il coach ha fermato le partite di prova
review-against-earth_cut = { $amount } PV in meno per te dal punteggio delle tessere, se la partita finisse nel punto in cui il coach ha fermato le partite di prova
review-against-earth_tile_cut = { $amount } PV in meno per te { THE($tile, prep: "da") }, se la partita finisse nel punto in cui il coach ha fermato le partite di prova
review-lead_sum = { $better } avrebbe fruttato circa { $gap } PV in più rispetto { TO($worse) }: { $parts }.
review-lead_sum_yours = { $better } avrebbe fruttato circa { $gap } PV in più rispetto alla tua mossa: { $parts }.
review-lead_mainly = { $better } avrebbe fruttato circa { $gap } PV in più rispetto { TO($worse) }, soprattutto grazie a { $parts }.
review-lead_mainly_yours = { $better } avrebbe fruttato circa { $gap } PV in più rispetto alla tua mossa, soprattutto grazie a { $parts }.
review-lead_partly = { $better } avrebbe fruttato circa { $gap } PV in più rispetto { TO($worse) }, tra l'altro grazie a { $parts }.
review-lead_partly_yours = { $better } avrebbe fruttato circa { $gap } PV in più rispetto alla tua mossa, tra l'altro grazie a { $parts }.
review-hint_partly = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più di { $worse }, tra l'altro grazie a { $parts }.
review-hint_partly_yours = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più rispetto all'alternativa migliore, tra l'altro grazie a { $parts }.
review-lead_bare = { $better } avrebbe fruttato circa { $gap } PV in più rispetto alla tua mossa.
review-hint_bare = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più rispetto all'alternativa migliore.
review-lead_small = { $better } avrebbe fruttato circa { $gap } PV in più rispetto { TO($worse) }, per diverse piccole differenze sommate.
review-hint_sum = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più di { $worse }: { $parts }.
review-hint_sum_yours = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più rispetto all'alternativa migliore: { $parts }.
review-hint_mainly = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più di { $worse }, soprattutto grazie a { $parts }.
review-hint_mainly_yours = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più rispetto all'alternativa migliore, soprattutto grazie a { $parts }.
review-hint_small = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più di { $worse }, per diverse piccole differenze sommate.
review-hint_about_same =
    { $side ->
        [behind] nel confronto più lungo, in media circa { $gap } PV in meno di { $better }, ma i risultati variano troppo per esserne sicuri
       *[ahead] nel confronto più lungo, in media circa { $gap } PV in più di { $better }, ma forse per caso (il coach cambia scelta solo per una mossa sicuramente migliore): va bene anche questa
    }
review-hint_about_same_level = nel confronto più lungo, in media praticamente alla pari con { $better }, e le partite di prova variano troppo per distinguerle
review-hint_first_look = considerata solo nella prova rapida del coach{ $rough ->
        [yes] {""}
       *[no] {" "}(risultato meno affidabile)
    }: { $text }
review-hint_about_equal =
    { $side ->
        [behind] Il coach sceglierebbe { $better }; in un confronto più lungo { $worse } ha dato in media circa { $gap } PV in meno, ma i risultati variano troppo per esserne sicuri.
       *[ahead] Nessuna delle due è sicuramente migliore: nel confronto più lungo { $worse } ha dato circa { $gap } PV in più, forse per caso. Il coach resta su { $better }; vanno bene entrambe.
    }
review-hint_about_equal_plain =
    { $side ->
        [behind] In un confronto più lungo la seconda mossa ha dato in media circa { $gap } PV in meno della scelta del coach, ma i risultati variano troppo per esserne sicuri.
       *[ahead] Nessuna delle due è sicuramente migliore: nel confronto più lungo l'altra mossa ha dato circa { $gap } PV in più, forse per caso. Il coach resta sulla sua scelta; vanno bene entrambe.
    }
review-hint_about_level = Il coach sceglierebbe { $better }; in un confronto più lungo { $worse } ha dato in media praticamente lo stesso risultato, e le partite di prova variano troppo per distinguerle.
review-hint_about_level_plain = In un confronto più lungo la scelta del coach e la seconda mossa hanno dato in media praticamente lo stesso risultato, e le partite di prova variano troppo per distinguerle.
review-hint_differ_both = la singola differenza più grande a favore di ciascuna, in media nel confronto più lungo: con { $better }, { $mine }; con { $worse }, { $theirs }
review-hint_differ_one = la singola differenza più grande, in media nel confronto più lungo: con { $label }, { $part }
review-hint_differ_none = le due mosse valgono praticamente lo stesso, quindi va bene l'una o l'altra: nel confronto più lungo differiscono solo per diverse piccole cose, ciascuna sotto { $n } PV in media
review-hint_differ_rest = { $text }. { $way ->
        [with] E tante differenze più piccole, sommate, valgono circa altri { $amount } PV a favore di { $label }
       *[against] Ma tante differenze più piccole, sommate, valgono circa { $amount } PV a favore di { $label }
    }
review-hint_differ_cancel = { $text }: queste due differenze si compensano, quindi il divario viene da differenze più piccole
review-hint_differ_biggest = { $text }; la più grande: con { $label }, { $part }
review-ledger_tile =
    { $more ->
        [more] { THE($tile) }: { $amount } PV in più
       *[less] { THE($tile) }: { $amount } PV in meno
    }
review-ledger_rest =
    Differenze più piccole, e il valore che il coach dà alla solidità della posizione (quante specie sono a rischio di estinzione, quanti elementi corrispondenti hai, quante specie hai sulla terra): { $more ->
        [more] { $amount } PV in più
       *[less] { $amount } PV in meno
    }
review-ledger_small_sum =
    Le due mosse finiscono quasi alla pari: nessuna differenza, presa da sola, arriva a mezzo PV; sommate, danno alla prima delle due mosse { $more ->
        [more] circa { $amount } PV in più
       *[less] circa { $amount } PV in meno
    }
review-ledger_rounding =
    Correzione per gli arrotondamenti, non un effetto del gioco (ogni riga sopra è arrotondata al mezzo PV): { $more ->
        [more] { $amount } PV in più
       *[less] { $amount } PV in meno
    }
review-ledger_other_tiles =
    { $more ->
        [more] le altre tessere insieme: { $amount } PV in più
       *[less] le altre tessere insieme: { $amount } PV in meno
    }
review-ledger_playouts = Media su { $better } partite di prova con la prima mossa e { $worse } con la seconda.
review-why = Perché?
review-mine_sum = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto { TO($worse) }: { $parts }.
review-mine_sum_yours = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto all'alternativa migliore: { $parts }.
review-mine_mainly = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto { TO($worse) }, soprattutto grazie a { $parts }.
review-mine_mainly_yours = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto all'alternativa migliore, soprattutto grazie a { $parts }.
review-mine_partly = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto { TO($worse) }, tra l'altro grazie a { $parts }.
review-mine_partly_yours = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto all'alternativa migliore, tra l'altro grazie a { $parts }.
review-mine_bare = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto all'alternativa migliore.
review-mine_small = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto { TO($worse) }, per diverse piccole differenze sommate.
review-row_sum = circa { $gap } PV in meno di { $better }: { $parts }
review-row_sum_yours = circa { $gap } PV in meno rispetto alla scelta del coach: { $parts }
review-row_mainly = circa { $gap } PV in meno di { $better }, soprattutto per { $parts }
review-row_mainly_yours = circa { $gap } PV in meno rispetto alla scelta del coach, soprattutto per { $parts }
review-row_partly = circa { $gap } PV in meno di { $better }, tra l'altro per { $parts }
review-row_partly_yours = circa { $gap } PV in meno rispetto alla scelta del coach, tra l'altro per { $parts }
review-row_bare = circa { $gap } PV in meno rispetto alla scelta del coach
review-row_small = circa { $gap } PV in meno di { $better }, per diverse piccole differenze sommate
review-unclear_behind = La tua mossa { $played } in media ha dato circa { $gap } PV in meno rispetto { TO($against) }, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_behind_plain = In media la tua mossa ha dato circa { $gap } PV in meno della migliore alternativa, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_ahead = La tua mossa { $played } in media ha dato circa { $gap } PV in più rispetto { TO($against) }, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_ahead_plain = In media la tua mossa ha dato circa { $gap } PV in più della migliore alternativa, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_behind_short = La tua mossa { $played } in media ha dato circa { $gap } PV in meno, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_ahead_short = La tua mossa { $played } in media ha dato circa { $gap } PV in più, ma le partite di prova variano troppo per esserne sicuri.
review-unclear_worse = La tua mossa { $played } in media ha dato circa { $gap } PV in meno rispetto { TO($against) }; quasi certamente non è migliore, ma potrebbe essere peggiore di poco o di molto.
review-unclear_worse_plain = In media la tua mossa ha dato circa { $gap } PV in meno della migliore alternativa; quasi certamente non è migliore, ma potrebbe essere peggiore di poco o di molto.
review-unclear_worse_short = La tua mossa { $played } in media ha dato circa { $gap } PV in meno della migliore alternativa; quasi certamente non è migliore, ma potrebbe essere peggiore di poco o di molto.
review-unclear_worse_compact = La tua mossa { $played } ha dato circa { $gap } PV in meno rispetto { TO($against) }; quasi certamente non è migliore, ma potrebbe essere peggiore di poco o di molto.
review-unclear_behind_compact = La tua mossa { $played } ha dato circa { $gap } PV in meno rispetto { TO($against) }, ma potrebbe essere solo un caso.
review-unclear_ahead_compact = La tua mossa { $played } ha dato circa { $gap } PV in più rispetto { TO($against) }, ma potrebbe essere solo un caso.
review-unclear_level_compact = La tua mossa { $played } e l'alternativa ({ $against }) hanno dato praticamente lo stesso risultato: le partite di prova non bastano a distinguerle.
review-hint_beaten_loser = circa { $gap } PV in meno di { $better } nel confronto più lungo
review-hint_how_longer = Quando la sua scelta risulta davanti alla seconda migliore, fa poi un confronto più lungo tra le due mosse (le stesse pescate nascoste per entrambe, fino alla fine del turno), e cambia scelta solo se l'altra risulta sicuramente migliore.
review-choosing = scegliere { $label }
review-spread_against = { $against ->
        [named] dell'altra mossa
       *[other] di quella mossa
    }
review-spread_decider = Attenzione: { $above ->
        [best] in media la mossa qui sopra è la migliore, ma il giudizio si basa su un'altra mossa provata
       *[other] il giudizio non si basa sulla mossa qui sopra, ma su un'altra mossa provata
    } ({ $move }), che in media ha dato circa { $gap } PV in più della tua: è il confronto di cui il coach è più sicuro. L'intervallo nella riga seguente si riferisce a questo confronto.
review-ledger_spread_unclear = { $side ->
        [better] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV in più a { $high } PV in meno { $them }: un intervallo troppo ampio per dire se sia { $bands }.
       *[worse] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV a { $high } PV in meno { $them }: un intervallo troppo ampio per dire se sia { $bands }.
    }
review-ledger_spread_good = Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe { $side ->
        [ahead] da { $low } PV a { $high } PV in più { $them }
        [both] da { $low } PV in più a { $high } PV in meno { $them }
       *[behind] da { $low } PV a { $high } PV in meno { $them }
    }: in ogni caso meno di { $limit } PV persi, quindi il coach è sicuro che sia buona{ $word ->
        [best] ; in media non ha perso nulla, e questo ne fa la mossa migliore.
       *[good] .
    }
review-just_under = poco meno di { $n }
review-ledger_spread_marked = { $band ->
        [inaccuracy] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV a { $high } PV in meno { $them }: in ogni caso tra { $limit } e { $upto } PV, quindi il coach è sicuro che sia un'imprecisione.
        [blunder] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV a { $high } PV in meno { $them }: in ogni caso più di { $limit } PV, quindi il coach è sicuro che sia almeno un errore; in media ha perso più di { $upto } PV, e questo ne fa un errore grave.
        [blunder_elsewhere] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV a { $high } PV in meno { $them }: in ogni caso più di { $limit } PV, quindi il coach è sicuro che sia almeno un errore; in media, però, { $top } ha reso circa { $gap } PV in più della tua mossa, oltre { $upto } PV, e questo ne fa un errore grave.
       *[mistake] Il coach è sicuro al { $confidence }% che, se giocasse molte più partite di prova delle due mosse, in media la tua mossa renderebbe da { $low } PV a { $high } PV in meno { $them }: in ogni caso più di { $limit } PV, quindi il coach è sicuro che sia un errore.
    }
review-band-good = buona (meno di { $good } PV persi)
review-band-inaccuracy = un'imprecisione (da { $good } a { $inacc } PV)
review-band-mistake = un errore (da { $inacc } a { $mistake } PV)
review-band-blunder = un errore grave (più di { $mistake } PV)
review-bands = { $n ->
        [one] { $b1 }
        [2] { $b1 } o { $b2 }
        [3] { $b1 }, { $b2 } o { $b3 }
       *[other] { $b1 }, { $b2 }, { $b3 } o { $b4 }
    }
review-ledger_tiny = Nessuna singola differenza arriva a mezzo PV: sono tutte piccole.
review-ledger_total =
    In tutto: { $more ->
        [level] circa pari
        [more] circa { $amount } PV in più
       *[less] circa { $amount } PV in meno
    }
review-row_uneven = ha fatto meno punti di { $better } nelle partite di prova, ma il confronto non è equo: si sono fermate in momenti diversi del turno
## una mossa nella frase di una revisione, per tipo di decisione (review/moves.py): che cosa fa l'opzione scelta
review-move-adaptation_element = prendere { THE($element) }
review-move-abundance_element = prendere { THE($element) }
review-move-wasteland_return = rimettere { THE($element) } nel sacchetto
review-move-regression_protect = proteggere { THE($element) }
review-move-glaciation_tile = applicare la Glaciazione { THE($tile, prep: "a") }
review-move-migration_from = spostare specie { THE($tile, prep: "da") }
review-move-migration_to = spostarle { AT($tile) }
review-move-migration_count = { $n ->
        [0] non spostare nessuna specie
       *[other] spostare { $n } specie
    }
review-move-speciation_count = { $n ->
        [0] non piazzare nessuna specie
       *[other] piazzare { $n } specie
    }
review-move-mammal_save = salvare una specie { AT($tile) }
review-move-domination_tile = riscuotere il punteggio { THE($tile, prep: "di") }
review-move-pick_card = prendere la carta { $quoted }
review-move-wanderlust_stack = prendere la tessera { $terrain } dalla pila { $stack }
review-move-competition_tile = fare Competizione { AT($tile) }
review-move-migration_from_done = terminare qui la Migrazione
review-move-migration_from_decline = non migrare affatto
review-move-wanderlust_follow = { $n ->
        [0] non portare nessuna specie sulla nuova tessera
       *[other] portare { $n } specie sulla nuova tessera
    }
## the hint's lead where the longer test confirmed the choice: its gap and parts, said to be the longer test's
review-hint_tested_sum = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più di { $worse }: { $parts }.
review-hint_tested_sum_yours = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più dell'alternativa migliore: { $parts }.
review-hint_tested_mainly = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più di { $worse }, soprattutto grazie a { $parts }.
review-hint_tested_mainly_yours = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più dell'alternativa migliore, soprattutto grazie a { $parts }.
review-hint_tested_partly = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più di { $worse }, tra l'altro grazie a { $parts }.
review-hint_tested_partly_yours = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più dell'alternativa migliore, tra l'altro grazie a { $parts }.
review-hint_tested_bare = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più dell'alternativa migliore.
review-hint_tested_small = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più di { $worse }, per diverse piccole differenze sommate.
review-hint_longer = nel confronto più lungo, { $text }
review-against-small = circa { $amount } PV di piccole differenze in senso contrario
review-part-small = circa { $amount } PV di piccole differenze in senso contrario
review-ledger_playouts_each =
    { $n ->
        [one] Da una partita di prova per ciascuna delle due mosse.
       *[other] Media su { $n } partite di prova per ciascuna delle due mosse.
    }
review-hint_bare_named = Il coach sceglierebbe { $better }, che frutta circa { $gap } PV in più di { $worse }.
review-mine_bare_named = La tua mossa ({ $better }) valeva circa { $gap } PV in più rispetto { TO($worse) }.
review-hint_tested_bare_named = Il coach sceglierebbe { $better }: nel confronto più lungo ha dato circa { $gap } PV in più di { $worse }.
review-ledger_rival = { $text } ({ $way ->
        [for] a tuo vantaggio
       *[against] a tuo svantaggio
    })
review-hint_first_look_below = provata solo nella prova rapida del coach, dove è finita sotto { $above }: per questo è elencata più in basso anche qui. In quella prova, meno affidabile del confronto più lungo, ha fatto { $text }
review-just_over = poco più di { $n }
review-legend = ({ $clauses }.)
review-legend_join = { $first }; { $second }
review-legend-gain_end = «entro la fine del turno»: PV che ottieni davvero in questo turno
review-legend-gain_cut = «fino al punto in cui il coach ha fermato le partite di prova»: PV che ottieni davvero fin lì
review-legend-earth_end = «dal punteggio delle tessere», o da una tessera, «se la partita finisse con questo turno»: PV che le tue specie lì otterrebbero in un punteggio finale a quel punto, dopo le mosse successive delle partite di prova (per questo può cambiare anche una tessera che la tua mossa non raggiunge), non ancora ottenuti
review-legend-earth_cut = «dal punteggio delle tessere», o da una tessera, «se la partita finisse nel punto in cui il coach ha fermato le partite di prova»: PV che le tue specie lì otterrebbero in un punteggio finale a quel punto, dopo le mosse successive delle partite di prova (per questo può cambiare anche una tessera che la tua mossa non raggiunge), non ancora ottenuti
review-legend-earth_both = «dal punteggio delle tessere», o da una tessera, «se la partita finisse con questo turno» o «nel punto in cui il coach ha fermato le partite di prova»: PV che le tue specie lì otterrebbero in un punteggio finale a quel punto, dopo le mosse successive delle partite di prova (per questo può cambiare anche una tessera che la tua mossa non raggiunge), non ancora ottenuti
review-hint_more_part = circa { $gap } PV in più di { $better } nelle partite di prova, tra l'altro grazie a { $part }, ma può essere un caso, quindi il coach resta sulla mossa che a prima vista sembra la migliore
review-hint_differ_level = le due mosse valgono praticamente lo stesso, quindi va bene l'una o l'altra; { $text }
review-legend-rival = «l'avversario più forte»: in ogni partita di prova, l'altro animale con più PV quando quella partita di prova si ferma, contando anche i PV che le sue specie otterrebbero dalle tessere in un punteggio finale
review-ledger_small_sum_named =
    Le due mosse finiscono quasi alla pari: nessuna differenza, presa da sola, arriva a mezzo PV; sommate, danno circa { $amount } PV { $more ->
        [more] in più
       *[less] in meno
    } a questa mossa: { $first }
review-hint_lead_kept_rough = Il coach resta sulla sua prima scelta, { $label }: { $n ->
        [one] { $worse } ha fatto più punti, ma in partite di prova fermate in momenti diversi del turno: confronto non equo.
       *[other] { $worse } e { $other } hanno fatto più punti, ma in partite di prova fermate in momenti diversi del turno: confronto non equo.
    }
review-hint_lead_kept_rough_plain = Il coach resta sulla mossa che a prima vista sembra la migliore: { $n ->
        [one] la seconda ha fatto più punti, ma in partite di prova fermate in momenti diversi del turno: confronto non equo.
       *[other] le altre due hanno fatto più punti, ma in partite di prova fermate in momenti diversi del turno: confronto non equo.
    }
review-hint_lead_kept_why = Il coach resta su { $label }: { $gist }. { $n ->
        [one] { $worse } è migliore di appena { $gap } PV
       *[other] { $same ->
            [yes] { $worse } e { $other } sono migliori di appena { $gap } PV ciascuna
           *[no] { $worse } e { $other } sono migliori di appena { $gap } e { $gap2 } PV
        }
    }: potrebbe essere fortuna.
review-hint_lead_kept_why_plain = Il coach resta sulla sua prima scelta: { $gist }. { $n ->
        [one] La seconda mossa è migliore di appena { $gap } PV
       *[other] { $same ->
            [yes] Le altre due sono migliori di appena { $gap } PV ciascuna
           *[no] Le altre due sono migliori di appena { $gap } e { $gap2 } PV
        }
    }: potrebbe essere fortuna.
review-hint_lead_kept_rough_why = Il coach resta su { $label }: { $gist }. { $n ->
        [one] L'altra ha fatto più PV, ma il confronto non è equo.
       *[other] Le altre hanno fatto più PV, ma il confronto non è equo.
    }
review-hint_lead_kept_rough_why_plain = Il coach resta sulla sua prima scelta: { $gist }. { $n ->
        [one] L'altra mossa ha ottenuto più PV, ma il confronto non è equo.
       *[other] Le altre mosse hanno ottenuto più PV, ma il confronto non è equo.
    }
review-legend-uneven = «il confronto non è equo»: il coach spesso ferma le partite di prova rapide prima della fine del turno, e le partite che partono da due mosse diverse possono fermarsi in punti diversi: per esempio, in una il punteggio di una tessera è già stato riscosso con la Dominazione, nell'altra non ancora
