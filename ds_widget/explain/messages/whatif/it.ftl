event-matching_changed = { $animal }: gli elementi corrispondenti { AT($tile) } passano da { $was } a { $now }.
event-endangered_now =
    { $n ->
        [one] { $animal }: la loro specie { AT($tile) } ora è a rischio di estinzione (nessun elemento corrispondente).
       *[other] { $animal }: le loro { $n } specie { AT($tile) } ora sono a rischio di estinzione (nessun elemento corrispondente).
    }
event-endangered_no_more =
    { $n ->
        [one] { $animal }: la loro specie { AT($tile) } non è più a rischio di estinzione.
       *[other] { $animal }: le loro { $n } specie { AT($tile) } non sono più a rischio di estinzione.
    }

refusal-corner_off_earth = Quell'angolo non tocca nessuna tessera della terra.
refusal-corner_taken = Sull'{ $corner } c'è già un elemento { $element }.
refusal-bag_empty = Nel sacchetto non è rimasto nessun elemento { $element }: sono tutti e { $per_type } in gioco.
refusal-corner_empty = Sull'{ $corner } non c'è nessun elemento.
refusal-not_a_tile = { $hex } non è una tessera della terra.
refusal-gene_pool =
    { $n ->
        [0] { $animal }: nella riserva genetica non resta nessuna specie.
        [one] { $animal }: nella riserva genetica resta una sola specie.
       *[other] { $animal }: nella riserva genetica restano solo { $n } specie.
    }
refusal-off_board = { $hex } non è uno dei { $hexes } esagoni del tabellone.
refusal-hex_taken = Su { $hex } c'è già una tessera.
refusal-hex_far = { $hex } non tocca nessuna tessera della terra: una nuova tessera va accanto alla terra (R9).
refusal-no_tile_left = Nelle pile delle Tessere Esplorazione non resta nessuna tessera di { $terrain }.
refusal-no_tile_there = Su { $hex } non c'è nessuna tessera.
refusal-tundra_stays = Nell'editor una tessera di tundra non si può togliere.
refusal-last_tile = La terra deve avere almeno una tessera.
refusal-sheet_full =
    { $n ->
        [one] { CAP(THE($animal)) } hanno già { $n } elemento sulla scheda, il massimo per un animale.
       *[other] { CAP(THE($animal)) } hanno già { $n } elementi sulla scheda, il massimo per un animale.
    }
refusal-printed_element = { $animal }: non hanno nessun elemento { $element } aggiunto da togliere; gli elementi stampati restano.
