review-better = { $better } would have been worth about { $gap } VP more than { $worse }: { $why }.
review-equal = { $better } and { $worse } come out equal: the coach values them alike.
review-kept = { $taken } was the greedy bot's first choice, and the coach keeps it: { $other } comes out only about { $gap } VP better, too little to rule out chance.
review-alone = { $better } was the only option worth trying.
review-and = { $first }, and { $second }
review-though = { $text } (though with { $cost })
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
        [one] the best other animal { $amount } VP lower
       *[other] the best other animal { $amount } VP lower
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
review-term-small = they score alike; the difference is in small things (matching, species on the earth)
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
        [one] { $amount } VP more for the best other animal
       *[other] { $amount } VP more for the best other animal
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
review-option-none = choosing none
review-option-decline = declining
review-option-done = stopping there
review-option-count = choosing { $value }
review-hint_lead = The coach would choose { $label }, worth about { $gap } VP more than { $worse }: { $why }.
review-hint_lead_equal = The coach would choose { $label }; { $worse } comes out equal.
review-hint_lead_both = The coach would choose { $label }; { $worse } comes out equal: in its playouts you put an action pawn on both spaces this turn either way, and no rival takes either of them before you.
review-hint_lead_alone = The coach would choose { $label }.
review-hint_lead_kept = The coach would choose { $label }, the greedy bot's first choice: { $worse } comes out only about { $gap } VP better, too little to rule out chance.
review-hint_less = about { $gap } VP less than { $better }: { $why }
review-hint_same = as good as { $better }
review-hint_same_both = as good as { $better }: in the playouts you put an action pawn on both spaces this turn either way, and no rival takes either of them before you
review-hint_more = about { $gap } VP more than { $better }, too little to leave the greedy bot's first choice
review-quote = “{ $label }”
