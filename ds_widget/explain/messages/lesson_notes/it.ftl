## The notes of the lessons' exercises, shown with a solution (note-l<lesson>-<exercise>): a note
## types no number, place or count of the game; its { $facts } come from the solution played out
## (ds_widget/lessons/facts, tests/notebooks/test_lesson_facts.py)

note-l01-five_players = Con { $players } giocatori ogni animale riceve { $pawns } pedine azione e { $cubes } cubetti: uno segna i suoi PV, { $on_earth } partono sulla terra, quindi nella riserva genetica ne restano { $gene_pool }.
note-l01-forest_scoring = { CAP(THE($first)) } hanno { $first_species } specie { AT($tile) } e prendono il primo posto, { $first_vp } PV. { CAP(THE($tied)) } ne hanno { $tied_species } ciascuno: { THE($second) } stanno più in alto nella catena alimentare, quindi prendono il secondo posto ({ $second_vp } PV) e { THE($third) } il terzo ({ $third_vp } PV).
note-l02-amphibians_move_in =
    { CAP(THE($animal)) }. { CAP(THE($tile)) } ha { $tile_n ->
        [one] { A($element) }
       *[other] { $tile_n } { PLURAL($element) }
    } e { THE($animal) } hanno { $sheet_n } { PLURAL($element) } sulla scheda: { $sheet_n } × { $tile_n } = { $total }. { CAP(THE($rival)) } lì hanno solo { $rival_total } elementi corrispondenti ({ $rival_sheet } { PLURAL($rival_element) } sulla scheda × { $rival_tile ->
        [one] { A($rival_element) } in comune
       *[other] { $rival_tile } { PLURAL($rival_element) } in comune
    }). { $moved ->
        [one] Basta che una sola specie si sposti lì
       *[other] Bastano { $moved } specie che si spostano lì
    }: il dominio è qualità, non quantità.
note-l02-desert_tie = { CAP(A($element)) }: { THE($animal) } arrivano a { $sheet } × { $tile_n } = { $total } elementi corrispondenti, quanto { THE($rival) } ({ $rival_sheet } { PLURAL($rival_element) } × { $rival_tile } { PLURAL($rival_element) }), e con una parità nessuno domina. Funziona anche { A($also) }: { THE($also_animal) } hanno { $also_sheet } { PLURAL($also) } sulla scheda e { THE($tile) } allora ne ha { $also_tile }: di nuovo { $also_total }. { CAP(A($stronger)) } renderebbe solo più forti { THE($rival) }.
note-l03-keep_pawn = Sì: lo scambio è la prima parte dell'azione e avviene appena { THE($animal) } la eseguono; ora sono al { $place }º posto sull'indicatore, davanti { THE($passed, prep: "a") }. Tenere la pedina salta solo la seconda parte: lo spazio di { $section } resta libero e la pedina resta tra quelle disponibili { THE($animal, prep: "di") }. Solo rinunciare all'intera azione salterebbe anche lo scambio.
note-l03-not_initiative_again = No. La pedina va su un altro spazio libero con il simbolo dell'occhio: è l'ultimo piazzamento del turno, per un'azione che deve ancora venire, quindi lo spazio di Iniziativa non è tra le opzioni.
note-l04-adaptation_grass = Con { $sheet } { PLURAL($element) } sulla scheda { THE($animal) } arrivano a { $sheet } × { $tile_n } = { $total } elementi corrispondenti { AT($tile) } invece di { $before }: specializzarsi li rende forti dove c'è { $element }. Il rischio: nei quadrati dell'Adattamento restano { $left } { PLURAL($risk) }. Se nessuno prende quegli elementi, scivolano nel Riquadro di Regressione, e nel turno seguente ogni animale che ha aggiunto elementi di tipo { $risk } ne perde uno, a meno che non protegga quel tipo con una pedina in Regressione.
note-l04-regression_elsewhere = Il riquadro contiene { $box_n } { PLURAL($type) }, che contano come un solo tipo: { $type }. Senza una pedina in Regressione { THE($animal) } perdono { THE($type) } che avevano aggiunto, come { THE($others) }. { CAP(THE($keeper)) } invece non perdono nulla, grazie alla pedina gratuita. Nessuno perde più di { A($type) }, e gli elementi stampati non si toccano mai.
note-l04-wasteland_water = Ora nel riquadro resta { THE($kept) }, quindi ogni { $kept } che tocca la tundra torna nel sacchetto: { $removed } in tutto. { CAP(AT($tile)) } { THE($animal) } avevano come elementi corrispondenti solo quelli: ora lì ne hanno { $matching }, perdono { THE($tile) } e le loro { $species } specie sono a rischio di estinzione. Gli elementi di tipo { $returned } restano, e { THE($keeper) } tengono { THE($keeper_tile) }.
note-l04-depletion_other_seed = Cambia solo { THE($tile) }. L'elemento tolto tocca soltanto { THE($tile) }, quindi lì { THE($animal) } scendono a { $matching } e sono in parità con { THE($rival) }: nessuno domina { THE($tile) }. { CAP(THE($element)) } in comune resta, quindi { AT($other) } { THE($tied) } sono ancora pari a { $other_matching } e nessuno domina neanche lì.
note-l05-glaciate_savannah = { CAP(THE($tile)) } tocca { $tundra } tessere di tundra: { $vp } PV bonus. La tundra attira i rettili (la lezione 8 mostra che cosa possono vincere le specie sulla tundra), ma il loro unico elemento { $lost } ora è circondato da tre tessere di tundra e torna nel sacchetto: i rettili non hanno più elementi corrispondenti da nessuna parte, e tutte le loro specie sono a rischio di estinzione. Per questo nel regolamento i rettili applicano la Glaciazione { THE($rulebook_tile, prep: "a") }.
note-l05-insects_elsewhere = { CAP(THE($first)) }: entrambi gli animali hanno { $both } specie { AT($tile) }, e la parità nel numero di specie la vince l'animale più in alto nella catena alimentare — { THE($first) } stanno più in alto { THE($second, prep: "di") }. La specie gratuita degli insetti { AT($tile) } fa { $with_free } a { $both } e tiene per loro il primo posto; { AT($elsewhere) } lascerebbe la parità, e il primo posto, { THE($first, prep: "a") }.
note-l05-wanderlust_bonus = { $best_hexes } esagoni liberi toccano { $best_tiles } tessere della terra, e ciascuno vale { $best_vp } PV bonus: quello del regolamento, tra { THE($rulebook_between) }, e gli altri { $other_best } che stanno tra due tessere di partenza vicine. Ogni altro esagono libero accanto alla terra tocca una sola tessera: { $others_vp } PV bonus.
note-l06-bird_flight =
    L'uccello può raggiungere { THE($near) }, accanto { THE($from, prep: "a") }, e { THE($far) }, a { $range } tessere di distanza, sorvolando { THE($via) }. { CAP(THE($out)) } { NUMBER($out) ->
        [one] è
       *[other] sono
    } a più di { $range } tessere: un uccello vola al massimo per { $range } tessere, e solo sopra tessere della terra, mai attraverso un esagono libero.
note-l06-other_forest = No: una pedina compete al massimo su una tessera per ciascun terreno, quindi, dopo aver competuto { AT($tile) }, non può più raggiungere { THE($other_tile) }; e poiché i rettili non hanno specie su nessuna tessera di tipo { $rest }, la Competizione finisce lì. { CAP(AT($tile)) } i rettili ora sono soli, ma lì non c'è ness{ A($need) }: sono a rischio di estinzione e moriranno nell'Estinzione.
note-l07-best_card =
    { $best }: un PV per ogni specie su una tessera occupata { THE($animal, prep: "da") }, di chiunque sia — { THE($tile) } ha { $sum } = { $species } specie, quindi { $card_vp } PV ({ $before } + { $card_vp } = { $total }). { $bio } darebbe { $bio_vp } PV ({ $bio_tiles ->
        [one] una sola tessera condivisa
       *[other] { $bio_tiles } tessere condivise
    } con avversari), { $eco } { $eco_vp } ({ $eco_n ->
        [one] { A($eco_element) }
       *[other] { $eco_n } { PLURAL($eco_element) }
    } sulla terra); { $none } non { NUMBER($none) ->
        [one] dà
       *[other] danno
    } PV.
note-l07-once_per_turn = Solo { THE($card_tile) }, dove { THE($animal) } sono soli e dominanti, dà una carta. Senza carta possono riscuotere il punteggio di qualunque altra tessera ({ THE($empty) }), ma nessuna di queste ha specie, quindi nessuno otterrebbe PV; e il punteggio { THE($scored, prep: "di") } è già stato riscosso in questo turno, quindi quella tessera non è tra le opzioni, né con le tessere che danno una carta né con le altre.
note-l08-save_mountain = Una { AT($saved) }, nessuna sulle altre due tessere. Il salvataggio tiene esattamente una specie, non una tessera: sopravvive il mammifero { AT($saved) } e muoiono tutti e { $lost } quelli sulle altre due tessere ({ $lost_a } su una, { $lost_b } sull'altra). Salvando { AT($code_tile) }, dove ne hanno { $code_n }, come fa la lezione, se ne tiene uno di quei { $code_n } e si perde quello { AT($saved) }: in ogni caso sopravvive una sola specie.
note-l08-birds_keep_survival =
    { CAP(A($element)) }, ma { NUMBER($others) ->
        [one] va
       *[other] vanno
    } bene anche { A($others) }: qualunque elemento della scheda { THE($holder, prep: "di") }. { CAP(THE($holder)) } { AT($tile) } hanno allora elementi corrispondenti ({ $matching } con { A($element) }: la loro scheda ha { $sheet_n ->
        [one] { A($element) }
       *[other] { $sheet_n } { PLURAL($element) }
    }) e non sono a rischio di estinzione, quindi sopravvivono all'Estinzione; con { $species } specie sulla tundra contro le { $rival_species } { THE($rival, prep: "di") } tengono la Carta Sopravvivenza e ottengono { $bonus } PV bonus per { $tiles ->
        [one] l'unica tessera di tundra che occupano
       *[other] le { $tiles } tessere di tundra che occupano
    } ({ $vp_before } + { $bonus } = { $vp_after }). Va bene qualunque angolo libero di quella tessera.
note-l08-last_domination = { CAP(THE($tile)) }: lì { THE($animal) } sono soli, quindi il primo posto dà loro { $vp } PV (e, poiché lì sono dominanti, prendono un'altra carta); chiudono a { $win } PV, { THE($rival) } a { $rival_vp }. { CAP(THE($other, prep: "di")) }, la loro unica altra tessera, si è già riscosso il punteggio in questo turno; con qualunque altra tessera, o rinunciando, chiudono a { $lose }, dietro { THE($rival, prep: "a") } ({ $rival_base }, o di più se la tessera è { THE($rival, prep: "di") }).
note-l09-first_turn_vp =
    { $total } PV: { $wander_vp } PV bonus per una nuova tessera che { $wander_touch ->
        [one] tocca una sola tessera
       *[other] tocca { $wander_touch } tessere
    } (Esplorazione), { $own1_vp } per il { $own1_place ->
        [1] primo
        [2] secondo
        [3] terzo
       *[other] quarto
    } posto { AT($own1_tile) } e { $own2_vp } per il { $own2_place ->
        [1] primo
        [2] secondo
        [3] terzo
       *[other] quarto
    } posto { AT($own2_tile) } (le loro Dominazioni), { $other_vp } per il { $other_place ->
        [1] primo
        [2] secondo
        [3] terzo
       *[other] quarto
    } posto { AT($other_tile) } (la Dominazione { THE($other_by, prep: "di") }) e { $survival_vp } PV bonus per la Carta Sopravvivenza nella Fase di Ripristino, con { $survival_species ->
        [one] la loro unica specie
       *[other] le loro { $survival_species } specie
    } sulla tundra.
note-l09-initiative_changed = { CAP(THE($mover)) } hanno piazzato una pedina su Iniziativa. Quando è stata risolta si sono scambiati di posto con l'animale subito alla loro sinistra, { THE($overtaken) }, e hanno messo la stessa pedina su uno spazio libero di { $section }.
note-l10-amphibians_take_savannah = { CAP(A($element)) } su un angolo libero { THE($tile, prep: "di") } ({ $corners }). Lì { THE($actor) } arrivano a { $sheet } × { $on_tile } = { $total } elementi corrispondenti ({ PLURAL($element) } sulla scheda × sulla tessera), più dei { $rival_sheet } × { $rival_on_tile } = { $rival_total } { THE($rival, prep: "di") } ({ PLURAL($rival_element) }). Gli altri elementi disponibili, { $others }, lì non aiutano { THE($actor) }, e { A($element) } su qualsiasi altro angolo non tocca { THE($tile) }.
note-l11-reptiles_take_desert = Aggiungi { A($added) } e togli { A($removed) }: { THE($actor) } arrivano a { $sheet } × { $on_tile } = { $total } elementi corrispondenti, { THE($rival) } solo a { $r_sheet } × { $r_on_tile } = { $r_total }. Togliere invece { THE($removed) } sull'angolo che { THE($tile) } condivide con { THE($shared_with) } funziona anche { AT($tile) }, ma cambia pure { THE($shared_with) }. Anche due { PLURAL($added) } in più funzionano ({ $sheet } × { $two_on_tile } = { $two_total } contro { $two_rival }).
note-l11-new_tile =
    La nuova tessera, { A($terrain) }, tocca { $held ->
        [one] un angolo che ha già un elemento
       *[other] { $held } angoli che hanno già un elemento
    } ({ $held_types }). { CAP(THE($dominant)) } arrivano a { $sheet } × { $on_tile } = { $total } e la dominano; non c'è ness{ A($need) }, quindi { THE($endangered) } non hanno elementi corrispondenti e sono a rischio di estinzione.
note-l12-step_300 = Il passo { $step } è nella Fase di { $phase } del turno { $turn }: { THE($animal) } risolvono una pedina di Dominazione e scelgono una tessera di cui riscuotere il punteggio.
note-l12-winner = { CAP(THE($winner)) }, con { $winner_vp } PV, davanti { THE($second, prep: "a") } con { $second_vp }. La partita è finita nel turno { $turn }, quando è stata presa la carta Era Glaciale; il punteggio finale di tutte le tessere è venuto dopo l'Estinzione e la Sopravvivenza di quel turno.
note-l13-random_game = Vincono { THE($winner) } con { $winner_vp } PV; la partita finisce nel turno { $turn }, quando una Dominazione dà finalmente { THE($taker, prep: "a") } la carta Era Glaciale, in fondo al mazzo.
note-l13-short_game = { $deck }: le { $cards } Carte Dominio meno le { $starred } con la stella ({ $starred_names }) fanno { $left }, e { $face_up } sono scoperte. L'Era Glaciale resta l'ultima carta del mazzo.
note-l14-better_move =
    La decisione più costosa è al punto { $place } della cronologia, nel turno { $turn }: { $kind ->
        [tile] { THE($animal) } hanno scelto { THE($taken) }, mentre il coach avrebbe scelto { THE($better) }
       *[space] { THE($animal) } hanno messo una pedina sullo spazio { $taken } { $taken_slot }, mentre il coach l'avrebbe messa sullo spazio { $better } { $better_slot }
    } (circa { $loss } PV persi, secondo la revisione). Con la mossa del coach, e il bot avido che da lì gioca per tutti, { THE($animal) } finiscono la partita con { $vp } PV, { $compare ->
        [more] { $diff } in più dei { $played_vp } della partita giocata
        [fewer] { $diff } in meno dei { $played_vp } della partita giocata
       *[same] tanti quanti nella partita giocata
    }, e vincono { THE($winner) } con { $winner_vp }. Con la mossa che avevano giocato davvero, e lo stesso bot da lì, { THE($animal) } finirebbero con { $taken_vp }: { $confirmed ->
        [yes] anche in questa partita la mossa del coach vale di più per loro.
       *[no] in questa partita la mossa del coach non fa guadagnare loro niente. I PV persi nella revisione sono una media sulle partite di prova della revisione, ognuna con le sue pescate; questa partita rigiocata è un altro futuro possibile, con le pescate della partita stessa. Una perdita grande ti dice dove guardare meglio, non che cosa succederà.
    }
