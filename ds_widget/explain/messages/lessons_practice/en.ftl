lesson-practice-how_number = Answer in the next cell with a whole number.
lesson-practice-how_one = Answer in the next cell with the letter of your choice.
lesson-practice-how_all = Answer in the next cell with the letters of every right choice, or with the letter of “none”.
lesson-practice-col_kind = Kind of question
lesson-practice-col_example = For example
lesson-practice-col_asked = asked
lesson-practice-col_right = right
lesson-practice-col_streak = right in a row
lesson-practice-sheet_file = worksheet.html
lesson-practice-worksheet =
    { $n ->
        [one] Worksheet with { $n } question: { $sheet }; its answer key: { $answers }. Both are beside this notebook: open them in a browser and print them.
       *[other] Worksheet with { $n } questions: { $sheet }; its answer key: { $answers }. Both are beside this notebook: open them in a browser and print them.
    }

practice-kind-better_move = Find the better move
practice-better_move-prompt = { $prompt } In your game you chose “{ $taken }”. Find a better move.
practice-better_move-explanation = { $reason }
practice-better_move-best = The best move here: { $best }. Your choice cost about { $loss } VP.
