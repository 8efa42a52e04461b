## The notes of the lessons' exercises, shown with a solution (note-l<lesson>-<exercise>): a note
## types no number, place or count of the game; its { $facts } come from the solution played out
## (ds_widget/lessons/facts, tests/notebooks/test_lesson_facts.py)

note-l01-five_players = Bei { $players } Spielern bekommt jedes Tier { $pawns } Aktionsfiguren und { $cubes } Würfel: einer ist der SP-Marker, { $on_earth } stehen zu Beginn auf dem Spielbrett, also bleiben { $gene_pool } im Genpool.
note-l01-forest_scoring = { CAP(THE($first)) } haben { $first_species } Arten { AT($tile) } und belegen den ersten Platz, { $first_vp } SP. { CAP(THE($tied)) } haben je { $tied_species }: { CAP(THE($second)) } stehen in der Nahrungskette höher, also bekommen sie den zweiten Platz ({ $second_vp } SP) und { THE($third) } den dritten ({ $third_vp } SP).
note-l02-amphibians_move_in =
    { CAP(THE($animal)) }. { CAP(THE($tile)) } hat { $tile_n ->
        [one] { A($element, case: "acc") }
       *[other] { $tile_n } { PLURAL($element) }
    }, und { THE($animal) } haben { $sheet_n } { PLURAL($element) } auf ihrer Tierübersicht: { $sheet_n } × { $tile_n } = { $total }. { CAP(THE($rival)) } haben dort nur { $rival_total } übereinstimmende Elemente ({ $rival_sheet } { PLURAL($rival_element) } auf der Tierübersicht × { $rival_tile ->
        [one] { A($rival_element) } auf der gemeinsamen Ecke
       *[other] { $rival_tile } { PLURAL($rival_element) } auf gemeinsamen Ecken
    }). { $moved ->
        [one] Eine einzige Art genügt
       *[other] { $moved } Arten genügen
    }: Dominanz ist Qualität, nicht Menge.
note-l02-desert_tie = { CAP(A($element)) }: { CAP(THE($animal)) } kommen dann auf { $sheet } × { $tile_n } = { $total } übereinstimmende Elemente, genauso viele wie { THE($rival) } ({ $rival_sheet } { PLURAL($rival_element) } × { $rival_tile } { PLURAL($rival_element) }), und bei Gleichstand ist niemand dominant. { CAP(A($also)) } geht auch: { CAP(THE($also_animal)) } haben { $also_sheet } { PLURAL($also) } auf ihrer Tierübersicht und { THE($tile) } hat dann { $also_tile }: wieder { $also_total }. { CAP(A($stronger)) } würde nur { THE($rival, case: "acc") } stärken.
note-l03-keep_pawn = Ja: Der Tausch ist der erste Teil der Aktion und geschieht, sobald { THE($animal) } sie ausführen; sie stehen jetzt auf Platz { $place } der Initiativreihenfolge, vor { THE($passed, case: "dat") }. Die Figur zu behalten, überspringt nur den zweiten Teil: Das Aktionsfeld { THE($section, case: "dat", prep: "in") } bleibt leer, und die Figur bleibt im Vorrat { THE($animal, case: "gen") }. Nur wer auf die ganze Aktion verzichtet, überspringt auch den Tausch.
note-l03-not_initiative_again = Nein. Die Figur kommt auf ein anderes freies „Augen“-Aktionsfeld: Es ist die letzte Platzierung der Runde, für eine Aktion, die in dieser Runde noch kommt, deshalb wird das Aktionsfeld der Initiative selbst nicht angeboten.
note-l04-adaptation_grass = Mit { $sheet } { PLURAL($element) } auf ihrer Tierübersicht kommen { THE($animal) } { AT($tile) } auf { $sheet } × { $tile_n } = { $total } übereinstimmende Elemente statt { $before }: Spezialisierung macht sie stark, wo { $element } liegt. Das Risiko: { $left } { PLURAL($risk) } bleiben in den Anpassungs-Quadraten. Nimmt sie niemand, rutschen sie in die Regressionsbox, und in der nächsten Runde verliert jedes Tier, das { A($risk, case: "acc") } hinzugefügt hat, dieses Element wieder, wenn es den Typ { $risk } nicht mit einer Aktionsfigur in der Zurückentwicklung schützt.
note-l04-regression_elsewhere = Die Box enthält { $box_n } { PLURAL($type) }, die als ein Typ zählen: { $type }. Ohne Aktionsfigur in der Zurückentwicklung verlieren { THE($animal) } ihr hinzugefügtes Element vom Typ { $type }, genau wie { THE($others) }. { CAP(THE($keeper)) } verlieren dank ihrer kostenlosen Aktionsfigur nichts. Niemand verliert mehr als { A($type, case: "acc") }, und aufgedruckte Elemente werden nie angetastet.
note-l04-wasteland_water = Jetzt bleibt { THE($kept) } in der Box, also kommen alle { PLURAL($kept) }, die die Tundra berühren, in den Beutel: { $removed } Stück. { CAP(AT($tile)) } hatten { THE($animal) } nur diese { PLURAL($kept) }: Sie haben dort { $matching } übereinstimmende Elemente, verlieren { THE($tile, case: "acc") }, und ihre { $species } Arten dort sind gefährdet. { CAP(THE($returned)) } bleibt liegen, und { THE($keeper) } behalten { THE($keeper_tile, case: "acc") }.
note-l04-depletion_other_seed = Nur { THE($tile) } ändert sich. Dieses Element berührt nur { THE($tile, case: "acc") }, also fallen { THE($animal) } dort auf { $matching } und haben Gleichstand mit { THE($rival, case: "dat") }: Niemand ist { AT($tile) } dominant. { CAP(THE($element)) } auf der gemeinsamen Ecke bleibt, also haben { THE($tied) } { AT($other) } weiter Gleichstand bei { $other_matching }, und auch dort ist niemand dominant.
note-l05-glaciate_savannah = { CAP(THE($tile)) } grenzt an { $tundra } Tundrafelder: { $vp } Bonus-SP. Die Tundra lockt die Reptilien (Lektion 8 zeigt, was Arten auf Tundra gewinnen können), aber ihr einziges Element { $lost } liegt jetzt zwischen drei Tundrafeldern und kommt in den Beutel: Die Reptilien haben nirgends mehr übereinstimmende Elemente, und alle ihre Arten sind gefährdet. Deshalb vergletschern die Reptilien in der Spielregel { THE($rulebook_tile, case: "acc") }.
note-l05-insects_elsewhere = { CAP(THE($first)) }: Beide Tiere haben { $both } Arten { AT($tile) }, und bei Gleichstand der Arten gewinnt das Tier, das in der Nahrungskette höher steht — { THE($first) } stehen über { THE($second, case: "dat") }. Die kostenlose Art der Insekten { AT($tile) } macht { $with_free } zu { $both } und sichert ihnen den ersten Platz; { AT($elsewhere) } ließe sie den Gleichstand, und damit den ersten Platz, { THE($first, case: "dat") }.
note-l05-wanderlust_bonus = { $best_hexes } freie Plätze grenzen an { $best_tiles } Felder der Erde und bringen je { $best_vp } Bonus-SP: der aus der Spielregel, zwischen { THE($rulebook_between, case: "dat") }, und die { $other_best } anderen, die zwischen zwei benachbarten Startfeldern liegen. Jeder andere freie Platz neben der Erde grenzt nur an ein Feld: { $others_vp } Bonus-SP.
note-l06-bird_flight =
    Der Vogel erreicht { THE($near, case: "acc") } neben { THE($from, case: "dat") } und, { $range } Felder weit über { THE($via, case: "acc") } hinweg, { THE($far, case: "acc") }. { CAP(THE($out)) } { NUMBER($out) ->
        [one] liegt
       *[other] liegen
    } mehr als { $range } Felder entfernt: Ein Vogel fliegt höchstens { $range } Felder weit und nur über Felder der Erde, nie über einen freien Platz des Spielplans.
note-l06-other_forest = Nein: Eine Aktionsfigur kämpft auf höchstens einem Feld je Geländetyp, nach dem Kampf { AT($tile) } ist also { THE($other_tile) } außer Reichweite; und weil die Reptilien auf keinem Feld vom Typ { $rest } Arten haben, endet der Konkurrenzkampf dort. { CAP(AT($tile)) } sind die Reptilien jetzt allein, aber dort liegt k{ A($need) }: Sie sind gefährdet und sterben beim Aussterben.
note-l07-best_card =
    { $best }: ein SP für jede Art auf einem Feld, das { THE($animal) } besetzen, egal wem sie gehört — { THE($tile) } hat { $sum } = { $species } Arten, also { $card_vp } SP ({ $before } + { $card_vp } = { $total }). { $bio } brächte { $bio_vp } SP ({ $bio_tiles ->
        [one] ein einziges Feld
       *[other] { $bio_tiles } Felder
    } mit Gegnern), { $eco } { $eco_vp } ({ $eco_n ->
        [one] { A($eco_element) }
       *[other] { $eco_n } { PLURAL($eco_element) }
    } auf dem Spielbrett); { $none } { NUMBER($none) ->
        [one] bringt
       *[other] bringen
    } keine SP.
note-l07-once_per_turn = Nur { THE($card_tile) } bringt eine Karte: { CAP(THE($animal)) } sind dort allein und dominant. Ohne Karte dürfen sie jedes andere Feld werten ({ THE($empty, case: "acc") }), aber auf keinem davon gibt es Arten, also bekäme niemand SP; und { THE($scored) } wurde in dieser Runde schon gewählt, deshalb wird dieses Feld weder bei den Feldern mit Karte noch bei den anderen angeboten.
note-l08-save_mountain = Eine { AT($saved) }, keine auf den beiden anderen Feldern. Die Rettung bewahrt genau eine Art, nicht ein Feld: Das Säugetier { AT($saved) } überlebt, und alle { $lost } auf den beiden anderen Feldern sterben ({ $lost_a } auf dem einen, { $lost_b } auf dem anderen). Wird wie in der Lektion { AT($code_tile) } gerettet, wo sie { $code_n } haben, bleibt eines dieser { $code_n }, und das { AT($saved) } stirbt: In jedem Fall überlebt eine Art.
note-l08-birds_keep_survival =
    { CAP(A($element)) }, aber auch { A($others) } { NUMBER($others) ->
        [one] funktioniert
       *[other] funktionieren
    }: jedes Element auf der Tierübersicht { THE($holder, case: "gen") }. { CAP(THE($holder)) } { AT($tile) } haben dann übereinstimmende Elemente ({ $matching } mit { A($element, case: "dat") }, denn ihre Tierübersicht hat { $sheet_n ->
        [one] { A($element, case: "acc") }
       *[other] { $sheet_n } { PLURAL($element) }
    }) und sind nicht gefährdet, also überleben sie das Aussterben; mit { $species } Arten auf Tundra gegen { $rival_species } { THE($rival, case: "gen") } behalten sie die Überleben-Karte und erhalten { $bonus } Bonus-SP für { $tiles ->
        [one] das eine Tundrafeld, das sie besetzen
       *[other] die { $tiles } Tundrafelder, die sie besetzen
    } ({ $vp_before } + { $bonus } = { $vp_after }). Jede freie Ecke dieses Feldes funktioniert.
note-l08-last_domination = { CAP(THE($tile)) }: Dort sind { THE($animal) } allein, also bringt ihnen der erste Platz { $vp } SP (und weil sie dort dominant sind, nehmen sie noch eine Karte); sie kommen auf { $win } gegen { $rival_vp } { THE($rival, case: "gen") }. { CAP(THE($other)) }, ihr einziges anderes Feld, wurde in dieser Runde schon gewertet; mit jedem anderen Feld oder wenn sie verzichten, kommen sie auf { $lose }, hinter { THE($rival, case: "dat") } ({ $rival_base }, oder mehr, wenn es ein Feld { THE($rival, case: "gen") } ist).
note-l09-first_turn_vp =
    { $total } SP: { $wander_vp } Bonus-SP für ein neues Feld, das an { $wander_touch ->
        [one] ein Feld
       *[other] { $wander_touch } Felder
    } grenzt (Wandertrieb), { $own1_vp } für den { $own1_place ->
        [1] ersten
        [2] zweiten
        [3] dritten
       *[other] vierten
    } Platz { AT($own1_tile) } und { $own2_vp } für den { $own2_place ->
        [1] ersten
        [2] zweiten
        [3] dritten
       *[other] vierten
    } Platz { AT($own2_tile) } (ihre eigenen Dominanz-Aktionen), { $other_vp } für den { $other_place ->
        [1] ersten
        [2] zweiten
        [3] dritten
       *[other] vierten
    } Platz { AT($other_tile) } (die Dominanz { THE($other_by, case: "gen") }) und { $survival_vp } Bonus-SP für die Überleben-Karte in der Rücksetzungs-Phase, mit { $survival_species ->
        [one] ihrer einzigen Art
       *[other] ihren { $survival_species } Arten
    } auf Tundra.
note-l09-initiative_changed = { CAP(THE($mover)) } hatten eine Aktionsfigur auf Initiative gesetzt. Als sie ausgeführt wurde, tauschten sie den Platz mit dem Tier direkt links von ihnen, { THE($overtaken, case: "dat") }, und setzten dieselbe Figur auf ein freies { $section }-Aktionsfeld.
note-l10-amphibians_take_savannah = { CAP(A($element)) } auf eine freie Ecke { THE($tile, case: "gen") } ({ $corners }). { CAP(THE($actor)) } kommen dort auf { $sheet } × { $on_tile } = { $total } übereinstimmende Elemente ({ PLURAL($element) } auf der Tierübersicht × auf dem Feld), mehr als die { $rival_sheet } × { $rival_on_tile } = { $rival_total } { THE($rival, case: "gen") } ({ PLURAL($rival_element) }). Die anderen angebotenen Elemente, { $others }, helfen { THE($actor, case: "dat") } dort nicht, und { A($element) } auf einer anderen Ecke berührt { THE($tile, case: "acc") } nicht.
note-l11-reptiles_take_desert = { CAP(A($added, case: "acc")) } dazu und { A($removed, case: "acc") } weg: { CAP(THE($actor)) } kommen auf { $sheet } × { $on_tile } = { $total } übereinstimmende Elemente, { THE($rival) } nur auf { $r_sheet } × { $r_on_tile } = { $r_total }. Entfernst du stattdessen { THE($removed, case: "acc") } auf der gemeinsamen Ecke { THE($tile, case: "gen") } und { THE($shared_with, case: "gen") }, wirkt das { AT($tile) } ebenso, ändert aber auch { THE($shared_with, case: "acc") }. Zwei zusätzliche { PLURAL($added) } gehen auch ({ $sheet } × { $two_on_tile } = { $two_total } gegen { $two_rival }).
note-l11-new_tile =
    Das neue Feld, { A($terrain) }, hat { $held ->
        [one] eine Ecke, auf der schon ein Element liegt
       *[other] { $held } Ecken, auf denen schon Elemente liegen
    } ({ $held_types }). { CAP(THE($dominant)) } kommen auf { $sheet } × { $on_tile } = { $total } und sind dort dominant; es gibt k{ A($need, case: "acc") }, also haben { THE($endangered) } keine übereinstimmenden Elemente und sind gefährdet.
note-l12-step_300 = Schritt { $step } liegt in der { $phase } der Runde { $turn }: { CAP(THE($animal)) } führen eine Dominanz-Aktionsfigur aus und wählen ein Feld zum Werten.
note-l12-winner = { CAP(THE($winner)) } mit { $winner_vp } SP, vor { THE($second, case: "dat") } mit { $second_vp }. Das Spiel endete in Runde { $turn }, als die Eiszeitkarte genommen wurde; die Schlusswertung aller Felder kam nach Aussterben und Überleben dieser Runde.
note-l13-random_game = { CAP(THE($winner)) } gewinnen mit { $winner_vp } SP; das Spiel endet in Runde { $turn }, als eine Dominanz-Aktion { THE($taker, case: "dat") } endlich die Eiszeitkarte unten im Stapel bringt.
note-l13-short_game = { $deck }: Die { $cards } Dominanzkarten ohne die { $starred } mit Stern ({ $starred_names }) sind { $left }, und { $face_up } davon liegen offen aus. Die Eiszeit bleibt die letzte Karte des Stapels.
note-l14-better_move =
    Die teuerste Entscheidung steht an Stelle { $place } im Verlauf, in Runde { $turn }: { $kind ->
        [tile] { CAP(THE($animal)) } wählten { THE($taken, case: "acc") }, während der Coach { THE($better, case: "acc") } gewählt hätte
       *[space] { CAP(THE($animal)) } setzten eine Aktionsfigur auf das Aktionsfeld { $taken } { $taken_slot }, während der Coach sie auf das Aktionsfeld { $better } { $better_slot } gesetzt hätte
    } (laut Analyse etwa { $loss } SP Verlust). Mit dem Zug des Coachs – und dem gierigen Bot, der von dort an für alle spielt – beenden { THE($animal) } das Spiel mit { $vp } SP, { $compare ->
        [more] { $diff } mehr als die { $played_vp } der gespielten Partie
        [fewer] { $diff } weniger als die { $played_vp } der gespielten Partie
       *[same] genauso viele wie in der gespielten Partie
    }, und es gewinnen { THE($winner) } mit { $winner_vp }. Mit dem Zug, den sie wirklich gespielt haben, und demselben Bot von dort an kämen { THE($animal) } auf { $taken_vp }: { $confirmed ->
        [yes] Auch in diesem Spiel ist der Zug des Coachs für sie mehr wert.
       *[no] In diesem Spiel bringt ihnen der Zug des Coachs nichts. Der Verlust in der Analyse ist ein Mittelwert über die Probeläufe der Analyse, jeder mit eigenen Ziehungen; dieses nachgespielte Spiel ist ein weiterer möglicher Verlauf, mit den Ziehungen des Spiels selbst. Ein großer Verlust zeigt dir, wo du genauer hinschauen solltest, nicht, was passieren wird.
    }
