coach-outlook_ahead = se in quel momento si contasse il punteggio finale della terra, saresti { $margin } PV davanti al miglior altro animale
coach-outlook_behind = se in quel momento si contasse il punteggio finale della terra, saresti { $margin } PV dietro al miglior altro animale
coach-outlook_level = se in quel momento si contasse il punteggio finale della terra, saresti alla pari con il miglior altro animale
coach-ahead = alla fine di questo turno saresti { $margin } PV davanti al miglior altro animale
coach-behind = alla fine di questo turno saresti { $margin } PV dietro al miglior altro animale
coach-level = alla fine di questo turno saresti alla pari con il miglior altro animale
coach-soon_ahead =
    { $n ->
        [one] dopo la prossima decisione saresti { $margin } PV davanti al miglior altro animale
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti { $margin } PV davanti al miglior altro animale
    }
coach-soon_behind =
    { $n ->
        [one] dopo la prossima decisione saresti { $margin } PV dietro al miglior altro animale
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti { $margin } PV dietro al miglior altro animale
    }
coach-soon_level =
    { $n ->
        [one] dopo la prossima decisione saresti alla pari con il miglior altro animale
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti alla pari con il miglior altro animale
    }
coach-gain =
    { $n ->
        [0] fino ad allora non faresti PV
        [one] fino ad allora faresti 1 PV
       *[other] fino ad allora faresti { $n } PV
    }
coach-how = Il coach gioca ciascuna delle sue opzioni migliori fino alla fine del turno (o, quando è troppo lontana per il suo budget, lo stesso numero di decisioni per ogni opzione), con tutti i giocatori mossi dal bot avido e le pescate nascoste rimescolate; confronta i PV degli animali più quanto darebbe a ciascuno il punteggio finale per la terra com'è allora.
coach-how_kept =
    { $n ->
        [one] Mantiene la prima scelta del bot avido, a meno che un'altra opzione risulti migliore di più di { $limit } PV: con una sola simulazione per opzione, un vantaggio minore è spesso fortuna.
       *[other] Mantiene la prima scelta del bot avido, a meno che un'altra opzione risulti migliore di più di { $limit } PV: con al massimo { $n } simulazioni per opzione, un vantaggio minore è spesso fortuna.
    }
