lesson-review-verdict = Verdict
lesson-review-decisions = Decisions
lesson-review-counts =
    { $n ->
        [one] The coach's verdict on { $n } decision
       *[other] The coach's verdicts on { $n } decisions
    }
lesson-review-n = No.
lesson-review-turn = Turn
lesson-review-played = Played
lesson-review-better = Better
lesson-review-vp_lost = VP lost
lesson-review-mistakes = The decisions marked inaccuracy, mistake or blunder, in the order they were made
lesson-review-question = Question
lesson-review-mistake_title = Turn { $turn }, { $animal }: { $verdict }
lesson-review-played_line = Played: { $label }
lesson-review-better_line = Better: { $label } (about { $vp } VP more)
lesson-review-tried = Your new choice, { $label }: { $verdict } (about { $vp } VP below the best)
lesson-review-place = Place in the history
