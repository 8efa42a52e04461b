animal-mammals = Mammiferi
    .running = mammiferi
    .gender = m
    .number = other
    .article = i
    .plural = Mammiferi
    .singular = mammifero
animal-reptiles = Rettili
    .running = rettili
    .gender = m
    .number = other
    .article = i
    .singular = rettile
animal-birds = Uccelli
    .running = uccelli
    .gender = m
    .number = other
    .article = gli
    .singular = uccello
animal-amphibians = Anfibi
    .running = anfibi
    .gender = m
    .number = other
    .article = gli
    .singular = anfibio
animal-arachnids = Aracnidi
    .running = aracnidi
    .gender = m
    .number = other
    .article = gli
    .singular = aracnide
animal-insects = Insetti
    .running = insetti
    .gender = m
    .number = other
    .article = gli
    .singular = insetto

element-grass = erba
    .gender = f
    .article = l'
    .indefinite = un'
    .plural = erbe
element-grub = larva
    .gender = f
    .article = la
    .indefinite = una
    .plural = larve
element-meat = carne
    .gender = f
    .article = la
    .indefinite = una
    .plural = carni
element-seed = seme
    .gender = m
    .article = il
    .indefinite = un
    .plural = semi
element-sun = sole
    .gender = m
    .article = il
    .indefinite = un
    .plural = soli
element-water = acqua
    .gender = f
    .article = l'
    .indefinite = un'
    .plural = acque

terrain-sea = mare
    .at = in
    .gender = m
    .article = il
    .indefinite = un
    .plural = mari
terrain-wetland = palude
    .at = in
    .gender = f
    .article = la
    .indefinite = una
    .plural = paludi
terrain-savannah = savana
    .at = su
    .gender = f
    .article = la
    .indefinite = una
    .plural = savane
terrain-jungle = giungla
    .at = in
    .gender = f
    .article = la
    .indefinite = una
    .plural = giungle
terrain-forest = foresta
    .at = in
    .gender = f
    .article = la
    .indefinite = una
    .plural = foreste
terrain-desert = deserto
    .at = in
    .gender = m
    .article = il
    .indefinite = un
    .plural = deserti
terrain-mountain = montagna
    .at = su
    .gender = f
    .article = la
    .indefinite = una
    .plural = montagne
terrain-tundra = tundra
    .at = su
    .gender = f
    .article = la
    .indefinite = una
    .plural = tundre

section-initiative = Iniziativa
    .gender = f
    .article = l'
section-adaptation = Adattamento
    .gender = m
    .article = l'
section-regression = Regressione
    .gender = f
    .article = la
section-abundance = Abbondanza
    .gender = f
    .article = l'
section-wasteland = Desolazione
    .gender = f
    .article = la
section-depletion = Svuotamento
    .gender = m
    .article = lo
section-glaciation = Glaciazione
    .gender = f
    .article = la
section-speciation = Speciazione
    .gender = f
    .article = la
section-wanderlust = Esplorazione
    .gender = f
    .article = l'
section-migration = Migrazione
    .gender = f
    .article = la
section-competition = Competizione
    .gender = f
    .article = la
section-domination = Dominazione
    .gender = f
    .article = la

phase-planning = Pianificazione
    .gender = f
    .article = la
phase-execution = Esecuzione
    .gender = f
    .article = l'
phase-reset = Ripristino
    .gender = m
    .article = il
phase-extinction = Estinzione
    .gender = f
    .article = l'
phase-survival = Sopravvivenza
    .gender = f
    .article = la
phase-reseed = Risemina
    .gender = f
    .article = la
phase-over = Partita finita
phase-history = Cronologia
phase-end = Fine della partita

card-aquatic = Acquatico
card-biodiversity = Biodiversità
card-blight = Carestia
card-biomass = Biomassa
card-catastrophe = Catastrofe
card-cold_snap = Morsa del Gelo
card-disease = Malattia
card-ecodiversity = Ecodiversità
card-evolution = Evoluzione
card-fecundity = Fecondità
card-fertile = Fertile
card-habitat = Habitat
card-hibernation = Ibernazione
card-ice_age = Era Glaciale
card-ice_sheet = Calotta glaciale
card-immigrants = Immigranti
card-instinct = Istinto
card-intelligence = Intelligenza
card-mass_exodus = Esodo di Massa
card-metamorphosis = Metamorfosi
card-niche_biomes = Biomi Scelti
card-nocturnal = Notturno
card-omnivore = Onnivoro
card-parasitism = Parassitismo
card-predator = Predatore
card-symbiotic = Simbiosi
card-survival = Sopravvivenza

## The cards' own words, as printed (docs/rules.md §10.2): a number in them is the card's text, not a
## fact the engine works out, so it stays typed (tests/explain/test_catalog_numbers.py allows it by id)
card_text-aquatic = Scegli un elemento dal sacchetto e collocalo su una tessera di mare o palude, poi aggiungi lì fino a 4 tue specie.
card_text-biodiversity = 1 PV per ogni tessera che condividi con almeno una specie avversaria.
card_text-blight = Scegli una tessera: rimuovi tutti i suoi elementi tranne uno.
card_text-biomass = Ogni tessera con più specie che elementi perde una specie.
card_text-catastrophe = Una tessera perde tutte le specie tranne una; ogni tessera adiacente ne perde una.
card_text-cold_snap = Ogni avversario perde una specie su ogni tessera di tundra.
card_text-disease = Ogni animale con più elementi del tuo ne perde uno, scelto da quell'animale.
card_text-ecodiversity = 1 PV per ogni elemento sulla terra di un tipo presente sulla scheda del tuo animale.
card_text-evolution = Fino a due animali avversari: sostituisci una loro specie, ovunque sulla terra, con una tua.
card_text-fecundity = +1 tua specie su ogni tessera che occupi.
card_text-fertile = Scegli una tessera dove hai specie: 1 PV per ogni specie presente, di chiunque sia.
card_text-habitat = Prendi un elemento qualsiasi dal sacchetto e collocalo sulla terra.
card_text-hibernation = Riporta fino a 5 specie eliminate su una tessera; sopravvivono a questa Estinzione.
card_text-ice_age = PV bonus per le tessere che ogni animale domina. Ultimo turno.
card_text-ice_sheet = Esegui subito una Glaciazione.
card_text-immigrants = Ogni animale perde un elemento, o una pedina azione, o tutte le specie tranne una su ogni tessera.
card_text-instinct = Colloca una pedina azione a tua disposizione su uno spazio vuoto qualsiasi con il simbolo dell'occhio.
card_text-intelligence = Tu e ogni animale sopra di te nella catena alimentare ottenete una pedina azione.
card_text-mass_exodus = Sposta tutte le specie di una tessera sulle tessere adiacenti.
card_text-metamorphosis = Scambia uno dei tuoi elementi con un elemento qualsiasi del sacchetto.
card_text-niche_biomes = Ogni animale con più PV del tuo perde tanti PV quanto vale il primo posto della tessera di cui si è appena riscosso il punteggio.
card_text-nocturnal = Avanza di uno spazio sull'indicatore di Iniziativa.
card_text-omnivore = Ottieni una pedina azione.
card_text-parasitism = Tu e ogni animale sotto di te nella catena alimentare ottenete una pedina azione.
card_text-predator = Su ogni tessera che condividi viene eliminata una specie avversaria.
card_text-symbiotic = Tu e ogni animale con meno elementi pescate un elemento dal sacchetto.
card_text-survival = Più specie sulla tundra (in caso di parità non la tiene nessuno): PV bonus per le tessere di tundra occupate, a ogni Ripristino.

word-and = e
word-none = nessuno
word-nobody = nessuno

source-adaptation = Adattamento
source-abundance = Abbondanza
source-wanderlust = Esplorazione
source-speciation = Speciazione
source-insects_free = specie gratuita degli insetti
source-migration = Migrazione
source-competition = Competizione
source-depletion = Svuotamento
source-wasteland = Desolazione
source-glaciation = Glaciazione

fmt-animal_species =
    { $n ->
        [one] { $animal } ({ $n } specie)
       *[other] { $animal } ({ $n } specie)
    }
fmt-up_to = fino a { $n } specie
fmt-place = { $place }° { $animal } ({ $species } specie) { $vp } PV
fmt-tiebreak = (parità risolta dalla catena alimentare; dietro: { $others })
fmt-nobody_scores = nessuna specie qui, nessuno ottiene PV
fmt-regression_row = { $animal }: perdono { $lost } (protetti: { $protected }; PA: { $pawns })
fmt-nobody_affected = Nessuno ha elementi aggiuntivi di quei tipi
fmt-extinction_row =
    { $n ->
        [one] { $animal }: perdono { $n } specie { AT($tile) }
       *[other] { $animal }: perdono { $n } specie { AT($tile) }
    }
fmt-mammal_save = (i Mammiferi ne salvano una)
fmt-hibernating =
    { $n ->
        [one] ({ $n } protetta dall'Ibernazione)
       *[other] ({ $n } protette dall'Ibernazione)
    }
fmt-no_endangered = nessuna specie a rischio di estinzione
fmt-ice_age_row = { $animal }: { $vp } PV (tessere dominate: { $tiles })
fmt-extinction_saved_only = i Mammiferi salvano la loro specie a rischio di estinzione { AT($tile) }
fmt-hibernating_only =
    { $n ->
        [one] { $animal }: { $n } specie { AT($tile) } sopravvive, protetta dall'Ibernazione
       *[other] { $animal }: { $n } specie { AT($tile) } sopravvivono, protette dall'Ibernazione
    }
fmt-regression_row_none = { $animal }: non perdono nulla (protetti: { $protected }; PA: { $pawns })

verdict-unique_highest = { $animal }: dominano, con più elementi corrispondenti ({ $total }).
verdict-tie = { $animals }: parità a { $total }, nessuno domina (la catena alimentare non risolve questa parità).
verdict-all_endangered = Qui nessun animale ha elementi corrispondenti (sono tutti a rischio di estinzione): nessuno domina.
verdict-no_species = Nessuna specie qui: nessuno domina.
verdict-game_over = La partita è finita: il dominio non conta più.

reason-sheet_full = l'animale ha già { $sheet_max } elementi
reason-no_elements = non c'è nessun elemento da prendere
reason-no_vacant_corner = non c'è nessun angolo libero
reason-nothing_to_remove = sulla terra non c'è nessun elemento di quei tipi
reason-no_tundra_left = nella pila delle Tessere Glaciazione non resta nessuna tessera
reason-no_tile_next_to_tundra = nessuna tessera è adiacente a una tessera di tundra
reason-empty_gene_pool = la riserva genetica è vuota
reason-no_element_on_earth = sulla terra non c'è nessun elemento di quel tipo
reason-no_face_up_tile = nessuna pila di Tessere Esplorazione ha una tessera a faccia in su
reason-no_empty_hex = nessun esagono libero è adiacente alla terra
reason-nothing_to_move = nessuna specie può spostarsi
reason-every_tile_scored = il punteggio di ogni tessera è già stato riscosso in questo turno
reason-no_sea_or_wetland = non c'è nessuna tessera di mare o palude
reason-bag_empty = il sacchetto è vuoto
reason-one_element_or_fewer = la tessera ha un solo elemento o nessuno
reason-no_crowded_tile = nessuna tessera ha più specie che elementi
reason-one_species_or_fewer = la tessera ha una sola specie o nessuna
reason-no_opponent_on_tundra = sulla tundra non c'è nessuna specie avversaria
reason-no_animal_with_more_elements = nessun animale ha più elementi
reason-only_inherent_elements = ha solo elementi intrinseci, che non si perdono mai
reason-no_opposing_species = sulla terra non c'è nessuna specie avversaria
reason-no_tile_occupied = l'animale non occupa nessuna tessera
reason-nothing_eliminated = nessuna delle sue specie è stata ancora eliminata
reason-no_pawn_in_supply = non ha nessuna pedina azione a disposizione
reason-no_empty_space = nessuno spazio con il simbolo dell'occhio è vuoto
reason-no_tile_to_empty = nessuna tessera occupata ha tessere adiacenti
reason-nobody_ahead = nessuno ha più PV
reason-already_first = l'animale è già primo sull'indicatore di Iniziativa
reason-no_shared_tile = nessuna tessera è condivisa con un avversario
reason-no_cylinder_left = tutte le { $pawns_per_colour } pedine di quel colore sono già in gioco

event-turn_started = Inizia il turno { $turn } con la Fase di Pianificazione.
event-phase_started = Fase di { $phase } del turno { $turn }.
event-phase_ended = Fase di { $phase } conclusa: tutte le pedine azione sono state collocate.
event-pawn_placed-round = { $animal }: collocano una pedina azione su { $space } (round { $round }).
event-pawn_placed-relocated = { $animal }: spostano la pedina di Iniziativa su { $space }.
event-pawn_placed-card = { $animal }: collocano una pedina azione a loro disposizione su { $space }.
event-pawn_resolved = { $section } ({ $animal }): si risolve la pedina su { $space }.
event-no_effect = { $section } ({ $animal }): nessun effetto, perché { $reason }.
event-declined = { $animal }: rinunciano all'azione di { $section }.
event-initiative_moved-swap = { $animal }: avanzano di un posto sull'indicatore di Iniziativa; { $passed }: scendono di un posto. Nuovo ordine: { $order }.
event-initiative_moved-first = { $animal }: sono già primi sull'indicatore di Iniziativa.
event-element_gained = { $animal }: ottengono l'elemento { $element } ({ $source }); ora hanno: { $elements }.
event-regression-default = Regressione, tipi minacciati: { $types }. { $rows }.
event-regression-empty = Regressione: il Riquadro di Regressione è vuoto, quindi nessuno perde elementi.
event-pawns_returned = Le pedine azione in { $section } tornano ai loro proprietari.
event-element_placed = { $animal }: collocano l'elemento { $element } sull'{ $corner } ({ $source }).
event-element_returned = { $animal }: rimettono l'elemento { $element } dal Riquadro di Desolazione nel sacchetto.
event-wasteland-empty = Desolazione: il Riquadro di Desolazione è vuoto, quindi dalla tundra non si toglie nessun elemento.
event-wasteland-removed =
    { $n ->
        [0] Desolazione: il Riquadro di Desolazione contiene { $types }; nessun elemento di questi tipi tocca una tessera di tundra, quindi non si toglie nulla.
        [one] Desolazione: il Riquadro di Desolazione contiene { $types }, quindi l'unico elemento di questi tipi che tocca una tessera di tundra torna nel sacchetto: { $removed }.
       *[other] Desolazione: il Riquadro di Desolazione contiene { $types }, quindi ogni elemento di questi tipi che tocca una tessera di tundra torna nel sacchetto — { $n } in tutto: { $removed }.
    }
event-element_removed = { $animal }: rimuovono l'elemento { $element } dall'{ $corner } ({ $source }).
event-glaciation = { $animal }: applicano la Glaciazione { THE($tile, prep: "a") }, che diventa tundra. Elementi circondati dalla tundra e rimossi: { $removed }. Tundre adiacenti: { $adjacent_tundra } → { $bonus } PV bonus. Resta una specie per animale ({ $stayed }); tornano alla riserva genetica: { $returned }.
event-species_added = { $animal }: aggiungono { $count } specie { AT($tile) } ({ $source }); riserva genetica: { $gene_pool }.
event-tile_placed = { $animal }: collocano una nuova tessera dalla pila { $stack }: { $tile }.
event-bonus_vp =
    { $quantity ->
        [one] { $animal }: ottengono { $vp } PV bonus (la nuova tessera è adiacente a { $quantity } tessera).
       *[other] { $animal }: ottengono { $vp } PV bonus (la nuova tessera è adiacente a { $quantity } tessere).
    }
event-species_moved =
    { $count ->
        [one] { $animal }: spostano { $count } specie { THE($origin, prep: "da") } { THE($to, prep: "a") } ({ $source }).
       *[other] { $animal }: spostano { $count } specie { THE($origin, prep: "da") } { THE($to, prep: "a") } ({ $source }).
    }
event-species_eliminated = Eliminazione: { $count } specie { THE($animal, prep: "di") } { AT($tile) } ({ $cause }).
event-species_eliminated-by = { CAP(THE($by)) } eliminano { $count } specie { THE($animal, prep: "di") } { AT($tile) } ({ $cause }).
event-tile_scored-domination = { $animal }: scelgono { THE($tile) } e se ne riscuote il punteggio — { $places }.
event-tile_scored-final = Punteggio finale { THE($tile, prep: "di") } — { $places }.
event-dominance_checked-dominant = Dominio sulla tessera di cui si è appena riscosso il punteggio — { $verdict } Ora l'animale dominante sceglie una Carta Dominio.
event-dominance_checked-none = Dominio sulla tessera di cui si è appena riscosso il punteggio — { $verdict } Nessuna carta viene presa.
event-dominance_checked-no_card = Dominio sulla tessera di cui si è appena riscosso il punteggio — { $verdict } Non resta nessuna Carta Dominio scoperta, quindi non si prende nessuna carta.
event-dominance_changed-gained = { $after }: ora dominano { THE($tile) }. { $verdict }
event-dominance_changed-taken = { $after }: ottengono il dominio { THE($tile, prep: "di") }; { $before }: lo perdono. { $verdict }
event-dominance_changed-lost = { $before }: non dominano più { THE($tile) }. { $verdict }
event-card_chosen = { $animal }: scelgono la carta { $card }.
event-card_resolved = Carta { $card } risolta.
event-card_done-blight =
    { $n ->
        [0] { $card } { AT($tile) }: ha al massimo un elemento, quindi non si toglie nulla.
        [one] { $card } { AT($tile) }: l'elemento { $removed } torna nel sacchetto; resta l'elemento { $kept }.
       *[other] { $card } { AT($tile) }: gli elementi { $removed } tornano nel sacchetto ({ $n } elementi); resta l'elemento { $kept }.
    }
event-card_part_lapsed = { $card }: questa parte non si può applicare ({ $reason }).
event-card_vp = { $animal }: ottengono { $vp } PV con la carta { $card } ({ $quantity }).
event-element_lost = { $animal }: perdono l'elemento { $element } ({ $source }); ora hanno: { $elements }.
event-hibernation =
    { $count ->
        [one] { $animal }: riportano { $count } specie eliminata { AT($tile) }; sopravvive all'Estinzione di questo turno.
       *[other] { $animal }: riportano { $count } specie eliminate { AT($tile) }; sopravvivono all'Estinzione di questo turno.
    }
event-ice_age = Era Glaciale: questo è l'ultimo turno. PV bonus per le tessere dominate — { $rows }.
event-immigrants_choice-lose_element = { $animal }: scelgono di perdere un elemento.
event-immigrants_choice-lose_pawn = { $animal }: scelgono di perdere una pedina azione.
event-immigrants_choice-thin_out = { $animal }: scelgono di tenere una sola specie per tessera.
event-pawn_lost-supply = { $animal }: perdono una pedina azione tra quelle a loro disposizione; ne restano { $pawns } in gioco.
event-pawn_lost-display = { $animal }: perdono la loro pedina azione su { $space }; ne restano { $pawns } in gioco.
event-species_thinned = { $animal }: ora hanno al massimo una specie per tessera.
event-pawn_gained = { $animal }: ottengono una nuova pedina azione ({ $source }); ora ne hanno { $pawns } in gioco.
event-element_traded = { $animal }: scambiano l'elemento { $gave } con l'elemento { $took }; ora hanno: { $elements }.
event-niche_biomes = Biomi Scelti ({ $animal }, { $vp } PV): ogni animale con più PV perde { $value } PV, il valore del primo posto { THE($tile, prep: "di") } — { $losers }.
event-extinction = Estinzione — le specie su una tessera senza alcun elemento corrispondente per il loro animale si estinguono: { $rows }.
event-survival-holder = Sopravvivenza — specie sulla tundra: { $counts }. { $holder }: hanno la Carta Sopravvivenza e ottengono { $vp } PV bonus (tessere di tundra occupate: { $tundra_tiles }).
event-survival-nobody = Sopravvivenza — specie sulla tundra: { $counts }. Nessun animale ne ha più di tutti gli altri: nessuno ha la carta.
event-reseed =
    { $n ->
        [0] Risemina: nessuna carta nuova (il mazzo è finito). Gli elementi scorrono lungo la tabella delle azioni e se ne pescano di nuovi.
        [one] Risemina: una carta nuova, { $cards }. Gli elementi scorrono lungo la tabella delle azioni e se ne pescano di nuovi.
       *[other] Risemina: nuove carte: { $cards }. Gli elementi scorrono lungo la tabella delle azioni e se ne pescano di nuovi.
    }
event-dominance_removed = La partita è finita: i segnalini di dominio vengono rimossi prima del punteggio finale.
event-game_over-ice_age =
    { $turns ->
        [one] La partita è finita dopo { $turns } turno. Vincono { THE($winner) }. Punteggi: { $scores }.
       *[other] La partita è finita dopo { $turns } turni. Vincono { THE($winner) }. Punteggi: { $scores }.
    }
event-game_over-turn_limit =
    { $turns ->
        [one] La partita è stata fermata al limite di turni ({ $turns } turno), senza Era Glaciale. In testa: { THE($winner) }. Punteggi: { $scores }.
       *[other] La partita è stata fermata al limite di turni ({ $turns } turni), senza Era Glaciale. In testa: { THE($winner) }. Punteggi: { $scores }.
    }

prompt-practice = Rispondi alla domanda di esercizio: scegli sul tabellone.
prompt-place_pawn = { $animal }: colloca una pedina azione su uno spazio vuoto con il simbolo dell'occhio (round { $round }).
prompt-initiative = { $animal }: avanza sull'indicatore di Iniziativa e sposta questa pedina su un altro spazio vuoto con il simbolo dell'occhio — oppure tienila tra le tue pedine, oppure rinuncia.
prompt-adaptation_element = { $animal }: prendi un elemento dai quadrati di Adattamento e mettilo sulla tua scheda.
prompt-regression_protect = { $animal }: la Regressione minaccia { $types }; scegli un tipo da proteggere (già protetti: { $protected }).
prompt-abundance_element = { $animal }: prendi un elemento dai quadrati di Abbondanza.
prompt-abundance_corner = { $animal }: colloca l'elemento { $element } su un angolo libero di una tessera qualsiasi.
prompt-wasteland_return = { $animal }: rimetti nel sacchetto un elemento del Riquadro di Desolazione (così quel tipo non viene tolto dalla tundra).
prompt-depletion_corner = { $animal }: rimuovi dalla terra un elemento di un tipo presente nel Riquadro di Svuotamento ({ $types }).
prompt-glaciation_tile = { $animal }: scegli una tessera adiacente alla tundra a cui applicare la Glaciazione.
prompt-speciation_corner = { $animal }: scegli un elemento { $element } sulla terra; le tessere che tocca possono ricevere nuove specie.
prompt-speciation_count = { $animal }: quante specie piazzi { AT($tile) }? (massimo { $cap }, riserva genetica { $gene_pool })
prompt-insects_free_species = { $animal }: colloca la tua specie gratuita su una tessera qualsiasi, oppure nessuna.
prompt-wanderlust_stack = { $animal }: scegli una Tessera Esplorazione a faccia in su.
prompt-wanderlust_hex = { $animal }: colloca la tessera di { $terrain } su un esagono libero adiacente alla terra.
prompt-wanderlust_element = { $animal }: puoi collocare sulla nuova tessera un elemento dei quadrati di Esplorazione.
prompt-wanderlust_corner = { $animal }: scegli un angolo libero della nuova tessera per l'elemento { $element }.
prompt-wanderlust_follow = { $animal }: quante delle tue specie si spostano { THE($tile, prep: "da") } alla nuova tessera, { THE($to) }?
prompt-migration_from = { $animal }: scegli una tessera da cui far migrare specie (specie che puoi ancora spostare: { $left } su { $x }).
prompt-or_decline = { $text } Puoi anche rinunciare.
prompt-or_stop_migration = { $text } Puoi anche terminare qui la Migrazione.
prompt-migration_to = { $animal }: dove vanno le specie { THE($origin, prep: "di") }?
prompt-migration_count = { $animal }: quante specie si spostano { THE($origin, prep: "da") } { THE($to, prep: "a") }? (specie che puoi ancora spostare: { $left })
prompt-competition_free_tile = { $animal }: competizione gratuita su una tessera qualsiasi che condividi con un avversario, oppure nessuna.
prompt-competition_tile = { $animal }: competi su una tessera di { $terrain } ({ $terrains }), oppure nessuna.
prompt-competition_victim = { $animal }: di quale animale elimini una specie { AT($tile) }?
prompt-domination_tile = { $animal }: scegli una tessera di cui riscuotere il punteggio. Ogni tessera elencata ha un animale dominante, che poi prende una Carta Dominio; per qualsiasi altra tessera, o per rinunciare, scegli l'ultima opzione.
prompt-domination_tile_no_card = { $animal }: scegli una tessera di cui riscuotere il punteggio. Non resta nessuna Carta Dominio scoperta, quindi questa volta non si prende nessuna carta; per una tessera senza animale dominante, o per rinunciare, scegli l'ultima opzione.
prompt-pick_card = { $animal }: il tuo animale domina { THE($tile) }, di cui si è appena riscosso il punteggio; scegli una Carta Dominio.
prompt-mammal_save = { $animal }: puoi salvare dall'estinzione una specie a rischio — scegli la sua tessera ({ $tiles }), oppure rinuncia e lasciale estinguere tutte.
prompt-aquatic_element = { $animal }: scegli un elemento dal sacchetto per una tessera di mare o palude.
prompt-aquatic_corner = { $animal }: scegli un angolo libero di una tessera di mare o palude per l'elemento { $element }.
prompt-aquatic_tile = { $animal }: scegli la tessera di mare o palude che riceve le tue specie.
prompt-aquatic_count = { $animal }: quante specie (fino a { $most }) piazzi { AT($tile) }?
prompt-blight_tile = { $animal }: scegli la tessera colpita dalla Carestia.
prompt-blight_keep = { $animal }: scegli l'unico elemento che resta { AT($tile) }.
prompt-biomass_victim = { $animal }: quale animale perde una specie { AT($tile) }?
prompt-catastrophe_tile = { $animal }: scegli la tessera colpita dalla Catastrofe.
prompt-catastrophe_survivor = { $animal }: di quale animale è l'unica specie che sopravvive { AT($tile) }?
prompt-catastrophe_neighbour = { $animal }: quale animale perde una specie { AT($tile) } (la tessera adiacente)?
prompt-disease_element = { $animal }: Malattia — scegli uno dei tuoi elementi aggiuntivi da perdere.
prompt-evolution_animal = { $animal }: scegli un animale avversario a cui sostituire una specie (già scelti: { $swapped }).
prompt-evolution_tile = { $animal }: su quale tessera sostituisci una specie { THE($victim, prep: "di") }?
prompt-fecundity_tile = { $animal }: scegli una tessera per una specie in più (riserva genetica { $gene_pool }).
prompt-fertile_tile = { $animal }: scegli una tessera che occupi; ottieni { $vp } PV per ogni specie su di essa.
prompt-habitat_element = { $animal }: scegli un elemento dal sacchetto.
prompt-habitat_corner = { $animal }: colloca l'elemento { $element } su un angolo libero di una tessera qualsiasi.
prompt-hibernation_tile = { $animal }: scegli la tessera dove tornano le tue specie eliminate.
prompt-hibernation_count = { $animal }: quante specie eliminate tornano { AT($tile) }?
prompt-ice_sheet_tile = { $animal }: Calotta glaciale — scegli una tessera adiacente alla tundra a cui applicare la Glaciazione.
prompt-immigrants_choice = { $animal }: Immigranti — perdi un elemento, perdi una pedina azione, o tieni una sola specie per tessera?
prompt-immigrants_element = { $animal }: scegli l'elemento da perdere.
prompt-immigrants_pawn = { $animal }: scegli la pedina azione sulla tabella delle azioni che esce dal gioco.
prompt-instinct_space = { $animal }: colloca una pedina azione a tua disposizione su uno spazio vuoto qualsiasi con il simbolo dell'occhio.
prompt-mass_exodus_tile = { $animal }: scegli una tessera da svuotare.
prompt-mass_exodus_to = { $animal }: dove vanno le specie { THE($mover, prep: "di") } che lasciano { THE($tile) }? (specie rimaste: { $left })
prompt-mass_exodus_count = { $animal }: quante specie { THE($mover, prep: "di") } si spostano { AT($to) }?
prompt-metamorphosis_give = { $animal }: scegli uno dei tuoi elementi aggiuntivi da scambiare.
prompt-metamorphosis_take = { $animal }: scegli l'elemento che prendi dal sacchetto al posto del tuo elemento { $give }.
prompt-domination_other_tile = { $animal }: scegli una tessera senza animale dominante di cui riscuotere il punteggio (solo PV, nessuna carta), oppure rinuncia.
prompt-predator_victim = { $animal }: Predatore — di quale animale viene eliminata una specie { AT($tile) }?

option-corner = angolo { $corner }
option-stack = pila { $n }: { $terrain }
option-decline = Rinuncia
option-none = Nessuna
option-done = Fatto
option-keep = Tieni la pedina
option-all = Tutte le tessere
option-lose_element = Perdi un elemento
option-lose_pawn = Perdi una pedina azione
option-thin_out = Una specie per tessera
option-other_tile = Nessuna carta: un'altra tessera, o rinuncia…
option-corner_with = { $element } sull'{ $place }
option-corner_vacant = { $place }

ui-preview_vp = { $animal } { $vp } PV
ui-turn = Turno
ui-game_over = Partita finita
ui-seat = giocatore
ui-bot_turn = Decide un bot: premi Avanti, oppure attiva Auto.
ui-history = Cronologia
ui-hint = Suggerimento
ui-preview = Se scegli questa opzione
ui-why = Perché?
ui-scenarios = Esempi del regolamento…
ui-explore_title = E se… clicca sul tabellone per modificare
ui-palette_element = Elemento su un angolo
ui-palette_species = Specie su una tessera
ui-palette_tile = Tessera su un esagono libero
ui-palette_sheet = Elemento sulla scheda di un animale
ui-palette_remove = rimuovi invece di aggiungere
ui-palette_count = numero
ui-explore_start = Continua a giocare da qui
ui-explore_discard = Annulla le modifiche
ui-btn_undo = ◀ Annulla
ui-btn_next = Avanti ▶
ui-btn_auto = Auto
ui-btn_hint = Suggerimento
ui-btn_why = Perché?
ui-btn_present = Presenta
ui-btn_explore = E se…
ui-btn_save = Salva
ui-btn_load = Carica
ui-btn_svg = SVG
ui-btn_new_game = Nuova partita
ui-what_happened = Che cosa è appena successo
ui-game_over_text =
    { $turns ->
        [one] Partita finita dopo { $turns } turno: vincono { THE($winner) }. PV finali: { $scores }.
       *[other] Partita finita dopo { $turns } turni: vincono { THE($winner) }. PV finali: { $scores }.
    }
ui-stopped_text =
    { $turns ->
        [one] La partita è stata fermata al limite di turni dopo { $turns } turno.
       *[other] La partita è stata fermata al limite di turni dopo { $turns } turni.
    }

bot-domination =
    { $n ->
        [0] fa riscuotere il punteggio di una tessera: ricevono PV gli animali presenti in ordine di numero di specie, per tanti posti quanti ne prevede per quel terreno la tabella Punteggi delle Tessere. Poi l'animale che la domina, se c'è, sceglie una Carta Dominio. Al momento non domini nessuna tessera, quindi la carta andrebbe a un avversario, o a nessuno
        [one] fa riscuotere il punteggio di una tessera: ricevono PV gli animali presenti in ordine di numero di specie, per tanti posti quanti ne prevede per quel terreno la tabella Punteggi delle Tessere. Poi l'animale che la domina, se c'è, sceglie una Carta Dominio. Al momento domini { $n } tessera: se la scegli e la domini ancora, la carta la scegli tu
       *[other] fa riscuotere il punteggio di una tessera: ricevono PV gli animali presenti in ordine di numero di specie, per tanti posti quanti ne prevede per quel terreno la tabella Punteggi delle Tessere. Poi l'animale che la domina, se c'è, sceglie una Carta Dominio. Al momento domini { $n } tessere: se ne scegli una che domini ancora, la carta la scegli tu
    }
bot-speciation_empty_pool = la tua riserva genetica è vuota
bot-speciation_no_element = sulla terra non c'è ancora nessun elemento { $element }
bot-speciation =
    { $k ->
        [0] scegli un elemento { $element } sulla terra e metti nuove specie sulle tessere che lo toccano; sulla tua scheda non ne hai, quindi su quelle tessere non conta come elemento corrispondente
        [one] scegli un elemento { $element } sulla terra e metti nuove specie sulle tessere che lo toccano; sulla tua scheda ne hai uno, quindi su quelle tessere conta come un elemento corrispondente: finché quell'elemento resta lì, le tue specie non sono a rischio di estinzione, e ti è più facile dominare quelle tessere
       *[other] scegli un elemento { $element } sulla terra e metti nuove specie sulle tessere che lo toccano; sulla tua scheda ne hai { $k }, quindi su quelle tessere ogni elemento { $element } conta come { $k } elementi corrispondenti: finché quell'elemento resta lì, le tue specie non sono a rischio di estinzione, e ti è più facile dominare quelle tessere
    }
bot-adaptation = un elemento in più sulla scheda aumenta i tuoi elementi corrispondenti su ogni tessera che ha un elemento del suo tipo su un angolo
bot-adaptation_none = nessun elemento da prendere, o la scheda è piena
bot-abundance = metti un elemento su un angolo libero di una tessera a tua scelta
bot-abundance_none = nessun elemento da collocare
bot-wanderlust = una nuova tessera e PV bonus
bot-wanderlust_none = nessuna tessera a faccia in su
bot-regression = protegge dalla Regressione uno dei tuoi tipi di elemento minacciati ({ $types })
bot-regression_none = nessuno dei tuoi elementi è minacciato
bot-migration = sposta fino a { $x } specie
bot-competition = elimina specie avversarie su tessere condivise, al massimo una per terreno dello spazio
bot-competition_none = al momento non condividi nessuna tessera dei terreni di questo spazio con un avversario
bot-glaciation = Glaciazione: PV bonus
bot-glaciation_none = al momento non c'è nessuna tessera a cui applicare la Glaciazione
bot-glaciation_queue = attende in coda nella Glaciazione
bot-initiative_first = sei già primo
bot-initiative = ti fa avanzare sull'indicatore di Iniziativa
bot-wasteland = rimetti nel sacchetto un elemento del Riquadro di Desolazione, così puoi salvare gli elementi di quel tipo sulle tessere di tundra
bot-depletion = rimuove dalla terra un elemento di un tipo presente nel Riquadro di Svuotamento
bot-depletion_none = al momento sulla terra non c'è nessun elemento di un tipo presente nel Riquadro di Svuotamento
bot-box_empty = il Riquadro è vuoto
bot-no_change = nessun cambiamento immediato
bot-gist-domination =
    { $n ->
        [0] fa riscuotere in questo turno il punteggio di una tessera
        [one] domini una tessera; se la scegli e la domini ancora, la Carta Dominio è tua
       *[other] domini { $n } tessere; se ne scegli una che domini ancora, la Carta Dominio è tua
    }
bot-gist-speciation =
    { $k ->
        [0] metti nuove specie intorno a un elemento { $element }
        [one] metti nuove specie intorno a un elemento { $element }, presente anche sulla tua scheda
        [2] metti nuove specie intorno a un elemento { $element }, presente due volte sulla tua scheda
       *[other] metti nuove specie intorno a un elemento { $element }, presente { $k } volte sulla tua scheda
    }
bot-gist-adaptation = un elemento in più sulla tua scheda, per avere più elementi corrispondenti
bot-gist-glaciation = una tessera di tundra e PV bonus
bot-gist-abundance = metti un elemento su un angolo libero di una tessera a tua scelta
bot-gist-wanderlust = ti dà una nuova tessera e PV bonus
bot-gist-regression = protegge dalla Regressione uno dei tuoi tipi di elemento minacciati ({ $types })
bot-gist-migration = sposta fino a { $x } delle tue specie
bot-gist-competition = elimina specie avversarie su tessere condivise, al massimo una per terreno dello spazio
bot-gist-initiative = ti fa avanzare sull'indicatore di Iniziativa
bot-gist-wasteland = togli un elemento dal Riquadro di Desolazione, così quel tipo può restare sulle tessere di tundra
bot-gist-depletion = rimuovi dalla terra un elemento di un tipo presente nel Riquadro di Svuotamento
bot-random = scelta a caso
bot-term-vp = { $delta } PV
bot-term-dominated =
    { $n ->
        [one] { $delta } tessera dominata
       *[other] { $delta } tessere dominate
    }
bot-term-matching =
    { $n ->
        [one] { $delta } elemento corrispondente
       *[other] { $delta } elementi corrispondenti
    }
bot-term-endangered = { $delta } specie a rischio di estinzione
bot-term-species = { $delta } specie sulla terra

render-title = Dominant Species
render-turn = Turno { $n }
render-action_display = Tabella delle azioni
render-earth = Terra
render-initiative_track = Iniziativa
render-cards = Carte Dominio disponibili
render-deck =
    { $n ->
        [one] Mazzo: { $n } carta
       *[other] Mazzo: { $n } carte
    }
render-deck_empty = Mazzo: vuoto
render-bag = Sacchetto
render-survival = Carta Sopravvivenza
render-survival_none = nessuno (parità o nessuna specie sulla tundra)
render-tundra_supply = Tessere Glaciazione
render-stack_empty = vuota
render-gene_pool = Riserva genetica
render-pawns = Pedine
render-vp = PV
render-eliminated = Eliminate
render-player = Giocatore { $n }
render-scores = Punti vittoria
render-legend = Legenda
render-free_space = gratuito
render-leftmost_acts = agisce solo la pedina più a sinistra
render-plus_tundra = tutti: + tundra
render-up_to = ≤{ $n }
render-dominant = segnalino di dominio
render-species = specie (numero)
render-pawn = pedina azione
render-element = elementi
render-choice = scelta consentita
render-changed = appena cambiato
render-highlight = spiegato
render-game_over = Partita finita
render-winner = Vincono { THE($animal) }
render-on_earth = Sulla terra
render-dominant_on = Dominanti su
render-survival_holder = { $animal }: { $n } specie sulla tundra
render-endangered = a rischio (nessun elemento corrispondente)
render-tab_short-regression = Regressione

compass-E = E
compass-NE = NE
compass-NW = NO
compass-W = O
compass-SW = SO
compass-SE = SE

practice-button-nobody = nessuno
practice-button-none = nessuna
practice-button-none_animals = nessuno
practice-fmt-row = { $text }
practice-fmt-count = { $animal } { $n }
practice-kind-matching = Elementi corrispondenti
practice-kind-dominance = Dominio
practice-kind-endangered = Specie a rischio di estinzione
practice-kind-scoring = Punteggio di una tessera
practice-kind-extinction = Estinzione
practice-kind-survival = Carta Sopravvivenza
practice-kind-bonus = PV bonus
practice-kind-illegal = Opzioni non consentite
practice-kind-find_move = Trova la mossa
practice-q-matching = { $animal }: quanti elementi corrispondenti hanno { AT($tile) }?
practice-q-dominance = Quale animale domina { THE($tile) }?
practice-q-endangered-animals = Quali animali hanno ora specie a rischio di estinzione sulla terra? Sceglili tutti, oppure «nessuno».
practice-q-endangered-tiles = Su quali tessere ci sono ora specie a rischio di estinzione? Sceglile tutte, oppure «nessuna».
practice-q-scoring = { $animal }: quanti PV otterrebbero, se ora si riscuotesse il punteggio { THE($tile, prep: "di") }?
practice-q-survival-holder = Chi ha ora la Carta Sopravvivenza?
practice-q-survival-vp = Se ora si riscuotessero i punti della Carta Sopravvivenza, quanti PV bonus darebbe?
practice-q-extinction-total = Inizia ora la Fase di Ripristino, con l’Estinzione. Quante specie vengono eliminate in tutto? { $extra }
practice-q-extinction-animal = Inizia ora la Fase di Ripristino, con l’Estinzione. { $animal }: quante specie perdono? { $extra }
practice-q-extinction-mammals = (I Mammiferi salvano una delle loro specie a rischio di estinzione, come la loro abilità consente.)
practice-q-bonus-glaciation = Glaciazione — { $animal }: applicano la Glaciazione { THE($tile, prep: "a") }. Quanti PV bonus ottengono?
practice-q-bonus-wanderlust = Esplorazione — { $animal }: collocano una nuova tessera di { $terrain } sull’{ $hex }. Quanti PV bonus ottengono?
practice-q-illegal = { $prompt } Quali delle opzioni segnate NON sono consentite? Sceglile tutte.
practice-q-move-abundance = Abbondanza — { $animal }: collocano l’elemento { $element }. Su quale angolo devono collocarlo per dominare { THE($tile) }?
practice-q-move-depletion = Svuotamento — { $animal }: tolgono un elemento ({ $elements }). Quale rimozione toglie il dominio { THE($tile, prep: "di") } a chi lo ha ora ({ $rival })?
practice-matching-sheet = { $animal }: sulla scheda hanno { $elements }.
practice-matching-tile = Elementi sugli angoli { THE($tile, prep: "di") }: { $elements }.
practice-matching-tile_empty = Sugli angoli { THE($tile, prep: "di") } non c’è nessun elemento.
practice-matching-sum = Ogni elemento della scheda conta gli elementi dello stesso tipo sulla tessera (scheda × tessera): { $calc }.
practice-matching-zero = Nessun elemento corrispondente: lì le loro specie sono a rischio di estinzione.
practice-dominance-rows = Elementi corrispondenti { AT($tile) }: { $rows }.
practice-dominance-unique = { $animal }: hanno più elementi corrispondenti di tutti ({ $total }) e nessun altro arriva a tanto, quindi dominano.
practice-dominance-quality = Il dominio dipende dagli elementi corrispondenti, non dal numero: qui hanno più specie altri animali ({ $others }).
practice-dominance-tie = { $animals }: parità in testa a { $total }, quindi nessuno domina; la catena alimentare non risolve questa parità.
practice-dominance-zero = Qui nessun animale ha elementi corrispondenti, e un animale a rischio di estinzione non domina mai: nessuno domina.
practice-dominance-empty = Qui non ci sono specie: nessuno domina.
practice-endangered-row = { $animal } ({ $n } specie): nessun elemento corrispondente { AT($tile) }, perché lì non c'è alcun elemento di un tipo presente sulla loro scheda ({ $types }).
practice-endangered-none = Ogni animale ha almeno un elemento corrispondente su ogni tessera in cui ha specie: nessuna specie è a rischio di estinzione.
practice-endangered-rule = Le specie sono a rischio di estinzione dove il loro animale non ha elementi corrispondenti; nell’Estinzione vengono eliminate, se nessuno le salva.
practice-scoring-values = Una tessera di { $terrain } dà { $values } PV ai primi { $k } posti.
practice-scoring-tundra = A questa tessera è stata applicata la Glaciazione: è tundra a tutti gli effetti e non conta più come { $printed } (R13).
practice-scoring-ranking = La classifica si fa secondo il numero di specie; in caso di parità decide la catena alimentare: { $places }.
practice-scoring-left_out = { $animals }: nessun PV, perché una tessera di { $terrain } premia solo i primi { $k } posti.
practice-scoring-left_out_one = { $animals }: nessun PV, perché una tessera di { $terrain } premia solo il primo posto.
practice-scoring-values_one = Una tessera di { $terrain } dà { $values } PV, solo al primo posto.
practice-scoring-result = { $animal }: ottengono quindi { $vp } PV.
practice-scoring-absent = { $animal }: non hanno specie qui, quindi non ottengono PV.
practice-survival-counts = Specie sulle tessere di tundra: { $rows }.
practice-survival-holder = { $animal }: ne hanno più di tutti gli altri ({ $n }), quindi hanno la carta: conta chi ne ha di più, non di meno (R20).
practice-survival-alone = Sono l’unico animale sulla tundra, e basta questo (R36).
practice-survival-tie = { $animals }: parità in testa ({ $n }), quindi nessuno ha la carta.
practice-survival-nobody_on_tundra = Nessun animale ha specie su una tessera di tundra, quindi nessuno ha la carta (R36).
practice-survival-multi = Con più animali per giocatore la carta va a un animale, mai a un giocatore (R48).
practice-survival-pays = Tessere di tundra occupate ({ $animal }): { $n }; la Tabella dei Punti Bonus dà { $vp } PV per { $n }.
practice-survival-pays_nothing = Nessuno ha la carta, quindi non dà PV a nessuno.
practice-extinction-row = { $animal }: a rischio di estinzione { AT($tile) }; specie eliminate: { $n }.
practice-extinction-saved = Mammiferi: a rischio di estinzione { AT($tile) } ({ $n } specie); ne salvano una con la loro abilità; specie eliminate: { $lost }.
practice-extinction-none = Nessuna specie è a rischio di estinzione, quindi nessuno perde niente.
practice-extinction-total = In tutto vengono eliminate { $n } specie.
practice-extinction-animal = { $animal }: perdono quindi { $n } specie.
practice-bonus-glaciation = Tessere di tundra adiacenti { THE($tile, prep: "a") }: { $n } ({ $tiles }).
practice-bonus-wanderlust = Tessere della terra adiacenti alla nuova tessera: { $n } ({ $tiles }).
practice-bonus-table = PV bonus per { $n }: n(n+1)/2 = { $vp }.
practice-bonus-r2 = La Tabella dei Punti Bonus prosegue { $series } … senza limite (R2).
practice-bonus-r13 = Una tessera a cui è stata applicata la Glaciazione conta come tundra a tutti gli effetti (R13).
practice-bonus-tundra_counts = Anche le tessere di tundra sono tessere della terra e contano.
practice-illegal-bad = { $option }: non consentito, perché { $reason }.
practice-illegal-ok = { $option }: consentito.
practice-illegal-r37 = L’elemento della Speciazione può trovarsi anche su un angolo che tocca solo una o due tessere (R37).
practice-why-space_taken = lì c’è già una pedina azione ({ $animal })
practice-why-initiative_back = la pedina deve andare in un altro spazio con il simbolo dell’occhio, non tornare sull’Iniziativa (R5)
practice-why-already_tundra = è già tundra
practice-why-no_tundra_next = non è adiacente a nessuna tessera di tundra
practice-why-hex_far = la nuova tessera deve essere adiacente alla terra (R9)
practice-why-hex_taken = lì c’è già una tessera
practice-why-wrong_element = non c’è l’elemento { $element }, quello di questo spazio di Speciazione
practice-why-not_in_box = si può togliere solo un elemento di un tipo presente nel Riquadro di Svuotamento ({ $elements })
practice-why-corner_taken = sull’angolo c’è già un elemento
practice-why-too_far = una specie { AT($origin) } può migrare solo su una tessera adiacente
practice-why-too_far_bird = gli uccelli { AT($origin) } arrivano solo sulle tessere adiacenti o a due passi (R11)
practice-why-no_bridge = gli uccelli possono fare due passi { THE($origin, prep: "da") } solo passando per una tessera adiacente a entrambe (R11)
practice-why-not_offered = le regole non lo consentono qui
practice-move-before = Adesso: { $verdict }
practice-move-abundance_after = Con l’elemento { $element } sull’{ $corner }: { $verdict }
practice-move-same_tile = Qualunque angolo libero { THE($tile, prep: "di") } si scelga, la tessera riceve lo stesso elemento { $element }; gli angoli delle altre tessere non cambiano nulla su questa tessera.
practice-move-r8 = Anche gli angoli sul bordo della terra possono ricevere un elemento (R8).
practice-move-depletion_after = Senza questo elemento ({ $corner }): { $verdict }
practice-move-depletion_types = Solo gli elementi sugli angoli della tessera cambiano i suoi elementi corrispondenti, e solo per gli animali che hanno quel tipo sulla scheda (lo Svuotamento toglie esattamente un elemento, R44).
practice-grade-right = Giusto!
practice-grade-wrong = Non proprio: la risposta è { $expected }.
practice-grade-wrong_any = Non proprio: va bene una qualsiasi di queste: { $expected }.
practice-grade-rulings = Interpretazioni del regolamento: { $rulings }.
practice-sheet-title = Dominant Species: esercizi
practice-sheet-key_title = Dominant Species: soluzioni
practice-sheet-intro =
    { $n ->
        [one] { $n } domanda · difficoltà { $difficulty } · numero di partenza { $seed }
       *[other] { $n } domande · difficoltà { $difficulty } · numero di partenza { $seed }
    }
practice-sheet-question = Domanda { $n }
practice-sheet-answer = Risposta:
practice-sheet-any_of = una qualsiasi tra: { $answers }
practice-sheet-choose_one = Cerchia una risposta.
practice-sheet-choose_all = Cerchia tutte quelle giuste.
practice-sheet-number = Scrivi un numero.
practice-sheet-name = Nome:
practice-sheet-date = Data:

lesson-setup-title = Preparare il tavolo per { $players } giocatori
lesson-setup-title_multi = Preparare il tavolo per { $players } giocatori, con più animali ciascuno
lesson-setup-board = Metti il tabellone al centro e la Carta Sopravvivenza accanto.
lesson-setup-animals = Scegli { $n } animali (o distribuiscili a caso); schede e segnalini degli altri animali tornano nella scatola.
lesson-setup-animals_multi = Si usano tutti e sei gli animali: ciascuno dei { $players } giocatori ne controlla { $per } (scelti o distribuiti a caso).
lesson-setup-initiative = Metti i segnalini degli animali sull'indicatore di Iniziativa nell'ordine inverso della catena alimentare, a partire da sinistra: { $order }; gli animali non in gioco si saltano.
lesson-setup-tiles = Metti le { $start_tiles } tessere di partenza sui loro esagoni e una tessera di tundra sul mare al centro; le altre { $tundra_supply } tessere di tundra sono le Tessere Glaciazione.
lesson-setup-stacks = Mescola a faccia in giù le altre { $draw_tiles } tessere grandi in { $stacks } pile da { $per_stack } per l'Esplorazione e gira a faccia in su la tessera in cima a ogni pila.
lesson-setup-cards = Mescola le Carte Dominio tranne l'Era Glaciale e mettile sopra l'Era Glaciale coperta, che così è l'ultima carta; scopri le prime { $face_up }.
lesson-setup-elements = Metti { $per_type } elementi di ogni tipo sui { $start_corners } angoli di partenza e gli altri { $bag } nel sacchetto; pescane { $squares } ciascuno per i quadrati di Adattamento, Abbondanza ed Esplorazione.
lesson-setup-pieces =
    { $pawns ->
        [one] Ogni animale prende { $pawns } pedina azione, { $cubes } cubetti e { $cones } coni del suo colore; il resto torna nella scatola.
       *[other] Ogni animale prende { $pawns } pedine azione, { $cubes } cubetti e { $cones } coni del suo colore; il resto torna nella scatola.
    }
lesson-setup-vp = Un cubetto di ogni animale va sulla casella { $vp } dell'Indicatore dei Punti Vittoria.
lesson-setup-species = Ogni animale mette { $on_first } specie su una delle sue tessere di partenza e { $on_others } su ciascuna di altre due (la tabella degli animali qui sopra).
lesson-setup-start = Il primo turno comincia con la Pianificazione: l'animale più a sinistra sull'indicatore di Iniziativa colloca la prima pedina.
lesson-setup-multi_score = Ogni animale agisce per conto suo e considera avversario ogni altro animale, anche quelli del suo stesso giocatore; alla fine il punteggio di un giocatore è quello del suo animale con meno PV.
lesson-whole_turn-title = Turno { $turn } di una partita registrata: tutte le dodici sezioni, in ordine
lesson-whole_turn-planned =
    { $n ->
        [one] Nella Pianificazione è stata collocata { $n } pedina azione sulla tabella delle azioni{ $lifted ->
            [0] .
           *[other] ; stava sull'Iniziativa ed è già in mano al suo proprietario: si sta eseguendo la prima sezione.
        }
       *[other] Nella Pianificazione sono state collocate { $n } pedine azione sulla tabella delle azioni{ $lifted ->
            [0] .
           *[other] ; quella sull'Iniziativa è già in mano al suo proprietario: si sta eseguendo la prima sezione.
        }
    }
lesson-whole_turn-section = { $i }. { $section }
lesson-whole_turn-nothing = Nessuna pedina qui, e senza pedine non succede nulla.
lesson-whole_turn-reset = Ripristino: Estinzione, Sopravvivenza, Risemina
lesson-whole_turn-after = Il tavolo all'inizio del turno { $turn }
lesson-solution = Soluzione (clicca per aprirla)
lesson-source = Esempio del regolamento: { $source }.
lesson-engine_check = Verificato dal motore di gioco
lesson-nothing_happens = Non cambia nulla.
lesson-hint_yours = Non è stato ancora giocato niente: la scelta è tua. Clicca un'opzione sul tabellone o tra i pulsanti; poi i bot rispondono da soli.
lesson-game_over = La partita è finita.
lesson-before = Prima
lesson-after = Dopo
lesson-before_after = Il tavolo prima e dopo la carta.
lesson-card_intro = { $chooser }: dominano { THE($tile) }; quando se ne riscuote il punteggio devono scegliere una delle Carte Dominio scoperte, e scelgono { $card }.
lesson-bot-greedy = avidi
lesson-bot-random = casuali
lesson-bot-any = degli altri giocatori
lesson-bots_played =
    { $n ->
        [one] I bot { $bot } hanno preso { $n } decisione.
       *[other] I bot { $bot } hanno preso { $n } decisioni.
    }
lesson-matching_on = Elementi corrispondenti { AT($tile) } (elemento: sulla scheda × sulla tessera)
lesson-endangered_title = Specie a rischio di estinzione (nessun elemento corrispondente): vengono eliminate nella prossima Estinzione
lesson-endangered_row =
    { $n ->
        [one] { $animal }: { $n } specie { AT($tile) }
       *[other] { $animal }: { $n } specie { AT($tile) }
    }
lesson-no_endangered = Nessuna specie è a rischio di estinzione.
lesson-initiative_order = Indicatore di Iniziativa, dal primo all'ultimo: { $order }.
lesson-dominance_unchanged = Nessuna tessera cambia animale dominante.
lesson-scoring_title = Il punteggio { THE($tile, prep: "di") }, se lo si riscuotesse adesso
lesson-no_place_left = nessun posto rimasto
lesson-unawarded = Nessuno li ottiene, perché non resta nessun animale per questi posti: { $vp } PV.
lesson-winner = { $animal }: vincono la partita.
lesson-where = Passo { $ply } di { $plies }: turno { $turn }, Fase di { $phase }.
lesson-where_over = Passo { $ply } di { $plies }: la partita è finita nel turno { $turn }.
lesson-sim-games = partite
lesson-sim-completed =
    { $n ->
        [one] { $n } partita su { $total } è arrivata all'Era Glaciale, dopo { $low ->
            [one] { $low } turno
           *[other] { $low } turni
        }.
       *[other] { $n } partite su { $total } sono arrivate all'Era Glaciale; sono durate da { $low } a { $high } turni, { $mean } in media.
    }
lesson-sim-none =
    { $total ->
        [one] L'unica partita simulata non è arrivata all'Era Glaciale.
       *[other] Nessuna delle { $total } partite è arrivata all'Era Glaciale.
    }
lesson-sim-no_plots = Questo Python non ha matplotlib (il Python del browser, nel sito senza installazione, non lo ha): ecco in tabella i numeri che i grafici disegnerebbero.
lesson-plot-final_vp = PV finali per animale
lesson-plot-wins = Vittorie per animale
lesson-plot-cards = Quante volte viene presa ogni carta
lesson-plot-turns = Durata della partita, bot casuali
lesson-plot-turns_axis = turni fino all'Era Glaciale
lesson-plot-games_axis = partite
lesson-survival_holder =
    { $n ->
        [one] Specie sulla tundra: { $counts }. { $animal }: hanno la Carta Sopravvivenza; occupano { $n } tessera di tundra, che darebbe { $vp } PV bonus se adesso si riscuotessero i punti della Carta Sopravvivenza. Nella Fase di Ripristino viene prima l'Estinzione, che può cambiare le cose.
       *[other] Specie sulla tundra: { $counts }. { $animal }: hanno la Carta Sopravvivenza; occupano { $n } tessere di tundra, che darebbero { $vp } PV bonus se adesso si riscuotessero i punti della Carta Sopravvivenza. Nella Fase di Ripristino viene prima l'Estinzione, che può cambiare le cose.
    }
lesson-survival_nobody = Specie sulla tundra: { $counts }. Nessuno ha la Carta Sopravvivenza (nessuna specie sulla tundra, oppure parità per il numero più alto).
lesson-allotment_note = Uno dei cubetti segna i PV dell'animale sull'Indicatore dei Punti Vittoria; i cubetti e le pedine non assegnati restano nella scatola.
lesson-census_note = Ogni elemento è sempre da qualche parte: { $n } per tipo in tutto.
lesson-short_game_note = ✱ tolta nella partita breve.
lesson-edit-add_element = E se aggiungiamo un elemento { $element } all'{ $corner }?
lesson-edit-remove_element = E se togliamo l'elemento { $element } dall'{ $corner }?
lesson-edit-set_species =
    { $n ->
        [one] E se { AT($tile) } ci fosse { $n } specie { THE($animal, prep: "di") } (invece di { $was })?
       *[other] E se { AT($tile) } ci fossero { $n } specie { THE($animal, prep: "di") } (invece di { $was })?
    }
lesson-edit-add_tile = E se collochiamo una tessera di { $terrain } { THE($tile, prep: "su") }?
lesson-edit-remove_tile = E se { THE($tile) } tornasse in una pila delle Tessere Esplorazione?
lesson-edit-add_sheet_element = { $animal }: e se sulla loro scheda ci fosse un elemento { $element } in più?
lesson-edit-remove_sheet_element = { $animal }: e se sulla loro scheda ci fosse un elemento { $element } in meno?
lesson-check-vp = { $animal }: { $vp } PV.
lesson-check-species =
    { $n ->
        [one] { $animal }: { $n } specie { AT($tile) }.
       *[other] { $animal }: { $n } specie { AT($tile) }.
    }
lesson-check-corner_empty = L'{ $corner } è libero.
lesson-check-corner_holds = Sull'{ $corner } c'è l'elemento { $element }.
lesson-check-pawns =
    { $n ->
        [one] { $animal }: { $n } pedina azione.
       *[other] { $animal }: { $n } pedine azione.
    }
lesson-check-sheet = { $animal }, elementi sulla scheda: { $elements }.
lesson-check-allotment =
    { $pawns ->
        [one] { $animal }: { $pawns } pedina azione, riserva genetica { $gene_pool }
       *[other] { $animal }: { $pawns } pedine azione, riserva genetica { $gene_pool }
    }
lesson-check-tundra = { CAP(THE($tile)) } adesso è una tessera di tundra.
lesson-check-endangered = A rischio di estinzione: { $rows }.
lesson-check-deck =
    { $n ->
        [one] Nel mazzo c'è { $n } carta.
       *[other] Nel mazzo ci sono { $n } carte.
    }
lesson-check-space = { $animal }: hanno una pedina azione sullo spazio { $space }.
lesson-check-space_empty = Lo spazio { $space } è libero.
lesson-check-supply =
    { $n ->
        [one] { $animal }: { $n } pedina azione disponibile.
       *[other] { $animal }: { $n } pedine azione disponibili.
    }
lesson-check-legal = { $option } è tra le opzioni.
lesson-check-not_offered = { $option } non è tra le opzioni.
lesson-seat-human = Posto { $n }: { $animals } — sei tu.
lesson-seat-greedy = Posto { $n }: { $animals }, giocati dal bot avido.
lesson-seat-random = Posto { $n }: { $animals }, giocati dal bot casuale.
lesson-seat-first = { $animal }: sono primi sull'indicatore di Iniziativa e collocano la prima pedina.
lesson-ordinal-1 = 1°
lesson-ordinal-2 = 2°
lesson-ordinal-3 = 3°
lesson-ordinal-4 = 4°
lesson-col-players = Giocatori
lesson-col-pawns = Pedine azione per animale
lesson-col-cubes = Cubetti specie per animale
lesson-col-start_species = Specie sulla terra all'inizio
lesson-col-gene_pool = Riserva genetica dopo la preparazione
lesson-col-food_chain = Catena alimentare
lesson-col-animal = Animale
lesson-col-printed = Elementi stampati
lesson-col-two_on = { $n } specie su
lesson-col-one_on = { $n } specie su ciascuna di
lesson-col-terrain = Terreno
lesson-col-nth_place = { $nth } posto
lesson-col-quantity = Quantità
lesson-col-bonus_vp = PV bonus
lesson-col-cap = Al massimo, per tessera
lesson-col-n = #
lesson-col-section = Sezione
lesson-col-eyeballs = Spazi con il simbolo dell'occhio
lesson-col-free_space = Spazio gratuito
lesson-col-stores = Contiene
lesson-col-always = Avviene anche senza pedine
lesson-col-per_space = Per spazio, da sinistra a destra
lesson-col-card = Carta
lesson-col-effect = Effetto
lesson-col-short_game = Partita breve
lesson-col-tile = Tessera
lesson-col-elements = Elementi
lesson-col-species = Specie
lesson-col-matching = Elementi corrispondenti
lesson-col-dominant = Dominante
lesson-col-place = Posto
lesson-col-vp = PV
lesson-col-why = Perché
lesson-col-added = Elementi aggiuntivi
lesson-col-total = Elementi
lesson-col-gene_pool_now = Riserva genetica
lesson-col-pawns_now = Pedine disponibili / possedute
lesson-col-element = Elemento
lesson-col-bag = Sacchetto
lesson-col-earth = Terra
lesson-col-display = Tabella delle azioni
lesson-col-sheets = Schede degli animali
lesson-col-option_id = Identificativo dell'opzione
lesson-col-games = Partite
lesson-col-wins = Vittorie
lesson-col-mean_vp = PV finali in media
lesson-col-option = Opzione
lesson-col-taken = prese
lesson-store-adaptation = { $squares } elementi, pescati a ogni turno
lesson-store-regression = Riquadro: gli elementi rimasti dell'Adattamento del turno precedente
lesson-store-abundance = { $squares } elementi, pescati a ogni turno
lesson-store-wasteland = Riquadro: gli elementi rimasti dell'Abbondanza del turno precedente
lesson-store-depletion = Riquadro: ciò che il Riquadro di Desolazione conteneva nel turno precedente
lesson-store-glaciation = le Tessere Glaciazione
lesson-store-wanderlust = { $squares } elementi, pescati a ogni turno; { $stacks } pile di tessere
lesson-always-regression = sì: si perdono gli elementi aggiuntivi dei tipi presenti nel Riquadro
lesson-always-wasteland = sì: gli elementi dei tipi presenti nel Riquadro vengono tolti dalla tundra
lesson-always-insects_free = sì: la specie gratuita degli insetti
lesson-always-arachnids_free = sì: la competizione gratuita degli aracnidi

corner-bare = angolo { $corner }
corner-of = angolo { $dir } { THE($tile, prep: "di") }
corner-shared = angolo { $dir } { THE($tile, prep: "di") } in comune con { THE($other) }
corner-meet = angolo { $dir } { THE($tile, prep: "di") } in comune con { THE($others) }

## The language's grammar (grammar.py): the articles, and a preposition joined to an article
## (an attribute's name is the article, with _ for the apostrophe: l_ is l')
grammar-article = il
    .il = il
    .lo = lo
    .l_ = l'
    .la = la
    .i = i
    .gli = gli
    .le = le
grammar-indefinite = un
    .un = un
    .uno = uno
    .una = una
    .un_ = un'
grammar-di = di
    .il = del
    .lo = dello
    .l_ = dell'
    .la = della
    .i = dei
    .gli = degli
    .le = delle
grammar-a = a
    .il = al
    .lo = allo
    .l_ = all'
    .la = alla
    .i = ai
    .gli = agli
    .le = alle
grammar-da = da
    .il = dal
    .lo = dallo
    .l_ = dall'
    .la = dalla
    .i = dai
    .gli = dagli
    .le = dalle
grammar-in = in
    .il = nel
    .lo = nello
    .l_ = nell'
    .la = nella
    .i = nei
    .gli = negli
    .le = nelle
grammar-su = su
    .il = sul
    .lo = sullo
    .l_ = sull'
    .la = sulla
    .i = sui
    .gli = sugli
    .le = sulle

## A rulebook example is part of an earth, not a game (engine/fragment.py): what it is, instead of a turn
fragment-rulebook = Una parte della terra, come nell'esempio del regolamento ({ $source })
fragment-rulebook_short = Esempio del regolamento ({ $source })
fragment-practice_short = Domanda di esercizio
fragment-earth = Parte della terra
fragment-practice = Una parte della terra di una partita, preparata per una domanda
render-example_over = l'esempio è finito
render-vp_example = PV nell'esempio
render-example_display = Della tabella delle azioni si vedono solo le sezioni che l'esempio usa.
render-example_no_cards = L'esempio non mostra carte.
event-game_over-example = L'esempio del regolamento è finito.
ui-example_over_text = L'esempio del regolamento è finito. Annulla per provare altre scelte, oppure riaprilo dall'elenco.
ui-example_over = l'esempio è finito
