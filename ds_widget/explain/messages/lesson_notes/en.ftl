## The notes of the lessons' exercises, shown with a solution (note-l<lesson>-<exercise>): a note
## types no number, place or count of the game; its { $facts } come from the solution played out
## (ds_widget/lessons/facts, tests/notebooks/test_lesson_facts.py)

note-l01-five_players = With { $players } players every animal gets { $pawns } action pawns and { $cubes } cubes: one marks its VP, { $on_earth } start on the earth, so { $gene_pool } are left in the gene pool.
note-l01-forest_scoring = { CAP(THE($first)) } have { $first_species } species { AT($tile) } and take first place, { $first_vp } VP. { CAP(THE($tied)) } have { $tied_species } each: { THE($second) } are higher in the food chain, so they take second place ({ $second_vp } VP) and { THE($third) } third ({ $third_vp } VP).
note-l02-amphibians_move_in =
    { CAP(THE($animal)) }. { CAP(THE($tile)) } has { $tile_n ->
        [one] { A($element) }
       *[other] { $tile_n } { PLURAL($element) }
    }, and { THE($animal) } have { $sheet_n } { PLURAL($element) } on their sheet: { $sheet_n } × { $tile_n } = { $total }. { CAP(THE($rival)) } match only { $rival_total } there ({ $rival_sheet } { PLURAL($rival_element) } on the sheet × { $rival_tile ->
        [one] the one shared { $rival_element }
       *[other] { $rival_tile } shared { PLURAL($rival_element) }
    }). { $moved ->
        [one] A single species
       *[other] { $moved } species
    } moving in is enough: dominance is quality, not quantity.
note-l02-desert_tie = { CAP(A($element)) }: { THE($animal) } then match { $sheet } × { $tile_n } = { $total }, as much as { THE($rival) } ({ $rival_sheet } { PLURAL($rival_element) } × { $rival_tile } { PLURAL($rival_element) }), and a tie means nobody dominates. { CAP(A($also)) } works too: { THE($also_animal) } have { $also_sheet } { PLURAL($also) } on their sheet and { THE($tile) } then has { $also_tile }: { $also_total } again. { CAP(A($stronger)) } would only make { THE($rival) } stronger.
note-l03-keep_pawn = Yes: the swap is the first part of the action and happens as soon as { THE($animal) } carry it out; they are now in position { $place } on the track, ahead of { THE($passed) }. Keeping the pawn only skips the second part: the { $section } space stays empty and the pawn stays in { THE($animal) }' supply. Only declining the whole action would skip the swap too.
note-l03-not_initiative_again = No. The pawn goes on another empty eyeball space: the move is the turn's last placement, for an action still to come this turn, so the Initiative space itself is not offered.
note-l04-adaptation_grass = With { $sheet } { PLURAL($element) } on their sheet { THE($animal) } match { $sheet } × { $tile_n } = { $total } { AT($tile) } instead of { $before }: specialising makes them strong where { $element } lies. The risk: { $left } { PLURAL($risk) } stay in the Adaptation squares. If nobody takes them, they slide into the Regression box, and next turn every animal with an added { $risk } loses one, unless it protects { $risk } with a Regression pawn.
note-l04-regression_elsewhere = The box holds { $box_n } { PLURAL($type) }, which count as one type: { $type }. Without a pawn in Regression { THE($animal) } lose their added { $type }, like { THE($others) }. { CAP(THE($keeper)) } keep theirs thanks to their free pawn. Nobody loses more than one { $type }, and printed elements are never touched.
note-l04-wasteland_water = Now { THE($kept) } stays in the box, so the { $removed } { PLURAL($kept) } touching the tundra go to the bag. { CAP(THE($tile)) } had only those { PLURAL($kept) } for { THE($animal) }: they match { $matching } there, lose { THE($tile) } and their { $species } species on it are endangered. The { PLURAL($returned) } stay, and { THE($keeper) } keep { THE($keeper_tile) }.
note-l04-depletion_other_seed = Only { THE($tile) } changes. That { $element } touches { THE($tile) } alone, so { THE($animal) } drop to { $matching } there and tie with { THE($rival) }: nobody dominates { THE($tile) }. The shared { $element } stays, so { AT($other) } { THE($tied) } still tie at { $other_matching }, and nobody dominates it either.
note-l05-glaciate_savannah = { CAP(THE($tile)) } touches { $tundra } tundra tiles: { $vp } bonus VP. The tundra tempts the reptiles (lesson 8 shows what species on tundra can win), but their only { $lost } now lies between three tundra tiles and goes to the bag: the reptiles match nothing anywhere, and all their species are endangered. That is why the rulebook's reptiles glaciate { THE($rulebook_tile) }.
note-l05-insects_elsewhere = { CAP(THE($first)) }: both animals have { $both } species { AT($tile) }, and a tie in species is won by the animal higher in the food chain — { THE($first) } are above { THE($second) }. The insects' free species { AT($tile) } makes it { $with_free } to { $both } and keeps first place for them; { AT($elsewhere) } it leaves the tie to { THE($first) }.
note-l05-wanderlust_bonus = { $best_hexes } empty hexes touch { $best_tiles } tiles of the earth, each worth { $best_vp } bonus VP: the rulebook's, between { THE($rulebook_between) }, and the { $other_best } others that lie between two neighbouring start tiles. Every other empty hex next to the earth touches only { $others_tiles } tile: { $others_vp } bonus VP.
note-l06-bird_flight =
    The bird can reach { THE($near) }, next to { THE($from) }, and { THE($far) }, { $range } tiles away, flying across { THE($via) }. { CAP(THE($out)) } { NUMBER($out) ->
        [one] is
       *[other] are
    } more than { $range } tiles away: a bird flies at most { $range } tiles, and only over tiles of the earth, never across an empty hex.
note-l06-other_forest = No: one pawn competes on at most one tile of each terrain, so after competing { AT($tile) } it cannot reach { THE($other_tile) }; and as the reptiles have no species on any { $rest } tile, the Competition ends there. { CAP(AT($tile)) } the reptiles are now alone, but that { $terrain } has no { $need }: they are endangered and will die in the Extinction.
note-l07-best_card =
    { $best }: one VP for every species on one tile that { THE($animal) } occupy, whoever owns it — { THE($tile) } holds { $sum } = { $species } species, so { $card_vp } VP ({ $before } + { $card_vp } = { $total }). { $bio } would give { $bio_vp } ({ $bio_tiles ->
        [one] one tile
       *[other] { $bio_tiles } tiles
    } shared with opponents), { $eco } { $eco_vp } ({ $eco_n ->
        [one] { A($eco_element) }
       *[other] { $eco_n } { PLURAL($eco_element) }
    } on earth); { $none } { NUMBER($none) ->
        [one] gives
       *[other] give
    } no VP.
note-l07-once_per_turn = Only { THE($card_tile) }, where { THE($animal) } are alone and dominant, gives a card. Without a card they may score any other tile ({ THE($empty) }), but none of them has species, so nobody would score VP; and { THE($scored) } was already chosen this turn, so it is offered neither with the tiles that give a card nor with the others.
note-l08-save_mountain = One { AT($saved) }, none on the other two tiles. The save keeps exactly one species, not one tile: the mammal { AT($saved) } survives, and all { $lost } on the other two tiles die ({ $lost_a } on one, { $lost_b } on the other). Saving { AT($code_tile) } where they have { $code_n }, as the lesson does, keeps one of those { $code_n } and loses the one { AT($saved) }: either way, one species survives.
note-l08-birds_keep_survival =
    { CAP(A($element)) }, but { A($others) } { NUMBER($others) ->
        [one] works
       *[other] work
    } too: any element on { THE($holder) }' sheet. { CAP(THE($holder)) } { AT($tile) } then have a matching element (they match { $matching } with { A($element) }: their sheet has { $sheet_n ->
        [one] { A($element) }
       *[other] { $sheet_n } { PLURAL($element) }
    }) and are not endangered, so they survive the Extinction; with { $species } species on tundra against { THE($rival) }' { $rival_species } they keep the Survival card and score { $bonus } bonus VP for { $tiles ->
        [one] the one tundra tile
       *[other] the { $tiles } tundra tiles
    } they occupy ({ $vp_before } + { $bonus } = { $vp_after }). Any vacant corner of that tile works.
note-l08-last_domination = { CAP(THE($tile)) }: { THE($animal) } are alone there, so its first place pays them { $vp } VP (and, dominant there, they take one more card); they finish with { $win } against { THE($rival) }' { $rival_vp }. { CAP(THE($other)) }, their only other tile, was already scored this turn; with any other tile, or declining, they finish with { $lose }, behind { THE($rival) } ({ $rival_base }, or more when the tile is one of { THE($rival) }').
note-l09-first_turn_vp =
    { $total } VP: { $wander_vp } bonus VP for a new tile touching { $wander_touch ->
        [one] one tile
       *[other] { $wander_touch } tiles
    } (Wanderlust), { $own1_vp } for { $own1_place ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    } place { AT($own1_tile) } and { $own2_vp } for { $own2_place ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    } place { AT($own2_tile) } (their own Dominations), { $other_vp } for { $other_place ->
        [1] first
        [2] second
        [3] third
       *[other] fourth
    } place { AT($other_tile) } ({ THE($other_by) }' Domination), and { $survival_vp } bonus VP for the Survival card at the Reset, with { $survival_species ->
        [one] their single species
       *[other] their { $survival_species } species
    } on tundra.
note-l09-initiative_changed = { CAP(THE($mover)) } placed a pawn on Initiative. When it was resolved, they swapped places with the animal directly to their left, { THE($overtaken) }, and put the same pawn on an empty { $section } space.
note-l10-amphibians_take_savannah = { CAP(A($element)) } on a vacant corner of { THE($tile) } ({ $corners }). { CAP(THE($actor)) } then match { $sheet } × { $on_tile } = { $total } there ({ PLURAL($element) } on their sheet × on the tile), more than the { $rival_sheet } × { $rival_on_tile } = { $rival_total } of { THE($rival) } ({ PLURAL($rival_element) }). The other elements on offer, { $others }, do not help { THE($actor) } there, and { A($element) } on any other corner does not touch { THE($tile) }.
note-l11-reptiles_take_desert = Add { A($added) } and take away { A($removed) }: { THE($actor) } match { $sheet } × { $on_tile } = { $total }, { THE($rival) } only { $r_sheet } × { $r_on_tile } = { $r_total }. Removing instead the { $removed } on the corner that { THE($tile) } shares with { THE($shared_with) } works { AT($tile) } too, but also changes { THE($shared_with) }. Two more { PLURAL($added) } also work ({ $sheet } × { $two_on_tile } = { $two_total } against { $two_rival }).
note-l11-new_tile =
    The new { $terrain } touches { $held ->
        [one] one corner that already holds an element
       *[other] { $held } corners that already hold elements
    } ({ $held_types }). { CAP(THE($dominant)) } match { $sheet } × { $on_tile } = { $total } and dominate it; there is no { $need }, so { THE($endangered) } match nothing and are endangered.
note-l12-step_300 = Step { $step } is in the { $phase } phase of turn { $turn }: { THE($animal) } resolve a Domination pawn and choose a tile to score.
note-l12-winner = { CAP(THE($winner)) }, with { $winner_vp } VP, ahead of { THE($second) } with { $second_vp }. The game ended in turn { $turn }, when the Ice Age card was taken; the final scoring of every tile came after that turn's Extinction and Survival.
note-l13-random_game = { CAP(THE($winner)) } win with { $winner_vp } VP; the game ends in turn { $turn }, when a Domination finally gives { THE($taker) } the Ice Age card at the bottom of the deck.
note-l13-short_game = { $deck }: the { $cards } Dominance cards minus the { $starred } starred ones ({ $starred_names }) make { $left }, and { $face_up } of them lie face up. Ice Age is still the last card of the deck.
note-l14-better_move =
    The costliest decision is place { $place } in the history, in turn { $turn }: { $kind ->
        [tile] { THE($animal) } chose { THE($taken) }; the coach would have chosen { THE($better) }
       *[space] { THE($animal) } put a pawn on { $taken } { $taken_slot }; the coach would have put it on { $better } { $better_slot }
    } (about { $loss } VP lost, by the review's values). With the coach's move, and the greedy bot playing everybody from there, { THE($animal) } end the game on { $vp } VP, { $compare ->
        [more] { $diff } more than the { $played_vp } of the game played
        [fewer] { $diff } fewer than the { $played_vp } of the game played
       *[same] as many as in the game played
    }, and { THE($winner) } win with { $winner_vp }. With the move they really played, and the same bot from there, { THE($animal) } would end on { $taken_vp }: { $confirmed ->
        [yes] in this game, too, the coach's move is worth more to them.
       *[no] in this game the coach's move gains them nothing. The VP lost in the review are an average over the review's trial games, each with draws of its own; this replay is one more possible future, with the game's own draws. A big loss tells you where to look again, not what will happen.
    }
