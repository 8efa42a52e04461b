position-title_turn = Il turno
position-turn = Turno { $turn }, { $phase }.
position-winner = La partita è finita: hanno vinto { THE($animal) }.
position-title_earth =
    { $n ->
        [one] La terra: { $n } tessera, riga per riga dall'alto, da ovest a est
       *[other] La terra: { $n } tessere, riga per riga dall'alto, da ovest a est
    }
position-tile = { CAP($tile) }: { $species }; elementi sui suoi angoli: { $elements }.
position-species = { $animal } { $n }
position-no_species = nessuna specie
position-dominant = La dominano { THE($animal) }.
position-no_dominant = Non la domina nessuno.
# a tile's accessible name on the board (the page names a focused tile so): its place, who dominates
position-tile_name = { CAP($tile) }: { GENDER($tile) ->
        [f] la
       *[m] lo
    } dominano { THE($animal) }
position-tile_name_free = { CAP($tile) }: non { GENDER($tile) ->
        [f] la
       *[m] lo
    } domina nessuno
position-endangered = A rischio di estinzione: { $animals }.
position-scored = Punteggio già riscosso in questo turno.
position-title_animals = Gli animali, dal vertice della catena alimentare
position-animal = { $animal } (giocatore { $seat }): { $vp } PV; elementi { $elements }; riserva genetica { $gene_pool }; pedine azione disponibili: { $supply } su { $pawns }.
position-title_actions = La tabella delle azioni, dall'alto in basso
position-initiative = Indicatore di Iniziativa, da sinistra a destra: { $animals }.
position-section = { $section }: { $spaces }.
position-space = { $i }: { $animal }
position-space_empty = libero
position-box = Elementi in questa sezione: { $elements }.
position-stacks = In cima alle pile: { $stacks }.
position-face_down = coperta
position-title_cards = Carte e Tessere Glaciazione
position-cards =
    { $n ->
        [one] Carte Dominio scoperte: { $cards }; { $n } carta nel mazzo.
       *[other] Carte Dominio scoperte: { $cards }; { $n } carte nel mazzo.
    }
position-tundra_supply =
    { $n ->
        [0] Non resta nessuna Tessera Glaciazione.
        [one] Resta { $n } Tessera Glaciazione.
       *[other] Restano { $n } Tessere Glaciazione.
    }
position-title_example = Che cosa si vede
position-animal_example =
    { $vp ->
        [0] { $animal }: elementi { $elements }.
       *[other] { $animal }: elementi { $elements }; { $vp } PV nell'esempio.
    }
position-cards_example = Carte Dominio scoperte: { $cards }.
