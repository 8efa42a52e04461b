scenario-matching-title = Matching and dominance: quality, not quantity
scenario-matching-text =
    On this desert the insects have { $few } species and the amphibians { $many }, yet the insects dominate. Matching counts, for each element on an animal's sheet, the elements of that type on the tile's corners: the insects ({ $insects_sheet }) match { $insects_terms } = { $insects_match }, the amphibians ({ $amphibians_sheet }) only { $amphibians_terms } = { $amphibians_match }. The reptiles have just { $rep_sun ->
        [one] one sun
       *[other] { $rep_sun } suns
    } on their sheet, but the desert has { $des_sun ->
        [one] one sun
       *[other] { $des_sun } suns
    }: { $rep_sun } × { $des_sun } = { $reptiles_match }. Watch what happens when { $mov ->
        [one] one reptile migrates
       *[other] { $mov } species of the reptiles migrate
    } from the savannah into the desert.
scenario-matching-try = Undo the move and remove the sun shared by the desert and the savannah (a Depletion, or the what-if editor): the reptiles left on the savannah become endangered.
scenario-initiative-title = Initiative: move ahead, then place the same pawn again
scenario-initiative-text =
    Turn { $turn } of a game with { $players } players. The reptiles, with { $pos ->
        [one] one animal
       *[other] { $pos } animals
    } ahead of them on the Initiative track, put a pawn on Initiative. When it is resolved they swap places with { THE($passed) }, directly to their left, and put the very same pawn on another empty eyeball space: the last empty Abundance space, to bring more sun into play.
scenario-initiative-try = Choose another space instead, or keep the pawn: the swap happens anyway. Only declining skips it.
scenario-adaptation-title = Adaptation: choosing an element for your sheet
scenario-adaptation-text = The insects resolve the first Adaptation pawn and want to diversify: they take the meat. The mammals and birds are left with the grubs and the grass. The insects could instead have specialised by taking the grass (one more beside the { $grass_now } printed on their sheet: { $grass_then } in all). Taking a grub would be risky: if nobody takes the other grub, it slides into the Regression box at the end of the turn and threatens every animal holding a grub next turn.
scenario-adaptation-try = Take the grass instead and compare the insects' matching on the savannah (the board explains it).
scenario-regression-title = Regression: types, not discs, and the reptiles' free pawn
scenario-regression-text =
    The Regression box holds { $n ->
        [one] one grub, which counts
       *[other] { $n } grubs, which count
    } as { $typ ->
        [one] one type
       *[other] { $typ } types
    }. The insects place their last action pawn on Regression, so they keep their grub; the reptiles keep theirs thanks to their free pawn on the printed third space. The mammals, with no pawn there, lose their grub. Note the sun in the Adaptation squares: if nobody takes it, it slides into Regression at the end of this turn and threatens the insects' sun.
scenario-regression-try = Place the insects' pawn somewhere else and see which elements they lose.
scenario-abundance-title = Abundance: one element can change who dominates
scenario-abundance-text =
    The amphibians resolve the first Abundance pawn and place one of the waters on a corner of the savannah. Their { $waters } printed waters now match { $sav_wat ->
        [one] one water
       *[other] { $sav_wat } waters
    } each: { $amphibians_match }, against the insects' { $insects_match }, so they take dominance of the savannah. The reptiles then place the sun on the mountain: their { $suns } printed suns now match { $mtn_sun ->
        [one] one sun
       *[other] { $mtn_sun } suns
    } there, { $reptiles_match } in all, as many as the mammals' { $mammals_match } with their meat. A tie for the most matching means nobody dominates, so the mammals lose the mountain.
scenario-abundance-try = Put the water on a corner shared by two tiles: it counts on both.
scenario-wasteland-title = Wasteland: what stays in the box strips the tundra
scenario-wasteland-text =
    The arachnids resolve the Wasteland pawn and return the grub from the Wasteland box to the bag, so { $n ->
        [one] the grub next to the tundra stays
       *[other] the { $n } grubs next to the tundra stay
    }. The box still holds a water, so every water touching a tundra tile is removed, wherever it is. The amphibians lose their dominance of the desert: with no water left there, their species on it are endangered.
scenario-wasteland-try = Return the water instead and see which elements disappear.
scenario-depletion-title = Depletion: one seed changes two tiles
scenario-depletion-text = The Depletion box holds a seed, so the mammals may remove any seed from the earth. They take the one shared by the desert and the savannah. On each tile the birds ({ $birds_sheet }) drop from { $was } matching to { $now }: they lose the desert, where the reptiles match { $reptiles_match } too (a tie means nobody dominates), and the mammals, tied with the birds on the savannah until now, become dominant there.
scenario-depletion-try = Remove the other seed of the desert instead: only one tile changes.
scenario-glaciation-title = Glaciation: the ice advances, step by step
scenario-glaciation-text =
    The reptiles may glaciate a tile next to the tundra. The savannah is tempting: it touches { $alt_tundra ->
        [one] one tundra
       *[other] { $alt_tundra } tundras
    } ({ $alt_bonus } bonus VP) and would give them the Survival card (on the tundra, { $sv_rep } species of the reptiles against { $sv_ara } of the arachnids and { $sv_ins } of the insects). But the only sun would then be surrounded by { $around } tundras and removed in step 4. So they glaciate the desert: its species are set aside, it becomes tundra, step 4 removes nothing, { $bonus } bonus VP for the { $tundra ->
        [one] one adjacent tundra
       *[other] { $tundra } adjacent tundras
    }, and of the species set aside (the insects' { $aside_insects }, the birds' { $aside_birds }, the amphibians' { $aside_amphibians }) one of each animal stays; the others go back to their gene pools: { $back_birds } of the birds and { $back_amphibians } of the amphibians.
scenario-glaciation-try = Glaciate the savannah instead and watch the sun disappear.
scenario-speciation-title = Speciation: one element feeds up to three tiles
scenario-speciation-text = The arachnids resolve their pawn on the grass space and choose the grass touching the savannah, the desert and the tundra. Each tile may receive species up to its cap: { $cap_savannah } on the savannah, { $cap_desert } on the desert, { $cap_tundra } on the tundra. The amphibians lose the desert: the arachnids now match { $tie } there too, and a tie means nobody dominates. Then the insects put their free species on the savannah to stay ahead in numbers there.
scenario-speciation-try = Place fewer species and check who would win the savannah in a Domination.
scenario-wanderlust-title = Wanderlust: a new tile, and everyone may move in
scenario-wanderlust-text =
    The birds act first. They take the face-up { $terrain } and place it at the edge of the earth, with a seed from the Wanderlust squares on one of its corners. The new tile touches { $n ->
        [one] one tile
       *[other] { $n } tiles
    } of the earth: { $vp } bonus VP from the bonus table. Then, in food-chain order, every animal may move species in from the adjacent tiles: the birds move { $birds_in } and dominate at once; the arachnids decline (they would be endangered there); the insects move { $insects_in } in.
scenario-wanderlust-try = Place the tile elsewhere: how many bonus VP does each spot give?
scenario-migration-title = Migration: moving species, and the birds' long flight
scenario-migration-text =
    The insects resolve their pawn on the '{ $x }' space: up to { $x } species, each moving to an adjacent tile. { $win ->
        [one] One insect goes from the desert to the savannah and claims it.
       *[other] { $win } species of the insects go from the desert to the savannah and claim it.
    } The insects' { $ice } species on the tundra are endangered there, so { $rem ->
        [one] the last move takes them away
       *[other] the remaining { $rem } moves take them away
    }: { $to_desert } to the desert and { $to_mountain } to the mountain. The birds also have a Migration pawn: a bird may fly { $range } tiles through an existing tile, so { $fly ->
        [one] one bird goes
       *[other] { $fly } species of the birds go
    } from the sea to the tundra the insects have just left.
scenario-migration-try = Try moving a bird across an empty hex: it is not offered.
scenario-competition-title = Competition: one tile per terrain
scenario-competition-text = The reptiles resolve their pawn on the tundra-desert-forest space. For each of these { $terrains } terrains they may pick one tile where they and an opponent both have species, and eliminate one opposing species there. They eliminate an insect on the tundra and a mammal on the leftmost forest. They have no species in any desert, so that competition is lost; and they cannot compete on the second forest, nor on the sea, this turn.
scenario-competition-try = Pick the other forest instead: only one forest may be chosen.
scenario-domination-title = Domination: scoring a tile, then a Dominance card
scenario-domination-text =
    The reptiles score the only wetland. Species are counted, not matching: the amphibians are first with { $top } species ({ $top_vp } VP). The reptiles and the birds have { $pair_species } each; the reptiles are higher in the food chain, so they take second place ({ $second_vp } VP) and the birds third ({ $third_vp } VP). Nobody is left for the last place, so its { $vp } VP { $vp ->
        [one] is
       *[other] are
    } not awarded. The reptiles dominate the wetland (matching, not numbers), so they must now choose one of the face-up Dominance cards.
scenario-domination-try = Pick a card and read how it is resolved in the explanation panel.
