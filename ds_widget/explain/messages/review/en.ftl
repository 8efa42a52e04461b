review-better = { $better } would have been worth about { $gap } VP more than { $worse }: { $why }.
review-equal = { $better } and { $worse } come out equal: the coach values them alike.
review-equal_plain = Your move and the best alternative come out equal: the coach values them alike.
review-unclear = { $better } came out about { $gap } VP better than { $worse } on average, but the coach's trial games vary too much to be sure.
review-unclear_short = { $better } came out about { $gap } VP better on average, but the coach's trial games vary too much to be sure.
review-kept = { $taken } was the coach's first choice, before any trial games, and the coach keeps it: { $other } comes out only about { $gap } VP better in the trial games, too little to rule out chance.
review-alone = { $better } was the only option worth trying.
review-and = { $first }, and { $second }
review-though = { $text } (although with { $cost })
review-offset = { $text }. This is only partly made up for by { $cost }
review-rest =
    { $way ->
        [less] { $text }. Smaller differences cost another { $amount } VP
       *[more] { $text }. Smaller differences add another { $amount } VP
    }
review-term-gain =
    { $n ->
        [one] { $amount } VP more scored by the end of the turn
       *[other] { $amount } VP more scored by the end of the turn
    }
review-term-earth =
    { $n ->
        [one] { $amount } VP more for you if the earth were scored as in the final scoring
       *[other] { $amount } VP more for you if the earth were scored as in the final scoring
    }
review-term-rival =
    { $n ->
        [one] the leading opponent { $amount } VP lower
       *[other] the leading opponent { $amount } VP lower
    }
review-term-endangered =
    { $n ->
        [one] { $n } fewer of your species endangered
       *[other] { $n } fewer of your species endangered
    }
review-term-dominated =
    { $n ->
        [one] { $n } more tile dominated
       *[other] { $n } more tiles dominated
    }
review-term-small = they score alike; the difference is only in what the coach weighs besides VP (matching elements, species on the earth)
review-cost-gain =
    { $n ->
        [one] { $amount } VP less scored by the end of the turn
       *[other] { $amount } VP less scored by the end of the turn
    }
review-cost-earth =
    { $n ->
        [one] { $amount } VP less for you from the earth
       *[other] { $amount } VP less for you from the earth
    }
review-cost-rival =
    { $n ->
        [one] { $amount } VP more for the leading opponent
       *[other] { $amount } VP more for the leading opponent
    }
review-cost-endangered =
    { $n ->
        [one] { $n } more of your species endangered
       *[other] { $n } more of your species endangered
    }
review-cost-dominated =
    { $n ->
        [one] { $n } tile fewer dominated
       *[other] { $n } tiles fewer dominated
    }
review-verdict-only = only move
review-verdict-best = best
review-verdict-good = good
review-verdict-inaccuracy = inaccuracy
review-verdict-mistake = mistake
review-verdict-blunder = blunder
review-verdict-unclear = unclear
review-option-none = choosing none
review-option-decline = declining
review-option-done = stopping there
review-option-count = “{ $n ->
        [0] no species
       *[other] { $n } species
    }”
review-hint_lead = The coach would choose { $label }, worth about { $gap } VP more than { $worse }: { $why }.
review-hint_lead_equal = The coach would choose { $label }; { $worse } comes out equal: the same result in the trial games, so you can take either.
review-hint_lead_equal_plain = The coach's choice and the next best come out equal: the same result in the trial games, so you can take either.
review-hint_lead_both = The coach would choose { $label }; { $worse } comes out equal: in the trial games you took both spaces this turn either way; only the order of placing them differed.
review-hint_lead_both_plain = The coach's choice and the next best come out equal: in the trial games you took both spaces this turn either way; only the order of placing them differed.
review-hint_lead_alone = The coach would choose { $label }.
review-hint_lead_kept = The coach keeps its first choice, { $label }, and changes it only for a clearly better move: { $n ->
        [one] { $worse } came out only about { $gap } VP better
       *[other] { $worse } and { $other } came out only about { $same ->
            [yes] { $gap } VP better each
           *[no] { $gap } and { $gap2 } VP better
        }
    }, which could be luck.
review-hint_lead_kept_plain = The coach keeps its first choice and changes it only for a clearly better move: { $n ->
        [one] the next best comes out only about { $gap } VP better
       *[other] the other two come out only about { $same ->
            [yes] { $gap } VP better each
           *[no] { $gap } and { $gap2 } VP better
        }
    }, which could be luck.
review-hint_less = about { $gap } VP less than { $better }: { $why }
review-hint_same = as good as { $better }: the same result in the trial games
review-hint_same_both = as good as { $better }: in the trial games you took both spaces this turn either way; only the order of placing them differed
review-hint_lead_both_actions = The coach would choose { $label }; { $worse } is as good if you take the other action later: in the trial games you used both { $one } and { $other } either way.
review-hint_lead_both_actions_plain = The coach's choice and the next best are as good if you take the other action later: in the trial games you used both { $one } and { $other } either way.
review-hint_same_both_actions = as good as { $better } if you take the other action later: in the trial games you used both { $one } and { $other } either way
review-hint_more = { $why ->
        [small] about { $gap } VP more than { $better } in the trial games, from small differences, none of them as much as { $least } VP; that could be luck, so the coach keeps its first choice
       *[cut] scored higher than { $better } in the trial games, but that is not a fair comparison: they stopped at different points of the turn; the coach keeps its first choice
    }
review-hint_choice = the coach's choice
review-hint_choice_first_look = the coach's first choice, before any trial games (its simple rules look only at what the action itself does, not at what follows in the turn) — { $why }
review-hint_lead_beaten = In the coach's short test { $label } came out best, but a longer test found { $worse } about { $gap } VP better, so the coach would choose { $worse }.
review-hint_lead_beaten_plain = In a longer test the next best came out about { $gap } VP better than the best of the coach's short test, so the coach would choose it.
review-hint_beaten_row = the coach's choice — better than { $better } by about { $gap } VP in the longer test
review-ledger_head = { $better } compared with { $worse }:
review-unclear_level = Your move { $played } and { $against } came out practically level on average (less than half a VP apart), and the trial games vary too much to tell them apart.
review-unclear_level_plain = Your move came out practically level with the best alternative on average, and the trial games vary too much to tell them apart.
review-unclear_level_short = Your move { $played } came out practically level with the best alternative on average, and the trial games vary too much to tell them apart.
review-played = ({ $move })
review-quote = “{ $label }”

## The lead of a reason (review/lead.py): the parts of a gap, each with its VP
review-part-gain = { $amount } VP more for you by the end of the turn
review-part-earth = { $amount } VP more for you from the earth if the game ended this turn
review-part-earth_tile = { $amount } VP more for you from { THE($tile) } if the game ended this turn
review-part-rival = { $amount } VP less for the leading opponent
review-against-gain = { $amount } VP less for you by the end of the turn
review-against-earth = { $amount } VP less for you from the earth if the game ended this turn
review-against-earth_tile = { $amount } VP less for you from { THE($tile) } if the game ended this turn
review-against-rival = { $amount } VP more for the leading opponent
review-part-gain_cut = { $amount } VP more for you before the trial games stopped
review-part-earth_cut = { $amount } VP more for you from the earth (counted where the trial games stopped)
review-part-earth_tile_cut = { $amount } VP more for you from { THE($tile) } (counted where the trial games stopped)
review-against-gain_cut = { $amount } VP less for you before the trial games stopped
review-against-earth_cut = { $amount } VP less for you from the earth (counted where the trial games stopped)
review-against-earth_tile_cut = { $amount } VP less for you from { THE($tile) } (counted where the trial games stopped)
review-lead_sum = { $better } would have been worth about { $gap } VP more than { $worse }: { $parts }.
review-lead_sum_yours = { $better } would have been worth about { $gap } VP more than your move: { $parts }.
review-lead_mainly = { $better } would have been worth about { $gap } VP more than { $worse }, mainly { $parts }.
review-lead_mainly_yours = { $better } would have been worth about { $gap } VP more than your move, mainly { $parts }.
review-lead_partly = { $better } would have been worth about { $gap } VP more than { $worse }, among other things { $parts }.
review-lead_partly_yours = { $better } would have been worth about { $gap } VP more than your move, among other things { $parts }.
review-hint_partly = The coach would choose { $better }, worth about { $gap } VP more than { $worse }, among other things { $parts }.
review-hint_partly_yours = The coach would choose { $better }, worth about { $gap } VP more than the next best, among other things { $parts }.
review-lead_bare = { $better } would have been worth about { $gap } VP more than your move.
review-hint_bare = The coach would choose { $better }, worth about { $gap } VP more than the next best.
review-lead_small = { $better } would have been worth about { $gap } VP more than { $worse }, from several small differences added together.
review-hint_sum = The coach would choose { $better }, worth about { $gap } VP more than { $worse }: { $parts }.
review-hint_sum_yours = The coach would choose { $better }, worth about { $gap } VP more than the next best: { $parts }.
review-hint_mainly = The coach would choose { $better }, worth about { $gap } VP more than { $worse }, mainly { $parts }.
review-hint_mainly_yours = The coach would choose { $better }, worth about { $gap } VP more than the next best, mainly { $parts }.
review-hint_small = The coach would choose { $better }, worth about { $gap } VP more than { $worse }, from several small differences added together.
review-hint_about_same =
    { $side ->
        [behind] about { $gap } VP behind { $better } on average in the longer test, but the trial games vary too much to be sure
       *[ahead] about { $gap } VP better than { $better } on average in the longer test, but that may be luck (the coach switches only for a clearly better move), so you may take this one instead
    }
review-hint_about_same_level = level with { $better } on average in the longer test, and the trial games vary too much to tell them apart
review-hint_first_look = tried only briefly, in the coach's short test{ $rough ->
        [yes] {""}
       *[no] {" "}(a less reliable figure)
    }: { $text }
review-hint_about_equal =
    { $side ->
        [behind] The coach would choose { $better }; in a longer test { $worse } came out about { $gap } VP behind on average, but the trial games vary too much to be sure.
       *[ahead] Neither is surely better: { $worse } did about { $gap } VP better in a longer test, but that may be luck. The coach keeps { $better }; you may take either.
    }
review-hint_about_equal_plain =
    { $side ->
        [behind] In a longer test the next best came out about { $gap } VP behind the coach's choice on average, but the trial games vary too much to be sure.
       *[ahead] Neither is surely better: the other move did about { $gap } VP better in a longer test, but that may be luck. The coach keeps the best of its short test; you may take either.
    }
review-hint_about_level = The coach would choose { $better }; in a longer test { $worse } came out level with it on average, and the trial games vary too much to tell them apart.
review-hint_about_level_plain = In a longer test the coach's choice and the next best came out level on average, and the trial games vary too much to tell them apart.
review-hint_differ_both = the biggest single difference on each side, on average in the longer test: with { $better }, { $mine }; with { $worse }, { $theirs }
review-hint_differ_one = the biggest single difference, on average in the longer test: with { $label }, { $part }
review-hint_differ_none = the two are practically equal, so either is fine: in the longer test they differ only in several small things, each under { $n } VP on average
review-hint_differ_rest = { $text }; { $way ->
        [with] many smaller differences add about { $amount } VP more in favour of { $label }
       *[against] smaller differences together win back about { $amount } VP for { $label }
    }
review-hint_differ_cancel = { $text }: in the coach's count these two cancel out, so the gap comes from smaller differences
review-hint_differ_biggest = { $text }; the biggest of them: with { $label }, { $part }
review-ledger_tile =
    { $more ->
        [more] { THE($tile) }: { $amount } VP more
       *[less] { THE($tile) }: { $amount } VP less
    }
review-ledger_rest =
    Smaller differences, together with a small bonus the coach adds for a healthy position (few endangered species, many matching elements, many species on the earth; the game does not score it): { $more ->
        [more] { $amount } VP more
       *[less] { $amount } VP less
    }
review-ledger_small_sum =
    Both moves end up almost the same: no single difference comes to half a VP; together they give the first of the two moves { $more ->
        [more] about { $amount } VP more
       *[less] about { $amount } VP less
    }
review-ledger_rounding =
    Correction for rounding, not something that happens in the game (each line above is rounded to the nearest half VP): { $more ->
        [more] { $amount } VP more
       *[less] { $amount } VP less
    }
review-ledger_other_tiles =
    { $more ->
        [more] the other tiles together: { $amount } VP more
       *[less] the other tiles together: { $amount } VP less
    }
review-ledger_playouts = Averaged over { $better } trial games with the first move and { $worse } with the second.
review-why = Why?
review-mine_sum = Your move ({ $better }) was worth about { $gap } VP more than { $worse }: { $parts }.
review-mine_sum_yours = Your move ({ $better }) was worth about { $gap } VP more than the next best: { $parts }.
review-mine_mainly = Your move ({ $better }) was worth about { $gap } VP more than { $worse }, mainly { $parts }.
review-mine_mainly_yours = Your move ({ $better }) was worth about { $gap } VP more than the next best, mainly { $parts }.
review-mine_partly = Your move ({ $better }) was worth about { $gap } VP more than { $worse }, among other things { $parts }.
review-mine_partly_yours = Your move ({ $better }) was worth about { $gap } VP more than the next best, among other things { $parts }.
review-mine_bare = Your move ({ $better }) was worth about { $gap } VP more than the next best.
review-mine_small = Your move ({ $better }) was worth about { $gap } VP more than { $worse }, from several small differences added together.
review-row_sum = about { $gap } VP less than { $better }: { $parts }
review-row_sum_yours = about { $gap } VP less than the coach's choice: { $parts }
review-row_mainly = about { $gap } VP less than { $better }, mainly { $parts }
review-row_mainly_yours = about { $gap } VP less than the coach's choice, mainly { $parts }
review-row_partly = about { $gap } VP less than { $better }, among other things { $parts }
review-row_partly_yours = about { $gap } VP less than the coach's choice, among other things { $parts }
review-row_bare = about { $gap } VP less than the coach's choice
review-row_small = about { $gap } VP less than { $better }, from several small differences added together
review-unclear_behind = Your move { $played } came out, on average, about { $gap } VP behind { $against }, but the coach's trial games vary too much to be sure.
review-unclear_behind_plain = Your move came out about { $gap } VP behind the best alternative on average, but the coach's trial games vary too much to be sure.
review-unclear_ahead = Your move { $played } came out, on average, about { $gap } VP ahead of { $against }, but the coach's trial games vary too much to be sure.
review-unclear_ahead_plain = Your move came out about { $gap } VP ahead of the best alternative on average, but the coach's trial games vary too much to be sure.
review-unclear_behind_short = Your move { $played } came out about { $gap } VP behind on average, but the coach's trial games vary too much to be sure.
review-unclear_ahead_short = Your move { $played } came out about { $gap } VP ahead on average, but the coach's trial games vary too much to be sure.
review-unclear_worse = Your move { $played } came out, on average, about { $gap } VP behind { $against }; it is almost certainly not better, but the trial games vary too much to say how much worse.
review-unclear_worse_plain = Your move came out about { $gap } VP behind the best alternative on average; it is almost certainly not better, but the trial games vary too much to say how much worse.
review-unclear_worse_short = Your move { $played } came out about { $gap } VP behind on average; it is almost certainly not better, but the trial games vary too much to say how much worse.
review-unclear_worse_compact = Your move { $played } came out about { $gap } VP behind { $against }; it is almost certainly not better, but how much worse is unclear.
review-unclear_behind_compact = Your move { $played } came out about { $gap } VP behind { $against }, but that could be luck.
review-unclear_ahead_compact = Your move { $played } came out about { $gap } VP ahead of { $against }, but that could be luck.
review-unclear_level_compact = Your move { $played } and { $against } came out practically level, and the trial games cannot tell them apart.
review-hint_beaten_loser = about { $gap } VP less than { $better } in the longer test
review-hint_how_longer = When its choice comes out ahead of the next best, it then plays the two against each other in a longer test (the same hidden draws for both, to the end of the turn), and changes its choice only if the other comes out clearly better.
review-choosing = choosing { $label }
review-spread_against = { $against ->
        [named] the other move
       *[other] that move
    }
review-spread_decider = Note: { $above ->
        [best] the move above came out best on average, but the coach bases the mark on another move it tried
       *[other] the coach bases the mark not on the move above but on another move it tried
    }, { $move }, about { $gap } VP better than yours on average, because that is the comparison it is surest of. The range on the next line is for that comparison.
review-ledger_spread_unclear = { $side ->
        [better] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up somewhere between { $low } VP ahead of and { $high } VP behind { $them }: too wide a range to call it { $bands }, so the coach marks it “unclear”.
       *[worse] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up somewhere between { $low } and { $high } VP behind { $them }: too wide a range to call it { $bands }, so the coach marks it “unclear”.
    }
review-ledger_spread_good = The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up { $side ->
        [ahead] between { $low } and { $high } VP ahead of { $them }
        [both] somewhere between { $low } VP ahead of and { $high } VP behind { $them }
       *[behind] { $low } to { $high } VP behind { $them }
    }: less than { $limit } VP lost in any case, so the coach is sure it is good{ $word ->
        [best] ; on average it lost nothing, which makes it the best move.
       *[good] .
    }
review-just_under = just under { $n }
review-ledger_spread_marked = { $band ->
        [inaccuracy] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up { $low } to { $high } VP behind { $them }: between { $limit } and { $upto } VP in any case, so the coach is sure it is an inaccuracy.
        [blunder] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up { $low } to { $high } VP behind { $them }: more than { $limit } VP in any case, so the coach is sure it is at least a mistake; on average it lost more than { $upto } VP, which makes it a blunder.
        [blunder_elsewhere] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up { $low } to { $high } VP behind { $them }: more than { $limit } VP in any case, so the coach is sure it is at least a mistake; on average { $top } came out about { $gap } VP ahead of your move, more than { $upto } VP, which makes it a blunder.
       *[mistake] The coach is { $confidence }% sure that, with many more trial games of the two moves, your move would on average end up { $low } to { $high } VP behind { $them }: more than { $limit } VP in any case, so the coach is sure it is a mistake.
    }
review-band-good = good (less than { $good } VP lost)
review-band-inaccuracy = an inaccuracy ({ $good } to { $inacc } VP)
review-band-mistake = a mistake ({ $inacc } to { $mistake } VP)
review-band-blunder = a blunder (more than { $mistake } VP)
review-bands = { $n ->
        [one] { $b1 }
        [2] { $b1 } or { $b2 }
        [3] { $b1 }, { $b2 } or { $b3 }
       *[other] { $b1 }, { $b2 }, { $b3 } or { $b4 }
    }
review-ledger_tiny = No single difference reaches half a VP: they are all small.
review-ledger_total =
    In all: { $more ->
        [level] about level
        [more] about { $amount } VP more
       *[less] about { $amount } VP less
    }
review-row_uneven = scored lower than { $better } in the trial games, but that is not a fair comparison: they stopped at different points of the turn
## a move in a review's sentence, by the kind of decision (review/moves.py): what choosing the option does
review-move-adaptation_element = taking { THE($element) }
review-move-abundance_element = taking { THE($element) }
review-move-wasteland_return = returning { THE($element) } to the bag
review-move-regression_protect = protecting { THE($element) }
review-move-glaciation_tile = glaciating { THE($tile) }
review-move-migration_from = moving species off { THE($tile) }
review-move-migration_to = moving them to { THE($tile) }
review-move-migration_count = { $n ->
        [0] moving no species
       *[other] moving { $n } species
    }
review-move-speciation_count = { $n ->
        [0] placing no species
       *[other] placing { $n } species
    }
review-move-mammal_save = saving one species { AT($tile) }
review-move-domination_tile = scoring { THE($tile) }
review-move-pick_card = taking the card { $quoted }
review-move-wanderlust_stack = taking the { $terrain } tile from stack { $stack }
review-move-competition_tile = competing { AT($tile) }
review-move-migration_from_done = ending the Migration here
review-move-migration_from_decline = not migrating at all
review-move-wanderlust_follow = { $n ->
        [0] moving none in
       *[other] moving { $n } species in
    }
## the hint's lead where the longer test confirmed the choice: its gap and parts, said to be the longer test's
review-hint_tested_sum = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of { $worse }: { $parts }.
review-hint_tested_sum_yours = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of the next best: { $parts }.
review-hint_tested_mainly = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of { $worse }, mainly { $parts }.
review-hint_tested_mainly_yours = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of the next best, mainly { $parts }.
review-hint_tested_partly = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of { $worse }, among other things { $parts }.
review-hint_tested_partly_yours = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of the next best, among other things { $parts }.
review-hint_tested_bare = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of the next best.
review-hint_tested_small = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of { $worse }, from several small differences added together.
review-hint_longer = in the longer test, { $text }
review-against-small = about { $amount } VP of small differences the other way
review-part-small = about { $amount } VP of small differences the other way
review-ledger_playouts_each =
    { $n ->
        [one] From one trial game with each of the two moves.
       *[other] Averaged over { $n } trial games with each of the two moves.
    }
review-hint_bare_named = The coach would choose { $better }, worth about { $gap } VP more than { $worse }.
review-mine_bare_named = Your move ({ $better }) was worth about { $gap } VP more than { $worse }.
review-hint_tested_bare_named = The coach would choose { $better }: in a longer test it came out about { $gap } VP ahead of { $worse }.
review-ledger_rival = { $text } ({ $way ->
        [for] good for you
       *[against] bad for you
    })
review-hint_first_look_below = tried only in the coach's short test, where it came out below { $above }, so it is listed below it here too. Its short-test figure cannot be set beside the longer test's: { $text }
review-just_over = just over { $n }
review-legend = ({ $clauses }.)
review-legend_join = { $first }. { $second }
review-legend-gain_end = VP “by the end of the turn” are scored in this turn
review-legend-gain_cut = VP “before the trial games stopped” are scored in the turn, up to where the coach stopped playing it
review-legend-earth_end = VP “from the earth” or from a tile “if the game ended this turn” are what your species there would score in a final scoring then, after the rest of the turn's moves in the trial games (so a tile your move does not reach can change too): not scored yet
review-legend-earth_cut = VP “from the earth” or from a tile “counted where the trial games stopped” are what your species there would score in a final scoring at that point, after the later moves in the trial games (so a tile your move does not reach can change too): not scored yet
review-legend-earth_both = VP “from the earth” or from a tile, “if the game ended this turn” or “counted where the trial games stopped”, are what your species there would score in a final scoring at that point, after the later moves in the trial games (so a tile your move does not reach can change too): not scored yet
review-hint_more_part = about { $gap } VP more than { $better } in the trial games, among other things { $part }, but that could be luck, so the coach keeps its first choice
review-hint_differ_level = in all, the two are practically equal, so either is fine; { $text }
review-legend-rival = “The leading opponent” is, in each trial game, the other animal with the most VP when that trial game stops, counting what its species on the earth would score in a final scoring
review-ledger_small_sum_named =
    Both moves end up almost the same: no single difference comes to half a VP; added together they come to about { $amount } VP { $more ->
        [more] in favour of
       *[less] against
    } { $first }
review-hint_lead_kept_rough = The coach keeps its first choice, { $label }: { $n ->
        [one] { $worse } scored higher
       *[other] { $worse } and { $other } scored higher
    }, but in trial games that stopped at different points of the turn, so the comparison is not fair.
review-hint_lead_kept_rough_plain = The coach keeps its first choice and changes it only for a clearly better move: { $n ->
        [one] the next best scored higher
       *[other] the other two scored higher
    }, but in trial games that stopped at different points of the turn, so the comparison is not fair.
review-hint_lead_kept_why = The coach keeps its first choice, { $label }: { $gist }. { $n ->
        [one] { $worse } was only about { $gap } VP better
       *[other] { $worse } and { $other } were only about { $same ->
            [yes] { $gap } VP better each
           *[no] { $gap } and { $gap2 } VP better
        }
    }, which could be luck.
review-hint_lead_kept_why_plain = The coach keeps its first choice: { $gist }. { $n ->
        [one] The next best was only about { $gap } VP better
       *[other] The other two were only about { $same ->
            [yes] { $gap } VP better each
           *[no] { $gap } and { $gap2 } VP better
        }
    }, which could be luck.
review-hint_lead_kept_rough_why = The coach keeps its first choice, { $label }: { $gist }. { $n ->
        [one] The other move scored higher, but that is not a fair comparison.
       *[other] The others scored higher, but that is not a fair comparison.
    }
review-hint_lead_kept_rough_why_plain = The coach keeps its first choice: { $gist }. { $n ->
        [one] The other move scored higher, but that is not a fair comparison.
       *[other] The others scored higher, but that is not a fair comparison.
    }
review-legend-uneven = “Not a fair comparison”: the coach often stops its short trial games before the end of the turn, and the trial games of two moves may stop at different points, so that in one of them a tile has already been scored (by a Domination) and in the other not yet
