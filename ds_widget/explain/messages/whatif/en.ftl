event-matching_changed = { $animal }: matching { AT($tile) } from { $was } to { $now }.
event-endangered_now =
    { $n ->
        [one] { $animal }: their species { AT($tile) } is now endangered (no matching element).
       *[other] { $animal }: their { $n } species { AT($tile) } are now endangered (no matching element).
    }
event-endangered_no_more =
    { $n ->
        [one] { $animal }: their species { AT($tile) } is no longer endangered.
       *[other] { $animal }: their { $n } species { AT($tile) } are no longer endangered.
    }

refusal-corner_off_earth = That corner touches no earth tile.
refusal-corner_taken = The { $corner } holds a { $element } already.
refusal-bag_empty = No { $element } is left in the bag: all { $per_type } are in play.
refusal-corner_empty = The { $corner } holds no element.
refusal-not_a_tile = { $hex } is not an earth tile.
refusal-gene_pool =
    { $n ->
        [0] The { $animal } have no species left in their gene pool.
        [one] The { $animal } have only one species left in their gene pool.
       *[other] The { $animal } have only { $n } species left in their gene pool.
    }
refusal-off_board = { $hex } is not one of the { $hexes } hexes of the board.
refusal-hex_taken = A tile lies on { $hex } already.
refusal-hex_far = { $hex } touches no earth tile: a new tile goes next to the earth (R9).
refusal-no_tile_left = No { $terrain } tile is left in the Wanderlust stacks.
refusal-no_tile_there = No tile lies on { $hex }.
refusal-tundra_stays = A tundra tile cannot be taken away in the editor.
refusal-last_tile = The earth needs at least one tile.
refusal-sheet_full =
    { $n ->
        [one] The { $animal } carry { $n } element on their sheet already, the most an animal may have.
       *[other] The { $animal } carry { $n } elements on their sheet already, the most an animal may have.
    }
refusal-printed_element = The { $animal } have no added { $element } to take away: printed elements stay.
