scenario-matching-title = Elementi corrispondenti e dominio: qualità, non quantità
scenario-matching-text =
    Su questo deserto gli insetti hanno { $few } specie e gli anfibi { $many }, eppure dominano gli insetti. Per trovare gli elementi corrispondenti di un animale, per ogni elemento sulla sua scheda si contano gli elementi dello stesso tipo sugli angoli della tessera, e si fa la somma. Gli insetti ({ $insects_sheet }) ne hanno { $insects_terms } = { $insects_match }, gli anfibi ({ $amphibians_sheet }) solo { $amphibians_terms } = { $amphibians_match }. I rettili hanno sulla scheda solo { $rep_sun ->
        [one] un sole
       *[other] { $rep_sun } soli
    }, ma il deserto ha { $des_sun ->
        [one] un sole
       *[other] { $des_sun } soli
    }: { $rep_sun } × { $des_sun } = { $reptiles_match }. Guarda che cosa succede quando { $mov ->
        [one] un rettile migra
       *[other] { $mov } specie dei rettili migrano
    } dalla savana nel deserto.
scenario-matching-try = Annulla la mossa e togli il sole condiviso da deserto e savana (con uno Svuotamento, o con l'editor «E se…»): i rettili rimasti sulla savana diventano a rischio di estinzione.
scenario-initiative-title = Iniziativa: avanzare, poi collocare di nuovo la stessa pedina
scenario-initiative-text =
    Turno { $turn } di una partita a { $players } giocatori. I rettili, con { $pos ->
        [one] un animale
       *[other] { $pos } animali
    } davanti a loro sull'indicatore di Iniziativa, collocano una pedina sullo spazio dell'Iniziativa. Quando la pedina viene risolta, i rettili si scambiano di posto con { THE($passed) }, subito alla loro sinistra, e collocano proprio quella pedina su un altro spazio vuoto con il simbolo dell'occhio: l'ultimo spazio libero dell'Abbondanza, per portare in gioco più sole.
scenario-initiative-try = Scegli invece un altro spazio, o tieni la pedina: lo scambio avviene comunque. Solo rinunciando lo si salta.
scenario-adaptation-title = Adattamento: scegliere un elemento per la propria scheda
scenario-adaptation-text = Gli insetti risolvono la prima pedina su Adattamento e vogliono diversificare: prendono la carne. A mammiferi e uccelli restano le larve e l'erba. Gli insetti avrebbero potuto invece specializzarsi prendendo l'erba (un'erba in più oltre alle { $grass_now } stampate sulla loro scheda: { $grass_then } in tutto). Prendere una larva sarebbe rischioso: se nessuno prende l'altra larva, a fine turno scivola nel Riquadro di Regressione e minaccia nel turno seguente ogni animale che ha una larva.
scenario-adaptation-try = Prendi invece l'erba e confronta gli elementi corrispondenti degli insetti sulla savana (il tabellone lo spiega).
scenario-regression-title = Regressione: contano i tipi, non i gettoni, e la pedina gratuita dei rettili
scenario-regression-text =
    Il Riquadro di Regressione contiene { $n ->
        [one] una larva, che conta
       *[other] { $n } larve, che contano
    } come { $typ ->
        [one] un solo tipo
       *[other] { $typ } tipi
    }. Gli insetti collocano la loro ultima pedina azione sulla Regressione, così tengono la loro larva; i rettili tengono la propria grazie alla pedina gratuita stampata sul terzo spazio. I mammiferi, senza pedine lì, perdono la loro larva. Nota il sole nei quadrati dell'Adattamento: se nessuno lo prende, a fine turno scivola nel Riquadro di Regressione e minaccia il sole degli insetti.
scenario-regression-try = Colloca altrove la pedina degli insetti e guarda quali elementi perdono.
scenario-abundance-title = Abbondanza: un elemento può cambiare chi domina
scenario-abundance-text =
    Gli anfibi risolvono la prima pedina dell'Abbondanza e collocano una delle acque su un angolo della savana. Le loro { $waters } acque stampate ora corrispondono a { $sav_wat ->
        [one] un'acqua
       *[other] { $sav_wat } acque
    } ciascuna: { $amphibians_match }, contro i { $insects_match } degli insetti, così ottengono il dominio della savana. Poi i rettili collocano il sole su un angolo della montagna: lì i loro { $suns } soli stampati ora corrispondono a { $mtn_sun ->
        [one] un sole
       *[other] { $mtn_sun } soli
    }, { $reptiles_match } in tutto, tanti quanti i { $mammals_match } dei mammiferi con la loro carne. In parità per gli elementi corrispondenti nessuno domina, quindi i mammiferi perdono il dominio della montagna.
scenario-abundance-try = Colloca l'acqua su un angolo condiviso da due tessere: conta per entrambe.
scenario-wasteland-title = Desolazione: ciò che resta nel Riquadro spoglia la tundra
scenario-wasteland-text =
    Gli aracnidi risolvono la pedina su Desolazione e rimettono nel sacchetto la larva del Riquadro di Desolazione, così { $n ->
        [one] la larva vicino alla tundra resta
       *[other] le { $n } larve vicino alla tundra restano
    }. Nel Riquadro resta un'acqua, quindi ogni acqua che tocca una tessera di tundra viene tolta, ovunque sia. Gli anfibi perdono il dominio del deserto: senza più acqua lì, le loro specie sono a rischio di estinzione.
scenario-wasteland-try = Rimetti invece l'acqua nel sacchetto e guarda quali elementi spariscono.
scenario-depletion-title = Svuotamento: un seme cambia due tessere
scenario-depletion-text = Il Riquadro di Svuotamento contiene un seme, quindi i mammiferi possono togliere un seme qualsiasi dalla terra. Prendono quello condiviso da deserto e savana. Su ciascuna tessera gli uccelli ({ $birds_sheet }) scendono da { $was } elementi corrispondenti a { $now }: perdono il dominio del deserto, dove anche i rettili ne hanno { $reptiles_match } (in caso di parità nessuno domina), e i mammiferi, finora in parità con gli uccelli sulla savana, vi diventano dominanti.
scenario-depletion-try = Togli invece l'altro seme del deserto: cambia una sola tessera.
scenario-glaciation-title = Glaciazione: il ghiaccio avanza, passo dopo passo
scenario-glaciation-text =
    I rettili possono applicare la Glaciazione a una tessera adiacente alla tundra. La savana è allettante: tocca { $alt_tundra ->
        [one] una tundra
       *[other] { $alt_tundra } tundre
    } ({ $alt_bonus } PV bonus) e darebbe loro la Carta Sopravvivenza (sulla tundra, { $sv_rep } specie dei rettili contro { $sv_ara } degli aracnidi e { $sv_ins } degli insetti). Ma allora l'unico sole sarebbe circondato da { $around } tundre e verrebbe tolto al passo 4. Così applicano la Glaciazione al deserto: le sue specie vengono messe da parte, il deserto diventa tundra, il passo 4 non toglie nulla, i rettili ottengono { $bonus } PV bonus per { $tundra ->
        [one] l'unica tundra adiacente
       *[other] le { $tundra } tundre adiacenti
    }, e delle specie messe da parte ({ $aside_insects } degli insetti, { $aside_birds } degli uccelli, { $aside_amphibians } degli anfibi) ne resta una per animale; le altre tornano nelle loro riserve genetiche: { $back_birds } degli uccelli e { $back_amphibians } degli anfibi.
scenario-glaciation-try = Applica invece la Glaciazione alla savana e guarda sparire il sole.
scenario-speciation-title = Speciazione: un elemento nutre fino a tre tessere
scenario-speciation-text =
    Gli aracnidi risolvono la loro pedina sullo spazio dell'erba e scelgono l'erba che tocca savana, deserto e tundra. Ogni tessera può ricevere specie fino al suo limite: { $cap_savannah } sulla savana, { $cap_desert } sul deserto, { $cap_tundra } sulla tundra. Gli anfibi perdono il dominio del deserto: ora anche lì gli aracnidi hanno { $tie ->
        [one] un elemento corrispondente
       *[other] { $tie } elementi corrispondenti
    }, e in caso di parità nessuno domina. Poi gli insetti mettono la loro specie gratuita sulla savana per restare in vantaggio di numero.
scenario-speciation-try = Aggiungi meno specie e controlla chi sarebbe primo sulla savana se se ne riscuotesse il punteggio.
scenario-wanderlust-title = Esplorazione: una nuova tessera, e tutti possono entrarvi
scenario-wanderlust-text =
    Gli uccelli agiscono per primi. Prendono { THE($terrain) } a faccia in su e collocano la tessera al margine della terra, con un seme preso dai quadrati dell'Esplorazione su uno dei suoi angoli. La nuova tessera è adiacente a { $n ->
        [one] una tessera
       *[other] { $n } tessere
    } della terra: { $vp } PV bonus secondo la Tabella dei Punti Bonus. Poi, nell'ordine della catena alimentare, ogni animale può spostarvi specie dalle tessere adiacenti: gli uccelli ne spostano { $birds_in } e dominano subito; gli aracnidi rinunciano (lì sarebbero a rischio di estinzione); gli insetti ne spostano { $insects_in }.
scenario-wanderlust-try = Colloca la tessera altrove: quanti PV bonus dà ogni esagono libero?
scenario-migration-title = Migrazione: spostare specie, e il lungo volo degli uccelli
scenario-migration-text =
    Gli insetti risolvono la loro pedina sullo spazio «{ $x }»: fino a { $x } specie, ognuna verso una tessera adiacente. { $win ->
        [one] Un insetto va dal deserto alla savana e la conquista.
       *[other] { $win } specie degli insetti vanno dal deserto alla savana e la conquistano.
    } Le { $ice } specie degli insetti sulla tundra vi sono a rischio di estinzione, quindi { $rem ->
        [one] l'ultima mossa rimasta le porta via
       *[other] le { $rem } mosse rimaste le portano via
    }: { $to_desert } nel deserto e { $to_mountain } sulla montagna. Anche gli uccelli hanno una pedina sulla Migrazione: ogni uccello può spostarsi fino a { $range } tessere più in là, sorvolando una tessera esistente, così { $fly ->
        [one] uno di loro va
       *[other] { $fly } specie degli uccelli vanno
    } dal mare alla tundra che gli insetti hanno appena lasciato.
scenario-migration-try = Prova a far volare un uccello sopra un esagono libero: questa mossa non viene proposta.
scenario-competition-title = Competizione: una tessera per terreno
scenario-competition-text = I rettili risolvono la loro pedina sullo spazio tundra-deserto-foresta. Per ciascuno di questi { $terrains } terreni possono scegliere una tessera dove hanno specie sia loro sia un avversario, ed eliminare lì una specie avversaria. Eliminano un insetto sulla tundra e un mammifero sulla foresta più a sinistra. Non hanno specie in nessun deserto, quindi quella competizione va persa; e in questo turno non possono competere sulla seconda foresta, né sul mare.
scenario-competition-try = Scegli invece l'altra foresta: si può scegliere una sola foresta.
scenario-domination-title = Dominazione: riscuotere il punteggio di una tessera, poi una Carta Dominio
scenario-domination-text =
    I rettili scelgono l'unica palude e se ne riscuote il punteggio. Si contano le specie, non gli elementi corrispondenti: gli anfibi sono primi con { $top } specie ({ $top_vp } PV). Rettili e uccelli ne hanno { $pair_species } ciascuno; i rettili sono più in alto nella catena alimentare, quindi prendono il secondo posto ({ $second_vp } PV) e gli uccelli il terzo ({ $third_vp } PV). Non resta nessuno per l'ultimo posto, quindi { $vp } PV { $vp ->
        [one] resta non assegnato
       *[other] restano non assegnati
    }. I rettili dominano la palude (per elementi corrispondenti, non per numero), quindi ora devono scegliere una delle Carte Dominio scoperte.
scenario-domination-try = Scegli una carta e leggi nel pannello delle spiegazioni come viene risolta.
