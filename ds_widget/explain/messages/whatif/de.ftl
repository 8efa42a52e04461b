event-matching_changed = Übereinstimmende Elemente { THE($animal, case: "gen") } { AT($tile) }: von { $was } auf { $now }.
event-endangered_now =
    { $n ->
        [one] Die Art { THE($animal, case: "gen") } { AT($tile) } ist jetzt gefährdet (kein übereinstimmendes Element).
       *[other] Die { $n } Arten { THE($animal, case: "gen") } { AT($tile) } sind jetzt gefährdet (kein übereinstimmendes Element).
    }
event-endangered_no_more =
    { $n ->
        [one] Die Art { THE($animal, case: "gen") } { AT($tile) } ist nicht mehr gefährdet.
       *[other] Die { $n } Arten { THE($animal, case: "gen") } { AT($tile) } sind nicht mehr gefährdet.
    }

refusal-corner_off_earth = Diese Ecke berührt kein Feld der Erde.
refusal-corner_taken = Auf der { $corner } liegt schon ein Element { $element }.
refusal-bag_empty = Im Beutel ist kein Element { $element } mehr: Alle { $per_type } sind im Spiel.
refusal-corner_empty = Auf der { $corner } liegt kein Element.
refusal-not_a_tile = { $hex } ist kein Feld der Erde.
refusal-gene_pool =
    { $n ->
        [0] { CAP(THE($animal)) } haben keine Art mehr im Genpool.
        [one] { CAP(THE($animal)) } haben nur noch eine Art im Genpool.
       *[other] { CAP(THE($animal)) } haben nur noch { $n } Arten im Genpool.
    }
refusal-off_board = { $hex } ist keines der { $hexes } Sechsecke des Spielplans.
refusal-hex_taken = Auf dem Platz { $hex } liegt schon ein Feld.
refusal-hex_far = Der Platz { $hex } grenzt an kein Feld der Erde: Ein neues Feld kommt neben die Erde (R9).
refusal-no_tile_left = In den Wandertrieb-Stapeln ist kein Feld vom Typ { $terrain } mehr.
refusal-no_tile_there = Auf dem Platz { $hex } liegt kein Feld.
refusal-tundra_stays = Ein Tundrafeld lässt sich im Editor nicht entfernen.
refusal-last_tile = Die Erde braucht mindestens ein Feld.
refusal-sheet_full =
    { $n ->
        [one] { CAP(THE($animal)) } haben schon { $n } Element auf ihrer Tierübersicht, mehr darf ein Tier nicht haben.
       *[other] { CAP(THE($animal)) } haben schon { $n } Elemente auf ihrer Tierübersicht, mehr darf ein Tier nicht haben.
    }
refusal-printed_element = { CAP(THE($animal)) } haben kein hinzugefügtes Element { $element } zum Entfernen; aufgedruckte Elemente bleiben immer.
