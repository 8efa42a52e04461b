animal-mammals = Säugetiere
    .number = other
    .dat = Säugetieren
animal-reptiles = Reptilien
    .number = other
animal-birds = Vögel
    .number = other
    .dat = Vögeln
animal-amphibians = Amphibien
    .number = other
animal-arachnids = Spinnen
    .number = other
animal-insects = Insekten
    .number = other

element-grass = Gras
    .gender = n
    .gen = Grases
    .plural = Gras
element-grub = Larve
    .gender = f
    .plural = Larven
element-meat = Fleisch
    .gender = n
    .gen = Fleisches
    .plural = Fleisch
element-seed = Samen
    .gender = m
    .gen = Samens
    .plural = Samen
element-sun = Sonne
    .gender = f
    .plural = Sonnen
element-water = Wasser
    .gender = n
    .gen = Wassers
    .plural = Wasser

terrain-sea = See
    .at = auf
    .gender = f
    .plural = Seen
terrain-wetland = Sumpf
    .at = in
    .gender = m
    .gen = Sumpfes
    .plural = Sümpfe
terrain-savannah = Savanne
    .at = auf
    .gender = f
    .plural = Savannen
terrain-jungle = Dschungel
    .at = in
    .gender = m
    .gen = Dschungels
    .plural = Dschungel
terrain-forest = Wald
    .at = in
    .gender = m
    .gen = Waldes
    .plural = Wälder
terrain-desert = Wüste
    .at = in
    .gender = f
    .plural = Wüsten
terrain-mountain = Gebirge
    .at = in
    .gender = n
    .gen = Gebirges
    .plural = Gebirge
terrain-tundra = Tundra
    .at = auf
    .gender = f
    .plural = Tundren

section-initiative = Initiative
    .gender = f
section-adaptation = Anpassung
    .gender = f
section-regression = Zurückentwicklung
    .gender = f
section-abundance = Überfluss
    .gender = m
    .gen = Überflusses
section-wasteland = Ödland
    .gender = n
    .gen = Ödlands
section-depletion = Erschöpfung
    .gender = f
section-glaciation = Vergletscherung
    .gender = f
section-speciation = Artenbildung
    .gender = f
section-wanderlust = Wandertrieb
    .gender = m
    .gen = Wandertriebs
section-migration = Migration
    .gender = f
section-competition = Konkurrenzkampf
    .gender = m
    .gen = Konkurrenzkampfs
section-domination = Dominanz
    .gender = f

phase-planning = Planungs-Phase
    .gender = f
phase-execution = Ausführungs-Phase
    .gender = f
phase-reset = Rücksetzungs-Phase
    .gender = f
phase-extinction = Aussterben
    .gender = n
    .gen = Aussterbens
phase-survival = Überleben
    .gender = n
    .gen = Überlebens
phase-reseed = Aussaat
    .gender = f
phase-over = Spiel beendet
phase-history = Verlauf
phase-end = Spielende

card-aquatic = Aquatisch
card-biodiversity = Biodiversität
card-blight = Fäulnis
card-biomass = Biomasse
card-catastrophe = Katastrophe
card-cold_snap = Kälteeinbruch
card-disease = Krankheit
card-ecodiversity = Ökodiversität
card-evolution = Evolution
card-fecundity = Fruchtbarkeit
card-fertile = Fruchtbar
card-habitat = Habitat
card-hibernation = Winterschlaf
card-ice_age = Eiszeit
card-ice_sheet = Eisschild
card-immigrants = Einwanderer
card-instinct = Instinkt
card-intelligence = Intelligenz
card-mass_exodus = Massenexodus
card-metamorphosis = Metamorphose
card-niche_biomes = Nischenbiome
card-nocturnal = Nachtaktiv
card-omnivore = Allesfresser
card-parasitism = Parasitismus
card-predator = Raubtier
card-symbiotic = Symbiose
card-survival = Überleben

## The cards' own words, as printed (docs/rules.md §10.2): a number in them is the card's text, not a
## fact the engine works out, so it stays typed (tests/explain/test_catalog_numbers.py allows it by id)
card_text-aquatic = Lege ein Element deiner Wahl aus dem Beutel auf ein See- oder Sumpffeld, dann bis zu 4 deiner Arten dorthin.
card_text-biodiversity = 1 SP pro Feld, das du mit mindestens einer gegnerischen Art teilst.
card_text-blight = Wähle ein Feld: Entferne alle seine Elemente bis auf eines.
card_text-biomass = Jedes Feld mit mehr Arten als Elementen verliert eine Art.
card_text-catastrophe = Ein Feld verliert alle Arten bis auf eine; jedes Nachbarfeld verliert eine Art.
card_text-cold_snap = Jeder Gegner verliert auf jedem Tundrafeld eine Art.
card_text-disease = Jedes Tier mit mehr Elementen als dein Tier verliert ein Element seiner Wahl.
card_text-ecodiversity = 1 SP pro Element auf der Erde, dessen Typ auch auf deiner Tierübersicht ist.
card_text-evolution = Ersetze bei bis zu zwei gegnerischen Tieren je eine Art irgendwo auf der Erde durch eine deiner Arten.
card_text-fecundity = Setze auf jedes Feld, das du besetzt, eine weitere deiner Arten.
card_text-fertile = Wähle ein Feld, auf dem du Arten hast: 1 SP für jede Art darauf, egal wem sie gehört.
card_text-habitat = Lege ein beliebiges Element aus dem Beutel auf die Erde.
card_text-hibernation = Bringe bis zu 5 eliminierte Arten auf ein Feld zurück; sie überleben dieses Aussterben.
card_text-ice_age = Jedes Tier erhält Bonus-SP für die Felder, auf denen es dominant ist. Letzte Runde.
card_text-ice_sheet = Führe sofort eine Vergletscherung durch.
card_text-immigrants = Jedes Tier verliert ein Element oder eine Aktionsfigur oder auf jedem Feld alle Arten bis auf eine.
card_text-instinct = Setze eine Aktionsfigur aus deinem Vorrat auf ein beliebiges freies „Augen“-Aktionsfeld.
card_text-intelligence = Du und jedes Tier über dir in der Nahrungskette erhaltet eine Aktionsfigur.
card_text-mass_exodus = Bewege alle Arten eines Feldes auf die Nachbarfelder.
card_text-metamorphosis = Tausche eines deiner Elemente gegen ein beliebiges Element aus dem Beutel.
card_text-niche_biomes = Jedes Tier mit mehr SP als dein Tier verliert so viele SP, wie Platz 1 auf dem gerade gewerteten Feld bringt.
card_text-nocturnal = Rücke in der Initiativreihenfolge einen Platz vor.
card_text-omnivore = Erhalte eine Aktionsfigur.
card_text-parasitism = Du und jedes Tier unter dir in der Nahrungskette erhaltet eine Aktionsfigur.
card_text-predator = Auf jedem Feld, das du mit Gegnern teilst, wird eine gegnerische Art eliminiert.
card_text-symbiotic = Du und jedes Tier mit weniger Elementen zieht ein Element aus dem Beutel.
card_text-survival = Meiste Arten auf Tundrafeldern (bei Gleichstand niemand): in jeder Rücksetzungs-Phase Bonus-SP für die besetzten Tundrafelder.

word-and = und
word-none = keine
word-nobody = niemand

source-adaptation = Anpassung
source-abundance = Überfluss
source-wanderlust = Wandertrieb
source-speciation = Artenbildung
source-insects_free = kostenlose Art der Insekten
source-migration = Migration
source-competition = Konkurrenzkampf
source-depletion = Erschöpfung
source-wasteland = Ödland
source-glaciation = Vergletscherung

fmt-animal_species =
    { $n ->
        [one] { $animal } ({ $n } Art)
       *[other] { $animal } ({ $n } Arten)
    }
fmt-up_to =
    { $n ->
        [one] bis zu { $n } Art
       *[other] bis zu { $n } Arten
    }
fmt-place = { $place }. { $animal } (Arten: { $species }) { $vp } SP
fmt-tiebreak = (Gleichstand, die Nahrungskette entscheidet; dahinter: { $others })
fmt-nobody_scores = keine Arten hier, niemand erhält Punkte
fmt-regression_row = { THE($animal) } verlieren: { $lost } (geschützt: { $protected }; Aktionsfiguren: { $pawns })
fmt-nobody_affected = niemand hat ein hinzugefügtes Element dieser Typen
fmt-extinction_row =
    { $n ->
        [one] { THE($animal) } verlieren { $n } Art { AT($tile) }
       *[other] { THE($animal) } verlieren { $n } Arten { AT($tile) }
    }
fmt-mammal_save = (die Säugetiere retten eine)
fmt-hibernating = ({ $n } durch Winterschlaf geschützt)
fmt-no_endangered = keine gefährdeten Arten
fmt-ice_age_row = { THE($animal) } (dominierte Felder: { $tiles }): { $vp } SP
fmt-extinction_saved_only = die Säugetiere retten ihre gefährdete Art { AT($tile) }
fmt-hibernating_only =
    { $n ->
        [one] { $n } Art { THE($animal, case: "gen") } { AT($tile) } überlebt, durch Winterschlaf geschützt
       *[other] { $n } Arten { THE($animal, case: "gen") } { AT($tile) } überleben, durch Winterschlaf geschützt
    }
fmt-regression_row_none = { THE($animal) } verlieren nichts (geschützt: { $protected }; Aktionsfiguren: { $pawns })

verdict-unique_highest = { CAP(THE($animal)) } sind dominant, mit den meisten übereinstimmenden Elementen ({ $total }).
verdict-tie = { CAP(THE($animals)) } haben gleich viele übereinstimmende Elemente ({ $total }): Niemand ist dominant (diesen Gleichstand löst die Nahrungskette nicht auf).
verdict-all_endangered = Hier hat kein Tier ein übereinstimmendes Element (alle sind gefährdet): niemand ist dominant.
verdict-no_species = Keine Arten hier: niemand ist dominant.
verdict-game_over = Das Spiel ist vorbei: Dominanz zählt nicht mehr.

reason-sheet_full = das Tier hat schon { $sheet_max } Elemente
reason-no_elements = es gibt kein Element zum Nehmen
reason-no_vacant_corner = es gibt keine freie Ecke
reason-nothing_to_remove = auf der Erde liegt kein Element dieser Typen
reason-no_tundra_left = im Vorrat ist kein Tundrafeld mehr
reason-no_tile_next_to_tundra = kein Feld grenzt an ein Tundrafeld
reason-empty_gene_pool = der Genpool ist leer
reason-no_element_on_earth = auf der Erde liegt kein Element dieses Typs
reason-no_face_up_tile = kein Wandertrieb-Stapel hat ein aufgedecktes Feld
reason-no_empty_hex = kein freier Platz des Spielplans grenzt an die Erde
reason-nothing_to_move = keine Art kann ziehen
reason-every_tile_scored = jedes Feld wurde in dieser Runde schon gewertet
reason-no_sea_or_wetland = es gibt kein See- oder Sumpffeld
reason-bag_empty = der Beutel ist leer
reason-one_element_or_fewer = das Feld hat höchstens ein Element
reason-no_crowded_tile = kein Feld hat mehr Arten als Elemente
reason-one_species_or_fewer = das Feld hat höchstens eine Art
reason-no_opponent_on_tundra = auf der Tundra ist keine gegnerische Art
reason-no_animal_with_more_elements = kein Tier hat mehr Elemente
reason-only_inherent_elements = es hat nur aufgedruckte Elemente, und die gehen nie verloren
reason-no_opposing_species = auf der Erde ist keine gegnerische Art
reason-no_tile_occupied = das Tier besetzt kein Feld
reason-nothing_eliminated = noch keine seiner Arten wurde eliminiert
reason-no_pawn_in_supply = im Vorrat ist keine Aktionsfigur
reason-no_empty_space = kein „Augen“-Aktionsfeld ist frei
reason-no_tile_to_empty = kein besetztes Feld hat ein Nachbarfeld
reason-nobody_ahead = niemand hat mehr SP
reason-already_first = das Tier steht schon an erster Stelle der Initiativreihenfolge
reason-no_shared_tile = kein Feld wird mit einem Gegner geteilt
reason-no_cylinder_left = alle { $pawns_per_colour } Aktionsfiguren dieser Farbe sind schon im Spiel

event-turn_started = Runde { $turn } beginnt mit der Planungs-Phase.
event-phase_started = { $phase } der Runde { $turn }.
event-phase_ended = { CAP(THE($phase)) } ist beendet: Alle Aktionsfiguren sind eingesetzt.
event-pawn_placed-round = { CAP(THE($animal)) } setzen eine Aktionsfigur auf { $space } (Durchgang { $round }).
event-pawn_placed-relocated = { CAP(THE($animal)) } setzen ihre Figur von der Initiative auf { $space } um.
event-pawn_placed-card = { CAP(THE($animal)) } setzen eine Aktionsfigur aus ihrem Vorrat auf { $space }.
event-pawn_resolved = { $section }: Die Aktionsfigur { THE($animal, case: "gen") } auf { $space } wird ausgeführt.
event-no_effect = { $section }: keine Wirkung für { THE($animal, case: "acc") } – { $reason }.
event-declined = { CAP(THE($animal)) } verzichten auf die Aktion { $section }.
event-initiative_moved-swap = { CAP(THE($animal)) } überholen { THE($passed, case: "acc") } in der Initiativreihenfolge: { $order }.
event-initiative_moved-first = { CAP(THE($animal)) } stehen schon an erster Stelle der Initiativreihenfolge.
event-element_gained = { CAP(THE($animal)) } erhalten { A($element, case: "acc") } ({ $source }); ihre Elemente: { $elements }.
event-regression-default = Zurückentwicklung – bedroht sind die Typen in der Regressionsbox ({ $types }): { $rows }.
event-regression-empty = Zurückentwicklung: Die Regressionsbox ist leer, niemand verliert ein Element.
event-pawns_returned = Die Aktionsfiguren der Aktion { $section } gehen an ihre Besitzer zurück.
event-element_placed = { CAP(THE($animal)) } legen { A($element, case: "acc") } auf die { $corner } ({ $source }).
event-element_returned = { CAP(THE($animal)) } legen { A($element, case: "acc") } aus der Ödlandbox in den Beutel zurück.
event-wasteland-empty = Ödland: Die Ödlandbox ist leer, also wird kein Element von der Tundra entfernt.
event-wasteland-removed =
    { $n ->
        [0] Ödland: Die Ödlandbox enthält { $types }; kein solches Element berührt ein Tundrafeld, also wird nichts entfernt.
        [one] Ödland: Die Ödlandbox enthält { $types }, also kommt das einzige solche Element, das ein Tundrafeld berührt, in den Beutel zurück: { $removed }.
       *[other] Ödland: Die Ödlandbox enthält { $types }, also kommt jedes solche Element, das ein Tundrafeld berührt, in den Beutel zurück, insgesamt { $n }: { $removed }.
    }
event-element_removed = { CAP(THE($animal)) } entfernen { THE($element, case: "acc") } von der { $corner } ({ $source }).
event-glaciation = { CAP(THE($animal)) } vergletschern { THE($tile, case: "acc") }: Es wird zu Tundra. Entfernt, weil von drei Tundrafeldern eingeschlossen: { $removed }. Benachbarte Tundrafelder: { $adjacent_tundra } → { $bonus } Bonus-SP. Je eine Art pro Tier bleibt ({ $stayed }); zurück in den Genpool: { $returned }.
event-species_added = { CAP(THE($animal)) } setzen Arten { AT($tile) } ein: +{ $count } ({ $source }); Genpool: { $gene_pool }.
event-tile_placed = { CAP(THE($animal)) } legen ein neues Feld vom Stapel { $stack }: { $tile }.
event-bonus_vp =
    { $quantity ->
        [one] { CAP(THE($animal)) } erhalten { $vp } Bonus-SP (das neue Feld grenzt an { $quantity } Feld).
       *[other] { CAP(THE($animal)) } erhalten { $vp } Bonus-SP (das neue Feld grenzt an { $quantity } Felder).
    }
event-species_moved =
    { $count ->
        [one] { CAP(THE($animal)) } bewegen { $count } Art { THE($origin, case: "dat", prep: "von") } { THE($to, case: "dat", prep: "zu") } ({ $source }).
       *[other] { CAP(THE($animal)) } bewegen { $count } Arten { THE($origin, case: "dat", prep: "von") } { THE($to, case: "dat", prep: "zu") } ({ $source }).
    }
event-species_eliminated = { CAP(THE($animal)) } verlieren Arten { AT($tile) }: −{ $count } ({ $cause }).
event-species_eliminated-by = { CAP(THE($by)) } eliminieren { $count ->
        [one] { $count } Art
       *[other] { $count } Arten
    } { THE($animal, case: "gen") } { AT($tile) } ({ $cause }).
event-tile_scored-domination = { CAP(THE($animal)) } werten { THE($tile, case: "acc") }: { $places }.
event-tile_scored-final = Schlusswertung für { THE($tile, case: "acc") }: { $places }.
event-dominance_checked-dominant = Dominanz auf dem gewerteten Feld — { $verdict } Das dominante Tier muss jetzt eine Dominanzkarte wählen.
event-dominance_checked-none = Dominanz auf dem gewerteten Feld — { $verdict } Es wird keine Karte genommen.
event-dominance_checked-no_card = Dominanz auf dem gewerteten Feld — { $verdict } Es liegt keine offene Dominanzkarte mehr aus, also wird keine Karte genommen.
event-dominance_changed-gained = { CAP(THE($after)) } sind jetzt { AT($tile) } dominant. { $verdict }
event-dominance_changed-taken = { CAP(THE($after)) } lösen { THE($before, case: "acc") } als dominantes Tier { AT($tile) } ab. { $verdict }
event-dominance_changed-lost = { CAP(THE($before)) } sind { AT($tile) } nicht mehr dominant. { $verdict }
event-card_chosen = { CAP(THE($animal)) } wählen die Karte „{ $card }“.
event-card_resolved = Die Karte „{ $card }“ ist ausgeführt.
event-card_done-blight =
    { $n ->
        [0] { $card } { AT($tile) }: Dort liegt höchstens ein Element, also wird nichts entfernt.
        [one] { $card } { AT($tile) }: Ein Element kommt in den Beutel zurück ({ $removed }); { THE($kept) } bleibt liegen.
       *[other] { $card } { AT($tile) }: { $n } Elemente kommen in den Beutel zurück ({ $removed }); { THE($kept) } bleibt liegen.
    }
event-card_part_lapsed = { $card }: Dieser Teil entfällt ({ $reason }).
event-card_vp = { CAP(THE($animal)) } erhalten { $vp } SP durch die Karte „{ $card }“ ({ $quantity }).
event-element_lost = { CAP(THE($animal)) } verlieren { A($element, case: "acc") } ({ $source }); ihre Elemente: { $elements }.
event-hibernation =
    { $count ->
        [one] { CAP(THE($animal)) } bringen { $count } eliminierte Art { AT($tile) } zurück; sie überlebt das Aussterben dieser Runde.
       *[other] { CAP(THE($animal)) } bringen { $count } eliminierte Arten { AT($tile) } zurück; sie überleben das Aussterben dieser Runde.
    }
event-ice_age = Eiszeit: Dies ist die letzte Runde. Bonus-SP für die Felder, auf denen jedes Tier dominant ist: { $rows }.
event-immigrants_choice-lose_element = { CAP(THE($animal)) } entscheiden sich, ein Element zu verlieren.
event-immigrants_choice-lose_pawn = { CAP(THE($animal)) } entscheiden sich, eine Aktionsfigur zu verlieren.
event-immigrants_choice-thin_out = { CAP(THE($animal)) } entscheiden sich, nur eine Art pro Feld zu behalten.
event-pawn_lost-supply = { CAP(THE($animal)) } verlieren eine Aktionsfigur aus ihrem Vorrat; jetzt noch { $pawns } im Spiel.
event-pawn_lost-display = { CAP(THE($animal)) } verlieren ihre Aktionsfigur auf { $space }; jetzt noch { $pawns } im Spiel.
event-species_thinned = { CAP(THE($animal)) } haben jetzt höchstens eine Art pro Feld.
event-pawn_gained = { CAP(THE($animal)) } erhalten eine neue Aktionsfigur ({ $source }); jetzt { $pawns } im Spiel.
event-element_traded = { CAP(THE($animal)) } tauschen { A($gave, case: "acc") } gegen { A($took, case: "acc") }; ihre Elemente: { $elements }.
event-niche_biomes = Nischenbiome: Tiere mit mehr SP als { THE($animal) } ({ $vp } SP) verlieren { $value } SP, den Wert für den ersten Platz { AT($tile) }: { $losers }.
event-extinction = Aussterben – gefährdete Arten (ohne übereinstimmendes Element auf ihrem Feld) sterben aus: { $rows }.
event-survival-holder = Überleben – Arten auf der Tundra: { $counts }. { CAP(THE($holder)) } haben die Überleben-Karte und erhalten { $vp } Bonus-SP (besetzte Tundrafelder: { $tundra_tiles }).
event-survival-nobody = Überleben – Arten auf der Tundra: { $counts }. Kein Tier hat allein die meisten: Niemand hat die Karte.
event-reseed =
    { $n ->
        [0] Aussaat: keine neue Karte (der Stapel ist leer). Die Elemente rücken auf der Aktionsleiste weiter, und neue werden gezogen.
        [one] Aussaat: eine neue Karte, { $cards }. Die Elemente rücken auf der Aktionsleiste weiter, und neue werden gezogen.
       *[other] Aussaat: neue Karten: { $cards }. Die Elemente rücken auf der Aktionsleiste weiter, und neue werden gezogen.
    }
event-dominance_removed = Das Spiel ist vorbei: Die Dominanzmarker werden vor der Schlusswertung entfernt.
event-game_over-ice_age =
    { $turns ->
        [one] Das Spiel endet nach { $turns } Runde. Es gewinnen { THE($winner) }. Punkte: { $scores }.
       *[other] Das Spiel endet nach { $turns } Runden. Es gewinnen { THE($winner) }. Punkte: { $scores }.
    }
event-game_over-turn_limit =
    { $turns ->
        [one] Das Spiel wurde am Rundenlimit ({ $turns } Runde) ohne Eiszeit beendet. In Führung: { THE($winner) }. Punkte: { $scores }.
       *[other] Das Spiel wurde am Rundenlimit ({ $turns } Runden) ohne Eiszeit beendet. In Führung: { THE($winner) }. Punkte: { $scores }.
    }

prompt-practice = Beantworte die Übungsfrage: Wähle auf dem Spielbrett.
prompt-place_pawn = { $animal }: Setze eine Aktionsfigur auf ein freies „Augen“-Aktionsfeld (Durchgang { $round }).
prompt-initiative = { $animal }: Rücke in der Initiativreihenfolge vor und setze diese Figur auf ein anderes freies „Augen“-Aktionsfeld – oder behalte sie im Vorrat, oder verzichte.
prompt-adaptation_element = { $animal }: Nimm ein Element aus den Anpassungs-Quadraten und lege es auf deine Tierübersicht.
prompt-regression_protect = { $animal }: Die Zurückentwicklung bedroht die Typen in der Regressionsbox ({ $types }); wähle einen Typ, den du schützt (schon geschützt: { $protected }).
prompt-abundance_element = { $animal }: Nimm ein Element aus den Überfluss-Quadraten.
prompt-abundance_corner = { $animal }: Lege { THE($element, case: "acc") } auf eine freie Ecke eines beliebigen Feldes.
prompt-wasteland_return = { $animal }: Lege ein Element aus der Ödlandbox zurück in den Beutel (dieser Typ bleibt dann auf der Tundra liegen).
prompt-depletion_corner = { $animal }: Entferne ein Element von der Erde, dessen Typ in der Erschöpfungsbox liegt ({ $types }).
prompt-glaciation_tile = { $animal }: Wähle ein Feld, das an ein Tundrafeld grenzt; es wird vergletschert.
prompt-speciation_corner = { $animal }: Wähle ein Element vom Typ { $element } auf der Erde; die Felder, die es berührt, können neue Arten erhalten.
prompt-speciation_count = { $animal }: Wie viele Arten setzt du { AT($tile, case: "acc") }? (höchstens { $cap }, Genpool { $gene_pool })
prompt-insects_free_species = { $animal }: Setze deine kostenlose Art auf ein beliebiges Feld – oder keine.
prompt-wanderlust_stack = { $animal }: Wähle ein aufgedecktes Wandertrieb-Feld.
prompt-wanderlust_hex = { $animal }: Lege das neue Feld ({ $terrain }) auf einen freien Platz des Spielplans neben der Erde.
prompt-wanderlust_element = { $animal }: Du darfst ein Element aus den Wandertrieb-Quadraten auf das neue Feld legen.
prompt-wanderlust_corner = { $animal }: Wähle eine freie Ecke des neuen Feldes für { THE($element, case: "acc") }.
prompt-wanderlust_follow = { $animal }: Wie viele deiner Arten ziehen { THE($tile, case: "dat", prep: "von") } auf das neue Feld, { THE($to, case: "acc") }?
prompt-migration_from = { $animal }: Wähle ein Feld, von dem Arten wegziehen (bei dieser Migration dürfen noch { $left } von { $x ->
        [one] { $x } Art
       *[other] { $x } Arten
    } ziehen).
prompt-or_decline = { $text } Du kannst auch verzichten.
prompt-or_stop_migration = { $text } Du kannst die Migration auch hier beenden.
prompt-migration_to = { $animal }: Wohin ziehen die Arten { THE($origin, case: "dat", prep: "von") }?
prompt-migration_count = { $animal }: Wie viele Arten ziehen { THE($origin, case: "dat", prep: "von") } { THE($to, case: "dat", prep: "zu") }? (bei dieser Migration { $left ->
        [one] darf noch { $left } Art ziehen
       *[other] dürfen noch { $left } Arten ziehen
    })
prompt-competition_free_tile = { $animal }: Kostenloser Konkurrenzkampf auf einem beliebigen Feld, das du mit einem Gegner teilst – oder keiner.
prompt-competition_tile = { $animal }: Wähle ein Feld vom Typ { $terrain } für den Konkurrenzkampf ({ $terrains }) – oder keins.
prompt-competition_victim = { $animal }: Wessen Art eliminierst du { AT($tile) }?
prompt-domination_tile = { $animal }: Wähle ein Feld zum Werten. Auf jedem aufgeführten Feld ist ein Tier dominant, das danach eine Dominanzkarte nehmen muss; für jedes andere Feld oder zum Verzichten wähle die letzte Option.
prompt-domination_tile_no_card = { $animal }: Wähle ein Feld zum Werten. Es liegt keine offene Dominanzkarte mehr aus, also wird diesmal keine Karte genommen; für ein Feld ohne dominantes Tier oder zum Verzichten wähle die letzte Option.
prompt-pick_card = { $animal }: { CAP(THE($tile)) } wurde gewertet, und du bist dort dominant; wähle eine Dominanzkarte.
prompt-mammal_save = { $animal }: Du darfst eine gefährdete Art vor dem Aussterben retten – wähle ihr Feld ({ $tiles }) oder verzichte und lass alle aussterben.
prompt-aquatic_element = { $animal }: Wähle ein Element aus dem Beutel für ein See- oder Sumpffeld.
prompt-aquatic_corner = { $animal }: Wähle eine freie Ecke eines See- oder Sumpffeldes für { THE($element, case: "acc") }.
prompt-aquatic_tile = { $animal }: Wähle das Feld (See oder Sumpf), das deine Arten erhält.
prompt-aquatic_count = { $animal }: Wie viele Arten (bis zu { $most }) setzt du { AT($tile, case: "acc") }?
prompt-blight_tile = { $animal }: Wähle ein Feld, das von der Fäulnis befallen wird.
prompt-blight_keep = { $animal }: Wähle das Element, das als einziges { AT($tile) } bleibt.
prompt-biomass_victim = { $animal }: Welches Tier verliert eine Art { AT($tile) }?
prompt-catastrophe_tile = { $animal }: Wähle das Feld, das die Katastrophe trifft.
prompt-catastrophe_survivor = { $animal }: Wessen einzige Art überlebt { AT($tile) }?
prompt-catastrophe_neighbour = { $animal }: Wessen Art geht { AT($tile) } (dem Nachbarfeld) verloren?
prompt-disease_element = { $animal }: Krankheit – wähle eines deiner hinzugefügten Elemente, das du verlierst.
prompt-evolution_animal = { $animal }: Wähle ein gegnerisches Tier, bei dem du eine Art ersetzt (bisher: { $swapped }).
prompt-evolution_tile = { $animal }: Auf welchem Feld ersetzt du eine Art { THE($victim, case: "gen") }?
prompt-fecundity_tile = { $animal }: Wähle ein Feld für eine weitere Art (Genpool { $gene_pool }).
prompt-fertile_tile = { $animal }: Wähle ein Feld, das du besetzt; du erhältst { $vp } SP pro Art darauf.
prompt-habitat_element = { $animal }: Wähle ein Element aus dem Beutel.
prompt-habitat_corner = { $animal }: Lege { THE($element, case: "acc") } auf eine freie Ecke eines beliebigen Feldes.
prompt-hibernation_tile = { $animal }: Wähle das Feld, auf das deine eliminierten Arten zurückkehren.
prompt-hibernation_count = { $animal }: Wie viele eliminierte Arten kehren { THE($tile, case: "dat", prep: "zu") } zurück?
prompt-ice_sheet_tile = { $animal }: Eisschild – wähle ein Feld, das an ein Tundrafeld grenzt; es wird vergletschert.
prompt-immigrants_choice = { $animal }: Einwanderer – ein Element verlieren, eine Aktionsfigur verlieren oder nur eine Art pro Feld behalten?
prompt-immigrants_element = { $animal }: Wähle das Element, das du verlierst.
prompt-immigrants_pawn = { $animal }: Wähle die Aktionsfigur auf der Aktionsleiste, die das Spiel verlässt.
prompt-instinct_space = { $animal }: Setze eine Aktionsfigur aus deinem Vorrat auf ein beliebiges freies „Augen“-Aktionsfeld.
prompt-mass_exodus_tile = { $animal }: Wähle ein Feld, das geräumt wird.
prompt-mass_exodus_to = { $animal }: Wohin ziehen die Arten { THE($mover, case: "gen") } { THE($tile, case: "dat", prep: "von") }? (noch { $left })
prompt-mass_exodus_count = { $animal }: Wie viele Arten { THE($mover, case: "gen") } ziehen { THE($to, case: "dat", prep: "zu") }?
prompt-metamorphosis_give = { $animal }: Wähle eines deiner hinzugefügten Elemente zum Tauschen.
prompt-metamorphosis_take = { $animal }: Wähle das Element, das du im Tausch gegen { THE($give, case: "acc") } aus dem Beutel nimmst.
prompt-domination_other_tile = { $animal }: Wähle ein Feld ohne dominantes Tier zum Werten (nur SP, keine Karte) – oder verzichte.
prompt-predator_victim = { $animal }: Raubtier – wessen Art wird { AT($tile) } eliminiert?

option-corner = Ecke { $corner }
option-stack = Stapel { $n }: { $terrain }
option-decline = Verzichten
option-none = Keins
option-done = Fertig
option-keep = Figur behalten
option-all = Alle Felder
option-lose_element = Ein Element verlieren
option-lose_pawn = Eine Aktionsfigur verlieren
option-thin_out = Eine Art pro Feld
option-other_tile = Keine Karte: anderes Feld oder verzichten …
option-corner_with = { $element } an der { $place }
option-corner_vacant = { $place }

ui-preview_vp = { $animal } { $vp } SP
ui-turn = Runde
ui-game_over = Spielende
ui-seat = Spieler
ui-bot_turn = Ein Bot entscheidet: Drücke Weiter oder schalte Auto ein.
ui-history = Verlauf
ui-hint = Tipp
ui-preview = Wenn du das wählst
ui-why = Warum?
ui-scenarios = Beispiele aus der Spielregel …
ui-explore_title = Was wäre, wenn … Klicke auf das Spielbrett, um es zu ändern
ui-palette_element = Element auf einer Ecke
ui-palette_species = Art auf einem Feld
ui-palette_tile = Feld auf einem freien Platz des Spielplans
ui-palette_sheet = Element auf einer Tierübersicht
ui-palette_remove = entfernen statt hinzufügen
ui-palette_count = Anzahl
ui-explore_start = Von hier aus weiterspielen
ui-explore_discard = Änderungen verwerfen
ui-btn_undo = ◀ Zurück
ui-btn_next = Weiter ▶
ui-btn_auto = Auto
ui-btn_hint = Tipp
ui-btn_why = Warum?
ui-btn_present = Präsentieren
ui-btn_explore = Was wäre, wenn …
ui-btn_save = Speichern
ui-btn_load = Laden
ui-btn_svg = SVG
ui-btn_new_game = Neues Spiel
ui-what_happened = Was gerade passiert ist
ui-game_over_text =
    { $turns ->
        [one] Spiel vorbei nach { $turns } Runde: { CAP(THE($winner)) } gewinnen. SP am Ende: { $scores }.
       *[other] Spiel vorbei nach { $turns } Runden: { CAP(THE($winner)) } gewinnen. SP am Ende: { $scores }.
    }
ui-stopped_text =
    { $turns ->
        [one] Das Spiel wurde nach { $turns } Runde am Rundenlimit beendet.
       *[other] Das Spiel wurde nach { $turns } Runden am Rundenlimit beendet.
    }

bot-domination =
    { $n ->
        [0] damit wird ein Feld gewertet: Die Tiere dort bekommen SP nach Rang, das mit den meisten Arten am meisten, für so viele Plätze, wie die Feldwertung für diesen Geländetyp vorsieht. Danach wählt das dort dominante Tier, falls es eines gibt, eine Dominanzkarte. Zurzeit bist du auf keinem Feld dominant, also ginge die Karte an einen Gegner oder an niemanden
        [one] damit wird ein Feld gewertet: Die Tiere dort bekommen SP nach Rang, das mit den meisten Arten am meisten, für so viele Plätze, wie die Feldwertung für diesen Geländetyp vorsieht. Danach wählt das dort dominante Tier, falls es eines gibt, eine Dominanzkarte. Zurzeit bist du auf { $n } Feld dominant: Wertest du es, solange du dort noch dominant bist, wählst du die Karte
       *[other] damit wird ein Feld gewertet: Die Tiere dort bekommen SP nach Rang, das mit den meisten Arten am meisten, für so viele Plätze, wie die Feldwertung für diesen Geländetyp vorsieht. Danach wählt das dort dominante Tier, falls es eines gibt, eine Dominanzkarte. Zurzeit bist du auf { $n } Feldern dominant: Wertest du eines, auf dem du noch dominant bist, wählst du die Karte
    }
bot-speciation_empty_pool = dein Genpool ist leer
bot-speciation_no_element = noch kein Element { $element } auf der Erde
bot-speciation =
    { $k ->
        [0] du wählst { A($element, case: "acc") } auf der Erde und setzt neue Arten auf die Felder, die dieses Element berühren (auf deiner Tierübersicht fehlt dieses Element, auf diesen Feldern zählt es also nicht als übereinstimmendes Element)
        [one] du wählst { A($element, case: "acc") } auf der Erde und setzt neue Arten auf die Felder, die dieses Element berühren (dieses Element hast du einmal auf deiner Tierübersicht – auf diesen Feldern zählt es also einmal als übereinstimmendes Element)
        [2] du wählst { A($element, case: "acc") } auf der Erde und setzt neue Arten auf die Felder, die dieses Element berühren (dieses Element hast du zweimal auf deiner Tierübersicht – auf diesen Feldern zählt es also doppelt als übereinstimmendes Element)
       *[other] du wählst { A($element, case: "acc") } auf der Erde und setzt neue Arten auf die Felder, die dieses Element berühren (dieses Element hast du { $k }-mal auf deiner Tierübersicht – auf diesen Feldern zählt es also { $k }-fach als übereinstimmendes Element)
    }
bot-adaptation = ein Element mehr auf deiner Tierübersicht erhöht deine übereinstimmenden Elemente auf jedem Feld, an dessen Ecken ein Element dieses Typs liegt
bot-adaptation_none = kein Element zu nehmen, oder deine Tierübersicht ist voll
bot-abundance = du legst ein Element auf eine freie Ecke eines Feldes deiner Wahl
bot-abundance_none = kein Element zum Legen
bot-wanderlust = ein neues Feld und Bonus-SP
bot-wanderlust_none = kein aufgedecktes Feld
bot-regression = schützt einen Typ deiner bedrohten Elemente ({ $types }) vor der Zurückentwicklung
bot-regression_none = keines deiner Elemente ist bedroht
bot-migration =
    { $x ->
        [one] bewegt bis zu { $x } Art
       *[other] bewegt bis zu { $x } Arten
    }
bot-competition = eliminiert je Geländetyp dieses Aktionsfelds höchstens eine gegnerische Art auf einem gemeinsamen Feld
bot-competition_none = zurzeit teilst du mit keinem Gegner ein Feld der Geländetypen dieses Aktionsfelds
bot-glaciation = Vergletscherung: Bonus-SP
bot-glaciation_none = zurzeit kann kein Feld vergletschert werden
bot-glaciation_queue = wartet auf einem Aktionsfeld der Vergletscherung
bot-initiative_first = du stehst schon an erster Stelle
bot-initiative = bringt dich in der Initiativreihenfolge nach vorn
bot-wasteland = du legst ein Element aus der Ödlandbox in den Beutel zurück; so können Elemente dieses Typs auf Tundrafeldern erhalten bleiben
bot-depletion = entfernt von der Erde ein Element, dessen Typ auch in der Erschöpfungsbox vorkommt
bot-depletion_none = zurzeit liegt auf der Erde kein Element eines Typs aus der Erschöpfungsbox
bot-box_empty = die Box ist leer
bot-no_change = keine sofortige Änderung
bot-gist-domination =
    { $n ->
        [0] Damit wird in dieser Runde ein Feld gewertet
        [one] Du bist auf einem Feld dominant – bleibst du es bis zur Wertung, wählst du eine Dominanzkarte
        [2] Du bist auf zwei Feldern dominant – bleibst du es bis zur Wertung, wählst du eine Dominanzkarte
       *[other] Du bist auf { $n } Feldern dominant – bleibst du es bis zur Wertung, wählst du eine Dominanzkarte
    }
bot-gist-speciation =
    { $k ->
        [0] Du setzt neue Arten rund um { A($element, case: "acc") }
        [one] Du setzt neue Arten rund um { A($element, case: "acc") } – das Element steht auch auf deiner Tierübersicht
        [2] Du setzt neue Arten rund um { A($element, case: "acc") } – dank deiner Tierübersicht zählt das Element dort doppelt
       *[other] Du setzt neue Arten rund um { A($element, case: "acc") } – dank deiner Tierübersicht zählt das Element dort { $k }-fach
    }
bot-gist-adaptation = Ein Element mehr auf deiner Tierübersicht bringt dir mehr übereinstimmende Elemente
bot-gist-glaciation = Du legst ein Tundrafeld und bekommst Bonus-SP
bot-gist-abundance = Du legst ein Element auf eine freie Ecke eines Feldes deiner Wahl
bot-gist-wanderlust = Du bekommst ein neues Feld und Bonus-SP
bot-gist-regression = Damit schützt du einen Typ deiner bedrohten Elemente ({ $types }) vor der Zurückentwicklung
bot-gist-migration =
    { $x ->
        [one] Du bewegst bis zu { $x } Art
       *[other] Du bewegst bis zu { $x } Arten
    }
bot-gist-competition = Du eliminierst je Geländetyp dieses Aktionsfelds höchstens eine gegnerische Art auf einem gemeinsamen Feld
bot-gist-initiative = Du rückst in der Initiativreihenfolge nach vorn
bot-gist-wasteland = Du nimmst ein Element aus der Ödlandbox; so können Elemente dieses Typs auf Tundrafeldern bleiben
bot-gist-depletion = Du entfernst von der Erde ein Element, dessen Typ auch in der Erschöpfungsbox vorkommt
bot-random = zufällig gewählt
bot-term-vp = { $delta } SP
bot-term-dominated =
    { $n ->
        [one] { $delta } dominiertes Feld
       *[other] { $delta } dominierte Felder
    }
bot-term-matching =
    { $n ->
        [one] { $delta } übereinstimmendes Element
       *[other] { $delta } übereinstimmende Elemente
    }
bot-term-endangered =
    { $n ->
        [one] { $delta } gefährdete Art
       *[other] { $delta } gefährdete Arten
    }
bot-term-species =
    { $n ->
        [one] { $delta } Art auf der Erde
       *[other] { $delta } Arten auf der Erde
    }

render-title = Dominant Species
render-turn = Runde { $n }
render-action_display = Aktionsleiste
render-earth = Erde
render-initiative_track = Initiative
render-cards = Ausliegende Dominanzkarten
render-deck =
    { $n ->
        [one] Stapel: { $n } Karte
       *[other] Stapel: { $n } Karten
    }
render-deck_empty = Stapel: leer
render-bag = Beutel
render-survival = Überleben-Karte
render-survival_none = niemand (Gleichstand oder keine Arten auf Tundra)
render-tundra_supply = Tundrafelder
render-stack_empty = leer
render-gene_pool = Genpool
render-pawns = Aktionsfiguren
render-vp = SP
render-eliminated = Eliminiert
render-player = Spieler { $n }
render-scores = Siegpunkte
render-legend = Legende
render-free_space = kostenlos
render-leftmost_acts = nur die Figur ganz links wirkt
render-plus_tundra = alle: + Tundra
render-up_to = ≤{ $n }
render-dominant = Dominanzmarker
render-species = Arten (Anzahl)
render-pawn = Aktionsfigur
render-element = Elemente
render-choice = erlaubte Wahl
render-changed = gerade geändert
render-highlight = erklärt
render-game_over = Spielende
render-winner = Sieger: { $animal }
render-on_earth = Auf der Erde
render-dominant_on = Dominant auf
render-survival_holder =
    { $n ->
        [one] { $animal }: { $n } Art auf Tundra
       *[other] { $animal }: { $n } Arten auf Tundra
    }
render-endangered = gefährdet (kein übereinstimmendes Element)
render-tab_short-regression = Zurückentw.

compass-E = O
compass-NE = NO
compass-NW = NW
compass-W = W
compass-SW = SW
compass-SE = SO

practice-button-nobody = niemand
practice-button-none = keine
practice-button-none_animals = keine
practice-fmt-row = { $text }
practice-fmt-count = { $animal } { $n }
practice-kind-matching = Übereinstimmende Elemente
practice-kind-dominance = Dominanz
practice-kind-endangered = Gefährdete Arten
practice-kind-scoring = Feldwertung
practice-kind-extinction = Aussterben
practice-kind-survival = Überleben-Karte
practice-kind-bonus = Bonus-SP
practice-kind-illegal = Nicht erlaubte Optionen
practice-kind-find_move = Finde den Zug
practice-q-matching = Wie viele übereinstimmende Elemente haben { THE($animal) } { AT($tile) }?
practice-q-dominance = Welches Tier ist { AT($tile) } dominant?
practice-q-endangered-animals = Welche Tiere haben jetzt gefährdete Arten auf der Erde? Wähle alle, oder „keine“.
practice-q-endangered-tiles = Auf welchen Feldern sind jetzt Arten gefährdet? Wähle alle, oder „keine“.
practice-q-scoring = Wenn { THE($tile) } jetzt gewertet würde: Wie viele SP bekämen { THE($animal) }?
practice-q-survival-holder = Wer hat jetzt die Überleben-Karte?
practice-q-survival-vp = Wenn die Überleben-Karte jetzt gewertet würde: Wie viele Bonus-SP brächte sie?
practice-q-extinction-total = Jetzt beginnt die Rücksetzungs-Phase mit dem Aussterben. Wie viele Arten werden insgesamt eliminiert? { $extra }
practice-q-extinction-animal = Jetzt beginnt die Rücksetzungs-Phase mit dem Aussterben. Wie viele Arten verlieren { THE($animal) }? { $extra }
practice-q-extinction-mammals = (Die Säugetiere retten eine ihrer gefährdeten Arten, wie es ihre Fähigkeit erlaubt.)
practice-q-bonus-glaciation = Vergletscherung: { CAP(THE($animal)) } vergletschern { THE($tile, case: "acc") }. Wie viele Bonus-SP bekommen sie?
practice-q-bonus-wanderlust = Wandertrieb: { CAP(THE($animal)) } legen ein neues Feld ({ $terrain }); Ort: { $hex }. Wie viele Bonus-SP bekommen sie?
practice-q-illegal = { $prompt } Welche der markierten Optionen sind NICHT erlaubt? Wähle alle.
practice-q-move-abundance = Überfluss: { CAP(THE($animal)) } legen das Element { $element }. Auf welcher Ecke macht es sie { AT($tile) } dominant?
practice-q-move-depletion = Erschöpfung: { CAP(THE($animal)) } entfernen ein Element ({ $elements }). Von welcher Ecke müssen sie es entfernen, damit { THE($rival) } { AT($tile) } nicht mehr dominant sind?
practice-matching-sheet = { CAP(THE($animal)) } haben auf ihrer Tierübersicht: { $elements }.
practice-matching-tile = Auf den Ecken { THE($tile, case: "gen") } liegen: { $elements }.
practice-matching-tile_empty = Auf den Ecken { THE($tile, case: "gen") } liegt kein Element.
practice-matching-sum = Jedes Element der Tierübersicht zählt die Elemente seines Typs auf dem Feld (Tierübersicht × Feld): { $calc }.
practice-matching-zero = Kein übereinstimmendes Element: Ihre Arten dort sind gefährdet.
practice-dominance-rows = Übereinstimmende Elemente { AT($tile) }: { $rows }.
practice-dominance-unique = { CAP(THE($animal)) } haben die meisten übereinstimmenden Elemente ({ $total }), und kein anderes Tier erreicht das: Sie sind dominant.
practice-dominance-quality = Dominanz hängt von den übereinstimmenden Elementen ab, nicht von der Zahl der Arten: { CAP(THE($others)) } haben hier mehr Arten.
practice-dominance-tie = { CAP(THE($animals)) } haben an der Spitze gleich viele übereinstimmende Elemente ({ $total }): Niemand ist dominant, und diesen Gleichstand löst die Nahrungskette nicht auf.
practice-dominance-zero = Hier hat kein Tier ein übereinstimmendes Element, und ein gefährdetes Tier ist nie dominant: Niemand ist dominant.
practice-dominance-empty = Hier sind keine Arten: Niemand ist dominant.
practice-endangered-row = { $animal } (Arten: { $n }): kein übereinstimmendes Element { AT($tile) }, denn dort liegt kein Element eines Typs ihrer Tierübersicht ({ $types }).
practice-endangered-none = Jedes Tier hat auf jedem Feld mit seinen Arten mindestens ein übereinstimmendes Element: Keine Art ist gefährdet.
practice-endangered-rule = Arten sind gefährdet, wo ihr Tier kein übereinstimmendes Element hat; beim Aussterben werden sie eliminiert, wenn niemand sie rettet.
practice-scoring-values = Ein Feld vom Typ { $terrain } bringt { $values } SP für die ersten { $k } Plätze.
practice-scoring-tundra = Dieses Feld wurde vergletschert: Es ist in jeder Hinsicht Tundra und nicht mehr { $printed } (R13).
practice-scoring-ranking = Die Plätze richten sich nach der Zahl der Arten; bei Gleichstand entscheidet die Nahrungskette: { $places }.
practice-scoring-left_out = { $animals }: keine SP, denn ein Feld vom Typ { $terrain } bringt nur den ersten { $k } Plätzen SP.
practice-scoring-left_out_one = { $animals }: keine SP, denn ein Feld vom Typ { $terrain } bringt nur dem ersten Platz SP.
practice-scoring-values_one = Ein Feld vom Typ { $terrain } bringt { $values } SP, nur für den ersten Platz.
practice-scoring-result = Also bekommen { THE($animal) } { $vp } SP.
practice-scoring-absent = { CAP(THE($animal)) } haben hier keine Arten und bekommen nichts.
practice-survival-counts = Arten auf Tundrafeldern: { $rows }.
practice-survival-holder = { CAP(THE($animal)) } haben eindeutig die meisten ({ $n }) und damit die Karte: Es zählen die meisten, nicht die wenigsten (R20).
practice-survival-alone = Sie sind das einzige Tier auf der Tundra, und das genügt (R36).
practice-survival-tie = { CAP(THE($animals)) } haben an der Spitze gleich viele Arten ({ $n }): Niemand hat die Karte.
practice-survival-nobody_on_tundra = Kein Tier hat Arten auf einem Tundrafeld, also hat niemand die Karte (R36).
practice-survival-multi = Mit mehreren Tieren pro Spieler gehört die Karte einem Tier, nie einem Spieler (R48).
practice-survival-pays = Tundrafelder mit Arten { THE($animal, case: "gen") }: { $n }; die Bonuspunkte-Tabelle gibt für { $n } genau { $vp } SP.
practice-survival-pays_nothing = Niemand hat sie, also bringt sie nichts.
practice-extinction-row = { $animal }: gefährdet { AT($tile) }; eliminierte Arten: { $n }.
practice-extinction-saved = Säugetiere: gefährdet { AT($tile) } (Arten: { $n }); eine retten sie mit ihrer Fähigkeit; eliminierte Arten: { $lost }.
practice-extinction-none = Keine Art ist gefährdet, also verliert niemand etwas.
practice-extinction-total =
    { $n ->
        [0] Insgesamt wird keine Art eliminiert.
        [one] Insgesamt wird { $n } Art eliminiert.
       *[other] Insgesamt werden { $n } Arten eliminiert.
    }
practice-extinction-animal = Also verlieren { THE($animal) } { $n }.
practice-bonus-glaciation = Tundrafelder neben { THE($tile, case: "dat") }: { $n } ({ $tiles }).
practice-bonus-wanderlust = Felder der Erde neben dem neuen Feld: { $n } ({ $tiles }).
practice-bonus-table = Bonus-SP für { $n }: n(n+1)/2 = { $vp }.
practice-bonus-r2 = Die Bonuspunkte-Tabelle geht { $series } … weiter, ohne Obergrenze (R2).
practice-bonus-r13 = Ein vergletschertes Feld zählt in jeder Hinsicht als Tundra (R13).
practice-bonus-tundra_counts = Auch Tundrafelder sind Felder der Erde und zählen mit.
practice-illegal-bad = { $option }: nicht erlaubt, denn { $reason }.
practice-illegal-ok = { $option }: erlaubt.
practice-illegal-r37 = Das Element der Artenbildung darf auch auf einer Ecke liegen, die nur ein oder zwei Felder berührt (R37).
practice-why-space_taken = dort steht schon eine Aktionsfigur { THE($animal, case: "gen") }
practice-why-initiative_back = die Aktionsfigur muss auf ein anderes „Augen“-Aktionsfeld, nicht zurück auf das Aktionsfeld der Initiative (R5)
practice-why-already_tundra = es ist schon Tundra
practice-why-no_tundra_next = es grenzt an kein Tundrafeld
practice-why-hex_far = ein neues Feld muss an die Erde grenzen (R9)
practice-why-hex_taken = dort liegt schon ein Feld
practice-why-wrong_element = dort liegt kein Element { $element }, das Element dieses Aktionsfeldes der Artenbildung
practice-why-not_in_box = entfernt werden darf nur ein Element eines Typs aus der Erschöpfungsbox ({ $elements })
practice-why-corner_taken = auf der Ecke liegt schon ein Element
practice-why-too_far = eine Art { AT($origin) } darf nur auf ein Nachbarfeld ziehen
practice-why-too_far_bird = Vögel { AT($origin) } erreichen nur Nachbarfelder und Felder, die zwei Schritte entfernt sind (R11)
practice-why-no_bridge = Vögel dürfen { THE($origin, case: "dat", prep: "von") } nur über ein vorhandenes Feld hinweg, das an beide grenzt, zwei Felder weit fliegen (R11)
practice-why-not_offered = die Regeln erlauben es hier nicht
practice-move-before = Jetzt: { $verdict }
practice-move-abundance_after = Mit dem Element { $element } auf der { $corner }: { $verdict }
practice-move-same_tile = Jede freie Ecke { THE($tile, case: "gen") } fügt ihm dasselbe Element { $element } hinzu; Ecken anderer Felder ändern dort nichts.
practice-move-r8 = Auch Ecken am Rand der Erde dürfen ein Element bekommen (R8).
practice-move-depletion_after = Ohne dieses Element ({ $corner }): { $verdict }
practice-move-depletion_types = Nur Elemente auf den Ecken des Feldes ändern seine übereinstimmenden Elemente, und nur für Tiere, die diesen Typ haben (Erschöpfung entfernt genau ein Element, R44).
practice-grade-right = Richtig!
practice-grade-wrong = Nicht ganz: Die Antwort ist { $expected }.
practice-grade-wrong_any = Nicht ganz: Jede dieser Antworten ist richtig: { $expected }.
practice-grade-rulings = Regelentscheidungen: { $rulings }.
practice-sheet-title = Dominant Species: Übungsblatt
practice-sheet-key_title = Dominant Species: Lösungen
practice-sheet-intro =
    { $n ->
        [one] { $n } Frage · Schwierigkeit { $difficulty } · Startwert { $seed }
       *[other] { $n } Fragen · Schwierigkeit { $difficulty } · Startwert { $seed }
    }
practice-sheet-question = Frage { $n }
practice-sheet-answer = Antwort:
practice-sheet-any_of = eine beliebige dieser Antworten: { $answers }
practice-sheet-choose_one = Kreise eine Antwort ein.
practice-sheet-choose_all = Kreise alle richtigen Antworten ein.
practice-sheet-number = Schreibe eine Zahl.
practice-sheet-name = Name:
practice-sheet-date = Datum:

lesson-setup-title = Den Tisch für { $players } Spieler aufbauen
lesson-setup-title_multi = Den Tisch für { $players } Spieler aufbauen, mit mehreren Tieren pro Spieler
lesson-setup-board = Lege den Spielplan in die Mitte und die Überleben-Karte daneben.
lesson-setup-animals = Wählt { $n } Tiere (oder verteilt sie zufällig); Tierübersichten und Marker der anderen Tiere kommen in die Schachtel zurück.
lesson-setup-animals_multi = Alle sechs Tiere werden gespielt: Jeder der { $players } Spieler führt { $per } davon (gewählt oder zufällig verteilt).
lesson-setup-initiative = Lege die Initiativmarker der Tiere in umgekehrter Reihenfolge der Nahrungskette von links nach rechts aus: { $order }; Tiere, die nicht im Spiel sind, entfallen.
lesson-setup-tiles = Lege die { $start_tiles } Startfelder auf ihre Plätze und ein Tundrafeld auf die See in der Mitte; die anderen { $tundra_supply } Tundrafelder sind der Vorrat für die Vergletscherung.
lesson-setup-stacks = Mische die anderen { $draw_tiles } großen Felder verdeckt zu { $stacks } Stapeln zu je { $per_stack } für den Wandertrieb und decke das oberste Feld jedes Stapels auf.
lesson-setup-cards = Mische die Dominanzkarten ohne die Eiszeitkarte und lege sie auf die verdeckte Eiszeitkarte, die so die letzte Karte ist; lege die obersten { $face_up } offen in die Auslage.
lesson-setup-elements = Lege { $per_type } Elemente jedes Typs auf die { $start_corners } Start-Ecken und die anderen { $bag } in den Beutel; ziehe je { $squares } für die Quadrate von Anpassung, Überfluss und Wandertrieb.
lesson-setup-pieces =
    { $pawns ->
        [one] Jedes Tier nimmt { $pawns } Aktionsfigur, { $cubes } Würfel und { $cones } Kegel seiner Farbe; der Rest kommt in die Schachtel zurück.
       *[other] Jedes Tier nimmt { $pawns } Aktionsfiguren, { $cubes } Würfel und { $cones } Kegel seiner Farbe; der Rest kommt in die Schachtel zurück.
    }
lesson-setup-vp = Ein Würfel jedes Tieres kommt auf die { $vp } der Siegpunktleiste.
lesson-setup-species = Jedes Tier setzt { $on_first } Arten auf eines seiner Startfelder und je { $on_others } auf zwei andere (die Tiertabelle oben).
lesson-setup-start = Die erste Runde beginnt mit der Planung: Das Tier ganz links in der Initiativreihenfolge setzt die erste Figur.
lesson-setup-multi_score = Jedes Tier handelt für sich und behandelt jedes andere Tier als Gegner, auch die anderen Tiere desselben Spielers; am Ende zählen für einen Spieler nur die SP seines schwächsten Tieres.
lesson-whole_turn-title = Runde { $turn } einer aufgezeichneten Partie, alle zwölf Abschnitte der Reihe nach
lesson-whole_turn-planned =
    { $n ->
        [one] In der Planungs-Phase wurde { $n } Aktionsfigur auf die Aktionsleiste gesetzt{ $lifted ->
            [0] .
           *[other] ; sie stand auf der Initiative und ist schon in der Hand ihres Besitzers: Der erste Abschnitt wird gerade ausgeführt.
        }
       *[other] In der Planungs-Phase wurden { $n } Aktionsfiguren auf die Aktionsleiste gesetzt{ $lifted ->
            [0] .
           *[other] ; die auf der Initiative ist schon in der Hand ihres Besitzers: Der erste Abschnitt wird gerade ausgeführt.
        }
    }
lesson-whole_turn-section = { $i }. { $section }
lesson-whole_turn-nothing = Hier steht keine Figur, und ohne Figur geschieht nichts.
lesson-whole_turn-reset = Rücksetzung: Aussterben, Überleben, Aussaat
lesson-whole_turn-after = Der Tisch zu Beginn von Runde { $turn }
lesson-solution = Lösung (zum Öffnen klicken)
lesson-source = Beispiel aus der Spielregel: { $source }.
lesson-engine_check = Von der Spiel-Engine geprüft
lesson-nothing_happens = Nichts ändert sich.
lesson-hint_yours = Noch ist nichts gespielt: Die Wahl liegt bei dir. Klicke eine Option auf dem Spielbrett oder bei den Schaltflächen an; die Bots antworten dann von selbst.
lesson-game_over = Das Spiel ist vorbei.
lesson-before = Vorher
lesson-after = Nachher
lesson-before_after = Der Tisch vor und nach der Karte.
lesson-card_intro = { CAP(THE($chooser)) } sind { AT($tile) } dominant: Wird das Feld gewertet, müssen sie eine der offenen Karten nehmen, und sie nehmen „{ $card }“.
lesson-bot-greedy = gierigen
lesson-bot-random = zufälligen
lesson-bot-any = anderen
lesson-bots_played =
    { $n ->
        [one] Die { $bot } Bots haben { $n } Entscheidung getroffen.
       *[other] Die { $bot } Bots haben { $n } Entscheidungen getroffen.
    }
lesson-matching_on = Übereinstimmende Elemente { AT($tile) } (Element: auf der Tierübersicht × auf dem Feld)
lesson-endangered_title = Gefährdete Arten (kein übereinstimmendes Element): sie sterben beim nächsten Aussterben
lesson-endangered_row =
    { $n ->
        [one] { $animal }: { $n } Art { AT($tile) }
       *[other] { $animal }: { $n } Arten { AT($tile) }
    }
lesson-no_endangered = Keine Art ist gefährdet.
lesson-initiative_order = Initiativreihenfolge, vom ersten bis zum letzten: { $order }.
lesson-dominance_unchanged = Kein Feld wechselt sein dominantes Tier.
lesson-scoring_title = Wertung { THE($tile, case: "gen") }, wenn es jetzt gewertet würde
lesson-no_place_left = kein Platz mehr übrig
lesson-unawarded = Nicht vergeben, weil für diese Plätze kein Tier übrig ist: { $vp } SP.
lesson-winner = { CAP(THE($animal)) } gewinnen.
lesson-where = Schritt { $ply } von { $plies }: Runde { $turn }, { $phase }.
lesson-where_over = Schritt { $ply } von { $plies }: Das Spiel endete in Runde { $turn }.
lesson-sim-games = Spiele
lesson-sim-completed =
    { $n ->
        [one] { $n } von { $total } Spielen erreichte die Eiszeit, nach { $low ->
            [one] { $low } Runde
           *[other] { $low } Runden
        }.
       *[other] { $n } von { $total } Spielen erreichten die Eiszeit; sie dauerten { $low } bis { $high } Runden, im Schnitt { $mean }.
    }
lesson-sim-none = Keines der { $total } Spiele erreichte die Eiszeit.
lesson-sim-no_plots = In diesem Python fehlt matplotlib (im Python, das ohne Installation auf der Website im Browser läuft, fehlt es immer); deshalb stehen hier die Zahlen der Diagramme als Tabellen.
lesson-plot-final_vp = SP am Ende nach Tier
lesson-plot-wins = Siege nach Tier
lesson-plot-cards = Wie oft jede Karte genommen wird
lesson-plot-turns = Spieldauer mit zufälligen Bots
lesson-plot-turns_axis = Runden bis zur Eiszeit
lesson-plot-games_axis = Spiele
lesson-survival_holder =
    { $n ->
        [one] Arten auf Tundra: { $counts }. { CAP(THE($animal)) } halten die Überleben-Karte: Sie besetzen { $n } Tundrafeld; würde Überleben jetzt gewertet, brächte das { $vp } Bonus-SP. In der Rücksetzungs-Phase kommt zuerst das Aussterben, und das kann daran etwas ändern.
       *[other] Arten auf Tundra: { $counts }. { CAP(THE($animal)) } halten die Überleben-Karte: Sie besetzen { $n } Tundrafelder; würde Überleben jetzt gewertet, brächte das { $vp } Bonus-SP. In der Rücksetzungs-Phase kommt zuerst das Aussterben, und das kann daran etwas ändern.
    }
lesson-survival_nobody = Arten auf Tundra: { $counts }. Niemand hält die Überleben-Karte (keine Arten auf Tundra oder Gleichstand bei den meisten).
lesson-allotment_note = Einer der Würfel dient als SP-Marker; nicht zugeteilte Würfel und Aktionsfiguren bleiben in der Schachtel.
lesson-census_note = Jedes Element ist immer irgendwo: { $n } von jedem Typ insgesamt.
lesson-short_game_note = ✱ in der Variante „Kurzes Spiel“ entfernt.
lesson-edit-add_element = Was wäre, wenn wir ein Element { $element } an die { $corner } legen?
lesson-edit-remove_element = Was wäre, wenn wir das Element { $element } von der { $corner } entfernen?
lesson-edit-set_species =
    { $n ->
        [one] Was wäre, wenn { THE($animal) } { $n } Art { AT($tile) } hätten (statt { $was })?
       *[other] Was wäre, wenn { THE($animal) } { $n } Arten { AT($tile) } hätten (statt { $was })?
    }
lesson-edit-add_tile = Was wäre, wenn wir ein Feld vom Typ { $terrain } { THE($tile, case: "acc", prep: "auf") } legen?
lesson-edit-remove_tile = Was wäre, wenn { THE($tile) } auf einen Wandertrieb-Stapel zurückginge?
lesson-edit-add_sheet_element = Was wäre, wenn { THE($animal) } ein Element { $element } mehr auf ihrer Tierübersicht hätten?
lesson-edit-remove_sheet_element = Was wäre, wenn { THE($animal) } ein Element { $element } weniger auf ihrer Tierübersicht hätten?
lesson-check-vp = { $animal }: { $vp } SP.
lesson-check-species =
    { $n ->
        [one] { $animal }: { $n } Art { AT($tile) }.
       *[other] { $animal }: { $n } Arten { AT($tile) }.
    }
lesson-check-corner_empty = Die { $corner } ist leer.
lesson-check-corner_holds = Auf der { $corner } liegt das Element { $element }.
lesson-check-pawns =
    { $n ->
        [one] { CAP(THE($animal)) } besitzen { $n } Aktionsfigur.
       *[other] { CAP(THE($animal)) } besitzen { $n } Aktionsfiguren.
    }
lesson-check-sheet = { $animal }, Elemente auf der Tierübersicht: { $elements }.
lesson-check-allotment =
    { $pawns ->
        [one] { $animal }: { $pawns } Aktionsfigur, Genpool { $gene_pool }
       *[other] { $animal }: { $pawns } Aktionsfiguren, Genpool { $gene_pool }
    }
lesson-check-tundra = { CAP(THE($tile)) } ist jetzt ein Tundrafeld.
lesson-check-endangered = Gefährdet: { $rows }.
lesson-check-deck =
    { $n ->
        [one] Im Stapel liegt { $n } Karte.
       *[other] Im Stapel liegen { $n } Karten.
    }
lesson-check-space = { CAP(THE($animal)) } haben eine Aktionsfigur auf dem Aktionsfeld { $space }.
lesson-check-space_empty = Das Aktionsfeld { $space } ist leer.
lesson-check-supply =
    { $n ->
        [one] { CAP(THE($animal)) } haben { $n } Aktionsfigur im Vorrat.
       *[other] { CAP(THE($animal)) } haben { $n } Aktionsfiguren im Vorrat.
    }
lesson-check-legal = { $option } ist eine der Optionen.
lesson-check-not_offered = { $option } ist nicht unter den Optionen.
lesson-seat-human = Platz { $n }: { $animals } — das bist du.
lesson-seat-greedy = Platz { $n }: { $animals }, gespielt vom gierigen Bot.
lesson-seat-random = Platz { $n }: { $animals }, gespielt vom zufälligen Bot.
lesson-seat-first = { CAP(THE($animal)) } stehen in der Initiativreihenfolge ganz vorn: Sie setzen die erste Aktionsfigur.
lesson-ordinal-1 = 1.
lesson-ordinal-2 = 2.
lesson-ordinal-3 = 3.
lesson-ordinal-4 = 4.
lesson-col-players = Spieler
lesson-col-pawns = Aktionsfiguren pro Tier
lesson-col-cubes = Würfel (Arten) pro Tier
lesson-col-start_species = Arten zu Beginn auf dem Spielbrett
lesson-col-gene_pool = Genpool nach dem Spielaufbau
lesson-col-food_chain = Nahrungskette
lesson-col-animal = Tier
lesson-col-printed = aufgedruckte Elemente
lesson-col-two_on =
    { $n ->
        [one] { $n } Art auf
       *[other] { $n } Arten auf
    }
lesson-col-one_on =
    { $n ->
        [one] je { $n } Art auf
       *[other] je { $n } Arten auf
    }
lesson-col-terrain = Geländetyp
lesson-col-nth_place = { $nth } Platz
lesson-col-quantity = Anzahl
lesson-col-bonus_vp = Bonus-SP
lesson-col-cap = Obergrenze pro Feld
lesson-col-n = #
lesson-col-section = Abschnitt
lesson-col-eyeballs = „Augen“-Aktionsfelder
lesson-col-free_space = kostenloses Aktionsfeld
lesson-col-stores = enthält
lesson-col-always = geschieht auch ohne Aktionsfiguren
lesson-col-per_space = pro Aktionsfeld, von links nach rechts
lesson-col-card = Karte
lesson-col-effect = Wirkung
lesson-col-short_game = Kurzes Spiel
lesson-col-tile = Feld
lesson-col-elements = Elemente
lesson-col-species = Arten
lesson-col-matching = Übereinstimmende Elemente
lesson-col-dominant = Dominant
lesson-col-place = Platz
lesson-col-vp = SP
lesson-col-why = Warum
lesson-col-added = hinzugefügte Elemente
lesson-col-total = Elemente
lesson-col-gene_pool_now = Genpool
lesson-col-pawns_now = Aktionsfiguren im Vorrat / im Besitz
lesson-col-element = Element
lesson-col-bag = Beutel
lesson-col-earth = Erde
lesson-col-display = Aktionsleiste
lesson-col-sheets = Tierübersichten
lesson-col-option_id = Options-ID
lesson-col-option = Option
lesson-col-games = Spiele
lesson-col-wins = Siege
lesson-col-mean_vp = SP am Ende im Schnitt
lesson-col-taken = genommen
lesson-store-adaptation = { $squares } Elemente, jede Runde neu gezogen
lesson-store-regression = Regressionsbox: die Reste der Anpassung aus der Vorrunde
lesson-store-abundance = { $squares } Elemente, jede Runde neu gezogen
lesson-store-wasteland = Ödlandbox: die Reste des Überflusses aus der Vorrunde
lesson-store-depletion = Erschöpfungsbox: was in der Vorrunde in der Ödlandbox lag
lesson-store-glaciation = die Tundrafelder
lesson-store-wanderlust = { $squares } Elemente, jede Runde neu gezogen; { $stacks } Stapel mit Feldern
lesson-always-regression = ja: hinzugefügte Elemente der Typen in der Box gehen verloren
lesson-always-wasteland = ja: Elemente der Typen in der Box werden von der Tundra entfernt
lesson-always-insects_free = ja: die kostenlose Art der Insekten
lesson-always-arachnids_free = ja: der kostenlose Konkurrenzkampf der Spinnen

corner-bare = Ecke { $corner }
corner-of = { $dir }-Ecke { THE($tile, case: "gen") }
corner-shared = { $dir }-Ecke { THE($tile, case: "gen") } { THE($other, case: "dat", prep: "an") }
corner-meet = { $dir }-Ecke { THE($tile, case: "gen") } { THE($others, case: "dat", prep: "an") }

## The language's grammar (grammar.py): articles by gender (m, f, n; pl for a plural) and case,
## and a preposition that joins the article (von dem: vom)
grammar-article = der
    .m-nom = der
    .m-acc = den
    .m-dat = dem
    .m-gen = des
    .f-nom = die
    .f-acc = die
    .f-dat = der
    .f-gen = der
    .n-nom = das
    .n-acc = das
    .n-dat = dem
    .n-gen = des
    .pl-nom = die
    .pl-acc = die
    .pl-dat = den
    .pl-gen = der
grammar-indefinite = ein
    .m-nom = ein
    .m-acc = einen
    .m-dat = einem
    .m-gen = eines
    .f-nom = eine
    .f-acc = eine
    .f-dat = einer
    .f-gen = einer
    .n-nom = ein
    .n-acc = ein
    .n-dat = einem
    .n-gen = eines
grammar-von = von
    .dem = vom
grammar-in = in
    .dem = im
    .das = ins
grammar-zu = zu
    .dem = zum
    .der = zur
grammar-an = an
    .dem = am
    .das = ans
grammar-bei = bei
    .dem = beim

## A rulebook example is part of an earth, not a game (engine/fragment.py): what it is, instead of a turn
fragment-rulebook = Ein Teil der Erde, wie im Beispiel der Spielregel ({ $source })
fragment-rulebook_short = Beispiel der Spielregel ({ $source })
fragment-practice_short = Übungsfrage
fragment-earth = Teil der Erde
fragment-practice = Ein Teil der Erde einer Partie, für eine Frage vorbereitet
render-example_over = das Beispiel ist zu Ende
render-vp_example = SP im Beispiel
render-example_display = Von der Aktionsleiste sind nur die Abschnitte zu sehen, die das Beispiel benutzt.
render-example_no_cards = Das Beispiel zeigt keine Karten.
event-game_over-example = Das Beispiel der Spielregel ist zu Ende.
ui-example_over_text = Das Beispiel der Spielregel ist zu Ende. Mit „Rückgängig“ kannst du andere Züge ausprobieren oder es aus der Liste neu öffnen.
ui-example_over = das Beispiel ist zu Ende
