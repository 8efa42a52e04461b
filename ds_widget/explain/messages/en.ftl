animal-mammals = Mammals
    .running = mammals
    .number = other
animal-reptiles = Reptiles
    .running = reptiles
    .number = other
animal-birds = Birds
    .running = birds
    .number = other
animal-amphibians = Amphibians
    .running = amphibians
    .number = other
animal-arachnids = Arachnids
    .running = arachnids
    .number = other
animal-insects = Insects
    .running = insects
    .number = other

element-grass = grass
    .plural = grass
element-grub = grub
    .plural = grubs
element-meat = meat
    .plural = meat
element-seed = seed
    .plural = seeds
element-sun = sun
    .plural = suns
element-water = water
    .plural = waters

terrain-sea = sea
    .at = on
    .plural = seas
terrain-wetland = wetland
    .at = in
    .plural = wetlands
terrain-savannah = savannah
    .at = on
    .plural = savannahs
terrain-jungle = jungle
    .at = in
    .plural = jungles
terrain-forest = forest
    .at = in
    .plural = forests
terrain-desert = desert
    .at = in
    .plural = deserts
terrain-mountain = mountain
    .at = on
    .plural = mountains
terrain-tundra = tundra
    .at = on
    .plural = tundras

section-initiative = Initiative
section-adaptation = Adaptation
section-regression = Regression
section-abundance = Abundance
section-wasteland = Wasteland
section-depletion = Depletion
section-glaciation = Glaciation
section-speciation = Speciation
section-wanderlust = Wanderlust
section-migration = Migration
section-competition = Competition
section-domination = Domination

phase-planning = Planning
phase-execution = Execution
phase-reset = Reset
phase-extinction = Extinction
phase-survival = Survival
phase-reseed = Reseed
phase-over = Game over
phase-history = History
phase-end = End of the game

card-aquatic = Aquatic
card-biodiversity = Biodiversity
card-blight = Blight
card-biomass = Biomass
card-catastrophe = Catastrophe
card-cold_snap = Cold Snap
card-disease = Disease
card-ecodiversity = Ecodiversity
card-evolution = Evolution
card-fecundity = Fecundity
card-fertile = Fertile
card-habitat = Habitat
card-hibernation = Hibernation
card-ice_age = Ice Age
card-ice_sheet = Ice Sheet
card-immigrants = Immigrants
card-instinct = Instinct
card-intelligence = Intelligence
card-mass_exodus = Mass Exodus
card-metamorphosis = Metamorphosis
card-niche_biomes = Niche Biomes
card-nocturnal = Nocturnal
card-omnivore = Omnivore
card-parasitism = Parasitism
card-predator = Predator
card-symbiotic = Symbiotic
card-survival = Survival

## The cards' own words, as printed (docs/rules.md §10.2): a number in them is the card's text, not a
## fact the engine works out, so it stays typed (tests/explain/test_catalog_numbers.py allows it by id)
card_text-aquatic = Place an element of your choice from the bag on a sea or wetland tile, then up to 4 of your species there.
card_text-biodiversity = 1 VP per tile you occupy together with an opposing species.
card_text-blight = Choose a tile: remove all its elements but one.
card_text-biomass = Each tile with more species than elements loses one species.
card_text-catastrophe = One tile loses all species but one; each adjacent tile loses one.
card_text-cold_snap = Every opponent loses one species on each tundra tile.
card_text-disease = Each animal with more elements than yours loses one element, which that animal picks.
card_text-ecodiversity = 1 VP per element on earth of a type on your animal.
card_text-evolution = Up to two opposing animals: replace one of their species anywhere on earth with one of yours.
card_text-fecundity = +1 of your species on each tile you occupy.
card_text-fertile = Pick a tile where you have species: 1 VP for every species on it, whoever owns them.
card_text-habitat = Place any element from the bag on earth.
card_text-hibernation = Return up to 5 eliminated species to one tile; they survive this Extinction.
card_text-ice_age = Bonus VP for the tiles each animal dominates. Last turn.
card_text-ice_sheet = Perform a Glaciation now.
card_text-immigrants = Every animal: lose an element, or a pawn, or all but one species per tile.
card_text-instinct = Put a pawn from your supply on any empty eyeball space.
card_text-intelligence = You and every animal above you in the food chain gain a pawn.
card_text-mass_exodus = Move all species off one tile to adjacent tiles.
card_text-metamorphosis = Trade one of your elements for any element from the bag.
card_text-niche_biomes = Every animal with more VP than yours loses VP equal to the first-place value of the tile just scored.
card_text-nocturnal = Move one space forward on the Initiative track.
card_text-omnivore = Gain one action pawn.
card_text-parasitism = You and every animal below you in the food chain gain a pawn.
card_text-predator = On each tile you share, one opposing species is eliminated.
card_text-symbiotic = You and each animal with fewer elements draw an element from the bag.
card_text-survival = Most species on tundra (a tie: nobody holds it): bonus VP for the tundra tiles occupied, at each Reset.

word-and = and
word-none = none
word-nobody = nobody

source-adaptation = Adaptation
source-abundance = Abundance
source-wanderlust = Wanderlust
source-speciation = Speciation
source-insects_free = the insects' free species
source-migration = Migration
source-competition = Competition
source-depletion = Depletion
source-wasteland = Wasteland
source-glaciation = Glaciation

fmt-animal_species =
    { $n ->
        [one] { $animal } ({ $n } species)
       *[other] { $animal } ({ $n } species)
    }
fmt-up_to = up to { $n } species
fmt-place = { $place }. { $animal } ({ $species } species) { $vp } VP
fmt-tiebreak = (ahead of { $others } by the food chain)
fmt-nobody_scores = no species here, nobody scores
fmt-regression_row = { $animal } lose { $lost } (protected: { $protected }; Regression pawns: { $pawns })
fmt-nobody_affected = nobody holds an added element of those types
fmt-extinction_row =
    { $n ->
        [one] { $animal } lose { $n } species { AT($tile) }
       *[other] { $animal } lose { $n } species { AT($tile) }
    }
fmt-mammal_save = (the mammals save one)
fmt-hibernating = ({ $n } protected by Hibernation)
fmt-no_endangered = no endangered species
fmt-ice_age_row = { $animal }: { $vp } VP (tiles dominated: { $tiles })
fmt-extinction_saved_only = the mammals save their endangered species { AT($tile) }
fmt-hibernating_only =
    { $n ->
        [one] { $animal }: { $n } species { AT($tile) } survives, protected by Hibernation
       *[other] { $animal }: { $n } species { AT($tile) } survive, protected by Hibernation
    }
fmt-regression_row_none = { $animal } lose nothing (protected: { $protected }; Regression pawns: { $pawns })

verdict-unique_highest = { $animal } dominate with the highest matching, { $total }.
verdict-tie = { $animals } tie on { $total }: nobody dominates (the food chain does not break this tie).
verdict-all_endangered = No animal here has a matching element (all are endangered): nobody dominates.
verdict-no_species = No species here: nobody dominates.
verdict-game_over = The game is over: dominance is no longer counted.

reason-sheet_full = they already have { $sheet_max } elements
reason-no_elements = there is no element to take
reason-no_vacant_corner = there is no vacant corner
reason-nothing_to_remove = no element of those types is on earth
reason-no_tundra_left = no tundra tile is left in the supply
reason-no_tile_next_to_tundra = no tile touches a tundra tile
reason-empty_gene_pool = the gene pool is empty
reason-no_element_on_earth = no element of that type is on earth
reason-no_face_up_tile = no Wanderlust stack has a face-up tile
reason-no_empty_hex = no empty hex touches the earth
reason-nothing_to_move = no species can move
reason-every_tile_scored = every tile was already scored this turn
reason-no_sea_or_wetland = there is no sea or wetland tile
reason-bag_empty = the bag is empty
reason-one_element_or_fewer = the tile has one element or none
reason-no_crowded_tile = no tile holds more species than elements
reason-one_species_or_fewer = the tile holds one species or none
reason-no_opponent_on_tundra = no opposing species is on tundra
reason-no_animal_with_more_elements = no animal has more elements
reason-only_inherent_elements = they have only printed elements, which can never be lost
reason-no_opposing_species = no opposing species is on earth
reason-no_tile_occupied = they occupy no tile
reason-nothing_eliminated = none of their species has been eliminated yet
reason-no_pawn_in_supply = they have no action pawn in their supply
reason-no_empty_space = no eyeball space is empty
reason-no_tile_to_empty = no occupied tile has a neighbour
reason-nobody_ahead = nobody has more VP
reason-already_first = they are already first on the Initiative track
reason-no_shared_tile = no tile is shared with an opponent
reason-no_cylinder_left = all { $pawns_per_colour } pawns of that colour are in the game

event-turn_started = Turn { $turn } begins with the Planning phase.
event-phase_started = { $phase } phase of turn { $turn }.
event-phase_ended = { $phase } is over: every action pawn is placed.
event-pawn_placed-round = { $animal } place an action pawn on { $space } in round { $round }.
event-pawn_placed-relocated = { $animal } move their Initiative pawn to { $space }.
event-pawn_placed-card = { $animal } put a pawn from their supply on { $space }.
event-pawn_resolved = { $section }: the pawn of the { $animal } on { $space } is resolved.
event-no_effect = { $section }: no effect for the { $animal }, because { $reason }.
event-declined = { $animal } decline the { $section } action.
event-initiative_moved-swap = { $animal } move ahead of the { $passed } on the Initiative track: { $order }.
event-initiative_moved-first = { $animal } are already first on the Initiative track.
event-element_gained = { $animal } gain { $element } ({ $source }); their elements: { $elements }.
event-regression-default = Regression threatens { $types }: { $rows }.
event-regression-empty = Regression: the box is empty, nobody loses an element.
event-pawns_returned = The { $section } pawns return to their owners.
event-element_placed = { $animal } place { $element } on the { $corner } ({ $source }).
event-element_returned = { $animal } return { $element } from the Wasteland box to the bag.
event-wasteland-empty = Wasteland: the Wasteland box is empty, so no element is removed from the tundra.
event-wasteland-removed =
    { $n ->
        [0] Wasteland: the Wasteland box holds { $types }; no such element touches a tundra tile, so nothing is removed.
        [one] Wasteland: the Wasteland box holds { $types }, so the one such element touching a tundra tile goes back to the bag: { $removed }.
       *[other] Wasteland: the Wasteland box holds { $types }, so every such element touching a tundra tile goes back to the bag — { $n } in all: { $removed }.
    }
event-element_removed = { $animal } remove { $element } from the { $corner } ({ $source }).
event-glaciation = { $animal } glaciate the { $tile }: it becomes tundra; elements surrounded by tundra removed: { $removed }; { $adjacent_tundra } adjacent tundra → { $bonus } bonus VP; one species each stays ({ $stayed }), back to the gene pool: { $returned }.
event-species_added = { $animal } add { $count } species { AT($tile) } ({ $source }); gene pool { $gene_pool }.
event-tile_placed = { $animal } place a new tile from stack { $stack }: the { $tile }.
event-bonus_vp =
    { $quantity ->
        [one] { $animal } score { $vp } bonus VP: the new tile touches { $quantity } tile.
       *[other] { $animal } score { $vp } bonus VP: the new tile touches { $quantity } tiles.
    }
event-species_moved =
    { $count ->
        [one] { $animal } move { $count } species from the { $origin } to the { $to } ({ $source }).
       *[other] { $animal } move { $count } species from the { $origin } to the { $to } ({ $source }).
    }
event-species_eliminated = { $animal }: { $count } species eliminated { AT($tile) } ({ $cause }).
event-species_eliminated-by = { CAP(THE($by)) } eliminate { $count } species of { THE($animal) } { AT($tile) } ({ $cause }).
event-tile_scored-domination = { $animal } score the { $tile }: { $places }.
event-tile_scored-final = Final scoring of the { $tile }: { $places }.
event-dominance_checked-dominant = Dominance on the scored tile — { $verdict } They must now choose a Dominance card.
event-dominance_checked-none = Dominance on the scored tile — { $verdict } No card is taken.
event-dominance_checked-no_card = Dominance on the scored tile — { $verdict } No face-up Dominance card is left, so no card is taken.
event-dominance_changed-gained = { $after } now dominate the { $tile }. { $verdict }
event-dominance_changed-taken = { $after } take dominance of the { $tile } from the { $before }. { $verdict }
event-dominance_changed-lost = { $before } no longer dominate the { $tile }. { $verdict }
event-card_chosen = { $animal } choose the { $card } card.
event-card_resolved = { $card } is resolved.
event-card_done-blight =
    { $n ->
        [0] { $card } { AT($tile) }: it holds one element or none, so nothing is removed.
        [one] { $card } { AT($tile) }: the { $removed } goes back to the bag; the { $kept } stays.
       *[other] { $card } { AT($tile) }: the { $removed } go back to the bag ({ $n } elements); the { $kept } stays.
    }
event-card_part_lapsed = { $card }: this part cannot apply ({ $reason }).
event-card_vp = { $animal } score { $vp } VP with { $card } (count: { $quantity }).
event-element_lost = { $animal } lose { $element } ({ $source }); their elements: { $elements }.
event-hibernation =
    { $count ->
        [one] { $animal } bring back { $count } eliminated species onto the { $tile }; it survives this turn's Extinction.
       *[other] { $animal } bring back { $count } eliminated species onto the { $tile }; they survive this turn's Extinction.
    }
event-ice_age = Ice Age: this is the last turn. Bonus VP for dominated tiles: { $rows }.
event-immigrants_choice-lose_element = { $animal } choose to lose an element.
event-immigrants_choice-lose_pawn = { $animal } choose to lose an action pawn.
event-immigrants_choice-thin_out = { $animal } choose to keep one species per tile.
event-pawn_lost-supply = { $animal } lose an action pawn from their supply; { $pawns } left in the game.
event-pawn_lost-display = { $animal } lose their action pawn on { $space }; { $pawns } left in the game.
event-species_thinned = { $animal } now keep at most one species per tile.
event-pawn_gained = { $animal } gain a new action pawn ({ $source }); { $pawns } in the game.
event-element_traded = { $animal } trade { $gave } for { $took }; their elements: { $elements }.
event-niche_biomes = Niche Biomes: animals with more VP than the { $animal } ({ $vp } VP) lose { $value } VP, the first-place value of the { $tile }: { $losers }.
event-extinction = Extinction — species on a tile with no element their animal matches die out: { $rows }.
event-survival-holder = Survival: species on tundra — { $counts }. { $holder } hold the Survival card and score { $vp } bonus VP (tundra tiles they occupy: { $tundra_tiles }).
event-survival-nobody = Survival: species on tundra — { $counts }. No single animal has the most: nobody holds the card.
event-reseed =
    { $n ->
        [0] Reseed: no new card (the deck is empty); the elements slide down the action display and new ones are drawn.
        [one] Reseed: a new card, { $cards }; the elements slide down the action display and new ones are drawn.
       *[other] Reseed: new cards { $cards }; the elements slide down the action display and new ones are drawn.
    }
event-dominance_removed = The game is over: dominance markers are removed before final scoring.
event-game_over-ice_age =
    { $turns ->
        [one] The game is over after { $turns } turn. { $winner } win. Scores: { $scores }.
       *[other] The game is over after { $turns } turns. { $winner } win. Scores: { $scores }.
    }
event-game_over-turn_limit =
    { $turns ->
        [one] The game was stopped at the turn limit ({ $turns } turn) without Ice Age. Leading: { $winner }. Scores: { $scores }.
       *[other] The game was stopped at the turn limit ({ $turns } turns) without Ice Age. Leading: { $winner }. Scores: { $scores }.
    }

prompt-practice = Answer the practice question: choose on the board.
prompt-place_pawn = { $animal }: place an action pawn on an empty eyeball space (round { $round }).
prompt-initiative = { $animal }: move ahead on the Initiative track and put this pawn on another empty eyeball space — or keep it in your supply, or decline.
prompt-adaptation_element = { $animal }: take an element from the Adaptation squares onto your sheet.
prompt-regression_protect = { $animal }: Regression threatens { $types }; choose a type to protect (already protected: { $protected }).
prompt-abundance_element = { $animal }: take an element from the Abundance squares.
prompt-abundance_corner = { $animal }: place the { $element } on a vacant corner of any tile.
prompt-wasteland_return = { $animal }: return one element from the Wasteland box to the bag (it then spares that type on tundra).
prompt-depletion_corner = { $animal }: remove one element of a type in the Depletion box ({ $types }) from the earth.
prompt-glaciation_tile = { $animal }: choose a tile next to tundra to glaciate.
prompt-speciation_corner = { $animal }: choose a { $element } on earth; the tiles it touches may receive species.
prompt-speciation_count = { $animal }: how many species do you place { AT($tile) }? (up to { $cap }, gene pool { $gene_pool })
prompt-insects_free_species = { $animal }: place your free species on any tile, or none.
prompt-wanderlust_stack = { $animal }: choose a face-up Wanderlust tile.
prompt-wanderlust_hex = { $animal }: place the { $terrain } tile on an empty hex next to the earth.
prompt-wanderlust_element = { $animal }: you may put an element from the Wanderlust squares on the new tile.
prompt-wanderlust_corner = { $animal }: choose a vacant corner of the new tile for the { $element }.
prompt-wanderlust_follow = { $animal }: how many of your species move from the { $tile } onto the new { $to }?
prompt-migration_from = { $animal }: choose a tile to migrate from (this Migration may still move { $left } of { $x } species).
prompt-or_decline = { $text } You may also decline.
prompt-or_stop_migration = { $text } You may also end the Migration here.
prompt-migration_to = { $animal }: where do species from the { $origin } go?
prompt-migration_count = { $animal }: how many species move from the { $origin } to the { $to }? (this Migration may still move { $left })
prompt-competition_free_tile = { $animal }: free competition on any tile you share with an opponent, or none.
prompt-competition_tile = { $animal }: compete on a { $terrain } tile ({ $terrains }), or none.
prompt-competition_victim = { $animal }: whose species do you eliminate { AT($tile) }?
prompt-domination_tile = { $animal }: choose a tile to score. Each tile listed has a dominant animal, which then takes a Dominance card; for any other tile, or to decline, choose the last option.
prompt-domination_tile_no_card = { $animal }: choose a tile to score. No face-up Dominance card is left, so no card is taken this time; for a tile without a dominant animal, or to decline, choose the last option.
prompt-pick_card = { $animal }: you dominate the { $tile }, the tile just scored; choose a Dominance card.
prompt-mammal_save = { $animal }: you may save one endangered species from extinction — choose its tile ({ $tiles }), or decline and let them all die out.
prompt-aquatic_element = { $animal }: choose an element from the bag for a sea or wetland tile.
prompt-aquatic_corner = { $animal }: choose a vacant corner of a sea or wetland tile for the { $element }.
prompt-aquatic_tile = { $animal }: choose the sea or wetland tile that receives your species.
prompt-aquatic_count = { $animal }: how many species (up to { $most }) do you place { AT($tile) }?
prompt-blight_tile = { $animal }: choose a tile to blight.
prompt-blight_keep = { $animal }: choose the one element that stays { AT($tile) }.
prompt-biomass_victim = { $animal }: which animal loses a species { AT($tile) }?
prompt-catastrophe_tile = { $animal }: choose the tile struck by the catastrophe.
prompt-catastrophe_survivor = { $animal }: whose single species survives { AT($tile) }?
prompt-catastrophe_neighbour = { $animal }: whose species is lost on the neighbouring { $tile }?
prompt-disease_element = { $animal }: Disease — choose one of your added elements to lose.
prompt-evolution_animal = { $animal }: choose an opposing animal; one of its species will be replaced by one of yours (done so far: { $swapped }).
prompt-evolution_tile = { $animal }: on which tile do you replace a { $victim } species?
prompt-fecundity_tile = { $animal }: choose a tile for one more species (gene pool { $gene_pool }).
prompt-fertile_tile = { $animal }: choose a tile you occupy; score { $vp } VP per species on it.
prompt-habitat_element = { $animal }: choose an element from the bag.
prompt-habitat_corner = { $animal }: place the { $element } on a vacant corner of any tile.
prompt-hibernation_tile = { $animal }: choose the tile where your eliminated species return.
prompt-hibernation_count = { $animal }: how many eliminated species return to the { $tile }?
prompt-ice_sheet_tile = { $animal }: Ice Sheet — choose a tile next to tundra to glaciate.
prompt-immigrants_choice = { $animal }: Immigrants — lose an element, lose an action pawn, or keep only one species per tile?
prompt-immigrants_element = { $animal }: choose the element to lose.
prompt-immigrants_pawn = { $animal }: choose the action pawn on the display that leaves the game.
prompt-instinct_space = { $animal }: put a pawn from your supply on any empty eyeball space.
prompt-mass_exodus_tile = { $animal }: choose a tile to empty.
prompt-mass_exodus_to = { $animal }: where do { $mover } species from the { $tile } go? ({ $left } left)
prompt-mass_exodus_count = { $animal }: how many { $mover } species move to the { $to }?
prompt-metamorphosis_give = { $animal }: choose one of your added elements to trade.
prompt-metamorphosis_take = { $animal }: choose the element you take from the bag for your { $give }.
prompt-domination_other_tile = { $animal }: choose a tile without a dominant animal to score (VP only, no card), or decline.
prompt-predator_victim = { $animal }: Predator — whose species is eliminated { AT($tile) }?

option-corner = corner { $corner }
option-stack = stack { $n }: { $terrain }
option-decline = Decline
option-none = None
option-done = Done
option-keep = Keep the pawn
option-all = All tiles
option-lose_element = Lose an element
option-lose_pawn = Lose an action pawn
option-thin_out = One species per tile
option-other_tile = No card: another tile, or decline…
option-corner_with = { $element } at the { $place }
option-corner_vacant = { $place }

ui-preview_vp = { $animal } { $vp } VP
ui-turn = Turn
ui-game_over = Game over
ui-seat = player
ui-bot_turn = A bot decides: press Next, or switch Auto on.
ui-history = History
ui-hint = Hint
ui-preview = If you choose this
ui-why = Why?
ui-scenarios = Rulebook examples…
ui-explore_title = What if… click the board to edit
ui-palette_element = Element on a corner
ui-palette_species = Species on a tile
ui-palette_tile = Tile on an empty hex
ui-palette_sheet = Element on an animal
ui-palette_remove = remove instead of add
ui-palette_count = count
ui-explore_start = Play on from here
ui-explore_discard = Discard edits
ui-btn_undo = ◀ Undo
ui-btn_next = Next ▶
ui-btn_auto = Auto
ui-btn_hint = Hint
ui-btn_why = Why?
ui-btn_present = Present
ui-btn_explore = What if…
ui-btn_save = Save
ui-btn_load = Load
ui-btn_svg = SVG
ui-btn_new_game = New game
ui-what_happened = What just happened
ui-game_over_text =
    { $turns ->
        [one] Game over after { $turns } turn: { $winner } win. Final VP: { $scores }.
       *[other] Game over after { $turns } turns: { $winner } win. Final VP: { $scores }.
    }
ui-stopped_text =
    { $turns ->
        [one] The game was stopped at the turn limit after { $turns } turn.
       *[other] The game was stopped at the turn limit after { $turns } turns.
    }

bot-domination =
    { $n ->
        [0] it scores one tile: the animals there get VP by rank, most species first, for as many places as the tile-scoring table lists for its terrain. Then the animal dominant there, if any, chooses a Dominance card. You dominate no tile now, so the card would go to an opponent, or to no one
        [one] it scores one tile: the animals there get VP by rank, most species first, for as many places as the tile-scoring table lists for its terrain. Then the animal dominant there, if any, chooses a Dominance card. You dominate { $n } tile now: score it while you still dominate it, and you choose the card
       *[other] it scores one tile: the animals there get VP by rank, most species first, for as many places as the tile-scoring table lists for its terrain. Then the animal dominant there, if any, chooses a Dominance card. You dominate { $n } tiles now: score one you still dominate, and you choose the card
    }
bot-speciation_empty_pool = your gene pool is empty
bot-speciation_no_element = no { $element } on earth yet
bot-speciation =
    { $k ->
        [0] you pick a { $element } on the earth and place new species on the tiles that touch it; your sheet shows none, so it adds nothing to your matching elements there
        [one] you pick a { $element } on the earth and place new species on the tiles that touch it; your sheet shows one, so each { $element } on a corner of those tiles counts once towards your matching elements there
        [2] you pick a { $element } on the earth and place new species on the tiles that touch it; your sheet shows two { PLURAL($element) }, so each { $element } on a corner of those tiles counts twice towards your matching elements there
       *[other] you pick a { $element } on the earth and place new species on the tiles that touch it; your sheet shows { $k } { PLURAL($element) }, so each { $element } on a corner of those tiles counts { $k } times towards your matching elements there
    }
bot-adaptation = one more element on your sheet raises your matching on every tile with an element of its type on a corner
bot-adaptation_none = no element to take, or your sheet is full
bot-abundance = you place an element on a vacant corner of your choice
bot-abundance_none = no element to place
bot-wanderlust = a new tile and bonus VP
bot-wanderlust_none = no face-up tile
bot-regression = protects one threatened element type of yours ({ $types }) from Regression
bot-regression_none = none of your elements is threatened
bot-migration = moves up to { $x } species
bot-competition = eliminates an opposing species on a tile you share with it, at most one for each of the space's terrains
bot-competition_none = you share no tile of its terrains with an opponent now
bot-glaciation = glaciation: bonus VP
bot-glaciation_none = no tile can be glaciated now
bot-glaciation_queue = waits in the glaciation queue
bot-initiative_first = you are already first
bot-initiative = moves you ahead on the Initiative track
bot-wasteland = you return one element of the Wasteland box to the bag, which can spare elements of its type on tundra tiles
bot-depletion = removes from the earth an element of a type in the Depletion box
bot-depletion_none = no element of a type in the Depletion box is on the earth now
bot-box_empty = its box is empty
bot-no_change = no immediate change
bot-gist-domination =
    { $n ->
        [0] it has a tile scored this turn
        [one] you dominate a tile; scoring it while you still do lets you choose a Dominance card
       *[other] you dominate { $n } tiles, and scoring one you still dominate lets you choose a Dominance card
    }
bot-gist-speciation =
    { $k ->
        [0] it places new species on the tiles around a { $element }
        [one] it places new species around a { $element }, which your sheet also shows
        [2] it places new species around a { $element }, which your sheet shows twice
       *[other] it places new species around a { $element }, which your sheet shows { $k } times
    }
bot-gist-adaptation = one more element on your sheet, for more matching
bot-gist-glaciation = a tundra tile and bonus VP
bot-gist-abundance = you place an element on a vacant corner of your choice
bot-gist-wanderlust = it gives you a new tile and bonus VP
bot-gist-regression = it protects a threatened element type of yours ({ $types }) from Regression
bot-gist-migration = it moves up to { $x } of your species
bot-gist-competition = it eliminates an opposing species on a shared tile, at most one per terrain of the space
bot-gist-initiative = it moves you ahead on the Initiative track
bot-gist-wasteland = you take an element out of the Wasteland box, so its type may stay on tundra tiles
bot-gist-depletion = you remove from the earth an element of a type in the Depletion box
bot-random = chosen at random
bot-term-vp = { $delta } VP
bot-term-dominated =
    { $n ->
        [one] { $delta } tile dominated
       *[other] { $delta } tiles dominated
    }
bot-term-matching = { $delta } matching
bot-term-endangered = { $delta } endangered species
bot-term-species = { $delta } species on earth

render-title = Dominant Species
render-turn = Turn { $n }
render-action_display = Action display
render-earth = Earth
render-initiative_track = Initiative
render-cards = Available Dominance cards
render-deck =
    { $n ->
        [one] Deck: { $n } card
       *[other] Deck: { $n } cards
    }
render-deck_empty = Deck: empty
render-bag = Bag
render-survival = Survival card
render-survival_none = nobody (tie or no species on tundra)
render-tundra_supply = Tundra tiles
render-stack_empty = empty
render-gene_pool = Gene pool
render-pawns = Pawns
render-vp = VP
render-eliminated = Eliminated
render-player = Player { $n }
render-scores = Victory points
render-legend = Legend
render-free_space = free
render-leftmost_acts = only the leftmost pawn acts
render-plus_tundra = all: + tundra
render-up_to = ≤{ $n }
render-dominant = dominance marker
render-species = species (count)
render-pawn = action pawn
render-element = elements
render-choice = legal choice
render-changed = just changed
render-highlight = explained
render-game_over = Game over
render-winner = Winner: { $animal }
render-on_earth = On earth
render-dominant_on = Dominant on
render-survival_holder = { $animal }: { $n } species on tundra
render-endangered = endangered (no matching element)
render-tab_short-regression = Regression

compass-E = E
compass-NE = NE
compass-NW = NW
compass-W = W
compass-SW = SW
compass-SE = SE

practice-button-nobody = nobody
practice-button-none = none
practice-button-none_animals = none
practice-fmt-row = { $text }
practice-fmt-count = { $animal } { $n }
practice-kind-matching = Matching
practice-kind-dominance = Dominance
practice-kind-endangered = Endangered species
practice-kind-scoring = Scoring a tile
practice-kind-extinction = Extinction
practice-kind-survival = Survival card
practice-kind-bonus = Bonus VP
practice-kind-illegal = Illegal options
practice-kind-find_move = Find the move
practice-q-matching = What is the matching of the { $animal } { AT($tile) }?
practice-q-dominance = Which animal dominates the { $tile }?
practice-q-endangered-animals = Which animals have endangered species on earth now? Choose all of them, or “none”.
practice-q-endangered-tiles = On which tiles are species endangered now? Choose all of them, or “none”.
practice-q-scoring = If the { $tile } were scored now, how many VP would the { $animal } get?
practice-q-survival-holder = Who holds the Survival card now?
practice-q-survival-vp = If the Survival card were scored now, how many bonus VP would it pay?
practice-q-extinction-total = The Reset Phase begins now, with Extinction. How many species are eliminated in all? { $extra }
practice-q-extinction-animal = The Reset Phase begins now, with Extinction. How many species do the { $animal } lose? { $extra }
practice-q-extinction-mammals = (The Mammals keep one of their endangered species, as their ability allows.)
practice-q-bonus-glaciation = Glaciation: the { $animal } glaciate the { $tile }. How many bonus VP do they gain?
practice-q-bonus-wanderlust = Wanderlust: the { $animal } put a new { $terrain } tile on the { $hex }. How many bonus VP do they gain?
practice-q-illegal = { $prompt } Which of the marked options are NOT allowed? Choose all of them.
practice-q-move-abundance = Abundance: the { $animal } place the { $element }. On which corner does it make them dominate the { $tile }?
practice-q-move-depletion = Depletion: the { $animal } remove one element ({ $elements }). Which removal ends the dominance of the { $rival } { AT($tile) }?
practice-matching-sheet = The { $animal } carry { $elements } on their sheet.
practice-matching-tile = The corners of the { $tile } hold { $elements }.
practice-matching-tile_empty = The corners of the { $tile } hold no element.
practice-matching-sum = Each element on the sheet counts the elements of its type on the tile (sheet × tile): { $calc }.
practice-matching-zero = No matching element: their species there are endangered.
practice-dominance-rows = Matching { AT($tile) }: { $rows }.
practice-dominance-unique = The { $animal } have the highest matching ({ $total }) and nobody else has it, so they dominate.
practice-dominance-quality = Dominance is about matching, not numbers: the { $others } have more species here.
practice-dominance-tie = { $animals } tie for the highest matching ({ $total }): nobody dominates, and the food chain does not break this tie.
practice-dominance-zero = No animal here has a matching element, and an endangered animal never dominates: nobody dominates.
practice-dominance-empty = No species here: nobody dominates.
practice-endangered-row = { $animal } ({ $n } species) have no matching element { AT($tile) }: none of its elements is of a type on their sheet ({ $types }).
practice-endangered-none = Every animal has at least one matching element on every tile where it has species: no species is endangered.
practice-endangered-rule = Species are endangered where their animal has no matching element; at Extinction they are eliminated unless saved.
practice-scoring-values = A { $terrain } tile pays { $values } VP for the first { $k } places.
practice-scoring-tundra = This tile was glaciated: it is tundra for every purpose and no longer { $printed } (R13).
practice-scoring-ranking = Places go by number of species, ties broken by the food chain: { $places }.
practice-scoring-left_out = { $animals } get nothing: a { $terrain } tile pays the first { $k } places only.
practice-scoring-left_out_one = { $animals } get nothing: a { $terrain } tile pays first place only.
practice-scoring-values_one = A { $terrain } tile pays { $values } VP, for first place only.
practice-scoring-result = So the { $animal } score { $vp } VP.
practice-scoring-absent = The { $animal } have no species here, so they score nothing.
practice-survival-counts = Species on tundra tiles: { $rows }.
practice-survival-holder = The { $animal } have strictly the most ({ $n }), so they hold the card: the most, not the fewest (R20).
practice-survival-alone = They are the only animal on tundra, and that is enough (R36).
practice-survival-tie = { $animals } tie for the most ({ $n }): nobody holds the card.
practice-survival-nobody_on_tundra = No animal has species on a tundra tile, so nobody holds the card (R36).
practice-survival-multi = With several animals per player the card belongs to an animal, never to a player (R48).
practice-survival-pays = Tundra tiles the { $animal } occupy: { $n }; the Bonus-points table gives { $vp } VP for { $n }.
practice-survival-pays_nothing = Nobody holds it, so it pays nothing.
practice-extinction-row = { $animal }: endangered { AT($tile) }; eliminated: { $n }.
practice-extinction-saved = Mammals: endangered { AT($tile) } ({ $n } species); they keep one with their ability; eliminated: { $lost }.
practice-extinction-none = No species is endangered, so nobody loses anything.
practice-extinction-total = In all, { $n } species are eliminated.
practice-extinction-animal = So the { $animal } lose { $n }.
practice-bonus-glaciation = Tundra tiles next to the { $tile }: { $n } ({ $tiles }).
practice-bonus-wanderlust = Earth tiles next to the new tile: { $n } ({ $tiles }).
practice-bonus-table = Bonus VP for { $n }: n(n+1)/2 = { $vp }.
practice-bonus-r2 = The Bonus-points table goes on { $series } … with no cap (R2).
practice-bonus-r13 = A glaciated tile counts as tundra for every purpose (R13).
practice-bonus-tundra_counts = Tundra tiles are earth tiles too and count.
practice-illegal-bad = { $option }: not allowed, { $reason }.
practice-illegal-ok = { $option }: allowed.
practice-illegal-r37 = A Speciation element may lie on a corner that touches only one or two tiles (R37).
practice-why-space_taken = the { $animal } already have a pawn there
practice-why-initiative_back = the pawn must go to another eyeball space, not back to Initiative (R5)
practice-why-already_tundra = it is tundra already
practice-why-no_tundra_next = it touches no tundra tile
practice-why-hex_far = a new tile must touch the earth (R9)
practice-why-hex_taken = a tile is there already
practice-why-wrong_element = it holds no { $element }, the element of this Speciation space
practice-why-not_in_box = only an element of a type in the Depletion box ({ $elements }) may be removed
practice-why-corner_taken = the corner holds an element already
practice-why-too_far = a species { AT($origin) } may only migrate to an adjacent tile
practice-why-too_far_bird = birds { AT($origin) } reach only adjacent tiles and tiles two steps away (R11)
practice-why-no_bridge = birds may go two steps from the { $origin } only through an existing tile next to both (R11)
practice-why-not_offered = the rules do not allow it here
practice-move-before = Now: { $verdict }
practice-move-abundance_after = With the { $element } on the { $corner }: { $verdict }
practice-move-same_tile = Every vacant corner of the { $tile } adds the same { $element } to it; corners of other tiles change nothing there.
practice-move-r8 = Corners on the edge of the earth may take an element too (R8).
practice-move-depletion_after = Without that element ({ $corner }): { $verdict }
practice-move-depletion_types = Only elements on the corners of the tile change its matching, and only through the animals that carry their type (Depletion removes exactly one, R44).
practice-grade-right = Right!
practice-grade-wrong = Not quite: the answer is { $expected }.
practice-grade-wrong_any = Not quite: any one of these is right: { $expected }.
practice-grade-rulings = Rulings: { $rulings }.
practice-sheet-title = Dominant Species: practice
practice-sheet-key_title = Dominant Species: answer key
practice-sheet-intro =
    { $n ->
        [one] { $n } question · difficulty { $difficulty } · seed { $seed }
       *[other] { $n } questions · difficulty { $difficulty } · seed { $seed }
    }
practice-sheet-question = Question { $n }
practice-sheet-answer = Answer:
practice-sheet-any_of = any one of: { $answers }
practice-sheet-choose_one = Circle one.
practice-sheet-choose_all = Circle all that apply.
practice-sheet-number = Write a number.
practice-sheet-name = Name:
practice-sheet-date = Date:

lesson-setup-title = Setting up a table for { $players } players
lesson-setup-title_multi = Setting up a table for { $players } players, several animals each
lesson-setup-board = Put the board in the middle and the Survival card beside it.
lesson-setup-animals = Choose { $n } animals (or deal them at random); the other animals' sheets and markers go back in the box.
lesson-setup-animals_multi = All six animals are used: each of the { $players } players controls { $per } of them (chosen or dealt at random).
lesson-setup-initiative = Put the animals' markers on the Initiative track in reverse food-chain order, leftmost first: { $order }; the animals not in play are left out.
lesson-setup-tiles = Put the { $start_tiles } start tiles on their hexes and a tundra tile on the sea in the centre; the other { $tundra_supply } tundra tiles are the Glaciation supply.
lesson-setup-stacks = Shuffle the other { $draw_tiles } large tiles face down into { $stacks } stacks of { $per_stack } for Wanderlust and turn the top tile of each stack face up.
lesson-setup-cards = Shuffle the Dominance cards except Ice Age and put them on top of the face-down Ice Age, so that it is the last card; turn the top { $face_up } face up.
lesson-setup-elements = Put { $per_type } elements of each type on the { $start_corners } start corners and the other { $bag } in the bag; draw { $squares } each for the Adaptation, Abundance and Wanderlust squares.
lesson-setup-pieces =
    { $pawns ->
        [one] Each animal takes { $pawns } action pawn, { $cubes } cubes and { $cones } cones of its colour; the rest go back in the box.
       *[other] Each animal takes { $pawns } action pawns, { $cubes } cubes and { $cones } cones of its colour; the rest go back in the box.
    }
lesson-setup-vp = One cube of each animal goes on { $vp } of the VP track.
lesson-setup-species = Each animal puts { $on_first } species on one of its start tiles and { $on_others } on each of two others (the animals' table above).
lesson-setup-start = The first turn begins with Planning: the animal leftmost on the Initiative track places the first pawn.
lesson-setup-multi_score = Each animal acts on its own and treats every other animal as an opponent, its own player's too; at the end a player's score is the VP of their lowest-scoring animal.
lesson-whole_turn-title = Turn { $turn } of a recorded game, all twelve sections in order
lesson-whole_turn-planned =
    { $n ->
        [one] Planning placed { $n } action pawn on the action display{ $lifted ->
            [0] .
           *[other] ; it stood on Initiative and is already in its owner's hand: the first section is being resolved.
        }
       *[other] Planning placed { $n } action pawns on the action display{ $lifted ->
            [0] .
           *[other] ; the one on Initiative is already in its owner's hand: the first section is being resolved.
        }
    }
lesson-whole_turn-section = { $i }. { $section }
lesson-whole_turn-nothing = No pawn here, and nothing happens without one.
lesson-whole_turn-reset = Reset: Extinction, Survival, Reseed
lesson-whole_turn-after = The table at the start of turn { $turn }
lesson-solution = Solution (click to open)
lesson-source = Rulebook example: { $source }.
lesson-engine_check = Checked by the engine
lesson-nothing_happens = Nothing changes.
lesson-hint_yours = Nothing has been played yet: the choice is yours. Click an option on the board or among the buttons; the bots then answer by themselves.
lesson-game_over = The game is over.
lesson-before = Before
lesson-after = After
lesson-before_after = The table before and after the card.
lesson-card_intro = { $chooser } dominate the { $tile }: when it is scored, they must take one of the face-up cards, and they take { $card }.
lesson-bot-greedy = greedy
lesson-bot-random = random
lesson-bot-any = other players'
lesson-bots_played =
    { $n ->
        [one] The { $bot } bots took { $n } decision.
       *[other] The { $bot } bots took { $n } decisions.
    }
lesson-matching_on = Matching { AT($tile) } (element: on the sheet × on the tile)
lesson-endangered_title = Endangered species (no matching element): they die in the next Extinction
lesson-endangered_row =
    { $n ->
        [one] { $animal }: { $n } species { AT($tile) }
       *[other] { $animal }: { $n } species { AT($tile) }
    }
lesson-no_endangered = No species is endangered.
lesson-initiative_order = Initiative track, first to last: { $order }.
lesson-dominance_unchanged = No tile changes its dominant animal.
lesson-scoring_title = Scoring the { $tile } now
lesson-no_place_left = no place left for them
lesson-unawarded = Not awarded, as no animal is left for these places: { $vp } VP.
lesson-winner = { $animal } win.
lesson-where = Step { $ply } of { $plies }: turn { $turn }, { $phase } phase.
lesson-where_over = Step { $ply } of { $plies }: the game ended in turn { $turn }.
lesson-sim-games = games
lesson-sim-completed =
    { $n ->
        [one] { $n } of { $total } games reached the Ice Age, after { $low ->
            [one] { $low } turn
           *[other] { $low } turns
        }.
       *[other] { $n } of { $total } games reached the Ice Age; they lasted { $low } to { $high } turns, { $mean } on average.
    }
lesson-sim-none = None of the { $total } games reached the Ice Age.
lesson-sim-no_plots = This Python has no matplotlib (the browser's Python of the no-install site has none), so here are the numbers the charts would draw, as tables.
lesson-plot-final_vp = Final VP by animal
lesson-plot-wins = Wins by animal
lesson-plot-cards = How often each card is taken
lesson-plot-turns = Game length, random players
lesson-plot-turns_axis = turns until the Ice Age
lesson-plot-games_axis = games
lesson-survival_holder =
    { $n ->
        [one] Species on tundra: { $counts }. { $animal } hold the Survival card: they occupy { $n } tundra tile, which would pay { $vp } bonus VP if Survival were counted now. At the Reset, Extinction comes first and can change this.
       *[other] Species on tundra: { $counts }. { $animal } hold the Survival card: they occupy { $n } tundra tiles, which would pay { $vp } bonus VP if Survival were counted now. At the Reset, Extinction comes first and can change this.
    }
lesson-survival_nobody = Species on tundra: { $counts }. Nobody holds the Survival card (no species on tundra, or a tie for the most).
lesson-allotment_note = One of the cubes marks the animal's VP on the VP track; the cubes and pawns not allotted stay in the box.
lesson-census_note = Every element is always somewhere: { $n } of each type in all.
lesson-short_game_note = ✱ removed in the short game.
lesson-edit-add_element = What if we add one { $element } at the { $corner }?
lesson-edit-remove_element = What if we remove the { $element } from the { $corner }?
lesson-edit-set_species =
    { $n ->
        [one] What if the { $animal } had { $n } species { AT($tile) } (instead of { $was })?
       *[other] What if the { $animal } had { $n } species { AT($tile) } (instead of { $was })?
    }
lesson-edit-add_tile = What if we place a { $terrain } tile on the { $tile }?
lesson-edit-remove_tile = What if the { $tile } went back to a Wanderlust stack?
lesson-edit-add_sheet_element = What if the { $animal } had one more { $element } on their sheet?
lesson-edit-remove_sheet_element = What if the { $animal } had one { $element } less on their sheet?
lesson-check-vp = { $animal }: { $vp } VP.
lesson-check-species =
    { $n ->
        [one] { $animal }: { $n } species { AT($tile) }.
       *[other] { $animal }: { $n } species { AT($tile) }.
    }
lesson-check-corner_empty = The { $corner } is empty.
lesson-check-corner_holds = The { $corner } holds a { $element }.
lesson-check-pawns =
    { $n ->
        [one] { $animal } own { $n } action pawn.
       *[other] { $animal } own { $n } action pawns.
    }
lesson-check-sheet = { $animal }, elements on the sheet: { $elements }.
lesson-check-allotment =
    { $pawns ->
        [one] { $animal }: { $pawns } action pawn, gene pool { $gene_pool }
       *[other] { $animal }: { $pawns } action pawns, gene pool { $gene_pool }
    }
lesson-check-tundra = { CAP(THE($tile)) } is now a tundra tile.
lesson-check-endangered = Endangered: { $rows }.
lesson-check-deck =
    { $n ->
        [one] The deck holds { $n } card.
       *[other] The deck holds { $n } cards.
    }
lesson-check-space = { $animal } have an action pawn on { $space }.
lesson-check-space_empty = { $space } is empty.
lesson-check-supply =
    { $n ->
        [one] { $animal } have { $n } action pawn in their supply.
       *[other] { $animal } have { $n } action pawns in their supply.
    }
lesson-check-legal = { $option } is one of the options.
lesson-check-not_offered = { $option } is not among the options.
lesson-seat-human = Seat { $n }: { $animals } — that is you.
lesson-seat-greedy = Seat { $n }: { $animals }, played by the greedy bot.
lesson-seat-random = Seat { $n }: { $animals }, played by the random bot.
lesson-seat-first = The { $animal } are first on the Initiative track: they place the first pawn.
lesson-ordinal-1 = 1st
lesson-ordinal-2 = 2nd
lesson-ordinal-3 = 3rd
lesson-ordinal-4 = 4th
lesson-col-players = Players
lesson-col-pawns = Action pawns per animal
lesson-col-cubes = Species cubes per animal
lesson-col-start_species = Species on earth at the start
lesson-col-gene_pool = Gene pool after setup
lesson-col-food_chain = Food chain
lesson-col-animal = Animal
lesson-col-printed = Printed elements
lesson-col-two_on = { $n } species on
lesson-col-one_on = { $n } species on each of
lesson-col-terrain = Terrain
lesson-col-nth_place = { $nth } place
lesson-col-quantity = Quantity
lesson-col-bonus_vp = Bonus VP
lesson-col-cap = At most, per tile
lesson-col-n = #
lesson-col-section = Section
lesson-col-eyeballs = Eyeball spaces
lesson-col-free_space = Free space
lesson-col-stores = Keeps
lesson-col-always = Happens without pawns
lesson-col-per_space = Per space, left to right
lesson-col-card = Card
lesson-col-effect = Effect
lesson-col-short_game = Short game
lesson-col-tile = Tile
lesson-col-elements = Elements
lesson-col-species = Species
lesson-col-matching = Matching
lesson-col-dominant = Dominant
lesson-col-place = Place
lesson-col-vp = VP
lesson-col-why = Why
lesson-col-added = Added elements
lesson-col-total = Elements
lesson-col-gene_pool_now = Gene pool
lesson-col-pawns_now = Pawns in supply / owned
lesson-col-element = Element
lesson-col-bag = Bag
lesson-col-earth = Earth
lesson-col-display = Action display
lesson-col-sheets = Animal sheets
lesson-col-option_id = Option id
lesson-col-option = Option
lesson-col-games = Games
lesson-col-wins = Wins
lesson-col-mean_vp = Mean final VP
lesson-col-taken = taken
lesson-store-adaptation = { $squares } elements, drawn every turn
lesson-store-regression = box: last turn's Adaptation leftovers
lesson-store-abundance = { $squares } elements, drawn every turn
lesson-store-wasteland = box: last turn's Abundance leftovers
lesson-store-depletion = box: what the Wasteland box held last turn
lesson-store-glaciation = the tundra tiles
lesson-store-wanderlust = { $squares } elements, drawn every turn; { $stacks } stacks of tiles
lesson-always-regression = yes: added elements of the box's types are lost
lesson-always-wasteland = yes: elements of the box's types on tundra are removed
lesson-always-insects_free = yes: the insects' free species
lesson-always-arachnids_free = yes: the arachnids' free competition

corner-bare = corner { $corner }
corner-of = { $dir } corner of the { $tile }
corner-shared = { $dir } corner of the { $tile } that the { $other } shares
corner-meet = { $dir } corner of the { $tile } that { THE($others) } share

## The language's grammar (grammar.py): one article for every name
grammar-article = the
    .m-nom = the
    .f-nom = the
    .n-nom = the
    .pl-nom = the
grammar-indefinite = a
    .m-nom = a
    .f-nom = a
    .n-nom = a

## A rulebook example is part of an earth, not a game (engine/fragment.py): what it is, instead of a turn
fragment-rulebook = Part of the earth, as in the rulebook's example ({ $source })
fragment-rulebook_short = Rulebook example ({ $source })
fragment-practice_short = Practice question
fragment-earth = Part of the earth
fragment-practice = Part of a game's earth, set up for a question
render-example_over = the example is over
render-vp_example = VP in the example
render-example_display = Only the sections of the action display that the example uses are shown.
render-example_no_cards = The example shows no cards.
event-game_over-example = The rulebook's example is over.
ui-example_over_text = The rulebook's example is over. Undo to try other choices, or open it again from the list.
ui-example_over = the example is over
