position-title_turn = Die Runde
position-turn = Runde { $turn }, { $phase }.
position-winner = Das Spiel ist vorbei: { CAP(THE($animal)) } haben gewonnen.
position-title_earth =
    { $n ->
        [one] Die Erde: { $n } Feld, Reihe für Reihe von oben, von Westen nach Osten
       *[other] Die Erde: { $n } Felder, Reihe für Reihe von oben, von Westen nach Osten
    }
position-tile = { $tile }: { $species }; Elemente an seinen Ecken: { $elements }.
position-species = { $animal } { $n }
position-no_species = keine Arten
position-dominant = { CAP(THE($animal)) } sind dort dominant.
position-no_dominant = Niemand ist dort dominant.
# a tile's accessible name on the board (the page names a focused tile so): its place, who dominates
position-tile_name = { $tile }: { THE($animal) } sind dort dominant
position-tile_name_free = { $tile }: niemand ist dort dominant
position-endangered = Gefährdet: { $animals }.
position-scored = In dieser Runde schon gewertet.
position-title_animals = Die Tiere, von der Spitze der Nahrungskette an
position-animal = { $animal } (Spieler { $seat }): { $vp } SP; Elemente { $elements }; Genpool { $gene_pool }; Aktionsfiguren im Vorrat: { $supply } von { $pawns }.
position-title_actions = Die Aktionsleiste, von oben nach unten
position-initiative = Initiativreihenfolge, von links nach rechts: { $animals }.
position-section = { $section }: { $spaces }.
position-space = { $i }: { $animal }
position-space_empty = frei
position-box = In der Box: { $elements }.
position-stacks = Oben auf den Stapeln: { $stacks }.
position-face_down = verdeckt
position-title_cards = Karten und Vorrat
position-cards =
    { $n ->
        [one] Offene Dominanzkarten: { $cards }; { $n } Karte im Stapel.
       *[other] Offene Dominanzkarten: { $cards }; { $n } Karten im Stapel.
    }
position-tundra_supply =
    { $n ->
        [0] Im Vorrat ist kein Tundrafeld mehr.
        [one] Im Vorrat ist { $n } Tundrafeld.
       *[other] Im Vorrat sind { $n } Tundrafelder.
    }
position-title_example = Was hier zu sehen ist
position-animal_example =
    { $vp ->
        [0] { $animal }: Elemente { $elements }.
       *[other] { $animal }: Elemente { $elements }; { $vp } SP im Beispiel.
    }
position-cards_example = Offene Dominanzkarten: { $cards }.
