ui-btn_review = Review
ui-btn_teaching = Teach
ui-a11y-title_review = The coach looks back over your decisions: marks the costly ones and says why (r)
ui-a11y-title_teaching = Teaching mode: a costly decision is flagged at once, with the offer to take it back
ui-a11y-review_marks = Reviewed decisions on the history: press one to show it
ui-review-title = Review
ui-review-progress = Reviewing decisions: { $done } / { $total }
ui-review-cancel = Cancel
ui-review-done = Review done
ui-review-cancelled =
    { $total ->
        [one] Review stopped: { $done } of { $total } decision judged
       *[other] Review stopped: { $done } of { $total } decisions judged
    }
ui-review-next = Next mistake ▶
ui-review-prev = ◀ Previous mistake
ui-review-again = Try again
ui-review-leave = Back to the game
ui-review-none = No mistakes so far: every decision judged was good or best.
ui-review-headline = Turn { $turn }, { $animal }: { $word } { $mark } — about { $loss } VP lost
ui-review-headline_best = Turn { $turn }, { $animal }: { $word } { $mark }
ui-review-played = Played: { $label }
ui-review-better = Better: { $label }
ui-review-try_prompt = Choose again, on the board or in the list: the coach grades it at once; the game stays as it was.
ui-review-tried = Your new choice, { $label }: { $word } { $mark }
ui-review-tried_loss = Your new choice, { $label }: { $word } { $mark } — about { $loss } VP lost
ui-review-tried_better = Against the move you played, { $played }: about { $gain } VP more.
ui-review-tried_worse = Against the move you played, { $played }: about { $gain } VP less.
ui-review-tried_same = Against the move you played, { $played }: about as good, as far as the coach can tell.
ui-review-teach = This gives away about { $loss } VP ({ $played }). Take it back and try again?
ui-review-take_back = Take it back
ui-review-keep = Keep it
ui-review-mark_title = Decision { $ply }: { $word }
ui-review-seats = Reviewing { $animals }
