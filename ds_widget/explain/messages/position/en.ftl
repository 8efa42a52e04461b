position-title_turn = The turn
position-turn = Turn { $turn }, { $phase }.
position-winner = The game is over; the { $animal } won.
position-title_earth =
    { $n ->
        [one] Earth: { $n } tile, row by row from the top, west to east
       *[other] Earth: { $n } tiles, row by row from the top, west to east
    }
position-tile = { CAP($tile) }: { $species }; elements on its corners: { $elements }.
position-species = { $animal } { $n }
position-no_species = no species
position-dominant = The { $animal } dominate it.
position-no_dominant = No one dominates it.
# a tile's accessible name on the board (the page names a focused tile so): its place, who dominates
position-tile_name = { CAP($tile) }: the { $animal } dominate it
position-tile_name_free = { CAP($tile) }: no one dominates it
position-endangered = Endangered: the { $animals }.
position-scored = Already scored this turn.
position-title_animals = The animals, top of the food chain first
position-animal = { $animal } (player { $seat }): { $vp } VP; elements { $elements }; gene pool { $gene_pool }; { $supply } of { $pawns } action pawns in the supply.
position-title_actions = The action display, top to bottom
position-initiative = Initiative track, left to right: { $animals }.
position-section = { $section }: { $spaces }.
position-space = { $i }: { $animal }
position-space_empty = empty
position-box = Its box: { $elements }.
position-stacks = On top of its stacks: { $stacks }.
position-face_down = face down
position-title_cards = Cards and supply
position-cards =
    { $n ->
        [one] Dominance cards face up: { $cards }; { $n } card in the deck.
       *[other] Dominance cards face up: { $cards }; { $n } cards in the deck.
    }
position-tundra_supply =
    { $n ->
        [0] No tundra tile left in the supply.
        [one] { $n } tundra tile in the supply.
       *[other] { $n } tundra tiles in the supply.
    }
position-title_example = What this is
position-animal_example =
    { $vp ->
        [0] { $animal }: elements { $elements }.
       *[other] { $animal }: elements { $elements }; { $vp } VP in the example.
    }
position-cards_example = Dominance cards face up: { $cards }.
