coach-outlook_ahead =
    { $n ->
        [0] with this move you would be ahead: in the short test you ended this turn on average { $margin } VP ahead of the leading opponent, counting the VP every animal's tiles would give in a final scoring then
       *[other] with this move you would be ahead: when the short test stopped, before the end of the turn, you were on average { $margin } VP ahead of the leading opponent, counting the VP every animal's tiles would give in a final scoring then
    }
coach-outlook_behind =
    { $n ->
        [0] even with this move you would still be behind: in the short test you ended this turn on average { $margin } VP behind the leading opponent, counting the VP every animal's tiles would give in a final scoring then
       *[other] even with this move you would still be behind: when the short test stopped, before the end of the turn, you were on average { $margin } VP behind the leading opponent, counting the VP every animal's tiles would give in a final scoring then
    }
coach-outlook_level =
    { $n ->
        [0] with this move you would be level: in the short test you ended this turn on average level with the leading opponent, counting the VP every animal's tiles would give in a final scoring then
       *[other] with this move you would be level: when the short test stopped, before the end of the turn, you were on average level with the leading opponent, counting the VP every animal's tiles would give in a final scoring then
    }
coach-ahead = at the end of this turn you would be { $margin } VP ahead of the leading opponent
coach-behind = at the end of this turn you would be { $margin } VP behind the leading opponent
coach-level = at the end of this turn you would be level with the leading opponent
coach-soon_ahead =
    { $n ->
        [one] after the next decision you would be { $margin } VP ahead of the leading opponent
       *[other] after the next { $n } decisions (the end of the turn is too far to look) you would be { $margin } VP ahead of the leading opponent
    }
coach-soon_behind =
    { $n ->
        [one] after the next decision you would be { $margin } VP behind the leading opponent
       *[other] after the next { $n } decisions (the end of the turn is too far to look) you would be { $margin } VP behind the leading opponent
    }
coach-soon_level =
    { $n ->
        [one] after the next decision you would be level with the leading opponent
       *[other] after the next { $n } decisions (the end of the turn is too far to look) you would be level with the leading opponent
    }
coach-gain =
    { $n ->
        [0] you would score no VP until then
        [one] you would score { $n } VP until then
       *[other] you would score { $n } VP until then
    }
coach-how = In a short test the coach plays each of its best options to the end of the turn (or, when that is too far to look within its budget, the same number of moves, everyone's, for every option), every player played by the greedy bot, with the hidden draws shuffled; it compares the animals' VP plus what the final scoring would give each of them for the earth as it stands then.
coach-how_kept =
    { $n ->
        [one] It keeps its first choice, made before any trial games (the greedy bot's choice), unless another option comes out more than { $limit } VP better: with one trial game per option, a smaller lead is often luck.
       *[other] It keeps its first choice, made before any trial games (the greedy bot's choice), unless another option comes out more than { $limit } VP better: with at most { $n } trial games per option, a smaller lead is often luck.
    }
