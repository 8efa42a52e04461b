coach-outlook_ahead =
    { $n ->
        [0] come va la partita (non quanto vale la mossa): nella prova rapida, alla fine di questo turno, saresti stato in media { $margin } PV davanti all'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
       *[other] come va la partita (non quanto vale la mossa): nella prova rapida, quando il coach si è fermato prima della fine del turno, saresti stato in media { $margin } PV davanti all'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
    }
coach-outlook_behind =
    { $n ->
        [0] come va la partita (non quanto vale la mossa): nella prova rapida, alla fine di questo turno, saresti stato in media { $margin } PV dietro all'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
       *[other] come va la partita (non quanto vale la mossa): nella prova rapida, quando il coach si è fermato prima della fine del turno, saresti stato in media { $margin } PV dietro all'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
    }
coach-outlook_level =
    { $n ->
        [0] come va la partita (non quanto vale la mossa): nella prova rapida, alla fine di questo turno, saresti stato in media alla pari con l'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
       *[other] come va la partita (non quanto vale la mossa): nella prova rapida, quando il coach si è fermato prima della fine del turno, saresti stato in media alla pari con l'avversario più forte, contando anche i punti che le tessere darebbero a ciascuno in un punteggio finale
    }
coach-ahead = alla fine di questo turno saresti in vantaggio di { $margin } PV sull'avversario più forte
coach-behind = alla fine di questo turno saresti in svantaggio di { $margin } PV rispetto all'avversario più forte
coach-level = alla fine di questo turno saresti alla pari con l'avversario più forte
coach-soon_ahead =
    { $n ->
        [one] dopo la prossima decisione saresti in vantaggio di { $margin } PV sull'avversario più forte
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti in vantaggio di { $margin } PV sull'avversario più forte
    }
coach-soon_behind =
    { $n ->
        [one] dopo la prossima decisione saresti in svantaggio di { $margin } PV rispetto all'avversario più forte
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti in svantaggio di { $margin } PV rispetto all'avversario più forte
    }
coach-soon_level =
    { $n ->
        [one] dopo la prossima decisione saresti alla pari con l'avversario più forte
       *[other] dopo le prossime { $n } decisioni (la fine del turno è troppo lontana) saresti alla pari con l'avversario più forte
    }
coach-gain =
    { $n ->
        [0] fino ad allora non otterresti PV
        [one] fino ad allora otterresti { $n } PV
       *[other] fino ad allora otterresti { $n } PV
    }
coach-how = In una prova rapida il coach prova ciascuna delle sue opzioni migliori giocando fino alla fine del turno (o, quando la fine è troppo lontana per il tempo di calcolo che ha, lo stesso numero di mosse, di tutti i giocatori, per ogni opzione): tutti i giocatori sono mossi dal bot avido e le pescate nascoste vengono rimescolate. Poi confronta i PV degli animali, più quelli che ciascuno otterrebbe contando a quel punto i punti di ogni tessera della terra come nel punteggio finale.
coach-how_kept =
    { $n ->
        [one] Mantiene la mossa che a prima vista sembra la migliore (la prima scelta del bot avido), a meno che un'altra opzione risulti migliore di più di { $limit } PV: con una sola partita di prova per opzione, un vantaggio minore è spesso fortuna.
       *[other] Mantiene la mossa che a prima vista sembra la migliore (la prima scelta del bot avido), a meno che un'altra opzione risulti migliore di più di { $limit } PV: con al massimo { $n } partite di prova per opzione, un vantaggio minore è spesso fortuna.
    }
